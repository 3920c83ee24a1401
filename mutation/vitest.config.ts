import { defineConfig, mergeConfig } from 'vitest/config'
import base from '../vitest.config.ts'
import QuickFirstSequencer from './sequencer.ts'

/*
 * The suite as StrykerJS runs it against each mutant of src/. Left out:
 * - the tests that only start a bundle or a script in a child process: those processes run dist/,
 *   never the mutated source, so they can kill no mutant;
 * - nss-tools.test.ts, which has certutil, pk12util and Node's OpenSSL open what the writer wrote,
 *   for 17 kinds of profile: 2 to 3 s of their 600,000-iteration key derivations each,
 *   a minute for every mutant of the NSS code that it covers. nss-format.test.ts pins the same
 *   databases against the ones real NSS wrote (the committed fixtures), attribute by attribute,
 *   in milliseconds; a mutant only nss-tools.test.ts would kill shows as surviving;
 * - history-cache-process.test.ts, which checks that this process never loads @actions/cache:
 *   preload.ts loads every module of src/, the cache client's child among them, so it cannot hold
 *   here; npm test runs it in a worker of its own.
 *
 * And made quicker for runs that stop at the first failure: the files share one worker (isolate:
 * false; no test relies on a fresh module graph, and Stryker activates each mutant at run time),
 * and the quickest files come first (sequencer.ts). On 59 mutants of src/service and src/shared,
 * the same verdicts in 56 s instead of 84 s. Every module of src/ is loaded before the first test
 * (preload.ts), so that a mutant of top-level code runs against every test, not only against the
 * test that happened to load its module first.
 */
export default mergeConfig(base, defineConfig({
  test: {
    exclude: [
      '__tests__/bundles.test.ts',
      '__tests__/action/local-action.test.ts',
      '__tests__/use-action/**',
      '__tests__/certificate/nss-tools.test.ts',
      '__tests__/history/history-cache-process.test.ts',
      '__tests__/action/exit.test.ts',
      '__tests__/action/signals.test.ts',
      '__tests__/scripts/demo.test.ts',
      '__tests__/fakes/artifact-backend.test.ts',
      '__tests__/helpers/crlf.test.ts',
      '**/node_modules/**'
    ],
    isolate: false,
    setupFiles: ['mutation/preload.ts'],
    sequence: { sequencer: QuickFirstSequencer },
    reporters: ['default'],
    testTimeout: 300_000
  }
}))
