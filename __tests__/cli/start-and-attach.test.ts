import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { EXECUTE_GOAL_USAGE, executeGoalCli } from '../../src/cli/execute-goal.js'
import { type FakeService, type Reply, type ServiceScript, defaultGoal, defaultReport, httpError, startFakeService, state } from '../fakes/service.js'
import { dist, runNode } from '../helpers/child.js'
import { type InProcessCliOptions, runCliInProcess } from '../helpers/in-process.js'
import { FakeClock } from '../helpers/fake-clock.js'
import { tempDir } from '../helpers/temp.js'

// execute-goal's `--no_wait` (start and return) and `--job_id` (wait for an existing job), from the
// source in this process; the bundle once, at the end.

let service: FakeService | undefined
afterEach(async () => {
  await service?.close()
  service = undefined
})

const JOB = '777'

async function cli(script: ServiceScript, args: string[], options: Omit<InProcessCliOptions, 'cwd'> = {}) {
  service = await startFakeService(script)
  const cwd = await tempDir()
  const argv = ['-t', 'tok', '-gi', 'goal-7', ...args, '--api_url', service.apiUrl, '--ui_url', 'https://ui.example', '--retry_delay_time', '0.01']
  return { ...(await runCliInProcess(executeGoalCli, argv, { ...options, cwd })), cwd }
}

const startRequests = () => service!.requests.filter((r) => r.url.includes('/execute?'))

describe('--no_wait', () => {
  it('starts the goal once, prints the job id and the link, and exits 0 without polling or files', async () => {
    const run = await cli({}, ['--no_wait'])
    expect(run.code).toBe(0)
    expect(run.stdout.split('\n')).toEqual(['Job ID: 4242', 'Execution link: https://ui.example/#/project/execution/4242'])
    expect(run.stderr).toBe('')
    expect(service!.requests.map((r) => r.method + ' ' + r.url)).toEqual(['POST /api/goals/goal-7/execute?envelope=false'])
    expect(await readdir(run.cwd)).toEqual([])
  })
})

describe('--job_id', () => {
  it.each<[string, number, Reply[]]>([
    ['FINISHED, PASS', 0, [state('RUNNING'), state('FINISHED', 'PASS')]],
    ['FINISHED, ERROR', 2, [state('FINISHED', 'ERROR')]],
    ['FAILED', 3, [state('FAILED', 'ERROR')]]
  ])('sends no start request, polls that job, writes both files: %s → %i', async (_, code, statuses) => {
    const run = await cli({ statuses }, ['--job_id', JOB], { clock: new FakeClock() })
    expect(run.code).toBe(code)
    expect(startRequests()).toHaveLength(0)
    expect(service!.statusRequests().map((r) => r.url)).toEqual(statuses.map(() => `/api/executions/${JOB}/status?envelope=false`))
    expect(run.stdout.split('\n')[0]).toBe(`Job ID: ${JOB}`)
    expect(run.stdout).toContain(`Execution link: https://ui.example/#/project/execution/${JOB}`)
    expect((await readdir(run.cwd)).sort()).toEqual(['execution_report.json', 'goal.json'])
    expect(JSON.parse(await readFile(path.join(run.cwd, 'execution_report.json'), 'utf8'))).toEqual(defaultReport)
    expect(JSON.parse(await readFile(path.join(run.cwd, 'goal.json'), 'utf8'))).toEqual(defaultGoal)
  })

  it('exits 2 when polling keeps failing past --max_retry_time', async () => {
    const run = await cli({ statuses: [httpError(503)] }, ['--job_id', JOB, '--max_retry_time', '0.05'])
    expect(run.code).toBe(2)
    // A retry's deadline is the budget left, a few ms: on a busy machine it may end in that instead.
    expect(run.stderr).toMatch(new RegExp(`Reading the status of job ${JOB} failed: (HTTP 503|no complete answer within \\d+ ms), still after [\\d.]+ s of retries; it may still be running: \\S+\\.`))
  })

  it('exits 1 at once when the first status request is answered 404', async () => {
    const run = await cli({ statuses: [httpError(404), state('FINISHED', 'PASS')] }, ['--job_id', JOB])
    expect(run.code).toBe(1)
    expect(service!.requests).toHaveLength(1)
    expect(run.stderr).toBe(`Job ${JOB} cannot be read: HTTP 404 from ${service!.apiUrl}/executions/${JOB}/status: a wrong id, or a wrong address (the API's address, api-url, ends in /api; the web interface's host is ui-url).`)
    expect(await readdir(run.cwd)).toEqual([])
  })

  it('stops at once with exit 3 when its signal aborts while waiting for the job', async () => {
    const controller = new AbortController()
    const run = await cli({ statuses: [state('RUNNING')] }, ['--job_id', JOB], {
      signal: controller.signal,
      onOut: (line) => line.startsWith('Status: RUNNING') && controller.abort()
    })
    expect(run.code).toBe(3)
    expect(service!.statusRequests()).toHaveLength(1)
    expect(run.stderr).toContain(`Cancelled while waiting for job ${JOB} (last status RUNNING)`)
    expect(await readdir(run.cwd)).toEqual([])
  })
})

describe('usage errors: exit 1, no request, the message and the usage line', () => {
  it.each([
    [['--job_id', ''], '--job_id must be the id of a job to wait for, not empty.'],
    [['--job_id', 'null'], '--job_id must be the id of a job to wait for, not "null".'],
    [['--job_id', JOB, '--no_wait'], '--job_id and --no_wait exclude each other: give one or the other.'],
    [['--no_wait', '--job_id', JOB], '--job_id and --no_wait exclude each other: give one or the other.'],
    [['--job_id'], '--job_id needs a value: the id of a job, started earlier with --no_wait, to wait for instead of starting the goal.']
  ])('%j', async (args, message) => {
    service = await startFakeService()
    const run = await runCliInProcess(executeGoalCli, ['-t', 'tok', '-gi', 'g', '--api_url', service.apiUrl, ...args])
    expect(run.code).toBe(1)
    expect(run.stdout).toBe('')
    expect(run.stderr).toBe(`${message}\n${EXECUTE_GOAL_USAGE}`)
    expect(service.requests).toHaveLength(0)
  })

  it('--job_id unset is a job id: Client B has no "unset" rule', async () => {
    const run = await cli({ statuses: [httpError(404)] }, ['--job_id', 'unset'])
    expect(run.code).toBe(1)
    expect(startRequests()).toHaveLength(0)
    expect(service!.statusRequests().map((r) => r.url)).toEqual(['/api/executions/unset/status?envelope=false'])
  })
})

describe('bundled execute-goal (dist/execute-goal/index.js) as a process', () => {
  it('--job_id waits for that job, writes both files in its working directory and exits 0', async () => {
    service = await startFakeService({ statuses: [state('FINISHED', 'PASS')] })
    const cwd = await tempDir()
    const run = await runNode(dist.executeGoal, ['-t', 'tok', '-gi', 'goal-7', '--job_id', JOB, '--api_url', service.apiUrl], { cwd })
    expect(run.code).toBe(0)
    expect(run.stdout).toBe(`Job ID: ${JOB}\nStatus: FINISHED, Outcome: PASS\nExecution link: https://app.virtuoso.qa/#/project/execution/${JOB}\nDone!\n`)
    expect(startRequests()).toHaveLength(0)
    expect((await readdir(cwd)).sort()).toEqual(['execution_report.json', 'goal.json'])
  })
})
