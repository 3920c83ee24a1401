import { capitalise } from '../shared/words.js'
import type { Call, WrittenId } from '../service/client.js'
import { executionUrl } from '../service/hosts.js'
import { type Download, jobReportFile, saveDownload } from '../jobs/results.js'
import { UsageError, messageOf } from '../shared/exit-codes.js'
import { throwIfAborted } from '../shared/clock.js'
import { isFinal } from '../jobs/verdict.js'
import { type WatchEnding, type WatchFailure, type WatchedJob, jobName } from '../jobs/watch.js'
import { type JobResults, type JourneyVersion, countJourneys, finalRun, isFailed } from './model.js'

// Re-running failed journeys (contract: "Re-running failed journeys"): after every job is final and
// its results are read, a job that finished FAIL or ERROR runs its failed journeys again (J4), on
// the same version, as a new job; that job is watched by the run's own watcher, its report saved,
// its journey results read, and its outcomes replace those of the journeys it ran. Up to `rounds`
// rounds; a re-run stands for the job it re-ran in the verdict.

/** Outcomes of a journey that a re-run runs again. */
const RERUN_OUTCOMES = ['FAIL', 'ERROR', 'NOT_REACHED']

/** The most rounds a run may ask for (contract: input `rerun-failed`). */
export const MAX_RERUN_ROUNDS = 5

/**
 * How many rounds of re-runs the front end's option asks for (contract: `rerun-failed`, `--rerun_failed`):
 * a whole number from 0 to 5, surrounding blanks ignored; with more than 0, the run must wait.
 * `names` are the front end's spellings. Undefined (not given) is 0.
 * @throws UsageError
 */
export function readRerunRounds(value: string | undefined, wait: boolean, names: { rerun: string; noWait: string }): number {
  if (value === undefined) return 0
  const trimmed = value.trim()
  if (!/^\d+$/.test(trimmed) || Number(trimmed) > MAX_RERUN_ROUNDS) {
    throw new UsageError(`${names.rerun} must be a whole number from 0 to ${MAX_RERUN_ROUNDS}, not "${value}".`)
  }
  const rounds = Number(trimmed)
  if (rounds > 0 && !wait) throw new UsageError(`${names.rerun} and ${names.noWait} exclude each other: a run that does not wait re-runs nothing.`)
  return rounds
}

/** What re-running takes of the run: the service, the watcher, the files, the results, the words. */
export interface RerunSeams {
  /** J4: starts the journeys of a version again; never retried. */
  executeJourneys(goalId: string, snapshotId: string, journeyIds: readonly WrittenId[], environmentId: WrittenId | undefined, call: Call): Promise<string>
  /** The run's watcher, within the run's timeout. */
  watch(jobs: WatchedJob[]): Promise<WatchEnding>
  /** Saves a re-run's report (`execution_report-<job id>.json`): its path, or undefined. */
  saveReport(job: WatchedJob): Promise<string | undefined>
  /** Reads the results of re-run jobs (J1, and J2 when not read yet). */
  read(jobs: readonly WatchedJob[]): Promise<JobResults[]>
  executionUrl(jobId: string): string
  signal?: AbortSignal
  warning?(message: string): void
  /** A re-run has started. */
  rerunning?(rerun: Rerun): void
  /** Whether the run's timeout has run out: no round starts after it. */
  expired?(): boolean
}

/** A re-run as it starts: of which job, as which job, how many journeys, and which run of how many (the job's own is the first). */
export interface Rerun {
  jobId: string
  rerunJobId: string
  executionUrl: string
  journeys: number
  run: number
  runs: number
}

/** The contract's line for a re-run: `Re-running 3 failed journeys of job 123 (run 2 of 3): job 456: <link>`. */
export function describeRerun(rerun: Rerun): string {
  const journeys = rerun.journeys === 1 ? '1 failed journey' : `${rerun.journeys} failed journeys`
  return `Re-running ${journeys} of job ${rerun.jobId} (run ${rerun.run} of ${rerun.runs}): job ${rerun.rerunJobId}: ${rerun.executionUrl}`
}

/** What the re-runs did: each re-run in the order they started, the files they wrote, the jobs not re-run. */
export interface Reruns {
  /** Every re-run, in the order they started; each names the job it re-ran (`rerunOf`). */
  started: WatchedJob[]
  /** Their reports, as written. */
  reportFiles: string[]
  /**
   * The jobs that needed a re-run and did not get one, each with why (contract: a re-run that could
   * not start, or a round cut short by the timeout, is a line in the summary and a warning).
   */
  notRerun: { jobId: string; why: string }[]
  /** How their waiting ended when not every re-run became final: the timeout, or a job whose status requests gave up. */
  ending?: 'timeout' | WatchFailure
}

