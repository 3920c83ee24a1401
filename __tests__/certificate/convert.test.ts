import { createPrivateKey } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { describe, expect, it } from 'vitest'
import { convertProfile } from '../../src/certificate/convert.js'
import { NssDatabaseError, readNssDatabase } from '../../src/certificate/nss/reader.js'
import { madeOf } from '../helpers/pkcs12-builder.js'
import { type Profile, heavyProfile, profileNamed } from '../helpers/pkcs12-fixtures.js'
import { hasNssTools, nss } from '../helpers/nss-tools.js'
import { tempDir } from '../helpers/temp.js'

// The conversion of a profile as NSS exports it: 600,000 iterations for the MAC and for PBES2,
// tenths of a second of key derivation even on two cores. It must never hold the event loop for
// long (a signal must be handled within two seconds, and no request sent after it) and must stop
// promptly when cancelled.

const DATABASE_FILES = ['cert9.db', 'key4.db', 'pkcs11.txt']

/** Converts `profile` and returns how long it took, in ms. */
async function timedConversion(profile: Profile, dir: string, signal?: AbortSignal): Promise<number> {
  const data = await readFile(profile.file)
  const start = performance.now()
  await convertProfile(data, profile.password, dir, signal)
  return performance.now() - start
}

/** What a promise rejects with, and when (performance.now()); fails the test if it resolves. */
async function rejection(promise: Promise<unknown>): Promise<{ error: unknown; at: number }> {
  return promise.then(
    () => expect.fail('the conversion was not cancelled'),
    (error: unknown) => ({ error, at: performance.now() })
  )
}

/** Like `heavyProfile`, but with no MAC: both safes encrypted with PBES2, 600,000 iterations each. */
const heavyNoMacProfile = profileNamed('rsa-600k-no-mac')

/** A profile with no MAC and nothing encrypted: no key derivation runs, so only the conversion's own checks see a signal. */
const plainProfile = profileNamed('rsa-plain')

describe('a profile exported by NSS (600,000 iterations)', () => {
  it('converts into a database that opens with the empty password and holds its key', async () => {
    const made = heavyProfile
    // The fixture really is that heavy (else the tests below would prove nothing).
    expect(madeOf(made.file)).toBe('encrypted PBES2 AES-256/SHA-256 ×600000; shrouded key PBES2 AES-256/SHA-256 ×600000; MAC SHA-256 ×600000')

    const dir = await tempDir()
    await timedConversion(made, dir)
    expect((await readdir(dir)).sort()).toEqual(DATABASE_FILES)
    const database = readNssDatabase(dir)
    expect(database.privateKeys).toHaveLength(1)
    expect(database.privateKeys[0].key.export({ format: 'jwk' })).toEqual(createPrivateKey(made.keyPem).export({ format: 'jwk' }))
    if (!hasNssTools) return
    expect(await nss('certutil', ['-L', '-d', `sql:${dir}`])).toMatch(/^rsa-600k-iterations\s+u,u,u\s*$/m)
    expect(await nss('certutil', ['-K', '-d', `sql:${dir}`])).toMatch(/<\s*0> rsa\s+[0-9a-f]{40}\s+rsa-600k-iterations$/m)
  })

  it.each([
    // The MAC key's derivation (this thread) and the decryption (libuv's thread pool) run side by side.
    ['while its MAC is checked', heavyProfile],
    // No MAC: the decryption alone, on the thread pool, is what the signal must cut short.
    ['while it is decrypted (no MAC)', heavyNoMacProfile]
  ])('stops promptly when cancelled %s, rejecting with the signal\'s reason, and leaves no database files', async (_, made) => {
    const full = await timedConversion(made, await tempDir())

    const dir = await tempDir()
    const controller = new AbortController()
    const reason = new Error('cancelled by the test')
    let abortedAt = 0
    // A tenth into the conversion, nine tenths of its key derivations are still to run.
    const timer = setTimeout(() => {
      abortedAt = performance.now()
      controller.abort(reason)
    }, full / 10)
    const start = performance.now()
    const { error, at } = await rejection(timedConversion(made, dir, controller.signal))
    clearTimeout(timer)
    expect(error).toBe(reason)
    expect(abortedAt).toBeGreaterThan(0)
    expect(at - start).toBeLessThan(Math.min(full / 2, 500))
    expect(await readdir(dir)).toEqual([])
  })

  it('keeps the event loop turning: a 10 ms timer keeps firing throughout', async () => {
    const made = heavyProfile
    // Per interval between ticks: the wall-clock gap, and this thread's CPU time (a busy machine
    // stretches the first, never the second).
    const gaps: { wall: number; cpu: number }[] = []
    let lastWall = performance.now()
    let lastCpu = process.threadCpuUsage()
    const tick = (): void => {
      const cpu = process.threadCpuUsage(lastCpu)
      const now = performance.now()
      gaps.push({ wall: now - lastWall, cpu: (cpu.user + cpu.system) / 1000 })
      lastWall = now
      lastCpu = process.threadCpuUsage()
    }
    const timer = setInterval(tick, 10)
    let duration: number
    try {
      duration = await timedConversion(made, await tempDir())
    } finally {
      clearInterval(timer)
    }
    tick() // the stretch from the last tick to the end
    const worst = { wall: Math.max(...gaps.map((g) => g.wall)), cpu: Math.max(...gaps.map((g) => g.cpu)) }
    console.log(`heavy conversion: ${duration.toFixed(0)} ms, ${gaps.length} ticks; worst gap ${worst.wall.toFixed(0)} ms ` +
      `(${worst.cpu.toFixed(0)} ms of CPU on this thread)`)
    // The CPU bound is the guard; the wall-clock ones are wide, for a loaded machine (blocking,
    // the conversion would give one gap as long as itself, well over a second).
    expect(worst.cpu).toBeLessThan(100)
    expect(worst.wall).toBeLessThan(Math.min(800, duration / 2))
    expect(gaps.length).toBeGreaterThan(duration / 200)
  })
})

