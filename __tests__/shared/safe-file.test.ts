import { mkdir, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { expect, it } from 'vitest'
import { FileWriteError, writeFileSafely } from '../../src/shared/safe-file.js'
import { tempDir } from '../helpers/temp.js'

// The steps of a safe write failing for real: the directory that cannot be made, the rename of the
// temporary file into place, and a source that fails while something else took the temporary
// file's place.

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

it('reports a directory that cannot be made with its own fault, and lets go of the source', async () => {
  // The output directory is a file: creating it fails with EEXIST (opening a file in it would say
  // ENOTDIR). The source, a response body say, is destroyed, so that its connection is not held.
  const dir = await tempDir()
  await writeFile(path.join(dir, 'taken'), 'a file')
  const target = path.join(dir, 'taken', 'execution_report.json')
  const source = new Readable({ read() {} })
  const error = await writeFileSafely(target, source).then(
    () => expect.unreachable('no directory can be made over a file'),
    (error: Error) => error
  )
  expect(error).toBeInstanceOf(FileWriteError)
  expect(error.message).toBe(`could not write ${target}: EEXIST`)
  expect(source.destroyed).toBe(true)
  expect(await readdir(dir)).toEqual(['taken'])
})

it('writes a text, and a source of many chunks, whole and in order', async () => {
  const dir = await tempDir()
  const text = path.join(dir, 'junit.xml')
  await writeFileSafely(text, '<testsuites>é</testsuites>\n')
  expect(await readFile(text, 'utf8')).toBe('<testsuites>é</testsuites>\n')
  const chunks = Array.from({ length: 40 }, (_, i) => Buffer.from(`${i},`.repeat(5000)))
  const streamed = path.join(dir, 'execution_report.json')
  await writeFileSafely(streamed, Readable.from(chunks))
  expect(await readFile(streamed)).toEqual(Buffer.concat(chunks))
  expect((await readdir(dir)).sort()).toEqual(['execution_report.json', 'junit.xml'])
})

it('ends at once on a cancel while the source is still to come: the source let go, no temporary file left', async () => {
  const dir = await tempDir()
  const target = path.join(dir, 'execution_report.json')
  const source = new Readable({ read() {} })
  source.push('{"a":')
  const controller = new AbortController()
  const writing = writeFileSafely(target, source, { signal: controller.signal }).then(
    () => expect.unreachable('a cancelled write does not complete'),
    (error: Error) => error
  )
  while ((await readdir(dir)).length === 0) await new Promise((resolve) => setTimeout(resolve, 5))
  controller.abort()
  // The source never sends another byte: only the cancel can end the write.
  const error = await writing
  expect(error).not.toBeInstanceOf(FileWriteError)
  expect(source.destroyed).toBe(true)
  expect(await readdir(dir)).toEqual([])
})

it('lets go of the source when the temporary file cannot be made', async () => {
  // The temporary name is taken (a file, planted): the exclusive creation fails before a byte is
  // read, and the source, a response body say, is destroyed rather than left holding its connection.
  const dir = await tempDir()
  const target = path.join(dir, 'goal.json')
  await writeFile(path.join(dir, '.goal.json.taken.tmp'), 'planted')
  const source = new Readable({ read() {} })
  const error = await writeFileSafely(target, source, { tempSuffix: 'taken' }).then(
    () => expect.unreachable('the temporary name is taken'),
    (error: Error) => error
  )
  expect(error).toBeInstanceOf(FileWriteError)
  expect(error.message).toBe(`could not write ${target}: EEXIST`)
  expect(source.destroyed).toBe(true)
})

it.skipIf(process.platform === 'win32')('removes only a file at the temporary name after a failed source, never a directory put there', async () => {
  // The temporary file is replaced by a directory while the content is still coming (Windows does
  // not let an open file be replaced); then the source fails. Its removal is not recursive: what
  // someone else put at that name is left as it is, and the source's error is the one reported.
  const dir = await tempDir()
  const target = path.join(dir, 'execution_report.json')
  const source = new Readable({ read() {} })
  source.push('{"a":')
  const writing = writeFileSafely(target, source).catch((error: unknown) => error)
  let names = await readdir(dir)
  while (names.length === 0) {
    await new Promise((resolve) => setTimeout(resolve, 5))
    names = await readdir(dir)
  }
  expect(names).toEqual([expect.stringMatching(/^\.execution_report\.json\.[0-9a-f]{12}\.tmp$/)])
  const temp = path.join(dir, names[0])
  await rm(temp)
  await mkdir(temp)
  await writeFile(path.join(temp, 'kept.txt'), 'kept')
  source.destroy(new Error('connection reset'))
  const error = await writing
  expect(error).not.toBeInstanceOf(FileWriteError)
  expect((error as Error).message).toBe('connection reset')
  expect(await readdir(dir)).toEqual(names)
  expect(await readdir(temp)).toEqual(['kept.txt'])
})

// A symbolic link needs a privilege on Windows.
it.skipIf(process.platform === 'win32')('never writes through a link planted at the temporary name: the file is created exclusively', async () => {
  const dir = await tempDir()
  const target = path.join(dir, 'goal.json')
  const victim = path.join(await tempDir(), 'victim.txt')
  await writeFile(victim, 'untouched')
  await symlink(victim, path.join(dir, '.goal.json.planted.tmp'))
  const error = await writeFileSafely(target, '{"a":1}\n', { tempSuffix: 'planted' }).then(
    () => expect.unreachable('the temporary name is taken'),
    (error: Error) => error
  )
  expect(error).toBeInstanceOf(FileWriteError)
  expect(error.message).toBe(`could not write ${target}: EEXIST`)
  expect(await readFile(victim, 'utf8')).toBe('untouched')
  expect(await readdir(dir)).toEqual([])
})
