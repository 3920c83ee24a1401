import { defineConfig, mergeConfig } from 'vitest/config'
import base from '../vitest.config.ts'

/*
 * The suite as StrykerJS runs it against each mutant of src/. Left out: the tests that only start
 * a bundle or a script in a child process. Those processes run dist/, never the mutated source, so
 * they can kill no mutant; they would only slow the initial run down.
 */
export default mergeConfig(base, defineConfig({
  test: {
    exclude: [
      '__tests__/bundles.test.ts',
      '__tests__/action/exit.test.ts',
      '__tests__/action/signals.test.ts',
      '__tests__/scripts/demo.test.ts',
      '__tests__/fakes/artifact-backend.test.ts',
      '__tests__/helpers/crlf.test.ts',
      '**/node_modules/**'
    ],
    reporters: ['default'],
    testTimeout: 300_000
  }
}))
