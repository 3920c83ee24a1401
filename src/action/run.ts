import * as core from '@actions/core'
import { ExitCode, ToolError } from '../shared/exit-codes.js'
import { readCertificateInputs, runCertificateMode } from './certificate.js'
import { runGoalMode, readGoalInputs } from './goal.js'
import { Input, modeInput, requiredInput } from './inputs.js'
import { Output, setOutputs } from './outputs.js'

/**
 * The action: reads the inputs, runs the chosen mode, and reports. Returns the process exit
 * code (0–3), which `core.setFailed` alone could not give. Always sets the `exit-code` output.
 */
export async function run(signal: AbortSignal): Promise<ExitCode> {
  let exitCode: ExitCode
  try {
    // Masked first, so that no later line, even an error, can show it.
    const token = requiredInput(Input.Token)
    core.setSecret(token)
    const mode = modeInput()
    if (mode === 'goal') {
      exitCode = await runGoalMode(readGoalInputs(token), signal)
    } else {
      exitCode = await runCertificateMode(readCertificateInputs(token), signal)
    }
  } catch (error) {
    if (!(error instanceof ToolError)) throw error
    core.error(error.message, { title: 'Virtuoso QA' })
    exitCode = error.exitCode
  }
  setOutputs({ [Output.ExitCode]: String(exitCode) })
  return exitCode
}
