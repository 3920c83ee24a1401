import { readFile } from 'node:fs/promises'
import { afterEach, describe, expect, it } from 'vitest'
import { executeGoalCli } from '../../src/cli/execute-goal.js'
import { executePlanCli } from '../../src/cli/execute-plan.js'
import { type ArtifactBackend, startArtifactBackend } from '../fakes/artifact-backend.js'
import { type FakeService, type JourneyScript, type PlanJobScript, type ServiceScript, defaultReport, startFakeService, state, trickle } from '../fakes/service.js'
import { FakeClock } from '../helpers/fake-clock.js'
import { goalInputs } from '../helpers/goal-inputs.js'
import { runActionInProcess, runCliInProcess } from '../helpers/in-process.js'
import { failingJourneys, withJourneys } from '../helpers/journeys.js'
import { tempDir } from '../helpers/temp.js'
import { logLines } from '../helpers/workflow-log.js'

// Re-running failed journeys in the front ends (contract: "Re-running failed journeys"): the input
// and the CLI option, the outputs, the annotations, the summary's marks, the log lines.

let service: FakeService | undefined
let backend: ArtifactBackend | undefined
afterEach(async () => {
  await service?.close()
  await backend?.close()
  service = backend = undefined
})

const pass = (journey: JourneyScript): JourneyScript => ({ ...journey, outcome: 'PASS', checkpoints: undefined })
const [checkout, search, account, wishlist] = failingJourneys
const rerun = (id: number, outcome: string, journeys: JourneyScript[]): PlanJobScript => ({ id, statuses: [state('FINISHED', outcome)], journeys })
const flakyRun: ServiceScript = {
  statuses: [withJourneys('FINISHED', 'FAIL', { PASS: 1, FAIL: 1, ERROR: 1, SKIP: 1 })],
  journeys: failingJourneys,
  journeyRuns: [rerun(9001, 'PASS', [pass(checkout), pass(account)])]
}
const annotations = (stdout: string, kind: string) => logLines(stdout).filter((line) => line.startsWith(`::${kind} `))
/** The J4 requests a service received: each starts a job. */
const j4 = (fake: FakeService) => fake.requests.filter((r) => r.method === 'POST' && /\/snapshots\/.*\/execute/.test(r.url))

