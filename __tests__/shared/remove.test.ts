import { existsSync } from 'node:fs'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { removeFilesQuietly, removeTree } from '../../src/shared/remove.js'
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
  it('removes a whole tree at the first try', async () => {
    const dir = await tree()
    expect(await removeTree(dir)).toBeUndefined()
    expect(existsSync(dir)).toBe(false)
  })

  it.each(['EBUSY', 'EPERM', 'ENOTEMPTY'])('tries again after %s, and the tree goes', async (code) => {
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

describe('removeFilesQuietly', () => {
  it('removes what it can and throws nothing for what it cannot', async () => {
    const dir = await tree()
    const file = path.join(dir, 'sub', 'key4.db')
    // A directory is not removed without recursion: a fault that the call must swallow.
    expect(() => removeFilesQuietly([path.join(dir, 'sub'), file, path.join(dir, 'absent')])).not.toThrow()
    expect(existsSync(file)).toBe(false)
    expect(existsSync(path.join(dir, 'sub'))).toBe(true)
  })
})
