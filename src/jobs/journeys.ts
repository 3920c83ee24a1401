import { JOURNEY_OUTCOMES, type JourneyCounts } from '../service/journeys.js'

export type { JourneyCounts } from '../service/journeys.js'

/** Journeys done: those with an outcome (contract: "The wait, visible and bounded"). */
const done = (counts: JourneyCounts): number => counts.PASS + counts.FAIL + counts.ERROR + counts.SKIP

/** How many journeys failed: FAIL and ERROR. */
export const countFailed = (counts: JourneyCounts): number => counts.FAIL + counts.ERROR

/** The counts of several jobs added up, or undefined when none of them had counts. */
export function sumJourneys(all: readonly (JourneyCounts | undefined)[]): JourneyCounts | undefined {
  const known = all.filter((counts) => counts !== undefined)
  if (known.length === 0) return undefined
  const sum = { total: 0 } as JourneyCounts
  for (const key of [...JOURNEY_OUTCOMES, 'total'] as const) sum[key] = known.reduce((total, counts) => total + counts[key], 0)
  return sum
}

/** The progress the action's log shows on a change: "5 of 14 journeys done: 4 passed, 1 failed". */
export function journeyProgress(counts: JourneyCounts): string {
  return `${done(counts)} of ${counts.total} journeys done: ${counts.PASS} passed, ${countFailed(counts)} failed`
}

/**
 * The final counts, every figure always written: "14 total, 12 passed, 2 failed (1 FAIL, 1 ERROR),
 * 0 skipped, 0 not reached" (the CLIs' `Journeys:` line, and the job summary's).
 */
export function journeyTotals(counts: JourneyCounts): string {
  return (
    `${counts.total} total, ${counts.PASS} passed, ${countFailed(counts)} failed (${counts.FAIL} FAIL, ${counts.ERROR} ERROR), ` +
    `${counts.SKIP} skipped, ${counts.NOT_REACHED} not reached`
  )
}
