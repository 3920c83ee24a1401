import { formatDuration } from '../shared/duration.js'
import { type ListedJourney, goalNameOf, listJourneys } from '../journeys/listing.js'
import { type JobResults, type Journey, finalRun, isFailed, shownTitle } from '../journeys/model.js'
import { type Comparison, comparisonCounts, describeRun } from '../history/compare.js'
import type { Reruns } from '../journeys/rerun.js'
import { log } from './log.js'
import { Output } from './outputs.js'
import { escapeHtml } from './summary.js'

// The action's words for a run's journeys (contract: "Journey results" and "Legible in every shape
// of run"): the annotations, the outputs, and the tables of the job summary and the comment. They
// all read one listing (journeys/listing.ts): failed first, then flaky, then the other outcomes,
// then what passed; each journey by one name. Only titles, ids, outcomes, durations and where a
// journey failed reach them; a title is cut at 200 characters where people read it.

/** Annotations of failed journeys before the one that says how many more: with the step's own error, GitHub shows 10. */
const ANNOTATED = 8
/** Flaky journeys the warning names at most. */
const FLAKY_NAMED = 20
/** Entries of `failed-journeys` at most. */
const LISTED = 50
/** Journey rows of the job summary at most, over the whole run. */
const SUMMARY_ROWS = 500
/** Bytes of journey rows at most, over the whole run: the whole summary stays under GitHub's 1 MiB per step. */
const SUMMARY_BYTES = 640 << 10
/** The longest outcome shown whole; an outcome is a word, but the service's word. */
const OUTCOME_SHOWN = 40

/**
 * How a run's journeys are shown: with a goal column (a plan's jobs run several goals), a job
 * column (several jobs, or re-runs) and a column of how often each failed (a run compared with its history).
 */
export interface JourneyColumns {
  goal: boolean
  job: boolean
  rate: boolean
}

/** The columns of a run's journey tables: the goal in plan mode; the job wherever a journey may have run in a job other than the run's one; the failure rate once the run had a baseline. */
export function journeyColumns(results: readonly JobResults[], plan: boolean): JourneyColumns {
  const journeys = results.flatMap((job) => job.journeys ?? [])
  return { goal: plan, job: plan || results.some((job) => job.rerunJobIds.length > 0), rate: journeys.some((journey) => journey.history?.rate !== undefined) }
}

/** What the history says of a failed journey, in its outcome cell and its annotation: `new`, or `failing since 2026-11-20 (8 runs)`. */
export function historyMark(journey: Journey): string | undefined {
  const { history } = journey
  if (history?.new) return 'new'
  return history?.failingSince && `failing since ${history.failingSince.at.slice(0, 10)} (${history.failingSince.runs} runs)`
}

/** A journey as an annotation's title names it: in plan mode with its goal (`<goal name>: <name>`). */
function annotationTitle({ job, name }: ListedJourney, columns: JourneyColumns): string {
  return shownTitle(columns.goal ? `${goalNameOf(job)}: ${name}` : name)
}

/**
 * One error annotation per failed journey, in the listing's order (at most 8, then one that says
 * how many more failed, pointing to the job summary only where it lists them): titled with the
 * journey's name, saying where it failed, linking the last job that ran it. Then one warning that
 * names the flaky journeys (those that failed and then passed when run again), up to 20.
 */
