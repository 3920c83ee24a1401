import { type Tuning, readGoalInputs, runGoalMode } from './goal.js'
import { maskSecretInputs, modeInput, tokenInput } from './inputs.js'
import { readPlanInputs, runPlanMode } from './plan.js'
import { checkProxySettings } from '../service/proxy.js'
import { type Ending, endingOf, report } from './report.js'

/**
 * The action: reads the inputs, runs the chosen mode, and reports whatever ended it through the
 * one reporting path. Returns the process exit code (0–3), which `core.setFailed` alone could not
 * give; never throws. `tuning` shortens the contract's bounds for tests.
 */
export async function runAction(signal: AbortSignal, tuning: Tuning = {}): Promise<number> {
  let ending: Ending
  try {
    // Masked first, so that no later line, even an error, can show it.
    maskSecretInputs()
    const token = tokenInput()
    const mode = modeInput()
    // Every mode makes requests: a proxy address that is no URL stops the run before any (contract: "Checked before anything starts").
    checkProxySettings(process.env)
    if (mode === 'goal') {
      ending = await runGoalMode(readGoalInputs(token), signal, tuning)
    } else if (mode === 'plan') {
      ending = await runPlanMode(readPlanInputs(token), signal, tuning)
    } else {
      // Loaded for certificate mode only (the PKCS#12 reader, the NSS writer, node-forge's RC2): a
      // goal run, the common one, does not compile them at start.
      const { readCertificateInputs, runCertificateMode } = await import('./certificate.js')
      ending = await runCertificateMode(await readCertificateInputs(token), signal, tuning.limits)
    }
  } catch (error) {
    ending = endingOf(error)
  }
  return report(ending)
}
