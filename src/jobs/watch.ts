import type { Clock } from '../shared/clock.js'
import { formatDuration } from '../shared/duration.js'
import { ExitCode } from '../shared/exit-codes.js'
import { type Call, DeadlineError, HttpStatusError, type JobState, ServiceError } from '../service/client.js'
import type { JourneyCounts } from './journeys.js'
import { isFinal } from './verdict.js'

// Watching jobs to a final status: Client B rules 7 and 8, shared by the goal run (one job) and the
// plan run (many). It knows neither: it is given job ids and a way to read a job's status.

/** How early a timer may fire by the high-resolution clock (libuv counts whole milliseconds). */
const TIMER_SLACK_MS = 1
/** Answers whose `Retry-After` the retry honours (contract: goal mode, beyond the client). */
const RETRY_AFTER_STATUSES = [429, 503]
/** Answers to an attached job's first status request that end the run (contract: inputs `job-id`, `job-ids`). */
const WRONG_JOB_STATUSES = [401, 403, 404]

/** How jobs are polled: what a goal run and a plan run take from their front ends. */
export type PollingOptions = Omit<WatchOptions, 'attached'>

export interface WatchOptions {
  maxRetryTimeSeconds: number
  retryDelaySeconds: number
  pollIntervalSeconds: number
  /**
   * The jobs were given by the user, not started by this run: a 401, 403 or 404 answer to a job's
   * very first status request is then a wrong token or job id, and ends the run at once.
   */
  attached: boolean
  /**
   * Seconds of waiting for every job to be final, from the first status request (contract: "An
   * overall bound on waiting"); 0 or undefined: no limit.
   */
  timeoutSeconds?: number
  /**
   * When the timeout runs out, on the clock, where it bounds more than this watch (the re-runs of
   * a run wait within the timeout of its first watch); instead of `timeoutSeconds`.
   */
  until?: number
}

/** Reads a job's status (endpoint 5), as ServiceClient.getExecutionStatus does. */
export type StatusReader = (jobId: string, call: Call) => Promise<JobState>

/** A job being watched: the last state seen and what it took. The watcher updates it as it goes. */
export interface WatchedJob {
  readonly id: string
  /** Its link in the web interface, which a message that leaves it running names. */
  readonly executionUrl: string
  state?: JobState
  /** The journey counts of the last status answer that held them. */
  journeys?: JourneyCounts
  /** Status answers received. */
  polls: number
  /** Failed status requests that were retried. */
  retries: number
  /** The job whose failed journeys it re-runs, when it is a re-run (contract: a re-run that decides the verdict is named). */
  readonly rerunOf?: string
}

/** A watched job as a message names it: `job 88715`, or `re-run job 9001 of job 88715`. */
export function jobName(job: { id: string; rerunOf?: string }): string {
  return job.rerunOf === undefined ? `job ${job.id}` : `re-run job ${job.id} of job ${job.rerunOf}`
}

export interface Retry {
  /** Why the request failed: an HTTP status or a network error. */
  reason: string
  waitSeconds: number
  /** Retry time of the round used so far. */
  elapsedSeconds: number
  maxRetryTimeSeconds: number
}

/**
 * A retry line after its prefix, as the CLIs and the action print it, `unit` writing a number of
 * seconds ("10 seconds", "10 s"): "The status request failed: HTTP 503; retrying in 0.5 s (retry
 * time used: 0.5 of 300 s)". The time used is rounded as the delays are written, to a tenth below
 * 10 s, so that it never reads as more than what was waited.
 */
export function retryText(retry: Retry, unit: (seconds: number) => string): string {
  const used = retry.elapsedSeconds < 10 ? Math.floor(retry.elapsedSeconds * 10) / 10 : Math.floor(retry.elapsedSeconds)
  return `The status request failed: ${retry.reason}; retrying in ${unit(retry.waitSeconds)} (retry time used: ${used} of ${unit(retry.maxRetryTimeSeconds)})`
}

export interface WatchEvents {
  /** A status answer, after the job's `state`, `journeys` and `polls` are updated. */
  polled(job: WatchedJob, state: JobState): void
  retrying(job: WatchedJob, retry: Retry): void
}

export interface WatchSeams {
  clock: Clock
  /** Aborts the watch: it stops at once, and the jobs keep the last states seen. */
  signal?: AbortSignal
  events: WatchEvents
}

/** A job that ends the whole run: its status requests failed past the retry time, or it cannot be read. */
export interface WatchFailure {
  exitCode: ExitCode
  message: string
  job: WatchedJob
}

/** Every job reached a final status, the run was cancelled, the timeout ran out, or a job ended the run. */
export type WatchEnding = 'final' | 'cancelled' | 'timeout' | WatchFailure

