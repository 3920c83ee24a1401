// @ts-check
// Mutation testing (StrykerJS): `npm run mutate`. Not part of .ci/run: a full run takes 44 minutes on
// a 2-core machine (3,472 mutants of src/ and 52 of sha256.ts); later runs are incremental
// (mutation/incremental/) and test again only the mutants whose code or covering tests changed.
//
// What is mutated, and what is not:
// - every module of src/, through the in-process tests (mutation/vitest.config.ts lists the tests
//   left out: those that only start a bundle, which runs dist/, never a mutant);
// - not the entry shims that only start a process (src/action/index.ts, src/main.ts, src/cli/bin/): no
//   in-process test runs them; the bundle tests do, on dist/, and local-action runs src/main.ts in a child;
// - src/certificate/sha256.ts in a run of its own (mutation/sha256.config.mjs) against its own
//   test: instrumented, its loop makes each conversion take 18 s instead of 0.1 s, so every
//   certificate test would crawl under every other mutant too. npm run mutate runs both and
//   mutation/score.ts gives the score of both together, per folder of src/.
// No mutant is left out of the score by a rule or a `Stryker disable` comment.

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'mutation/vitest.config.ts' },
  mutate: [
    'src/**/*.ts',
    '!src/**/*.d.ts',
    '!src/action/index.ts',
    '!src/main.ts',
    '!src/cli/bin/*.ts',
    '!src/certificate/sha256.ts'
  ],
  coverageAnalysis: 'perTest',
  // Most tests wait on real sockets and timers: a runner uses a fifth of a core, so five share two.
  concurrency: 5,
  // The initial run, every test instrumented, takes a few minutes.
  dryRunTimeoutMinutes: 20,
  incremental: true,
  incrementalFile: 'mutation/incremental/src.json',
  reporters: ['clear-text', 'progress-append-only', 'html', 'json'],
  clearTextReporter: { allowEmojis: false, logTests: false, reportMutants: false },
  htmlReporter: { fileName: 'mutation/report/src.html' },
  jsonReporter: { fileName: 'mutation/report/src.json' },
  tempDirName: 'mutation/.stryker-tmp',
  cleanTempDir: 'always'
}