export function annotateJourneys(results: readonly JobResults[], mode: string, plan: boolean): void {
  const columns = journeyColumns(results, plan)
  const failed = listJourneys(results, 'failed')
  for (const listed of failed.slice(0, ANNOTATED)) {
    const run = finalRun(listed.journey)
    const mark = historyMark(listed.journey)
    log.error(`${shownTitle(run.outcome, OUTCOME_SHOWN)}${mark ? ` (${mark})` : ''}${run.where ? ` at ${shownTitle(run.where, 300)}` : ''}: ${run.executionUrl}`, annotationTitle(listed, columns))
  }
  if (failed.length > ANNOTATED) {
    const listedInSummary = failed.filter(inSummary(results, plan)).length
    const where = listedInSummary === failed.length ? 'the job summary lists them' : `the job summary lists ${listedInSummary} of them, the JUnit file all`
    log.error(`${failed.length - ANNOTATED} more ${failed.length - ANNOTATED === 1 ? 'journey' : 'journeys'} failed: ${where}.`, `Virtuoso QA ${mode}: ${failed.length} journeys failed`)
  }
  const flaky = listJourneys(results, 'flaky')
  if (flaky.length === 0) return
  const named = flaky.slice(0, FLAKY_NAMED).map((listed) => JSON.stringify(annotationTitle(listed, columns)))
  const more = flaky.length > FLAKY_NAMED ? ` and ${flaky.length - FLAKY_NAMED} more` : ''
  const them = flaky.length === 1 ? 'it passed' : 'they passed'
  log.warning(`Flaky: ${named.join(', ')}${more} failed, then ${them} when run again.`, `Virtuoso QA ${mode}: ${flaky.length} flaky ${flaky.length === 1 ? 'journey' : 'journeys'}`)
}

/**
 * The `failed-journeys` output: a JSON array of `{jobId, id, title, outcome}` for every journey
 * whose final outcome is FAIL or ERROR (at most 50), `[]` when none did; undefined when no job's
 * results could be read. `flaky-journeys` is the same list of the journeys that failed, then
 * passed; `new-failed-journeys` of the failed ones that are new (set only with a baseline).
 */
function journeysOutput(results: readonly JobResults[] | undefined, standing: 'failed' | 'flaky' | 'new'): string | undefined {
  if (results === undefined || results.every((job) => job.journeys === undefined)) return undefined
  const listed = standing === 'new' ? listJourneys(results, 'failed').filter(({ journey }) => journey.history?.new) : listJourneys(results, standing)
  const entries = listed
    .slice(0, LISTED)
    .map(({ job, journey }) => ({ jobId: job.jobId, id: journey.id, title: journey.title, outcome: finalRun(journey).outcome }))
  return JSON.stringify(entries)
}

/** How many of a job's journeys failed, when its results were read (the `jobs` output's `failedJourneys`). */
export function failedCount(job: JobResults | undefined): number | undefined {
  return job?.journeys && listJourneys([job], 'failed').length
}

/**
 * The outputs of a run's journeys, goal and plan modes alike: `failed-journeys`, `flaky-journeys`
 * and `rerun-job-ids` when the run could re-run, and, only once a baseline was compared (contract:
 * "History", outputs), `new-failed-journeys`, `fixed-journeys` and `baseline`.
 */
export function journeyOutputs({ results, reruns, comparison }: { results?: readonly JobResults[]; reruns?: Reruns; comparison?: Comparison }) {
  const baseline = comparison && (({ at, ref, sha, runId, url }) => ({ at, ref, sha, runId, url }))(comparison.baseline)
  return {
    [Output.FailedJourneys]: journeysOutput(results, 'failed'),
    [Output.FlakyJourneys]: reruns && journeysOutput(results, 'flaky'),
    [Output.RerunJobIds]: reruns && JSON.stringify(reruns.started.map((rerun) => rerun.id)),
    [Output.NewFailedJourneys]: comparison && (journeysOutput(results, 'new') ?? '[]'),
    [Output.FixedJourneys]: comparison && JSON.stringify(comparison.fixed.slice(0, LISTED).map(({ key, title }) => ({ key, title }))),
    [Output.Baseline]: baseline && JSON.stringify(baseline)
  }
}

/** The summary's journey rows: those that fit in 500 rows and the byte budget, in the listing's order. */
interface SummaryRows {
  notPassed: string[]
  passed: string[]
  /** The journeys that got a row. */
  shown: Set<ListedJourney['journey']>
  /** The journeys left out, by standing. */
  leftOut: Map<ListedJourney['standing'], number>
}

/**
 * The rows the job summary gives a run's journeys: the budget of 500 rows and 640 KiB is spent in
 * the listing's order (failed, flaky, other outcomes, then passed), so what failed is never left
 * out for what passed.
 */
