import { capitalise } from '../shared/words.js'
import { type Clock, systemClock } from '../shared/clock.js'
import { ExitCode, ToolError, UsageError, messageOf } from '../shared/exit-codes.js'
import { type JobState, type Limits, type RequestLog, ServiceClient } from '../service/client.js'
import { executionUrl } from '../service/hosts.js'
import { type WaitEnding, notEndedYet } from '../jobs/ending.js'
import { saveDownload, unwritableOutput, unwrittenFiles } from '../jobs/results.js'
import { exitCodeOf, hasOutcome, noOutcomeWarning } from '../jobs/verdict.js'
import { type PollingOptions, type Retry, type WatchedJob, jobName, timeoutEnd, watchJobs } from '../jobs/watch.js'
import { type Rerun, rerunSeams, standIn, timeoutOfRerun } from '../journeys/rerun.js'
import { type ChosenJourneys, startChosenJourneys } from '../journeys/choose.js'
import { goalNameIn } from '../journeys/read.js'
import { type JourneyRecord, recordJourneys } from '../journeys/results.js'
import type { Comparison } from '../history/compare.js'
import { type HistoryOptions, endWithHistory, restoreHistory } from '../history/keep.js'

export type { JobState } from '../service/client.js'

export const REPORT_FILE = 'execution_report.json'
export const GOAL_FILE = 'goal.json'

export interface GoalRunOptions extends PollingOptions {
  token: string
  goalId: string
  apiUrl: string
  uiUrl: string
  /**
   * An existing job to wait for instead of starting the goal (contract: input `job-id`); the goal
   * id still names the goal saved as `goal.json`. The front ends check it with `checkJobToWaitFor`.
   */
  jobId?: string
  /**
   * Journeys to run instead of the whole goal, by id or by title (contract: input `journeys`), as
   * journeyLines gives them: J3, J2 and J4 take the place of endpoint 4. Not with `jobId`.
   */
  journeys?: readonly string[]
  /** false: start the goal and return without waiting for it (contract: `wait: false`). Default true. */
  wait?: boolean
  /** Where `execution_report.json` and `goal.json` are written. */
  outputDir: string
  /** Where the JUnit file of the journeys is written; none when undefined (contract: JUnit XML). */
  junitFile?: string
  /** How many times the failed journeys are run again, 0 to 5 (contract: `rerun-failed`); default 0. */
  rerunFailed?: number
  /** The run's history, when it keeps one (contract: "History"): where, and the gate on what is new. */
  history?: HistoryOptions
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
  retrying?(retry: Retry): void
  /** A notice (the gate on what is new stayed strict for want of a baseline). */
  notice?(message: string): void
  /** The journeys chosen to run (contract: "Chosen journeys are said"), once the job started. */
  chosen?(chosen: ChosenJourneys): void
  /** A re-run of the job's failed journeys has started (contract: "Re-running failed journeys"). */
  rerunning?(rerun: Rerun): void
  warning?(message: string): void
}

export interface GoalRunSeams {
  clock?: Clock
  /** Aborts the run: polling stops at once and the result reports the last status seen. */
  signal?: AbortSignal
  events?: GoalRunEvents
}

export interface GoalRunResult extends WaitEnding, Partial<JourneyRecord> {
  goalId: string
  jobId?: string
  executionUrl?: string
  /** The last state seen. */
  state?: JobState
  reportFile?: string
  goalFile?: string
  /** The goal record's top-level `name`, once the goal was fetched (rule 9): the JUnit file and the job summary name the goal by it. */
  goalName?: string
  /** The journeys chosen to run (input `journeys`), when chosen. */
  chosen?: ChosenJourneys
  /** The re-run that stands for the job when it ended the run's waiting early (the timeout, a polling that gave up). */
  deciding?: WatchedJob
  /** This run compared with the newest run of its history, when it had one (contract: "History"). */
  comparison?: Comparison
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
  const result: GoalRunResult = { ...notEndedYet(), goalId: options.goalId }
  const end = (exitCode: ExitCode, message: string): GoalRunResult =>
    Object.assign(result, { exitCode, message, elapsedMs: clock.now() - startedAt })
  // The contract's table of exit codes on cancel: 1 while starting, 3 once the job exists.
  const cancelled = (exitCode: ExitCode, message: string): GoalRunResult => Object.assign(end(exitCode, message), { cancelled: true })

  // Client B rules 4 and 5.
  if (options.token === 'null') return end(ExitCode.Failure, 'Login failed: the access token is "null".')
  if (options.goalId === '' || options.goalId === 'null') {
    const given = options.goalId === '' ? 'empty' : '"null", which is no goal\'s id (an unset variable?)'
    return end(ExitCode.Failure, `The goal id is ${given}: give the id of the goal to run.`)
  }

  // Before anything is started: a directory that cannot take the files, or a JUnit file that cannot be written, ends the run now, not after the wait.
  const unwritable = options.wait === false ? undefined : await unwritableOutput(options.outputDir, options.junitFile)
  if (unwritable !== undefined) return end(ExitCode.Failure, unwritable)

