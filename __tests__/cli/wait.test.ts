import { readdir } from 'node:fs/promises'
import { afterEach, describe, expect, it } from 'vitest'
import { EXECUTE_GOAL_USAGE, executeGoalCli } from '../../src/cli/execute-goal.js'
import { EXECUTE_PLAN_HELP, executePlanCli } from '../../src/cli/execute-plan.js'
import { type FakeService, type ServiceScript, hang, httpError, startFakeService, state } from '../fakes/service.js'
import { FakeClock } from '../helpers/fake-clock.js'
import { type InProcessCliOptions, runCliInProcess } from '../helpers/in-process.js'
import { withJourneys } from '../helpers/journeys.js'
import { tempDir } from '../helpers/temp.js'

// The wait, visible and bounded (contract), through both CLIs in this process: the Journeys line,
// where it stands and when it is left out; --timeout, and execute-goal's --poll_interval.

let service: FakeService | undefined
afterEach(async () => {
  await service?.close()
  service = undefined
})

const LINK = 'Execution link: https://ui.example/#/project/execution/4242'

async function run(main: typeof executeGoalCli, script: ServiceScript, args: string[], options: Omit<InProcessCliOptions, 'cwd'> = {}) {
  service = await startFakeService(script)
  const cwd = await tempDir()
  const result = await runCliInProcess(main, [...args, '--api_url', service.apiUrl, '--ui_url', 'https://ui.example'], { clock: new FakeClock(), ...options, cwd })
  return { ...result, cwd }
}
const goal = (script: ServiceScript, args: string[] = [], options?: Omit<InProcessCliOptions, 'cwd'>) =>
  run(executeGoalCli, script, ['-t', 'tok', '-gi', 'goal-7', ...args], options)
const plan = (script: ServiceScript, args: string[] = [], options?: Omit<InProcessCliOptions, 'cwd'>) =>
  run(executePlanCli, script, ['-t', 'tok', '-pi', 'plan-3', ...args], options)

describe('execute-goal: the Journeys line', () => {
  it('comes after the execution link and before Done!, the per-poll lines unchanged', async () => {
    const result = await goal({ statuses: [withJourneys('RUNNING', null, { RUNNING: 14 }, 14), withJourneys('FINISHED', 'PASS', { PASS: 13, SKIP: 1 }, 14)] })
    expect(result.code).toBe(0)
    expect(result.stdout.split('\n')).toEqual([
      'Job ID: 4242',
      'Status: RUNNING, Outcome: null',
      'Status: FINISHED, Outcome: PASS',
      LINK,
      'Journeys: 14 total, 13 passed, 0 failed (0 FAIL, 0 ERROR), 1 skipped, 0 not reached',
      'Done!'
    ])
  })

  it('comes before the final error, from the last answer that held counts', async () => {
    const result = await goal({ statuses: [withJourneys('RUNNING', null, { PASS: 12, FAIL: 1, ERROR: 1 }, 14), state('FINISHED', 'FAIL')] })
    expect(result.code).toBe(2)
    expect(result.stdout.split('\n').slice(-2)).toEqual([LINK, 'Journeys: 14 total, 12 passed, 2 failed (1 FAIL, 1 ERROR), 0 skipped, 0 not reached'])
    expect(result.stderr).toBe('The goal execution finished with outcome FAIL.')
  })

  it('is not printed without counts, after polling gave up, or after a cancel', async () => {
    expect((await goal({ statuses: [state('FINISHED', 'PASS')] })).stdout).not.toContain('Journeys:')
    await service!.close()
    const gaveUp = await goal({ statuses: [withJourneys('RUNNING', null, { RUNNING: 2 }), httpError(500)] }, ['--max_retry_time', '0'])
    expect(gaveUp.code).toBe(2)
    expect(gaveUp.stdout).not.toContain('Journeys:')
    await service!.close()
    const controller = new AbortController()
    const cancelled = await goal({ statuses: [withJourneys('RUNNING', null, { RUNNING: 2 }), hang] }, [], {
      signal: controller.signal,
      clock: undefined,
      onOut: (line) => line.startsWith('Status:') && setTimeout(() => controller.abort(), 20)
    })
    expect(cancelled.code).toBe(3)
    expect(cancelled.stdout).not.toContain('Journeys:')
  })
})

