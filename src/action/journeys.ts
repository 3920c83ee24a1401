import { formatDuration } from '../shared/duration.js'
import { type JobResults, type Journey, type JourneyOfJob, failedJourneys, finalRun, flakyJourneys, isFailed, isFlaky, shownTitle } from '../journeys/model.js'
import type { Reruns } from '../journeys/rerun.js'
import { log } from './log.js'
import { escapeHtml } from './summary.js'

// The action's words for a run's journeys (contract: "Journey results"): the annotations, the
// outputs and the job summary's tables. Only titles, ids, outcomes, durations and where a journey
// failed reach them; each title is cut at 200 characters where people read it.

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
 * One error annotation per failed journey, in job then journey order (at most 8, then one that
 * says how many more failed): titled with the journey's title, saying where it failed, linking
 * the last job that ran it.
 */
export function annotateFailedJourneys(results: readonly JobResults[], mode: string): void {
  const failed = failedJourneys(results)
  for (const { journey } of failed.slice(0, ANNOTATED)) {
    const run = finalRun(journey)
    log.error(`${shownTitle(run.outcome, OUTCOME_SHOWN)}${run.where ? ` at ${shownTitle(run.where, 300)}` : ''}: ${run.executionUrl}`, shownTitle(journey.title))
  }
  if (failed.length > ANNOTATED) {
    log.error(`${failed.length - ANNOTATED} more journeys failed: the job summary lists them.`, `Virtuoso QA ${mode}: ${failed.length} journeys failed`)
  }
}

/**
 * One warning annotation that names the flaky journeys (contract: "Re-running failed journeys"):
 * those that failed and then passed when run again, up to 20.
 */
export function annotateFlakyJourneys(results: readonly JobResults[], mode: string): void {
  const flaky = flakyJourneys(results)
  if (flaky.length === 0) return
  const named = flaky.slice(0, FLAKY_NAMED).map(({ journey }) => JSON.stringify(shownTitle(journey.title)))
  const more = flaky.length > FLAKY_NAMED ? ` and ${flaky.length - FLAKY_NAMED} more` : ''
  const them = flaky.length === 1 ? 'it passed' : 'they passed'
  log.warning(`Flaky: ${named.join(', ')}${more} failed, then ${them} when run again.`, `Virtuoso QA ${mode}: ${flaky.length} flaky ${flaky.length === 1 ? 'journey' : 'journeys'}`)
}

/**
 * The `failed-journeys` output: a JSON array of `{jobId, id, title, outcome}` for every journey
 * whose final outcome is FAIL or ERROR (at most 50), `[]` when none did; undefined when no job's
 * results could be read. `flaky-journeys` is the same list of the journeys that failed, then passed.
 */
export function failedJourneysOutput(results: readonly JobResults[] | undefined, which: (jobs: readonly JobResults[]) => JourneyOfJob[] = failedJourneys): string | undefined {
  if (results === undefined || results.every((job) => job.journeys === undefined)) return undefined
  const entries = which(results)
    .slice(0, LISTED)
    .map(({ job, journey }) => ({ jobId: job.jobId, id: journey.id, title: journey.title, outcome: finalRun(journey).outcome }))
  return JSON.stringify(entries)
}

/** The `flaky-journeys` output, as `failed-journeys`. */
export const flakyJourneysOutput = (results: readonly JobResults[] | undefined): string | undefined => failedJourneysOutput(results, flakyJourneys)

/** The `rerun-job-ids` output: the re-run jobs' ids in the order they started, when the run read results and could re-run. */
export function rerunJobIdsOutput(reruns: Reruns | undefined): string | undefined {
  return reruns && JSON.stringify(reruns.ids)
}

/** How many of a job's journeys failed, when its results were read (the `jobs` output's `failedJourneys`). */
export function failedCount(job: JobResults | undefined): number | undefined {
  return job?.journeys && failedJourneys([job]).length
}

