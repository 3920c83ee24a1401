import { EventEmitter } from 'node:events'
import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { CANCEL_SIGNALS, type CancelSignal, IPC_SIGNALS_VARIABLE, type ProcessHost, exitWhenFlushed, setUpProcess } from '../../src/shared/process.js'
import { activeTimers } from '../helpers/leftovers.js'

// setUpProcess and exitWhenFlushed against a stand-in of the process: every signal, message, kill
// and exit seen, without ending the test runner. process.test.ts and the bundles' tests send real
// signals to real processes.

/** A stream whose writes complete when `flush()` is called (or at once when `immediate`); it keeps what was written. */
class Stream extends Writable {
  private pending: (() => void)[] = []
  readonly written: Buffer[] = []
  constructor(private readonly immediate = true) {
    super()
  }
  override _write(chunk: Buffer, _encoding: string, callback: () => void): void {
    this.written.push(chunk)
    if (this.immediate) callback()
    else this.pending.push(callback)
  }
  flush(): void {
    for (const callback of this.pending.splice(0)) callback()
  }
}

interface Host extends EventEmitter {
  pid: number
  platform: NodeJS.Platform
  env: Record<string, string>
  channel?: { unref(): void; unrefs: number }
  stdout: Stream
  stderr: Stream
  kills: [number, string][]
  exits: number[]
}

function host(options: { platform?: NodeJS.Platform; env?: Record<string, string>; channel?: boolean; stdout?: Stream; stderr?: Stream } = {}): Host {
  const emitter = new EventEmitter() as Host
  const kills: [number, string][] = []
  const exits: number[] = []
  return Object.assign(emitter, {
    pid: 4242,
    platform: options.platform ?? 'linux',
    env: options.env ?? {},
    channel: options.channel ? { unrefs: 0, unref() { this.unrefs++ } } : undefined,
    stdout: options.stdout ?? new Stream(),
    stderr: options.stderr ?? new Stream(),
    kills,
    exits,
    kill: (pid: number, signal: string) => kills.push([pid, signal]),
    exit: (code: number) => exits.push(code)
  })
}

const asProcess = (h: Host): ProcessHost => h as unknown as ProcessHost

const ticks = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 20))

describe('setUpProcess', () => {
  it.each(CANCEL_SIGNALS)('%s aborts the run, and its handler stays for the next one', (name) => {
    const h = host()
    const signal = setUpProcess(asProcess(h))
    expect(signal.aborted).toBe(false)
    expect(h.emit(name, name)).toBe(true)
    expect(signal.aborted).toBe(true)
    expect(h.listenerCount(name)).toBe(1)
    expect(h.emit(name, name)).toBe(true)
  })

  it('handles exactly the cancelling signals', () => {
    const h = host()
    setUpProcess(asProcess(h))
    expect(h.eventNames().sort()).toEqual(['SIGBREAK', 'SIGINT', 'SIGTERM'])
  })

  it('ignores faults of stdout and stderr (a reader that went away)', () => {
    const h = host()
    setUpProcess(asProcess(h))
    expect(h.stdout.listenerCount('error')).toBe(1)
    expect(h.stderr.listenerCount('error')).toBe(1)
    expect(() => h.stdout.emit('error', new Error('EPIPE'))).not.toThrow()
    expect(() => h.stderr.emit('error', new Error('EPIPE'))).not.toThrow()
  })

  describe('the IPC stand-in of signals', () => {
    const asked = { [IPC_SIGNALS_VARIABLE]: '1' }

    it.each(CANCEL_SIGNALS)('takes { emitSignal: %s } as that signal, and lets the channel keep nothing alive', (name) => {
      const h = host({ channel: true, env: asked })
      const signal = setUpProcess(asProcess(h))
      expect(h.channel!.unrefs).toBe(1)
      h.emit('message', { emitSignal: name })
      expect(signal.aborted).toBe(true)
      expect(h.kills).toEqual([])
    })

    it.each([
      ['linux', 'SIGINT', 'SIGINT'],
      ['linux', 'SIGTERM', 'SIGTERM'],
      ['linux', 'SIGBREAK', 'SIGKILL'],
      ['darwin', 'SIGTERM', 'SIGTERM'],
      ['win32', 'SIGINT', 'SIGKILL'],
      ['win32', 'SIGTERM', 'SIGKILL']
    ] as [NodeJS.Platform, CancelSignal, string][])('on %s, %s that nothing handles ends the process as the system would: %s', (platform, name, killedWith) => {
      const h = host({ platform, channel: true, env: asked })
      setUpProcess(asProcess(h))
      h.removeAllListeners(name)
      h.emit('message', { emitSignal: name })
      expect(h.kills).toEqual([[4242, killedWith]])
    })

    it.each([[{ emitSignal: 'SIGKILL' }], [{ emitSignal: 'SIGUSR1' }], [{}], [null], ['SIGINT']])('%j is no signal', (message) => {
      const h = host({ channel: true, env: asked })
      const signal = setUpProcess(asProcess(h))
      h.emit('message', message)
      expect(signal.aborted).toBe(false)
      expect(h.kills).toEqual([])
    })

    it.each([
      ['without the variable', { channel: true, env: {} }],
      ['with the variable set to another value', { channel: true, env: { [IPC_SIGNALS_VARIABLE]: 'true' } }],
      ['without an IPC channel', { channel: false, env: asked }]
    ])('is off %s: no message listener', (_, options) => {
      const h = host(options)
      setUpProcess(asProcess(h))
      expect(h.listenerCount('message')).toBe(0)
    })
  })
})