describe('execute-plan: the Journeys line', () => {
  it('sums the jobs, after the files are written and before Done!', async () => {
    const result = await plan({
      planJobs: [
        { id: 1, statuses: [withJourneys('FINISHED', 'PASS', { PASS: 3 })] },
        { id: 2, statuses: [withJourneys('FINISHED', 'PASS', { PASS: 2, SKIP: 1, NOT_REACHED: 1 })] }
      ]
    })
    expect(result.code).toBe(0)
    expect(result.stdout.split('\n').slice(-2)).toEqual(['Journeys: 7 total, 5 passed, 0 failed (0 FAIL, 0 ERROR), 1 skipped, 1 not reached', 'Done!'])
    expect(result.stdout).toContain('Job 1: Status: FINISHED, Outcome: PASS\n')
  })
})

describe('execute-plan: no Journeys line', () => {
  it('after a polling that gave up, though counts were seen', async () => {
    const result = await plan({ planJobs: [{ id: 1, statuses: [withJourneys('RUNNING', null, { RUNNING: 2 }), httpError(500)] }] }, ['--max_retry_time', '0'])
    expect(result.code).toBe(2)
    expect(result.stdout).not.toContain('Journeys:')
  })
})

describe('--timeout', () => {
  it('execute-goal: ends a stuck job, writes both files, prints the link, the counts and a warning, and exits 3', async () => {
    const clock = new FakeClock()
    const result = await goal({ statuses: [withJourneys('RUNNING', null, { PASS: 2, RUNNING: 3 })] }, ['--timeout', '6'], { clock })
    expect(result.code).toBe(3)
    expect(result.stdout.split('\n').slice(-2)).toEqual([LINK, 'Journeys: 5 total, 2 passed, 0 failed (0 FAIL, 0 ERROR), 0 skipped, 0 not reached'])
    expect(result.stderr.split('\n')).toEqual([
      'Warning: The timeout of 6 s ran out before job 4242 reached a final status: it goes on in the service (https://ui.example/#/project/execution/4242).',
      'Job 4242 did not reach a final status within the timeout of 6 s (last status RUNNING).'
    ])
    expect(clock.sleeps).toEqual([2000, 2000, 2000])
    expect((await readdir(result.cwd)).sort()).toEqual(['execution_report.json', 'goal.json'])
  })

  it('execute-plan: ends the wait for every job, writes every report, and exits 3', async () => {
    const result = await plan({ planJobs: [{ id: 1, statuses: [state('FINISHED', 'PASS')] }, { id: 2, statuses: [state('RUNNING')] }] }, ['--timeout', '3'])
    expect(result.code).toBe(3)
    expect(result.stderr.split('\n').at(-1)).toBe('Plan execution 7001 did not finish within the timeout of 3 s: 1 of 2 jobs not final (job 2).')
    expect((await readdir(result.cwd)).sort()).toEqual(['execution_report-1.json', 'execution_report-2.json', 'plan_execution_report.json'])
  })

  it.each([
    [executeGoalCli, EXECUTE_GOAL_USAGE],
    [executePlanCli, EXECUTE_PLAN_HELP.split('\n')[0]]
  ])('a bad value is a usage error before any request (%#)', async (main, usage) => {
    service = await startFakeService({})
    const args = main === executeGoalCli ? ['-gi', 'g'] : ['-pi', 'p']
    const result = await runCliInProcess(main, ['-t', 'tok', ...args, '--api_url', service.apiUrl, '--timeout', '-5'])
    expect(result).toMatchObject({ code: 1, stdout: '', stderr: `--timeout must be a number of seconds from 0 to 86400, not "-5".\n${usage}` })
    expect(service.requests).toEqual([])
  })
})

describe('execute-goal --poll_interval', () => {
  it('waits that long between polls', async () => {
    const clock = new FakeClock()
    await goal({ statuses: [state('RUNNING'), state('RUNNING'), state('FINISHED', 'PASS')] }, ['--poll_interval', '0.5'], { clock })
    expect(clock.sleeps).toEqual([500, 500])
  })
})
