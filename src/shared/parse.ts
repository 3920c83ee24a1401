import { UsageError } from './exit-codes.js'

/** The literal text that counts as "not given" in options and inputs (Client A rule 1). */
export const UNSET = 'unset'

/** A value, or undefined when it is absent, empty or `unset`. */
export function given(value: string | undefined): string | undefined {
  return value === undefined || value === '' || value === UNSET ? undefined : value
}

/** A number of seconds: a non-negative decimal number, else a usage error naming the option. */
export function parseSeconds(name: string, value: string): number {
  const trimmed = value.trim()
  const n = Number(trimmed)
  if (trimmed === '' || !Number.isFinite(n) || n < 0) {
    throw new UsageError(`${name} must be a non-negative number of seconds, not "${value}".`)
  }
  return n
}
