import * as core from '@actions/core'
import type { GoalRunResult } from '../goal/run-goal.js'
import type { PlanRunResult } from '../plan/run-plan.js'
import { messageOf } from '../shared/exit-codes.js'
import { TITLE, log } from './log.js'

/** A cell of a summary table: plain text, or a link with its text (the address itself by default); escaped here. */
export type SummaryCell = string | { link: string; text?: string }

/** One row of a summary's field table: a field and its value. */
export type SummaryRow = [field: string, value: SummaryCell]

/** A table of its own below the fields, such as one row per job of a plan. */
export interface SummaryTable {
  header: string[]
  rows: SummaryCell[][]
}

/** The job summary's rows of a goal run (the exit code row is added by the reporting path). */
export function goalSummaryRows(result: GoalRunResult): SummaryRow[] {
  return [
    ['Goal', result.goalId],
    ['Job', result.jobId ?? '—'],
    ['Status', result.state?.status ?? '—'],
    ['Outcome', result.state?.outcome ?? '—'],
    ['Execution', result.executionUrl ? { link: result.executionUrl } : '—'],
    ['Elapsed', formatDuration(result.elapsedMs)],
    ['Polls', String(result.polls)],
    ['Retries', String(result.retries)]
  ]
}

/**
 * The job summary's rows of a plan run, and its table of jobs: each job linked to its execution,
 * its goal when the service named it, its last status and outcome.
 */
export function planSummary(result: PlanRunResult): { rows: SummaryRow[]; table?: SummaryTable } {
  const rows: SummaryRow[] = [
    ['Plan', result.planId ?? '—'],
    ['Plan execution', result.planExecutionId ?? '—'],
    ['Jobs', String(result.jobs.length)],
    ['Status', result.deciding?.state?.status ?? '—'],
    ['Outcome', result.deciding?.state?.outcome ?? '—'],
    ['Elapsed', formatDuration(result.elapsedMs)],
    ['Polls', String(result.polls)],
    ['Retries', String(result.retries)]
  ]
  if (result.jobs.length === 0) return { rows }
  return {
    rows,
    table: {
      header: ['Job', 'Goal', 'Status', 'Outcome'],
      rows: result.jobs.map((job) => [
        { link: job.executionUrl, text: job.id },
        job.state?.goalId ?? '—',
        job.state?.status ?? '—',
        job.state?.outcome ?? '—'
      ])
    }
  }
}

/**
 * A heading with ✅ or ❌, the run's one-sentence message, a table of fields and, when given, a
 * table of its own; skipped without error where the runner offers no summary.
 */
export async function writeSummary(heading: string, succeeded: boolean, message: string, rows: SummaryRow[], table?: SummaryTable): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return
  const cell = (value: SummaryCell): string =>
    typeof value === 'string' ? escape(value) : `<a href="${escape(value.link)}">${escape(value.text ?? value.link)}</a>`
  const head = (names: string[]) => names.map((data) => ({ data, header: true }))
  try {
    const summary = core.summary
      .addHeading(`${succeeded ? '✅' : '❌'} ${escape(heading)}`, 3)
      .addRaw(`<p>${escape(message)}</p>`, true) // HTML, not Markdown: service text stays text
      .addTable([head(['Field', 'Value']), ...rows.map(([field, value]) => [escape(field), cell(value)])])
    if (table) summary.addTable([head(table.header), ...table.rows.map((row) => row.map(cell))])
    await summary.write()
  } catch (error) {
    log.warning(`Could not write the job summary: ${messageOf(error)}`, TITLE)
  }
}

/** "1 min 5 s", "12 s", "0.4 s". */
export function formatDuration(ms: number): string {
  const seconds = ms / 1000
  if (seconds < 10) return `${Math.round(seconds * 10) / 10} s`
  const whole = Math.round(seconds)
  const minutes = Math.floor(whole / 60)
  return minutes > 0 ? `${minutes} min ${whole % 60} s` : `${whole} s`
}

function escape(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string)
}
