import { isFailed } from '../jobs/verdict.js'
import { type JobResults, finalRun } from '../journeys/model.js'
import { standingOf } from '../journeys/listing.js'

// The record of a run's journey outcomes (contract: "History", "The record"): the same UTF-8 JSON
// in the action (GitHub's Actions cache) and the CLIs (a file). Only titles, ids, outcomes and
// dates go in: what the summary may hold.

/** The record's format, its first field. */
export const RECORD_FORMAT = 'virtuoso-qa-history/1'
/** Runs a record keeps at most, the oldest dropped first. */
export const MAX_RUNS = 30
/** Text a record takes at most; the oldest runs are dropped until it fits. */
export const MAX_RECORD_BYTES = 8 << 20

/** A journey as a run recorded it. */
export interface RecordedJourney {
  title: string
  outcome: string
  /** It failed, then passed when run again. */
  flaky?: true
}

/** One run in the record. The action adds where it ran; the CLIs know none of that. */
export interface RecordedRun {
  /** When it ended, ISO 8601 UTC. */
  at: string
  exitCode: number
  /** By journey key: its id (plan mode: `<goal id>/<journey id>`). */
  journeys: Record<string, RecordedJourney>
  ref?: string
  sha?: string
  runId?: string
  runNumber?: string
  runAttempt?: string
  url?: string
}

/** What the comparison needs of a recorded journey: whether it failed (FAIL, ERROR), was flaky, passed, or something else. */
export type RecordedStanding = 'failed' | 'flaky' | 'passed' | 'other'

/**
 * A run of a restored record, as compact as the comparison can read it: where and when it ran, each
 * journey's standing by key, and its text to write back. A record of 8 MiB costs a few MB held
 * this way, not the tens a parsed JSON text costs, at the end of a run that read a large answer.
 */
export interface StoredRun {
  run: Omit<RecordedRun, 'journeys'>
  journeys: Map<string, RecordedStanding>
  /** The run as the record's text holds it, one line (JSON). */
  line: string
}

export interface HistoryRecord {
  /** Oldest first. */
  runs: StoredRun[]
}

/** A recorded journey's standing. */
export function standingIn(journey: RecordedJourney): RecordedStanding {
  if (isFailed(journey.outcome)) return 'failed'
  if (journey.flaky) return 'flaky'
  return journey.outcome === 'PASS' ? 'passed' : 'other'
}

/** Where the action's run took place: the runner's `GITHUB_*` values, as strings. */
export type RunPlace = Pick<RecordedRun, 'ref' | 'sha' | 'runId' | 'runNumber' | 'runAttempt' | 'url'>

const PLACE_FIELDS = ['ref', 'sha', 'runId', 'runNumber', 'runAttempt', 'url'] as const

/** Text that is not a record (contract: a warning; the run goes on without a baseline). */
export class NotARecordError extends Error {}

/** The first line of a record as appendRun writes it; each run on a line of its own, then `]}`. */
const HEAD = `{"format": "${RECORD_FORMAT}", "runs": [`

/**
 * Reads a record's text: tolerant of fields it does not know (dropped), strict about the rest. A
 * text as appendRun writes it (a run a line) is read a run at a time, and a run without fields to
 * drop keeps its line as it is: the whole text is never held as objects.
 * @throws NotARecordError saying, in a few words, why the text is not one
 */
export function parseRecord(text: string): HistoryRecord {
  const lines = text.split('\n')
  if (lines.at(-1) === '') lines.pop()
  if (lines.length >= 2 && lines[0] === HEAD && lines.at(-1) === ']}') {
    try {
      const runs = lines.slice(1, -1).map((line, i, all) => {
        const own = i < all.length - 1 ? line.replace(/,$/, '') : line
        return storedRun(parseJson(own), i, own)
      })
      return { runs }
    } catch (error) {
      // Laid out otherwise after all (a run over several lines): read as a whole below.
      if (!(error instanceof NotARecordError)) throw error
    }
  }
  const value = parseJson(text)
  if (!isObject(value) || value.format !== RECORD_FORMAT) throw new NotARecordError(`it has no "format": "${RECORD_FORMAT}"`)
  if (!Array.isArray(value.runs)) throw new NotARecordError('its "runs" is not an array')
  return { runs: value.runs.map((run, i) => storedRun(run, i)) }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    throw new NotARecordError('it is not JSON')
  }
}

/** A run of the record, checked; its line kept when given and nothing had to be dropped from it. */
function storedRun(value: unknown, index: number, line?: string): StoredRun {
  const { run, dropped } = parseRun(value, index)
  const journeys = new Map(Object.entries(run.journeys).map(([key, journey]) => [key, standingIn(journey)]))
  const where = Object.fromEntries(Object.entries(run).filter(([field]) => field !== 'journeys')) as Omit<RecordedRun, 'journeys'>
  return { run: where, journeys, line: line !== undefined && !dropped ? line : JSON.stringify(run) }
}

