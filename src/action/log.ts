import * as core from '@actions/core'
import { inert } from '../shared/inert.js'

// The action's log: every line goes through inert(), so that text from the service can never
// become a workflow command. Annotations are one sentence each, with the mode's title.

export const log = {
  info: (line: string): void => core.info(inert(line)),
  notice: (line: string, title: string): void => core.notice(inert(line), { title }),
  warning: (line: string, title: string): void => core.warning(inert(line), { title }),
  error: (line: string, title: string): void => core.error(inert(line), { title }),
  startGroup: (name: string): void => core.startGroup(inert(name)),
  endGroup: (): void => core.endGroup(),
  /**
   * Shown only with debug logging on (ACTIONS_STEP_DEBUG): details such as a stack trace, and a
   * line per request to the service. Each line is made inert; a stack trace keeps its line breaks,
   * which the debug command carries escaped (%0A), so that none of its lines is read as a command.
   */
  debug: (text: string): void => core.debug(text.split('\n').map(inert).join('\n'))
}

/** The annotation title of the action's failures before a mode starts, and of unexpected errors. */
export const TITLE = 'Virtuoso QA'