describe('the action: rerun-failed', () => {
  it('a goal whose failed journeys pass when run again: exit 0, a warning naming them, the outputs, the marks, the artifact', async () => {
    service = await startFakeService(flakyRun)
    backend = await startArtifactBackend()
    const run = await runActionInProcess(goalInputs(service.apiUrl, { 'rerun-failed': '2' }), backend.env)
    expect(run.code).toBe(0)
    expect(logLines(run.stdout)).toContain('Re-running 2 failed journeys of job 4242 (run 2 of 3): job 9001: https://ui.example/#/project/execution/9001')
    expect(annotations(run.stdout, 'warning')).toEqual([
      '::warning title=Virtuoso QA goal%3A 2 flaky journeys::Flaky: "Log in and check out", "Account page" failed, then they passed when run again.'
    ])
    expect(annotations(run.stdout, 'error')).toEqual([])
    expect(run.outputs).toMatchObject({
      'exit-code': '0',
      status: 'FINISHED',
      outcome: 'PASS',
      'rerun-job-ids': '["9001"]',
      'failed-journeys': '[]',
      // Each journey once, with its final outcome.
      'journeys-total': '4',
      'journeys-passed': '3',
      'journeys-failed': '0'
    })
    expect(JSON.parse(run.outputs['flaky-journeys'])).toEqual([
      { jobId: '4242', id: '527218', title: 'Log in and check out', outcome: 'PASS' },
      { jobId: '4242', id: '527220', title: 'Account page', outcome: 'PASS' }
    ])
    // Flaky journeys are said, with where they failed and the re-run that ran them last, linked.
    const rerunLink = '<td><a href="https://ui.example/#/project/execution/9001">9001</a> (re-run of 4242)</td>'
    expect(run.summary).toContain(`<td>Log in and check out</td><td>FAIL → PASS, flaky</td><td>checkpoint &quot;Log in&quot;, step 3 of 5 (CLICK)</td>${rerunLink}`)
    expect(run.summary).toContain(`<td>Account page</td><td>ERROR → PASS, flaky</td><td>checkpoint 1296520, step 1 of 2</td>${rerunLink}`)
    expect(run.summary).toContain('<tr><td>Job</td><td>4242, re-run as 9001</td></tr>')
    expect([...backend.artifacts[0].files.keys()].sort()).toEqual(['execution_report-9001.json', 'execution_report.json', 'goal.json', 'virtuoso-junit.xml'])
    expect(await readFile(run.outputs['junit-file'], 'utf8')).toContain('<flakyFailure type="FAIL"')
  })

  it('rerun-failed 0 (the default): no J4, no rerun-job-ids, no flaky-journeys', async () => {
    service = await startFakeService(flakyRun)
    const run = await runActionInProcess(goalInputs(service.apiUrl))
    expect(run.code).toBe(2)
    expect(service.requests.some((r) => r.url.includes('/snapshots/') && r.method === 'POST')).toBe(false)
    expect(run.outputs['rerun-job-ids']).toBeUndefined()
    expect(run.outputs['flaky-journeys']).toBeUndefined()
  })

  it.each([
    [{ 'rerun-failed': '6' }, 'The input "rerun-failed" must be a whole number from 0 to 5, not "6".'],
    [{ 'rerun-failed': '1.5' }, 'The input "rerun-failed" must be a whole number from 0 to 5, not "1.5".'],
    [{ 'rerun-failed': '1', wait: 'false' }, 'The input "rerun-failed" and wait: false exclude each other: a run that does not wait re-runs nothing.']
  ])('%j is a usage error before any request', async (inputs, message) => {
    service = await startFakeService(flakyRun)
    const run = await runActionInProcess(goalInputs(service.apiUrl, inputs))
    expect(run.code).toBe(1)
    expect(run.stdout).toContain(`::error title=Virtuoso QA::${message}`)
    expect(service.requests).toEqual([])
  })

  it('a plan: each job gains rerunJobIds, and the verdict takes each re-run for its job', async () => {
    service = await startFakeService({
      planJobs: [
        { id: 11, statuses: [state('FINISHED', 'FAIL')], journeys: [checkout] },
        { id: 12, statuses: [state('FINISHED', 'PASS')], journeys: [search] }
      ],
      journeyRuns: [rerun(21, 'FAIL', [checkout]), rerun(22, 'FAIL', [checkout])]
    })
    const run = await runActionInProcess({ ...goalInputs(service.apiUrl), mode: 'plan', 'goal-id': '', 'plan-id': 'plan-3', 'rerun-failed': '2' })
    expect(run.code).toBe(2)
    expect(run.outputs['rerun-job-ids']).toBe('["21","22"]')
    // A journey that failed every time is no flaky one.
    expect(run.outputs['flaky-journeys']).toBe('[]')
    expect(annotations(run.stdout, 'warning')).toEqual([])
    expect(JSON.parse(run.outputs.jobs).map((job: { id: string; rerunJobIds: string[]; failedJourneys: number }) => [job.id, job.rerunJobIds, job.failedJourneys])).toEqual([
      ['11', ['21', '22'], 1],
      ['12', [], 0]
    ])
    expect(logLines(run.stdout)).toContain('Re-running 1 failed journey of job 11 (run 3 of 3): job 22: https://ui.example/#/project/execution/22')
  })
})

