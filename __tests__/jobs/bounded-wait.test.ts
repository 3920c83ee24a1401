import { readdir } from 'node:fs/promises'
import { afterEach, describe, expect, it } from 'vitest'
import { systemClock } from '../../src/shared/clock.js'
import { type FakeService, type ServiceScript, hang, httpError, startFakeService, state } from '../fakes/service.js'
import { FakeClock } from '../helpers/fake-clock.js'
import { runGoalOn } from '../helpers/goal-run.js'
import { polledJobs, runPlanOn } from '../helpers/plan-run.js'
import { runDefaults } from '../helpers/run-defaults.js'
import { runGoal } from '../../src/goal/run-goal.js'
import { runPlan } from '../../src/plan/run-plan.js'

// The overall bound on waiting (contract: "An overall bound on waiting"), in src/jobs/watch.ts, as
// the goal run and the plan run meet it: on a fake clock where the arithmetic matters, on the real
// one (small values) where a request in flight must be cut.

let service: FakeService | undefined
afterEach(async () => {
  await service?.close()
  service = undefined
})

async function goal(script: ServiceScript, ...rest: Parameters<typeof runGoalOn> extends [unknown, ...infer R] ? R : never) {
  service = await startFakeService(script)
  return runGoalOn(service, ...rest)
}

describe('timeout, a goal', () => {
  it('ends a job that never ends: the results written as it stands, a warning, exit 3', async () => {
    const clock = new FakeClock()
    const { result, options, warnings } = await goal({ statuses: [state('RUNNING')] }, { timeoutSeconds: 10 }, { clock })
    expect(result).toMatchObject({ exitCode: 3, timedOut: true, resultsFetched: true, cancelled: false, polls: 5 })
    expect(result.message).toBe('Job 4242 did not reach a final status within the timeout of 10 s (last status RUNNING).')
    expect(warnings).toEqual([
      'The timeout of 10 s ran out before job 4242 reached a final status: it goes on in the service (https://ui.example/#/project/execution/4242).'
    ])
    // Polls at 0, 2, 4, 6 and 8 s; the wait for 10 s ends at the timeout, without a sixth request.
    expect(clock.sleeps).toEqual([2000, 2000, 2000, 2000, 2000])
    expect(service!.statusRequests()).toHaveLength(5)
    expect((await readdir(options.outputDir)).sort()).toEqual(['execution_report.json', 'goal.json'])
  })

  it('cuts a poll interval at the timeout, never running past it', async () => {
    const clock = new FakeClock()
    const { result } = await goal({ statuses: [state('RUNNING')] }, { timeoutSeconds: 5 }, { clock })
    expect(result.exitCode).toBe(3)
    expect(clock.sleeps).toEqual([2000, 2000, 1000])
    expect(clock.now()).toBe(5000)
  })

  it('cuts a retry wait at the timeout: a timeout in a retry round is a timeout (3), not a failed polling (2)', async () => {
    const clock = new FakeClock()
    const { result } = await goal({ statuses: [httpError(500)] }, { timeoutSeconds: 5, retryDelaySeconds: 3 }, { clock })
    expect(result).toMatchObject({ exitCode: 3, timedOut: true, retries: 2 })
    expect(result.message).toBe('Job 4242 did not reach a final status within the timeout of 5 s (last status unknown).')
    expect(clock.sleeps).toEqual([3000, 2000])
  })

  it('counts from the first status request, not from the start', async () => {
    const clock = new FakeClock()
    clock.time = 1_000_000
    const { result } = await goal({ statuses: [state('RUNNING'), state('FINISHED', 'PASS')] }, { timeoutSeconds: 2 }, { clock })
    // The second poll is due at exactly the timeout: the wait ends there, and so does the run.
    expect(result).toMatchObject({ exitCode: 3, timedOut: true })
    expect(clock.sleeps).toEqual([2000])
  })

  it.each([0, undefined])('%j waits past any figure', async (timeoutSeconds) => {
    const clock = new FakeClock()
    const { result } = await goal(
      { statuses: [state('RUNNING'), state('RUNNING'), state('FINISHED', 'PASS')] },
      { timeoutSeconds, pollIntervalSeconds: 86_400 },
      { clock }
    )
    expect(result).toMatchObject({ exitCode: 0, timedOut: false })
    expect(clock.sleeps).toEqual([86_400_000, 86_400_000])
  })

  it('abandons a request in flight at the timeout (real time, small values)', async () => {
    const started = performance.now()
    const { result, options } = await goal({ statuses: [state('RUNNING'), hang] }, { timeoutSeconds: 0.4, pollIntervalSeconds: 0.05 }, { clock: systemClock })
    const ms = performance.now() - started
    expect(result).toMatchObject({ exitCode: 3, timedOut: true, polls: 1 })
    expect(result.state?.status).toBe('RUNNING')
    expect((await readdir(options.outputDir)).sort()).toEqual(['execution_report.json', 'goal.json'])
    // Well short of the 2 s request deadline the tests give.
    expect(ms).toBeGreaterThan(350)
    expect(ms).toBeLessThan(1_800)
  })

  it('counts a request cut by the timeout as no failed request: no retry counted or announced, no wait', async () => {
    // On the fake clock no time passes while the request hangs: its own deadline, the 0.3 s left of
    // the timeout, is what tells that the timeout cut it.
    const clock = new FakeClock()
    const reasons: string[] = []
    const { result } = await goal({ statuses: [hang] }, { timeoutSeconds: 0.3 }, { clock, events: { retrying: (retry) => reasons.push(retry.reason) } })
    expect(result).toMatchObject({ exitCode: 3, timedOut: true, retries: 0, polls: 0 })
    expect(reasons).toEqual([])
    expect(clock.sleeps).toEqual([])
  })

  it('gives a retry decided early in a round only the retry time left when it is sent', async () => {
    // Budget 2 s, delay 1.5 s: the first failure at 0 s, the retry sent at 1.5 s with the 0.5 s left
    // (not the 2 s left when it was decided); it hangs, and is cut at 0.5 s of real time.
    const clock = new FakeClock()
    clock.time = 100_000
    const reasons: string[] = []
    const started = performance.now()
    const { result } = await goal(
      { statuses: [httpError(500), hang] },
      { maxRetryTimeSeconds: 2, retryDelaySeconds: 1.5, limits: { requestDeadlineMs: 30_000 } },
      { clock, events: { retrying: (retry) => reasons.push(retry.reason) } }
    )
    const ms = performance.now() - started
    expect(reasons).toEqual(['HTTP 500', 'no complete answer within 500 ms'])
    expect(result.exitCode).toBe(2)
    // On the fake clock the round took the two delays, 3 s: the time it really spent, past the 2 s budget.
    expect(result.message).toBe(
      'Reading the status of job 4242 failed: no complete answer within 500 ms, still after 3 s of retries; it may still be running: https://ui.example/#/project/execution/4242.'
    )
    // The fake clock stands still while a request hangs: the round goes on to one more retry, past its
    // budget when sent, which gets the 0.5 s that was left when it was decided.
    expect(service!.statusRequests()).toHaveLength(3)
    expect(ms).toBeGreaterThan(900)
    expect(ms).toBeLessThan(2_400)
  })

  it('gives a retry sent just as the budget runs out the time that was left when it was decided', async () => {
    // Budget 1 s, delay 1 s: the retry goes at the end of the round, with no retry time left; rule 8
    // sends it all the same, with the 1 s that was left when it was decided (it hangs: 1 s of real time).
    const { result } = await goal({ statuses: [httpError(500), hang] }, { maxRetryTimeSeconds: 1, retryDelaySeconds: 1 }, { clock: new FakeClock() })
    expect(result.message).toMatch(/^Reading the status of job 4242 failed: no complete answer within 1 s, still after 1 s of retries;/)
  })

  it('runs to its timeout for a front end that listens to no warning', async () => {
    service = await startFakeService({ statuses: [state('RUNNING')], planJobs: [{ id: 1, statuses: [state('RUNNING')] }] })
    const options = { ...(await runDefaults(service)), timeoutSeconds: 1 }
    expect((await runGoal({ ...options, goalId: 'goal-7' }, { clock: new FakeClock() })).exitCode).toBe(3)
    expect((await runPlan({ ...options, planId: 'plan-3' }, { clock: new FakeClock() })).exitCode).toBe(3)
  })
})

