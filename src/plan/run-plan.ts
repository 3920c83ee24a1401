import { type Clock, systemClock } from '../shared/clock.js'
import { ExitCode, messageOf } from '../shared/exit-codes.js'
import { InvalidResponseError, type JobState, type Limits, NetworkError, type PlanExecution, type RequestLog, ServiceClient } from '../service/client.js'
import { neverSent } from '../service/errors.js'
import { executionUrl } from '../service/hosts.js'
import { type WaitEnding, notEndedYet } from '../jobs/ending.js'
import { sumJourneys } from '../jobs/journeys.js'
import { jobReportFile, saveDownload, unwritableOutput, unwrittenFiles } from '../jobs/results.js'
import { decidingJob, exitCodeOf, isFinal, noOutcomeWarning } from '../jobs/verdict.js'
import { type PollingOptions, type Retry, type WatchedJob, jobName, timeoutEnd, watchJobs } from '../jobs/watch.js'
import { type Rerun, rerunSeams, rerunsOf, standIn, timeoutOfRerun } from '../journeys/rerun.js'
import { goalNamer } from '../journeys/read.js'
import { type JourneyRecord, recordJourneys } from '../journeys/results.js'
import type { Comparison } from '../history/compare.js'
import { type HistoryOptions, endWithHistory, restoreHistory } from '../history/keep.js'

export type { PlanExecution } from '../service/client.js'

export const PLAN_REPORT_FILE = 'plan_execution_report.json'

