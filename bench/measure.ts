/** Runs `fn` `runs` times after one warm-up run and returns the median and the fastest time in ms. */
export function measure(fn: () => void, runs: number): { median: number; min: number } {
  fn()
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    fn()
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  return { median: times[Math.floor(times.length / 2)], min: times[0] }
}

export const ms = (value: number): string => `${value.toFixed(1)} ms`

/** `measure` for asynchronous work: one warm-up run, then `runs` runs one after another. */
export async function measureAsync(fn: () => Promise<void>, runs: number): Promise<{ median: number; min: number }> {
  await fn()
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    await fn()
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  return { median: times[Math.floor(times.length / 2)], min: times[0] }
}