describe('the CLIs: --rerun_failed', () => {
  it('execute-goal prints each re-run and its polls, and ends the Journeys: line with the flaky ones', async () => {
    service = await startFakeService(flakyRun)
    const cwd = await tempDir()
    const run = await runCliInProcess(executeGoalCli, ['-t', 'tok', '-gi', 'goal-7', '--api_url', service.apiUrl, '--ui_url', 'https://ui.example', '--rerun_failed', '1'], { clock: new FakeClock(), cwd })
    expect(run.code).toBe(0)
    expect(run.stdout.split('\n')).toEqual([
      'Job ID: 4242',
      'Status: FINISHED, Outcome: FAIL',
      'Re-running 2 failed journeys of job 4242 (run 2 of 2): job 9001: https://ui.example/#/project/execution/9001',
      'Status: FINISHED, Outcome: PASS',
      'Execution link: https://ui.example/#/project/execution/4242',
      'Journeys: 4 total, 3 passed, 0 failed (0 FAIL, 0 ERROR), 1 skipped, 0 not reached, 2 flaky',
      'Flaky: Log in and check out (FAIL → PASS)',
      'Flaky: Account page (ERROR → PASS)',
      'Done!'
    ])
  })

  it('execute-plan takes --rerun-failed=N too, and refuses one above 5', async () => {
    service = await startFakeService({ planJobs: [{ id: 11, statuses: [state('FINISHED', 'FAIL')], journeys: [checkout, wishlist] }], journeyRuns: [rerun(21, 'PASS', [pass(checkout)])] })
    const args = ['-t', 'tok', '-pi', 'plan-3', '--api_url', service.apiUrl, '--ui_url', 'https://ui.example']
    const run = await runCliInProcess(executePlanCli, [...args, '--rerun-failed=1'], { clock: new FakeClock(), cwd: await tempDir() })
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('Job 21: Status: FINISHED, Outcome: PASS')
    const refused = await runCliInProcess(executePlanCli, [...args, '--rerun_failed', '9'], { cwd: await tempDir() })
    expect(refused.code).toBe(1)
    expect(refused.stderr.split('\n')[0]).toBe('--rerun_failed must be a whole number from 0 to 5, not "9".')
  })
})

// Re-run bugs that no test above catches (issue 37, item 10): each rule below was broken once in
// the source and its test seen to fail.

const checkoutWhere = 'checkpoint &quot;Log in&quot;, step 3 of 5 (CLICK)'
const planInputs = (apiUrl: string, inputs: Record<string, string> = {}) => ({ ...goalInputs(apiUrl), mode: 'plan', 'goal-id': '', 'plan-id': 'plan-3', ...inputs })

describe('the action: a journey that failed, then was not reached or skipped on its re-run', () => {
  it.each(['NOT_REACHED', 'SKIP'])('%s: its earlier failure is a re-run failure, not a flaky one', async (outcome) => {
    service = await startFakeService({ ...flakyRun, journeyRuns: [rerun(9001, 'FAIL', [{ ...checkout, outcome, checkpoints: undefined }, pass(account)])] })
    const run = await runActionInProcess(goalInputs(service.apiUrl, { 'rerun-failed': '1' }))
    expect(run.code).toBe(2)
    // Account page, which passed when run again, is the only flaky journey: in the output and the warning.
    expect(JSON.parse(run.outputs['flaky-journeys'])).toEqual([{ jobId: '4242', id: '527220', title: 'Account page', outcome: 'PASS' }])
    expect(annotations(run.stdout, 'warning')).toEqual([
      '::warning title=Virtuoso QA goal%3A 1 flaky journey::Flaky: "Account page" failed, then it passed when run again.'
    ])
    expect(run.summary).toContain(`<td>Log in and check out</td><td>FAIL → ${outcome}</td><td>${checkoutWhere}</td>`)
    expect(run.summary).not.toContain(`FAIL → ${outcome}, flaky`)
    const xml = await readFile(run.outputs['junit-file'], 'utf8')
    const testcase = xml.slice(xml.indexOf('<testcase name="Log in and check out"'), xml.indexOf('</testcase>', xml.indexOf('<testcase name="Log in and check out"')))
    expect(testcase.match(/<\w+ /g)).toEqual(['<testcase ', '<rerunFailure ', `<skipped `])
    expect(testcase).toContain(`<skipped message="${outcome}"/>`)
  })
})