/** The re-runs of one job, in the order they started. */
export function rerunsOf(reruns: Reruns | undefined, jobId: string): WatchedJob[] {
  return reruns?.started.filter((rerun) => rerun.rerunOf === jobId) ?? []
}

/**
 * Re-runs the failed journeys of `results`' jobs, round by round (at most `rounds`), and records
 * each re-run in them (recordRerun). A job that cannot be re-run keeps its result, with one warning
 * that says why. Rejects when cancelled (no request after the signal).
 */
export async function rerunFailed(results: JobResults[], rounds: number, seams: RerunSeams): Promise<Reruns> {
  const reruns: Reruns = { started: [], reportFiles: [], notRerun: [] }
  /** Jobs left as they are, each said once. */
  const kept = new Set<string>()
  const keep: Keep = (job, why, warning) => {
    kept.add(job.jobId)
    reruns.notRerun.push({ jobId: job.jobId, why })
    if (warning !== undefined) seams.warning?.(warning)
  }
  for (let round = 1; round <= rounds; round++) {
    const due = results.filter((job) => !kept.has(job.jobId) && job.status === 'FINISHED' && isFailed(job.outcome))
    if (due.length === 0) break
    // The timeout bounds all the waiting of the run: no new job is started past it, and the jobs it leaves are named.
    if (seams.expired?.()) {
      cutByTimeout(due, round, rounds, keep)
      break
    }
    const started: { job: JobResults; rerun: WatchedJob }[] = []
    for (const job of due) {
      const rerun = await startRerun(job, round, rounds, seams, keep)
      if (rerun === undefined) continue
      started.push({ job, rerun })
      reruns.started.push(rerun)
    }
    if (started.length === 0) break
    const ending = await seams.watch(started.map(({ rerun }) => rerun))
    throwIfAborted(seams.signal)
    // A re-run whose status requests gave up ends the run as rule 8 does: nothing more is fetched.
    if (typeof ending === 'object') return { ...reruns, ending }
    for (const { rerun } of started) {
      const file = await seams.saveReport(rerun)
      if (file !== undefined) reruns.reportFiles.push(file)
    }
    const read = await seams.read(started.map(({ rerun }) => rerun))
    started.forEach(({ job, rerun }, i) => recordRerun(job, rerun.id, read[i]))
    if (ending === 'timeout') {
      if (round < rounds) cutByTimeout(results.filter((job) => !kept.has(job.jobId) && job.status === 'FINISHED' && isFailed(job.outcome)), round + 1, rounds, keep)
      return { ...reruns, ending }
    }
  }
  return reruns
}

/** Leaves a job as it is, saying why; `warning`, when given, is said once for it. */
type Keep = (job: JobResults, why: string, warning?: string) => void

/** The jobs a round cut short by the timeout leaves as they are: one warning names them all. */
function cutByTimeout(jobs: readonly JobResults[], round: number, rounds: number, keep: Keep): void {
  if (jobs.length === 0) return
  const why = `the timeout ran out before run ${round + 1} of ${rounds + 1}`
  const names = jobs.map((job) => job.jobId).join(', ')
  const warning = `${capitalise(why)}: ${jobs.length === 1 ? `job ${names} was not re-run; its` : `jobs ${names} were not re-run; their`} failed journeys keep their outcomes.`
  jobs.forEach((job, i) => keep(job, why, i === 0 ? warning : undefined))
}

/** J4 for a job's failed journeys (never retried): the re-run to watch, or undefined when the job is kept as it is. */
async function startRerun(job: JobResults, round: number, rounds: number, seams: RerunSeams, keep: Keep): Promise<WatchedJob | undefined> {
  const { version, ids, why } = whatToRerun(job)
  if (version === undefined || why !== undefined) {
    const reason = why ?? 'its journey results name no goal version'
    keep(job, reason, `Job ${job.jobId} cannot be re-run: ${reason}; it keeps its result.`)
    return undefined
  }
  let id: string
  try {
    id = await seams.executeJourneys(version.goalId.text, version.snapshotId.text, ids, version.environmentId, { signal: seams.signal })
  } catch (error) {
    if (seams.signal?.aborted) throw error
    const reason = `re-running its failed journeys failed: ${messageOf(error)}`
    keep(job, reason, `Re-running the failed journeys of job ${job.jobId} failed: ${messageOf(error)}; it keeps its result.`)
    return undefined
  }
  const rerun: WatchedJob = { id, executionUrl: seams.executionUrl(id), polls: 0, retries: 0, rerunOf: job.jobId }
  seams.rerunning?.({ jobId: job.jobId, rerunJobId: id, executionUrl: rerun.executionUrl, journeys: ids.length, run: round + 1, runs: rounds + 1 })
  return rerun
}

