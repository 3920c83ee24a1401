import { editDistance } from '../shared/edit-distance.js'
import { UsageError } from '../shared/exit-codes.js'
import { checkHeaderValue } from '../shared/parse.js'

/** One option of a CLI: its spellings, its value (none for a flag), and what it is, for --help and for messages. */
export interface OptionSpec {
  names: readonly string[]
  /** The value's name in the help ('SECONDS'); none for a flag. */
  value?: string
  /** What the option is or does, as a phrase: 'the id of the goal to run'. */
  about: string
  /** Its default, for the help. */
  default?: string
  /** Each occurrence adds one value, a line of its own (`--journey`), instead of the last one counting. */
  repeats?: boolean
}

export type ParsedArgs<K extends string> = Partial<Record<K, string>>

/**
 * Parses arguments the way the original shell clients do: each option is a separate word,
 * followed by its value unless it is a flag (`-gi 42`, `--app2`); a long option also takes the
 * form `--name=value` (a flag: `=true` or `=false`), and of an option given twice the last one
 * counts (one that `repeats` keeps every value, one a line, in order), and a long option is taken with hyphens or underscores alike (`--goal-id`, the action's
 * spelling, for `--goal_id`) (contract: "The CLIs"). Flags parse to "true". An unknown option (named
 * with the closest known one), an option without its value (or with another option as its value:
 * `-f -p secret` is the value forgotten) and a stray word are usage errors, each in one line that
 * names the option and what it takes.
 */
export function parseArgs<K extends string>(argv: readonly string[], specs: Record<K, OptionSpec>): ParsedArgs<K> {
  const known = new Map<string, K>()
  for (const key of Object.keys(specs) as K[]) for (const name of specs[key].names) known.set(spelling(name), key)
  const byName = { get: (name: string | undefined) => (name === undefined ? undefined : known.get(spelling(name))), has: (name: string) => known.has(spelling(name)) }
  const parsed: ParsedArgs<K> = {}
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i]
    const equals = word.startsWith('-') ? word.indexOf('=') : -1
    // A value given with = is never shown: it may be a password or a token (-p=…).
    const name = equals < 0 ? word : word.slice(0, equals)
    const key = byName.get(name)
    if (key === undefined) {
      const before = byName.get(argv[i - 1])
      throw new UsageError(name.startsWith('-') ? unknown(name, specs) : stray(argv, i, before === undefined ? undefined : specs[before]))
    }
    if (equals >= 0 && !name.startsWith('--')) throw new UsageError(`${name} takes its value as the next word, not after "=" (only long options do).`)
    const spec = specs[key]
    const given = equals < 0 ? undefined : word.slice(equals + 1)
    if (spec.value === undefined) {
      const on = given === undefined ? 'true' : given.toLowerCase()
      if (on !== 'true' && on !== 'false') throw new UsageError(`${name} takes no value (at most =true or =false), not "${given}".`)
      parsed[key] = on === 'true' ? 'true' : undefined
      continue
    }
    const value = given ?? argv[i + 1]
    if (value === undefined || (given === undefined && byName.has(value))) throw new UsageError(`${label(spec)} needs a value: ${spec.about}.`)
    parsed[key] = spec.repeats && parsed[key] !== undefined ? `${parsed[key]}\n${value}` : value
    if (given === undefined) i++
  }
  return parsed
}

/** One spelling of a long option for its hyphens and underscores: `--goal-id` and `--goal_id` are one option. */
function spelling(name: string): string {
  return name.startsWith('--') ? `--${name.slice(2).replaceAll('-', '_')}` : name
}

/**
 * An unknown option, named when it looks like one (`--verbose`): a secret whose option was left out
 * may start with "-". With it, the known option closest to it, when one is close (a typo).
 */
function unknown(name: string, specs: Record<string, OptionSpec>): string {
  if (!/^--?[A-Za-z][\w-]*$/.test(name)) return 'Unknown option (not shown here: it may be a secret).'
  const closest = closestName(name, Object.values(specs).flatMap((spec) => spec.names))
  return closest === undefined ? `Unknown option: ${name}.` : `Unknown option: ${name} (did you mean ${closest}?)`
}

