import { defineConfig } from 'vitest/config'
import PlainSummaryReporter from './scripts/plain-summary-reporter.ts'

export default defineConfig({
  test: {
    include: ['__tests__/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    reporters: ['default', new PlainSummaryReporter()]
  }
})
