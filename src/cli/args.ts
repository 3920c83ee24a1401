import { UsageError } from '../shared/exit-codes.js'

/** One option of a CLI: its spellings, and whether it takes a value or is a flag. */
export interface OptionSpec {
  names: readonly string[]
  flag?: boolean
}

export type ParsedArgs<K extends string> = Partial<Record<K, string>>

/**
 * Parses arguments the way the original shell clients do: each option is a separate word,
 * followed by its value unless it is a flag (`-gi 42`, `--app2`). Flags parse to "true".
 * An unknown option, a stray word or an option without its value is a usage error; so is a
 * value that is itself an option (`-f -p secret`), which is the value forgotten, not a value.
 */
export function parseArgs<K extends string>(argv: readonly string[], specs: Record<K, OptionSpec>): ParsedArgs<K> {
  const byName = new Map<string, K>()
  for (const key of Object.keys(specs) as K[]) for (const name of specs[key].names) byName.set(name, key)
  const parsed: ParsedArgs<K> = {}
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i]
    const key = byName.get(word)
    if (key === undefined) {
      // A stray value is not echoed: it may be a password or a token whose option was left out.
      throw new UsageError(word.startsWith('-') ? `Unknown option: ${word}` : `Argument ${i + 1} is a value without an option before it.`)
    }
    if (specs[key].flag) {
      parsed[key] = 'true'
      continue
    }
    const value = argv[i + 1]
    if (value === undefined || byName.has(value)) throw new UsageError(`Option ${word} requires an argument.`)
    parsed[key] = value
    i++
  }
  return parsed
}

/** Where every CLI that takes a token reads it when `-t` does not give one (contract: "The CLIs"). */
export const TOKEN_VARIABLE = 'VIRTUOSO_TOKEN'

/**
 * The access token: the option's value unless it is empty or blank, else VIRTUOSO_TOKEN's (a
 * token on a command line is visible to every user of the machine). Taken verbatim.
 * @throws UsageError when neither holds more than blanks: no request goes out with an empty token
 */
export function tokenOf(option: string | undefined, env: Readonly<Record<string, string | undefined>>, names = '-t or --token'): string {
  for (const token of [option, env[TOKEN_VARIABLE]]) if (token !== undefined && token.trim() !== '') return token
  throw new UsageError(`Missing the access token: give ${names}, or set ${TOKEN_VARIABLE}.`)
}
