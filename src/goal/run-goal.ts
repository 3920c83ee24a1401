import path from 'node:path'
import type { Readable } from 'node:stream'
import { type Clock, systemClock } from '../shared/clock.js'
import { ExitCode, UsageError, describeFault, messageOf } from '../shared/exit-codes.js'
import { prettyJson } from '../shared/pretty-json.js'
import { FileWriteError, writeFileSafely } from '../shared/safe-file.js'
import { type JobState, type Limits, type RequestLog, ServiceClient } from '../service/client.js'
import { HttpStatusError, ServiceError } from '../service/errors.js'
import { executionUrl } from '../service/hosts.js'

export type { JobState } from '../service/client.js'

/** Final statuses (specification part 3); every other value means the job is still running. */
const FINAL_STATUSES = ['FINISHED', 'CANCELED', 'FAILED']
/** Outcomes that fail a finished run (Client B rule 10). */
const FAILING_OUTCOMES = ['FAIL', 'ERROR']
/** How early a timer may fire by the high-resolution clock (libuv counts whole milliseconds). */
const TIMER_SLACK_MS = 1
/** Answers whose `Retry-After` the retry honours (contract: goal mode, beyond the client). */
const RETRY_AFTER_STATUSES = [429, 503]
/** Answers to an attached job's first status request that end the run (contract: input `job-id`). */
const WRONG_JOB_STATUSES = [401, 403, 404]

export const REPORT_FILE = 'execution_report.json'
export const GOAL_FILE = 'goal.json'

export interface GoalRunOptions {
  token: string
  goalId: string
  apiUrl: string
  uiUrl: string
  maxRetryTimeSeconds: number
  retryDelaySeconds: number
  pollIntervalSeconds: number
  /**
   * An existing job to wait for instead of starting the goal (contract: input `job-id`); the goal
   * id still names the goal saved as `goal.json`. The front ends check it with `checkJobToWaitFor`.
   */
  jobId?: string
  /** false: start the goal and return without waiting for it (contract: `wait: false`). Default true. */
  wait?: boolean
  /** Where `execution_report.json` and `goal.json` are written. */
  outputDir: string
  /** The contract's request bounds; its figures are the defaults (tests pass small ones). */
  limits?: Partial<Limits>
  /** One line per request, for a debug log (ServiceClientOptions.debug). */
  debug?: RequestLog
}

/** What a goal run tells its front end as it goes; the action and the CLI print these differently. */
export interface GoalRunEvents {
  /** The job is known, started by this run or given to wait for; before any status request. */
  job?(job: { id: string; executionUrl: string; attached: boolean }): void
  /** Polling begins (not when the run does not wait). */
  waiting?(jobId: string): void
  polled?(state: JobState, poll: number): void
  retrying?(retry: { reason: string; waitSeconds: number; elapsedSeconds: number; maxRetryTimeSeconds: number }): void
  warning?(message: string): void
}

export interface GoalRunSeams {
  clock?: Clock
  /** Aborts the run: polling stops at once and the result reports the last status seen. */
  signal?: AbortSignal
  events?: GoalRunEvents
}

export interface GoalRunResult {
  exitCode: ExitCode
  /** One sentence that says how the run ended. */
  message: string
  goalId: string
  jobId?: string
  executionUrl?: string
  /** The last state seen. */
  state?: JobState
  reportFile?: string
  goalFile?: string
  polls: number
  retries: number
  elapsedMs: number
  /** The run was cancelled (SIGINT, SIGTERM, SIGBREAK): it stopped where it was. */
  cancelled: boolean
  /** Polling ended on a final status and the report and the goal were fetched (Client B rule 9), written or not. */
  resultsFetched: boolean
}

/**
 * Runs a goal as Client B does: start it (rules 4–6), poll its status with the retry budget
 * (rules 7–8), save the report and the goal (rule 9) and map the result to an exit code (rule 10).
 * With `jobId` it waits for that job instead of starting one; with `wait: false` it returns once
 * the goal has started. Never throws for anything the service or the user does; the result
 * carries the exit code.
 */