describe('timeout, a plan', () => {
  it('names the links of the first three jobs that go on, and how many more', async () => {
    service = await startFakeService({ planJobs: [1, 2, 3, 4, 5].map((id) => ({ id, statuses: [state('RUNNING')] })) })
    const { warnings } = await runPlanOn(service, { timeoutSeconds: 1 }, { clock: new FakeClock() })
    const link = (id: number) => `https://ui.example/#/project/execution/${id}`
    expect(warnings).toEqual([
      `The timeout of 1 s ran out before every job of plan execution 7001 was final: 5 of 5 jobs go on in the service: ${link(1)}, ${link(2)}, ${link(3)} and 2 more.`
    ])
  })

  it('says "goes on" of one job that goes on', async () => {
    service = await startFakeService({ planJobs: [{ id: 1, statuses: [state('FINISHED', 'PASS')] }, { id: 2, statuses: [state('RUNNING')] }] })
    const { warnings } = await runPlanOn(service, { timeoutSeconds: 1 }, { clock: new FakeClock() })
    expect(warnings).toEqual(['The timeout of 1 s ran out before every job of plan execution 7001 was final: 1 of 2 jobs goes on in the service: https://ui.example/#/project/execution/2.'])
  })

  it('ends the wait for every job: each report and the plan report written, the stuck job deciding, exit 3', async () => {
    service = await startFakeService({
      planJobs: [{ id: 1, statuses: [state('FINISHED', 'FAIL')] }, { id: 2, statuses: [state('RUNNING')] }, { id: 3, statuses: [state('QUEUED')] }]
    })
    const clock = new FakeClock()
    const { result, options, warnings } = await runPlanOn(service, { timeoutSeconds: 3 }, { clock })
    expect(result).toMatchObject({ exitCode: 3, timedOut: true, resultsFetched: true })
    expect(result.deciding?.id).toBe('2')
    expect(result.message).toBe('Plan execution 7001 did not finish within the timeout of 3 s: 2 of 3 jobs not final (job 2, job 3).')
    expect(warnings).toEqual(['The timeout of 3 s ran out before every job of plan execution 7001 was final: 2 of 3 jobs go on in the service: https://ui.example/#/project/execution/2, https://ui.example/#/project/execution/3.'])
    expect(polledJobs(service)).toEqual(['1', '2', '3', '2', '3'])
    expect(clock.sleeps).toEqual([2000, 1000])
    expect((await readdir(options.outputDir)).sort()).toEqual([
      'execution_report-1.json',
      'execution_report-2.json',
      'execution_report-3.json',
      'plan_execution_report.json'
    ])
  })
})
