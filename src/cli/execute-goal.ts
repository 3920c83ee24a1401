import { type GoalRunOptions, checkJobToWaitFor, runGoal } from '../goal/run-goal.js'
import { ExitCode, UsageError } from '../shared/exit-codes.js'
import { parseSeconds } from '../shared/parse.js'
import { resolveHosts } from '../service/hosts.js'
import { type ParsedArgs, parseArgs, tokenOf } from './args.js'
import { type CliIo, inertIo } from './io.js'
import { retryLine } from './lines.js'
import { versionLine } from './version.js'

export const EXECUTE_GOAL_USAGE =
  'Usage: execute-goal -t|--token TOKEN -gi|--goal_id GOAL_ID [--max_retry_time SECONDS] ' +
  '[--retry_delay_time SECONDS] [--app2] [--api_url URL] [--ui_url URL] [--job_id JOB_ID | --no_wait] [-h|--help] [--version]'

const options = {
  token: { names: ['-t', '--token'] },
  goalId: { names: ['-gi', '--goal_id'] },
  maxRetryTime: { names: ['--max_retry_time'] },
  retryDelayTime: { names: ['--retry_delay_time'] },
  app2: { names: ['--app2'], flag: true },
  apiUrl: { names: ['--api_url'] },
  uiUrl: { names: ['--ui_url'] },
  jobId: { names: ['--job_id'] },
  noWait: { names: ['--no_wait'], flag: true },
  help: { names: ['-h', '--help'], flag: true },
  version: { names: ['--version'], flag: true }
} as const

/** The `execute-goal` CLI: Client B, printing every poll, writing the files in the current directory. */
export async function executeGoalCli(argv: readonly string[], rawIo: CliIo): Promise<ExitCode> {
  const io = inertIo(rawIo)
  // Client B rule 1.
  if (argv.length === 0) {
    io.err(EXECUTE_GOAL_USAGE)
    return ExitCode.Failure
  }
  let runOptions: GoalRunOptions | 'help' | 'version'
  try {
    runOptions = readCommand(argv, io)
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    io.err(error.message)
    io.err(EXECUTE_GOAL_USAGE)
    return ExitCode.Failure
  }
  // Asked for, so on stdout and a success (contract: "The CLIs"); rule 1's usage is an error.
  if (runOptions === 'help' || runOptions === 'version') {
    io.out(runOptions === 'help' ? EXECUTE_GOAL_USAGE : versionLine('execute-goal'))
    return ExitCode.Success
  }

  const result = await runGoal(runOptions, {
    signal: io.signal,
    clock: io.clock,
    events: {
      job: (job) => io.out(`Job ID: ${job.id}`),
      polled: (state) => io.out(`Status: ${state.status}, Outcome: ${state.outcome}`),
      retrying: (retry) => io.out(retryLine(retry)),
      warning: (message) => io.err(`Warning: ${message}`)
    }
  })
  // Client B rule 9: the link once the loop has ended and the files are fetched, not after a cancel
  // or a polling that gave up; without waiting, at once (contract: "The CLIs", --no_wait).
  if (result.executionUrl && (result.resultsFetched || !runOptions.wait)) io.out(`Execution link: ${result.executionUrl}`)
  // Without waiting there is nothing done yet: the job id and the link are all it prints.
  if (result.exitCode !== ExitCode.Success) io.err(result.message)
  else if (runOptions.wait) io.out('Done!')
  return result.exitCode
}

/** What the arguments ask for: the usage, the version, or a goal run. */
function readCommand(argv: readonly string[], io: CliIo): GoalRunOptions | 'help' | 'version' {
  const args = parseArgs(argv, options)
  if (args.help) return 'help'
  if (args.version) return 'version'
  return toRunOptions(args, io)
}

function toRunOptions(args: ParsedArgs<keyof typeof options>, io: CliIo): GoalRunOptions {
  const token = tokenOf(args.token, io.env)
  // Taken as given, as Client B takes its options: `--job_id ''` is a usage error, not a left-out option.
  const wait = args.noWait !== 'true'
  checkJobToWaitFor(args.jobId, wait, { jobId: '--job_id', noWait: '--no_wait' })
  return {
    token,
    // An absent goal id is rule 5's empty one: the goal run reports it.
    goalId: args.goalId ?? '',
    ...resolveHosts(args.app2 === 'true', { apiUrl: args.apiUrl, uiUrl: args.uiUrl }),
    maxRetryTimeSeconds: parseSeconds('--max_retry_time', args.maxRetryTime ?? '300'),
    retryDelaySeconds: parseSeconds('--retry_delay_time', args.retryDelayTime ?? '10'),
    pollIntervalSeconds: 2,
    jobId: args.jobId,
    wait,
    outputDir: io.cwd
  }
}