describe('the action: the timeout runs out after every job is final', () => {
  // The real clock: the job is final at once, then a report trickles in past the timeout of 2 s.
  const slowReport = trickle(JSON.stringify({ ...defaultReport, padding: 'x'.repeat(60) }), 25)

  it('before the first round: no job is started, the job is named in a warning and in the summary, rerun-job-ids is []', async () => {
    service = await startFakeService({ ...flakyRun, report: slowReport })
    const run = await runActionInProcess(goalInputs(service.apiUrl, { 'rerun-failed': '2', timeout: '2' }))
    expect(j4(service)).toEqual([])
    expect(run.code).toBe(2)
    expect(annotations(run.stdout, 'warning')).toEqual([
      '::warning title=Virtuoso QA goal::The timeout ran out before run 2 of 3: job 4242 was not re-run; its failed journeys keep their outcomes.'
    ])
    expect(run.summary).toContain('<p>Not re-run: job 4242, as the timeout ran out before run 2 of 3.</p>')
    expect(run.outputs['rerun-job-ids']).toBe('[]')
    expect(run.outputs['timed-out']).toBe('false')
  })

  it('between rounds: the round after it starts nothing, and says so', async () => {
    service = await startFakeService({ ...flakyRun, journeyRuns: [{ ...rerun(9001, 'FAIL', [checkout, pass(account)]), report: slowReport }, rerun(9002, 'PASS', [pass(checkout)])] })
    const run = await runActionInProcess(goalInputs(service.apiUrl, { 'rerun-failed': '2', timeout: '2' }))
    expect(j4(service)).toHaveLength(1)
    expect(run.code).toBe(2)
    expect(annotations(run.stdout, 'warning')).toEqual([
      '::warning title=Virtuoso QA goal::The timeout ran out before run 3 of 3: job 4242 was not re-run; its failed journeys keep their outcomes.',
      '::warning title=Virtuoso QA goal%3A 1 flaky journey::Flaky: "Account page" failed, then it passed when run again.'
    ])
    expect(run.summary).toContain('<p>Not re-run: job 4242, as the timeout ran out before run 3 of 3.</p>')
    expect(run.outputs['rerun-job-ids']).toBe('["9001"]')
  })

  it('a plan: a round the timeout cuts short names the jobs whose re-run was final and still failing', async () => {
    service = await startFakeService({
      planJobs: [
        { id: 11, statuses: [state('FINISHED', 'FAIL')], journeys: [checkout] },
        { id: 12, statuses: [state('FINISHED', 'FAIL')], journeys: [account] }
      ],
      // The re-run of job 11 fails again at once; the re-run of job 12 never ends.
      journeyRuns: [rerun(21, 'FAIL', [checkout]), { id: 22, statuses: [state('RUNNING')], journeys: [account] }, rerun(23, 'PASS', [pass(checkout)])]
    })
    const run = await runActionInProcess(planInputs(service.apiUrl, { 'rerun-failed': '2', timeout: '10' }), {}, { tuning: { clock: new FakeClock() } })
    expect(j4(service)).toHaveLength(2)
    expect(run.code).toBe(3)
    expect(annotations(run.stdout, 'warning').slice(0, 2)).toEqual([
      '::warning title=Virtuoso QA plan::The timeout ran out before run 3 of 3: job 11 was not re-run; its failed journeys keep their outcomes.',
      '::warning title=Virtuoso QA plan::The timeout of 10 s ran out before re-run job 22 of job 12 reached a final status: it goes on in the service (https://ui.example/#/project/execution/22).'
    ])
    expect(run.summary).toContain('<p>Not re-run: job 11, as the timeout ran out before run 3 of 3.</p>')
    expect(run.summary).not.toContain('Not re-run: job 12')
    expect(run.outputs['rerun-job-ids']).toBe('["21","22"]')
  })
})

