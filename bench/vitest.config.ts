import { defineConfig } from 'vitest/config'

// `npm run bench`: measurements, printed as tables; never part of `npm test`.
export default defineConfig({
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: ['bench/**/*.bench.ts'],
    testTimeout: 300_000,
    fileParallelism: false
  }
})
