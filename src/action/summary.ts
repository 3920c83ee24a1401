import * as core from '@actions/core'
import type { GoalRunResult } from '../goal/run-goal.js'
import type { PlanRunResult } from '../plan/run-plan.js'
import { type JourneyCounts, journeyTotals } from '../jobs/journeys.js'
import { exitCodeOf, isFinal, outcomeText } from '../jobs/verdict.js'
import { shownTitle } from '../journeys/model.js'
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

/** The job summary's heading of a goal run: the goal by its name once the run fetched it (quoted, as a certificate's), else by its id. */
export function goalHeading(result: GoalRunResult): string {
  return `Virtuoso QA goal ${result.goalName === undefined ? result.goalId : `"${shownTitle(result.goalName)}"`}`
}

/**
 * The job summary's rows of a goal run (the exit code row is added by the reporting path):
 * what it ran and how it ended, then the counters; `timeoutSeconds` is the run's timeout.
 */
export function goalSummaryRows(result: GoalRunResult, timeoutSeconds = 0): SummaryRow[] {
  return [
    ['Goal', result.goalName === undefined ? result.goalId : `${shownTitle(result.goalName)} (${result.goalId})`],
    ['Job', result.jobId ?? '—'],
    ['Status', result.state?.status ?? '—'],
    ['Outcome', outcomeText(result.state)],
    ...waitRows(result, timeoutSeconds),
    ['Execution', result.executionUrl ? { link: result.executionUrl } : '—'],
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

/** The counts per outcome: the CLIs' totals, and the journeys still running when there are any. */
export function journeyCell(journeys: JourneyCounts): string {
  return `${journeyTotals(journeys)}${journeys.RUNNING > 0 ? `, ${journeys.RUNNING} running` : ''}`
}

/**
 * The job summary's rows of a plan run, and its table of jobs: each job marked (jobMark), linked to
 * its execution, its goal id when the service named it (a plan run fetches no goal, so knows no
 * name), its last status and outcome, and its journey counts when any job had them.
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
  return {
    rows,
    table: {
      header: [...(marked ? ['Result'] : []), 'Job', 'Goal', 'Status', 'Outcome', ...(journeys ? ['Journeys'] : [])],
      rows: result.jobs.map((job) => [
        ...(marked ? [jobMark(job.state)] : []),
        { link: job.executionUrl, text: job.id },
        job.state?.goalId ?? '—',
        job.state?.status ?? '—',
        outcomeText(job.state),
        ...(journeys ? [job.journeys ? journeyCell(job.journeys) : '—'] : [])
      ])
    }
  }
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
    if (table) summary.addTable([head(table.header), ...table.rows.map((row) => row.map(cell))])
    if (html) summary.addRaw(html, true)
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
