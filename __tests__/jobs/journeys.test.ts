import { describe, expect, it } from 'vitest'
import { journeyProgress, journeyTotals, sumJourneys } from '../../src/jobs/journeys.js'
import { parseJourneyStatistics } from '../../src/service/journeys.js'

// The journey counts of a status answer (contract: "The wait, visible and bounded"): read when
// well-formed, as if absent otherwise; and the words the log and the CLIs give them.

const counts = (perOutcome: Record<string, unknown>, totalCount?: unknown) =>
  parseJourneyStatistics({ countPerOutcome: perOutcome, ...(totalCount === undefined ? {} : { totalCount }), progress: 0.5 })

describe('parseJourneyStatistics', () => {
  it('reads every outcome, a missing one as 0, and totalCount as the total', () => {
    expect(counts({ PASS: 4, FAIL: 1, RUNNING: 9 }, 14)).toEqual({ PASS: 4, FAIL: 1, ERROR: 0, SKIP: 0, NOT_REACHED: 0, RUNNING: 9, total: 14 })
  })

  it('takes the sum as the total without totalCount, and ignores other keys, whatever their value', () => {
    expect(counts({ PASS: 1, ERROR: 2, SKIP: 3, NOT_REACHED: 4, UNKNOWN: -5, pending: 'x' })).toEqual({
      PASS: 1,
      FAIL: 0,
      ERROR: 2,
      SKIP: 3,
      NOT_REACHED: 4,
      RUNNING: 0,
      total: 10
    })
  })

  it('takes a totalCount equal to the sum, and zero journeys', () => {
    expect(counts({ PASS: 2 }, 2)?.total).toBe(2)
    expect(counts({}, 0)).toEqual({ PASS: 0, FAIL: 0, ERROR: 0, SKIP: 0, NOT_REACHED: 0, RUNNING: 0, total: 0 })
  })

  it.each([
    ['a string count', { countPerOutcome: { PASS: '4' } }],
    ['a negative count', { countPerOutcome: { FAIL: -1 } }],
    ['a fraction', { countPerOutcome: { PASS: 1.5 } }],
    ['a null count', { countPerOutcome: { ERROR: null } }],
    ['a count past 2^53', { countPerOutcome: { PASS: 2 ** 53 } }],
    ['a totalCount smaller than the sum', { countPerOutcome: { PASS: 3, FAIL: 2 }, totalCount: 4 }],
    ['a string totalCount', { countPerOutcome: { PASS: 3 }, totalCount: '3' }],
    ['a null totalCount', { countPerOutcome: { PASS: 3 }, totalCount: null }],
    ['countPerOutcome missing', { totalCount: 3 }],
    ['countPerOutcome an array', { countPerOutcome: [1, 2] }],
    ['countPerOutcome null', { countPerOutcome: null }]
  ])('is as if absent with %s', (_, statistics) => {
    expect(parseJourneyStatistics(statistics)).toBeUndefined()
  })

  it.each([undefined, null, 'PASS 3', 3, [{ countPerOutcome: {} }]])('is absent for %j', (value) => {
    expect(parseJourneyStatistics(value)).toBeUndefined()
  })
})

describe('the words', () => {
  const fourteen = counts({ PASS: 4, FAIL: 1, ERROR: 0, SKIP: 0, RUNNING: 9 }, 14)!
  const done = counts({ PASS: 12, FAIL: 1, ERROR: 1 }, 14)!

  it('progress, for the action\'s log: done counts PASS, FAIL, ERROR and SKIP', () => {
    expect(journeyProgress(fourteen)).toBe('5 of 14 journeys done: 4 passed, 1 failed')
    expect(journeyProgress(counts({ SKIP: 2, NOT_REACHED: 3, ERROR: 1 })!)).toBe('3 of 6 journeys done: 0 passed, 1 failed')
  })

  it('totals, for the CLIs: every figure, zeros included', () => {
    expect(journeyTotals(done)).toBe('14 total, 12 passed, 2 failed (1 FAIL, 1 ERROR), 0 skipped, 0 not reached')
    expect(journeyTotals(counts({ SKIP: 2, NOT_REACHED: 3 })!)).toBe('5 total, 0 passed, 0 failed (0 FAIL, 0 ERROR), 2 skipped, 3 not reached')
  })

  it('sums the jobs that have counts, every outcome and the totals; none when no job has any', () => {
    expect(sumJourneys([fourteen, undefined, done])).toEqual({ PASS: 16, FAIL: 2, ERROR: 1, SKIP: 0, NOT_REACHED: 0, RUNNING: 9, total: 28 })
    expect(sumJourneys([undefined, undefined])).toBeUndefined()
    expect(sumJourneys([])).toBeUndefined()
  })
})
