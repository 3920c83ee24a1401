import { getEventListeners } from 'node:events'
import { expect } from 'vitest'

// What a test checks after the fact: the error a promise was meant to fail with, and what an
// operation may have left behind (a timer that keeps the process alive, a listener on a signal
// that lives as long as the run).

/** The error `promise` rejects with; the test fails if it resolves. */
export async function failure(promise: Promise<unknown>): Promise<Error> {
  return promise.then(
    () => expect.unreachable('the promise should have rejected'),
    (error: Error) => error
  )
}

/** The timers (setTimeout, setInterval) that keep this process alive now. */
export const activeTimers = (): number => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length

/** The listeners on a signal's abort event. */
export const abortListeners = (signal: AbortSignal): number => getEventListeners(signal, 'abort').length
