import { type JourneyCounts, journeyTotals } from '../jobs/journeys.js'
import { type Retry, retryText } from '../jobs/watch.js'
import { type ListedJourney, listJourneys } from '../journeys/listing.js'
import { type JobResults, finalRun, shownTitle } from '../journeys/model.js'
import type { Reruns } from '../journeys/rerun.js'
import { type Comparison, comparisonCounts, describeRun } from '../history/compare.js'
import { journeyKey } from '../history/record.js'

/** The line a CLI prints when a status request is retried (Client B rule 8's retry message). */
export function retryLine(retry: Retry): string {
  return retryText(retry, seconds)
}

/** "1 second", "0.5 seconds", "10 seconds". */
function seconds(count: number): string {
  return `${count} ${count === 1 ? 'second' : 'seconds'}`
}

/** `Failed:` and `Flaky:` lines at most, each; then one says how many more. */
const JOURNEY_LINES = 50

/**
 * The journey lines of a run whose results were fetched (contract: "Journey results", the CLIs):
 * the `Journeys:` line when counts were seen (after re-runs, each journey once with its final
 * outcome, ending with how many were flaky); then, when results were read, one `Failed:` line per
 * journey whose final outcome is FAIL or ERROR (`Failed: <name> (<outcome>): <where it failed>`)
 * and one `Flaky:` line per journey that failed, then passed (`Flaky: <name> (FAIL → PASS)`), each
 * naming the job first in a plan (`Failed: job 42: …`); at most 50 of each, then how many more.
 */
export function printJourneyLines(
  io: { out(line: string): void },
  result: { journeys?: JourneyCounts; results?: readonly JobResults[]; reruns?: Reruns; comparison?: Comparison },
  perJob: boolean
): void {
  const results = result.results ?? []
  const reran = (result.reruns?.started.length ?? 0) > 0
  const { comparison } = result
  if (result.journeys) io.out(`Journeys: ${journeyTotals(result.journeys)}${reran ? `, ${listJourneys(results, 'flaky').length} flaky` : ''}`)
  if (comparison) io.out(`Compared with ${describeRun(comparison.baseline)}: ${comparisonCounts(comparison)}`)
  // What the history says of a failed journey (contract: "History", the CLIs).
  const since = (listed: ListedJourney): string => {
    const key = journeyKey(listed.job, listed.journey.id, perJob)
    if (comparison?.newFailures.has(key)) return ' (new)'
    const still = comparison?.stillFailing.get(key)
    return still ? ` (failing since ${still.since.slice(0, 10)}, ${still.runs} runs)` : ''
  }
  if (results.every((job) => job.journeys === undefined)) return
  const lines = (standing: 'failed' | 'flaky', label: string, line: (listed: ListedJourney) => string, more: string) => {
    const listed = listJourneys(results, standing)
    for (const each of listed.slice(0, JOURNEY_LINES)) io.out(`${label}: ${perJob ? `job ${each.job.jobId}: ` : ''}${line(each)}`)
    if (listed.length > JOURNEY_LINES) io.out(`… and ${listed.length - JOURNEY_LINES} more ${more}`)
  }
  lines('failed', 'Failed', (listed) => {
    const run = finalRun(listed.journey)
    return `${shownTitle(listed.name, Infinity)} (${run.outcome})${run.where === undefined ? '' : `: ${run.where}`}${since(listed)}`
  }, 'failed journeys')
  lines('flaky', 'Flaky', ({ journey, name }) => `${shownTitle(name, Infinity)} (${journey.runs.map((run) => run.outcome).join(' → ')})`, 'flaky journeys')
}
