import * as core from '@actions/core'
import { type GoalRunOptions, type GoalRunResult, type JobState, runGoal } from '../goal/run-goal.js'
import { ExitCode } from '../shared/exit-codes.js'
import { resolveHosts } from '../service/hosts.js'
import { uploadResults } from './artifact.js'
import { Input, booleanInput, optionalInput, requiredInput, secondsInput } from './inputs.js'
import { Output, setOutputs } from './outputs.js'
import { writeGoalSummary } from './summary.js'

export interface GoalInputs {
  run: GoalRunOptions
  uploadArtifact: boolean
  artifactName?: string
}

/** Maps the goal-mode inputs onto the goal run's options (contract: Inputs). */
export function readGoalInputs(token: string): GoalInputs {
  const app2 = booleanInput(Input.App2, false)
  return {
    run: {
      token,
      goalId: requiredInput(Input.GoalId, ' in goal mode'),
      ...resolveHosts(app2, { apiUrl: optionalInput(Input.ApiUrl), uiUrl: optionalInput(Input.UiUrl) }),
      maxRetryTimeSeconds: secondsInput(Input.MaxRetryTime, 300),
      retryDelaySeconds: secondsInput(Input.RetryDelayTime, 10),
      pollIntervalSeconds: secondsInput(Input.PollInterval, 2),
      outputDir: optionalInput(Input.OutputDir) ?? process.env.GITHUB_WORKSPACE ?? process.cwd()
    },
    uploadArtifact: booleanInput(Input.UploadArtifact, true),
    artifactName: optionalInput(Input.ArtifactName)
  }
}

/**
 * Goal mode: runs the goal with a quiet log (a line per change, inside a group), sets the
 * job's outputs as soon as it starts, then the rest, the artifact and the job summary.
 */
export async function runGoalMode(inputs: GoalInputs, signal: AbortSignal): Promise<ExitCode> {
  let last: JobState | undefined
  let grouped = false
  const result = await runGoal(inputs.run, {
    signal,
    events: {
      started(jobId, executionUrl) {
        // Early, so that a later step has them even if this one is cancelled.
        setOutputs({ [Output.JobId]: jobId, [Output.ExecutionUrl]: executionUrl })
        core.notice(`Goal ${inputs.run.goalId} started as job ${jobId}: ${executionUrl}`, { title: 'Virtuoso QA' })
        core.startGroup(`Waiting for job ${jobId}`)
        grouped = true
      },
      polled(state, poll) {
        if (last && last.status === state.status && last.outcome === state.outcome) return
        last = state
        core.info(`Status ${state.status}, outcome ${state.outcome} (poll ${poll})`)
      },
      retrying(retry) {
        core.info(
          `${retry.reason}; retrying in ${retry.waitSeconds} s ` +
            `(${Math.round(retry.elapsedSeconds)} of ${retry.maxRetryTimeSeconds} s of retry time used)`
        )
      },
      warning: (message) => core.warning(message)
    }
  })
  if (grouped) core.endGroup()

  setOutputs({
    [Output.Status]: result.state?.status,
    [Output.Outcome]: result.state?.outcome,
    [Output.ReportFile]: result.reportFile,
    [Output.GoalFile]: result.goalFile
  })
  if (!result.cancelled && (result.reportFile || result.goalFile)) {
    await uploadArtifact(inputs, result)
  }
  await writeGoalSummary(result)
  report(result)
  return result.exitCode
}

async function uploadArtifact(inputs: GoalInputs, result: GoalRunResult): Promise<void> {
  if (!inputs.uploadArtifact) {
    core.notice('Artifact upload is off (upload-artifact: false); the files stay in the output directory.')
    return
  }
  const files = [result.reportFile, result.goalFile].filter((file): file is string => file !== undefined)
  const name = inputs.artifactName ?? `virtuoso-goal-${result.jobId}`
  const artifactId = await uploadResults(name, files, inputs.run.outputDir)
  if (artifactId !== undefined) setOutputs({ [Output.ArtifactId]: String(artifactId) })
}

function report(result: GoalRunResult): void {
  if (result.exitCode === ExitCode.Success) {
    core.info(result.message)
  } else {
    core.error(result.message, { title: 'Virtuoso QA goal' })
  }
  if (result.executionUrl) core.info(`Execution link: ${result.executionUrl}`)
}