/** A run checked, and trimmed of the fields the format does not know (`dropped` says whether there were any). */
function parseRun(value: unknown, index: number): { run: RecordedRun; dropped: boolean } {
  const bad = (why: string) => new NotARecordError(`run ${index + 1} ${why}`)
  if (!isObject(value)) throw bad('is not an object')
  if (typeof value.at !== 'string' || Number.isNaN(Date.parse(value.at))) throw bad('has no date ("at")')
  if (!Number.isInteger(value.exitCode)) throw bad('has no exit code')
  if (!isObject(value.journeys)) throw bad('has no "journeys" object')
  let dropped = Object.keys(value).some((field) => field !== 'at' && field !== 'exitCode' && field !== 'journeys' && !(PLACE_FIELDS as readonly string[]).includes(field))
  // Checked and trimmed where they stand, not copied.
  const journeys = value.journeys as Record<string, RecordedJourney>
  for (const [key, journey] of Object.entries(value.journeys)) {
    if (!isObject(journey) || typeof journey.title !== 'string' || typeof journey.outcome !== 'string') throw bad(`has a journey "${key}" without a title and an outcome`)
    if (journey.flaky !== undefined && journey.flaky !== true) throw bad(`has a journey "${key}" whose "flaky" is not true`)
    for (const field of Object.keys(journey)) {
      if (field === 'title' || field === 'outcome' || field === 'flaky') continue
      delete journey[field]
      dropped = true
    }
  }
  const run: RecordedRun = { at: value.at, exitCode: value.exitCode as number, journeys }
  for (const field of PLACE_FIELDS) {
    const text = value[field]
    if (text === undefined) continue
    if (typeof text !== 'string') throw bad(`has a "${field}" that is not a string`)
    // A run's number and attempt label the chart: digits, nothing that could leave its place.
    if ((field === 'runNumber' || field === 'runAttempt') && !/^\d+$/.test(text)) throw bad(`has a "${field}" that is not a number`)
    run[field] = text
  }
  return { run, dropped }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A journey's key in the record: its id; in plan mode `<goal id>/<journey id>`, the goal id J1's. */
export function journeyKey(job: Pick<JobResults, 'goalId'>, journeyId: string, plan: boolean): string {
  return plan ? `${job.goalId ?? ''}/${journeyId}` : journeyId
}

/** How bad an outcome is, for a journey a plan ran in several jobs: failed before the rest, passed last. */
function badness(journey: RecordedJourney): number {
  if (isFailed(journey.outcome)) return 2
  return journey.outcome === 'PASS' ? 0 : 1
}

/**
 * This run as the record keeps it: every journey of every job whose results were read, by key,
 * with its final outcome (after re-runs) and whether it was flaky; a journey a plan ran in several
 * jobs, its worst outcome.
 */
export function recordedRun(results: readonly JobResults[], plan: boolean, ending: { at: Date; exitCode: number; place?: RunPlace }): RecordedRun {
  const journeys: Record<string, RecordedJourney> = {}
  for (const job of results) {
    for (const journey of job.journeys ?? []) {
      const key = journeyKey(job, journey.id, plan)
      const recorded: RecordedJourney = { title: journey.title, outcome: finalRun(journey).outcome, ...(standingOf(journey) === 'flaky' ? { flaky: true } : {}) }
      const earlier = journeys[key]
      if (earlier === undefined || badness(recorded) > badness(earlier)) journeys[key] = recorded
    }
  }
  const place = Object.fromEntries(PLACE_FIELDS.flatMap((field) => (ending.place?.[field] === undefined ? [] : [[field, ending.place[field]]])))
  return { at: ending.at.toISOString(), exitCode: ending.exitCode, journeys, ...place }
}

/**
 * The record's text with `run` appended: one run a line, at most 30 runs and 8 MiB, the oldest
 * dropped first. Undefined when the run alone takes more than 8 MiB (contract: not recorded, one
 * warning). Each run is written once, so a full record costs one pass.
 */
export function appendRun(record: HistoryRecord | undefined, run: RecordedRun): string | undefined {
  const lines = [...(record?.runs ?? []).map((each) => each.line), JSON.stringify(run)].slice(-MAX_RUNS)
  const head = `${HEAD}\n`
  const tail = '\n]}\n'
  let bytes = Buffer.byteLength(head) + Buffer.byteLength(tail) + lines.reduce((sum, line) => sum + Buffer.byteLength(line) + 2, 0)
  let from = 0
  while (bytes > MAX_RECORD_BYTES && from < lines.length) bytes -= Buffer.byteLength(lines[from++]) + 2
  if (from === lines.length) return undefined
  return `${head}${lines.slice(from).join(',\n')}${tail}`
}