export async function runGoal(options: GoalRunOptions, seams: GoalRunSeams = {}): Promise<GoalRunResult> {
  const { clock = systemClock, signal, events = {} } = seams
  const startedAt = clock.now()
  const result: GoalRunResult = {
    exitCode: ExitCode.Failure,
    message: '',
    goalId: options.goalId,
    polls: 0,
    retries: 0,
    elapsedMs: 0,
    cancelled: false,
    resultsFetched: false
  }
  const end = (exitCode: ExitCode, message: string): GoalRunResult =>
    Object.assign(result, { exitCode, message, elapsedMs: clock.now() - startedAt })
  // The contract's table of exit codes on cancel: 1 while starting, 3 once the job exists.
  const cancelled = (exitCode: ExitCode, message: string): GoalRunResult => Object.assign(end(exitCode, message), { cancelled: true })

  // Client B rules 4 and 5.
  if (options.token === 'null') return end(ExitCode.Failure, 'Login failed: the access token is "null".')
  if (options.goalId === '' || options.goalId === 'null') {
    return end(ExitCode.Failure, `The goal id is ${options.goalId === '' ? 'empty' : '"null"'}.`)
  }

  const client = new ServiceClient({ apiUrl: options.apiUrl, token: options.token, limits: options.limits, debug: options.debug })
  try {
    let jobId = options.jobId
    // Client B rule 6, unless the job is given. Never retried: a retry could start a second run.
    if (jobId === undefined) {
      try {
        jobId = await client.executeGoal(options.goalId, { signal })
      } catch (error) {
        if (signal?.aborted) return cancelled(ExitCode.Failure, 'Cancelled while starting the goal; it may have started.')
        return end(ExitCode.Failure, `Starting goal ${options.goalId} failed: ${messageOf(error)}.`)
      }
    }
    result.jobId = jobId
    result.executionUrl = executionUrl(options.uiUrl, jobId)
    events.job?.({ id: jobId, executionUrl: result.executionUrl, attached: options.jobId !== undefined })
    if (options.wait === false) return end(ExitCode.Success, `Goal ${options.goalId} started as job ${jobId} and was not awaited.`)

    events.waiting?.(jobId)
    const polling = await poll(client, jobId, options, result, { clock, signal, events })
    if (polling === 'cancelled') {
      // Client B rule 10 applied to the last status seen: it is not FINISHED.
      return cancelled(
        ExitCode.NotFinished,
        `Cancelled while waiting for job ${jobId} (last status ${result.state?.status ?? 'unknown'}); the job may still be running.`
      )
    }
    if (polling !== 'final') return end(polling.exitCode, polling.message)

    if (!(await saveResults(client, jobId, options, result, { signal, events }))) {
      return cancelled(ExitCode.NotFinished, `Cancelled while saving the results of job ${jobId}.`)
    }
    result.resultsFetched = true
    return end(...verdict(result.state as JobState))
  } finally {
    client.dispose()
  }
}

/**
 * The contract's rules for a job to wait for (input `job-id`, option `--job_id`), checked as the
 * options are read so that a breach is a usage error before any request, reported as the front
 * end reports its others: the id is neither empty nor `null`, and waiting for a job excludes not
 * waiting. `names` are the front end's spellings of the two.
 * @throws UsageError
 */
export function checkJobToWaitFor(jobId: string | undefined, wait: boolean, names: { jobId: string; noWait: string }): void {
  if (jobId === '' || jobId === 'null') {
    throw new UsageError(`${names.jobId} must be the id of a job to wait for, not ${jobId === '' ? 'empty' : '"null"'}.`)
  }
  if (jobId !== undefined && !wait) throw new UsageError(`${names.jobId} and ${names.noWait} exclude each other: give one or the other.`)
}

/**
 * Client B rules 7 and 8: poll until a final status, retrying failed requests within the budget.
 * The round's retry time is wall time from the sending of its first failed request (contract:
 * "Bounded, cancellable, always reported"); with instant failures it equals rule 8's sum of delays.
 * Each retry's own deadline is the shorter of the request deadline and the retry time left when it
 * was decided, so a round lasts at most the budget, one wait and one such deadline.
 */
