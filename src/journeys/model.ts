import type { WrittenId } from '../service/client.js'
import { JOURNEY_OUTCOMES, type JourneyCounts } from '../service/journeys.js'
import { ExitCode } from '../shared/exit-codes.js'
import { isFailed } from '../jobs/verdict.js'

// A job's journeys as the run knows them once its results are read (contract: "Journeys: which
// failed, where, and running them again"): what the JUnit file, the job summary, the annotations,
// the outputs and the CLIs' lines are made from. Only titles, ids, outcomes, durations and a
// failed step's position and action are here: nothing else of J1 or J2 ever leaves its answer.

export { isFailed } from '../jobs/verdict.js'

/** One run of a journey: in its job, or in a later re-run of the job. */
export interface JourneyRun {
  /** The job that ran it. */
  jobId: string
  /** That job's link in the web interface. */
  executionUrl: string
  /** J1's `outcome`, as the service wrote it: PASS, FAIL, ERROR, SKIP, NOT_REACHED, RUNNING, or another word. */
  outcome: string
  /** J1's `totalDuration`, in milliseconds, when it gave a number. */
  durationMs?: number
  /**
   * Where it failed, for an outcome FAIL or ERROR, in words: `checkpoint "Log in", step 3 of 5
   * (CLICK)`, or as much of it as is known (`checkpoint "Log in"`); undefined when nothing is.
   */
  where?: string
}

/** A journey of a job, with its runs in order: the job's own first, then each re-run's. */
export interface Journey {
  /** Its id, digit for digit as the service wrote it. */
  id: string
  /** Whether the service wrote the id as a number: a re-run's request writes it back the same way. */
  idIsNumber?: boolean
  /** J2's `title`, else its `name`, else `Journey <id>`; whole (front ends cut it where they must). */
  title: string
  /** At least one; the last is its final outcome. */
  runs: JourneyRun[]
  /** What the run's history says of it, once compared with a baseline (contract: "History"). */
  history?: JourneyHistory
}

/** A failed or flaky journey's history: new, or failing since when over how many runs; and how often it failed. */
export interface JourneyHistory {
  /** It failed in this run and, in the baseline, was absent or did not fail. */
  new?: true
  /** It failed in this run and the baseline: the `at` of the first run of the unbroken sequence, and how many runs that makes, this one included. */
  failingSince?: { at: string; runs: number }
  /** In how many of the runs that ran it it failed or was flaky. */
  rate?: { failed: number; of: number }
}

/** A job's results: its last state, its verdict and, when they could be read, its journeys. */
export interface JobResults {
  jobId: string
  executionUrl: string
  /** The job's goal, when known (J1's or the status answer's `goalId`). */
  goalId?: string
  /** The goal record's top-level `name`, when the run fetched the goal (goal mode). */
  goalName?: string
  /** The job's last status and outcome seen (after re-runs: its last re-run's); undefined when never seen. */
  status?: string
  outcome?: string
  /** Client B rule 10 applied to that state. */
  exitCode: ExitCode
  /** J1's `startDate`, milliseconds since the epoch. */
  startedAt?: number
  /** In the order J1's text lists them; undefined when the job's results could not be read. */
  journeys?: Journey[]
  /** The ids of the jobs that re-ran its failed journeys, in the order they started; [] when none. */
  rerunJobIds: string[]
  /** The goal version its J1 names, and its environment: what a re-run runs again. */
  version?: JourneyVersion
}

/** A goal version, as J1 names it (contract: "Re-running failed journeys"). */
export interface JourneyVersion {
  goalId: WrittenId
  snapshotId: WrittenId
  environmentId?: WrittenId
}

/** A journey's last run: its final outcome. */
export function finalRun(journey: Journey): JourneyRun {
  return journey.runs[journey.runs.length - 1]
}

/** A journey that failed and then passed on a re-run (contract: "Re-running failed journeys"). */
export function isFlaky(journey: Journey): boolean {
  return finalRun(journey).outcome === 'PASS' && journey.runs.some((run) => isFailed(run.outcome))
}

/** Whether a job passed by rule 10. */
export function passed(job: JobResults): boolean {
  return job.exitCode === ExitCode.Success
}

/** The longest title the summary, the annotations and a comment show whole (contract: "Journey results"). */
export const TITLE_SHOWN = 200

// Where a title is shown: a tab or line break becomes a blank, any other control character or a
// lone surrogate U+FFFD (contract: "Titles are shown as written"); a pair is one character (`u`).
// eslint-disable-next-line no-control-regex
const UNSHOWABLE = /[\t\n\r\u2028\u2029]|[\u0000-\u001f\u007f-\u009f]|[\ud800-\udfff]/gu

/**
 * A title as the summary, the annotations, a comment and the CLIs show it: its characters as
 * written, but a tab or line break as a blank and any other control character or lone surrogate as
 * U+FFFD; cut at `max` characters (200 by default), ending with `…` (the JUnit file and the outputs
 * keep it whole).
 */
export function shownTitle(title: string, max = TITLE_SHOWN): string {
  const characters = [...title.replace(UNSHOWABLE, (c) => (/^[\t\n\r\u2028\u2029]$/.test(c) ? ' ' : '\ufffd'))]
  return characters.length > max ? `${characters.slice(0, max).join('')}…` : characters.join('')
}

/**
 * The journey counts of the results, each journey once with its final outcome (contract: after
 * re-runs, the counts of the outputs, the summary and the `Journeys:` line); an outcome of another
 * word counts in the total alone.
 */
export function countJourneys(jobs: readonly JobResults[]): JourneyCounts {
  const counts = { total: 0, ...Object.fromEntries(JOURNEY_OUTCOMES.map((outcome) => [outcome, 0])) } as JourneyCounts
  for (const journey of jobs.flatMap((job) => job.journeys ?? [])) {
    const outcome = finalRun(journey).outcome
    if ((JOURNEY_OUTCOMES as readonly string[]).includes(outcome)) counts[outcome as keyof JourneyCounts]++
    counts.total++
  }
  return counts
}
