import { ExitCode, ToolError, messageOf } from '../shared/exit-codes.js'
import { TITLE, log } from './log.js'
import { Output, setOutputs } from './outputs.js'
import { type SummaryRow, type SummaryTable, writeSummary } from './summary.js'

/** How a run ended, whatever ended it: what the one reporting path needs. */
export interface Ending {
  exitCode: ExitCode
  /** One sentence: what happened, or why it failed. */
  message: string
  /** The annotation's title. */
  title: string
  /**
   * `started`: the run started a goal or plan and did not wait (`wait: false`): no verdict to show.
   * `table` and `html`: what failed, above the fields: a table of its own (a plan's jobs) and blocks
   * of HTML, escaped already (the journeys).
   */
  summary: { heading: string; rows: SummaryRow[]; table?: SummaryTable; started?: boolean; html?: string }
}

/**
 * The one reporting path of the action (contract: "Every ending is reported the same way"): the
 * `exit-code` output, the message (an error annotation when the run failed), the job summary, and
 * the exit code for the process. Neither a failed output nor a failed summary stops it.
 */
export async function report(ending: Ending): Promise<ExitCode> {
  setOutputs({ [Output.ExitCode]: String(ending.exitCode) })
  if (ending.exitCode === ExitCode.Success) log.info(ending.message)
  else log.error(ending.message, ending.title)
  const verdict = ending.exitCode !== ExitCode.Success ? 'failed' : ending.summary.started ? 'started' : 'passed'
  await writeSummary(ending.summary.heading, verdict, ending.message, [
    ...ending.summary.rows,
    ['Exit code', String(ending.exitCode)]
  ], ending.summary.table, ending.summary.html)
  return ending.exitCode
}

/**
 * The ending of a run stopped by an error: a ToolError (a usage error, a local fault) says its
 * own sentence and exit code; anything else is an unexpected error, exit 1, its stack trace in
 * the debug log only.
 */
export function endingOf(error: unknown): Ending {
  const summary = { heading: 'Virtuoso QA', rows: [] }
  if (error instanceof ToolError) return { exitCode: error.exitCode, message: error.message, title: TITLE, summary }
  log.debug(error instanceof Error ? (error.stack ?? error.message) : String(error))
  const message = `Unexpected error: ${messageOf(error)}`
  return { exitCode: ExitCode.Failure, message: /[.!?]$/.test(message) ? message : `${message}.`, title: TITLE, summary }
}
