import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { EXECUTE_PLAN_HELP, executePlanCli } from '../../src/cli/execute-plan.js'
import { type FakeService, type PlanJobScript, type Reply, type ServiceScript, hang, httpError, startFakeService, state } from '../fakes/service.js'
import { cancel, dist, root, runNode } from '../helpers/child.js'
import { FakeClock } from '../helpers/fake-clock.js'
import { type InProcessCliOptions, runCliInProcess } from '../helpers/in-process.js'
import { tempDir } from '../helpers/temp.js'
import { tmpfs } from '../helpers/mounts.js'
import { when } from '../helpers/when.js'

// execute-plan from its source (src/cli/execute-plan.ts), in this process, with the io its bin
// gives it; the committed bundle, dist/execute-plan/index.js, runs as a process in the last block.

let service: FakeService | undefined
afterEach(async () => {
  await service?.close()
  service = undefined
})

const job = (id: string | number, ...statuses: Reply[]): PlanJobScript => ({ id, statuses: statuses.length ? statuses : undefined })
const link = (id: string) => `https://ui.example/#/project/execution/${id}`
const USAGE_LINE = EXECUTE_PLAN_HELP.split('\n')[0]

async function cli(script: ServiceScript, args: string[], options: Omit<InProcessCliOptions, 'cwd'> = {}) {
  service = await startFakeService(script)
  const cwd = await tempDir()
  const run = await runCliInProcess(executePlanCli, [...args, '--api_url', service.apiUrl, '--ui_url', 'https://ui.example'], {
    clock: new FakeClock(),
    ...options,
    cwd
  })
  return { ...run, cwd }
}

