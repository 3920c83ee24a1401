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
