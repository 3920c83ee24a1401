import type { PollingOptions } from '../jobs/watch.js'
import { environments } from '../service/hosts.js'
import { parseSeconds } from '../shared/parse.js'
import { type OptionSpec, type ParsedArgs, TOKEN_VARIABLE } from './args.js'

// The options that the CLIs share, each with its spellings, meaning and default in one place: the
// parsing, the help and the messages all read them here.

/** The access token, which every CLI takes. */
export const TOKEN_OPTION = { names: ['-t', '--token'], value: 'TOKEN', about: 'the access token', default: `the variable ${TOKEN_VARIABLE}` } satisfies OptionSpec

/** How execute-goal and execute-plan poll (the action's inputs of the same names). */
export const POLLING_OPTIONS = {
  maxRetryTime: { names: ['--max_retry_time'], value: 'SECONDS', about: 'seconds of retrying failed status requests, per round', default: '300' },
  retryDelayTime: { names: ['--retry_delay_time'], value: 'SECONDS', about: 'seconds between retries', default: '10' },
  pollInterval: { names: ['--poll_interval'], value: 'SECONDS', about: 'seconds between status requests of a running job', default: '2' },
  timeout: {
    names: ['--timeout'],
    value: 'SECONDS',
    about: 'seconds of waiting at most, 0 for no limit; then the reports are saved as the jobs stand, which go on in the service, and the exit status is 3',
    default: '0'
  }
} satisfies Record<string, OptionSpec>

/** The JUnit file, which execute-goal and execute-plan write only when asked (the original client writes its two files alone). */
export const JUNIT_OPTION = { names: ['--junit'], value: 'FILE', about: 'also write a JUnit XML file of the journeys there' } satisfies OptionSpec

/** Re-running failed journeys, in execute-goal and execute-plan (the action's `rerun-failed`). */
export const RERUN_OPTION = {
  names: ['--rerun_failed'],
  value: 'N',
  about: 'run the failed journeys of a job that finished FAIL or ERROR again, up to N times (0 to 5); a job whose journeys all pass when run again passes',
  default: '0'
} satisfies OptionSpec

/** The environment and the addresses of execute-goal and execute-plan. */
export const HOST_OPTIONS = {
  app2: { names: ['--app2'], about: "use the alternate environment's hosts" },
  apiUrl: { names: ['--api_url'], value: 'URL', about: 'the API base address', default: `${environments.default.apiUrl}; with --app2 ${environments.app2.apiUrl}` },
  uiUrl: { names: ['--ui_url'], value: 'URL', about: 'the web interface address, for the links', default: `${environments.default.uiUrl}; with --app2 ${environments.app2.uiUrl}` }
} satisfies Record<string, OptionSpec>

/** How a message names the two addresses. */
export const hostNames = { apiUrl: HOST_OPTIONS.apiUrl.names[0], uiUrl: HOST_OPTIONS.uiUrl.names[0] }

/** What every CLI answers without doing anything else. */
export const INFO_OPTIONS = {
  help: { names: ['-h', '--help'], about: 'print this help and exit' },
  version: { names: ['--version'], about: 'print the version and exit' }
} satisfies Record<string, OptionSpec>

/** The polling options as given, or their defaults; a value that is no number of seconds is a usage error. */
export function pollingOptions(args: ParsedArgs<keyof typeof POLLING_OPTIONS>): PollingOptions {
  const seconds = (key: keyof typeof POLLING_OPTIONS): number => parseSeconds(POLLING_OPTIONS[key].names[0], args[key] ?? POLLING_OPTIONS[key].default)
  return {
    maxRetryTimeSeconds: seconds('maxRetryTime'),
    retryDelaySeconds: seconds('retryDelayTime'),
    pollIntervalSeconds: seconds('pollInterval'),
    timeoutSeconds: seconds('timeout')
  }
}
