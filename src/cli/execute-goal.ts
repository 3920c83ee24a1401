import { type GoalRunOptions, checkJobToWaitFor, runGoal } from '../goal/run-goal.js'
import { ExitCode, UsageError } from '../shared/exit-codes.js'
import { parseSeconds } from '../shared/parse.js'
import { resolveHosts } from '../service/hosts.js'
import { parseArgs } from './args.js'
import { type CliIo, inertIo } from './io.js'

export const EXECUTE_GOAL_USAGE =
  'Usage: execute-goal -t|--token TOKEN -gi|--goal_id GOAL_ID [--max_retry_time SECONDS] ' +
  '[--retry_delay_time SECONDS] [--app2] [--api_url URL] [--ui_url URL] [--job_id JOB_ID | --no_wait]'

const options = {
  token: { names: ['-t', '--token'] },
  goalId: { names: ['-gi', '--goal_id'] },
  maxRetryTime: { names: ['--max_retry_time'] },
  retryDelayTime: { names: ['--retry_delay_time'] },
  app2: { names: ['--app2'], flag: true },
  apiUrl: { names: ['--api_url'] },
  uiUrl: { names: ['--ui_url'] },
  jobId: { names: ['--job_id'] },
  noWait: { names: ['--no_wait'], flag: true }
} as const

/** The `execute-goal` CLI: Client B, printing every poll, writing the files in the current directory. */
export async function executeGoalCli(argv: readonly string[], rawIo: CliIo): Promise<ExitCode> {
  const io = inertIo(rawIo)
  // Client B rule 1.
  if (argv.length === 0) {
    io.err(EXECUTE_GOAL_USAGE)
    return ExitCode.Failure
  }
  let runOptions: GoalRunOptions
  try {
    runOptions = toRunOptions(argv, io.cwd)
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    io.err(error.message)
    io.err(EXECUTE_GOAL_USAGE)
    return ExitCode.Failure
  }

  const result = await runGoal(runOptions, {
    signal: io.signal,
    clock: io.clock,
    events: {
      job: (job) => io.out(`Job ID: ${job.id}`),
      polled: (state) => io.out(`Status: ${state.status}, Outcome: ${state.outcome}`),
      retrying: (retry) =>
        io.out(
          `The status request failed: ${retry.reason}; retrying in ${retry.waitSeconds} seconds ` +
            `(${Math.round(retry.elapsedSeconds)} of ${retry.maxRetryTimeSeconds} seconds of retry time used)`
        ),
      warning: (message) => io.err(`Warning: ${message}`)
    }
  })
  if (result.executionUrl) io.out(`Execution link: ${result.executionUrl}`)
  // Without waiting there is nothing done yet: the job id and the link are all it prints.
  if (result.exitCode !== ExitCode.Success) io.err(result.message)
  else if (runOptions.wait) io.out('Done!')
  return result.exitCode
}

function toRunOptions(argv: readonly string[], cwd: string): GoalRunOptions {
  const args = parseArgs(argv, options)
  if (args.token === undefined) throw new UsageError('Missing the access token (-t or --token).')
  // Taken as given, as Client B takes its options: `--job_id ''` is a usage error, not a left-out option.
  const wait = args.noWait !== 'true'
  checkJobToWaitFor(args.jobId, wait, { jobId: '--job_id', noWait: '--no_wait' })
  return {
    token: args.token,
    // An absent goal id is rule 5's empty one: the goal run reports it.
    goalId: args.goalId ?? '',
    ...resolveHosts(args.app2 === 'true', { apiUrl: args.apiUrl, uiUrl: args.uiUrl }),
    maxRetryTimeSeconds: parseSeconds('--max_retry_time', args.maxRetryTime ?? '300'),
    retryDelaySeconds: parseSeconds('--retry_delay_time', args.retryDelayTime ?? '10'),
    pollIntervalSeconds: 2,
    jobId: args.jobId,
    wait,
    outputDir: cwd
  }
}
