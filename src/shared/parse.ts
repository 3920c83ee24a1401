import { UsageError } from './exit-codes.js'

/** The literal text that counts as "not given" in options and inputs (Client A rule 1). */
export const UNSET = 'unset'

/** A value, or undefined when it is absent, empty or `unset`. */
export function given(value: string | undefined): string | undefined {
  return value === '' || value === UNSET ? undefined : value
}

/** The largest number of seconds an input or option takes: one day (contract: Inputs). */
export const MAX_SECONDS = 86_400

/**
 * A number of seconds: a decimal number from 0 to one day, surrounding blanks ignored, else a
 * usage error naming the option. The bound keeps every wait within what a timer can hold.
 */
export function parseSeconds(name: string, value: string): number {
  const trimmed = value.trim()
  const n = Number(trimmed)
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(trimmed) || n > MAX_SECONDS) {
    throw new UsageError(`${name} must be a number of seconds from 0 to ${MAX_SECONDS}, not "${value}".`)
  }
  return n
}

/**
 * Checks a value that goes into a request header (the access token): a line break (a secret pasted
 * with its trailing newline), another control character or a character beyond Latin-1 would fail
 * the request in Node (ERR_INVALID_CHAR) after the run began, and could split the header. Node's own
 * rule: a tab and the bytes 0x20–0x7E and 0x80–0xFF only (contract: Inputs).
 * @throws UsageError naming `what` and the kind of character, never the value
 */
export function checkHeaderValue(what: string, value: string): string {
  const bad = /[^\t\x20-\x7e\x80-\xff]/.exec(value)?.[0]
  if (bad === undefined) return value
  const kind = bad === '\n' || bad === '\r' ? 'a line break' : bad < ' ' || bad === '\x7f' ? 'a control character' : 'a character that an HTTP header cannot carry'
  throw new UsageError(`${what} holds ${kind} (not shown here: it is a secret); give it without.`)
}