/** What the watcher keeps of a job besides what it shows: when it is due, and its retry round. */
interface Schedule {
  job: WatchedJob
  /** When its next request may go, on the clock. */
  dueAt: number
  /** When the round's first failed request was sent; undefined outside a round. */
  roundStart?: number
  /** The retry time that was left when the next request, a retry, was decided. */
  leftWhenDecidedMs?: number
  /** Retries sent in the round so far. */
  roundRetries: number
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
 * delays. A retry's own deadline is the retry time left when it is sent; when its delay outlasted
 * what was left (rule 8 still sends it), the time that was left when it was decided.
 *
 * The timeout, when there is one, bounds it all: no wait runs past it, a request in flight gets no
 * more than what is left of it, and a timeout in a retry round is a timeout, not a failure.
 */
export async function watchJobs(jobs: readonly WatchedJob[], readStatus: StatusReader, options: WatchOptions, seams: WatchSeams): Promise<WatchEnding> {
  const { clock, signal, events } = seams
  const budgetMs = options.maxRetryTimeSeconds * 1000
  const failure = (job: WatchedJob, exitCode: ExitCode, message: string): WatchFailure => ({ exitCode, message, job })
  // The job goes on in the service: its link lets the user follow it.
  const gaveUp = (job: WatchedJob, reason: string) =>
    failure(job, ExitCode.PollingOrOutcome, `Reading the status of ${jobName(job)} failed: ${reason}; it may still be running: ${job.executionUrl}.`)

  const startedAt = clock.now()
  const pending: Schedule[] = jobs.map((job) => ({ job, dueAt: startedAt, roundRetries: 0 }))
  /** A `Retry-After` holds every request of the run until then (contract: plan mode, rule 3). */
  let heldUntil = -Infinity
  /** When the timeout runs out. */
  const until = options.until ?? timeoutEnd(startedAt, options.timeoutSeconds)

  /** One status request of the job; what it leads to. */
  const poll = async (schedule: Schedule): Promise<'final' | 'due' | 'timeout' | WatchFailure> => {
    const { job } = schedule
    const sentAt = clock.now()
    const timeoutLeftMs = until - sentAt
    const retryLeftMs = schedule.roundStart === undefined ? Infinity : budgetMs - (sentAt - schedule.roundStart)
    const deadlineMs = Math.min(retryLeftMs > 0 ? retryLeftMs : (schedule.leftWhenDecidedMs as number), timeoutLeftMs)
    let state: JobState
    try {
      state = await readStatus(job.id, { signal, deadlineMs: Number.isFinite(deadlineMs) ? deadlineMs : undefined })
    } catch (error) {
      if (signal?.aborted || !(error instanceof ServiceError)) throw error
      // The request in flight when the timeout ran out: abandoned, and the watch is over.
      if (error instanceof DeadlineError && error.deadlineMs >= Math.ceil(timeoutLeftMs)) return 'timeout'
      // A job given by the user that the first request cannot see is a wrong token or job id, not
      // a passing fault: it ends the run at once. A started job keeps rule 8.
      const first = job.polls === 0 && job.retries === 0
      if (options.attached && first && error instanceof HttpStatusError && WRONG_JOB_STATUSES.includes(error.status)) {
        // A 404 names the address that answered: a wrong api-url answers it too.
        const why = error.status === 404 ? `: ${error.message}` : ` (HTTP ${error.status}): the token or the job id is wrong`
        return failure(job, ExitCode.Failure, `Job ${job.id} cannot be read${why}.`)
      }
      schedule.roundStart ??= sentAt
      const now = clock.now()
      const elapsedMs = now - schedule.roundStart
      const retryAfter = error instanceof HttpStatusError && RETRY_AFTER_STATUSES.includes(error.status) ? error.retryAfterSeconds : undefined
      // No wait runs unbounded: the service asking for more than the whole budget ends the round.
      if ((retryAfter ?? 0) > options.maxRetryTimeSeconds) {
        return gaveUp(job, `${error.message}, with Retry-After ${retryAfter} s, longer than the ${options.maxRetryTimeSeconds} s of max-retry-time`)
      }
      // Timers run on whole milliseconds: a deadline can end up to 1 ms before the clock says so.
      if (elapsedMs + TIMER_SLACK_MS >= budgetMs) {
        // The time the round really took: rule 8's last delay may take it past the budget. A round
        // of one request (as long as the budget, or a budget of 0) made no retry, and says so.
        if (schedule.roundRetries === 0) return gaveUp(job, `${error.message}, with no time left for a retry (max-retry-time ${formatDuration(budgetMs)})`)
        return gaveUp(job, `${error.message}, still after ${formatDuration(elapsedMs)} of retries`)
      }
      const waitSeconds = Math.max(options.retryDelaySeconds, retryAfter ?? 0)
      schedule.leftWhenDecidedMs = budgetMs - elapsedMs
      schedule.dueAt = now + waitSeconds * 1000
      if (retryAfter !== undefined) heldUntil = Math.max(heldUntil, now + retryAfter * 1000)
      job.retries++
      schedule.roundRetries++
      events.retrying(job, { reason: error.message, waitSeconds, elapsedSeconds: elapsedMs / 1000, maxRetryTimeSeconds: options.maxRetryTimeSeconds })
      return 'due'
    }
    // Rule 8: the retry time is reset after each polling round.
    schedule.roundStart = undefined
    schedule.roundRetries = 0
    job.polls++
    job.state = state
    job.journeys = state.journeys ?? job.journeys
    events.polled(job, state)
    if (isFinal(state)) return 'final'
    schedule.dueAt = clock.now() + options.pollIntervalSeconds * 1000
    return 'due'
  }

  try {
    while (pending.length > 0) {
      // The first of the earliest: ties go to the job listed first.
      const next = pending.reduce((first, schedule) => (schedule.dueAt < first.dueAt ? schedule : first))
      const at = Math.max(next.dueAt, heldUntil)
      // No wait runs past the timeout: cut there, it ends the watch.
      const waitMs = Math.min(at, until) - clock.now()
      if (waitMs > 0) await clock.sleep(waitMs, signal)
      if (clock.now() >= until) return 'timeout'
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

/** When a timeout of `seconds` from `start` runs out: never for none (0 or undefined). */
export function timeoutEnd(start: number, seconds: number | undefined): number {
  return seconds ? start + seconds * 1000 : Infinity
}
