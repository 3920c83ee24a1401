import { readFileSync } from 'node:fs'
import { readFile, readdir } from 'node:fs/promises'
import { afterEach, describe, expect, it } from 'vitest'
import { type ArtifactBackend, startArtifactBackend } from '../fakes/artifact-backend.js'
import { type FakeService, type Reply, type ServiceScript, defaultGoal, defaultReport, hang, httpError, journeyRequestLines, startFakeService, state } from '../fakes/service.js'
import { runAction } from '../helpers/child.js'
import { goalInputs } from '../helpers/goal-inputs.js'
import { runActionInProcess } from '../helpers/in-process.js'
import { when } from '../helpers/when.js'
import { logLines, parseOutputFile } from '../helpers/workflow-log.js'

// Start now, gate later: `wait: false` starts the goal and returns; `job-id` waits for a job that
// an earlier step or job started. From the source in this process; the bundle once, at the end.

let service: FakeService | undefined
let backend: ArtifactBackend | undefined
afterEach(async () => {
  await service?.close()
  await backend?.close()
  service = undefined
  backend = undefined
})

const JOB = '777'
const LINK = `https://ui.example/#/project/execution/${JOB}`

async function goal(script: ServiceScript, inputs: Record<string, string>, options: Parameters<typeof runActionInProcess>[2] = {}) {
  service = await startFakeService(script)
  backend = await startArtifactBackend()
  return runActionInProcess(goalInputs(service.apiUrl, inputs), backend.env, options)
}

const startRequests = () => service!.requests.filter((r) => r.url.includes('/execute?'))
const statusUrls = () => service!.statusRequests().map((r) => r.url)

describe('wait: false', () => {
  it('starts the goal once, sets job-id and execution-url, writes a summary that says so, and exits 0 without polling, files or artifact', async () => {
    const run = await goal({ jobId: 4242 }, { wait: 'false' })
    expect(run.code).toBe(0)
    expect(startRequests()).toHaveLength(1)
    expect(service!.requests).toHaveLength(1)
    expect(run.outputs).toEqual({
      'exit-code': '0',
      'job-id': '4242',
      'execution-url': 'https://ui.example/#/project/execution/4242'
    })
    expect(run.stdout).toContain('::notice title=Virtuoso QA::Goal goal-7 started as job 4242: https://ui.example/#/project/execution/4242')
    // Nothing was awaited: no group opened, none closed.
    expect(run.stdout).not.toContain('::group::')
    expect(run.stdout).not.toContain('::endgroup::')
    // Started, not passed: no tick that would read as "tests passed"; the link is there.
    expect(run.summary).toContain('<h3>▶️ Virtuoso QA goal goal-7 started</h3>')
    expect(run.summary).not.toContain('✅')
    expect(run.summary).toContain('<p>Goal goal-7 started as job 4242 and was not awaited.</p>')
    expect(run.summary).toContain('<a href="https://ui.example/#/project/execution/4242">')
    expect(await readdir(run.dir)).toEqual(['output'])
    expect(backend!.requests).toEqual([])
  })

  it('is never retried: a failed start is exit 1 after one request', async () => {
    const run = await goal({ start: httpError(503) }, { wait: 'FALSE' })
    expect(run.code).toBe(1)
    expect(service!.requests).toHaveLength(1)
    expect(run.outputs['job-id']).toBeUndefined()
  })
})

