import * as core from '@actions/core'
import type { GoalRunResult } from '../goal/run-goal.js'
import { messageOf } from '../shared/exit-codes.js'
import { TITLE, log } from './log.js'

/** One row of a summary table: a field and its value, plain text or a link (escaped here). */
export type SummaryRow = [field: string, value: string | { link: string }]

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
 * A heading with ✅ or ❌, the run's one-sentence message and a table; skipped without error where
 * the runner offers no summary.
 */
export async function writeSummary(heading: string, succeeded: boolean, message: string, rows: SummaryRow[]): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return
  const cell = (value: SummaryRow[1]): string =>
    typeof value === 'string' ? escape(value) : `<a href="${escape(value.link)}">${escape(value.link)}</a>`
  try {
    await core.summary
      .addHeading(`${succeeded ? '✅' : '❌'} ${escape(heading)}`, 3)
      .addRaw(`<p>${escape(message)}</p>`, true) // HTML, not Markdown: service text stays text
      .addTable([
        [
          { data: 'Field', header: true },
          { data: 'Value', header: true }
        ],
        ...rows.map(([field, value]) => [escape(field), cell(value)])
      ])
      .write()
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
