import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { type FakeService, type JourneyScript, type PlanJobScript, type ServiceScript, hang, httpError, startFakeService, state } from '../fakes/service.js'
import { runGoalOn } from '../helpers/goal-run.js'
import { failingJourneys, withJourneys } from '../helpers/journeys.js'
import { runPlanOn } from '../helpers/plan-run.js'
import { tempDir } from '../helpers/temp.js'

// Re-running failed journeys (contract: "Re-running failed journeys"), in the goal and plan runs,
// against the loopback fake: J4 starts each re-run; the re-run job has its own statuses, report
// and J1 (`journeyRuns`).

let service: FakeService | undefined
afterEach(async () => {
  await service?.close()
  service = undefined
})

const pass = (journey: JourneyScript): JourneyScript => ({ ...journey, outcome: 'PASS', checkpoints: undefined })
const [checkout, search, account, wishlist] = failingJourneys
/** A job J4 starts: its statuses (default FINISHED with the outcome) and the journeys its J1 reports. */
const rerun = (id: number, outcome: string, journeys: JourneyScript[], statuses = [state('FINISHED', outcome)]): PlanJobScript => ({ id, statuses, journeys })
const j4 = () => (service?.requests ?? []).filter((r) => r.method === 'POST' && /\/snapshots\/.*\/execute/.test(r.url))

async function goal(script: ServiceScript, rerunFailed: number, overrides = {}, seams = {}) {
  service = await startFakeService({ statuses: [state('FINISHED', 'FAIL')], journeys: failingJourneys, ...script })
  const rerunning: string[] = []
  const outputDir = await tempDir()
  const run = await runGoalOn(service, { rerunFailed, outputDir, junitFile: path.join(outputDir, 'junit.xml'), ...overrides }, { events: { rerunning: (r) => rerunning.push(`${r.jobId}→${r.rerunJobId} ${r.journeys} (run ${r.run} of ${r.runs})`) }, ...seams })
  return { ...run, rerunning }
}

describe('a goal whose failed journeys pass when run again', () => {
  it('passes: J4 with the FAIL, ERROR and NOT_REACHED journeys and the environment, written as the service wrote them', async () => {
    const { result, warnings, rerunning, options } = await goal({ journeyRuns: [rerun(9001, 'PASS', [pass(checkout), pass(account)])] }, 1)
    expect(result.exitCode).toBe(0)
    expect(j4().map((r) => [r.url, r.body.toString()])).toEqual([
      ['/api/goals/8534/snapshots/28733/execute?envelope=false', '{"suiteIds": [527218, 527220], "environmentId": 2418}']
    ])
    expect(rerunning).toEqual(['4242→9001 2 (run 2 of 2)'])
    // The re-run stands for the job: its status and outcome, its polls added; each journey once, with its final outcome.
    expect(result.state).toMatchObject({ status: 'FINISHED', outcome: 'PASS' })
    expect(result.reruns?.started.map((rerun) => rerun.id)).toEqual(['9001'])
    expect(result.results?.[0].rerunJobIds).toEqual(['9001'])
    expect(result.results?.[0].journeys?.map((j) => `${j.title}: ${j.runs.map((r) => `${r.outcome}@${r.jobId}`).join(' ')}`)).toEqual([
      'Log in and check out: FAIL@4242 PASS@9001',
      'Search the catalogue: PASS@4242',
      'Account page: ERROR@4242 PASS@9001',
      'Wishlist: SKIP@4242'
    ])
    expect(result.journeys).toMatchObject({ total: 4, PASS: 3, FAIL: 0, ERROR: 0, SKIP: 1 })
    expect(warnings).toEqual([])
    // Its report, written beside the others; the JUnit file holds both runs of the flaky journeys.
    expect((await readdir(options.outputDir)).sort()).toEqual(['execution_report-9001.json', 'execution_report.json', 'goal.json', 'junit.xml'])
    expect(result.reruns?.reportFiles).toEqual([path.join(options.outputDir, 'execution_report-9001.json')])
    const xml = await readFile(path.join(options.outputDir, 'junit.xml'), 'utf8')
    expect(xml.match(/<flaky(Failure|Error) /g)).toEqual(['<flakyFailure ', '<flakyError '])
    expect(xml).not.toMatch(/<(failure|error) /)
  })

  it('a NOT_REACHED journey is run again too', async () => {
    const notReached = { ...wishlist, outcome: 'NOT_REACHED' }
    await goal({ journeys: [checkout, notReached], journeyRuns: [rerun(9001, 'PASS', [pass(checkout), pass(notReached)])] }, 1)
    expect(JSON.parse(j4()[0].body.toString()).suiteIds).toEqual([527218, 527221])
  })
})

