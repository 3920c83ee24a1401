import { ExitCode } from '../shared/exit-codes.js'
import type { JobState } from '../service/client.js'

/** Final statuses (specification part 3); every other value means the job is still running. */
const FINAL_STATUSES = ['FINISHED', 'CANCELED', 'FAILED']
/** Outcomes that fail: a finished run (Client B rule 10), and a journey (contract: "Journeys"). */
const FAILING_OUTCOMES: readonly string[] = ['FAIL', 'ERROR']

/** Whether an outcome fails (FAIL or ERROR): a job's by rule 10, a journey's by the contract. The one home of the rule. */
export function isFailed(outcome: string | undefined): boolean {
  return outcome !== undefined && FAILING_OUTCOMES.includes(outcome)
}

export function isFinal(state: JobState | undefined): boolean {
  return state !== undefined && FINAL_STATUSES.includes(state.status)
}

/** Client B rule 10 for one job's last state: 3 when it is not FINISHED (or not known), else 2 for FAIL or ERROR, else 0. */
export function exitCodeOf(state: JobState | undefined): ExitCode {
  if (state?.status !== 'FINISHED') return ExitCode.NotFinished
  return isFailed(state.outcome) ? ExitCode.PollingOrOutcome : ExitCode.Success
}

/**
 * Whether a state has an outcome: the service may finish a job with none (`null`, which the status
 * answer's reader keeps as `jq -r` prints it, or nothing but blanks).
 */
export function hasOutcome(state: JobState): boolean {
  return state.outcome !== 'null' && state.outcome.trim() !== ''
}

/** An outcome as a summary or a message shows it: "no outcome" for none, rather than `null`. */
export function outcomeText(state: JobState | undefined): string {
  if (state === undefined) return '—'
  return hasOutcome(state) ? state.outcome : 'no outcome'
}

/**
 * The warning for a job that FINISHED without an outcome: rule 10 passes it (only FAIL and ERROR
 * fail), which a reader may not expect of a gate. Undefined for any other state.
 */
export function noOutcomeWarning(jobId: string, state: JobState | undefined): string | undefined {
  if (state?.status !== 'FINISHED' || hasOutcome(state)) return undefined
  return `Job ${jobId} FINISHED with no outcome; it passes, as only the outcomes FAIL and ERROR fail (Client B rule 10).`
}

/**
 * Rule 10 over several jobs (contract: plan mode, rule 5): the worst job decides, status before
 * outcome, and of equally bad jobs the first in order; when all passed, the first job.
 */
export function decidingJob<T extends { state?: JobState }>(jobs: readonly T[]): { exitCode: ExitCode; job: T } {
  let decision = { exitCode: exitCodeOf(jobs[0].state) as ExitCode, job: jobs[0] }
  for (const job of jobs) {
    const exitCode = exitCodeOf(job.state)
    if (exitCode > decision.exitCode) decision = { exitCode, job }
  }
  return decision
}