/** The version, journeys and environment a job's re-run runs, or why it cannot be re-run. */
function whatToRerun(job: JobResults): { version?: JourneyVersion; ids: WrittenId[]; why?: string } {
  if (job.journeys === undefined) return { ids: [], why: 'its journey results could not be read' }
  if (job.version === undefined) return { ids: [], why: 'its journey results name no goal version (goalId, snapshotId)' }
  const ids = job.journeys
    .filter((journey) => RERUN_OUTCOMES.includes(finalRun(journey).outcome))
    .map((journey) => ({ text: journey.id, number: journey.idIsNumber === true }))
  return ids.length === 0 ? { version: job.version, ids, why: 'its journey results name no failed journey' } : { version: job.version, ids }
}

/**
 * A re-run's results recorded in its job's: the job now stands with the re-run's status and
 * outcome; each journey it ran gets a run more (a journey it did not name keeps its outcomes).
 */
function recordRerun(job: JobResults, rerunJobId: string, rerun: JobResults): void {
  job.rerunJobIds.push(rerunJobId)
  // A re-run never seen (the timeout ran out before its first answer) tells nothing of the job.
  if (rerun.status !== undefined) Object.assign(job, { status: rerun.status, outcome: rerun.outcome, exitCode: rerun.exitCode })
  for (const journey of rerun.journeys ?? []) {
    const same = job.journeys?.find((each) => each.id === journey.id)
    if (same) same.runs.push(...journey.runs)
    else job.journeys?.push(journey)
  }
}

/** What a run hands over to re-run its jobs' failed journeys: its client, its watcher, where it writes, its words. */
export function rerunSeams(
  client: Pick<RerunSeams, 'executeJourneys'> & { getJobReport: (jobId: string, save: Parameters<Download>[0], call: Call) => Promise<void> },
  watch: RerunSeams['watch'],
  run: { outputDir: string; uiUrl: string; signal?: AbortSignal; warning?: (message: string) => void; rerunning?: RerunSeams['rerunning']; expired?: () => boolean }
): Omit<RerunSeams, 'read' | 'signal' | 'warning'> {
  return {
    expired: run.expired,
    executeJourneys: (...args) => client.executeJourneys(...args),
    watch,
    saveReport: (job) =>
      saveDownload(run.outputDir, jobReportFile(job.id), `the report of job ${job.id}`, (save, call) => client.getJobReport(job.id, save, call), {
        signal: run.signal,
        warning: run.warning
      }),
    executionUrl: (jobId) => executionUrl(run.uiUrl, jobId),
    rerunning: run.rerunning
  }
}

/**
 * A watched job as its re-runs leave it (contract: a re-run stands for the job it re-ran): a new
 * object with its last re-run's state, its re-runs' polls and retries added, and, once anything was
 * re-run, its journey counts made of its results (each journey once, with its final outcome; a job
 * whose results could not be read keeps its status answers' counts). `deciding` is the re-run that
 * stands for it when that re-run ended the run's waiting early: the one whose polling gave up, or
 * one still going at the timeout.
 */
export function standIn<J extends WatchedJob>(job: J, results: JobResults | undefined, reruns: Reruns | undefined): J & { deciding?: WatchedJob } {
  const own = rerunsOf(reruns, job.id)
  const journeys = reruns?.started.length && results?.journeys ? countJourneys([results]) : job.journeys
  const last = own.at(-1)
  if (last === undefined) return { ...job, journeys }
  const ending = reruns?.ending
  const deciding = (ending === 'timeout' ? !isFinal(last.state) : ending?.job === last) ? last : undefined
  return {
    ...job,
    journeys,
    state: last.state ?? job.state,
    polls: own.reduce((sum, rerun) => sum + rerun.polls, job.polls),
    retries: own.reduce((sum, rerun) => sum + rerun.retries, job.retries),
    ...(deciding === undefined ? {} : { deciding })
  }
}

/** The warning when the timeout runs out while a re-run goes on. */
export function timeoutOfRerun(timeoutSeconds: number | undefined, rerun: WatchedJob): string {
  return `The timeout of ${timeoutSeconds} s ran out before ${jobName(rerun)} reached a final status: it goes on in the service (${rerun.executionUrl}).`
}
