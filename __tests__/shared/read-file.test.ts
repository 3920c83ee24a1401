import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, it } from 'vitest'
import { fileChunks, readRegularFile } from '../../src/shared/read-file.js'
import { tempDir } from '../helpers/temp.js'

// Reading files in chunks of 64 KiB: whole up to a limit (profiles, history records), or as they
// come for a reader that keeps only what it needs (the goal's name).

/** A file of `bytes` bytes, each its offset modulo 251, so that a chunk out of place shows. */
async function fileOf(bytes: number): Promise<{ file: string; content: Buffer }> {
  const content = Buffer.from(Array.from({ length: bytes }, (_, i) => i % 251))
  const file = path.join(await tempDir(), 'file.bin')
  await writeFile(file, content)
  return { file, content }
}

it('readRegularFile reads a file of exactly the limit, over several chunks, and refuses one byte more', async () => {
  const limit = 3 * 65536 + 100
  const whole = await fileOf(limit)
  expect(await readRegularFile(whole.file, limit)).toEqual(whole.content)
  const over = await fileOf(limit + 1)
  expect(await readRegularFile(over.file, limit)).toEqual({ refused: 'too large' })
  expect(await readRegularFile(path.dirname(over.file), limit)).toEqual({ refused: 'a directory' })
})

it('fileChunks gives a file in order, and stops between two chunks on a cancel', async () => {
  const { file, content } = await fileOf(2 * 65536 + 7)
  const chunks: Buffer[] = []
  for await (const chunk of fileChunks(file)) chunks.push(chunk)
  expect(Buffer.concat(chunks)).toEqual(content)

  const controller = new AbortController()
  const reading = fileChunks(file, controller.signal)
  expect((await reading.next()).value).toEqual(content.subarray(0, 65536))
  controller.abort(new Error('cancelled'))
  await expect(reading.next()).rejects.toThrow('cancelled')
})