/**
 * Of `names`, the one closest to `name` by edit distance (case, hyphens and underscores aside), when
 * at most 2 edits and at most a third of `name` away: `--goalid` is `--goal_id`, `--verbose` nothing.
 */
export function closestName(name: string, names: readonly string[]): string | undefined {
  const key = spelling(name).toLowerCase()
  let best: { name: string; distance: number } | undefined
  for (const candidate of names) {
    const distance = editDistance(key, spelling(candidate).toLowerCase())
    if (distance <= 2 && distance * 3 <= name.length && (best === undefined || distance < best.distance)) best = { name: candidate, distance }
  }
  return best?.name
}

/**
 * The message for a word that no option takes, `before` being the option of the word before it. A
 * word after a flag is named when it is a yes or a no (`--app2 true`); no other is, as it may be a
 * password or a token whose option was left out.
 */
function stray(argv: readonly string[], i: number, before: OptionSpec | undefined): string {
  const word = /^(true|false|yes|no|on|off|[01])$/i.test(argv[i]) ? `"${argv[i]}"` : 'a word (not shown here: it may be a secret)'
  // Only a flag can stand before a word that no option takes: an option with a value takes the next word.
  if (before !== undefined) return `${argv[i - 1]} takes no value, but ${word} follows it.`
  return `Argument ${i + 1} is a value with no option before it (not shown here: it may be a secret).`
}

/** How a message names an option: `-gi (--goal_id)`, `--app2`. */
export function label(spec: OptionSpec): string {
  const [first, ...others] = spec.names
  return others.length > 0 ? `${first} (${others.join(', ')})` : first
}

/** The help's list of options, one a line (or more, wrapped at 100 columns): names, value, what it is, default. */
export function optionLines(specs: Record<string, OptionSpec>): string {
  const heads = Object.values(specs).map((spec) => `  ${spec.names.join(', ')}${spec.value ? ` ${spec.value}` : ''}`)
  const width = Math.max(...heads.map((head) => head.length)) + 2
  return Object.values(specs)
    .map((spec, i) => {
      // A short default stays on one line with its parenthesis: "(default: 300)".
      const fallback = spec.default === undefined ? [] : spec.default.includes(' ') ? `(default: ${spec.default})`.split(' ') : [`(default: ${spec.default})`]
      return wrap([...spec.about.split(' '), ...fallback], 100 - width).map((line, j) => (j === 0 ? heads[i].padEnd(width) : ' '.repeat(width)) + line).join('\n')
    })
    .join('\n')
}

/** Words (a text's, split at its spaces) into lines of at most `width` characters (a longer word stands alone). */
export function wrap(text: string | string[], width: number): string[] {
  const lines: string[] = []
  for (const word of typeof text === 'string' ? text.split(' ') : text) {
    const last = lines.at(-1)
    if (last !== undefined && last.length + 1 + word.length <= width) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines
}

/** Where every CLI that takes a token reads it when `-t` does not give one (contract: "The CLIs"). */
export const TOKEN_VARIABLE = 'VIRTUOSO_TOKEN'

/**
 * The access token: the option's value unless it is empty or blank, else VIRTUOSO_TOKEN's (a
 * token on a command line is visible to every user of the machine). Taken verbatim.
 * @throws UsageError when neither holds more than blanks: no request goes out with an empty token
 */
export function tokenOf(option: string | undefined, env: Readonly<Record<string, string | undefined>>): string {
  const token = givenToken(option, env)
  if (token === undefined) throw new UsageError(`Missing the access token: give -t or --token, or set ${TOKEN_VARIABLE}.`)
  return token
}

/**
 * The token of the option unless it is empty or blank (or `unset`, for upload-certificate's rule 1),
 * else VIRTUOSO_TOKEN's; one that no header can carry is a usage error (checkHeaderValue).
 */
export function givenToken(option: string | undefined, env: Readonly<Record<string, string | undefined>>, unset?: string): string | undefined {
  const token = [option, env[TOKEN_VARIABLE]].find((each) => each !== undefined && each !== unset && each.trim() !== '')
  return token === undefined ? undefined : checkHeaderValue(`The access token (${token === option ? '-t' : TOKEN_VARIABLE})`, token)
}
