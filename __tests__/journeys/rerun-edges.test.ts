import { mkdirSync } from 'node:fs'
import { mkdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { type JobResults, countJourneys } from '../../src/journeys/model.js'
import { type FakeService, type JourneyScript, type PlanJobScript, type ServiceScript, hang, httpError, notJson, ok, raw, startFakeService, state } from '../fakes/service.js'
import { runGoalOn } from '../helpers/goal-run.js'
import { failingJourneys } from '../helpers/journeys.js'
import { runPlanOn } from '../helpers/plan-run.js'
import { tempDir } from '../helpers/temp.js'

// The edges of re-running and recording journeys (contract: "Re-running failed journeys", "Journey
// results"), against the loopback fake: what a re-run's answers may lack, and what a run may not write.

let service: FakeService | undefined
afterEach(async () => {
  await service?.close()
  service = undefined
})

const pass = (journey: JourneyScript): JourneyScript => ({ ...journey, outcome: 'PASS', checkpoints: undefined })
const [checkout, search, account] = failingJourneys
const rerun = (id: number, outcome: string, journeys: JourneyScript[], statuses = [state('FINISHED', outcome)]): PlanJobScript => ({ id, statuses, journeys })
const j4 = () => (service?.requests ?? []).filter((r) => r.method === 'POST' && /\/snapshots\/.*\/execute/.test(r.url))
const history = (job: JobResults | undefined) => job?.journeys?.map((j) => `${j.title}: ${j.runs.map((r) => `${r.outcome}@${r.jobId}`).join(' ')}`)

async function goal(script: ServiceScript, overrides = {}) {
  service = await startFakeService({ statuses: [state('FINISHED', 'FAIL')], journeys: failingJourneys, ...script })
  const outputDir = await tempDir()
  return runGoalOn(service, { rerunFailed: 1, outputDir, junitFile: path.join(outputDir, 'junit.xml'), ...overrides })
}

describe("what a re-run's journey results may hold", () => {
  it('a journey its job did not list is added to the job; the others keep their runs', async () => {
    const extra: JourneyScript = { id: 527299, title: 'Extra', outcome: 'PASS' }
    const { result } = await goal({ journeyRuns: [rerun(9001, 'PASS', [pass(checkout), pass(account), extra])] })
    expect(history(result.results?.[0])).toEqual([
      'Log in and check out: FAIL@4242 PASS@9001',
      'Search the catalogue: PASS@4242',
      'Account page: ERROR@4242 PASS@9001',
      'Wishlist: SKIP@4242',
      'Journey 527299: PASS@9001'
    ])
    // The re-run's version is its job's: its titles were read once, for the job.
    expect(service!.requests.filter((r) => r.url.includes('/testsuites?')).map((r) => r.url)).toEqual(['/api/snapshots/28733/goals/8534/testsuites?envelope=false'])
  })

  it("a re-run whose results cannot be read: a warning, the job's journeys as they were, the re-run's state for the job", async () => {
    const { result, warnings } = await goal({ journeyRuns: [{ ...rerun(9001, 'PASS', []), journeyResults: httpError(404) }] })
    expect(warnings).toEqual([expect.stringMatching(/^Journey results of job 9001 could not be read: HTTP 404/)])
    expect(history(result.results?.[0])).toEqual(['Log in and check out: FAIL@4242', 'Search the catalogue: PASS@4242', 'Account page: ERROR@4242', 'Wishlist: SKIP@4242'])
    expect(result.results?.[0]).toMatchObject({ status: 'FINISHED', outcome: 'PASS', rerunJobIds: ['9001'] })
  })

  it('a journey whose id the service wrote as a string is re-run by that string', async () => {
    const lettered: JourneyScript = { id: 's-77', title: 'Lettered', outcome: 'FAIL' }
    await goal({ journeys: [lettered, checkout], journeyRuns: [rerun(9001, 'PASS', [pass(lettered), pass(checkout)])] })
    expect(JSON.parse(j4()[0].body.toString()).suiteIds).toEqual(['s-77', 527218])
  })

  it('a job whose journey results name no goal version cannot be re-run, and says why', async () => {
    const { result, warnings } = await goal({ journeyResults: raw('{"testSuites": {"5": {"outcome": "FAIL"}}}') })
    expect(j4()).toEqual([])
    expect(result.exitCode).toBe(2)
    expect(warnings).toEqual(['Job 4242 cannot be re-run: its journey results name no goal version (goalId, snapshotId); it keeps its result.'])
    expect(result.reruns?.notRerun).toEqual([{ jobId: '4242', why: 'its journey results name no goal version (goalId, snapshotId)' }])
  })
})

describe('what a run may not write', () => {
  it('a JUnit file that cannot be written: a warning, and the file named among those not written', async () => {
    const outputDir = await tempDir()
    const junitFile = path.join(outputDir, 'junit.xml')
    // Checked before the start (it could be written then), taken once the job is waited for.
    service = await startFakeService({ statuses: [state('FINISHED', 'FAIL')], journeys: failingJourneys })
    const { result, warnings } = await runGoalOn(service, { rerunFailed: 0, outputDir, junitFile }, { events: { waiting: () => mkdirSync(junitFile) } })
    expect(result.exitCode).toBe(2)
    expect(warnings).toEqual([expect.stringMatching(new RegExp(`^Could not write ${junitFile.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')}: .*EISDIR`))])
    expect(result.junitFile).toBeUndefined()
    expect(result.unwritten).toEqual(['junit.xml'])
  })

  it('a goal record that is not JSON names no goal: the JUnit file names it by its id', async () => {
    const { result, options } = await goal({ goal: notJson }, { rerunFailed: 0 })
    expect(result.goalName).toBeUndefined()
    expect(await readFile(path.join(options.outputDir, 'junit.xml'), 'utf8')).toContain('<testsuite name="Goal 8534 (job 4242)"')
  })
})

describe('a plan round cut short by the timeout', () => {
  it('names every job whose re-run was final and still failing, in one warning', async () => {
    service = await startFakeService({
      planJobs: [
        { id: 11, statuses: [state('FINISHED', 'FAIL')], journeys: [checkout] },
        { id: 12, statuses: [state('FINISHED', 'FAIL')], journeys: [account] },
        { id: 13, statuses: [state('FINISHED', 'FAIL')], journeys: [{ ...search, outcome: 'FAIL' }] }
      ],
      journeyRuns: [rerun(21, 'FAIL', [checkout]), rerun(22, 'ERROR', [account]), rerun(23, 'PASS', [], [state('RUNNING')])]
    })
    const { result, warnings } = await runPlanOn(service, { rerunFailed: 3, timeoutSeconds: 10 })
    expect(j4()).toHaveLength(3)
    expect(result.exitCode).toBe(3)
    expect(warnings).toEqual([
      'The timeout ran out before run 3 of 4: jobs 11, 12 were not re-run; their failed journeys keep their outcomes.',
      'The timeout of 10 s ran out before re-run job 23 of job 13 reached a final status: it goes on in the service (https://ui.example/#/project/execution/23).'
    ])
    expect(result.reruns?.notRerun.map((each) => each.jobId)).toEqual(['11', '12'])
  })
})

describe('a plan round cut short by the timeout, among jobs of every kind', () => {
  it('names only the jobs whose re-run finished and still fails: not one kept before, not one whose re-run ended otherwise or goes on', async () => {
    service = await startFakeService({
      planJobs: [11, 12, 13, 14].map((id) => ({ id, statuses: [state('FINISHED', 'FAIL')], journeys: [checkout] })),
      journeyRunStarts: [httpError(500), ok({ id: 22 }), ok({ id: 23 }), ok({ id: 24 })],
      journeyRuns: [rerun(22, 'FAIL', [checkout]), rerun(23, 'FAIL', [checkout], [state('CANCELED', 'FAIL')]), rerun(24, 'PASS', [], [state('RUNNING')])]
    })
    const { result, warnings } = await runPlanOn(service, { rerunFailed: 2, timeoutSeconds: 10 })
    expect(j4()).toHaveLength(4)
    expect(result.reruns?.notRerun.map((each) => each.jobId)).toEqual(['11', '12'])
    expect(warnings.filter((w) => w.includes('not re-run'))).toEqual(['The timeout ran out before run 3 of 3: job 12 was not re-run; its failed journeys keep their outcomes.'])
  })
})

describe('a re-run whose status requests give up', () => {
  it('decides the plan: its job is the one the status and outcome come from', async () => {
    service = await startFakeService({
      planJobs: [
        { id: 11, statuses: [state('FINISHED', 'FAIL')], journeys: [checkout] },
        { id: 12, statuses: [state('FINISHED', 'FAIL')], journeys: [account] },
        { id: 13, statuses: [state('CANCELED')], journeys: [search] }
      ],
      journeyRuns: [rerun(21, 'PASS', [pass(checkout)]), rerun(22, 'PASS', [], [httpError(503)])]
    })
    const { result } = await runPlanOn(service, { rerunFailed: 1, maxRetryTimeSeconds: 20 })
    expect(result.exitCode).toBe(2)
    expect(result.message).toMatch(/^Reading the status of re-run job 22 of job 12 failed: HTTP 503/)
    expect(result.deciding?.id).toBe('12')
    expect(result.jobs.map((job) => job.deciding?.id)).toEqual([undefined, '22', undefined])
  })
})

describe('a cancel while a re-run is being started', () => {
  it('ends the run at once as a cancel, with no warning of a start that failed', async () => {
    service = await startFakeService({ statuses: [state('FINISHED', 'FAIL')], journeys: failingJourneys, journeyRunStarts: [hang] })
    const controller = new AbortController()
    const waiting = setInterval(() => j4().length > 0 && controller.abort(), 5)
    const started = performance.now()
    const { result, warnings } = await runGoalOn(service, { rerunFailed: 1, limits: { requestDeadlineMs: 30_000 } }, { signal: controller.signal }).finally(() => clearInterval(waiting))
    expect(performance.now() - started).toBeLessThan(10_000)
    expect(result).toMatchObject({ exitCode: 3, cancelled: true, message: 'Cancelled while reading the journey results of job 4242.' })
    expect(warnings).toEqual([])
  })
})

describe('a re-run report that cannot be written', () => {
  it('a warning, and no file to upload', async () => {
    const outputDir = await tempDir()
    await mkdir(path.join(outputDir, 'execution_report-9001.json'))
    const { result, warnings } = await goal({ journeyRuns: [rerun(9001, 'PASS', [pass(checkout), pass(account)])] }, { outputDir, junitFile: undefined })
    expect(result.exitCode).toBe(0)
    expect(warnings).toEqual([expect.stringMatching(/^Could not write .*execution_report-9001\.json/)])
    expect(result.reruns?.reportFiles).toEqual([])
  })
})

describe('round by round', () => {
  it('a job whose re-run could not start is not tried again in a later round; the other job is', async () => {
    service = await startFakeService({
      planJobs: [
        { id: 11, statuses: [state('FINISHED', 'FAIL')], journeys: [checkout] },
        { id: 12, statuses: [state('FINISHED', 'FAIL')], journeys: [account] }
      ],
      journeyRunStarts: [httpError(500), ok({ id: 22 }), ok({ id: 23 })],
      journeyRuns: [rerun(22, 'FAIL', [account]), rerun(23, 'FAIL', [account])]
    })
    const { result, warnings } = await runPlanOn(service, { rerunFailed: 2 })
    expect(j4()).toHaveLength(3)
    expect(result.reruns?.started.map((each) => `${each.id} of ${each.rerunOf}`)).toEqual(['22 of 12', '23 of 12'])
    expect(warnings).toEqual(['Re-running the failed journeys of job 11 failed: HTTP 500; it keeps its result.'])
  })

  it('the last round cut by the timeout: no job is said to be left, as none would have been re-run', async () => {
    service = await startFakeService({
      planJobs: [
        { id: 11, statuses: [state('FINISHED', 'FAIL')], journeys: [checkout] },
        { id: 12, statuses: [state('FINISHED', 'FAIL')], journeys: [account] }
      ],
      journeyRuns: [rerun(21, 'FAIL', [checkout]), rerun(22, 'PASS', [], [state('RUNNING')])]
    })
    const { result, warnings } = await runPlanOn(service, { rerunFailed: 1, timeoutSeconds: 10 })
    expect(result.exitCode).toBe(3)
    expect(result.reruns?.notRerun).toEqual([])
    expect(warnings.filter((w) => w.includes('not re-run'))).toEqual([])
  })

  it("a re-run's polls and retries count for its job; a report that cannot be fetched is a warning, and its error written in its place", async () => {
    const { result, warnings, options } = await goal({ journeyRuns: [{ ...rerun(9001, 'PASS', [pass(checkout), pass(account)], [httpError(503), state('RUNNING'), state('FINISHED', 'PASS')]), report: httpError(500) }] })
    expect(result.exitCode).toBe(0)
    expect([result.polls, result.retries]).toEqual([3, 1])
    expect(warnings).toEqual([expect.stringMatching(/the report of job 9001/)])
    expect(result.reruns?.reportFiles).toEqual([path.join(options.outputDir, 'execution_report-9001.json')])
  })
})

describe('the counts after re-runs', () => {
  it('each journey once with its final outcome; a job without results adds none; another word counts in the total alone', () => {
    const run = (outcome: string) => ({ jobId: '1', executionUrl: 'u', outcome })
    const jobs: JobResults[] = [
      { jobId: '1', executionUrl: 'u', exitCode: 0, rerunJobIds: [], journeys: [{ id: '1', title: 'A', runs: [run('FAIL'), run('PASS')] }, { id: '2', title: 'B', runs: [run('WEIRD')] }] },
      { jobId: '2', executionUrl: 'u', exitCode: 0, rerunJobIds: [] }
    ]
    expect(countJourneys(jobs)).toEqual({ total: 2, PASS: 1, FAIL: 0, ERROR: 0, SKIP: 0, NOT_REACHED: 0, RUNNING: 0 })
  })
})
