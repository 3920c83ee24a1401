import type { CacheStoreTuning } from './history-cache.js'
import type { Limits } from '../service/client.js'
import { resolveHosts } from '../service/hosts.js'
import type { Clock } from '../shared/clock.js'
import type { WaitEnding } from '../jobs/ending.js'
import { type JourneyCounts, countFailed, journeyProgress } from '../jobs/journeys.js'
import { type Retry, retryText } from '../jobs/watch.js'
import type { JobState } from '../service/client.js'
import { readRerunRounds } from '../journeys/rerun.js'
import { uploadResults } from './artifact.js'
import { HOST_INPUTS, Input, booleanInput, countInput, optionalInput, secondsInput } from './inputs.js'
import { log } from './log.js'
import { noteResultFiles } from './written-files.js'
import { Output, type OutputName, setOutputs } from './outputs.js'
import { ExitCode } from '../shared/exit-codes.js'

// What goal mode and plan mode share in the action: the inputs of waiting for jobs, the quiet log
// of their polls, and the artifact of their results.

/** The contract's bounds, which tests shorten (its figures are the defaults), and the time, which tests fake. */
export interface Tuning {
  limits?: Partial<Limits>
  artifactDeadlineMs?: number
  /** Each request's deadline of the pull-request comment, and the pages of comments it reads at most. */
  commentDeadlineMs?: number
  commentPages?: number
  /** What the runs read the time from and wait on; default the system's. */
  clock?: Clock
  /** The history's deadlines in the Actions cache (tests shorten them). */
  history?: CacheStoreTuning
}

/** The inputs of both modes that wait for jobs (contract: Inputs; plan mode). */
export function readWaitInputs() {
  const wait = booleanInput(Input.Wait, true)
  return {
    ...resolveHosts(booleanInput(Input.App2, false), { apiUrl: optionalInput(Input.ApiUrl), uiUrl: optionalInput(Input.UiUrl) }, HOST_INPUTS),
    maxRetryTimeSeconds: secondsInput(Input.MaxRetryTime, 300),
    retryDelaySeconds: secondsInput(Input.RetryDelayTime, 10),
    pollIntervalSeconds: secondsInput(Input.PollInterval, 2),
    timeoutSeconds: secondsInput(Input.Timeout, 0),
    wait,
    rerunFailed: readRerunRounds(optionalInput(Input.RerunFailed), wait, { rerun: `The input "${Input.RerunFailed}"`, noWait: `${Input.Wait}: false` }),
    outputDir: optionalInput(Input.OutputDir) ?? process.env.GITHUB_WORKSPACE ?? process.cwd()
  }
}

export interface ArtifactInputs {
  uploadArtifact: boolean
  artifactName?: string
  /** Days the artifact is kept; undefined: the repository's setting. */
  retentionDays?: number
}

export function readArtifactInputs(): ArtifactInputs {
  return {
    uploadArtifact: booleanInput(Input.UploadArtifact, true),
    artifactName: optionalInput(Input.ArtifactName),
    retentionDays: countInput(Input.RetentionDays, 'days')
  }
}

/**
 * The log of a wait, kept readable at a 2-second poll (contract: goal mode, beyond the client):
 * inside one group, a line when a job's status or outcome changes, not one per poll, and a line
 * per retry. `prefix` names the job where there are several, and tells their lines apart.
 */
export function pollLog() {
  const last = new Map<string, string>()
  let grouped = false
  return {
    start(title: string): void {
      log.startGroup(title)
      grouped = true
    },
    polled(state: JobState, poll: number, prefix = ''): void {
      // A change of the journey counts is a change too.
      const journeys = state.journeys ? `, ${journeyProgress(state.journeys)}` : ''
      const line = `${prefix}Status ${state.status}, outcome ${state.outcome}${journeys}`
      if (last.get(prefix) === line) return
      last.set(prefix, line)
      log.info(`${line} (poll ${poll})`)
    },
    retrying(retry: Retry, prefix = ''): void {
      log.info(`${prefix}${retryText(retry, (seconds) => `${seconds} s`)}`)
    },
    end(): void {
      if (grouped) log.endGroup()
    }
  }
}

/**
 * The end of a goal or plan mode: the mode's `outputs` and those of the wait, a warning for each
 * result file that an earlier step of the job wrote (`owner` says what this step wrote them for,
 * `title` is the mode's), then the result files as one artifact (none after a cancel). A cancel during the upload abandons it and ends the run
 * with exit 3 (the contract's cancel table), in a message that names `what` was uploaded.
 */
export async function finishWait(
  result: WaitEnding,
  waited: boolean,
  outputs: Partial<Record<OutputName, string | undefined>>,
  artifact: { inputs: ArtifactInputs; name: string; files: (string | undefined)[]; dir: string; what: string; owner: string; title: string },
  signal: AbortSignal,
  tuning: Tuning
): Promise<{ exitCode: ExitCode; message: string }> {
  setOutputs({ ...outputs, ...waitOutputs(result, waited) })
  await noteResultFiles(artifact.files, artifact.owner, artifact.title)
  if (!result.cancelled && (await uploadArtifact(artifact.inputs, artifact.name, artifact.files, artifact.dir, signal, tuning))) {
    return { exitCode: ExitCode.NotFinished, message: `Cancelled while uploading the artifact of ${artifact.what}.` }
  }
  return { exitCode: result.exitCode, message: result.message }
}

/**
 * The outputs of a wait (contract: "The wait, visible and bounded"): `timed-out` once the run has
 * waited, and the journey counts when any status answer held them.
 */
function waitOutputs(result: { timedOut: boolean; journeys?: JourneyCounts }, waited: boolean) {
  const { journeys } = result
  return {
    [Output.TimedOut]: waited ? String(result.timedOut) : undefined,
    [Output.JourneysTotal]: journeys && String(journeys.total),
    [Output.JourneysPassed]: journeys && String(journeys.PASS),
    [Output.JourneysFailed]: journeys && String(countFailed(journeys))
  }
}

/**
 * Uploads the result files that were written as one artifact, named `artifactName` or
 * `defaultName`, and sets `artifact-id`; resolves true when the run was cancelled before or during
 * the upload (the contract's cancel table: the upload is abandoned and the run exits 3).
 */
async function uploadArtifact(
  inputs: ArtifactInputs,
  defaultName: string,
  files: (string | undefined)[],
  rootDirectory: string,
  signal: AbortSignal,
  tuning: Tuning
): Promise<boolean> {
  // None written: nothing to upload, and nothing to say of it.
  const written = files.filter((file): file is string => file !== undefined)
  if (written.length === 0) return false
  if (!inputs.uploadArtifact) {
    log.info('Artifact upload is off (upload-artifact: false); the files stay in the output directory.')
    return false
  }
  // No request after the signal: a cancel that came as the run ended starts no upload.
  if (signal.aborted) return true
  const artifactId = await uploadResults(inputs.artifactName ?? defaultName, written, rootDirectory, {
    signal,
    deadlineMs: tuning.artifactDeadlineMs,
    retentionDays: inputs.retentionDays
  })
  if (artifactId !== undefined) setOutputs({ [Output.ArtifactId]: String(artifactId) })
  return signal.aborted
}
