import type { Clock } from '../../src/shared/clock.js'

/** A clock whose sleeps return at once and move time forward by exactly their length. */
export class FakeClock implements Clock {
  time = 0
  readonly sleeps: number[] = []

  now(): number {
    return this.time
  }

  async sleep(ms: number, signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) throw new DOMException('aborted', 'AbortError')
    this.sleeps.push(ms)
    this.time += ms
  }
}
