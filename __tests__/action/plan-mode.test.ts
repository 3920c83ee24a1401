import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { type ArtifactBackend, startArtifactBackend } from '../fakes/artifact-backend.js'
import { type FakeService, type PlanJobScript, type Reply, type ServiceScript, hang, httpError, ok, raw, startFakeService, state } from '../fakes/service.js'
import { GOAL_TOKEN as TOKEN } from '../helpers/goal-inputs.js'
import { runActionInProcess } from '../helpers/in-process.js'
import { tempDir } from '../helpers/temp.js'
import { when } from '../helpers/when.js'
import { logLines, maskedValues } from '../helpers/workflow-log.js'

// Plan mode from the source (src/action/run.ts), run in this process as the runner would run it,
// against the loopback fakes of the service and of GitHub's artifact backend.

let service: FakeService | undefined
let backend: ArtifactBackend | undefined
afterEach(async () => {
  await service?.close()
  await backend?.close()
  service = undefined
  backend = undefined
})

const planInputs = (apiUrl: string, inputs: Record<string, string> = {}): Record<string, string> => ({
  mode: 'plan',
  token: TOKEN,
  'plan-id': 'plan-3',
  'api-url': apiUrl,
  'ui-url': 'https://ui.example',
  'poll-interval': '0.01',
  'retry-delay-time': '0.01',
  ...inputs
})

async function plan(script: ServiceScript, inputs: Record<string, string> = {}, options: Parameters<typeof runActionInProcess>[2] = {}) {
  service = await startFakeService(script)
  backend = await startArtifactBackend()
  return runActionInProcess(planInputs(service.apiUrl, inputs), backend.env, options)
}

const job = (id: string | number, ...statuses: Reply[]): PlanJobScript => ({ id, statuses: statuses.length ? statuses : undefined })
const link = (id: string) => `https://ui.example/#/project/execution/${id}`
const annotations = (stdout: string) => logLines(stdout).filter((line) => /^::(notice|warning|error)/.test(line))

