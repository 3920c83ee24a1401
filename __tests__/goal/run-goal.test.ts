import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { type GoalRunEvents, type GoalRunOptions, runGoal } from '../../src/goal/run-goal.js'
import { systemClock } from '../../src/shared/clock.js'
import {
  type FakeService,
  type ServiceScript,
  defaultGoal,
  defaultReport,
  emptyBody,
  hang,
  httpError,
  journeyRequestLines,
  notJson,
  ok,
  reset,
  startFakeService,
  state
} from '../fakes/service.js'
import { FakeClock } from '../helpers/fake-clock.js'
import { runGoalOn } from '../helpers/goal-run.js'
import { tempDir } from '../helpers/temp.js'

let service: FakeService | undefined
afterEach(async () => {
  await service?.close()
  service = undefined
})

async function run(script: ServiceScript, overrides: Partial<GoalRunOptions> = {}, events: GoalRunEvents = {}) {
  service = await startFakeService(script)
  const clock = new FakeClock()
  return { ...(await runGoalOn(service, overrides, { clock, events })), clock, service }
}

const failures = (n: number, reply = httpError(500)) => Array.from({ length: n }, () => reply)

describe('exit codes (Client B rule 10)', () => {
  it('0 when FINISHED with a passing outcome, writing both files pretty-printed', async () => {
    const { result, options } = await run({ statuses: [state('RUNNING'), state('RUNNING'), state('FINISHED', 'PASS')] })
    expect(result).toMatchObject({ exitCode: 0, jobId: '4242', state: { status: 'FINISHED', outcome: 'PASS' }, polls: 3 })
    expect(result.executionUrl).toBe('https://ui.example/#/project/execution/4242')
    const report = await readFile(path.join(options.outputDir, 'execution_report.json'), 'utf8')
    expect(report).toBe(`${JSON.stringify(defaultReport, null, 2)}\n`)
    expect(JSON.parse(await readFile(path.join(options.outputDir, 'goal.json'), 'utf8'))).toEqual(defaultGoal)
    expect(result.reportFile).toBe(path.join(options.outputDir, 'execution_report.json'))
  })

  it.each(['FAIL', 'ERROR'])('2 when FINISHED with outcome %s, files still written', async (outcome) => {
    const { result } = await run({ statuses: [state('FINISHED', outcome)] })
    expect(result.exitCode).toBe(2)
    expect(result.message).toContain(outcome)
    expect(JSON.parse(await readFile(result.reportFile!, 'utf8'))).toEqual(defaultReport)
  })

  it.each(['CANCELED', 'FAILED'])('3 when the final status is %s', async (status) => {
    const { result } = await run({ statuses: [state('RUNNING'), state(status, 'ERROR')] })
    expect(result.exitCode).toBe(3)
    expect(JSON.parse(await readFile(result.goalFile!, 'utf8'))).toEqual(defaultGoal)
  })

  it('1 for a token equal to "null", before any request (rule 4)', async () => {
    const { result, service } = await run({}, { token: 'null' })
    expect(result.exitCode).toBe(1)
    expect(result.message).toMatch(/login failed/i)
    expect(service.requests).toHaveLength(0)
  })

  it.each([
    ['', 'The goal id is empty: give the id of the goal to run.'],
    ['null', 'The goal id is "null", which is no goal\'s id (an unset variable?): give the id of the goal to run.']
  ])('1 for the goal id %j, before any request (rule 5)', async (goalId, message) => {
    const { result, service } = await run({}, { goalId })
    expect(result.exitCode).toBe(1)
    expect(result.message).toBe(message)
    expect(service.requests).toHaveLength(0)
  })

  it.each([
    ['an HTTP error', httpError(500)],
    ['a null id', ok({ id: null })],
    ['an empty id', ok({ id: '' })],
    ['the text "null"', ok({ id: 'null' })],
    ['a body that is not JSON', notJson]
  ])('1 when the start answers %s, and the start is never retried (rule 6)', async (_, start) => {
    const { result, service } = await run({ start })
    expect(result.exitCode).toBe(1)
    expect(result.message).toMatch(/^Starting goal goal-7 failed/)
    expect(service.requests.map((r) => r.method)).toEqual(['POST'])
  })
})