describe('execute-plan', () => {
  it('prints the contract\'s lines in their order, writes every report in the current directory, and exits 0', async () => {
    const run = await cli({ planJobs: [job(11), job(12, state('FINISHED', 'PASS'))] }, ['-t', 'tok', '-pi', 'plan-3'])
    expect(run.code).toBe(0)
    expect(run.stdout.split('\n')).toEqual([
      'Plan execution 7001 started with 2 jobs.',
      `Job 11: ${link('11')}`,
      `Job 12: ${link('12')}`,
      'Job 11: Status: RUNNING, Outcome: null',
      'Job 12: Status: FINISHED, Outcome: PASS',
      'Job 11: Status: FINISHED, Outcome: PASS',
      'Done!'
    ])
    expect(run.stderr).toBe('')
    expect((await readdir(run.cwd)).sort()).toEqual(['execution_report-11.json', 'execution_report-12.json', 'plan_execution_report.json'])
    expect(JSON.parse(await readFile(path.join(run.cwd, 'plan_execution_report.json'), 'utf8'))).toEqual({ id: 7001, status: 'FINISHED' })
  })

  it('takes the long names and every option, and names the job in a retry line', async () => {
    const run = await cli({ planJobs: [job(5, httpError(503), state('FINISHED', 'FAIL'))] }, [
      '--token',
      'tok-77',
      '--plan_id',
      'plan-3',
      '--environment_id',
      'env-1',
      '--max_retry_time',
      '5',
      '--retry_delay_time',
      '0.5',
      '--poll_interval',
      '1'
    ])
    expect(run.code).toBe(2)
    expect(run.stdout.split('\n').slice(2)).toEqual([
      'Job 5: The status request failed: HTTP 503; retrying in 0.5 seconds (retry time used: 0 of 5 seconds)',
      'Job 5: Status: FINISHED, Outcome: FAIL'
    ])
    expect(run.stderr).toBe('Job 5 of plan execution 7001 finished with outcome FAIL (1 of 1 job did not pass).')
    expect(JSON.parse(service!.requests[0].body.toString())).toEqual({ environmentId: 'env-1' })
    expect(run.stdout + run.stderr).not.toContain('tok-77')
  })

  it('waits --poll_interval between a job\'s polls', async () => {
    const clock = new FakeClock()
    await cli({ planJobs: [job(5, state('RUNNING'), state('RUNNING'), state('FINISHED', 'PASS'))] }, ['-t', 'tok', '-pi', 'p', '--poll_interval', '7'], { clock })
    expect(clock.sleeps).toEqual([7000, 7000])
  })

  it('exits 3 when a job ends CANCELED, with the message on stderr and no Done!', async () => {
    const run = await cli({ planJobs: [job(1, state('CANCELED'))] }, ['-t', 'tok', '-pi', 'p'])
    expect(run.code).toBe(3)
    expect(run.stdout.split('\n').at(-1)).toBe('Job 1: Status: CANCELED, Outcome: null')
    expect(run.stderr).toBe('Job 1 of plan execution 7001 ended with status CANCELED (1 of 1 job did not pass).')
  })

  it('prints a report it could not fetch as a "Warning:" line, and keeps the exit code', async () => {
    const run = await cli({ planJobs: [job(1, state('FINISHED', 'PASS'))], planReport: httpError(500) }, ['-t', 'tok', '-pi', 'p'])
    expect(run.code).toBe(0)
    expect(run.stderr).toBe('Warning: Could not fetch the plan execution report: HTTP 500.')
  })

  it('--no_wait: prints the plan execution and its jobs\' links, and exits 0 without polling', async () => {
    const run = await cli({ planJobs: [job(1), job(2)] }, ['-t', 'tok', '-pi', 'p', '--no_wait'])
    expect(run.code).toBe(0)
    expect(run.stdout.split('\n')).toEqual(['Plan execution 7001 started with 2 jobs.', `Job 1: ${link('1')}`, `Job 2: ${link('2')}`])
    expect(service!.requests).toHaveLength(1)
  })

  it('--plan_execution_id and --job_ids: waits for that plan execution, no start', async () => {
    const run = await cli({ planJobs: [job(31, state('FINISHED', 'PASS')), job(32, state('FINISHED', 'PASS'))] }, [
      '-t',
      'tok',
      '--plan_execution_id',
      '8800',
      '--job_ids',
      '31, 32'
    ])
    expect(run.code).toBe(0)
    expect(run.stdout.split('\n').slice(0, 3)).toEqual(['Waiting for plan execution 8800 with 2 jobs.', `Job 31: ${link('31')}`, `Job 32: ${link('32')}`])
    expect(service!.requests.filter((r) => r.method === 'POST')).toEqual([])
  })

  it.each([
    [['-t', 'tok'], '-pi (--plan_id) is required: the id of the plan to run.'],
    [['-t', 'tok', '-pi', ''], '-pi (--plan_id) is required: the id of the plan to run.'],
    [['-t', 'tok', '-pi', 'null'], '-pi (--plan_id) must be the id of the plan to run, not "null".'],
    [['-t', 'tok', '--plan_execution_id', '8'], '--plan_execution_id and --job_ids go together: give both (the outputs of a step that did not wait) or neither.'],
    [['-t', 'tok', '--plan_execution_id', '8', '--job_ids', '1', '--no_wait'], '--plan_execution_id and --no_wait exclude each other: give one or the other.'],
    [['-t', 'tok', '--plan_execution_id', '8', '--job_ids', '1,,2'], '--job_ids must list job ids, each a string or a number, none empty or "null": "1,,2".'],
    [['-t', 'tok', '-pi', 'p', '--poll_interval', 'soon'], '--poll_interval must be a number of seconds from 0 to 86400, not "soon".'],
    [['-t', 'tok', '-pi', 'p', '--goal_id', 'g'], 'Unknown option: --goal_id.'],
    [['-pi', 'p'], 'Missing the access token: give -t or --token, or set VIRTUOSO_TOKEN.']
  ])('%j: one line, then the usage line; exit 1 before any request', async (args, message) => {
    const run = await cli({}, args)
    expect(run).toMatchObject({ code: 1, stdout: '', stderr: `${message}\n${USAGE_LINE}` })
    expect(service!.requests).toHaveLength(0)
  })

  it('-h prints the help: every option with its default, the environment, the exit codes', async () => {
    const run = await runCliInProcess(executePlanCli, ['-h'])
    expect(run).toMatchObject({ code: 0, stdout: EXECUTE_PLAN_HELP, stderr: '' })
    for (const option of ['--token', '--plan_id', '--environment_id', '--max_retry_time', '--retry_delay_time', '--poll_interval', '--app2', '--api_url', '--ui_url', '--plan_execution_id', '--job_ids', '--no_wait', '--help', '--version']) {
      expect(run.stdout).toContain(option)
    }
    expect(run.stdout).toMatch(/--max_retry_time SECONDS +seconds of retrying failed status requests, per round \(default: 300\)/)
    expect(run.stdout).toMatch(/\(default: 10\)/)
    expect(run.stdout).toMatch(/\(default: 2\)/)
    expect(run.stdout).toContain('VIRTUOSO_TOKEN')
    expect(run.stdout).toMatch(/^Exit status: 0 .*; 1 .*; 2 .*; 3 /ms)
  })

  it('pins its usage line', () => {
    expect(USAGE_LINE).toBe(
      'Usage: execute-plan -t|--token TOKEN -pi|--plan_id PLAN_ID [--environment_id ID] [--max_retry_time SECONDS] ' +
        '[--retry_delay_time SECONDS] [--poll_interval SECONDS] [--timeout SECONDS] [--app2] [--api_url URL] [--ui_url URL] ' +
        '[--junit FILE] [--rerun_failed N] [--history FILE] [--fail_on any|new] [--plan_execution_id ID --job_ids ID,ID,... | --no_wait] [-h|--help] [--version]'
    )
  })

  it('retries by default for 300 s, 10 s apart', async () => {
    const clock = new FakeClock()
    const run = await cli({ planJobs: [job(5, httpError(503), state('FINISHED', 'PASS'))] }, ['-t', 'tok', '-pi', 'p'], { clock })
    expect(run.stdout).toContain('Job 5: The status request failed: HTTP 503; retrying in 10 seconds (retry time used: 0 of 300 seconds)')
    expect(clock.sleeps).toEqual([10_000])
  })

  it.each([
    [['--app2'], 'https://app-app2.virtuoso.qa'],
    [[], 'https://app.virtuoso.qa']
  ])('%j links to the web interface of its environment, %s', async (app2, ui) => {
    service = await startFakeService({ planJobs: [job(1)] })
    const run = await runCliInProcess(executePlanCli, ['-t', 'tok', '-pi', 'p', ...app2, '--api_url', service.apiUrl, '--no_wait'])
    expect(run.stdout.split('\n')[1]).toBe(`Job 1: ${ui}/#/project/execution/1`)
  })

  it('--version prints the name and the version of package.json', async () => {
    const { version } = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as { version: string }
    expect(await runCliInProcess(executePlanCli, ['--version'])).toMatchObject({ code: 0, stdout: `execute-plan ${version}`, stderr: '' })
  })
})

