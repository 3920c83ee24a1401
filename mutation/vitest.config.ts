import { defineConfig, mergeConfig } from 'vitest/config'
import base from '../vitest.config.ts'

/*
 * The suite as StrykerJS runs it against each mutant of src/. Left out:
 * - the tests that only start a bundle or a script in a child process: those processes run dist/,
 *   never the mutated source, so they can kill no mutant;
 * - nss-tools.test.ts, which has certutil, pk12util and openssl open what the writer wrote, for
 *   17 kinds of profile: 2 to 3 s of NSS's and OpenSSL's 600,000-iteration key derivations each,
 *   a minute for every mutant of the NSS code that it covers. nss-format.test.ts pins the same
 *   databases against the ones real NSS wrote (the committed fixtures), attribute by attribute,
 *   in milliseconds; a mutant only nss-tools.test.ts would kill shows as surviving.
 */
export default mergeConfig(base, defineConfig({
  test: {
    exclude: [
      '__tests__/bundles.test.ts',
      '__tests__/certificate/nss-tools.test.ts',
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
