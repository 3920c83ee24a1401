import { ExitCode } from '../shared/exit-codes.js'
import type { JobState } from '../service/client.js'

/** Final statuses (specification part 3); every other value means the job is still running. */
const FINAL_STATUSES = ['FINISHED', 'CANCELED', 'FAILED']
/** Outcomes that fail a finished run (Client B rule 10). */
const FAILING_OUTCOMES = ['FAIL', 'ERROR']

export function isFinal(state: JobState): boolean {
  return FINAL_STATUSES.includes(state.status)
}

/** Client B rule 10 for one job's last state: 3 when it is not FINISHED, else 2 for FAIL or ERROR, else 0. */
export function exitCodeOf(state: JobState): ExitCode {
  if (state.status !== 'FINISHED') return ExitCode.NotFinished
  return FAILING_OUTCOMES.includes(state.outcome) ? ExitCode.PollingOrOutcome : ExitCode.Success
}

/**
 * Rule 10 over several jobs (contract: plan mode, rule 5): the worst job decides, status before
 * outcome, and of equally bad jobs the first in order; when all passed, the first job. Each job's
 * state must be known.
 */
export function decidingJob<T extends { state?: JobState }>(jobs: readonly T[]): { exitCode: ExitCode; job: T } {
  let decision = { exitCode: exitCodeOf(jobs[0].state as JobState) as ExitCode, job: jobs[0] }
  for (const job of jobs) {
    const exitCode = exitCodeOf(job.state as JobState)
    if (exitCode > decision.exitCode) decision = { exitCode, job }
  }
  return decision
}