describe('job-id: waiting for an existing job', () => {
  it.each<[string, number, Reply[]]>([
    ['FINISHED, PASS', 0, [state('RUNNING'), state('FINISHED', 'PASS')]],
    ['FINISHED, FAIL', 2, [state('FINISHED', 'FAIL')]],
    ['CANCELED', 3, [state('RUNNING'), state('CANCELED')]]
  ])('sends no start request, polls that job, saves both files, uploads them, and exits as a started job would: %s → %i', async (_, code, statuses) => {
    const run = await goal({ statuses }, { 'job-id': JOB })
    expect(run.code).toBe(code)
    expect(startRequests()).toHaveLength(0)
    expect(statusUrls()).toEqual(statuses.map(() => `/api/executions/${JOB}/status?envelope=false`))
    expect(service!.requests.map((r) => r.url)).toContain(`/api/jobs/${JOB}/status?envelope=false`)
    expect(JSON.parse(await readFile(run.outputs['report-file'], 'utf8'))).toEqual(defaultReport)
    // goal-id still names the goal saved as goal.json.
    expect(JSON.parse(await readFile(run.outputs['goal-file'], 'utf8'))).toEqual(defaultGoal)
    expect(backend!.artifacts.map((a) => [a.name, [...a.files.keys()].sort()])).toEqual([[`virtuoso-goal-${JOB}`, ['execution_report.json', 'goal.json', 'virtuoso-junit.xml']]])
    expect(run.outputs).toMatchObject({ 'exit-code': String(code), 'job-id': JOB, 'execution-url': LINK, 'artifact-id': String(backend!.artifacts[0].id) })
    expect(run.stdout).toContain(`::notice title=Virtuoso QA::Waiting for job ${JOB} of goal goal-7: ${LINK}`)
    expect(run.summary).toMatch(new RegExp(`<td>Job</td><td>${JOB}</td>`))
  })

  it('2: polling that keeps failing past the retry time, as for a started job', async () => {
    const run = await goal({ statuses: [state('RUNNING'), httpError(500)] }, { 'job-id': JOB, 'max-retry-time': '0.05' })
    expect(run.code).toBe(2)
    // A retry's deadline is the budget left, a few ms: on a busy machine it may end in that instead.
    expect(run.stdout).toMatch(new RegExp(`Reading the status of job ${JOB} failed: (HTTP 500|no complete answer within \\d+ ms), still after [\\d.]+ s of retries; it may still be running: \\S+\\.`))
    expect(startRequests()).toHaveLength(0)
  })

  it.each([401, 403, 404])('1 at once when the first status request is answered %i: the token or the job id is wrong', async (status) => {
    const run = await goal({ statuses: [httpError(status), state('FINISHED', 'PASS')] }, { 'job-id': JOB, 'max-retry-time': '60' })
    expect(run.code).toBe(1)
    expect(service!.requests).toHaveLength(1)
    const why = status === 404 ? `: HTTP 404 from ${service!.apiUrl}/executions/${JOB}/status: a wrong id, or a wrong address (the API's address, api-url, ends in /api; the web interface's host is ui-url)` : ` (HTTP ${status}): the token or the job id is wrong`
    expect(run.stdout).toContain(`::error title=Virtuoso QA goal::Job ${JOB} cannot be read${why}.`)
    expect(run.outputs).toMatchObject({ 'exit-code': '1', 'job-id': JOB })
    expect(run.outputs['report-file']).toBeUndefined()
  })

  it('retries a 404 that is not the answer to the first status request (rule 8)', async () => {
    const run = await goal({ statuses: [state('RUNNING'), httpError(404), state('FINISHED', 'PASS')] }, { 'job-id': JOB })
    expect(run.code).toBe(0)
    expect(service!.statusRequests()).toHaveLength(3)
  })

  it('a started job retries a first 404 (rule 8)', async () => {
    const run = await goal({ statuses: [httpError(404), state('FINISHED', 'PASS')] }, {})
    expect(run.code).toBe(0)
    expect(service!.statusRequests()).toHaveLength(2)
  })

  it('percent-encodes a job id holding / and ? in every path, and in the link; the default artifact name replaces them', async () => {
    const run = await goal({}, { 'job-id': 'a/b?c', 'max-retry-time': '0.05' })
    expect(run.code).toBe(0)
    expect(service!.requests.map((r) => r.url)).toEqual([
      '/api/executions/a%2Fb%3Fc/status?envelope=false',
      '/api/executions/a%2Fb%3Fc/status?envelope=false',
      '/api/jobs/a%2Fb%3Fc/status?envelope=false',
      '/api/goals/goal-7?envelope=false',
      ...journeyRequestLines('a%2Fb%3Fc').map((line) => line.split(' ')[1])
    ])
    expect(run.outputs).toMatchObject({ 'job-id': 'a/b?c', 'execution-url': 'https://ui.example/#/project/execution/a%2Fb%3Fc' })
    // An artifact name cannot hold / or ? (the artifact service refuses it): each becomes -.
    expect(backend!.artifacts.map((a) => a.name)).toEqual(['virtuoso-goal-a-b-c'])
  })

  it('on cancel while waiting for the attached job, stops at once with exit 3; the job-id output and the link were set before any answer', async () => {
    service = await startFakeService({ statuses: [hang] })
    const controller = new AbortController()
    let requestsAtAbort = -1
    let outputsAtAbort: Record<string, string> = {}
    let abortedAt = 0
    when(
      () => service!.statusRequests().length === 1,
      () => {
        requestsAtAbort = service!.requests.length
        outputsAtAbort = parseOutputFile(readFileSync(process.env.GITHUB_OUTPUT!, 'utf8'))
        abortedAt = Date.now()
        controller.abort()
      }
    )
    const tuning = { limits: { requestDeadlineMs: 5_000 } }
    const run = await runActionInProcess(goalInputs(service.apiUrl, { 'job-id': JOB }), {}, { signal: controller.signal, tuning })
    expect(Date.now() - abortedAt).toBeLessThan(2_000)
    expect(outputsAtAbort).toEqual({ 'job-id': JOB, 'execution-url': LINK })
    expect(run.code).toBe(3)
    expect(service.requests).toHaveLength(requestsAtAbort)
    expect(run.outputs).toEqual({ 'exit-code': '3', 'job-id': JOB, 'execution-url': LINK, 'timed-out': 'false' })
    expect(run.summary).toContain(`Cancelled while waiting for job ${JOB} (last status unknown)`)
    expect(await readdir(run.dir)).toEqual(['output'])
  })
})