describe('exitWhenFlushed', () => {
  it('exits with the code once stdout and stderr have handed on what they hold', async () => {
    const stdout = new Stream(false)
    const stderr = new Stream(false)
    const h = host({ stdout, stderr })
    const before = activeTimers()
    const exiting = exitWhenFlushed(3, asProcess(h), 10_000)
    await ticks()
    expect(h.exits).toEqual([])
    stdout.flush()
    await ticks()
    expect(h.exits).toEqual([])
    stderr.flush()
    await exiting
    expect(h.exits).toEqual([3])
    // The wait's timer is cleared, so nothing is left to keep the event loop alive where the exit
    // does not end the process (this stand-in); and the streams were asked to flush, not given any text.
    expect(activeTimers()).toBe(before)
    expect(Buffer.concat([...stdout.written, ...stderr.written]).toString()).toBe('')
  })

  it('does not wait for a stream that is destroyed, or ended, or that fails (EPIPE)', async () => {
    const destroyed = new Stream(false)
    destroyed.destroy()
    const ended = new Stream(false)
    ended.end()
    const h = host({ stdout: destroyed, stderr: ended })
    await exitWhenFlushed(0, asProcess(h), 10_000)
    expect(h.exits).toEqual([0])

    // Its write never completes: the fault alone ends the wait, at once, not after the 10 s.
    const failing = new Stream(false)
    const h2 = host({ stdout: failing })
    const exiting = exitWhenFlushed(2, asProcess(h2), 10_000)
    failing.emit('error', new Error('EPIPE'))
    await ticks()
    expect(h2.exits).toEqual([2])
    await exiting
  })

  it('does not wait for a stream that has already failed, though not destroyed', async () => {
    // Without autoDestroy a failed stream stays undestroyed, and holds any later write forever
    // without calling it back: only its state tells that nothing will ever be flushed.
    const failed = new Writable({ autoDestroy: false, write: (_chunk, _encoding, callback) => callback(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' })) })
    failed.on('error', () => {})
    failed.write('lost line\n')
    await ticks()
    expect([failed.destroyed, failed.writable]).toEqual([false, false])
    const h = host({ stdout: failed as Stream })
    const exiting = exitWhenFlushed(4, asProcess(h), 10_000)
    await ticks()
    expect(h.exits).toEqual([4])
    await exiting
  })

  it('exits anyway after its wait when a reader does not read', async () => {
    const h = host({ stdout: new Stream(false) })
    const started = performance.now()
    await exitWhenFlushed(1, asProcess(h), 50)
    expect(h.exits).toEqual([1])
    expect(performance.now() - started).toBeGreaterThanOrEqual(45)
  })
})
