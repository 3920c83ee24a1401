import { readdirSync, readlinkSync } from 'node:fs'
import { copyFile, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { withDatabases } from '../../src/certificate/nss/databases.js'
import { readNssDatabase } from '../../src/certificate/nss/reader.js'
import { writeNssDatabase } from '../../src/certificate/nss/writer.js'
import { readPkcs12 } from '../../src/certificate/pkcs12.js'
import { tmpfs } from '../helpers/mounts.js'
import { profileCases } from '../helpers/pkcs12-fixtures.js'
import { tempDir } from '../helpers/temp.js'

// Every SQLite handle is closed on every path, errors included: Windows cannot delete a file that
// SQLite holds open, so a leaked handle makes the cleanup fail and hides the real error. Where the
// system shows a process's open files (Linux: /proc/self/fd), the test looks there; everywhere, the
// files must be removable at once (on Windows, a held file is not).

const fixture = path.resolve(import.meta.dirname, '../fixtures/nss/rsa')

/** The files under `dir` this process holds open; empty where the system does not tell (not Linux). */
function openFilesUnder(dir: string): string[] {
  if (process.platform !== 'linux') return []
  const link = (fd: string): string => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`)
    } catch {
      return '' // closed since the listing
    }
  }
  return readdirSync('/proc/self/fd').map(link).filter((target) => target.startsWith(dir + path.sep))
}

async function expectReleased(dir: string): Promise<void> {
  expect(openFilesUnder(dir)).toEqual([])
  await rm(dir, { recursive: true }) // no retries: a held file fails here on Windows
}

/** A copy of a database that real NSS wrote (pk12util), with only the given files. */
async function nssCopy(files: string[]): Promise<string> {
  const dir = await tempDir('vqa-db-')
  for (const file of files) await copyFile(path.join(fixture, file), path.join(dir, file))
  return dir
}

describe('database handles', () => {
  it('the check sees an open handle (the test can fail)', async () => {
    const dir = await nssCopy(['key4.db', 'cert9.db'])
    withDatabases([{ path: path.join(dir, 'key4.db'), readOnly: true }], () => {
      if (process.platform === 'linux') expect(openFilesUnder(dir)).toEqual([path.join(dir, 'key4.db')])
    })
    await expectReleased(dir)
  })

  it('reading: the second file fails to open, and the first is closed', async () => {
    const dir = await nssCopy(['key4.db'])
    expect(() => readNssDatabase(dir)).toThrow(/unable to open database file/)
    await expectReleased(dir)
  })

  it('reading: both open, then a statement fails, and both are closed', async () => {
    const dir = await nssCopy(['key4.db'])
    await writeFile(path.join(dir, 'cert9.db'), 'not a database, but as long as a header: ' + 'x'.repeat(100))
    expect(() => readNssDatabase(dir)).toThrow(/not a database/)
    await expectReleased(dir)
  })

  it('a failure of the work on open databases closes each of them', async () => {
    const dir = await nssCopy(['key4.db', 'cert9.db'])
    const files = ['key4.db', 'cert9.db'].map((file) => ({ path: path.join(dir, file), readOnly: true }))
    expect(() =>
      withDatabases(files, ([key]) => {
        key.prepare('SELECT * FROM no_such_table').all()
      })
    ).toThrow(/no such table/)
    await expectReleased(dir)
  })

  it('a database that real NSS wrote reads, and is released after', async () => {
    const dir = await nssCopy(['key4.db', 'cert9.db'])
    expect(readNssDatabase(dir).privateKeys).toHaveLength(1)
    await expectReleased(dir)
  })
})

describe('database handles of the writer', () => {
  it('a disk that fills up while writing: an error, no file left, no handle held', async ({ skip }) => {
    const disk = await tmpfs('8k')
    if (!disk) return skip('cannot mount a tmpfs here')
    const made = profileCases[0]
    const profile = await readPkcs12(await readFile(made.file), made.password)
    let error: unknown
    try {
      writeNssDatabase(profile, disk)
    } catch (e) {
      error = e
    }
    expect((error as NodeJS.ErrnoException).code).toMatch(/SQLITE|ENOSPC/)
    expect(openFilesUnder(disk)).toEqual([])
    expect(await readdir(disk)).toEqual([])
  })
})

describe('a Node.js without node:sqlite', () => {
  it('fails in one line that names what is missing, before opening anything', async () => {
    const dir = await tempDir('vqa-db-')
    const getBuiltinModule = process.getBuiltinModule.bind(process)
    const asked: string[] = []
    // A Node.js without node:sqlite (before 22.5): `process.getBuiltinModule` has no such module.
    const spy = vi.spyOn(process, 'getBuiltinModule').mockImplementation(((id: string) => {
      asked.push(id)
      return id === 'node:sqlite' ? undefined : getBuiltinModule(id)
    }) as typeof process.getBuiltinModule)
    let error: unknown
    try {
      withDatabases([{ path: path.join(dir, 'key4.db') }], () => expect.fail('no database opens'))
    } catch (e) {
      error = e
    } finally {
      spy.mockRestore()
    }
    expect(asked).toEqual(['node:sqlite'])
    expect((error as Error).message).toBe(
      `this Node.js (${process.version}) has no node:sqlite, which writing the certificate databases needs; use Node.js 24`
    )
    expect(await readdir(dir)).toEqual([])
  })
})
