import { type GoalRunOptions, type GoalRunResult, type JobState, checkJobToWaitFor, runGoal } from '../goal/run-goal.js'
import type { Limits } from '../service/client.js'
import type { Clock } from '../shared/clock.js'
import { ExitCode } from '../shared/exit-codes.js'
import { resolveHosts } from '../service/hosts.js'
import { uploadResults } from './artifact.js'
import { Input, booleanInput, countInput, optionalInput, requiredInput, secondsInput } from './inputs.js'
import { TITLE as ACTION_TITLE, log } from './log.js'
import { Output, setOutputs } from './outputs.js'
import type { Ending } from './report.js'
import { goalSummaryRows } from './summary.js'

/** The title of this mode's annotations. */
const TITLE = 'Virtuoso QA goal'

export interface GoalInputs {
  run: GoalRunOptions
  uploadArtifact: boolean
  artifactName?: string
  /** Days the artifact is kept; undefined: the repository's setting. */
  retentionDays?: number
}

/** The contract's bounds, which tests shorten (its figures are the defaults), and the time, which tests fake. */
export interface Tuning {
  limits?: Partial<Limits>
  artifactDeadlineMs?: number
  /** What the goal run reads the time from and waits on; default the system's. */
  clock?: Clock
}

/** Maps the goal-mode inputs onto the goal run's options (contract: Inputs). */
export function readGoalInputs(token: string): GoalInputs {
  const app2 = booleanInput(Input.App2, false)
  const jobId = optionalInput(Input.JobId)
  const wait = booleanInput(Input.Wait, true)
  checkJobToWaitFor(jobId, wait, { jobId: `The input "${Input.JobId}"`, noWait: `${Input.Wait}: false` })
  return {
    run: {
      token,
      goalId: requiredInput(Input.GoalId, ' in goal mode'),
      ...resolveHosts(app2, { apiUrl: optionalInput(Input.ApiUrl), uiUrl: optionalInput(Input.UiUrl) }),
      maxRetryTimeSeconds: secondsInput(Input.MaxRetryTime, 300),
      retryDelaySeconds: secondsInput(Input.RetryDelayTime, 10),
      pollIntervalSeconds: secondsInput(Input.PollInterval, 2),
      jobId,
      wait,
      outputDir: optionalInput(Input.OutputDir) ?? process.env.GITHUB_WORKSPACE ?? process.cwd()
    },
    uploadArtifact: booleanInput(Input.UploadArtifact, true),
    artifactName: optionalInput(Input.ArtifactName),
    retentionDays: countInput(Input.RetentionDays, 'days')
  }
}

/**
 * Goal mode: runs the goal with a quiet log (a line per change, inside a group), sets the
 * job's outputs as soon as it starts, then the rest and the artifact; returns how it ended.
 */
export async function runGoalMode(inputs: GoalInputs, signal: AbortSignal, tuning: Tuning = {}): Promise<Ending> {
  let last: JobState | undefined
  let grouped = false
  const result = await runGoal(
    { ...inputs.run, limits: tuning.limits, debug: log.debug },
    {
      signal,
      clock: tuning.clock,
      events: {
        job({ id, executionUrl, attached }) {
          // Early, so that a later step has them even if this one is cancelled.
          setOutputs({ [Output.JobId]: id, [Output.ExecutionUrl]: executionUrl })
          const what = attached ? `Waiting for job ${id} of goal ${inputs.run.goalId}` : `Goal ${inputs.run.goalId} started as job ${id}`
          log.notice(`${what}: ${executionUrl}`, ACTION_TITLE)
        },
        waiting(jobId) {
          log.startGroup(`Waiting for job ${jobId}`)
          grouped = true
        },
        polled(state, poll) {
          if (last && last.status === state.status && last.outcome === state.outcome) return
          last = state
          log.info(`Status ${state.status}, outcome ${state.outcome} (poll ${poll})`)
        },
        retrying(retry) {
          log.info(
            `The status request failed: ${retry.reason}; retrying in ${retry.waitSeconds} s ` +
              `(${Math.round(retry.elapsedSeconds)} of ${retry.maxRetryTimeSeconds} s of retry time used)`
          )
        },
        warning: (message) => log.warning(message, TITLE)
      }
    }
  )
  if (grouped) log.endGroup()

  setOutputs({
    [Output.Status]: result.state?.status,
    [Output.Outcome]: result.state?.outcome,
    [Output.ReportFile]: result.reportFile,
    [Output.GoalFile]: result.goalFile
  })
  if (!result.cancelled && (result.reportFile || result.goalFile) && (await uploadArtifact(inputs, result, signal, tuning))) {
    // The contract's cancel table: a cancel during the upload abandons it, and the run exits 3.
    Object.assign(result, { exitCode: ExitCode.NotFinished, message: `Cancelled while uploading the artifact of job ${result.jobId}.` })
  }
  if (result.executionUrl) log.info(`Execution link: ${result.executionUrl}`)
  return {
    exitCode: result.exitCode,
    message: result.message,
    title: TITLE,
    summary: { heading: `Virtuoso QA goal ${result.goalId}`, rows: goalSummaryRows(result) }
  }
}

/** Uploads the files as the artifact; resolves true when the run was cancelled before or during the upload. */
async function uploadArtifact(inputs: GoalInputs, result: GoalRunResult, signal: AbortSignal, tuning: Tuning): Promise<boolean> {
  if (!inputs.uploadArtifact) {
    log.info('Artifact upload is off (upload-artifact: false); the files stay in the output directory.')
    return false
  }
  // No request after the signal: a cancel that came as the goal run ended starts no upload.
  if (signal.aborted) return true
  const files = [result.reportFile, result.goalFile].filter((file): file is string => file !== undefined)
  const name = inputs.artifactName ?? `virtuoso-goal-${result.jobId}`
  const artifactId = await uploadResults(name, files, inputs.run.outputDir, {
    signal,
    deadlineMs: tuning.artifactDeadlineMs,
    retentionDays: inputs.retentionDays
  })
  if (artifactId !== undefined) setOutputs({ [Output.ArtifactId]: String(artifactId) })
  return signal.aborted
}
