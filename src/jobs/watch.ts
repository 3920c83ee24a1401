import type { Clock } from '../shared/clock.js'
import { ExitCode } from '../shared/exit-codes.js'
import { type Call, HttpStatusError, type JobState, ServiceError } from '../service/client.js'
import { isFinal } from './verdict.js'

// Watching jobs to a final status: Client B rules 7 and 8, shared by the goal run (one job) and the
// plan run (many). It knows neither: it is given job ids and a way to read a job's status.

/** How early a timer may fire by the high-resolution clock (libuv counts whole milliseconds). */
const TIMER_SLACK_MS = 1
/** Answers whose `Retry-After` the retry honours (contract: goal mode, beyond the client). */
const RETRY_AFTER_STATUSES = [429, 503]
/** Answers to an attached job's first status request that end the run (contract: inputs `job-id`, `job-ids`). */
const WRONG_JOB_STATUSES = [401, 403, 404]

export interface WatchOptions {
  maxRetryTimeSeconds: number
  retryDelaySeconds: number
  pollIntervalSeconds: number
  /**
   * The jobs were given by the user, not started by this run: a 401, 403 or 404 answer to a job's
   * very first status request is then a wrong token or job id, and ends the run at once.
   */
  attached: boolean
}

/** Reads a job's status (endpoint 5), as ServiceClient.getExecutionStatus does. */
export type StatusReader = (jobId: string, call: Call) => Promise<JobState>

/** A job being watched: the last state seen and what it took. The watcher updates it as it goes. */
export interface WatchedJob {
  readonly id: string
  state?: JobState
  /** Status answers received. */
  polls: number
  /** Failed status requests that were retried. */
  retries: number
}

export interface Retry {
  /** Why the request failed: an HTTP status or a network error. */
  reason: string
  waitSeconds: number
  /** Retry time of the round used so far. */
  elapsedSeconds: number
  maxRetryTimeSeconds: number
}

export interface WatchEvents {
  /** A status answer, after the job's `state` and `polls` are updated. */
  polled?(job: WatchedJob): void
  retrying?(job: WatchedJob, retry: Retry): void
}

export interface WatchSeams {
  clock: Clock
  /** Aborts the watch: it stops at once, and the jobs keep the last states seen. */
  signal?: AbortSignal
  events?: WatchEvents
}

/** A job that ends the whole run: its status requests failed past the retry time, or it cannot be read. */
export interface WatchFailure {
  exitCode: ExitCode
  message: string
  job: WatchedJob
}

/** Every job reached a final status, the run was cancelled, or a job ended it. */
export type WatchEnding = 'final' | 'cancelled' | WatchFailure

/** What the watcher keeps of a job besides what it shows: when it is due, and its retry round. */
interface Schedule {
  job: WatchedJob
  /** When its next request may go, on the clock. */
  dueAt: number
  /** When the round's first failed request was sent; undefined outside a round. */
  roundStart?: number
  /** The next request's deadline, when a retry's is shorter than the default. */
  deadlineMs?: number
}

/**
 * Polls every job until each has a final status (Client B rule 7), retrying failed requests
 * within each job's own budget (rule 8). One request is in flight at a time, and a job is asked
 * at most once every poll interval counted from its previous answer, so a plan of N jobs never
 * costs the service more than N goals would (contract: plan mode, rule 3); the job due first goes
 * first, and of jobs due together the one listed first. A `Retry-After` holds every request.
 *
 * The round's retry time is wall time from the sending of its first failed request (contract:
 * "Bounded, cancellable, always reported"); with instant failures it equals rule 8's sum of
 * delays. Each retry's own deadline is the shorter of the request deadline and the retry time left
 * when it was decided, so a round lasts at most the budget, one wait and one such deadline.
 */
