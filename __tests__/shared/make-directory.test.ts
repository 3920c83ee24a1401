import { mkdir, stat, symlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { makeDirectory } from '../../src/shared/make-directory.js'
import { tempDir } from '../helpers/temp.js'

// The directory the run makes (a work directory, an output directory), level by level: never
// Node's recursive mkdir, which on procfs loops for good.

describe('makeDirectory', () => {
  it('makes the missing levels, with the mode given, and says which it made, outermost first', async () => {
    const root = await tempDir()
    const dir = path.join(root, 'a', 'b', 'c')
    expect(await makeDirectory(dir, 0o700)).toEqual([path.join(root, 'a'), path.join(root, 'a', 'b'), dir])
    if (process.platform !== 'win32') {
      for (const made of ['a', 'a/b', 'a/b/c']) expect((await stat(path.join(root, made))).mode & 0o777).toBe(0o700)
    }
  })

  it('makes nothing where the directory, or a link to one, is there already', async () => {
    const root = await tempDir()
    await mkdir(path.join(root, 'there'))
    expect(await makeDirectory(path.join(root, 'there'))).toEqual([])
    expect(await makeDirectory(root)).toEqual([])
    if (process.platform !== 'win32') {
      await symlink(path.join(root, 'there'), path.join(root, 'link'))
      expect(await makeDirectory(path.join(root, 'link'))).toEqual([])
    }
  })

  it('fails with the system\'s code where a file is in the way, at the end or above it', async () => {
    const root = await tempDir()
    await writeFile(path.join(root, 'file'), 'x')
    await expect(makeDirectory(path.join(root, 'file'))).rejects.toMatchObject({ code: 'EEXIST' })
    // Below a file, Windows answers ENOENT (the path is not found), and then the file's own mkdir EEXIST.
    const above = process.platform === 'win32' ? { code: 'EEXIST', path: path.join(root, 'file') } : { code: 'ENOTDIR' }
    await expect(makeDirectory(path.join(root, 'file', 'below'))).rejects.toMatchObject(above)
  })

  it.skipIf(process.platform !== 'linux')('ends on procfs, where no directory can be made: ENOENT at once, however deep', async () => {
    // Node's recursive mkdir loops here for good: mkdir("/proc/nope") ENOENT, mkdir("/proc") EEXIST, again.
    const started = performance.now()
    await expect(makeDirectory('/proc/nope')).rejects.toMatchObject({ code: 'ENOENT', path: '/proc/nope' })
    await expect(makeDirectory('/proc/nope/a/b/c/work')).rejects.toMatchObject({ code: 'ENOENT', path: '/proc/nope' })
    expect(performance.now() - started).toBeLessThan(1_000)
  }, 5_000)
})
