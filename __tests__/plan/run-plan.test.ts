import { existsSync } from 'node:fs'
import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { jobReportFile } from '../../src/jobs/results.js'
import { type FakeService, type Reply, type ServiceScript, closedPort, hang, httpError, ok, planJourneyRequestLines, raw, startFakeService, state, trickle } from '../fakes/service.js'
import { systemClock } from '../../src/shared/clock.js'
import { FakeClock } from '../helpers/fake-clock.js'
import { polledJobs, runPlanOn } from '../helpers/plan-run.js'
import { when } from '../helpers/when.js'

// The plan run (src/plan/run-plan.ts) against the loopback fake, on a fake clock: the start (P1),
// the polling of every job under one discipline, the reports (6 and P2) and the verdict over jobs.

let service: FakeService | undefined
afterEach(async () => {
  await service?.close()
  service = undefined
})

async function plan(script: ServiceScript, ...rest: Parameters<typeof runPlanOn> extends [unknown, ...infer R] ? R : never) {
  service = await startFakeService(script)
  return runPlanOn(service, ...rest)
}

const passing = (id: string | number, statuses: Reply[] = [state('RUNNING'), state('FINISHED', 'PASS')]) => ({ id, statuses })
const startRequests = () => service!.requests.filter((r) => r.method === 'POST')