describe('usage errors: exit 1, no request, reported as the other input errors are', () => {
  it.each<[string, Record<string, string>, string]>([
    ['job-id with wait: false', { 'job-id': JOB, wait: 'false' }, 'The input "job-id" and wait: false exclude each other: give one or the other.'],
    ['job-id null', { 'job-id': 'null' }, 'The input "job-id" must be the id of a job to wait for, not "null".'],
    ['wait neither true nor false', { wait: 'later' }, 'The input "wait" must be true or false, not "later".']
  ])('%s', async (_, inputs, message) => {
    const run = await goal({}, inputs)
    expect(run.code).toBe(1)
    expect(run.outputs).toEqual({ 'exit-code': '1' })
    expect(logLines(run.stdout).filter((line) => line.startsWith('::error'))).toEqual([`::error title=Virtuoso QA::${message}`])
    // The summary of a run that never began: the exit code, no goal, job or status rows.
    expect(run.summary).toContain('<td>Exit code</td><td>1</td>')
    expect(run.summary).not.toContain('<td>Job</td>')
    expect(service!.requests).toHaveLength(0)
  })

  it.each(['', 'unset', '  '])('job-id %j is not given: the goal starts', async (jobId) => {
    const run = await goal({ statuses: [state('FINISHED', 'PASS')] }, { 'job-id': jobId, 'upload-artifact': 'false' })
    expect(run.code).toBe(0)
    expect(startRequests()).toHaveLength(1)
    expect(run.outputs['job-id']).toBe('4242')
  })
})

describe('bundled action (dist/index.js) as a process', () => {
  it('wait: false starts the goal, sets the outputs and exits 0', async () => {
    service = await startFakeService()
    const run = await runAction(goalInputs(service.apiUrl, { wait: 'false' }))
    expect(run.code).toBe(0)
    expect(run.outputs).toEqual({ 'exit-code': '0', 'job-id': '4242', 'execution-url': 'https://ui.example/#/project/execution/4242' })
    expect(service.requests.map((r) => r.method + ' ' + r.url)).toEqual(['POST /api/goals/goal-7/execute?envelope=false'])
    expect(run.summary).toContain('Goal goal-7 started as job 4242 and was not awaited.')
    expect(run.stderr).toBe('')
  })
})
