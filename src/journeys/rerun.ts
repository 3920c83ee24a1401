import type { Call, WrittenId } from '../service/client.js'
import { executionUrl } from '../service/hosts.js'
import { type Download, jobReportFile, saveDownload } from '../jobs/results.js'
import { UsageError, messageOf } from '../shared/exit-codes.js'
import { throwIfAborted } from '../shared/clock.js'
import { isFinal } from '../jobs/verdict.js'
import type { WatchEnding, WatchFailure, WatchedJob } from '../jobs/watch.js'
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

/** What the re-runs did: each re-run as watched, by the job it re-ran, and the files they wrote. */
export interface Reruns {
  /** By the original job's id, in the order they started. */
  jobs: Map<string, WatchedJob[]>
  /** Every re-run's id, in the order they started. */
  ids: string[]
  /** Their reports, as written. */
  reportFiles: string[]
  /** How their waiting ended when not every re-run became final: the timeout, or a job whose status requests gave up. */
  ending?: 'timeout' | WatchFailure
}

/**
 * Re-runs the failed journeys of `results`' jobs, round by round (at most `rounds`), and records
 * each re-run in them: the journeys' new runs, the job's last status, outcome and verdict, its
 * `rerunJobIds`. A job that cannot be re-run keeps its result, with one warning that says why.
 * Rejects when cancelled (no request after the signal).
 */
export async function rerunFailed(results: JobResults[], rounds: number, seams: RerunSeams): Promise<Reruns> {
  const reruns: Reruns = { jobs: new Map(), ids: [], reportFiles: [] }
  /** Jobs left as they are, each warned of once. */
  const kept = new Set<JobResults>()
  for (let round = 1; round <= rounds; round++) {
    // The timeout bounds all the waiting of the run: no new job is started past it.
    if (seams.expired?.()) break
    const started: { job: JobResults; rerun: WatchedJob }[] = []
    for (const job of results) {
      if (kept.has(job) || job.status !== 'FINISHED' || !isFailed(job.outcome ?? '')) continue
      const { version, ids, why } = whatToRerun(job)
      let rerun: WatchedJob | undefined
      if (version !== undefined && why === undefined) rerun = await start(job, version, ids, seams)
      if (rerun === undefined) {
        kept.add(job)
        if (why !== undefined) seams.warning?.(`Job ${job.jobId} cannot be re-run: ${why}; it keeps its result.`)
        continue
      }
      started.push({ job, rerun })
      job.rerunJobIds.push(rerun.id)
      reruns.ids.push(rerun.id)
      reruns.jobs.set(job.jobId, [...(reruns.jobs.get(job.jobId) ?? []), rerun])
      seams.rerunning?.({ jobId: job.jobId, rerunJobId: rerun.id, executionUrl: rerun.executionUrl, journeys: ids.length, run: round + 1, runs: rounds + 1 })
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
    started.forEach(({ job }, i) => record(job, read[i]))
    if (ending === 'timeout') return { ...reruns, ending }
  }
  return reruns
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

/** J4 for a job's journeys (never retried): the re-run to watch, or undefined after a warning. */
async function start(job: JobResults, version: JourneyVersion, ids: WrittenId[], seams: RerunSeams): Promise<WatchedJob | undefined> {
  try {
    const id = await seams.executeJourneys(version.goalId.text, version.snapshotId.text, ids, version.environmentId, { signal: seams.signal })
    return { id, executionUrl: seams.executionUrl(id), polls: 0, retries: 0 }
  } catch (error) {
    if (seams.signal?.aborted) throw error
    seams.warning?.(`Re-running the failed journeys of job ${job.jobId} failed: ${messageOf(error)}; it keeps its result.`)
    return undefined
  }
}

/**
 * A re-run's results recorded in its job's: the job now stands with the re-run's status and
 * outcome; each journey it ran gets a run more (a journey it did not name keeps its outcomes).
 */
function record(job: JobResults, rerun: JobResults): void {
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
 * The watched jobs as their re-runs leave them (contract: a re-run stands for the job it re-ran):
 * each with its last re-run's state, its re-runs' polls and retries added, and, once anything was
 * re-run, its journey counts made of its results (each journey once, with its final outcome; a job
 * whose results could not be read keeps its status answers' counts). `results` are in job order.
 * Returns, when the re-runs' waiting ended early, the job it concerns with its re-run: the one
 * whose polling gave up, or the first still going at the timeout.
 */
export function standIn<J extends WatchedJob>(jobs: readonly J[], results: readonly JobResults[] | undefined, reruns: Reruns | undefined): { job: J; rerun: WatchedJob } | undefined {
  let ended: { job: J; rerun: WatchedJob } | undefined
  jobs.forEach((job, i) => {
    const read = results?.[i]
    if (reruns?.jobs.size && read?.journeys) job.journeys = countJourneys([read])
    const own = reruns?.jobs.get(job.id) ?? []
    const last = own.at(-1)
    if (last === undefined) return
    job.state = last.state ?? job.state
    job.polls += own.reduce((sum, rerun) => sum + rerun.polls, 0)
    job.retries += own.reduce((sum, rerun) => sum + rerun.retries, 0)
    const ending = reruns?.ending
    const concerned = ending === 'timeout' ? !isFinal(last.state) : ending?.job === last
    if (concerned) ended ??= { job, rerun: last }
  })
  return ended
}

/** The warning when the timeout runs out while a re-run goes on. */
export function timeoutOfRerun(timeoutSeconds: number | undefined, { job, rerun }: { job: WatchedJob; rerun: WatchedJob }): string {
  return `The timeout of ${timeoutSeconds} s ran out before job ${rerun.id}, a re-run of job ${job.id}, reached a final status: it goes on in the service (${rerun.executionUrl}).`
}