describe('a plan run: results and exit code', () => {
  it('0: polls every job to its end, writes each job report and the plan report, and lists jobs in order', async () => {
    const { result, options } = await plan({
      planExecutionId: 7001,
      planJobs: [passing(11), passing(12, [state('QUEUED'), state('RUNNING'), state('FINISHED', 'PASS')]), passing(13)],
      planReport: ok({ id: 7001, jobs: 3, status: 'FINISHED' })
    })
    expect(result.exitCode).toBe(0)
    expect(result.message).toBe('Plan execution 7001 passed: 3 jobs finished, none with outcome FAIL or ERROR.')
    expect(result.planExecutionId).toBe('7001')
    expect(result.jobs.map((job) => [job.id, job.state?.status, job.polls])).toEqual([
      ['11', 'FINISHED', 2],
      ['12', 'FINISHED', 3],
      ['13', 'FINISHED', 2]
    ])
    expect(result.jobs[0].executionUrl).toBe('https://ui.example/#/project/execution/11')
    expect([result.polls, result.retries]).toEqual([7, 0])
    expect(result.deciding?.id).toBe('11')
    expect(result.resultsFetched).toBe(true)
    expect((await readdir(options.outputDir)).sort()).toEqual([
      'execution_report-11.json',
      'execution_report-12.json',
      'execution_report-13.json',
      'plan_execution_report.json'
    ])
    // Pretty-printed, as goal mode writes its files.
    expect(await readFile(path.join(options.outputDir, 'plan_execution_report.json'), 'utf8')).toBe(
      '{\n  "id": 7001,\n  "jobs": 3,\n  "status": "FINISHED"\n}\n'
    )
    expect(JSON.parse(await readFile(result.jobs[1].reportFile!, 'utf8'))).toEqual({ id: 12, status: 'FINISHED' })
    expect(result.reportFile).toBe(path.join(options.outputDir, 'plan_execution_report.json'))
    expect(service!.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/plans/executions/plan-3/execute?envelope=false',
      ...['11', '12', '13', '11', '12', '13', '12'].map((id) => `GET /api/executions/${id}/status?envelope=false`),
      ...['11', '12', '13'].map((id) => `GET /api/jobs/${id}/status?envelope=false`),
      'GET /api/plans/executions/status/7001?envelope=false',
      // The journeys: each job's J1 in job order, then J2 once for the version they share.
      ...planJourneyRequestLines(11, 12, 13)
    ])
  })

  it('sends no body and no Content-Type without an environment, and counts an empty or "null" one as not given', async () => {
    for (const environmentId of [undefined, '', 'null']) {
      await plan({ planJobs: [passing(1)] }, { environmentId })
      const [start] = startRequests()
      expect(start.body.length).toBe(0)
      expect(start.headers['content-type']).toBeUndefined()
      expect(start.headers.authorization).toBe('Bearer secret-token')
      await service!.close()
    }
  })

  it('sends the environment as the JSON body {"environmentId": …} when given', async () => {
    await plan({ planJobs: [passing(1)] }, { environmentId: 'env-42' })
    const [start] = startRequests()
    expect(JSON.parse(start.body.toString())).toEqual({ environmentId: 'env-42' })
    expect(start.headers['content-type']).toBe('application/json')
  })

  it('3: a CANCELED job beside a FAIL one; the status decides before any outcome, whatever the order', async () => {
    const { result } = await plan({
      planJobs: [passing(1, [state('FINISHED', 'FAIL')]), passing(2, [state('FINISHED', 'PASS')]), passing(3, [state('CANCELED')])]
    })
    expect(result.exitCode).toBe(3)
    expect(result.deciding?.id).toBe('3')
    expect(result.message).toBe('Job 3 of plan execution 7001 ended with status CANCELED (2 of 3 jobs did not pass).')
    // The results are written whatever the verdict.
    expect(result.jobs.map((job) => job.reportFile === undefined)).toEqual([false, false, false])
  })

  it('3: a FAILED job; of two, the first in job order decides', async () => {
    const { result } = await plan({ planJobs: [passing(1), passing(2, [state('FAILED', 'ERROR')]), passing(3, [state('CANCELED')])] })
    expect(result.exitCode).toBe(3)
    expect(result.deciding?.id).toBe('2')
  })

  it.each(['FAIL', 'ERROR'])('2: a job finished with outcome %s; the first such job decides', async (outcome) => {
    const { result } = await plan({
      planJobs: [passing(1), passing(2, [state('FINISHED', outcome)]), passing(3, [state('FINISHED', 'FAIL')])]
    })
    expect(result.exitCode).toBe(2)
    expect(result.deciding?.id).toBe('2')
    expect(result.message).toBe(`Job 2 of plan execution 7001 finished with outcome ${outcome} (2 of 3 jobs did not pass).`)
  })

  it('keeps a goal id that the status answer names, digit for digit; an empty one or one of another kind is none', async () => {
    const finished = (goalId: string) => raw(`{"status":"FINISHED","outcome":"PASS"${goalId}}`)
    const { result } = await plan({
      planJobs: [
        passing(1, [finished(',"goalId":12345678901234567891')]),
        passing(2),
        passing(3, [finished(',"goalId":"g-3"')]),
        passing(4, [finished(',"goalId":""')]),
        passing(5, [finished(',"goalId":{"id":5}')]),
        passing(6, [finished(',"goalId":true')])
      ]
    })
    expect(result.jobs.map((job) => job.state?.goalId)).toEqual(['12345678901234567891', undefined, 'g-3', undefined, undefined, undefined])
  })

  it('counts the elapsed time from its start to its end', async () => {
    const clock = new FakeClock()
    clock.time = 50_000
    const { result } = await plan({ planJobs: [passing(1)] }, {}, { clock })
    expect(result.elapsedMs).toBe(2000)
  })

  it('warns, naming the job, when a job report cannot be fetched, and writes the error in its file', async () => {
    const { result, warnings } = await plan({ planJobs: [passing(1, [state('FINISHED', 'PASS')]), { id: 2, statuses: [state('FINISHED', 'PASS')], report: httpError(500) }] })
    expect(result.exitCode).toBe(0)
    expect(warnings).toEqual(['Could not fetch the report of job 2: HTTP 500.'])
    expect(JSON.parse(await readFile(result.jobs[1].reportFile!, 'utf8'))).toEqual({ error: 'Could not fetch the report of job 2: HTTP 500.' })
  })
})

