import { defineConfig } from 'vitest/config'

// `npm run render` (scripts/render-shapes.ts): renders the shapes of run; never part of `npm test`.
export default defineConfig({
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: ['scripts/render-shapes.ts'],
    testTimeout: 600_000,
    fileParallelism: false
  }
})