function summaryRows(listing: readonly ListedJourney[], columns: JourneyColumns): SummaryRows {
  const rows: SummaryRows = { notPassed: [], passed: [], shown: new Set(), leftOut: new Map() }
  let bytesLeft = SUMMARY_BYTES
  for (const [i, listed] of listing.entries()) {
    const row = journeyRow(listed, columns)
    const bytes = Buffer.byteLength(row)
    if (rows.shown.size === SUMMARY_ROWS || bytes > bytesLeft) {
      for (const { standing } of listing.slice(i)) rows.leftOut.set(standing, (rows.leftOut.get(standing) ?? 0) + 1)
      break
    }
    ;(listed.standing === 'passed' ? rows.passed : rows.notPassed).push(row)
    rows.shown.add(listed.journey)
    bytesLeft -= bytes
  }
  return rows
}

/** Whether the job summary gives a journey a row: what a pointer to the summary may promise. */
export function inSummary(results: readonly JobResults[], plan: boolean): (listed: ListedJourney) => boolean {
  const { shown } = summaryRows(listJourneys(results), journeyColumns(results, plan))
  return (listed) => shown.has(listed.journey)
}

/**
 * The job summary's journeys (HTML; every text escaped), across all jobs: one table of every
 * journey that did not pass (failed, then flaky, then the other outcomes), the jobs not re-run and
 * why, then the passing journeys folded in one `<details>` block. At most 500 rows over the run,
 * then a line saying how many were left out.
 */
export function journeySections(results: readonly JobResults[], plan: boolean, reruns?: Reruns, comparison?: Comparison): string {
  const listing = listJourneys(results)
  if (listing.length === 0 && !reruns?.notRerun.length) return ''
  const columns = journeyColumns(results, plan)
  const rows = summaryRows(listing, columns)
  const passedCount = listing.filter((listed) => listed.standing === 'passed').length
  const parts: string[] = comparison ? [`<p>${comparedWith(comparison)}</p>`] : []
  if (rows.notPassed.length > 0) parts.push('<h4>Journeys that did not pass</h4>', tableOf(rows.notPassed, columns, true))
  else if (listing.length > 0 && passedCount === listing.length) parts.push(`<p>${passedCount === 1 ? 'The journey' : `All ${passedCount} journeys`} passed.</p>`)
  for (const { jobId, why } of reruns?.notRerun ?? []) parts.push(`<p>Not re-run: job ${escapeHtml(jobId)}, as ${escapeHtml(why)}.</p>`)
  if (rows.passed.length > 0) parts.push(`<details><summary>${passedCount === 1 ? '1 journey' : `${passedCount} journeys`} passed</summary>${tableOf(rows.passed, columns, false)}</details>`)
  const leftOut = [...rows.leftOut.values()].reduce((sum, n) => sum + n, 0)
  if (leftOut > 0) {
    const kinds = [...rows.leftOut].map(([standing, n]) => `${n} ${standing === 'other' ? 'of other outcomes' : standing}`).join(', ')
    parts.push(`<p>${leftOut} more journeys are left out here (${kinds}); the JUnit file lists them all.</p>`)
  }
  if (comparison) parts.push(...fixedBlock(comparison), ...chart(comparison))
  return parts.join('\n')
}

