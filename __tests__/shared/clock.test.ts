import { describe, expect, it } from 'vitest'
import { abortable, systemClock, throwIfAborted } from '../../src/shared/clock.js'
import { abortListeners, activeTimers } from '../helpers/leftovers.js'

// The real clock and the cancellation helpers, with real timers: a cancelled wait leaves nothing
// behind (no timer that keeps the process alive, no listener on the run's signal, which lives as
// long as the run and is handed to every request and every wait).

const never = new Promise<never>(() => {})

describe('systemClock.sleep', () => {
  it('resolves after the time, and takes its listener off the signal', async () => {
    const signal = new AbortController().signal
    const start = performance.now()
    await systemClock.sleep(20, signal)
    expect(performance.now() - start).toBeGreaterThanOrEqual(19)
    expect(abortListeners(signal)).toBe(0)
  })

  it('a hundred waits on one signal leave no listener on it', async () => {
    const signal = new AbortController().signal
    for (let i = 0; i < 100; i++) await systemClock.sleep(0, signal)
    expect(abortListeners(signal)).toBe(0)
  })

  it('rejects at once when cancelled, and clears its timer and its listener', async () => {
    const controller = new AbortController()
    const before = activeTimers()
    const sleeping = systemClock.sleep(60_000, controller.signal)
    expect(activeTimers()).toBe(before + 1)
    expect(abortListeners(controller.signal)).toBe(1)
    controller.abort(new Error('stop'))
    await expect(sleeping).rejects.toThrow('stop')
    expect(activeTimers()).toBe(before)
    expect(abortListeners(controller.signal)).toBe(0)
  })

  it('rejects before starting a timer when the signal has already aborted', async () => {
    const before = activeTimers()
    const sleeping = systemClock.sleep(60_000, AbortSignal.abort(new Error('already')))
    expect(activeTimers()).toBe(before)
    await expect(sleeping).rejects.toThrow('already')
  })
})

describe('abortable', () => {
  it('rejects at once when the signal has already aborted, though the work never settles', async () => {
    await expect(abortable(never, AbortSignal.abort(new Error('already')))).rejects.toThrow('already')
  })

  it('rejects when the signal aborts while the work runs', async () => {
    const controller = new AbortController()
    const waiting = abortable(never, controller.signal)
    controller.abort(new Error('stop'))
    await expect(waiting).rejects.toThrow('stop')
    expect(abortListeners(controller.signal)).toBe(0)
  })

  it('settles like the work, and takes its listener off the signal', async () => {
    const signal = new AbortController().signal
    await expect(abortable(Promise.resolve(7), signal)).resolves.toBe(7)
    await expect(abortable(Promise.reject(new Error('failed')), signal)).rejects.toThrow('failed')
    expect(abortListeners(signal)).toBe(0)
  })

  it('is the work itself without a signal', () => {
    const work = Promise.resolve(1)
    expect(abortable(work)).toBe(work)
  })
})

describe('throwIfAborted', () => {
  it('throws the reason when it is an Error', () => {
    const reason = new Error('cancelled by the user')
    expect(() => throwIfAborted(AbortSignal.abort(reason))).toThrow(reason)
  })

  it('throws an AbortError when the reason is not an Error', () => {
    const controller = new AbortController()
    controller.abort('a string')
    let thrown: unknown
    try {
      throwIfAborted(controller.signal)
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(DOMException)
    expect(thrown).toMatchObject({ name: 'AbortError', message: 'The operation was aborted' })
  })

  it('does nothing while the signal has not aborted, or without one', () => {
    expect(() => throwIfAborted(new AbortController().signal)).not.toThrow()
    expect(() => throwIfAborted(undefined)).not.toThrow()
  })
})