describe('a goal whose failed journeys fail again', () => {
  it('runs what still fails, round by round, up to rerun-failed rounds, and fails: exit 2', async () => {
    const { result, rerunning, options } = await goal(
      {
        journeyRuns: [
          rerun(9001, 'FAIL', [checkout, pass(account)]),
          rerun(9002, 'FAIL', [checkout])
        ]
      },
      2
    )
    expect(result.exitCode).toBe(2)
    expect(j4().map((r) => JSON.parse(r.body.toString()).suiteIds)).toEqual([[527218, 527220], [527218]])
    expect(rerunning).toEqual(['4242→9001 2 (run 2 of 3)', '4242→9002 1 (run 3 of 3)'])
    expect(result.reruns?.started.map((rerun) => rerun.id)).toEqual(['9001', '9002'])
    const xml = await readFile(path.join(options.outputDir, 'junit.xml'), 'utf8')
    // The journey that failed three times: its last failure, then its two earlier ones (Surefire's order); the flaky one passes.
    expect(xml.match(/<(failure|rerunFailure|flakyError) /g)).toEqual(['<failure ', '<rerunFailure ', '<rerunFailure ', '<flakyError '])
  })

  it('stops when nothing fails any more: no J4 beyond the round that passed', async () => {
    await goal({ journeyRuns: [rerun(9001, 'PASS', [pass(checkout), pass(account)])] }, 5)
    expect(j4()).toHaveLength(1)
  })

  it('a re-run that ends CANCELED gives 3, and is not re-run: only a job that FINISHED is', async () => {
    const { result } = await goal({ journeyRuns: [rerun(9001, 'CANCELED', [checkout], [state('CANCELED', 'FAIL')])] }, 2)
    expect(result.exitCode).toBe(3)
    expect(result.state?.status).toBe('CANCELED')
    expect(j4()).toHaveLength(1)
  })

  it("a re-run whose status requests fail past the retry time gives 2, keeping every file written, the JUnit file with what is known", async () => {
    const { result, options } = await goal({ journeyRuns: [rerun(9001, 'PASS', [], [httpError(503)])] }, 1, { maxRetryTimeSeconds: 20 })
    expect(result.exitCode).toBe(2)
    expect(result.message).toMatch(/^Reading the status of re-run job 9001 of job 4242 failed: HTTP 503/)
    expect((await readdir(options.outputDir)).sort()).toEqual(['execution_report.json', 'goal.json', 'junit.xml'])
    const xml = await readFile(path.join(options.outputDir, 'junit.xml'), 'utf8')
    expect(xml.match(/<(failure|error) /g)).toEqual(['<failure ', '<error '])
  })
})

describe('a job that cannot be re-run keeps its result, with a warning that says why', () => {
  it.each<[string, ServiceScript, RegExp]>([
    ['its journey results could not be read', { journeyResults: httpError(404) }, /^Job 4242 cannot be re-run: its journey results could not be read; it keeps its result\.$/],
    ['no failed journey', { journeys: [{ ...checkout, outcome: 'PASS' }] }, /^Job 4242 cannot be re-run: its journey results name no failed journey; it keeps its result\.$/],
    ['a J4 that fails', { journeyRunStarts: [httpError(500)] }, /^Re-running the failed journeys of job 4242 failed: HTTP 500; it keeps its result\.$/]
  ])('%s', async (_, script, warning) => {
    const { result, warnings } = await goal(script, 3)
    expect(result.exitCode).toBe(2)
    expect(warnings.filter((w) => !w.startsWith('Journey results'))).toEqual([expect.stringMatching(warning)])
    // Never a second J4 for it: a start is never retried.
    expect(j4().length).toBeLessThanOrEqual(1)
  })

  it('a passing job is no candidate: no J4, no warning', async () => {
    const { warnings } = await goal({ statuses: [state('FINISHED', 'PASS')] }, 2)
    expect(j4()).toEqual([])
    expect(warnings).toEqual([])
  })
})