export interface PlanRunOptions extends PollingOptions {
  token: string
  /** The plan to start (endpoint P1); not used with `attach`. */
  planId?: string
  /** Sent in P1's body when given; empty or `null` counts as not given. */
  environmentId?: string
  apiUrl: string
  uiUrl: string
  /**
   * A plan execution started earlier, to wait for instead of starting the plan (contract: inputs
   * `plan-execution-id` and `job-ids`). The front ends check it with `readPlanTarget`.
   */
  attach?: PlanExecution
  /** false: start the plan and return without waiting for it (contract: `wait: false`). Default true. */
  wait?: boolean
  /** Where the reports are written. */
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

/** A job of the plan execution, as it is watched. */
export interface PlanJob extends WatchedJob {
  executionUrl: string
  /** Its report's path, once written. */
  reportFile?: string
}

/** What a plan run tells its front end as it goes. */
export interface PlanRunEvents {
  /** The plan execution is known, started by this run or given to wait for; before any status request. */
  started?(plan: { id: string; jobs: readonly PlanJob[]; attached: boolean }): void
  /** Polling begins (not when the run does not wait). */
  waiting?(planExecutionId: string): void
  /** A status answer of a job, after its `state`, `journeys` and `polls` are updated. */
  polled?(job: PlanJob, state: JobState): void
  retrying?(job: PlanJob, retry: Retry): void
  /** A re-run of a job's failed journeys has started (contract: "Re-running failed journeys"). */
  rerunning?(rerun: Rerun): void
  warning?(message: string): void
  /** A line for the debug log (a goal whose name could not be read). */
  debug?(line: string): void
  /** A notice (the gate on what is new stayed strict for want of a baseline). */
  notice?(message: string): void
}

export interface PlanRunSeams {
  clock?: Clock
  /** Aborts the run: polling stops at once and the result reports the last states seen. */
  signal?: AbortSignal
  events?: PlanRunEvents
}

export interface PlanRunResult extends WaitEnding, Partial<JourneyRecord> {
  planId?: string
  planExecutionId?: string
  /** In the order the start answer lists them (or `job-ids` gives them). */
  jobs: (PlanJob & { deciding?: WatchedJob })[]
  /**
   * The job whose state the status and outcome outputs report, once polling has ended: the one the
   * exit code comes from (contract: plan mode, rule 5), or, for a cancel, the worst by its last
   * state, and for a polling that gave up, that job.
   */
  deciding?: PlanJob
  /** The plan execution's report. */
  reportFile?: string
  /** This run compared with the newest run of its history, when it had one (contract: "History"). */
  comparison?: Comparison
}

/**
 * Runs a plan (contract: plan mode): starts it (P1, never retried), watches every job of the plan
 * execution to a final status as Client B watches one, writes each job's report and the plan
 * execution's report (P2), and decides the exit code over the jobs. With `attach` it waits for
 * that plan execution instead; with `wait: false` it returns once the plan has started. Never
 * throws for anything the service or the user does; the result carries the exit code.
 */
export async function runPlan(options: PlanRunOptions, seams: PlanRunSeams = {}): Promise<PlanRunResult> {
  const { clock = systemClock, signal, events = {} } = seams
  const startedAt = clock.now()
  const result: PlanRunResult = { ...notEndedYet(), planId: options.attach ? undefined : options.planId, planExecutionId: options.attach?.id, jobs: [] }
  const end = (exitCode: ExitCode, message: string): PlanRunResult => {
    const [polls, retries] = result.jobs.reduce(([p, r], job) => [p + job.polls, r + job.retries], [0, 0])
    const journeys = sumJourneys(result.jobs.map((job) => job.journeys))
    return Object.assign(result, { exitCode, message, polls, retries, journeys, elapsedMs: clock.now() - startedAt })
  }
  // The contract's table of exit codes on cancel: 1 while starting, 3 once the plan has started.
  const cancelled = (exitCode: ExitCode, message: string): PlanRunResult => Object.assign(end(exitCode, message), { cancelled: true })

  // Client B rule 4, as for a goal.
  if (options.token === 'null') return end(ExitCode.Failure, 'Login failed: the access token is "null".')
  const environmentId = givenEnvironmentId(options.environmentId)

  // Before anything is started: a directory that cannot take the files, or a JUnit file that cannot be written, ends the run now, not after the wait.
  const unwritable = options.wait === false ? undefined : await unwritableOutput(options.outputDir, options.junitFile)
  if (unwritable !== undefined) return end(ExitCode.Failure, unwritable)

  const client = new ServiceClient({ apiUrl: options.apiUrl, token: options.token, limits: options.limits, debug: options.debug })
  try {
    let execution = options.attach
    // Rule 1: never retried, a retry could start the plan twice.
    if (execution === undefined) {
      const planId = options.planId as string
      try {
        execution = await client.executePlan(planId, environmentId, { signal })
      } catch (error) {
        if (signal?.aborted) return cancelled(ExitCode.Failure, `Cancelled while starting plan ${planId}; it may have started.`)
        // A request that never left the runner (a refused connection) started nothing.
        const mayHaveStarted = error instanceof InvalidResponseError || (error instanceof NetworkError && !neverSent(error)) ? '; the plan may have started' : ''
        return end(ExitCode.Failure, `Starting plan ${planId} failed: ${messageOf(error)}${mayHaveStarted}.`)
      }
    }
    const planExecutionId = execution.id
    result.planExecutionId = planExecutionId
    result.jobs = execution.jobIds.map((id) => ({ id, executionUrl: executionUrl(options.uiUrl, id), polls: 0, retries: 0 }))
    events.started?.({ id: planExecutionId, jobs: result.jobs, attached: options.attach !== undefined })
    if (options.wait === false) {
      return end(ExitCode.Success, `Plan ${options.planId} started as plan execution ${planExecutionId} with ${count(result.jobs.length)} and was not awaited.`)
    }

    events.waiting?.(planExecutionId)
    // The timeout bounds all the waiting of the run: its re-runs' too.
    const until = timeoutEnd(clock.now(), options.timeoutSeconds)
    const watch = (jobs: WatchedJob[], attached: boolean) =>
      watchJobs(jobs, (id, call) => client.getExecutionStatus(id, call), { ...options, attached, until }, {
        clock,
        signal,
        events: { polled: (job, state) => events.polled?.(job as PlanJob, state), retrying: (job, retry) => events.retrying?.(job as PlanJob, retry) }
      })
    const watching = await watch(result.jobs, options.attach !== undefined)
    /** The jobs not final yet: they go on in the service. */
    const goingOn = result.jobs.filter((job) => !isFinal(job.state))
    const notFinal = goingOn.length
    // The status and outcome to report, from the last states seen (rule 5's deciding job; after a
    // polling that gave up, that job's): what a cancel or an early end leaves too (rule 8).
    result.deciding = typeof watching === 'object' ? (watching.job as PlanJob) : decidingJob(result.jobs).job
    if (watching === 'cancelled') {
      return cancelled(
        ExitCode.NotFinished,
        `Cancelled while waiting for plan execution ${planExecutionId} (${result.jobs.length - notFinal} of ${count(result.jobs.length)} final); its jobs may still be running: ${links(goingOn)}.`
      )
    }
    if (watching === 'timeout') {
      result.timedOut = true
      events.warning?.(`The timeout of ${options.timeoutSeconds} s ran out before every job of plan execution ${planExecutionId} was final: ${notFinal} of ${count(result.jobs.length)} ${notFinal === 1 ? 'goes' : 'go'} on in the service: ${links(goingOn)}.`)
    } else if (watching !== 'final') {
      return end(watching.exitCode, watching.message)
    }
    for (const job of result.jobs) {
      const noOutcome = noOutcomeWarning(job.id, job.state)
      if (noOutcome !== undefined) events.warning?.(noOutcome)
    }

    if (!(await saveResults(client, planExecutionId, options, result, { signal, events }))) {
      return cancelled(ExitCode.NotFinished, `Cancelled while saving the results of plan execution ${planExecutionId}.`)
    }
    // The journeys (contract: "Journey results"): each job's J1 in job order, then J2 per version;
    // then the failed ones re-run when asked for.
    const reruns: Rerun[] = []
    try {
      const rerunning = (rerun: Rerun): void => {
        reruns.push(rerun)
        events.rerunning?.(rerun)
      }
      // After every job is final only (contract): a run whose timeout ran out re-runs nothing, and says so.
      const expired = () => result.timedOut || clock.now() >= until
      const seams = rerunSeams(client, (jobs) => watch(jobs, false), { ...options, signal, warning: events.warning, rerunning, expired })
      const rerun = { rounds: options.rerunFailed ?? 0, seams }
      // Goal names (contract: endpoint 7 once per goal): those the status answers name before the
      // journey results, those only J1 names after them.
      const nameGoals = goalNamer(client, { signal, debug: events.debug })
      await nameGoals([...new Set(result.jobs.flatMap((job) => (job.state?.goalId === undefined ? [] : [job.state.goalId])))])
      const { unwritten, ...record } = await recordJourneys(client, result.jobs, { signal, warning: events.warning, nameGoals, junitFile: options.junitFile, rerun })
      Object.assign(result, record)
      result.unwritten.push(...unwritten)
    } catch (error) {
      if (signal?.aborted) {
        if (reruns.length === 0) return cancelled(ExitCode.NotFinished, `Cancelled while reading the journey results of plan execution ${planExecutionId}.`)
        return cancelled(ExitCode.NotFinished, `Cancelled while re-running failed journeys of plan execution ${planExecutionId}; the re-runs may still be running: ${links(reruns)}.`)
      }
      throw error
    }
    result.resultsFetched = true
    // A re-run stands for the job it re-ran (contract: "Re-running failed journeys").
    result.jobs = result.jobs.map((job, i) => standIn(job, result.results?.[i], result.reruns))
    const ended = result.jobs.find((job) => job.deciding !== undefined)
    const rerunEnding = result.reruns?.ending
    if (typeof rerunEnding === 'object') {
      result.deciding = ended ?? result.deciding
      return end(rerunEnding.exitCode, rerunEnding.message)
    }
    if (rerunEnding === 'timeout' && ended?.deciding) {
      result.timedOut = true
      events.warning?.(timeoutOfRerun(options.timeoutSeconds, ended.deciding))
    }
    if (result.timedOut) {
      const stillGoing = result.jobs.filter((job) => !isFinal(job.state))
      result.deciding = decidingJob(result.jobs).job
      // Each job not final by the name of what was still going: the job, or its re-run.
      const names = stillGoing.slice(0, 3).map((job) => jobName(job.deciding ?? job))
      const more = stillGoing.length > names.length ? ` and ${stillGoing.length - names.length} more` : ''
      return end(
        ExitCode.NotFinished,
        `Plan execution ${planExecutionId} did not finish within the timeout of ${options.timeoutSeconds} s: ${stillGoing.length} of ${count(result.jobs.length)} not final (${names.join(', ')}${more}).`
      )
    }
    const [exitCode, message] = verdict(planExecutionId, result)
    // Every job final: the run keeps its history (contract: "History"), read once the journey results
    // are: the cache client runs in a process of its own, and the record is read as compact as it is.
    // (contract: "Which runs take part": results read for at least one job).
    const history = result.results?.some((job) => job.journeys !== undefined) ? options.history : undefined
    const restored = history && (await restoreHistory(history, { signal, warning: events.warning }))
    if (history && restored === undefined) return cancelled(ExitCode.NotFinished, `Cancelled while fetching the results of plan execution ${planExecutionId}.`)
    const kept = await endWithHistory(history, restored, { results: result.results, plan: true, exitCode, message }, { signal, warning: events.warning, notice: events.notice })
    if (kept === undefined) return cancelled(ExitCode.NotFinished, `Cancelled while fetching the results of plan execution ${planExecutionId}.`)
    result.comparison = kept.comparison
    return end(kept.exitCode, kept.message)
  } finally {
    client.dispose()
  }
}

/**
 * Rule 4: each job's report, then the plan execution's, each written as saveDownload says.
 * Returns false when cancelled: the files already written are kept, the one cut off is not written.
 */
async function saveResults(
  client: ServiceClient,
  planExecutionId: string,
  options: PlanRunOptions,
  result: PlanRunResult,
  { signal, events }: Pick<PlanRunSeams, 'signal'> & { events: PlanRunEvents }
): Promise<boolean> {
  const seams = { signal, warning: events.warning }
  try {
    for (const job of result.jobs) {
      const what = `the report of job ${job.id}`
      job.reportFile = await saveDownload(options.outputDir, jobReportFile(job.id), what, (save, call) => client.getJobReport(job.id, save, call), seams)
    }
    result.reportFile = await saveDownload(
      options.outputDir,
      PLAN_REPORT_FILE,
      'the plan execution report',
      (save, call) => client.getPlanReport(planExecutionId, save, call),
      seams
    )
    result.unwritten = unwrittenFiles([...result.jobs.map((job): [string | undefined, string] => [job.reportFile, jobReportFile(job.id)]), [result.reportFile, PLAN_REPORT_FILE]])
    return true
  } catch (error) {
    if (signal?.aborted) return false
    throw error
  }
}

/** Rule 5, in words: the deciding job, and how many did not pass. */
function verdict(planExecutionId: string, result: PlanRunResult): [ExitCode, string] {
  const { exitCode, job } = decidingJob(result.jobs)
  result.deciding = job
  const state = job.state as JobState
  const failed = result.jobs.filter((each) => exitCodeOf(each.state) !== ExitCode.Success).length
  const others = `(${failed} of ${count(result.jobs.length)} did not pass)`
  // A job's last re-run stands for it: a status it ended with is that re-run's, and the message names it.
  const last = rerunsOf(result.reruns, job.id).at(-1)
  const who = last === undefined ? `Job ${job.id}` : `Re-run job ${last.id} of job ${job.id}`
  if (exitCode === ExitCode.NotFinished) return [exitCode, `${who} of plan execution ${planExecutionId} ended with status ${state.status} ${others}.`]
  if (exitCode === ExitCode.PollingOrOutcome) {
    return [exitCode, `Job ${job.id} of plan execution ${planExecutionId} finished with outcome ${state.outcome} ${others}.`]
  }
  return [exitCode, `Plan execution ${planExecutionId} passed: ${count(result.jobs.length)} finished, none with outcome FAIL or ERROR.`]
}

/** The links of some jobs, for a message: "…/1, …/2", or the first three and how many more. */
function links(jobs: readonly { executionUrl: string }[]): string {
  const shown = jobs.slice(0, 3).map((job) => job.executionUrl)
  return jobs.length > shown.length ? `${shown.join(', ')} and ${jobs.length - shown.length} more` : shown.join(', ')
}

/** "1 job", "3 jobs". */
export function count(jobs: number): string {
  return `${jobs} ${jobs === 1 ? 'job' : 'jobs'}`
}

/** The environment to start the plan in: `environment-id` empty or `null` counts as not given (contract: plan mode, rule 1). */
export function givenEnvironmentId(environmentId: string | undefined): string | undefined {
  return environmentId === '' || environmentId === 'null' ? undefined : environmentId
}
