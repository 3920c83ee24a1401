import path from 'node:path'
import { describeFault } from '../shared/exit-codes.js'
import { FileWriteError, writeFileSafely } from '../shared/safe-file.js'
import { junitXml } from './junit.js'
import type { JobResults } from './model.js'
import { type FinishedJob, type GoalNamer, type JourneyReader, resultsReader } from './read.js'
import { type RerunSeams, type Reruns, rerunFailed } from './rerun.js'

/** The JUnit file's name in the output directory (contract: JUnit XML). */
export const JUNIT_FILE = 'virtuoso-junit.xml'

/** What a run learns of its jobs' journeys once rule 9's files are written. */
export interface JourneyRecord {
  /** Each job's results, in job order; after re-runs, with their runs and last states. */
  results: JobResults[]
  /** The JUnit file's path, once written. */
  junitFile?: string
  /** The re-runs of the failed journeys, when the run asked for any (`rerun-failed` above 0). */
  reruns?: Reruns
}

/** How a run re-runs failed journeys: how many rounds at most, and what re-running takes of it. */
export interface RerunOptions {
  rounds: number
  seams: Omit<RerunSeams, 'read' | 'signal' | 'warning'>
}

/**
 * The last part of every run that reaches rule 9, goal or plan (contract: "Journey results"): each
 * job's results read (J1, J2) and its goal named (`nameGoals`, for the goals the results name); the
 * failed journeys re-run, round by round, when `rerun` asks for it; then the JUnit file written
 * safely to `junitFile` when one is asked for, with what is known (also when a re-run's polling
 * gave up or the timeout ran out). A file that cannot be written is a warning, and named in
 * `unwritten`; rejects only when cancelled (then no JUnit file is written) or for an unexpected error.
 */
export async function recordJourneys(
  reader: JourneyReader,
  jobs: readonly FinishedJob[],
  options: { signal?: AbortSignal; warning?: (message: string) => void; nameGoals?: GoalNamer; junitFile?: string; rerun?: RerunOptions }
): Promise<JourneyRecord & { unwritten: string[] }> {
  const { signal, warning, rerun } = options
  const read = resultsReader(reader, { signal, warning })
  const results = await read(jobs)
  if (options.nameGoals) {
    const names = await options.nameGoals([...new Set(results.flatMap((job) => (job.goalId === undefined ? [] : [job.goalId])))])
    for (const job of results) {
      const name = job.goalId === undefined ? undefined : names.get(job.goalId)
      if (name !== undefined) job.goalName = name
    }
  }
  const record: JourneyRecord = { results }
  if (rerun !== undefined && rerun.rounds > 0) record.reruns = await rerunFailed(results, rerun.rounds, { ...rerun.seams, read, signal, warning })
  if (options.junitFile === undefined) return { ...record, unwritten: [] }
  try {
    await writeFileSafely(options.junitFile, junitXml(results), { signal })
    return { ...record, junitFile: options.junitFile, unwritten: [] }
  } catch (error) {
    if (signal?.aborted || !(error instanceof FileWriteError)) throw error
    warning?.(`Could not write ${options.junitFile}: ${describeFault(error.cause)}.`)
    // The job summary names it (contract: output-dir, a file that could still not be written).
    return { ...record, unwritten: [path.basename(options.junitFile)] }
  }
}
