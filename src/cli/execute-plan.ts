import { type PlanRunOptions, runPlan } from '../plan/run-plan.js'
import { readPlanTarget } from '../plan/target.js'
import { ExitCode, UsageError } from '../shared/exit-codes.js'
import { parseSeconds } from '../shared/parse.js'
import { environments, resolveHosts } from '../service/hosts.js'
import { TOKEN_VARIABLE, parseArgs, tokenOf } from './args.js'
import { type CliIo, inertIo, printLines } from './io.js'
import { retryLine } from './lines.js'
import { versionLine } from './version.js'

const USAGE_LINE =
  'Usage: execute-plan -t|--token TOKEN -pi|--plan_id PLAN_ID [--environment_id ID] [--max_retry_time SECONDS] ' +
  '[--retry_delay_time SECONDS] [--poll_interval SECONDS] [--app2] [--api_url URL] [--ui_url URL] ' +
  '[--plan_execution_id ID --job_ids ID,ID,... | --no_wait] [-h|--help] [--version]'

export const EXECUTE_PLAN_HELP = `${USAGE_LINE}

Runs a Virtuoso QA plan: starts it, waits for every job of the plan execution to end, writes each
job's report (execution_report-<job id>.json) and the plan execution's (plan_execution_report.json)
in the current directory, and exits by the worst job.

  -t, --token TOKEN            access token; default: the variable ${TOKEN_VARIABLE}
  -pi, --plan_id PLAN_ID       the plan to run
  --environment_id ID          the environment to run it in (default: the plan's own)
  --max_retry_time SECONDS     retry time of a job's failed status requests, per round (default 300)
  --retry_delay_time SECONDS   wait between retries (default 10)
  --poll_interval SECONDS      wait between status requests of a running job (default 2)
  --app2                       use the alternate environment's hosts
  --api_url URL                API base address (default ${environments.default.apiUrl},
                               with --app2 ${environments.app2.apiUrl})
  --ui_url URL                 web interface address, for the links (default ${environments.default.uiUrl},
                               with --app2 ${environments.app2.uiUrl})
  --plan_execution_id ID       wait for this plan execution, started earlier with --no_wait,
                               instead of starting the plan (with --job_ids)
  --job_ids ID,ID,...          the jobs of that plan execution (a JSON array works too)
  --no_wait                    start the plan, print its jobs' links, and exit 0
  -h, --help                   print this help and exit
  --version                    print the version and exit

Environment: ${TOKEN_VARIABLE}, the access token when -t gives none (a token on a command line is
visible to every user of the machine); HTTPS_PROXY, HTTP_PROXY and NO_PROXY, a proxy to go through.

Exit status: 0 every job FINISHED, none with outcome FAIL or ERROR; 1 a usage error, a bad token,
or the start failed; 2 a job's outcome is FAIL or ERROR, or its status requests failed past
--max_retry_time; 3 a job ended CANCELED or FAILED, or the run was cancelled.`

const options = {
  token: { names: ['-t', '--token'] },
  planId: { names: ['-pi', '--plan_id'] },
  environmentId: { names: ['--environment_id'] },
  maxRetryTime: { names: ['--max_retry_time'] },
  retryDelayTime: { names: ['--retry_delay_time'] },
  pollInterval: { names: ['--poll_interval'] },
  app2: { names: ['--app2'], flag: true },
  apiUrl: { names: ['--api_url'] },
  uiUrl: { names: ['--ui_url'] },
  planExecutionId: { names: ['--plan_execution_id'] },
  jobIds: { names: ['--job_ids'] },
  noWait: { names: ['--no_wait'], flag: true },
  help: { names: ['-h', '--help'], flag: true },
  version: { names: ['--version'], flag: true }
} as const

/** The `execute-plan` CLI: plan mode on the command line, printing every poll, writing the files in the current directory. */
export async function executePlanCli(argv: readonly string[], rawIo: CliIo): Promise<ExitCode> {
  const io = inertIo(rawIo)
  let runOptions: PlanRunOptions | 'help' | 'version'
  try {
    runOptions = readCommand(argv, io)
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    io.err(error.message)
    io.err(USAGE_LINE)
    return ExitCode.Failure
  }
  if (runOptions === 'help' || runOptions === 'version') {
    if (runOptions === 'help') printLines(io.out, EXECUTE_PLAN_HELP)
    else io.out(versionLine('execute-plan'))
    return ExitCode.Success
  }

  const result = await runPlan(runOptions, {
    signal: io.signal,
    clock: io.clock,
    events: {
      started({ id, jobs, attached }) {
        io.out(attached ? `Waiting for plan execution ${id} with ${jobs.length} jobs.` : `Plan execution ${id} started with ${jobs.length} jobs.`)
        for (const job of jobs) io.out(`Job ${job.id}: ${job.executionUrl}`)
      },
      polled: (job) => io.out(`Job ${job.id}: Status: ${job.state?.status}, Outcome: ${job.state?.outcome}`),
      retrying: (job, retry) => io.out(`Job ${job.id}: ${retryLine(retry)}`),
      warning: (message) => io.err(`Warning: ${message}`)
    }
  })
  if (result.exitCode !== ExitCode.Success) io.err(result.message)
  else if (runOptions.wait) io.out('Done!')
  return result.exitCode
}

/** What the arguments ask for: the help, the version, or a plan run. */
function readCommand(argv: readonly string[], io: CliIo): PlanRunOptions | 'help' | 'version' {
  const args = parseArgs(argv, options)
  if (args.help) return 'help'
  if (args.version) return 'version'
  const token = tokenOf(args.token, io.env)
  const wait = args.noWait !== 'true'
  const target = readPlanTarget(
    { ...args, wait },
    { planId: '-pi (--plan_id)', planExecutionId: '--plan_execution_id', jobIds: '--job_ids', noWait: '--no_wait' }
  )
  return {
    token,
    ...target,
    environmentId: args.environmentId,
    ...resolveHosts(args.app2 === 'true', { apiUrl: args.apiUrl, uiUrl: args.uiUrl }),
    maxRetryTimeSeconds: parseSeconds('--max_retry_time', args.maxRetryTime ?? '300'),
    retryDelaySeconds: parseSeconds('--retry_delay_time', args.retryDelayTime ?? '10'),
    pollIntervalSeconds: parseSeconds('--poll_interval', args.pollInterval ?? '2'),
    wait,
    outputDir: io.cwd
  }
}
