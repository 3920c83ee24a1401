import { ExitCode } from '../shared/exit-codes.js'
import type { JourneyCounts } from './journeys.js'

/** How a run that watches jobs ended: what the goal run and the plan run tell their front ends alike. */
export interface WaitEnding {
  exitCode: ExitCode
  /** One sentence that says how the run ended. */
  message: string
  /** The journey counts of the last status answers that held them (a plan's, summed over its jobs). */
  journeys?: JourneyCounts
  /** Status answers, over all jobs. */
  polls: number
  /** Failed status requests retried, over all jobs. */
  retries: number
  elapsedMs: number
  /** The run was cancelled (SIGINT, SIGTERM, SIGBREAK): it stopped where it was. */
  cancelled: boolean
  /** Polling ended, every job final or at the timeout, and the results were fetched (Client B rule 9), written or not. */
  resultsFetched: boolean
  /** The timeout ran out before every job reached a final status (contract: "An overall bound on waiting"). */
  timedOut: boolean
  /** The names of the result files that could not be written (each was a warning); the summary says so. */
  unwritten: string[]
}

/** A run's ending before it has ended: what each run starts from. */
export function notEndedYet(): WaitEnding {
  return { exitCode: ExitCode.Failure, message: '', polls: 0, retries: 0, elapsedMs: 0, cancelled: false, resultsFetched: false, timedOut: false, unwritten: [] }
}
