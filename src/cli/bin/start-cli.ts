import type { CliIo } from '../io.js'
import { unsupportedNodeMessage } from '../node-version.js'

/** A CLI's main: its arguments and io in, its exit code out. */
export type CliMain = (argv: readonly string[], io: CliIo) => Promise<number>

/**
 * Starts a CLI (contract: "The CLIs"): first the check of the Node.js, then the CLI itself, loaded
 * only now. Whatever a module imports statically is evaluated before any of its own code, so the
 * CLI is imported dynamically: under a Node.js too old for it, the one line below is the first and
 * only thing the process prints, even for `-h`, instead of a stack trace from a missing feature.
 * webpack's "eager" mode (scripts/bundle.ts bundles with ncc) keeps such an import in the entry's
 * file rather than a chunk of its own, and still evaluates the module only when the import runs.
 */
export async function startCli(name: string, load: () => Promise<CliMain>): Promise<void> {
  const problem = unsupportedNodeMessage(name, process.version)
  if (problem !== undefined) {
    process.stderr.write(`${problem}\n`)
    process.exitCode = 1
    return
  }
  const [{ runCli }, main] = await Promise.all([import(/* webpackMode: "eager" */ './run-cli.js'), load()])
  runCli((io) => main(process.argv.slice(2), io))
}