export async function watchJobs(jobs: readonly WatchedJob[], readStatus: StatusReader, options: WatchOptions, seams: WatchSeams): Promise<WatchEnding> {
  const { clock, signal, events = {} } = seams
  const budgetMs = options.maxRetryTimeSeconds * 1000
  const failure = (job: WatchedJob, exitCode: ExitCode, message: string): WatchFailure => ({ exitCode, message, job })
  const gaveUp = (job: WatchedJob, reason: string) =>
    failure(job, ExitCode.PollingOrOutcome, `Reading the status of job ${job.id} failed: ${reason}.`)

  const pending: Schedule[] = jobs.map((job) => ({ job, dueAt: clock.now() }))
  /** A `Retry-After` holds every request of the run until then (contract: plan mode, rule 3). */
  let heldUntil = -Infinity

  /** One status request of the job; what it leads to. */
  const poll = async (schedule: Schedule): Promise<'final' | 'due' | WatchFailure> => {
    const { job } = schedule
    const sentAt = clock.now()
    let state: JobState
    try {
      state = await readStatus(job.id, { signal, deadlineMs: schedule.deadlineMs })
    } catch (error) {
      if (signal?.aborted || !(error instanceof ServiceError)) throw error
      // A job given by the user that the first request cannot see is a wrong token or job id, not
      // a passing fault: it ends the run at once. A started job keeps rule 8.
      const first = job.polls === 0 && job.retries === 0
      if (options.attached && first && error instanceof HttpStatusError && WRONG_JOB_STATUSES.includes(error.status)) {
        return failure(job, ExitCode.Failure, `Job ${job.id} cannot be read (HTTP ${error.status}): the token or the job id is wrong.`)
      }
      schedule.roundStart ??= sentAt
      const now = clock.now()
      const elapsedMs = now - schedule.roundStart
      const retryAfter = error instanceof HttpStatusError && RETRY_AFTER_STATUSES.includes(error.status) ? error.retryAfterSeconds : undefined
      // No wait runs unbounded: the service asking for more than the whole budget ends the round.
      if (retryAfter !== undefined && retryAfter > options.maxRetryTimeSeconds) {
        return gaveUp(job, `${error.message}, with Retry-After ${retryAfter} s, longer than the ${options.maxRetryTimeSeconds} s of max-retry-time`)
      }
      // Timers run on whole milliseconds: a deadline can end up to 1 ms before the clock says so.
      if (elapsedMs + TIMER_SLACK_MS >= budgetMs) {
        return gaveUp(job, `${error.message}, still after ${options.maxRetryTimeSeconds} s of retries`)
      }
      const waitSeconds = Math.max(options.retryDelaySeconds, retryAfter ?? 0)
      schedule.deadlineMs = budgetMs - elapsedMs
      schedule.dueAt = now + waitSeconds * 1000
      if (retryAfter !== undefined) heldUntil = Math.max(heldUntil, now + retryAfter * 1000)
      job.retries++
      events.retrying?.(job, { reason: error.message, waitSeconds, elapsedSeconds: elapsedMs / 1000, maxRetryTimeSeconds: options.maxRetryTimeSeconds })
      return 'due'
    }
    // Rule 8: the retry time is reset after each polling round.
    schedule.roundStart = undefined
    schedule.deadlineMs = undefined
    job.polls++
    job.state = state
    events.polled?.(job)
    if (isFinal(state)) return 'final'
    schedule.dueAt = clock.now() + options.pollIntervalSeconds * 1000
    return 'due'
  }

  try {
    while (pending.length > 0) {
      // The first of the earliest: ties go to the job listed first.
      const next = pending.reduce((first, schedule) => (schedule.dueAt < first.dueAt ? schedule : first))
      const waitMs = Math.max(next.dueAt, heldUntil) - clock.now()
      if (waitMs > 0) await clock.sleep(waitMs, signal)
      const step = await poll(next)
      if (step === 'final') pending.splice(pending.indexOf(next), 1)
      else if (step !== 'due') return step
    }
    return 'final'
  } catch (error) {
    if (signal?.aborted) return 'cancelled'
    throw error
  }
}
