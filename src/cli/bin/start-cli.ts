import type { CliIo } from '../io.js'
import { unsupportedNodeMessage } from '../node-version.js'

/** A CLI's main: its arguments and io in, its exit code out. */
export type CliMain = (argv: readonly string[], io: CliIo) => Promise<number>

/** The options that ask for the help or the version, which work under any Node.js (contract: "The CLIs"). */
const INFO_OPTIONS = new Set(['-h', '--help', '--version'])

/**
 * Starts a CLI (contract: "The CLIs"): first the check of the Node.js, then the CLI itself, loaded
 * only now. Whatever a module imports statically is evaluated before any of its own code, so the
 * CLI is imported dynamically: under a Node.js too old for it, the one line below is the first and
 * only thing the process prints, instead of a stack trace from a missing feature. `why` is what
 * this CLI itself needs that Node.js for, when it uses such a module.
 *
 * Under such a Node.js, `-h`, `--help` and `--version` still work: the CLI is loaded (its modules
 * load on Node.js 20; a test runs each bundle's --help and --version there) and given that one
 * option alone, so that it can print nothing but its help or its version, whatever else the
 * command line holds. webpack's "eager" mode (scripts/bundle.ts bundles with ncc) keeps such an
 * import in the entry's file rather than a chunk of its own, and still evaluates the module only
 * when the import runs.
 */
export async function startCli(name: string, load: () => Promise<CliMain>, why?: string): Promise<void> {
  let argv = process.argv.slice(2)
  const problem = unsupportedNodeMessage(name, process.version, why)
  if (problem !== undefined) {
    const info = argv.find((word) => INFO_OPTIONS.has(word))
    if (info === undefined) {
      process.stderr.write(`${problem}\n`)
      process.exitCode = 1
      return
    }
    argv = [info]
  }
  const [{ runCli }, main] = await Promise.all([import(/* webpackMode: "eager" */ './run-cli.js'), load()])
  runCli((io) => main(argv, io))
}
