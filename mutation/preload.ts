/*
 * Loads every module of src/ before the first test of a mutation run, so that their top-level code
 * (tables of algorithms, OIDs, curves, messages) runs outside any test: Stryker then counts a mutant
 * there as static and runs it against every test. Loaded first inside a test instead (the action
 * loads certificate mode lazily, and the files share one worker, isolate: false), such a mutant
 * would count as covered by that one test alone and show as surviving whatever the other tests do.
 * Not the entries, which start a run when loaded.
 */
import.meta.glob(['../src/**/*.ts', '!../src/**/*.d.ts', '!../src/action/index.ts', '!../src/cli/bin/**'], { eager: true })
