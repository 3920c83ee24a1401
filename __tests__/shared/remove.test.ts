import { closeSync, constants, existsSync, openSync } from 'node:fs'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { removeFilesQuietly, removeTree } from '../../src/shared/remove.js'
import { holdByBindMount, releaseAfter } from '../helpers/bind-mounts.js'
import { tempDir } from '../helpers/temp.js'

// The removal that a file held for a moment (Windows: antivirus, the indexer) cannot turn into a
// failure. The removal is injected where a fault must come on purpose; the tree is real.

const fault = (code: string): NodeJS.ErrnoException => Object.assign(new Error(`${code}: held`), { code })

async function tree(): Promise<string> {
  const dir = path.join(await tempDir(), 'work')
  await mkdir(path.join(dir, 'sub'), { recursive: true })
  await writeFile(path.join(dir, 'sub', 'key4.db'), 'key')
  return dir
}

describe('removeTree', () => {
  it('resolves to nothing for a path that is not there: already gone is removed', async () => {
    const missing = path.join(await tempDir(), 'never-made')
    expect(await removeTree(missing)).toBeUndefined()
  })

  it('removes a whole tree at the first try', async () => {
    const dir = await tree()
    expect(await removeTree(dir)).toBeUndefined()
    expect(existsSync(dir)).toBe(false)
  })

  it.each(['EBUSY', 'EPERM', 'ENOTEMPTY', 'EMFILE', 'ENFILE'])('tries again after %s, and the tree goes', async (code) => {
    const dir = await tree()
    const tries: number[] = []
    const started = performance.now()
    const fault1 = await removeTree(dir, {
      remove: async (target) => {
        tries.push(performance.now() - started)
        if (tries.length === 1) throw fault(code)
        await rm(target, { recursive: true, force: true })
      }
    })
    expect(fault1).toBeUndefined()
    expect(tries).toHaveLength(2)
    expect(tries[1]).toBeGreaterThanOrEqual(95) // the first wait is 0.1 s
    expect(existsSync(dir)).toBe(false)
  })

  it('gives up after five tries with waits of 0.1 to 0.4 s, and returns the last fault instead of throwing', async () => {
    const dir = await tree()
    let tries = 0
    const started = performance.now()
    const last = await removeTree(dir, {
      remove: () => {
        tries++
        return Promise.reject(fault(tries === 5 ? 'EPERM' : 'EBUSY'))
      }
    })
    expect(tries).toBe(5)
    expect((last as NodeJS.ErrnoException).code).toBe('EPERM')
    expect(performance.now() - started).toBeGreaterThanOrEqual(990)
    expect(existsSync(dir)).toBe(true)
  })

  it('does not try again after a fault that will not pass', async () => {
    let tries = 0
    const last = await removeTree('x', { remove: () => Promise.reject(fault(`EINVAL${++tries}`)) })
    expect(tries).toBe(1)
    expect((last as NodeJS.ErrnoException).code).toBe('EINVAL1')
  })
})

/** libuv's UV_FS_O_EXLOCK (uv/win.h): on Windows, an open with share mode 0. Node passes it through but does not name it. */
const UV_FS_O_EXLOCK = 0x10000000

/**
 * Holds `file` open without sharing for `ms`, as Windows' antivirus or indexer does: a real sharing
 * violation, which every other open of the file meets, this process's too.
 */
function holdFile(file: string, ms: number): { released: Promise<void> } {
  const fd = openSync(file, constants.O_RDONLY | UV_FS_O_EXLOCK)
  return { released: new Promise((resolve) => setTimeout(() => resolve(closeSync(fd)), ms)) }
}

// Windows only: a file held open there cannot be removed, while on Linux and macOS it can.
describe.runIf(process.platform === 'win32')('removeTree with a file held open without sharing', () => {
  it('held for 0.4 s: removed at a later try', async () => {
    const dir = await tree()
    const { released } = holdFile(path.join(dir, 'sub', 'key4.db'), 400)
    const faults: string[] = []
    const fault = await removeTree(dir, {
      remove: (target) => rm(target, { recursive: true, force: true }).catch((error: NodeJS.ErrnoException) => {
        faults.push(error.code ?? '')
        throw error
      })
    })
    await released
    expect(fault).toBeUndefined()
    expect(faults.length).toBeGreaterThan(0)
    expect(faults.every((code) => code === 'EBUSY' || code === 'EPERM')).toBe(true)
    expect(existsSync(dir)).toBe(false)
  })

  it('held throughout, on an error path: removeFilesQuietly leaves it and throws nothing', async () => {
    const dir = await tree()
    const file = path.join(dir, 'sub', 'key4.db')
    const { released } = holdFile(file, 2_000)
    expect(() => removeFilesQuietly([file])).not.toThrow()
    expect(existsSync(file)).toBe(true)
    await released
  })

  it('held throughout: the fault is returned, not thrown', async () => {
    const dir = await tree()
    const { released } = holdFile(path.join(dir, 'sub', 'key4.db'), 3_000)
    const fault = (await removeTree(dir)) as NodeJS.ErrnoException
    expect(['EBUSY', 'EPERM']).toContain(fault.code)
    await released
  })
})

describe('removeFilesQuietly', () => {
  it('removes what it can, leaves a directory alone, and throws nothing for what it cannot', async () => {
    const dir = await tree()
    const file = path.join(dir, 'sub', 'key4.db')
    // A name with a NUL byte can never be removed, nor a directory by this call: faults to swallow, and go on.
    expect(() => removeFilesQuietly([path.join(dir, 'bad\0name'), path.join(dir, 'sub'), file, path.join(dir, 'absent')])).not.toThrow()
    expect(existsSync(file)).toBe(false)
    expect(existsSync(path.join(dir, 'sub'))).toBe(true)
  })
})

// Linux: a file with another bind-mounted over it cannot be removed (EBUSY) until it is unmounted,
// a real hold whose end the test decides.
describe('removeFilesQuietly with a file held by a mount', () => {
  it('tries three times, 0.05 and 0.1 s apart, then leaves the file and throws nothing', async ({ skip }) => {
    const dir = await tempDir()
    await writeFile(path.join(dir, 'over'), 'mounted over')
    // Three files, each held: the waits add up to 3 × 0.15 s, which a moment of load cannot fake.
    const files = ['key4.db', 'cert9.db', 'pkcs11.txt'].map((name) => path.join(dir, name))
    for (const file of files) {
      await writeFile(file, path.basename(file))
      if (!holdByBindMount(file, path.join(dir, 'over'))) return skip('cannot bind-mount a file here')
    }
    // Released 1.2 s from now, by another process: a removal that kept on trying would then succeed.
    const released = releaseAfter(files, 1_200)
    const started = performance.now()
    expect(() => removeFilesQuietly(files)).not.toThrow()
    const elapsed = performance.now() - started
    const leftAtReturn = files.filter((file) => existsSync(file))
    await released
    expect(leftAtReturn).toEqual(files)
    expect(elapsed).toBeGreaterThanOrEqual(445)
    // Not a fourth try: that would add 0.15 s a file, 0.9 s in all.
    expect(elapsed).toBeLessThan(880)
    for (const file of files) expect(await readFile(file, 'utf8')).toBe(path.basename(file))
  })
})