describe('execute-plan, the bundle as a process', () => {
  it('runs a plan against the fake, with VIRTUOSO_TOKEN, and exits 0', async () => {
    service = await startFakeService({ planJobs: [job(1, state('FINISHED', 'PASS')), job(2, state('FINISHED', 'PASS'))] })
    const cwd = await tempDir()
    const run = await runNode(dist.executePlan, ['-pi', 'p', '--api_url', service.apiUrl, '--poll_interval', '0.01'], { cwd, env: { VIRTUOSO_TOKEN: 'env-tok' } })
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(run.stdout.split('\n').at(-2)).toBe('Done!')
    expect(service.requests.every((r) => r.headers.authorization === 'Bearer env-tok')).toBe(true)
    expect((await readdir(cwd)).sort()).toEqual(['execution_report-1.json', 'execution_report-2.json', 'plan_execution_report.json'])
  })

  it('SIGINT while polling: exit 3 within 2 s, no files, nothing sent after', async () => {
    service = await startFakeService({ planJobs: [job(1, state('RUNNING'), hang)] })
    const cwd = await tempDir()
    let sentAtSignal = -1
    let signalledAt = 0
    const run = await runNode(dist.executePlan, ['-t', 'tok', '-pi', 'p', '--api_url', service.apiUrl, '--poll_interval', '0.01'], {
      cwd,
      onStart: (child) =>
        when(
          () => service!.statusRequests().length === 2,
          () => {
            sentAtSignal = service!.requests.length
            signalledAt = performance.now()
            cancel(child, 'SIGINT')
          }
        )
    })
    expect(performance.now() - signalledAt).toBeLessThan(2_000)
    expect(run.code).toBe(3)
    expect(run.stderr).toBe('Cancelled while waiting for plan execution 7001 (0 of 1 job final); its jobs may still be running: https://app.virtuoso.qa/#/project/execution/1.\n')
    expect(service.requests).toHaveLength(sentAtSignal)
    expect(await readdir(cwd)).toEqual([])
  })
})

describe('execute-plan: a current directory that cannot be written (contract: Inputs)', () => {
  it('ends the run before the plan starts: one line, exit 1, no request', async ({ skip }) => {
    const disk = await tmpfs('64k', { readOnly: true })
    if (!disk) return skip('cannot mount a tmpfs here')
    service = await startFakeService({ planJobs: [{ id: 1 }] })
    const run = await runCliInProcess(executePlanCli, ['-t', 'tok', '-pi', 'plan-3', '--api_url', service.apiUrl], { cwd: disk, clock: new FakeClock() })
    expect(run).toMatchObject({ code: 1, stdout: '', stderr: `Cannot write into the output directory ${disk}: EROFS; nothing was started.` })
    expect(service.requests).toEqual([])
  })
})
