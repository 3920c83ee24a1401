import { ExitCode, messageOf } from '../shared/exit-codes.js'
import { type JobResults, shownTitle } from '../journeys/model.js'
import { listJourneys, standingOf } from '../journeys/listing.js'
import { type Comparison, compareWithRecord, describeRun } from './compare.js'
import { type HistoryRecord, MAX_RECORD_BYTES, NotARecordError, type RunPlace, appendRun, journeyKey, parseRecord, recordedRun } from './record.js'
import type { RecordStore } from './store.js'

// A run's part in its history (contract: "History"): the record restored, this run compared with
// its newest run, the gate on what is new applied, and the record saved with this run appended.
// The store is the front end's (the Actions cache, a file); every failure of it is one warning and
// never changes the exit code, except that `fail-on: new` then stays strict.

/** What the front end asks of the history. */
export interface HistoryOptions {
  store: RecordStore
  /** `new`: a run whose every failure already failed in the baseline passes (contract: `fail-on`). */
  failOn: 'any' | 'new'
  /** Where the run took place (the action's `GITHUB_*` values); the CLIs know none. */
  place?: RunPlace
  /** The front end's spelling of the gate, for its messages: `fail-on: new`, `--fail_on new`. */
  gateName: string
  /** The wall clock, for the run's `at` (tests pass their own). */
  now?: () => Date
}

/** How a run that kept its history ended: its exit code and message (after the gate), and its comparison. */
export interface HistoryEnding {
  exitCode: ExitCode
  message: string
  comparison?: Comparison
}

/** What a run found of its history: the record (none: no record, or one that was not one), or that it could not be read. */
export type Restored = { record?: HistoryRecord } | 'failed'

/**
 * The record, restored once the run's journey results are read and its verdict made, in a run
 * that read results for at least one job; read compactly (record.ts), so that it costs little on
 * top of a large answer's leftovers. A store that fails is one warning (then nothing is saved
 * either); a restored text that is no record, one warning (then this run's record replaces it).
 * Undefined when cancelled.
 */
export async function restoreHistory(options: HistoryOptions, seams: { signal?: AbortSignal; warning?(message: string): void }): Promise<Restored | undefined> {
  const { store } = options
  const signal = seams.signal ?? new AbortController().signal
  const warning = (message: string) => seams.warning?.(message)
  try {
    const found = await store.restore(signal)
    return { record: found === undefined ? undefined : readRecord(found.text, found.from, store, warning) }
  } catch (error) {
    if (signal.aborted) return undefined
    warning(`The history could not be read from ${store.where}: ${messageOf(error).replace(/\.$/, '')}; no comparison, and nothing saved.`)
    return 'failed'
  }
}

/**
 * The ending of a run that reached rule 9 with every job final, with its history when it keeps one
 * (contract: "Which runs take part": its results read for at least one job): this run compared
 * with the record's newest run, `fail-on: new` applied, the record saved with this run appended
 * (as it ended). Undefined when the run was cancelled while its history was saved (a cancel while
 * fetching the results).
 */
export async function endWithHistory(
  options: HistoryOptions | undefined,
  restored: Restored | undefined,
  run: { results?: readonly JobResults[]; plan: boolean; exitCode: ExitCode; message: string },
  seams: { signal?: AbortSignal; warning?(message: string): void; notice?(message: string): void }
): Promise<HistoryEnding | undefined> {
  const { results } = run
  if (options === undefined || restored === undefined || results === undefined || results.every((job) => job.journeys === undefined)) {
    return { exitCode: run.exitCode, message: run.message }
  }
  const signal = seams.signal ?? new AbortController().signal
  const warning = (message: string) => seams.warning?.(message)
  const record = restored === 'failed' ? undefined : restored.record
  const thisRun = recordedRun(results, run.plan, { at: (options.now ?? (() => new Date()))(), exitCode: run.exitCode, place: options.place })
  const comparison = compareWithRecord(record, thisRun)
  if (comparison) markJourneys(results, run.plan, comparison)
  const ending: HistoryEnding = { exitCode: run.exitCode, message: run.message, ...(comparison ? { comparison } : {}) }
  if (options.failOn === 'new') {
    const why = restored === 'failed' ? 'The history could not be read' : 'No earlier run to compare with'
    Object.assign(ending, gateOnNew({ ...run, results }, comparison, options.gateName, { warning, notice: (message) => seams.notice?.(`${why}: ${message}`) }))
  }
  thisRun.exitCode = ending.exitCode
  // A record saved after a failed restore would hide the history it could not read.
  if (restored === 'failed' || !options.store.saves) return ending
  const text = appendRun(record, thisRun)
  if (text === undefined) {
    warning(`This run is not recorded in the history: its journeys alone take more than ${MAX_RECORD_BYTES >> 20} MiB.`)
    return ending
  }
  try {
    await options.store.save(text, signal)
  } catch (error) {
    if (signal.aborted) return undefined
    warning(`The history could not be saved to ${options.store.where}: ${messageOf(error).replace(/\.$/, '')}.`)
  }
  return ending
}

