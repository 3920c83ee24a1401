import { runAction } from './action/run.js'
import { setUpProcess } from './shared/process.js'

/**
 * The action with the entry shape of GitHub's typescript-action template: `run()`, without
 * parameters, which the bundle's entry (src/action/index.ts) calls, and so does
 * `@github/local-action` (`npx @github/local-action run . src/main.ts .env`), which imports this
 * file and calls it bare. It wires the cancelling signals itself and sets `process.exitCode` to
 * the action's exit code (0–3), so that a failing run fails the process under either caller; it
 * returns that code too, for the bundle's entry to exit with. Never throws.
 */
export async function run(): Promise<number> {
  const code = await runAction(setUpProcess())
  process.exitCode = code
  return code
}
