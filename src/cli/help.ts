import { ExitCode, UsageError } from '../shared/exit-codes.js'
import { type OptionSpec, TOKEN_VARIABLE, optionLines, wrap } from './args.js'
import { type CliIo, printLines } from './io.js'

/**
 * What a CLI's help says of its options' forms (contract: "The CLIs"), shown on `example`, one of
 * its own options with a value and an underscore: a help cites only options its CLI takes.
 */
export function formsNote(example: OptionSpec): string {
  const long = example.names.find((name) => name.startsWith('--') && name.includes('_')) ?? example.names[0]
  return (
    `A long option also takes the form ${long}=${example.value ?? 'true'}, and hyphens for its underscores (${long.replaceAll('_', '-')}, the ` +
    "action's spelling); of an option given twice, the last one counts."
  )
}

/** What every CLI's help says of the environment it reads. */
export const ENVIRONMENT_NOTE =
  `Environment: ${TOKEN_VARIABLE}, the access token when -t gives none (a token on a command line is visible to every ` +
  'user of the machine); HTTPS_PROXY, HTTP_PROXY and NO_PROXY, a proxy to go through.'

/** A CLI's --help: its usage line, what it does, every option with its default, notes, the exit statuses. */
export function helpText(help: { usage: string; about: string; options: Record<string, OptionSpec>; notes: string[]; exitStatus: string }): string {
  const paragraphs = [help.about, ...help.notes, help.exitStatus].map((text) => wrap(text, 100).join('\n'))
  return [help.usage, paragraphs[0], optionLines(help.options), ...paragraphs.slice(1)].join('\n\n')
}

/**
 * A usage error as every CLI reports it: its one line, then `text` (the usage line, or the whole
 * help), on the error stream; exit 1. Anything else is no usage error, and goes on up.
 */
export function usageFailure(io: CliIo, error: unknown, text: string): ExitCode {
  if (!(error instanceof UsageError)) throw error
  io.err(error.message)
  printLines(io.err, text)
  return ExitCode.Failure
}
