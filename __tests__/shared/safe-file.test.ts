import { mkdir, readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, it } from 'vitest'
import { FileWriteError, writeFileSafely } from '../../src/shared/safe-file.js'
import { tempDir } from '../helpers/temp.js'

// The last step of a safe write, the rename of the temporary file into place, failing for real:
// the target is a directory, which a file cannot replace.

it('reports a rename that fails as the file\'s own fault, and leaves no temporary file', async () => {
  const dir = await tempDir()
  const target = path.join(dir, 'execution_report.json')
  await mkdir(target)
  await writeFile(path.join(target, 'kept.txt'), 'kept')
  const error = await writeFileSafely(target, '{"a":1}\n').then(
    () => expect.unreachable('a file cannot replace a directory'),
    (error: Error) => error
  )
  expect(error).toBeInstanceOf(FileWriteError)
  // EISDIR on Linux and macOS; Windows says EPERM.
  expect(error.message).toBe(`could not write ${target}: ${process.platform === 'win32' ? 'EPERM' : 'EISDIR'}`)
  expect(await readdir(dir)).toEqual(['execution_report.json'])
  expect(await readdir(target)).toEqual(['kept.txt'])
})
