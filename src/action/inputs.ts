import * as core from '@actions/core'
import { UsageError } from '../shared/exit-codes.js'
import { checkHeaderValue, given, parseSeconds } from '../shared/parse.js'

/** The action's input names (action.yml), in one place next to their only reader. */
export const Input = {
  Mode: 'mode',
  Token: 'token',
  App2: 'app2',
  ApiUrl: 'api-url',
  UiUrl: 'ui-url',
  GoalId: 'goal-id',
  MaxRetryTime: 'max-retry-time',
  RetryDelayTime: 'retry-delay-time',
  PollInterval: 'poll-interval',
  Timeout: 'timeout',
  OutputDir: 'output-dir',
  UploadArtifact: 'upload-artifact',
  ArtifactName: 'artifact-name',
  RetentionDays: 'retention-days',
  Wait: 'wait',
  JobId: 'job-id',
  RerunFailed: 'rerun-failed',
  Journeys: 'journeys',
  PlanId: 'plan-id',
  EnvironmentId: 'environment-id',
  PlanExecutionId: 'plan-execution-id',
  JobIds: 'job-ids',
  CommentOnPr: 'comment-on-pr',
  GithubToken: 'github-token',
  History: 'history',
  FailOn: 'fail-on',
  CertificateFile: 'certificate-file',
  CertificateBase64: 'certificate-base64',
  CertificatePassword: 'certificate-password',
  WorkDir: 'work-dir',
  CertificateName: 'certificate-name',
  CertificateDescription: 'certificate-description',
  OrganizationId: 'organization-id'
} as const

/** The inputs of the two addresses, as a message names them. */
export const HOST_INPUTS = { apiUrl: `The input "${Input.ApiUrl}"`, uiUrl: `The input "${Input.UiUrl}"` }

const MODES = ['goal', 'plan', 'certificate'] as const
export type Mode = (typeof MODES)[number]

/** Inputs taken verbatim: a secret's surrounding blanks are part of it (contract: Inputs). */
const VERBATIM: readonly string[] = [Input.Token, Input.CertificatePassword]

/** The secret inputs: the tokens, the certificate's password and its content ("for a secret", contract: Inputs). */
const SECRETS: readonly string[] = [Input.Token, Input.GithubToken, Input.CertificatePassword, Input.CertificateBase64]

/**
 * Masks every secret input, whole and line by line, before any input is checked: the runner masks
 * only what comes from `secrets.*`, a value is masked in the log line by line, and a check that
 * refuses a value (a line break in a token) must not be the first line to show it.
 */
export function maskSecretInputs(): void {
  for (const name of SECRETS) {
    const value = given(core.getInput(name, { trimWhitespace: false }))
    if (value === undefined) continue
    const lines = value.split(/\r\n|\r|\n/)
    // A line with its blanks and without (the trimmed value is the one read): neither may show.
    const masks = new Set([value, ...lines, ...lines.map((line) => line.trim())])
    for (const mask of masks) if (mask.trim() !== '') core.setSecret(mask)
  }
}

/**
 * An input's value, without surrounding blanks except for the verbatim ones; undefined when
 * absent, empty or `unset` (the contract's rule for every input).
 */
export function optionalInput(name: string): string | undefined {
  return given(core.getInput(name, { trimWhitespace: !VERBATIM.includes(name) }))
}

/** An input that must be given; `why` ends the message that says it is missing (' in goal mode'). */
export function requiredInput(name: string, why: string): string {
  const value = optionalInput(name)
  if (value === undefined) throw new UsageError(`The input "${name}" is required${why}.`)
  return value
}

/** `true`/`false` in any case; anything else is a usage error. */
export function booleanInput(name: string, fallback: boolean): boolean {
  const value = optionalInput(name)?.trim().toLowerCase()
  if (value === undefined) return fallback
  if (value === 'true' || value === 'false') return value === 'true'
  throw new UsageError(`The input "${name}" must be true or false, not "${core.getInput(name)}".`)
}

export function secondsInput(name: string, fallback: number): number {
  const value = optionalInput(name)
  return value === undefined ? fallback : parseSeconds(`The input "${name}"`, value)
}

/** A whole number of 1 or more; undefined when not given. */
export function countInput(name: string, what: string): number | undefined {
  const value = optionalInput(name)
  if (value === undefined) return undefined
  if (!/^\d+$/.test(value) || Number(value) < 1) {
    throw new UsageError(`The input "${name}" must be a whole number of ${what}, 1 or more, not "${value}".`)
  }
  return Number(value)
}

export function modeInput(): Mode {
  const mode = requiredInput(Input.Mode, ': goal, plan or certificate').toLowerCase()
  const known = MODES.find((each) => each === mode)
  if (known === undefined) throw new UsageError(`The input "mode" must be goal, plan or certificate, not "${mode}".`)
  return known
}

/**
 * The access token, verbatim; one of only blanks is as good as none (contract: Inputs), and a
 * secret that is not set reaches the action as an empty value. It goes into a header: see checkHeaderValue.
 */
export function tokenInput(): string {
  const token = optionalInput(Input.Token)
  if (token === undefined || token.trim() === '') {
    throw new UsageError(`The input "${Input.Token}" is required${token === undefined ? '' : ', not blank'} (a secret that is not set gives an empty value).`)
  }
  return checkHeaderValue(`The input "${Input.Token}"`, token)
}
