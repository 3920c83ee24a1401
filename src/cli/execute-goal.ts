import path from 'node:path'
import { type GoalRunOptions, checkJobToWaitFor, runGoal } from '../goal/run-goal.js'
import { describeChosen, journeyLines } from '../journeys/choose.js'
import { ExitCode, UsageError } from '../shared/exit-codes.js'
import { resolveHosts } from '../service/hosts.js'
import { checkProxySettings } from '../service/proxy.js'
import { type OptionSpec, type ParsedArgs, label, parseArgs, tokenOf } from './args.js'
import { ENVIRONMENT_NOTE, formsNote, helpText, usageFailure } from './help.js'
import { type CliIo, inertIo, printLines } from './io.js'
import { printJourneyLines, retryLine } from './lines.js'
import { HISTORY_OPTIONS, historyOptions } from './history-file.js'
import { HOST_OPTIONS, INFO_OPTIONS, JUNIT_OPTION, POLLING_OPTIONS, RERUN_OPTION, TOKEN_OPTION, hostNames, pollingOptions } from './options.js'
import { describeRerun, readRerunRounds } from '../journeys/rerun.js'
import { versionLine } from './version.js'

export const EXECUTE_GOAL_USAGE =
  'Usage: execute-goal -t|--token TOKEN -gi|--goal_id GOAL_ID [--max_retry_time SECONDS] [--retry_delay_time SECONDS] ' +
  '[--poll_interval SECONDS] [--timeout SECONDS] [--app2] [--api_url URL] [--ui_url URL] [--junit FILE] [--rerun_failed N] [--history FILE] [--fail_on any|new] [--journey ID_OR_TITLE]... [--job_id JOB_ID | --no_wait] [-h|--help] [--version]'

const options = {
  token: TOKEN_OPTION,
  goalId: { names: ['-gi', '--goal_id'], value: 'GOAL_ID', about: 'the id of the goal to run' },
  ...POLLING_OPTIONS,
  ...HOST_OPTIONS,
  junit: JUNIT_OPTION,
  rerunFailed: RERUN_OPTION,
  ...HISTORY_OPTIONS,
  journey: {
    names: ['--journey'],
    value: 'ID_OR_TITLE',
    about: "run only this journey of the goal's newest version, by id or else by title (every journey of that title); repeat it for more",
    repeats: true
  },
  jobId: { names: ['--job_id'], value: 'JOB_ID', about: 'the id of a job, started earlier with --no_wait, to wait for instead of starting the goal' },
  noWait: { names: ['--no_wait'], about: 'start the goal, print its job id and link, and exit 0' },
  ...INFO_OPTIONS
} satisfies Record<string, OptionSpec>

export const EXECUTE_GOAL_HELP = helpText({
  usage: EXECUTE_GOAL_USAGE,
  about:
    'Runs a Virtuoso QA goal: starts it, waits for its job to end, writes the job report (execution_report.json) and the ' +
    'goal (goal.json) in the current directory, and exits by its outcome.',
  options,
  notes: [formsNote(options.goalId), ENVIRONMENT_NOTE],
  exitStatus:
    'Exit status: 0 the job FINISHED with an outcome other than FAIL or ERROR (or, with --no_wait, started); 1 a usage ' +
    'error, a bad token, goal id or job id, or the start failed; 2 the outcome is FAIL or ERROR, or the status requests failed ' +
    'past --max_retry_time; 3 the job ended CANCELED or FAILED, --timeout ran out, or the run was cancelled.'
})

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
    runOptions = await readCommand(argv, io)
  } catch (error) {
    return usageFailure(io, error, EXECUTE_GOAL_USAGE)
  }
  // Asked for, so on stdout and a success (contract: "The CLIs"); rule 1's usage is an error.
  if (runOptions === 'help' || runOptions === 'version') {
    printLines(io.out, runOptions === 'help' ? EXECUTE_GOAL_HELP : versionLine('execute-goal'))
    return ExitCode.Success
  }

  const result = await runGoal(runOptions, {
    signal: io.signal,
    clock: io.clock,
    events: {
      job: (job) => io.out(`Job ID: ${job.id}`),
      polled: (state) => io.out(`Status: ${state.status}, Outcome: ${state.outcome}`),
      retrying: (retry) => io.out(retryLine(retry)),
      chosen: (chosen) => io.out(describeChosen(chosen)),
      rerunning: (rerun) => io.out(describeRerun(rerun)),
      warning: (message) => io.err(`Warning: ${message}`),
      notice: (message) => io.err(message)
    }
  })
  // Client B rule 9: the link once the loop has ended and the files are fetched, not after a cancel
  // or a polling that gave up (their messages name it); without waiting, at once (--no_wait).
  if (result.executionUrl && (result.resultsFetched || !runOptions.wait)) io.out(`Execution link: ${result.executionUrl}`)
  if (result.resultsFetched) {
    printJourneyLines(io, result, false)
  }
  // Without waiting there is nothing done yet: the job id and the link are all it prints.
  if (result.exitCode !== ExitCode.Success) io.err(result.message)
  else if (runOptions.wait) io.out('Done!')
  return result.exitCode
}

/** What the arguments ask for: the help, the version, or a goal run. */
async function readCommand(argv: readonly string[], io: CliIo): Promise<GoalRunOptions | 'help' | 'version'> {
  const args = parseArgs(argv, options)
  if (args.help) return 'help'
  if (args.version) return 'version'
  const run = toRunOptions(args, io)
  // No history without a wait (contract: "Which runs take part"); the file is checked before anything starts.
  return run.wait ? { ...run, history: await historyOptions(args, io.cwd) } : run
}

function toRunOptions(args: ParsedArgs<keyof typeof options>, io: CliIo): GoalRunOptions {
  const token = tokenOf(args.token, io.env)
  checkProxySettings(io.env)
  // Client B rule 5, as a usage error: an empty goal id is none given; "null" is what an unset variable often becomes.
  if (args.goalId === undefined || args.goalId === '') throw new UsageError(`Missing option ${label(options.goalId)}: ${options.goalId.about}.`)
  if (args.goalId === 'null') throw new UsageError(`${label(options.goalId)} is "null", which is no goal's id (an unset variable?): give ${options.goalId.about}.`)
  // Taken as given, as Client B takes its options: `--job_id ''` is a usage error, not a left-out option.
  const wait = args.noWait !== 'true'
  checkJobToWaitFor(args.jobId, wait, args.journey !== undefined, { jobId: '--job_id', noWait: '--no_wait', journeys: '--journey' })
  return {
    token,
    goalId: args.goalId,
    ...resolveHosts(args.app2 === 'true', { apiUrl: args.apiUrl, uiUrl: args.uiUrl }, hostNames),
    ...pollingOptions(args),
    jobId: args.jobId,
    journeys: args.journey === undefined ? undefined : journeyLines([args.journey], label(options.journey)),
    wait,
    outputDir: io.cwd,
    junitFile: args.junit === undefined ? undefined : path.resolve(io.cwd, args.junit),
    rerunFailed: readRerunRounds(args.rerunFailed, wait, { rerun: label(options.rerunFailed), noWait: label(options.noWait) })
  }
}