/** Each failed or flaky journey of the results told what the comparison says of it: every front end reads it there. */
function markJourneys(results: readonly JobResults[], plan: boolean, comparison: Comparison): void {
  for (const job of results) {
    for (const journey of job.journeys ?? []) {
      // A journey a plan ran in several jobs: each run of it says what it did itself.
      const standing = standingOf(journey)
      if (standing !== 'failed' && standing !== 'flaky') continue
      const key = journeyKey(job, journey.id, plan)
      const still = comparison.stillFailing.get(key)
      const rate = comparison.rates.get(key)
      if (!comparison.newFailures.has(key) && still === undefined && rate === undefined) continue
      journey.history = {
        ...(standing === 'failed' && comparison.newFailures.has(key) ? { new: true } : {}),
        ...(standing === 'failed' && still ? { failingSince: { at: still.since, runs: still.runs } } : {}),
        ...(rate ? { rate } : {})
      }
    }
  }
}

/** A restored record's text; one that is no record is a warning, and replaced by this run's. */
function readRecord(text: string, from: string, store: RecordStore, warning: (message: string) => void): HistoryRecord | undefined {
  try {
    if (Buffer.byteLength(text) > MAX_RECORD_BYTES) throw new NotARecordError(`it is larger than ${MAX_RECORD_BYTES >> 20} MiB`)
    return parseRecord(text)
  } catch (error) {
    if (!(error instanceof NotARecordError)) throw error
    warning(`The history in ${from} is not a record (${error.message}): no comparison${store.saves ? '; this run\'s record replaces it' : ''}.`)
    return undefined
  }
}

/**
 * `fail-on: new` (contract: "A gate on what is new"): a run that rule 10 gives 2 because of
 * outcomes, in which every job that decides it had its results read and named a failed journey,
 * and in which every journey that failed also failed in the baseline, exits 0, with one warning
 * that names them and the baseline. Anything else keeps rule 10; without a baseline, one notice
 * says that the gate stayed strict.
 */
function gateOnNew(
  run: { results: readonly JobResults[]; plan: boolean; exitCode: ExitCode },
  comparison: Comparison | undefined,
  gateName: string,
  { warning, notice }: { warning(message: string): void; notice(message: string): void }
): Pick<HistoryEnding, 'exitCode' | 'message'> | undefined {
  if (run.exitCode !== ExitCode.PollingOrOutcome) return undefined
  if (comparison === undefined) {
    notice(`the gate stays strict (${gateName}).`)
    return undefined
  }
  // Every job that fails the run failed because of its journeys, and named them.
  const deciding = run.results.filter((job) => job.exitCode === ExitCode.PollingOrOutcome)
  const byOutcomes = run.results.every((job) => job.status === 'FINISHED') && deciding.every((job) => listJourneys([job], 'failed').length > 0)
  if (!byOutcomes || comparison.newFailures.size > 0) return undefined
  const failed = listJourneys(run.results, 'failed')
  const named = failed.slice(0, 20).map(({ name }) => JSON.stringify(shownTitle(name)))
  const more = failed.length > named.length ? ` and ${failed.length - named.length} more` : ''
  const journeys = failed.length === 1 ? '1 journey failed that already failed' : `${failed.length} journeys failed that already failed`
  const message = `${journeys} in ${describeRun(comparison.baseline)} (${named.join(', ')}${more}): none is new, so the gate passes (${gateName}).`
  warning(message)
  return { exitCode: ExitCode.Success, message }
}