describe('bounded and cancellable as the rest of the run', () => {
  it('the timeout bounds the re-runs too: exit 3, timed out, the re-run as it stands', async () => {
    const { result, warnings, options } = await goal({ journeyRuns: [rerun(9001, 'PASS', [checkout], [state('RUNNING')])] }, 1, { timeoutSeconds: 10 })
    expect(result.exitCode).toBe(3)
    expect(result.timedOut).toBe(true)
    expect(warnings).toContain('The timeout of 10 s ran out before re-run job 9001 of job 4242 reached a final status: it goes on in the service (https://ui.example/#/project/execution/9001).')
    expect(await readdir(options.outputDir)).toContain('execution_report-9001.json')
  })

  it("one timeout for all the waiting of the run: the job's own and its re-run's", async () => {
    // The job takes 8 s to finish (polls every 2 s); its re-run never does: the run ends at 10 s, not 8 + 10.
    const statuses = [state('RUNNING'), state('RUNNING'), state('RUNNING'), state('RUNNING'), state('FINISHED', 'FAIL')]
    const { result, clock } = await goal({ statuses, journeyRuns: [rerun(9001, 'PASS', [checkout], [state('RUNNING')])] }, 1, { timeoutSeconds: 10 })
    expect(result.exitCode).toBe(3)
    expect(result.timedOut).toBe(true)
    expect(clock.now()).toBe(10_000)
  })

  it('a cancel while a re-run is awaited ends as a cancel while polling: exit 3, nothing sent after', async () => {
    const controller = new AbortController()
    service = await startFakeService({ statuses: [state('FINISHED', 'FAIL')], journeys: failingJourneys, journeyRuns: [rerun(9001, 'PASS', [], [hang])] })
    const waiting = setInterval(() => {
      if (service?.requests.some((r) => r.url.startsWith('/api/executions/9001/status'))) controller.abort()
    }, 5)
    const { result } = await runGoalOn(service, { rerunFailed: 1 }, { signal: controller.signal }).finally(() => clearInterval(waiting))
    expect(result.exitCode).toBe(3)
    expect(result.cancelled).toBe(true)
    expect(result.message).toBe('Cancelled while re-running journeys of job 4242 as job 9001; it may still be running: https://ui.example/#/project/execution/9001.')
    expect(service.requests.at(-1)?.url).toBe('/api/executions/9001/status?envelope=false')
  })
})

