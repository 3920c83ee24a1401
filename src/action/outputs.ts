import * as core from '@actions/core'
import { messageOf } from '../shared/exit-codes.js'
import { TITLE, log } from './log.js'

/** The action's output names (action.yml). */
export const Output = {
  ExitCode: 'exit-code',
  JobId: 'job-id',
  Status: 'status',
  Outcome: 'outcome',
  ExecutionUrl: 'execution-url',
  ReportFile: 'report-file',
  GoalFile: 'goal-file',
  ArtifactId: 'artifact-id',
  PlanExecutionId: 'plan-execution-id',
  JobIds: 'job-ids',
  ExecutionUrls: 'execution-urls',
  Jobs: 'jobs',
  TimedOut: 'timed-out',
  JourneysTotal: 'journeys-total',
  JourneysPassed: 'journeys-passed',
  JourneysFailed: 'journeys-failed',
  JunitFile: 'junit-file',
  FailedJourneys: 'failed-journeys',
  FlakyJourneys: 'flaky-journeys',
  RerunJobIds: 'rerun-job-ids',
  NewFailedJourneys: 'new-failed-journeys',
  FixedJourneys: 'fixed-journeys',
  Baseline: 'baseline',
  CertificateId: 'certificate-id'
} as const

export type OutputName = (typeof Output)[keyof typeof Output]

/**
 * Sets the outputs that have a value; the only place that writes outputs. A GITHUB_OUTPUT that
 * cannot be written is a warning: it never stops a run, nor abandons a goal already started.
 */
export function setOutputs(outputs: Partial<Record<OutputName, string | undefined>>): void {
  for (const [name, value] of Object.entries(outputs)) {
    if (value === undefined) continue
    try {
      core.setOutput(name, value)
    } catch (error) {
      log.warning(`Could not set the output "${name}": ${messageOf(error)}`, TITLE)
    }
  }
}