describe('cancellation outside the key derivation', () => {
  it.each([
    ['its reason, an Error', new Error('cancelled before the start'), (error: unknown, reason: unknown) => expect(error).toBe(reason)],
    ['an AbortError when the reason is no Error', 'stop', (error: unknown) => {
      expect(error).toBeInstanceOf(DOMException)
      expect((error as DOMException).name).toBe('AbortError')
    }]
  ])('an already-aborted signal rejects with %s before the profile is even read', async (_, reason, expectError) => {
    // Unsignalled, this profile converts.
    const control = await tempDir()
    await timedConversion(plainProfile, control)
    expect((await readdir(control)).sort()).toEqual(DATABASE_FILES)

    // Aborted, its bytes are not touched (a later check would also leave the directory empty,
    // by removing what was written: only this tells the two apart).
    let read = false
    const data = new Proxy(await readFile(plainProfile.file), {
      get(target, key) {
        read = true
        return Reflect.get(target, key, target)
      }
    })
    const dir = await tempDir()
    const { error } = await rejection(convertProfile(data, plainProfile.password, dir, AbortSignal.abort(reason)))
    expectError(error, reason)
    expect(read).toBe(false)
    expect(await readdir(dir)).toEqual([])
  })

  it('a cancellation between writing the database and checking it removes the three files', async () => {
    const dir = await tempDir()
    const reason = new Error('cancelled after writing')
    // A signal that reads as aborted once the database is on disk: the first check to see it is
    // the one before the self-check, after the writer has finished.
    const written = (): boolean => existsSync(path.join(dir, 'pkcs11.txt'))
    const signal = {
      get aborted() {
        return written()
      },
      get reason() {
        return written() ? reason : undefined
      },
      addEventListener() {},
      removeEventListener() {}
    } as unknown as AbortSignal
    const { error } = await rejection(timedConversion(plainProfile, dir, signal))
    expect(error).toBe(reason)
    expect(await readdir(dir)).toEqual([])
  })
})

describe('the self-check after writing', () => {
  /**
   * Damages the password check of the database in `dir` once the writer has finished and before the
   * self-check reads it: every turn of the event loop, it looks for pkcs11.txt, which appears in the
   * same synchronous stretch as the rest of the database (the conversion gives the loop a turn
   * between writing and checking).
   */
  function damageOnceWritten(dir: string): { stop(): void; damaged: () => boolean } {
    let stopped = false
    let damaged = false
    const look = (): void => {
      if (stopped) return
      if (!existsSync(path.join(dir, 'pkcs11.txt'))) return void setImmediate(look)
      const db = new DatabaseSync(path.join(dir, 'key4.db'))
      try {
        db.prepare(`UPDATE metaData SET item2 = ? WHERE id = 'password'`).run(Buffer.of(0x05, 0x00))
      } finally {
        db.close()
      }
      damaged = true
    }
    setImmediate(look)
    return { stop: () => void (stopped = true), damaged: () => damaged }
  }

  it.each([
    ['without a signal', undefined],
    ['with a signal that never aborts', new AbortController().signal]
  ])('a database that fails it, %s: the reader\'s one-line error, and the files removed, as after any failure', async (_, signal) => {
    const dir = await tempDir()
    const damage = damageOnceWritten(dir)
    let error: unknown
    try {
      await convertProfile(await readFile(plainProfile.file), plainProfile.password, dir, signal)
    } catch (e) {
      error = e
    } finally {
      damage.stop()
    }
    expect(damage.damaged()).toBe(true)
    expect(error).toBeInstanceOf(NssDatabaseError)
    expect((error as Error).message).toBe('the password check does not decrypt with the empty password')
    expect(await readdir(dir)).toEqual([])
  })
})