describe('plan mode', () => {
  it('0: runs every job, writes every report, uploads them as one artifact, and sets every output', async () => {
    const run = await plan({
      planJobs: [
        job(11, state('RUNNING'), raw('{"status":"FINISHED","outcome":"PASS","goalId":501}')),
        job(12, state('QUEUED'), state('RUNNING'), state('FINISHED', 'PASS'))
      ]
    })
    expect(run.code).toBe(0)
    const files = ['execution_report-11.json', 'execution_report-12.json', 'plan_execution_report.json']
    expect((await readdir(run.dir)).filter((file) => file.endsWith('.json')).sort()).toEqual(files)
    expect(run.outputs).toEqual({
      'plan-execution-id': '7001',
      'job-ids': '["11","12"]',
      'execution-urls': JSON.stringify([link('11'), link('12')]),
      status: 'FINISHED',
      outcome: 'PASS',
      'report-file': path.join(run.dir, 'plan_execution_report.json'),
      jobs: JSON.stringify([
        { id: '11', status: 'FINISHED', outcome: 'PASS', executionUrl: link('11'), reportFile: path.join(run.dir, files[0]), goalId: '501', failedJourneys: 0 },
        { id: '12', status: 'FINISHED', outcome: 'PASS', executionUrl: link('12'), reportFile: path.join(run.dir, files[1]), failedJourneys: 0 }
      ]),
      'junit-file': path.join(run.dir, 'virtuoso-junit.xml'),
      'failed-journeys': '[]',
      'timed-out': 'false',
      'artifact-id': String(backend!.artifacts[0].id),
      'exit-code': '0'
    })
    expect(backend!.artifacts.map((a) => [a.name, [...a.files.keys()].sort()])).toEqual([['virtuoso-plan-7001', [...files, 'virtuoso-junit.xml']]])
    expect(annotations(run.stdout)).toEqual([
      '::notice title=Virtuoso QA::Plan plan-3 started as plan execution 7001 with 2 jobs; the links are in the step\'s outputs and the job summary.'
    ])
    // A line per job when its state changes, inside one group.
    const lines = logLines(run.stdout).filter((line) => !line.startsWith('::debug::'))
    const group = lines.slice(lines.indexOf('::group::Waiting for plan execution 7001'), lines.indexOf('::endgroup::') + 1)
    expect(group).toEqual([
      '::group::Waiting for plan execution 7001',
      'Job 11: Status RUNNING, outcome null (poll 1)',
      'Job 12: Status QUEUED, outcome null (poll 1)',
      'Job 11: Status FINISHED, outcome PASS (poll 2)',
      'Job 12: Status RUNNING, outcome null (poll 2)',
      'Job 12: Status FINISHED, outcome PASS (poll 3)',
      '::endgroup::'
    ])
    expect(lines).toContain(`Job 11: ${link('11')}`)
    expect(run.summary).toContain('✅ Virtuoso QA plan plan-3')
    expect(run.summary).toContain('<tr><td>Plan execution</td><td>7001</td></tr>')
    expect(run.summary).toContain('<tr><th>Result</th><th>Job</th><th>Goal</th><th>Status</th><th>Outcome</th></tr>')
    expect(run.summary).toContain(`<tr><td>✅</td><td><a href="${link('11')}">11</a></td><td>Checkout regression (8534)</td><td>FINISHED</td><td>PASS</td></tr>`)
    expect(run.summary).toContain(`<tr><td>✅</td><td><a href="${link('12')}">12</a></td><td>Checkout regression (8534)</td><td>FINISHED</td><td>PASS</td></tr>`)
    expect(run.summary).toMatch(/<tr><td>Polls<\/td><td>5<\/td><\/tr>/)
    // The token first, before any other line (the artifact client masks its own secrets later).
    expect(maskedValues(run.stdout)[0]).toBe(TOKEN)
    expect(logLines(run.stdout)[0]).toBe(`::add-mask::${TOKEN}`)
  })

  it.each<[number, Reply, Reply, string, string]>([
    [3, state('FINISHED', 'FAIL'), state('CANCELED'), 'CANCELED', 'Job 2 of plan execution 7001 ended with status CANCELED (2 of 2 jobs did not pass).'],
    [2, state('FINISHED', 'PASS'), state('FINISHED', 'ERROR'), 'FINISHED', 'Job 2 of plan execution 7001 finished with outcome ERROR (1 of 2 jobs did not pass).']
  ])('%i: the worst job decides the exit code, the status and outcome outputs, and the annotation', async (code, first, second, status, message) => {
    const run = await plan({ planJobs: [job(1, first), job(2, second)] })
    expect(run.code).toBe(code)
    expect(run.outputs).toMatchObject({ 'exit-code': String(code), status, outcome: JSON.parse(JSON.stringify((second as { json: { outcome: string } }).json.outcome ?? 'null')) })
    expect(annotations(run.stdout).at(-1)).toBe(`::error title=Virtuoso QA plan::${message}`)
    // The results are saved and uploaded whatever the verdict: two reports, the plan's, the JUnit file.
    expect(backend!.artifacts[0].files.size).toBe(4)
  })

  it('sends environment-id as the start request\'s body', async () => {
    await plan({ planJobs: [job(1)] }, { 'environment-id': 'env-9' })
    expect(JSON.parse(service!.requests[0].body.toString())).toEqual({ environmentId: 'env-9' })
  })

  it.each([
    [{ 'plan-id': '' }, 'The input "plan-id" is required: the id of the plan to run.'],
    [{ 'plan-id': 'null' }, 'The input "plan-id" must be the id of the plan to run, not "null".'],
    [{ 'plan-execution-id': '77' }, 'The input "plan-execution-id" and the input "job-ids" go together'],
    [{ 'plan-execution-id': '77', 'job-ids': '[]' }, 'The input "job-ids" must list at least one job id.'],
    [{ 'plan-execution-id': '77', 'job-ids': '1', wait: 'false' }, 'The input "plan-execution-id" and wait: false exclude each other'],
    [{ 'poll-interval': 'often' }, 'The input "poll-interval" must be a number of seconds'],
    [{ token: '  ' }, 'The input "token" is required, not blank']
  ])('1: %j is a usage error before any request', async (inputs, message) => {
    const run = await plan({}, inputs)
    expect(run.code).toBe(1)
    expect(annotations(run.stdout)).toEqual([expect.stringContaining(`::error title=Virtuoso QA::${message}`)])
    expect(run.outputs).toEqual({ 'exit-code': '1' })
    expect(service!.requests).toHaveLength(0)
  })

  it('1: a start answer that names no job, with the reason', async () => {
    const run = await plan({ planStart: ok({ id: 5, jobs: [] }) })
    expect(run.code).toBe(1)
    expect(annotations(run.stdout)).toEqual(['::error title=Virtuoso QA plan::Starting plan plan-3 failed: the answer names no job; the plan may have started.'])
    expect(run.outputs).toEqual({ 'exit-code': '1' })
  })

  it('2: a job whose status requests fail past max-retry-time ends the run, with no files and no artifact', async () => {
    const run = await plan({ planJobs: [job(1, state('RUNNING')), job(2, httpError(500))] }, { 'max-retry-time': '0.05' })
    expect(run.code).toBe(2)
    // A retry's deadline is the budget left, a few ms: on a busy machine it may end in that instead (as in start-and-attach.test.ts).
    expect(annotations(run.stdout).at(-1)).toMatch(
      /^::error title=Virtuoso QA plan::Reading the status of job 2 failed: (HTTP 500|no complete answer within \d+ ms), still after [\d.]+ s of retries; it may still be running: https:\/\/ui\.example\/#\/project\/execution\/2\.$/
    )
    expect(logLines(run.stdout)).toContain('Job 2: The status request failed: HTTP 500; retrying in 0.01 s (retry time used: 0 of 0.05 s)')
    expect((await readdir(run.dir)).filter((file) => file.endsWith('.json'))).toEqual([])
    expect(backend!.artifacts).toEqual([])
    expect(JSON.parse(run.outputs.jobs).map((each: { status: string | null }) => each.status)).toEqual(['RUNNING', null])
    // The job whose polling gave up has no state: no status to report.
    expect(run.outputs.status).toBeUndefined()
  })

  it('wait: false: starts the plan, sets its outputs, and exits 0 without polling, files or artifact', async () => {
    const run = await plan({ planJobs: [job(1), job(2)] }, { wait: 'false' })
    expect(run.code).toBe(0)
    expect(run.outputs).toEqual({
      'plan-execution-id': '7001',
      'job-ids': '["1","2"]',
      'execution-urls': JSON.stringify([link('1'), link('2')]),
      'exit-code': '0'
    })
    expect(service!.requests).toHaveLength(1)
    expect(run.summary).toContain('<h3>▶️ Virtuoso QA plan plan-3 started</h3>')
    expect(run.summary).not.toContain('✅')
    expect(run.summary).toContain('<p>Plan plan-3 started as plan execution 7001 with 2 jobs and was not awaited.</p>')
    // No job was seen: no column of marks, each row starts with its job.
    expect(run.summary).toContain(`<tr><td><a href="${link('1')}">1</a></td>`)
    expect(run.stdout).not.toContain('::group::')
    expect(backend!.requests).toEqual([])
  })

  it('plan-execution-id and job-ids (the outputs of a step that did not wait): no start, the same polling, files and artifact', async () => {
    const run = await plan({ planJobs: [job(31), job(32)] }, { 'plan-id': '', 'plan-execution-id': '8800', 'job-ids': '["31", "32"]' })
    expect(run.code).toBe(0)
    expect(service!.requests.filter((r) => r.method === 'POST')).toEqual([])
    expect(service!.requests.at(-5)?.url).toBe('/api/plans/executions/status/8800?envelope=false')
    expect(run.outputs).toMatchObject({ 'plan-execution-id': '8800', 'job-ids': '["31","32"]' })
    expect(backend!.artifacts[0].name).toBe('virtuoso-plan-8800')
    expect(annotations(run.stdout)[0]).toBe('::notice title=Virtuoso QA::Waiting for plan execution 8800 with 2 jobs; the links are in the step\'s outputs and the job summary.')
    expect(run.summary).toContain('✅ Virtuoso QA plan 8800')
    expect(run.summary).toContain('<tr><td>Plan</td><td>—</td></tr><tr><td>Plan execution</td><td>8800</td></tr>')
  })

  it('1: an attached job that the first status request cannot see', async () => {
    const run = await plan({ planJobs: [job(31, httpError(404))] }, { 'plan-execution-id': '8800', 'job-ids': '31' })
    expect(run.code).toBe(1)
    expect(annotations(run.stdout).at(-1)).toBe(`::error title=Virtuoso QA plan::Job 31 cannot be read: HTTP 404 from ${service!.apiUrl}/executions/31/status: a wrong id, or a wrong address (the API's address, api-url, ends in /api; the web interface's host is ui-url).`)
  })

  it('cancelled while polling: exit 3 with the outputs and summary of the last states seen, no files, no artifact', async () => {
    const controller = new AbortController()
    const script = { planJobs: [job(1, state('FINISHED', 'PASS')), job(2, state('RUNNING'), hang)] }
    const run = await plan(script, {}, { signal: controller.signal, onStdout: (text) => text.includes('Job 2: Status RUNNING') && when(() => true, () => controller.abort()) })
    expect(run.code).toBe(3)
    expect(annotations(run.stdout).at(-1)).toBe(
      '::error title=Virtuoso QA plan::Cancelled while waiting for plan execution 7001 (1 of 2 jobs final); its jobs may still be running: https://ui.example/#/project/execution/2.'
    )
    expect(JSON.parse(run.outputs.jobs).map((each: { status: string }) => each.status)).toEqual(['FINISHED', 'RUNNING'])
    // The last states seen, of the job that would decide: the one not final.
    expect(run.outputs).toMatchObject({ 'plan-execution-id': '7001', status: 'RUNNING', outcome: 'null' })
    expect(run.summary).toContain('<tr><td>Status</td><td>RUNNING</td></tr>')
    expect(run.summary).toContain('<tr><td>⏳</td><td><a href="https://ui.example/#/project/execution/2">2</a></td><td>—</td><td>RUNNING</td><td>no outcome</td></tr>')
    expect((await readdir(run.dir)).filter((file) => file.endsWith('.json'))).toEqual([])
    expect(backend!.requests).toEqual([])
  })

  it('writes every field of the summary, from the job that decides', async () => {
    const run = await plan({ planJobs: [job(1, state('FINISHED', 'PASS')), job(2, state('FINISHED', 'ERROR'))] })
    expect(run.code).toBe(2)
    const fields = [...run.summary.matchAll(/<tr><td>([^<]+)<\/td><td>([^<]*)<\/td><\/tr>/g)].map(([, field, value]) => [field, value])
    expect(fields).toEqual([
      ['Plan', 'plan-3'],
      ['Plan execution', '7001'],
      ['Jobs', '2'],
      ['Status', 'FINISHED'],
      ['Outcome', 'ERROR'],
      ['Elapsed', expect.stringMatching(/^\d+(\.\d)? s$/)],
      ['Polls', '2'],
      ['Retries', '0'],
      ['Exit code', '2']
    ])
  })

  it('marks each job in the table of jobs (✅ passed, ❌ failed, ⏳ not final, — never seen), which comes before the fields', async () => {
    const run = await plan(
      { planJobs: [job(1, state('FINISHED', 'PASS')), job(2, state('FINISHED', 'FAIL')), job(3, state('CANCELED')), job(4, state('RUNNING')), job(5, hang)] },
      { timeout: '0.5', 'upload-artifact': 'false' }
    )
    expect(run.code).toBe(3)
    expect(run.summary).toContain('<tr><th>Result</th><th>Job</th><th>Goal</th><th>Status</th><th>Outcome</th></tr>')
    const marks = [...run.summary.matchAll(/<tr><td>([^<]+)<\/td><td><a href="[^"]+">(\d)<\/a><\/td><td>[^<]+<\/td><td>([^<]+)<\/td>/g)].map(([, mark, id, status]) => [id, mark, status])
    // What did not pass leads, in job order; then what passed.
    expect(marks).toEqual([
      ['2', '❌', 'FINISHED'],
      ['3', '❌', 'CANCELED'],
      ['4', '⏳', 'RUNNING'],
      ['5', '—', '—'],
      ['1', '✅', 'FINISHED']
    ])
    expect(run.summary.indexOf('<th>Result</th>')).toBeLessThan(run.summary.indexOf('<th>Field</th>'))
    expect(run.summary).toMatch(/<tr><td>Exit code<\/td><td>3<\/td><\/tr><\/table>\s*$/)
  })

  it('a failed start: dashes for what is not known, and no table of jobs', async () => {
    const run = await plan({ planStart: httpError(500) })
    expect(run.code).toBe(1)
    expect(run.summary).toContain('❌ Virtuoso QA plan plan-3')
    expect(run.summary).toContain('<tr><td>Plan execution</td><td>—</td></tr><tr><td>Jobs</td><td>0</td></tr><tr><td>Status</td><td>—</td></tr><tr><td>Outcome</td><td>—</td></tr>')
    expect(run.summary).not.toContain('<th>Job</th>')
  })

  it('says "1 job" for one', async () => {
    const started = await plan({ planJobs: [job(1)] })
    expect(annotations(started.stdout)[0]).toContain('Plan plan-3 started as plan execution 7001 with 1 job;')
    await service!.close()
    await backend!.close()
    const attached = await plan({ planJobs: [job(31)] }, { 'plan-execution-id': '8800', 'job-ids': '31' })
    expect(annotations(attached.stdout)[0]).toContain('Waiting for plan execution 8800 with 1 job;')
  })

  it('warns under the plan mode\'s title when a report cannot be fetched, and keeps the exit code', async () => {
    const run = await plan({ planJobs: [job(1, state('FINISHED', 'PASS'))], planReport: httpError(502) })
    expect(run.code).toBe(0)
    expect(annotations(run.stdout)).toContain('::warning title=Virtuoso QA plan::Could not fetch the plan execution report: HTTP 502.')
  })

  it('a job that never answered before the timeout decides: status and outcome left unset, dashes in the summary', async () => {
    const run = await plan({ planJobs: [job(1, state('FINISHED', 'PASS')), job(2, hang)] }, { timeout: '0.3' })
    expect(run.code).toBe(3)
    expect(run.outputs).toMatchObject({ 'timed-out': 'true', 'exit-code': '3' })
    expect(run.outputs.status).toBeUndefined()
    expect(run.outputs.outcome).toBeUndefined()
    expect(run.summary).toContain('<tr><td>Status</td><td>—</td></tr><tr><td>Outcome</td><td>—</td></tr>')
    expect(run.summary).toContain('<tr><td>—</td><td><a href="https://ui.example/#/project/execution/2">2</a></td><td>Checkout regression (8534)</td><td>—</td><td>—</td></tr>')
  })

  it('cancelled while uploading the artifact: exit 3, the files kept, no artifact-id', async () => {
    const controller = new AbortController()
    service = await startFakeService({ planJobs: [job(1, state('FINISHED', 'PASS'))] })
    backend = await startArtifactBackend()
    backend.hang()
    const fakeBackend = backend
    when(() => fakeBackend.requests.length > 0, () => controller.abort())
    const run = await runActionInProcess(planInputs(service.apiUrl), backend.env, { signal: controller.signal })
    expect(run.code).toBe(3)
    expect(annotations(run.stdout).at(-1)).toBe('::error title=Virtuoso QA plan::Cancelled while uploading the artifact of plan execution 7001.')
    expect(run.outputs['artifact-id']).toBeUndefined()
    expect((await readdir(run.dir)).filter((file) => file.endsWith('.json')).sort()).toEqual(['execution_report-1.json', 'plan_execution_report.json'])
  })

  it('upload-artifact: false keeps the files and uploads nothing', async () => {
    const run = await plan({ planJobs: [job(1)] }, { 'upload-artifact': 'false', 'artifact-name': 'unused' })
    expect(run.code).toBe(0)
    expect(backend!.requests).toEqual([])
    expect(JSON.parse(await readFile(run.outputs['report-file'], 'utf8'))).toEqual({ id: 7001, status: 'FINISHED' })
  })
})

describe('plan mode: the output directory (contract: Inputs)', () => {
  it('one that cannot be written ends the run before the plan starts: exit 1, no request', async () => {
    const parent = await tempDir()
    await writeFile(path.join(parent, 'taken'), 'a file')
    const outputDir = path.join(parent, 'taken')
    const run = await plan({ planJobs: [job(1)] }, { 'output-dir': outputDir })
    expect(run.code).toBe(1)
    expect(annotations(run.stdout)).toEqual([expect.stringMatching(/^::error title=Virtuoso QA plan::Cannot write into the output directory .*taken: (EEXIST|ENOTDIR); nothing was started\.$/)])
    expect(service!.requests).toEqual([])
    expect(run.outputs['plan-execution-id']).toBeUndefined()
  })

  it('a report that still cannot be written at the end: a warning, the exit code the plan\'s, and the summary names it', async () => {
    const outputDir = await tempDir()
    await mkdir(path.join(outputDir, 'plan_execution_report.json', 'taken'), { recursive: true })
    const run = await plan({ planJobs: [job(1)] }, { 'output-dir': outputDir, 'upload-artifact': 'false' })
    expect(run.code).toBe(0)
    expect(run.summary).toMatch(/<td>Not written<\/td><td>plan_execution_report\.json \(see the warnings\)<\/td>/)
  })

  it('a plan report that an earlier step of the job wrote is replaced with a warning naming that step\'s plan and plan execution', async () => {
    const outputDir = await tempDir()
    const runnerJob = { RUNNER_TEMP: await tempDir(), GITHUB_RUN_ID: '9001', GITHUB_JOB: 'gate' }
    service = await startFakeService({ planJobs: [job(1)] })
    const inputs = planInputs(service.apiUrl, { 'output-dir': outputDir, 'upload-artifact': 'false' })
    const first = await runActionInProcess(inputs, { ...runnerJob, GITHUB_ACTION: 'first' })
    const second = await runActionInProcess(inputs, { ...runnerJob, GITHUB_ACTION: 'second' })
    expect([first.code, second.code]).toEqual([0, 0])
    expect(annotations(first.stdout).filter((line) => line.startsWith('::warning'))).toEqual([])
    const [report, planReport, junit] = ['execution_report-1.json', 'plan_execution_report.json', 'virtuoso-junit.xml'].map((file) => path.join(outputDir, file))
    expect(annotations(second.stdout).filter((line) => line.startsWith('::warning'))).toEqual([
      `::warning title=Virtuoso QA plan::${report}, ${planReport} and ${junit} were replaced: an earlier step of this job wrote them for plan plan-3 (plan execution 7001); give each step its own output-dir.`
    ])
  })
})
