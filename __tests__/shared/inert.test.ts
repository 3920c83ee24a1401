import { expect, it } from 'vitest'
import { inert } from '../../src/shared/inert.js'

// Service text in the log (contract: "Service text is inert in the log"): each control character
// and line or paragraph separator is written as an escape, the common ones as \n, \r and \t.

it('writes tabs, line breaks and other controls as escapes, and leaves the rest as it is', () => {
  expect(inert('a\tb\nc\rd')).toBe('a\\tb\\nc\\rd')
  expect(inert('\u0000\u001b[31m::error::x\u007f\u0085\u2028\u2029 é 😀')).toBe('\\u0000\\u001b[31m::error::x\\u007f\\u0085\\u2028\\u2029 é 😀')
})
