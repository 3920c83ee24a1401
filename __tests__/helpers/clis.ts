import path from 'node:path'
import { executeGoalCli } from '../../src/cli/execute-goal.js'
import { executePlanCli } from '../../src/cli/execute-plan.js'
import { uploadCertificateCli } from '../../src/cli/upload-certificate.js'
import { root } from './child.js'

/** A committed profile (its README gives the password), so that certificate mode reaches its first request. */
export const PROFILE = path.join(root, '__tests__/fixtures/use-action/client.p12')

/**
 * Each CLI's entry, and the options of a run that reaches its first request against `api`
 * (a plan of one job, a goal, a certificate upload), without the token: the tests give it.
 */
export const CLIS = {
  'execute-goal': { main: executeGoalCli, args: (api: string) => ['-gi', 'goal-7', '--api_url', api] },
  'execute-plan': { main: executePlanCli, args: (api: string) => ['-pi', 'plan-3', '--api_url', api] },
  'upload-certificate': {
    main: uploadCertificateCli,
    args: (api: string) => ['-f', PROFILE, '-p', 'use-action-p12', '-w', 'work', '-n', 'n', '-o', 'org', '-a', api]
  }
}

export type CliName = keyof typeof CLIS
export const CLI_NAMES = Object.keys(CLIS) as CliName[]
