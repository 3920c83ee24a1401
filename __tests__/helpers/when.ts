import { afterEach } from 'vitest'

const pending = new Set<NodeJS.Timeout>()

/**
 * Calls `act` once, as soon as `ready()` holds, checking every few milliseconds: to cancel a run
 * at the moment a fake server has received a given request. Stops by itself after the test.
 */
export function when(ready: () => boolean, act: () => void, everyMs = 5): void {
  const timer = setInterval(() => {
    if (!ready()) return
    clearInterval(timer)
    pending.delete(timer)
    act()
  }, everyMs)
  pending.add(timer)
}

afterEach(() => {
  for (const timer of pending) clearInterval(timer)
  pending.clear()
})