/**
 * The job summary's journeys of each job (HTML; every text escaped): a heading per job where
 * there are several, a table of the journeys that did not pass (outcome, title, where it failed,
 * duration), then the others folded in a `<details>` block. At most 500 rows over the run, then
 * a line saying how many were left out.
 */
export function journeySections(results: readonly JobResults[]): string {
  let rowsLeft = SUMMARY_ROWS
  let bytesLeft = SUMMARY_BYTES
  let leftOut = 0
  /** The rows of these journeys that fit: within 500 rows and the byte budget over the run. */
  const take = (journeys: Journey[], withWhere: boolean): string[] => {
    const rows: string[] = []
    for (const journey of journeys) {
      const row = journeyRow(journey, withWhere)
      const bytes = Buffer.byteLength(row)
      if (rowsLeft === 0 || bytes > bytesLeft) {
        leftOut += journeys.length - rows.length
        break
      }
      rows.push(row)
      rowsLeft--
      bytesLeft -= bytes
    }
    return rows
  }
  const sections = results.flatMap((job) => {
    // No results, or a job that ran no journey: nothing to show of it.
    if (job.journeys === undefined || job.journeys.length === 0) return []
    const heading = results.length > 1 ? [`<h4>Journeys of job ${escapeHtml(job.jobId)}</h4>`] : [`<h4>Journeys</h4>`]
    // What did not pass leads, and so do the flaky journeys (FAIL → PASS): they passed, but only when run again.
    const leads = (journey: Journey): boolean => finalRun(journey).outcome !== 'PASS' || isFlaky(journey)
    const notPassed = job.journeys.filter(leads)
    const passedJourneys = job.journeys.filter((journey) => !leads(journey))
    const failedRows = take(notPassed, true)
    const passedRows = take(passedJourneys, false)
    const parts = [...heading]
    if (failedRows.length > 0) parts.push(tableOf(failedRows, true))
    else if (notPassed.length === 0) parts.push(`<p>${job.journeys.length === 1 ? 'The journey' : `All ${job.journeys.length} journeys`} passed.</p>`)
    if (passedRows.length > 0) {
      parts.push(`<details><summary>${passedJourneys.length} passed</summary>${tableOf(passedRows, false)}</details>`)
    }
    return parts
  })
  if (leftOut > 0) sections.push(`<p>${leftOut} more journeys are left out here; the JUnit file lists them all.</p>`)
  return sections.join('\n')
}

/** A table of journeys (outcome, title, where it failed, duration), every text escaped: the job summary's, and the pull-request comment's. */
export function journeyTable(journeys: readonly Journey[], withWhere: boolean): string {
  return tableOf(journeys.map((journey) => journeyRow(journey, withWhere)), withWhere)
}

function tableOf(rows: readonly string[], withWhere: boolean): string {
  const header = ['Outcome', 'Journey', ...(withWhere ? ['Where it failed'] : []), 'Duration']
  return `<table><tr>${header.map((name) => `<th>${name}</th>`).join('')}</tr>${rows.join('')}</table>`
}

/** A journey's row: its outcomes in order (FAIL → PASS), its title, where it failed last, its duration; every text cut and escaped. */
function journeyRow(journey: Journey, withWhere: boolean): string {
  const run = finalRun(journey)
  // An outcome is the service's word: cut as a title is, so that no row can outgrow the summary.
  const outcomes = journey.runs.map((each) => shownTitle(each.outcome, OUTCOME_SHOWN)).join(' → ')
  // Where it failed last: a flaky journey's failure is worth showing too.
  const where = journey.runs.findLast((each) => isFailed(each.outcome))?.where
  const cells = [outcomes, shownTitle(journey.title), ...(withWhere ? [where === undefined ? '' : shownTitle(where, 300)] : []), duration(run.durationMs)]
  return `<tr>${cells.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`
}

function duration(ms: number | undefined): string {
  return ms === undefined ? '—' : formatDuration(ms)
}