  const client = new ServiceClient({ apiUrl: options.apiUrl, token: options.token, limits: options.limits, debug: options.debug })
  try {
    let jobId = options.jobId
    // Client B rule 6, unless the job is given; chosen journeys start through J3, J2 and J4 instead.
    // Never retried: a retry could start a second run.
    if (jobId === undefined) {
      try {
        const { journeys } = options
        if (journeys === undefined) jobId = await client.executeGoal(options.goalId, { signal })
        else {
          const started = await startChosenJourneys(client, options.goalId, journeys, { signal })
          jobId = started.jobId
          result.chosen = started.chosen
          events.chosen?.(started.chosen)
        }
      } catch (error) {
        if (signal?.aborted) return cancelled(ExitCode.Failure, 'Cancelled while starting the goal; it may have started.')
        // A line that selects no journey, or a failed J3, J2 or J4, says itself which (contract: start failures, exit 1).
        if (error instanceof ToolError) return end(ExitCode.Failure, error.message)
        return end(ExitCode.Failure, `Starting goal ${options.goalId} failed: ${messageOf(error)}.`)
      }
    }
    result.jobId = jobId
    result.executionUrl = executionUrl(options.uiUrl, jobId)
    events.job?.({ id: jobId, executionUrl: result.executionUrl, attached: options.jobId !== undefined })
    if (options.wait === false) return end(ExitCode.Success, `Goal ${options.goalId} started as job ${jobId} and was not awaited.`)

    events.waiting?.(jobId)
    const job: WatchedJob = { id: jobId, executionUrl: result.executionUrl, polls: 0, retries: 0 }
    // The timeout bounds all the waiting of the run: its re-runs' too.
    const until = timeoutEnd(clock.now(), options.timeoutSeconds)
    const watch = (jobs: WatchedJob[], attached: boolean) =>
      watchJobs(jobs, (id, call) => client.getExecutionStatus(id, call), { ...options, attached, until }, {
        clock,
        signal,
        events: { polled: (watched, state) => events.polled?.(state, watched.polls), retrying: (_, retry) => events.retrying?.(retry) }
      })
    const watching = await watch([job], options.jobId !== undefined)
    Object.assign(result, { state: job.state, journeys: job.journeys, polls: job.polls, retries: job.retries })
    if (watching === 'cancelled') {
      // Client B rule 10 applied to the last status seen: it is not FINISHED.
      return cancelled(
        ExitCode.NotFinished,
        `Cancelled while waiting for job ${jobId} (last status ${result.state?.status ?? 'unknown'}); it may still be running: ${result.executionUrl}.`
      )
    }
    if (watching === 'timeout') {
      result.timedOut = true
      events.warning?.(`The timeout of ${options.timeoutSeconds} s ran out before job ${jobId} reached a final status: it goes on in the service (${result.executionUrl}).`)
    } else if (watching !== 'final') {
      return end(watching.exitCode, watching.message)
    }
    const noOutcome = noOutcomeWarning(jobId, result.state)
    if (noOutcome !== undefined) events.warning?.(noOutcome)

    if (!(await saveResults(client, jobId, options, result, { signal, events }))) {
      return cancelled(ExitCode.NotFinished, `Cancelled while saving the results of job ${jobId}.`)
    }
    // The journeys (contract: "Journey results"): read after the files, as rule 9's last fetches,
    // then the failed ones re-run when asked for.
    let lastRerun: Rerun | undefined
    try {
      const goalName = await goalNameIn(result.goalFile, signal)
      result.goalName = goalName
      const rerunning = (rerun: Rerun): void => {
        lastRerun = rerun
        events.rerunning?.(rerun)
      }
      // After every job is final only (contract): a run whose timeout ran out re-runs nothing, and says so.
      const expired = () => result.timedOut || clock.now() >= until
      const seams = rerunSeams(client, (jobs) => watch(jobs, false), { ...options, signal, warning: events.warning, rerunning, expired })
      const rerun = { rounds: options.rerunFailed ?? 0, seams }
      // The goal's name, from the file rule 9 wrote, names every job of the run.
      const nameGoals = async (ids: readonly string[]) => new Map(goalName === undefined ? [] : ids.map((id) => [id, goalName]))
      const { unwritten, ...record } = await recordJourneys(client, [job], { signal, warning: events.warning, nameGoals, junitFile: options.junitFile, rerun })
      Object.assign(result, record)
      result.unwritten.push(...unwritten)
    } catch (error) {
      if (signal?.aborted) {
        if (lastRerun === undefined) return cancelled(ExitCode.NotFinished, `Cancelled while reading the journey results of job ${jobId}.`)
        const { rerunJobId, executionUrl: link } = lastRerun
        return cancelled(ExitCode.NotFinished, `Cancelled while re-running journeys of job ${jobId} as job ${rerunJobId}; it may still be running: ${link}.`)
      }
      throw error
    }
    result.resultsFetched = true
    // A re-run stands for the job it re-ran (contract: "Re-running failed journeys").
    const { deciding, ...stood } = standIn(job, result.results?.[0], result.reruns)
    Object.assign(result, { state: stood.state, polls: stood.polls, retries: stood.retries, journeys: stood.journeys, deciding })
    const rerunEnding = result.reruns?.ending
    if (typeof rerunEnding === 'object') return end(rerunEnding.exitCode, rerunEnding.message)
    if (rerunEnding === 'timeout' && deciding) {
      result.timedOut = true
      events.warning?.(timeoutOfRerun(options.timeoutSeconds, deciding))
    }
    // The job's last re-run stands for it: the message names that re-run (contract: a re-run that decides the verdict is named).
    const last = result.reruns?.started.at(-1)
    const who = capitalise(jobName(last ?? job))
    if (result.timedOut) {
      // Client B rule 10 applied to the last status seen, which is not FINISHED.
      const status = result.state?.status ?? 'unknown'
      return end(ExitCode.NotFinished, `${capitalise(jobName(deciding ?? job))} did not reach a final status within the timeout of ${options.timeoutSeconds} s (last status ${status}).`)
    }
    const state = result.state as JobState
    const exitCode = exitCodeOf(state)
    // The outcome is a re-run's when there was one: say so.
    const ids = result.reruns?.started.map((rerun) => rerun.id) ?? []
    let message = verdict(state)
    if (last !== undefined && exitCode === ExitCode.NotFinished) message = `${who} ended with status ${state.status}.`
    else if (last !== undefined) message = message.replace(/\.$/, ` after re-running its failed journeys (${ids.length === 1 ? 'job' : 'jobs'} ${ids.join(', ')}).`)
    // Every job final: the run keeps its history (contract: "History"), read once the journey results
    // are: the cache client runs in a process of its own, and the record is read as compact as it is.
    // (contract: "Which runs take part": results read for at least one job).
    const history = result.results?.some((job) => job.journeys !== undefined) ? options.history : undefined
    const restored = history && (await restoreHistory(history, { signal, warning: events.warning }))
    if (history && restored === undefined) return cancelled(ExitCode.NotFinished, `Cancelled while fetching the results of job ${jobId}.`)
    const kept = await endWithHistory(history, restored, { results: result.results, plan: false, exitCode, message }, { signal, warning: events.warning, notice: events.notice })
    if (kept === undefined) return cancelled(ExitCode.NotFinished, `Cancelled while fetching the results of job ${jobId}.`)
    result.comparison = kept.comparison
    return end(kept.exitCode, kept.message)
  } finally {
    client.dispose()
  }
}