describe('a plan', () => {
  it('a plan whose timeout ran out re-runs nothing: no job is started after it', async () => {
    service = await startFakeService({
      planJobs: [
        { id: 11, statuses: [state('FINISHED', 'FAIL')], journeys: [checkout] },
        { id: 12, statuses: [state('RUNNING')], journeys: [search] }
      ],
      journeyRuns: [rerun(21, 'PASS', [pass(checkout)])]
    })
    const { result } = await runPlanOn(service, { rerunFailed: 1, timeoutSeconds: 10 })
    expect(result.exitCode).toBe(3)
    expect(j4()).toEqual([])
    expect(result.results?.[0]).toMatchObject({ status: 'FINISHED', outcome: 'FAIL' })
  })

  it("after re-runs, the counts: each journey once with its final outcome, and a job's that could not be read from its status answers", async () => {
    service = await startFakeService({
      planJobs: [
        { id: 11, statuses: [state('FINISHED', 'FAIL')], journeys: [checkout] },
        { id: 12, statuses: [withJourneys('FINISHED', 'PASS', { PASS: 9, FAIL: 1 })], journeyResults: httpError(404) }
      ],
      journeyRuns: [rerun(21, 'PASS', [pass(checkout)])]
    })
    const { result } = await runPlanOn(service, { rerunFailed: 1 })
    expect(result.exitCode).toBe(0)
    expect(result.journeys).toMatchObject({ total: 11, PASS: 10, FAIL: 1 })
  })

  it('re-runs each failing job; a re-run stands for its job in the verdict and the jobs', async () => {
    service = await startFakeService({
      planJobs: [
        { id: 11, statuses: [state('FINISHED', 'FAIL')], journeys: [checkout] },
        { id: 12, statuses: [state('FINISHED', 'PASS')], journeys: [search] },
        { id: 13, statuses: [state('FINISHED', 'ERROR')], journeys: [account] }
      ],
      journeyRuns: [rerun(21, 'PASS', [pass(checkout)]), rerun(23, 'PASS', [pass(account)])]
    })
    const { result } = await runPlanOn(service, { rerunFailed: 1 })
    expect(result.exitCode).toBe(0)
    expect(result.reruns?.started.map((rerun) => rerun.id)).toEqual(['21', '23'])
    expect(result.jobs.map((job) => `${job.id}: ${job.state?.outcome}`)).toEqual(['11: PASS', '12: PASS', '13: PASS'])
    // One request at a time, over the run's connection, as every other.
    expect(service.maxInFlight()).toBe(1)
  })
})

// Re-run bugs that no test above catches (issue 37, item 10).

describe('a job takes the state its re-runs leave it in', () => {
  it('several rounds ending differently: the last re-run decides, so a failing then a passing re-run passes', async () => {
    const { result, options } = await goal({ journeyRuns: [rerun(9001, 'FAIL', [checkout, pass(account)]), rerun(9002, 'PASS', [pass(checkout)])] }, 3)
    expect(j4()).toHaveLength(2)
    expect(result.exitCode).toBe(0)
    expect(result.message).toBe('The goal execution finished with outcome PASS after re-running its failed journeys (jobs 9001, 9002).')
    expect(result.state).toMatchObject({ status: 'FINISHED', outcome: 'PASS' })
    expect(result.results?.[0]).toMatchObject({ status: 'FINISHED', outcome: 'PASS', exitCode: 0, rerunJobIds: ['9001', '9002'] })
    const xml = await readFile(path.join(options.outputDir, 'junit.xml'), 'utf8')
    expect(xml).toContain('<property name="outcome" value="PASS"/>')
    expect(xml.match(/<(failure|error|flakyFailure|flakyError) /g)).toEqual(['<flakyFailure ', '<flakyFailure ', '<flakyError '])
  })

  it('a re-run whose wait ends before its first status answer: the job keeps its last known state, in the results and the JUnit file', async () => {
    // The job is final at 8 s (a poll every 2 s); its re-run's first status request hangs past the timeout of 9 s.
    const statuses = [state('RUNNING'), state('RUNNING'), state('RUNNING'), state('RUNNING'), state('FINISHED', 'FAIL')]
    const { result, warnings, options } = await goal({ statuses, journeyRuns: [rerun(9001, 'PASS', [], [hang])] }, 1, { timeoutSeconds: 9 })
    expect(result.exitCode).toBe(3)
    expect(result.timedOut).toBe(true)
    expect(result.message).toBe('Re-run job 9001 of job 4242 did not reach a final status within the timeout of 9 s (last status FINISHED).')
    expect(warnings).toContain('The timeout of 9 s ran out before re-run job 9001 of job 4242 reached a final status: it goes on in the service (https://ui.example/#/project/execution/9001).')
    expect(result.state).toMatchObject({ status: 'FINISHED', outcome: 'FAIL' })
    expect(result.results?.[0]).toMatchObject({ status: 'FINISHED', outcome: 'FAIL', exitCode: 2, rerunJobIds: ['9001'] })
    const xml = await readFile(path.join(options.outputDir, 'junit.xml'), 'utf8')
    expect(xml).toContain('<property name="status" value="FINISHED"/>')
    expect(xml).toContain('<property name="outcome" value="FAIL"/>')
    expect(xml.match(/<(failure|error) /g)).toEqual(['<failure ', '<error '])
  })
})
