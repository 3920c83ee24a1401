import path from 'node:path'
import { describeFault } from '../shared/exit-codes.js'
import { FileWriteError, writeFileSafely } from '../shared/safe-file.js'
import { junitXml } from './junit.js'
import type { JobResults } from './model.js'
import { type FinishedJob, type JourneyReader, readJobResults } from './read.js'

/** The JUnit file's name in the output directory (contract: JUnit XML). */
export const JUNIT_FILE = 'virtuoso-junit.xml'

/** What a run learns of its jobs' journeys once rule 9's files are written. */
export interface JourneyRecord {
  /** Each job's results, in job order. */
  results: JobResults[]
  /** The JUnit file's path, once written. */
  junitFile?: string
}

/**
 * The last part of every run that reaches rule 9, goal or plan (contract: "Journey results"): each
 * job's results read (J1, J2), and the JUnit file written safely to `junitFile` when one is asked
 * for. A file that cannot be written is a warning, and named in `unwritten`; rejects only when cancelled (then no JUnit file
 * is written) or for an unexpected error.
 */
export async function recordJourneys(
  reader: JourneyReader,
  jobs: readonly FinishedJob[],
  options: { signal?: AbortSignal; warning?: (message: string) => void; goalName?: string; junitFile?: string }
): Promise<JourneyRecord & { unwritten: string[] }> {
  const results = await readJobResults(reader, jobs, options)
  if (options.junitFile === undefined) return { results, unwritten: [] }
  try {
    await writeFileSafely(options.junitFile, junitXml(results), { signal: options.signal })
    return { results, junitFile: options.junitFile, unwritten: [] }
  } catch (error) {
    if (options.signal?.aborted || !(error instanceof FileWriteError)) throw error
    options.warning?.(`Could not write ${options.junitFile}: ${describeFault(error.cause)}.`)
    // The job summary names it (contract: output-dir, a file that could still not be written).
    return { results, unwritten: [path.basename(options.junitFile)] }
  }
}
