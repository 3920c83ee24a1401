import * as core from '@actions/core'
import type { GoalRunResult } from '../goal/run-goal.js'
import type { PlanRunResult } from '../plan/run-plan.js'
import { type JourneyCounts, countFailed, journeyTotals } from '../jobs/journeys.js'
import { exitCodeOf, isFinal, outcomeText } from '../jobs/verdict.js'
import { chosenCount } from '../journeys/choose.js'
import { type JobResults, shownTitle } from '../journeys/model.js'
import { type Reruns, rerunsOf } from '../journeys/rerun.js'
import type { JobState } from '../service/client.js'
import { formatDuration } from '../shared/duration.js'
import { ExitCode, messageOf } from '../shared/exit-codes.js'
import { TITLE, log } from './log.js'

/** A cell of a summary table: plain text, or a link with its text (the address itself by default); escaped here. */
export type SummaryCell = string | { link: string; text?: string }

/** One row of a summary's field table: a field and its value. */
export type SummaryRow = [field: string, value: SummaryCell]

/** A table of its own above the fields, such as one row per job of a plan. */
export interface SummaryTable {
  header: string[]
  rows: SummaryCell[][]
}

/**
 * The job summary's heading of a goal run: the goal by its name once the run fetched it (quoted, as
 * a certificate's), else by its id; a run of chosen journeys says so (`3 of 14 journeys chosen`).
 */
export function goalHeading(result: GoalRunResult): string {
  const goal = `Virtuoso QA goal ${result.goalName === undefined ? result.goalId : `"${shownTitle(result.goalName)}"`}`
  return result.chosen === undefined ? goal : `${goal}: ${chosenCount(result.chosen)}`
}

/**
 * The job summary's rows of a goal run (the exit code row is added by the reporting path):
 * what it ran and how it ended, then the counters; `timeoutSeconds` is the run's timeout.
 */
export function goalSummaryRows(result: GoalRunResult, timeoutSeconds = 0): SummaryRow[] {
  return [
    ['Goal', result.goalName === undefined ? result.goalId : `${shownTitle(result.goalName)} (${result.goalId})`],
    ['Job', jobCell(result.jobId, result.reruns)],
    ['Status', result.state?.status ?? '—'],
    ['Outcome', outcomeText(result.state)],
    ...waitRows(result, timeoutSeconds),
    ['Execution', result.executionUrl ? { link: result.executionUrl, text: `job ${result.jobId}` } : '—'],
    ['Elapsed', formatDuration(result.elapsedMs)],
    ['Polls', String(result.polls)],
    ['Retries', String(result.retries)]
  ]
}

/**
 * The rows of what a wait saw, where there is something to say: the journey counts, a timeout that
 * ran out, and result files that could not be written (a warning each, the exit code the goal's).
 */
function waitRows(result: { journeys?: JourneyCounts; timedOut: boolean; unwritten: string[] }, timeoutSeconds: number): SummaryRow[] {
  return [
    ...(result.journeys ? [['Journeys', journeyCell(result.journeys)] as SummaryRow] : []),
    ...(result.timedOut ? [['Timed out', `after ${formatDuration(timeoutSeconds * 1000)}, still running in the service`] as SummaryRow] : []),
    ...(result.unwritten.length > 0 ? [['Not written', `${result.unwritten.join(', ')} (see the warnings)`] as SummaryRow] : [])
  ]
}

/**
 * A job as the summary names it: its id, and its re-runs where it had any (`88715, re-run as 9001`):
 * the last of them stands for it in the verdict (contract: a re-run that decides the verdict is named).
 */
function jobCell(jobId: string | undefined, reruns: Reruns | undefined): string {
  if (jobId === undefined) return '—'
  const own = rerunsOf(reruns, jobId)
  return own.length === 0 ? jobId : `${jobId}, re-run as ${own.map((rerun) => rerun.id).join(', then ')}`
}

/** The counts per outcome: the CLIs' totals, and the journeys still running when there are any. */
export function journeyCell(journeys: JourneyCounts): string {
  return `${journeyTotals(journeys)}${journeys.RUNNING > 0 ? `, ${journeys.RUNNING} running` : ''}`
}

/**
 * The job summary's rows of a plan run, and its table of jobs: the jobs that did not pass first
 * (contract: "Failures lead"), each marked (jobMark), linked to its execution and naming its
 * re-runs, its goal by name (endpoint 7) and id when known, its last status and outcome, and its
 * journey counts when any job had them.
 */
