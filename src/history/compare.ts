import { type HistoryRecord, type RecordedRun, type StoredRun, standingIn } from './record.js'

// The comparison of a run with the newest earlier run of its record, the baseline (contract:
// "History", "The comparison"): one home, read by every front end (the summary, the annotations,
// the comment, the outputs, the CLIs' lines).

/** A journey that fails in this run and in the baseline: since when, over how many runs (this one included). */
export interface StillFailing {
  since: string
  runs: number
}

/** How often a failed or flaky journey failed or was flaky, in the runs that ran it (that hold it, whatever its outcome): the record's and this one. */
export interface FailureRate {
  failed: number
  of: number
}

export interface Comparison {
  /** The record's newest run, without its journeys (the comparison keeps no record: a large one is freed once compared). */
  baseline: Omit<RecordedRun, 'journeys'>
  /** The record's runs and this one, oldest first, each by its label and how many journeys failed in it: what the chart shows. */
  chart: { label: string; failed: number }[]
  /** Keys of the journeys that failed in this run and, in the baseline, were absent or did not fail. */
  newFailures: Set<string>
  /** Keys of the journeys that failed in this run and in the baseline. */
  stillFailing: Map<string, StillFailing>
  /** Journeys that failed in the baseline and passed in this run (a flaky pass counts), in the baseline's order. */
  fixed: { key: string; title: string }[]
  /** Of each failed or flaky journey of this run. */
  rates: Map<string, FailureRate>
}

/**
 * Compares this run with the record's newest run; undefined without one (no record, or one with
 * no run).
 */
export function compareWithRecord(record: HistoryRecord | undefined, run: RecordedRun): Comparison | undefined {
  const baseline = record?.runs.at(-1)
  if (record === undefined || baseline === undefined) return undefined
  // This run as the record's runs are read: each journey's standing by key.
  const now: StoredRun = { run, journeys: new Map(Object.entries(run.journeys).map(([key, journey]) => [key, standingIn(journey)])), line: '' }
  const runs = [...record.runs, now]
  const newestFirst = [...record.runs].reverse()
  const chart = runs.map((each) => ({ label: runLabel(each.run), failed: [...each.journeys.values()].filter((standing) => standing === 'failed').length }))
  const comparison: Comparison = { baseline: baseline.run, chart, newFailures: new Set(), stillFailing: new Map(), fixed: [], rates: new Map() }
  for (const [key, standing] of now.journeys) {
    if (standing === 'failed') {
      if (baseline.journeys.get(key) === 'failed') comparison.stillFailing.set(key, stillFailing(key, newestFirst))
      else comparison.newFailures.add(key)
    }
    if (standing === 'failed' || standing === 'flaky') comparison.rates.set(key, failureRate(key, runs))
  }
  for (const [key, standing] of baseline.journeys) {
    // A flaky pass fixes; a journey this run skipped, did not reach or did not run does not.
    if (standing === 'failed' && run.journeys[key]?.outcome === 'PASS') comparison.fixed.push({ key, title: run.journeys[key].title })
  }
  return comparison
}

/** The unbroken sequence of failed runs, newest backwards, runs without the journey skipped over. */
function stillFailing(key: string, newestFirst: readonly StoredRun[]): StillFailing {
  let since = ''
  let runs = 1
  for (const { run, journeys } of newestFirst) {
    const standing = journeys.get(key)
    if (standing === undefined) continue
    if (standing !== 'failed') break
    since = run.at
    runs++
  }
  return { since, runs }
}

function failureRate(key: string, runs: readonly StoredRun[]): FailureRate {
  const ran = runs.flatMap(({ journeys }) => (journeys.has(key) ? [journeys.get(key)] : []))
  return { failed: ran.filter((standing) => standing === 'failed' || standing === 'flaky').length, of: ran.length }
}

/** Counts in words: `2 new failures, 3 still failing, 1 fixed`. */
export function comparisonCounts(comparison: Comparison): string {
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
  return `${plural(comparison.newFailures.size, 'new failure', 'new failures')}, ${comparison.stillFailing.size} still failing, ${comparison.fixed.length} fixed`
}

/** A run as a reader knows it: `run #45 on main (abc1234, 2026-11-27)`; a run of the CLIs (no run number): `the run of <at>`. */
export function describeRun(run: Omit<RecordedRun, 'journeys'>): string {
  if (run.runNumber === undefined) return `the run of ${run.at}`
  const details = [run.sha?.slice(0, 7), run.at.slice(0, 10)].filter((part) => part !== undefined && part !== '')
  const branch = run.ref === undefined ? '' : ` on ${run.ref.replace(/^refs\/(heads|tags)\//, '')}`
  return `run #${runLabel(run).slice(1)}${branch} (${details.join(', ')})`
}

/** A run's label in the chart: `#45`, `#45.2` for a second attempt; a run without a number, its date. */
export function runLabel(run: Omit<RecordedRun, 'journeys'>): string {
  if (run.runNumber === undefined) return run.at.slice(0, 10)
  return run.runAttempt !== undefined && run.runAttempt !== '1' ? `#${run.runNumber}.${run.runAttempt}` : `#${run.runNumber}`
}

