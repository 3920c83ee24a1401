import { defineConfig } from 'vitest/config'
import base from './vitest.config.ts'

// The tests of src/certificate/sha256.ts when it is mutated (see sha256.config.mjs): one file.
// (mergeConfig would append to the include list rather than replace it.)
export default defineConfig({ ...base, test: { ...base.test, include: ['__tests__/certificate/pkcs12.test.ts'] } })