export function planSummary(result: PlanRunResult, timeoutSeconds = 0): { rows: SummaryRow[]; table?: SummaryTable } {
  const rows: SummaryRow[] = [
    ['Plan', result.planId ?? '—'],
    ['Plan execution', result.planExecutionId ?? '—'],
    ['Jobs', String(result.jobs.length)],
    ['Status', result.deciding?.state?.status ?? '—'],
    ['Outcome', outcomeText(result.deciding?.state)],
    ...waitRows(result, timeoutSeconds),
    ['Elapsed', formatDuration(result.elapsedMs)],
    ['Polls', String(result.polls)],
    ['Retries', String(result.retries)]
  ]
  if (result.jobs.length === 0) return { rows }
  // Journeys per job, when any job counted them; a mark per job, when any job was seen (not so for `wait: false`).
  const journeys = result.journeys !== undefined
  const marked = result.jobs.some((job) => job.state !== undefined)
  const goals = new Map(result.results?.map((job, i) => [result.jobs[i]?.id, job]))
  // What did not pass first; the sort is stable, so job order within each.
  const jobs = [...result.jobs].sort((a, b) => Number(exitCodeOf(a.state) === ExitCode.Success) - Number(exitCodeOf(b.state) === ExitCode.Success))
  return {
    rows,
    table: {
      header: [...(marked ? ['Result'] : []), 'Job', 'Goal', 'Status', 'Outcome', ...(journeys ? ['Journeys'] : [])],
      rows: (marked ? jobs : result.jobs).map((job) => [
        ...(marked ? [jobMark(job.state)] : []),
        { link: job.executionUrl, text: jobCell(job.id, result.reruns) },
        goalCell(goals.get(job.id), job.state?.goalId),
        job.state?.status ?? '—',
        outcomeText(job.state),
        ...(journeys ? [job.journeys ? jobJourneys(job.journeys) : '—'] : [])
      ])
    }
  }
}

/** A plan job's journeys in few words, so that its row stays one line: `5 of 6 passed, 1 failed`; what is 0 left out. */
function jobJourneys(counts: JourneyCounts): string {
  const others: [number, string][] = [
    [countFailed(counts), 'failed'],
    [counts.SKIP, 'skipped'],
    [counts.NOT_REACHED, 'not reached'],
    [counts.RUNNING, 'running']
  ]
  return [`${counts.PASS} of ${counts.total} passed`, ...others.filter(([n]) => n > 0).map(([n, what]) => `${n} ${what}`)].join(', ')
}

/** A plan job's goal: by its name when endpoint 7 gave one (`Checkout (9008)`), else its id. */
function goalCell(results: JobResults | undefined, goalId: string | undefined): string {
  const id = results?.goalId ?? goalId
  if (id === undefined) return '—'
  return results?.goalName === undefined ? id : `${shownTitle(results.goalName)} (${id})`
}

/**
 * A job's mark in a plan's table, so that a failing row stands out: ✅ passed and ❌ failed (rule
 * 10 on its final state), ⏳ not final when the run ended, a dash when never seen.
 */
function jobMark(state: JobState | undefined): string {
  if (state === undefined) return '—'
  if (!isFinal(state)) return '⏳'
  return exitCodeOf(state) === ExitCode.Success ? '✅' : '❌'
}

/**
 * The verdict first, the counters last: a heading with ✅ or ❌, or for a run that only started a
 * goal or plan (`wait: false`) ▶️ and "started", not a tick that would read as "tests passed"; the
 * run's one-sentence message; what failed, when given: a table of its own (a plan's jobs) and HTML
 * of its own (escaped already: the journeys); then the table of fields, whose last rows are the
 * counters. Skipped without error where the runner offers no summary.
 */
export async function writeSummary(
  heading: string,
  verdict: 'passed' | 'failed' | 'started',
  message: string,
  rows: SummaryRow[],
  table?: SummaryTable,
  html?: string
): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return
  const cell = (value: SummaryCell): string =>
    typeof value === 'string' ? escapeHtml(value) : `<a href="${escapeHtml(value.link)}">${escapeHtml(value.text ?? value.link)}</a>`
  const head = (names: string[]) => names.map((data) => ({ data, header: true }))
  try {
    const summary = core.summary
      .addHeading(verdict === 'started' ? `▶️ ${escapeHtml(heading)} started` : `${verdict === 'passed' ? '✅' : '❌'} ${escapeHtml(heading)}`, 3)
      .addRaw(`<p>${escapeHtml(message)}</p>`, true) // HTML, not Markdown: service text stays text
    // What failed leads: the journeys, then the table of jobs, then the fields.
    if (html) summary.addRaw(html, true)
    if (table) summary.addTable([head(table.header), ...table.rows.map((row) => row.map(cell))])
    await summary.addTable([head(['Field', 'Value']), ...rows.map(([field, value]) => [escapeHtml(field), cell(value)])]).write()
  } catch (error) {
    log.warning(`Could not write the job summary: ${messageOf(error)}`, TITLE)
  }
}

/**
 * Text as HTML that stays on its line: `& < > "` as entities, and control characters (a line
 * break included) as spaces, so that service text can neither end the summary's HTML block (a
 * blank line would, and the rest would read as Markdown) nor break a table.
 */
export function escapeHtml(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[&<>"\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? ' ')
}
