import { type JourneyCounts, journeyTotals } from '../jobs/journeys.js'
import { type Retry, retryText } from '../jobs/watch.js'

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
 * results are fetched, before `Done!` or the final error.
 */
export function printJourneys(io: { out(line: string): void }, journeys: JourneyCounts | undefined): void {
  if (journeys) io.out(`Journeys: ${journeyTotals(journeys)}`)
}