/** `Compared with <a>run #45 on main</a> (abc1234, 2026-11-27): 2 new failures, 3 still failing, 1 fixed`, as HTML. */
export function comparedWith(comparison: Comparison): string {
  const run = escapeHtml(describeRun(comparison.baseline))
  const { url } = comparison.baseline
  const baseline = url ? run.replace(/^run #[^ ]+( on [^ (]+)?/, (name) => `<a href="${escapeHtml(url)}">${name}</a>`) : run
  return `Compared with ${baseline}: ${escapeHtml(comparisonCounts(comparison))}`
}

/** The journeys the run fixed, folded: at most 50, then how many more. */
function fixedBlock(comparison: Comparison): string[] {
  const { fixed } = comparison
  if (fixed.length === 0) return []
  const items = fixed.slice(0, LISTED).map(({ title }) => `<li>${escapeHtml(shownTitle(title))}</li>`)
  const more = fixed.length > LISTED ? `<p>and ${fixed.length - LISTED} more</p>` : ''
  return [`<details><summary>${fixed.length === 1 ? '1 journey' : `${fixed.length} journeys`} fixed since ${escapeHtml(describeRun(comparison.baseline))}</summary><ul>${items.join('')}</ul>${more}</details>`]
}

/**
 * A Mermaid `xychart-beta` chart of the failed journeys of each run, oldest to newest, this run
 * last, labelled by run number (contract: with at least two runs). A fenced block of Markdown,
 * with blank lines around it so that it stands outside the summary's HTML.
 */
function chart(comparison: Comparison): string[] {
  const { chart: runs } = comparison
  if (runs.length < 2) return []
  const counts = runs.map((run) => run.failed)
  const labels = runs.map((run) => `"${run.label.replace(/["\\]/g, '')}"`)
  return [
    '',
    '```mermaid',
    'xychart-beta',
    '  title "Failed journeys, run by run"',
    `  x-axis [${labels.join(', ')}]`,
    `  y-axis "Failed journeys" 0 --> ${Math.max(1, ...counts)}`,
    `  bar [${counts.join(', ')}]`,
    '```',
    ''
  ]
}

/** A table of listed journeys, every text escaped: the pull-request comment's. */
export function journeyTable(listing: readonly ListedJourney[], columns: JourneyColumns): string {
  return tableOf(listing.map((listed) => journeyRow(listed, columns)), columns, true)
}

function tableOf(rows: readonly string[], columns: JourneyColumns, withWhere: boolean): string {
  const header = [
    'Journey',
    'Outcome',
    ...(withWhere ? ['Where it failed'] : []),
    ...(withWhere && columns.rate ? ['Failed in'] : []),
    ...(columns.goal ? ['Goal'] : []),
    ...(columns.job ? ['Job'] : []),
    'Duration'
  ]
  return `<table><tr>${header.map((name) => `<th>${name}</th>`).join('')}</tr>${rows.join('')}</table>`
}

/**
 * A journey's row: its name, its outcomes in order (`FAIL → PASS, flaky`), where it failed last,
 * its goal and the job that ran its last run (linked) where the run has those columns, its
 * duration; every text cut and escaped. A passing journey's row has no place of failure.
 */
function journeyRow({ job, journey, standing, name }: ListedJourney, columns: JourneyColumns): string {
  const run = finalRun(journey)
  // An outcome is the service's word: cut as a title is, so that no row can outgrow the summary.
  const mark = standing === 'flaky' ? 'flaky' : historyMark(journey)
  const outcomes = journey.runs.map((each) => shownTitle(each.outcome, OUTCOME_SHOWN)).join(' → ') + (mark ? `, ${mark}` : '')
  const rate = journey.history?.rate
  // Where it failed last: a flaky journey's failure is worth showing too.
  const where = journey.runs.findLast((each) => isFailed(each.outcome))?.where
  const rerun = run.jobId !== job.jobId
  const cells = [
    escapeHtml(shownTitle(name)),
    escapeHtml(outcomes),
    ...(standing === 'passed' ? [] : [where === undefined ? '' : escapeHtml(shownTitle(where, 300))]),
    ...(standing !== 'passed' && columns.rate ? [rate ? `${rate.failed} of the last ${rate.of} ${rate.of === 1 ? 'run' : 'runs'}` : ''] : []),
    ...(columns.goal ? [escapeHtml(shownTitle(goalNameOf(job)))] : []),
    ...(columns.job ? [`<a href="${escapeHtml(run.executionUrl)}">${escapeHtml(run.jobId)}</a>${rerun ? ` (re-run of ${escapeHtml(job.jobId)})` : ''}`] : []),
    escapeHtml(run.durationMs === undefined ? '—' : formatDuration(run.durationMs))
  ]
  return `<tr>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`
}
