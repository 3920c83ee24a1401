import { describe, expect, it } from 'vitest'
import { parseRetryAfter } from '../../src/service/client.js'

describe('parseRetryAfter (RFC 9110 §10.2.3)', () => {
  const now = Date.parse('2026-11-22T12:00:00Z')
  it.each([
    ['120', 120],
    [' 7 ', 7],
    ['Sun, 22 Nov 2026 12:00:30 GMT', 30],
    ['Sun, 22 Nov 2026 11:59:00 GMT', 0],
    ['soon', undefined],
    // A number is delay-seconds only when it is the whole value: not a word before or after it.
    ['about 30', undefined],
    ['30 seconds', undefined],
    ['', undefined],
    [undefined, undefined]
  ])('%j → %j seconds', (header, seconds) => {
    expect(parseRetryAfter(header, now)).toBe(seconds)
  })
})
