import { describe, expect, it } from 'vitest'
import { readRerunRounds } from '../../src/journeys/rerun.js'
import { UsageError } from '../../src/shared/exit-codes.js'

// The option that asks for re-runs (contract: input `rerun-failed`, `--rerun_failed`): read once for both front ends.

describe('how many rounds: rerun-failed, --rerun_failed', () => {
  const names = { rerun: '--rerun_failed', noWait: '--no_wait' }
  it('a whole number from 0 to 5, the blanks around it ignored; not given is 0', () => {
    expect(readRerunRounds(undefined, true, names)).toBe(0)
    expect(readRerunRounds(' 5 ', true, names)).toBe(5)
    expect(readRerunRounds('05', true, names)).toBe(5)
    expect(readRerunRounds('0', true, names)).toBe(0)
    // 0 re-runs nothing: it goes with a run that does not wait.
    expect(readRerunRounds('0', false, names)).toBe(0)
  })

  it.each(['6', '-1', '', '2x', '1e1'])('%j is a usage error that quotes it', (value) => {
    expect(() => readRerunRounds(value, true, names)).toThrow(new UsageError(`--rerun_failed must be a whole number from 0 to 5, not "${value}".`))
  })

  it('above 0 with a run that does not wait is a usage error', () => {
    expect(() => readRerunRounds('1', false, names)).toThrow(new UsageError('--rerun_failed and --no_wait exclude each other: a run that does not wait re-runs nothing.'))
  })
})