describe('a plan run: the start (P1)', () => {
  it.each([
    ['not a JSON object', raw('[{"id":1}]'), 'the answer is not a JSON object'],
    ['without an id', ok({ jobs: [{ id: 1 }] }), 'the answer has no plan execution id'],
    ['with an id of null', ok({ id: null, jobs: [{ id: 1 }] }), 'the answer has no plan execution id'],
    ['with an empty id', ok({ id: '', jobs: [{ id: 1 }] }), 'the answer has no plan execution id'],
    ['with an id of "null"', ok({ id: 'null', jobs: [{ id: 1 }] }), 'the answer has no plan execution id'],
    ['with jobs of null', ok({ id: 5, jobs: null }), 'the answer has no jobs'],
    ['with a job that is null', ok({ id: 5, jobs: [{ id: 1 }, null] }), 'jobs[1] of the answer is not a job with an id'],
    ['with a job id that is empty', ok({ id: 5, jobs: [{ id: '' }] }), 'jobs[0] of the answer is not a job with an id'],
    ['with a job id of "null"', ok({ id: 5, jobs: { x: { id: 'null' } } }), 'jobs["x"] of the answer is not a job with an id'],
    ['with an object as id', ok({ id: { value: 1 }, jobs: [{ id: 1 }] }), 'the answer has no plan execution id'],
    ['without jobs', ok({ id: 5 }), 'the answer has no jobs'],
    ['with jobs that are a string', ok({ id: 5, jobs: '1,2' }), 'the answer has no jobs'],
    ['with an empty array of jobs', ok({ id: 5, jobs: [] }), 'the answer names no job'],
    ['with an empty object of jobs', ok({ id: 5, jobs: {} }), 'the answer names no job'],
    ['with a job that is no object', ok({ id: 5, jobs: [{ id: 1 }, 2] }), 'jobs[1] of the answer is not a job with an id'],
    ['with a job without an id', ok({ id: 5, jobs: { a: { id: 1 }, b: { name: 'x' } } }), 'jobs["b"] of the answer is not a job with an id'],
    ['with a job id of true', ok({ id: 5, jobs: [{ id: true }] }), 'jobs[0] of the answer is not a job with an id'],
    ['naming a job twice, as a number and as a string', ok({ id: 5, jobs: [{ id: 5 }, { id: '5' }] }), 'the answer names job 5 twice']
  ])('an answer %s is a start failure (exit 1) that says which, and no job is polled', async (_, start, why) => {
    const { result, options } = await plan({ planStart: start })
    expect(result.exitCode).toBe(1)
    expect(result.message).toBe(`Starting plan plan-3 failed: ${why}; the plan may have started.`)
    expect(service!.statusRequests()).toHaveLength(0)
    expect(await readdir(options.outputDir)).toEqual([])
  })

  it('an HTTP error is a start failure that names it', async () => {
    const { result } = await plan({ planStart: httpError(401) })
    expect(result.exitCode).toBe(1)
    expect(result.message).toBe('Starting plan plan-3 failed: HTTP 401: check the token.')
  })

  it('a refused connection sent nothing: the plan did not start, and the message does not say it may have', async () => {
    const port = await closedPort()
    const { result } = await plan({}, { apiUrl: `http://127.0.0.1:${port}/api` })
    expect(result).toMatchObject({ exitCode: 1, message: `Starting plan plan-3 failed: connect ECONNREFUSED 127.0.0.1:${port}.` })
  })

  it('warns for each job that FINISHED with no outcome, which passes (rule 10)', async () => {
    const { result, warnings } = await plan({ planJobs: [passing(1, [state('FINISHED', null)]), passing(2), passing(3, [{ json: { status: 'FINISHED', outcome: '' } }])] })
    expect(result.exitCode).toBe(0)
    expect(warnings).toEqual(['1', '3'].map((id) => `Job ${id} FINISHED with no outcome; it passes, as only the outcomes FAIL and ERROR fail (Client B rule 10).`))
  })

  it('is never retried', async () => {
    await plan({ planStart: httpError(503) })
    expect(startRequests()).toHaveLength(1)
  })

  it('lists jobs given as an object in the order the answer writes them, not the order JSON.parse keeps', async () => {
    const start = raw('{"id": 5, "jobs": {"20": {"id": 20}, "3": {"id": "3", "goal": {"id": 9}}, "x": {"id": 1}}}')
    const { result } = await plan({ planStart: start })
    expect(result.jobs.map((job) => job.id)).toEqual(['20', '3', '1'])
    expect(polledJobs(service!).slice(0, 3)).toEqual(['20', '3', '1'])
  })

  it('keeps ids beyond 2^53 digit for digit, in the result, the paths, the links and the file names', async () => {
    const { result, options } = await plan({
      planStart: raw('{"id": 9007199254740993, "jobs": [{"id": 9007199254740995}, {"id": 18014398509481985}]}'),
      statuses: [state('FINISHED', 'PASS')]
    })
    expect(result.planExecutionId).toBe('9007199254740993')
    expect(result.jobs.map((job) => job.id)).toEqual(['9007199254740995', '18014398509481985'])
    expect(result.jobs[0].executionUrl).toBe('https://ui.example/#/project/execution/9007199254740995')
    expect(polledJobs(service!)).toEqual(['9007199254740995', '18014398509481985'])
    expect((await readdir(options.outputDir)).sort()).toEqual([
      'execution_report-18014398509481985.json',
      'execution_report-9007199254740995.json',
      'plan_execution_report.json'
    ])
    expect(service!.requests.at(-5)?.url).toBe('/api/plans/executions/status/9007199254740993?envelope=false')
    expect(service!.requests.slice(-4).map((r) => `${r.method} ${r.url}`)).toEqual(planJourneyRequestLines('9007199254740995', '18014398509481985'))
  })

  it('writes a job id that is a path, or holds characters no file name may, percent-encoded inside the output directory', async () => {
    const ids = ['../../x', 'a:b', 'c*d', 'e\\f', '..']
    const { result, options } = await plan({ planStart: ok({ id: 5, jobs: ids.map((id) => ({ id })) }), statuses: [state('FINISHED', 'PASS')] })
    expect(result.exitCode).toBe(0)
    expect((await readdir(options.outputDir)).sort()).toEqual(
      ['execution_report-..%2F..%2Fx.json', 'execution_report-a%3Ab.json', 'execution_report-c%2Ad.json', 'execution_report-e%5Cf.json', 'execution_report-...json', 'plan_execution_report.json'].sort()
    )
    expect(result.jobs.map((job) => path.dirname(job.reportFile!))).toEqual(ids.map(() => options.outputDir))
    expect(ids.map(jobReportFile)).toEqual(result.jobs.map((job) => path.basename(job.reportFile!)))
  })

  it('with wait: false, returns once started: exit 0, the jobs listed, nothing polled or written', async () => {
    const { result, options } = await plan({ planJobs: [passing(1), passing(2)] }, { wait: false })
    expect(result.exitCode).toBe(0)
    expect(result.message).toBe('Plan plan-3 started as plan execution 7001 with 2 jobs and was not awaited.')
    expect(result.jobs.map((job) => job.id)).toEqual(['1', '2'])
    expect(service!.requests).toHaveLength(1)
    expect(await readdir(options.outputDir)).toEqual([])
  })

  it('a token of "null" is a login failure before any request (Client B rule 4)', async () => {
    const { result } = await plan({}, { token: 'null' })
    expect(result.exitCode).toBe(1)
    expect(result.message).toBe('Login failed: the access token is "null".')
    expect(service!.requests).toHaveLength(0)
  })
})