describe('polling (Client B rule 7)', () => {
  it('waits the poll interval between polls of an unfinished job', async () => {
    const { clock } = await run(
      { statuses: [state('QUEUED'), state('RUNNING'), state('FINISHED', 'PASS')] },
      { pollIntervalSeconds: 2 }
    )
    expect(clock.sleeps).toEqual([2000, 2000])
  })

  it('reports every poll to the front end and treats unknown statuses as running', async () => {
    const polls: string[] = []
    await run(
      { statuses: [state('SOMETHING_NEW'), ok({ status: 'RUNNING', outcome: { partial: 1 } }), state('FINISHED', 'PASS')] },
      {},
      { polled: (s, n) => polls.push(`${n}:${s.status}/${s.outcome}`) }
    )
    expect(polls).toEqual(['1:SOMETHING_NEW/null', '2:RUNNING/{"partial":1}', '3:FINISHED/PASS'])
  })

  it.each([
    ['no status', {}],
    ['a numeric status', { status: 3, outcome: null }],
    ['a null status', { status: null, outcome: 'PASS' }]
  ])('counts an answer with %s as a failed status request (contract: answers are checked)', async (_, body) => {
    const retries: string[] = []
    const { result } = await run({ statuses: [ok(body), state('FINISHED', 'PASS')] }, {}, { retrying: (r) => retries.push(r.reason) })
    expect(retries).toEqual(['the answer has no status'])
    expect(result).toMatchObject({ exitCode: 0, polls: 1, retries: 1 })
  })
})

describe('the retry budget (Client B rule 8)', () => {
  it('gives up with 2 once the elapsed retry time reaches max_retry_time, honouring the delay', async () => {
    const { result, clock, service } = await run({ statuses: [httpError(500)] }, { maxRetryTimeSeconds: 30, retryDelaySeconds: 10 })
    expect(result.exitCode).toBe(2)
    expect(result.retries).toBe(3)
    expect(clock.sleeps).toEqual([10_000, 10_000, 10_000])
    expect(service.statusRequests()).toHaveLength(4)
    expect(result.reportFile).toBeUndefined()
  })

  it('fails at the first error when max_retry_time is 0', async () => {
    const { result, service } = await run({ statuses: [httpError(502)] }, { maxRetryTimeSeconds: 0 })
    expect(result.exitCode).toBe(2)
    expect(service.statusRequests()).toHaveLength(1)
  })

  it('resets the elapsed retry time after each successful polling round', async () => {
    // Two failures per round use 20 s of a 25 s budget; without the reset the third failure would end the run.
    const { result, clock } = await run(
      { statuses: [...failures(2), state('RUNNING'), ...failures(2), state('RUNNING'), ...failures(2), state('FINISHED', 'PASS')] },
      { maxRetryTimeSeconds: 25, retryDelaySeconds: 10 }
    )
    expect(result.exitCode).toBe(0)
    expect(result.retries).toBe(6)
    expect(clock.sleeps).toEqual([10_000, 10_000, 2_000, 10_000, 10_000, 2_000, 10_000, 10_000])
  })

  it.each([
    ['an empty body', emptyBody],
    ['a body that is not JSON', notJson],
    ['JSON that is not an object', ok([1, 2])],
    ['HTTP 500', httpError(500)],
    ['HTTP 404', httpError(404)],
    ['a connection reset', reset]
  ])('counts %s as a failed status request', async (_, failure) => {
    const retries: string[] = []
    // A reset on the start's kept-alive connection is sent again on a new one (a connection closed
    // while idle): reset there too, it is a failure.
    const failures = failure === reset ? [reset, reset] : [failure]
    const { result } = await run(
      { statuses: [...failures, state('FINISHED', 'PASS')] },
      {},
      { retrying: (r) => retries.push(r.reason) }
    )
    expect(result.exitCode).toBe(0)
    expect(retries).toHaveLength(1)
  })

  it('counts a request timeout as a failed status request', async () => {
    const { result } = await run({ statuses: [hang, state('FINISHED', 'PASS')] }, { limits: { requestDeadlineMs: 200 } })
    expect(result).toMatchObject({ exitCode: 0, retries: 1 })
  })

  it.each([429, 503])('waits the longer Retry-After of a %i answer, within the same budget', async (status) => {
    const { result, clock } = await run(
      { statuses: [httpError(status, { 'retry-after': '25' })] },
      { maxRetryTimeSeconds: 30, retryDelaySeconds: 10 }
    )
    // Failures at 0 s and 25 s are retried; the one at 50 s is past the budget.
    expect(clock.sleeps).toEqual([25_000, 25_000])
    expect(result).toMatchObject({ exitCode: 2, retries: 2 })
  })

  it('keeps the delay when Retry-After is shorter, or comes with another status', async () => {
    const { clock } = await run(
      { statuses: [httpError(503, { 'retry-after': '3' }), httpError(500, { 'retry-after': '60' }), state('FINISHED', 'PASS')] },
      { retryDelaySeconds: 10, maxRetryTimeSeconds: 100 }
    )
    expect(clock.sleeps).toEqual([10_000, 10_000])
  })
})

