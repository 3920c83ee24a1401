import * as core from '@actions/core'

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
  CertificateId: 'certificate-id'
} as const

type OutputName = (typeof Output)[keyof typeof Output]

/** Sets the outputs that have a value; the only place that writes outputs. */
export function setOutputs(outputs: Partial<Record<OutputName, string | undefined>>): void {
  for (const [name, value] of Object.entries(outputs)) {
    if (value !== undefined) core.setOutput(name, value)
  }
}