describe('a plan run: polling', () => {
  it('asks each job at most once per poll interval from its previous answer, one request at a time, in job order', async () => {
    const clock = new FakeClock()
    const answeredAt: Record<string, number[]> = {}
    const { result } = await plan(
      { planJobs: [passing(1, [state('RUNNING'), state('RUNNING'), state('FINISHED', 'PASS')]), passing(2), passing(3, [state('FINISHED', 'PASS')])] },
      {},
      { clock, events: { polled: (job) => (answeredAt[job.id] ??= []).push(clock.now()) } }
    )
    expect(result.exitCode).toBe(0)
    expect(polledJobs(service!)).toEqual(['1', '2', '3', '1', '2', '1'])
    expect(answeredAt).toEqual({ 1: [0, 2000, 4000], 2: [0, 2000], 3: [0] })
    expect(clock.sleeps).toEqual([2000, 2000])
    expect(service!.maxInFlight()).toBe(1)
    // Over one kept-alive connection.
    expect(service!.connections()).toBe(1)
  })

  it('counts a job\'s poll interval from its previous answer, not from the request (real time, small values)', async () => {
    // The first answer takes about 0.3 s to arrive whole; the next request waits 0.2 s after it, not after the sending.
    const slow = trickle('{"status":"RUNNING","outcome":null}', 10, 1)
    service = await startFakeService({ planJobs: [passing(1, [slow, state('FINISHED', 'PASS')])] })
    const { result } = await runPlanOn(service, { pollIntervalSeconds: 0.2 }, { clock: systemClock })
    expect(result.exitCode).toBe(0)
    const [first, second] = service.statusRequests()
    expect(second.receivedAt - first.receivedAt).toBeGreaterThan(330 + 180)
  })

  it('does not ask a job again once it is final', async () => {
    await plan({ planJobs: [passing(1, [state('FINISHED', 'PASS'), httpError(500)]), passing(2, [state('RUNNING'), state('RUNNING'), state('FINISHED', 'PASS')])] })
    expect(polledJobs(service!)).toEqual(['1', '2', '2', '2'])
  })

  it('ends the run with 2 when a job\'s status requests fail past its retry time: no files', async () => {
    const { result, options } = await plan(
      { planJobs: [passing(1, [state('RUNNING'), httpError(500)]), passing(2, [state('RUNNING')])] },
      { maxRetryTimeSeconds: 5, retryDelaySeconds: 3 }
    )
    expect(result.exitCode).toBe(2)
    expect(result.message).toBe('Reading the status of job 1 failed: HTTP 500, still after 6 s of retries; it may still be running: https://ui.example/#/project/execution/1.')
    expect(result.resultsFetched).toBe(false)
    expect(await readdir(options.outputDir)).toEqual([])
    // Both at 0 s and 2 s, where 1 fails (its round starts) and retries at 5 s and 8 s, past its 5 s; 2 at 4, 6 and 8 s, after 1 is given up.
    expect(polledJobs(service!)).toEqual(['1', '2', '1', '2', '2', '1', '2', '1'])
    expect(result.jobs.map((job) => job.retries)).toEqual([2, 0])
    expect(result.retries).toBe(2)
  })

  it('holds every request for a Retry-After, and counts it against the budget of the job that received it', async () => {
    const clock = new FakeClock()
    const sentAt: string[] = []
    const { result } = await plan(
      { planJobs: [passing(1, [httpError(503, { 'retry-after': '5' }), state('FINISHED', 'PASS')]), passing(2, [state('FINISHED', 'PASS')])] },
      { retryDelaySeconds: 1 },
      { clock, events: { polled: (job) => sentAt.push(`${job.id}@${clock.now()}`) } }
    )
    expect(result.exitCode).toBe(0)
    // Job 2 was due at 0 s, but the Retry-After that job 1 received at 0 s holds it until 5 s, when it goes first, being due first.
    expect(sentAt).toEqual(['2@5000', '1@5000'])
    expect(clock.sleeps).toEqual([5000])
    expect(result.jobs.map((job) => job.retries)).toEqual([1, 0])
  })

  it('spends the Retry-After of the job that received it from that job\'s budget only', async () => {
    const clock = new FakeClock()
    const { result } = await plan(
      { planJobs: [passing(1, [httpError(503, { 'retry-after': '4' }), httpError(500)]), passing(2, [state('RUNNING')])] },
      { maxRetryTimeSeconds: 5, retryDelaySeconds: 1 },
      { clock }
    )
    // Job 1: 4 s held, a failure at 4 s, another at 5 s: its 5 s are spent. Job 2 polled on, with no retry.
    expect(result.exitCode).toBe(2)
    expect(result.message).toMatch(/^Reading the status of job 1 failed: HTTP 500, still after 5 s of retries;/)
    expect(result.jobs.map((job) => job.retries)).toEqual([2, 0])
    expect(polledJobs(service!)).toEqual(['1', '2', '1', '1'])
  })

  it('waits for a plan execution it is given: no start, the given jobs polled, its report fetched (P2)', async () => {
    const { result } = await plan(
      { statuses: [state('FINISHED', 'PASS')] },
      { planId: undefined, attach: { id: '8800', jobIds: ['31', '32'] } }
    )
    expect(result.exitCode).toBe(0)
    expect(startRequests()).toHaveLength(0)
    expect(polledJobs(service!)).toEqual(['31', '32'])
    expect(service!.requests.at(-5)?.url).toBe('/api/plans/executions/status/8800?envelope=false')
    expect(result.planId).toBeUndefined()
  })

  it.each([401, 403, 404])('ends at once with 1 when the first status request of a given job is answered %i', async (status) => {
    const { result } = await plan(
      { planJobs: [passing(31, [state('RUNNING'), state('FINISHED', 'PASS')]), passing(32, [httpError(status)])] },
      { planId: undefined, attach: { id: '8800', jobIds: ['31', '32'] } }
    )
    expect(result.exitCode).toBe(1)
    const why = status === 404 ? `: HTTP 404 from ${service!.apiUrl}/executions/32/status: a wrong id, or a wrong address (the API's address, api-url, ends in /api; the web interface's host is ui-url)` : ` (HTTP ${status}): the token or the job id is wrong`
    expect(result.message).toBe(`Job 32 cannot be read${why}.`)
    expect(polledJobs(service!)).toEqual(['31', '32'])
  })

  it('retries a 404 of a job that the plan started: only a given job is judged by its first answer', async () => {
    const { result } = await plan({ planJobs: [passing(1, [httpError(404), state('FINISHED', 'PASS')])] })
    expect(result.exitCode).toBe(0)
    expect(result.retries).toBe(1)
  })

  it('works through a start answer of 1,000 jobs of up to 500 bytes each, under the same discipline', async () => {
    const jobs = Array.from({ length: 1000 }, (_, i) => ({ id: 100_000 + i, name: `Journey ${i}`.padEnd(440, '.'), env: 'staging' }))
    expect(Math.max(...jobs.map((job) => JSON.stringify(job).length))).toBeLessThanOrEqual(500)
    const { result, options } = await plan({ planStart: ok({ id: 5, jobs }), statuses: [state('FINISHED', 'PASS')], report: ok({ ok: true }) })
    expect(result.exitCode).toBe(0)
    expect(result.jobs).toHaveLength(1000)
    expect(service!.statusRequests()).toHaveLength(1000)
    expect(await readdir(options.outputDir)).toHaveLength(1001)
    expect(service!.maxInFlight()).toBe(1)
  })
})

