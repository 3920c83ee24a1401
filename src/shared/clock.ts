/**
 * Time as a seam: the goal run reads the time and waits only through a Clock, so tests can
 * run the retry budget and the polling interval exactly and instantly.
 */
export interface Clock {
  /** Milliseconds since an arbitrary origin. */
  now(): number
  /** Resolves after `ms`, or rejects with an AbortError as soon as `signal` aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>
}

/**
 * Milliseconds on the monotonic clock. Not `performance.now()`: the first use of the global
 * `performance` loads Node's perf_hooks, some ten modules and a millisecond of CPU at every start.
 */
export const monotonicMs = (): number => Number(process.hrtime.bigint()) / 1e6

export const systemClock: Clock = {
  now: monotonicMs,
  sleep: (ms, signal) =>
    new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(abortError(signal))
      const onAbort = (): void => {
        clearTimeout(timer)
        reject(abortError(signal))
      }
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort)
        resolve()
      }, ms)
      signal?.addEventListener('abort', onAbort, { once: true })
    })
}

/** Settles like `promise`, or rejects as soon as `signal` aborts (for work that cannot be cancelled itself). */
export function abortable<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return promise
  if (signal.aborted) return Promise.reject(abortError(signal))
  return new Promise((resolve, reject) => {
    const onAbort = (): void => reject(abortError(signal))
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}

/**
 * Throws what a cancelled operation rejects with: the signal's reason when it is an Error (as
 * `AbortSignal.abort()` and `AbortSignal.timeout()` give), else a DOMException named AbortError.
 */
export function throwIfAborted(signal?: AbortSignal): void {
  if (signal?.aborted) throw abortError(signal)
}

function abortError(signal?: AbortSignal): Error {
  return signal?.reason instanceof Error ? signal.reason : new DOMException('The operation was aborted', 'AbortError')
}
