/** The outcomes a status answer counts journeys by (contract: "The wait, visible and bounded"). */
export const JOURNEY_OUTCOMES = ['PASS', 'FAIL', 'ERROR', 'SKIP', 'NOT_REACHED', 'RUNNING'] as const
export type JourneyOutcome = (typeof JOURNEY_OUTCOMES)[number]

/** A job's journeys: how many per outcome, and how many in all. */
export type JourneyCounts = Record<JourneyOutcome, number> & { total: number }

/**
 * The journey counts of a status answer's `journeyStatistics`, which the specification does not
 * promise: undefined unless well-formed, so that an odd answer changes nothing. Well-formed:
 * `countPerOutcome` is an object whose six known keys, where present, hold whole numbers ≥ 0 (a
 * missing one counts 0, a null one is malformed; any other key is ignored, whatever its value), and `totalCount`, where
 * present, is a whole number at least their sum. The total is `totalCount`, else the sum.
 */
export function parseJourneyStatistics(value: unknown): JourneyCounts | undefined {
  if (!isObject(value) || !isObject(value.countPerOutcome)) return undefined
  const perOutcome = value.countPerOutcome
  const counts = {} as JourneyCounts
  let sum = 0
  for (const outcome of JOURNEY_OUTCOMES) {
    const count = Object.hasOwn(perOutcome, outcome) ? perOutcome[outcome] : 0
    if (!isCount(count)) return undefined
    counts[outcome] = count
    sum += count
  }
  const total = Object.hasOwn(value, 'totalCount') ? value.totalCount : sum
  if (!isCount(total) || total < sum) return undefined
  counts.total = total
  return counts
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A whole number ≥ 0 that a number holds exactly (past 2^53 it is no count any service means). */
function isCount(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0
}
