import * as core from '@actions/core'
import type { GoalRunResult } from '../goal/run-goal.js'
import { ExitCode } from '../shared/exit-codes.js'

/** The job summary of a goal run; skipped without error where the runner offers none. */
export async function writeGoalSummary(result: GoalRunResult): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return
  const icon = result.exitCode === ExitCode.Success ? '✅' : '❌'
  const link = result.executionUrl ? `<a href="${escape(result.executionUrl)}">${escape(result.executionUrl)}</a>` : '—'
  const rows: [string, string][] = [
    ['Goal', escape(result.goalId)],
    ['Job', escape(result.jobId ?? '—')],
    ['Status', escape(result.state?.status ?? '—')],
    ['Outcome', escape(result.state?.outcome ?? '—')],
    ['Execution', link],
    ['Elapsed', formatDuration(result.elapsedMs)],
    ['Polls', String(result.polls)],
    ['Retries', String(result.retries)],
    ['Exit code', String(result.exitCode)]
  ]
  try {
    await core.summary
      .addHeading(`${icon} Virtuoso QA goal ${escape(result.goalId)}`, 3)
      .addRaw(escape(result.message), true)
      .addTable([
        [
          { data: 'Field', header: true },
          { data: 'Value', header: true }
        ],
        ...rows
      ])
      .write()
  } catch (error) {
    core.warning(`Could not write the job summary: ${error instanceof Error ? error.message : String(error)}`)
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