describe('the action: a re-run that ends CANCELED is named', () => {
  const canceled: PlanJobScript = { id: 9001, statuses: [state('CANCELED')], journeys: [] }

  it('goal mode: the error annotation names the re-run job', async () => {
    service = await startFakeService({ ...flakyRun, journeyRuns: [canceled] })
    const run = await runActionInProcess(goalInputs(service.apiUrl, { 'rerun-failed': '1' }))
    expect(run.code).toBe(3)
    expect(annotations(run.stdout, 'error').at(-1)).toBe('::error title=Virtuoso QA goal::Re-run job 9001 of job 4242 ended with status CANCELED.')
  })

  it('plan mode: the error annotation names the re-run job', async () => {
    service = await startFakeService({
      planJobs: [{ id: 11, statuses: [state('FINISHED', 'FAIL')], journeys: [checkout] }, { id: 12, statuses: [state('FINISHED', 'PASS')], journeys: [search] }],
      journeyRuns: [{ ...canceled, id: 21 }]
    })
    const run = await runActionInProcess(planInputs(service.apiUrl, { 'rerun-failed': '1' }))
    expect(run.code).toBe(3)
    expect(annotations(run.stdout, 'error').at(-1)).toBe('::error title=Virtuoso QA plan::Re-run job 21 of job 11 of plan execution 7001 ended with status CANCELED (1 of 2 jobs did not pass).')
  })
})

describe('the action: the summary after re-runs', () => {
  it('a flaky journey follows every failed one and precedes the other outcomes, with where it failed and its last job linked', async () => {
    // Checkout passes when run again; Account page fails again; Wishlist was skipped.
    service = await startFakeService({ ...flakyRun, journeyRuns: [rerun(9001, 'ERROR', [pass(checkout), account])] })
    const run = await runActionInProcess(goalInputs(service.apiUrl, { 'rerun-failed': '1' }))
    expect(run.code).toBe(2)
    const table = run.summary.slice(run.summary.indexOf('<h4>Journeys that did not pass</h4>'), run.summary.indexOf('<details>'))
    const link = (id: string) => `<td><a href="https://ui.example/#/project/execution/${id}">${id}</a>${id === '4242' ? '' : ' (re-run of 4242)'}</td>`
    expect(table.match(/<tr><td>.*?<\/tr>/g)).toEqual([
      `<tr><td>Account page</td><td>ERROR → ERROR</td><td>checkpoint 1296520, step 1 of 2</td>${link('9001')}<td>4 s</td></tr>`,
      `<tr><td>Log in and check out</td><td>FAIL → PASS, flaky</td><td>${checkoutWhere}</td>${link('9001')}<td>1 min 1 s</td></tr>`,
      `<tr><td>Wishlist</td><td>SKIP</td><td></td>${link('4242')}<td>0 s</td></tr>`
    ])
  })
})

describe('the CLIs: a re-run that still fails', () => {
  it('execute-goal: the Failed: line gives the last outcome and the last place', async () => {
    // Run again, the checkout ends in ERROR one step later in the same checkpoint.
    const [navigate, logIn] = checkout.checkpoints ?? []
    const steps = logIn.steps.map((step, i) => ({ ...step, outcome: ['PASS', 'PASS', 'PASS', 'ERROR', 'NOT_REACHED'][i] }))
    const later = { ...checkout, outcome: 'ERROR', checkpoints: [navigate, { ...logIn, outcome: 'ERROR', steps }] }
    service = await startFakeService({ ...flakyRun, journeyRuns: [rerun(9001, 'ERROR', [later, pass(account)])] })
    const run = await runCliInProcess(executeGoalCli, ['-t', 'tok', '-gi', 'goal-7', '--api_url', service.apiUrl, '--ui_url', 'https://ui.example', '--rerun_failed', '1'], { clock: new FakeClock(), cwd: await tempDir() })
    expect(run.code).toBe(2)
    expect(run.stdout.split('\n').filter((line) => /^(Failed|Flaky): /.test(line))).toEqual([
      'Failed: Log in and check out (ERROR): checkpoint "Log in", step 4 of 5 (ASSERT_EXISTS)',
      'Flaky: Account page (ERROR → PASS)'
    ])
  })
})