async function poll(
  client: ServiceClient,
  jobId: string,
  options: GoalRunOptions,
  result: GoalRunResult,
  { clock, signal, events }: Required<Pick<GoalRunSeams, 'clock' | 'events'>> & Pick<GoalRunSeams, 'signal'>
): Promise<'final' | 'cancelled' | { exitCode: ExitCode; message: string }> {
  const failed = (reason: string) => ({ exitCode: ExitCode.PollingOrOutcome, message: `Reading the status of job ${jobId} failed: ${reason}.` })
  const budgetMs = options.maxRetryTimeSeconds * 1000
  let roundStart: number | undefined
  let deadlineMs: number | undefined
  try {
    for (;;) {
      const sentAt = clock.now()
      let state: JobState
      try {
        state = await client.getExecutionStatus(jobId, { signal, deadlineMs })
      } catch (error) {
        if (signal?.aborted || !(error instanceof ServiceError)) throw error
        // A job given by the user that the first request cannot see is a wrong token or job id, not
        // a passing fault: it ends the run at once (contract: input `job-id`). A started job keeps rule 8.
        const first = result.polls === 0 && result.retries === 0
        if (options.jobId !== undefined && first && error instanceof HttpStatusError && WRONG_JOB_STATUSES.includes(error.status)) {
          return { exitCode: ExitCode.Failure, message: `Job ${jobId} cannot be read (HTTP ${error.status}): the token or the job id is wrong.` }
        }
        roundStart ??= sentAt
        const elapsedMs = clock.now() - roundStart
        const retryAfter = error instanceof HttpStatusError && RETRY_AFTER_STATUSES.includes(error.status) ? error.retryAfterSeconds : undefined
        // No wait runs unbounded: the service asking for more than the whole budget ends the round.
        if (retryAfter !== undefined && retryAfter > options.maxRetryTimeSeconds) {
          return failed(`${error.message}, with Retry-After ${retryAfter} s, longer than the ${options.maxRetryTimeSeconds} s of max-retry-time`)
        }
        // Timers run on whole milliseconds: a deadline can end up to 1 ms before the clock says so.
        if (elapsedMs + TIMER_SLACK_MS >= budgetMs) {
          return failed(`${error.message}, still after ${options.maxRetryTimeSeconds} s of retries`)
        }
        const waitSeconds = Math.max(options.retryDelaySeconds, retryAfter ?? 0)
        deadlineMs = budgetMs - elapsedMs
        result.retries++
        events.retrying?.({ reason: error.message, waitSeconds, elapsedSeconds: elapsedMs / 1000, maxRetryTimeSeconds: options.maxRetryTimeSeconds })
        await clock.sleep(waitSeconds * 1000, signal)
        continue
      }
      // Rule 8: the retry time is reset after each polling round.
      roundStart = undefined
      deadlineMs = undefined
      result.polls++
      result.state = state
      events.polled?.(state, result.polls)
      if (FINAL_STATUSES.includes(state.status)) return 'final'
      await clock.sleep(options.pollIntervalSeconds * 1000, signal)
    }
  } catch (error) {
    if (signal?.aborted) return 'cancelled'
    throw error
  }
}

/**
 * Client B rule 9: both files, each streamed as it arrives, pretty-printed and written safely. A
 * failed fetch writes its error instead and warns; a file that cannot be written is a warning.
 * Returns false when cancelled: a file already written is kept, the one cut off is not written.
 */
async function saveResults(
  client: ServiceClient,
  jobId: string,
  options: GoalRunOptions,
  result: GoalRunResult,
  { signal, events }: Pick<GoalRunSeams, 'signal' | 'events'> & { events: GoalRunEvents }
): Promise<boolean> {
  const save = async (file: string, what: string, fetch: (save: (body: Readable) => Promise<void>) => Promise<void>): Promise<string | undefined> => {
    const target = path.resolve(options.outputDir, file)
    // A file that cannot be written is a warning; a cancel goes on up.
    const unwritten = (error: unknown): undefined => {
      if (signal?.aborted || !(error instanceof FileWriteError)) throw error
      events.warning?.(`Could not write ${target}: ${describeFault(error.cause)}.`)
      return undefined
    }
    try {
      await fetch((body) => writeFileSafely(target, body, { transforms: [prettyJson()], signal }))
      return target
    } catch (error) {
      if (signal?.aborted || error instanceof FileWriteError) return unwritten(error)
      const message = `Could not fetch ${what}: ${messageOf(error)}.`
      events.warning?.(message)
      return writeFileSafely(target, `${JSON.stringify({ error: message }, null, 2)}\n`, { signal }).then(() => target, unwritten)
    }
  }
  try {
    result.reportFile = await save(REPORT_FILE, 'the job report', (write) => client.getJobReport(jobId, write, { signal }))
    result.goalFile = await save(GOAL_FILE, 'the goal', (write) => client.getGoal(options.goalId, write, { signal }))
    return true
  } catch (error) {
    if (signal?.aborted) return false
    throw error
  }
}

/** Client B rule 10. */
function verdict(state: JobState): [ExitCode, string] {
  if (state.status !== 'FINISHED') {
    return [ExitCode.NotFinished, `The goal execution ended with status ${state.status}.`]
  }
  if (FAILING_OUTCOMES.includes(state.outcome)) {
    return [ExitCode.PollingOrOutcome, `The goal execution finished with outcome ${state.outcome}.`]
  }
  return [ExitCode.Success, `The goal execution finished with outcome ${state.outcome}.`]
}