describe('a plan run: cancelled', () => {
  it('while saving the results: exit 3, the reports already written kept, the one cut off and the rest not written', async () => {
    const controller = new AbortController()
    service = await startFakeService({ planJobs: [passing(1, [state('FINISHED', 'PASS')]), passing(2, [state('FINISHED', 'PASS')])], planReport: hang })
    const fake = service
    when(() => fake.requests.some((r) => r.url.startsWith('/api/plans/executions/status/')), () => controller.abort())
    const { result, options } = await runPlanOn(service, {}, { signal: controller.signal })
    expect(result).toMatchObject({ exitCode: 3, cancelled: true, resultsFetched: false })
    expect(result.message).toBe('Cancelled while saving the results of plan execution 7001.')
    expect((await readdir(options.outputDir)).sort()).toEqual(['execution_report-1.json', 'execution_report-2.json'])
  })

  it('lets an error of its own front end, thrown while saving, reach the caller unchanged', async () => {
    service = await startFakeService({ planJobs: [passing(1, [state('FINISHED', 'PASS')])], planReport: httpError(500) })
    const broken = new Error('the front end broke')
    const warning = () => {
      throw broken
    }
    await expect(runPlanOn(service, {}, { events: { warning } })).rejects.toBe(broken)
  })

  it('closes its kept-alive connection when it ends', async () => {
    service = await startFakeService({ planJobs: [passing(1, [state('FINISHED', 'PASS')])] })
    const { result } = await runPlanOn(service)
    expect(result.exitCode).toBe(0)
    // None left once the run has returned (its close reaches the server a moment later), though
    // the server would keep it alive for 5 s.
    for (let waited = 0; service.openConnections() > 0 && waited < 1000; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10))
    expect(service.openConnections()).toBe(0)
    expect(service.connections()).toBe(1)
  })

  it('while starting: exit 1, no job, nothing polled or written', async () => {
    const controller = new AbortController()
    service = await startFakeService({ planStart: hang })
    setTimeout(() => controller.abort(), 50)
    const started = performance.now()
    const { result, options } = await runPlanOn(service, {}, { signal: controller.signal })
    // At once: the start request itself takes the signal (its deadline here is 2 s).
    expect(performance.now() - started).toBeLessThan(1_000)
    expect(result.exitCode).toBe(1)
    expect(result.cancelled).toBe(true)
    expect(result.message).toBe('Cancelled while starting plan plan-3; it may have started.')
    expect(service.statusRequests()).toHaveLength(0)
    expect(await readdir(options.outputDir)).toEqual([])
  })

  it('while polling: exit 3 with the last states seen, no files, nothing more sent', async () => {
    const controller = new AbortController()
    service = await startFakeService({ planJobs: [passing(1, [state('FINISHED', 'PASS')]), passing(2, [state('RUNNING'), hang])] })
    const { result, options } = await runPlanOn(
      service,
      { pollIntervalSeconds: 0.01 },
      { signal: controller.signal, events: { polled: (job) => job.id === '2' && setTimeout(() => controller.abort(), 50) } }
    )
    expect(result.exitCode).toBe(3)
    expect(result.cancelled).toBe(true)
    expect(result.message).toBe('Cancelled while waiting for plan execution 7001 (1 of 2 jobs final); its jobs may still be running: https://ui.example/#/project/execution/2.')
    expect(result.jobs.map((job) => job.state?.status)).toEqual(['FINISHED', 'RUNNING'])
    expect(await readdir(options.outputDir)).toEqual([])
    expect(existsSync(path.join(options.outputDir, 'plan_execution_report.json'))).toBe(false)
    expect(service.requests.filter((r) => !r.url.startsWith('/api/executions/'))).toHaveLength(1)
  })
})
