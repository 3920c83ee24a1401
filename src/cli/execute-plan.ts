import path from 'node:path'
import { type PlanRunOptions, count, runPlan } from '../plan/run-plan.js'
import { readPlanTarget } from '../plan/target.js'
import { ExitCode } from '../shared/exit-codes.js'
import { resolveHosts } from '../service/hosts.js'
import { checkProxySettings } from '../service/proxy.js'
import { type OptionSpec, label, parseArgs, tokenOf } from './args.js'
import { ENVIRONMENT_NOTE, formsNote, helpText, usageFailure } from './help.js'
import { type CliIo, inertIo, printLines } from './io.js'
import { printJourneyLines, retryLine } from './lines.js'
import { HISTORY_OPTIONS, historyOptions } from './history-file.js'
import { HOST_OPTIONS, INFO_OPTIONS, JUNIT_OPTION, POLLING_OPTIONS, RERUN_OPTION, TOKEN_OPTION, hostNames, pollingOptions } from './options.js'
import { describeRerun, readRerunRounds } from '../journeys/rerun.js'
import { versionLine } from './version.js'

const USAGE_LINE =
  'Usage: execute-plan -t|--token TOKEN -pi|--plan_id PLAN_ID [--environment_id ID] [--max_retry_time SECONDS] ' +
  '[--retry_delay_time SECONDS] [--poll_interval SECONDS] [--timeout SECONDS] [--app2] [--api_url URL] [--ui_url URL] [--junit FILE] [--rerun_failed N] [--history FILE] [--fail_on any|new] ' +
  '[--plan_execution_id ID --job_ids ID,ID,... | --no_wait] [-h|--help] [--version]'

const options = {
  token: TOKEN_OPTION,
  planId: { names: ['-pi', '--plan_id'], value: 'PLAN_ID', about: 'the id of the plan to run' },
  environmentId: { names: ['--environment_id'], value: 'ID', about: 'the environment to run it in', default: "the plan's own" },
  ...POLLING_OPTIONS,
  ...HOST_OPTIONS,
  junit: JUNIT_OPTION,
  rerunFailed: RERUN_OPTION,
  ...HISTORY_OPTIONS,
  planExecutionId: {
    names: ['--plan_execution_id'],
    value: 'ID',
    about: 'the id of a plan execution, started earlier with --no_wait, to wait for instead of starting the plan (with --job_ids)'
  },
  jobIds: { names: ['--job_ids'], value: 'ID,ID,...', about: 'the ids of its jobs (a JSON array works too)' },
  noWait: { names: ['--no_wait'], about: "start the plan, print its jobs' links, and exit 0" },
  ...INFO_OPTIONS
} satisfies Record<string, OptionSpec>

export const EXECUTE_PLAN_HELP = helpText({
  usage: USAGE_LINE,
  about:
    "Runs a Virtuoso QA plan: starts it, waits for every job of the plan execution to end, writes each job's report " +
    "(execution_report-<job id>.json) and the plan execution's (plan_execution_report.json) in the current directory, " +
    'and exits by the worst job.',
  options,
  notes: [formsNote(options.planId), ENVIRONMENT_NOTE],
  exitStatus:
    'Exit status: 0 every job FINISHED, none with outcome FAIL or ERROR (or, with --no_wait, the plan started); 1 a usage ' +
    "error, a bad token, plan id or job id, or the start failed; 2 a job's outcome is FAIL or ERROR, or its status requests failed past " +
    '--max_retry_time; 3 a job ended CANCELED or FAILED, --timeout ran out, or the run was cancelled.'
})

/** The `execute-plan` CLI: plan mode on the command line, printing every poll, writing the files in the current directory. */
export async function executePlanCli(argv: readonly string[], rawIo: CliIo): Promise<ExitCode> {
  const io = inertIo(rawIo)
  let runOptions: PlanRunOptions | 'help' | 'version'
  try {
    runOptions = await readCommand(argv, io)
  } catch (error) {
    return usageFailure(io, error, USAGE_LINE)
  }
  if (runOptions === 'help' || runOptions === 'version') {
    printLines(io.out, runOptions === 'help' ? EXECUTE_PLAN_HELP : versionLine('execute-plan'))
    return ExitCode.Success
  }

  const result = await runPlan(runOptions, {
    signal: io.signal,
    clock: io.clock,
    events: {
      started({ id, jobs, attached }) {
        io.out(attached ? `Waiting for plan execution ${id} with ${count(jobs.length)}.` : `Plan execution ${id} started with ${jobs.length} jobs.`)
        for (const job of jobs) io.out(`Job ${job.id}: ${job.executionUrl}`)
      },
      polled: (job, state) => io.out(`Job ${job.id}: Status: ${state.status}, Outcome: ${state.outcome}`),
      retrying: (job, retry) => io.out(`Job ${job.id}: ${retryLine(retry)}`),
      rerunning: (rerun) => io.out(describeRerun(rerun)),
      warning: (message) => io.err(`Warning: ${message}`),
      notice: (message) => io.err(message)
    }
  })
  if (result.resultsFetched) {
    printJourneyLines(io, result, true)
  }
  if (result.exitCode !== ExitCode.Success) io.err(result.message)
  else if (runOptions.wait) io.out('Done!')
  return result.exitCode
}

/** What the arguments ask for: the help, the version, or a plan run. */
async function readCommand(argv: readonly string[], io: CliIo): Promise<PlanRunOptions | 'help' | 'version'> {
  const args = parseArgs(argv, options)
  if (args.help) return 'help'
  if (args.version) return 'version'
  const token = tokenOf(args.token, io.env)
  checkProxySettings(io.env)
  const wait = args.noWait !== 'true'
  const target = readPlanTarget(
    { ...args, wait },
    { planId: label(options.planId), planExecutionId: label(options.planExecutionId), jobIds: label(options.jobIds), noWait: label(options.noWait) }
  )
  return {
    token,
    ...target,
    environmentId: args.environmentId,
    ...resolveHosts(args.app2 === 'true', { apiUrl: args.apiUrl, uiUrl: args.uiUrl }, hostNames),
    ...pollingOptions(args),
    wait,
    outputDir: io.cwd,
    junitFile: args.junit === undefined ? undefined : path.resolve(io.cwd, args.junit),
    rerunFailed: readRerunRounds(args.rerunFailed, wait, { rerun: label(options.rerunFailed), noWait: label(options.noWait) }),
    // No history without a wait, nor for a plan execution of no known plan (contract: "Which runs take part"); the file is checked before anything starts.
    history: wait && (!('attach' in target) || args.planId !== undefined) ? await historyOptions(args, io.cwd) : undefined
  }
}
