// @ts-check
// The SHA-256 rounds of the PKCS#12 KDF, mutated apart from the rest of src/ (see
// ../stryker.config.mjs) and tested by pkcs12.test.ts alone, which checks them against
// node:crypto and runs the KDF's published vectors.
import base from '../stryker.config.mjs'

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  vitest: { configFile: 'mutation/sha256.vitest.config.ts' },
  mutate: ['src/certificate/sha256.ts'],
  incrementalFile: 'mutation/incremental/sha256.json',
  htmlReporter: { fileName: 'mutation/report/sha256.html' },
  jsonReporter: { fileName: 'mutation/report/sha256.json' }
}
