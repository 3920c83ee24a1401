import { type JourneyCounts, journeyTotals } from '../jobs/journeys.js'
import { type Retry, retryText } from '../jobs/watch.js'
import { type JobResults, failedJourneys, finalRun, flakyJourneys } from '../journeys/model.js'

/** The line a CLI prints when a status request is retried (Client B rule 8's retry message). */
export function retryLine(retry: Retry): string {
  return retryText(retry, seconds)
}

/** "1 second", "0.5 seconds", "10 seconds". */
function seconds(count: number): string {
  return `${count} ${count === 1 ? 'second' : 'seconds'}`
}

/**
 * The `Journeys:` line (contract: "The wait, visible and bounded"), when counts were seen: once the
 * results are fetched, before `Done!` or the final error; after re-runs it counts each journey once
 * with its final outcome and ends with how many were flaky.
 */
export function printJourneys(io: { out(line: string): void }, journeys: JourneyCounts | undefined, reran = false, results: readonly JobResults[] = []): void {
  if (journeys) io.out(`Journeys: ${journeyTotals(journeys)}${reran ? `, ${flakyJourneys(results).length} flaky` : ''}`)
}

/** `Failed:` lines at most; then one says how many more. */
const FAILED_LINES = 50

/**
 * A `Failed:` line per journey whose final outcome is FAIL or ERROR (contract: "Journey results",
 * the CLIs), after the `Journeys:` line, when results were read: `Failed: <title> (<outcome>):
 * <where it failed>`, naming the job first where there are several (`Failed: job 42: …`); at most
 * 50, then `… and N more failed journeys`.
 */
export function printFailedJourneys(io: { out(line: string): void }, results: readonly JobResults[] | undefined, perJob: boolean): void {
  if (results === undefined || results.every((job) => job.journeys === undefined)) return
  const failed = failedJourneys(results)
  for (const { job, journey } of failed.slice(0, FAILED_LINES)) {
    const run = finalRun(journey)
    io.out(`Failed: ${perJob ? `job ${job.jobId}: ` : ''}${journey.title} (${run.outcome})${run.where === undefined ? '' : `: ${run.where}`}`)
  }
  if (failed.length > FAILED_LINES) io.out(`… and ${failed.length - FAILED_LINES} more failed journeys`)
}
