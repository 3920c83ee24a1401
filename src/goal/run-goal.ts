import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { type Clock, abortable, systemClock } from '../shared/clock.js'
import { ExitCode } from '../shared/exit-codes.js'
import { HttpStatusError, ServiceClient, ServiceError } from '../service/client.js'
import { executionUrl } from '../service/hosts.js'

/** Final statuses (specification part 3); every other value means the job is still running. */
const FINAL_STATUSES = ['FINISHED', 'CANCELED', 'FAILED']
/** Outcomes that fail a finished run (Client B rule 10). */
const FAILING_OUTCOMES = ['FAIL', 'ERROR']
/** Answers whose `Retry-After` the retry honours (contract: goal mode, beyond the client). */
const RETRY_AFTER_STATUSES = [429, 503]

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
  /** Where `execution_report.json` and `goal.json` are written. */
  outputDir: string
  requestTimeoutMs?: number
}

/** What a goal run tells its front end as it goes; the action and the CLI print these differently. */
export interface GoalRunEvents {
  started?(jobId: string, executionUrl: string): void
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

export interface JobState {
  status: string
  outcome: string
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
  cancelled: boolean
}

/**
 * Runs a goal as Client B does: start it (rules 4–6), poll its status with the retry budget
 * (rules 7–8), save the report and the goal (rule 9) and map the result to an exit code (rule 10).
 * Never throws for anything the service or the user does; the result carries the exit code.
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
    cancelled: false
  }
  const end = (exitCode: ExitCode, message: string): GoalRunResult =>
    Object.assign(result, { exitCode, message, elapsedMs: clock.now() - startedAt })

  // Client B rules 4 and 5.
  if (options.token === 'null') return end(ExitCode.Failure, 'Login failed: the access token is "null".')
  if (options.goalId === '' || options.goalId === 'null') {
    return end(ExitCode.Failure, `The goal id is ${options.goalId === '' ? 'empty' : '"null"'}.`)
  }

  const client = new ServiceClient({ apiUrl: options.apiUrl, token: options.token, timeoutMs: options.requestTimeoutMs })
  try {
    // Client B rule 6. Never retried: a retry could start a second run.
    let jobId: string
    try {
      jobId = jobIdOf(await abortable(client.executeGoal(options.goalId), signal))
    } catch (error) {
      if (signal?.aborted) return end(ExitCode.Failure, 'Cancelled while starting the goal.')
      return end(ExitCode.Failure, `Starting goal ${options.goalId} failed: ${describe(error)}.`)
    }
    result.jobId = jobId
    result.executionUrl = executionUrl(options.uiUrl, jobId)
    events.started?.(jobId, result.executionUrl)

    const polling = await poll(client, jobId, options, result, { clock, signal, events })
    if (polling === 'cancelled') {
      result.cancelled = true
      // Client B rule 10 applied to the last status seen: it is not FINISHED.
      return end(
        ExitCode.NotFinished,
        `Cancelled while waiting for job ${jobId} (last status ${result.state?.status ?? 'unknown'}); the job may still be running.`
      )
    }
    if (polling === 'exhausted') {
      return end(
        ExitCode.PollingOrOutcome,
        `Reading the status of job ${jobId} kept failing for ${options.maxRetryTimeSeconds} seconds of retries.`
      )
    }

    await saveResults(client, jobId, options, result, events)
    return end(...verdict(result.state as JobState))
  } finally {
    client.dispose()
  }
}

/** Client B rules 7 and 8: poll until a final status, retrying failed requests within the budget. */
async function poll(
  client: ServiceClient,
  jobId: string,
  options: GoalRunOptions,
  result: GoalRunResult,
  { clock, signal, events }: Required<Pick<GoalRunSeams, 'clock' | 'events'>> & Pick<GoalRunSeams, 'signal'>
): Promise<'final' | 'exhausted' | 'cancelled'> {
  // The elapsed retry time of the current round, measured from its first failed request.
  // With instant requests it equals the sum of the delays, as rule 8 counts it; a slow
  // failing request (a timeout) counts too, so a zero delay cannot retry forever.
  let firstFailureAt: number | undefined
  try {
    for (;;) {
      let body: Record<string, unknown>
      try {
        body = await abortable(client.getExecutionStatus(jobId), signal)
      } catch (error) {
        if (signal?.aborted || !(error instanceof ServiceError)) throw error
        firstFailureAt ??= clock.now()
        const elapsedSeconds = (clock.now() - firstFailureAt) / 1000
        if (elapsedSeconds >= options.maxRetryTimeSeconds) return 'exhausted'
        const waitSeconds = retryWait(error, options.retryDelaySeconds)
        result.retries++
        events.retrying?.({
          reason: error.message,
          waitSeconds,
          elapsedSeconds,
          maxRetryTimeSeconds: options.maxRetryTimeSeconds
        })
        await clock.sleep(waitSeconds * 1000, signal)
        continue
      }
      firstFailureAt = undefined // rule 8: the retry time is reset after each polling round
      result.polls++
      result.state = { status: text(body.status), outcome: text(body.outcome) }
      events.polled?.(result.state, result.polls)
      if (FINAL_STATUSES.includes(result.state.status)) return 'final'
      await clock.sleep(options.pollIntervalSeconds * 1000, signal)
    }
  } catch (error) {
    if (signal?.aborted) return 'cancelled'
    throw error
  }
}

/** The wait before a retry: the delay, or a longer `Retry-After` of a 429 or 503 answer. */
function retryWait(error: ServiceError, retryDelaySeconds: number): number {
  if (error instanceof HttpStatusError && RETRY_AFTER_STATUSES.includes(error.status)) {
    return Math.max(retryDelaySeconds, error.retryAfterSeconds ?? 0)
  }
  return retryDelaySeconds
}

/** Client B rule 9: both files, pretty-printed. A failed fetch writes its error instead and warns. */
async function saveResults(
  client: ServiceClient,
  jobId: string,
  options: GoalRunOptions,
  result: GoalRunResult,
  events: GoalRunEvents
): Promise<void> {
  const save = async (file: string, what: string, fetch: () => Promise<unknown>): Promise<string | undefined> => {
    let content: unknown
    try {
      content = await fetch()
    } catch (error) {
      events.warning?.(`Could not fetch ${what}: ${describe(error)}.`)
      content = { error: `Could not fetch ${what}: ${describe(error)}.` }
    }
    const target = path.resolve(options.outputDir, file)
    try {
      await mkdir(options.outputDir, { recursive: true })
      await writeFile(target, `${JSON.stringify(content, null, 2)}\n`)
      return target
    } catch (error) {
      events.warning?.(`Could not write ${target}: ${describe(error)}.`)
      return undefined
    }
  }
  result.reportFile = await save(REPORT_FILE, 'the job report', () => client.getJobReport(jobId))
  result.goalFile = await save(GOAL_FILE, 'the goal', () => client.getGoal(options.goalId))
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

/** The job id of a start response; empty or `null` is a start failure (rule 6). */
function jobIdOf(body: Record<string, unknown>): string {
  const id = text(body.id)
  if (id === '' || id === 'null') throw new ServiceError('the service returned no job id')
  return id
}

/** A field as text, the way the original client's `jq -r` prints it (`null` when absent). */
function text(value: unknown): string {
  if (value === undefined || value === null) return 'null'
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