describe('requests', () => {
  it('percent-encodes the goal id and the job id in paths', async () => {
    const { service } = await run({ jobId: 'job/1 x?', statuses: [state('FINISHED', 'PASS')] }, { goalId: 'a b/c?d#e' })
    expect(service.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/goals/a%20b%2Fc%3Fd%23e/execute?envelope=false',
      'GET /api/executions/job%2F1%20x%3F/status?envelope=false',
      'GET /api/jobs/job%2F1%20x%3F/status?envelope=false',
      'GET /api/goals/a%20b%2Fc%3Fd%23e?envelope=false',
      ...journeyRequestLines('job%2F1%20x%3F')
    ])
  })

  it('sends the bearer token and envelope=false on every request, over one kept-alive connection', async () => {
    const { service } = await run({ statuses: [state('RUNNING'), state('RUNNING'), state('FINISHED', 'PASS')] })
    // The start, three polls, the report, the goal, the journey results and the journeys.
    expect(service.requests).toHaveLength(8)
    for (const request of service.requests) {
      expect(request.headers.authorization).toBe('Bearer secret-token')
      expect(new URL(request.url, 'http://x').searchParams.get('envelope')).toBe('false')
    }
    expect(new Set(service.requests.map((r) => r.remotePort)).size).toBe(1)
  })
})

describe('after the loop (Client B rule 9)', () => {
  it('warns and writes the error when the report cannot be fetched, keeping the exit code', async () => {
    const { result, warnings, options } = await run({ statuses: [state('FINISHED', 'FAIL')], report: httpError(500) })
    expect(result.exitCode).toBe(2)
    expect(warnings).toEqual(['Could not fetch the job report: HTTP 500.'])
    const report = JSON.parse(await readFile(path.join(options.outputDir, 'execution_report.json'), 'utf8'))
    expect(report).toEqual({ error: 'Could not fetch the job report: HTTP 500.' })
    expect(JSON.parse(await readFile(path.join(options.outputDir, 'goal.json'), 'utf8'))).toEqual(defaultGoal)
  })

  it('creates the output directory when it does not exist', async () => {
    const dir = path.join(await tempDir(), 'nested', 'results')
    const { result } = await run({ statuses: [state('FINISHED', 'PASS')] }, { outputDir: dir })
    expect(result.reportFile).toBe(path.join(dir, 'execution_report.json'))
  })
})

async function realTimeOptions(service: FakeService): Promise<GoalRunOptions> {
  return {
    token: 't',
    goalId: 'g',
    apiUrl: service.apiUrl,
    uiUrl: 'https://ui.example',
    maxRetryTimeSeconds: 30,
    retryDelaySeconds: 10,
    pollIntervalSeconds: 2,
    outputDir: await tempDir()
  }
}

describe('cancellation', () => {
  it('stops polling at once and reports the last status seen with exit 3', async () => {
    const controller = new AbortController()
    service = await startFakeService({ statuses: [state('RUNNING', null)] })
    const result = await runGoal(
      { ...(await realTimeOptions(service)), pollIntervalSeconds: 60 },
      { clock: systemClock, signal: controller.signal, events: { polled: () => setTimeout(() => controller.abort(), 20) } }
    )
    expect(result).toMatchObject({ exitCode: 3, cancelled: true, polls: 1, state: { status: 'RUNNING' } })
    expect(result.elapsedMs).toBeLessThan(2_000)
    expect(result.reportFile).toBeUndefined()
  })

  it('stops a hanging status request at once', async () => {
    const controller = new AbortController()
    service = await startFakeService({ statuses: [hang] })
    setTimeout(() => controller.abort(), 100)
    const started = Date.now()
    const result = await runGoal(
      await realTimeOptions(service),
      { signal: controller.signal }
    )
    expect(result).toMatchObject({ exitCode: 3, cancelled: true, polls: 0 })
    expect(Date.now() - started).toBeLessThan(1_000)
  })
})

describe('with real time and small values', () => {
  it('retries after the real delay and then succeeds', async () => {
    service = await startFakeService({ statuses: [httpError(500), state('RUNNING'), state('FINISHED', 'PASS')] })
    const started = Date.now()
    const result = await runGoal({
      ...(await realTimeOptions(service)),
      maxRetryTimeSeconds: 1,
      retryDelaySeconds: 0.2,
      pollIntervalSeconds: 0.1
    })
    expect(result).toMatchObject({ exitCode: 0, retries: 1, polls: 2 })
    expect(Date.now() - started).toBeGreaterThanOrEqual(290)
  })
})