/**
 * The contract's rules for a job to wait for (input `job-id`, option `--job_id`), checked as the
 * options are read so that a breach is a usage error before any request, reported as the front
 * end reports its others: the id is neither empty nor `null`, and waiting for a job excludes not
 * waiting and choosing journeys (`chosen`). `names` are the front end's spellings of the three.
 * @throws UsageError
 */
export function checkJobToWaitFor(jobId: string | undefined, wait: boolean, chosen: boolean, names: { jobId: string; noWait: string; journeys: string }): void {
  if (jobId === '' || jobId === 'null') {
    throw new UsageError(`${names.jobId} must be the id of a job to wait for, not ${jobId === '' ? 'empty' : '"null"'}.`)
  }
  const excluded = !wait ? names.noWait : chosen ? names.journeys : undefined
  if (jobId !== undefined && excluded !== undefined) throw new UsageError(`${names.jobId} and ${excluded} exclude each other: give one or the other.`)
}

/**
 * Client B rule 9: the report and the goal, each written as saveDownload says. Returns false when
 * cancelled: a file already written is kept, the one cut off is not written.
 */
async function saveResults(
  client: ServiceClient,
  jobId: string,
  options: GoalRunOptions,
  result: GoalRunResult,
  { signal, events }: Pick<GoalRunSeams, 'signal'> & { events: GoalRunEvents }
): Promise<boolean> {
  const seams = { signal, warning: events.warning }
  try {
    result.reportFile = await saveDownload(options.outputDir, REPORT_FILE, 'the job report', (save, call) => client.getJobReport(jobId, save, call), seams)
    result.goalFile = await saveDownload(options.outputDir, GOAL_FILE, 'the goal', (save, call) => client.getGoal(options.goalId, save, call), seams)
    result.unwritten = unwrittenFiles([[result.reportFile, REPORT_FILE], [result.goalFile, GOAL_FILE]])
    return true
  } catch (error) {
    if (signal?.aborted) return false
    throw error
  }
}

/** Client B rule 10, in words. */
function verdict(state: JobState): string {
  if (exitCodeOf(state) === ExitCode.NotFinished) return `The goal execution ended with status ${state.status}.`
  return `The goal execution finished with ${hasOutcome(state) ? `outcome ${state.outcome}` : 'no outcome'}.`
}
