import { readFile, readdir, realpath, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { type FakeService, type ServiceScript, defaultGoal, defaultReport, httpError, ok, startFakeService, state } from '../fakes/service.js'
import { cancel, runAction } from '../helpers/child.js'
import { GOAL_TOKEN as TOKEN, goalInputs } from '../helpers/goal-inputs.js'
import { startRecordingProxy } from '../helpers/https-proxy.js'
import { canChangeDirectory, runActionInProcess } from '../helpers/in-process.js'
import { tempDir } from '../helpers/temp.js'
import { logLines } from '../helpers/workflow-log.js'

// Goal mode from the source (src/action/run.ts), run in this process as the runner would run it;
// the committed bundle, dist/index.js, runs as a process only in the last block.

let service: FakeService | undefined
afterEach(async () => {
  await service?.close()
  service = undefined
})

async function goal(script: ServiceScript, inputs: Record<string, string> = {}, env: Record<string, string | undefined> = {}) {
  service = await startFakeService(script)
  return runActionInProcess(goalInputs(service.apiUrl, inputs), env)
}

describe('goal mode: exit codes', () => {
  it('0: sets every output, writes the files and the job summary', async () => {
    const run = await goal({ statuses: [state('RUNNING'), state('FINISHED', 'PASS')] })
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({
      'exit-code': '0',
      'job-id': '4242',
      status: 'FINISHED',
      outcome: 'PASS',
      'execution-url': 'https://ui.example/#/project/execution/4242'
    })
    expect(JSON.parse(await readFile(run.outputs['report-file'], 'utf8'))).toEqual(defaultReport)
    // By default in the workspace.
    expect(run.outputs['report-file']).toBe(path.join(run.dir, 'execution_report.json'))
    expect(run.outputs['goal-file']).toBe(path.join(run.dir, 'goal.json'))
    expect(run.stderr).toBe('')
    expect(run.stdout).toContain('::notice title=Virtuoso QA::Goal goal-7 started as job 4242: https://ui.example/#/project/execution/4242')
    expect(run.summary).toContain('<h3>✅ Virtuoso QA goal &quot;Checkout regression&quot;</h3>')
    expect(run.summary).toMatch(/<td>Outcome<\/td><td>PASS<\/td>/)
    expect(run.summary).toMatch(/<td>Polls<\/td><td>2<\/td>/)
    // No artifact backend in this environment: a notice, and the exit code unchanged.
    expect(run.stdout).toContain('::notice title=Virtuoso QA::No artifact backend here')
  })

  it("names the goal by goal.json's name in the summary: escaped, on one line, cut at 200 characters; by its id when the goal has none", async () => {
    const name = `<b>"Pay" & ship</b>\n\n# not a heading ${'x'.repeat(300)}`
    const run = await goal({ statuses: [state('FINISHED', 'PASS')], goal: ok({ ...defaultGoal, name }) })
    expect(run.code).toBe(0)
    const shown = `&lt;b&gt;&quot;Pay&quot; &amp; ship&lt;/b&gt;  # not a heading ${'x'.repeat(200 - 37)}…`
    expect(run.summary).toContain(`<h3>✅ Virtuoso QA goal &quot;${shown}&quot;</h3>`)
    expect(run.summary).toContain(`<tr><td>Goal</td><td>${shown} (goal-7)</td></tr>`)
    expect(run.summary).not.toMatch(/\n\s*\n/)
    await service!.close()
    const unnamed = await goal({ statuses: [state('FINISHED', 'PASS')], goal: ok({ id: 'goal-7' }) })
    expect(unnamed.summary).toContain('<h3>✅ Virtuoso QA goal goal-7</h3>')
    expect(unnamed.summary).toContain('<tr><td>Goal</td><td>goal-7</td></tr>')
  })

  it('1: a missing goal id is a usage error with an annotation, before any request', async () => {
    const run = await goal({}, { 'goal-id': '' })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('::error title=Virtuoso QA::The input "goal-id" is required in goal mode.')
    expect(run.outputs['exit-code']).toBe('1')
    expect(service?.requests).toHaveLength(0)
  })

  it.each([
    ['max-retry-time', 'abc'],
    ['retry-delay-time', '-1'],
    ['poll-interval', '2s']
  ])('1: %s=%j is rejected before any request', async (name, value) => {
    const run = await goal({}, { [name]: value })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain(`The input "${name}" must be a number of seconds from 0 to 86400`)
    expect(service?.requests).toHaveLength(0)
  })

  it('1: an unknown mode', async () => {
    const run = await goal({}, { mode: 'nightly' })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('The input "mode" must be goal, plan or certificate, not "nightly".')
  })

  it('1: a failed start, with the reason as an error annotation', async () => {
    const run = await goal({ start: httpError(401) })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('::error title=Virtuoso QA goal::Starting goal goal-7 failed: HTTP 401: check the token.')
    expect(run.outputs['exit-code']).toBe('1')
    // No job: no link to show, and no group of polls.
    expect(run.stdout).not.toMatch(/^Execution link/m)
    expect(run.stdout).not.toContain('::endgroup::')
  })

  it.each([
    ['token', 'The input "token" is required (a secret that is not set gives an empty value).'],
    ['mode', 'The input "mode" is required: goal, plan or certificate.']
  ])('1: no %s, in one sentence', async (name, message) => {
    const run = await goal({}, { [name]: '' })
    expect(run.code).toBe(1)
    expect(logLines(run.stdout).filter((line) => line.startsWith('::error'))).toEqual([`::error title=Virtuoso QA::${message}`])
    expect(service?.requests).toHaveLength(0)
  })

  it('2: outcome FAIL fails the step with exit code 2, files still written', async () => {
    const run = await goal({ statuses: [state('FINISHED', 'FAIL')] })
    expect(run.code).toBe(2)
    expect(run.outputs).toMatchObject({ 'exit-code': '2', status: 'FINISHED', outcome: 'FAIL' })
    expect(JSON.parse(await readFile(run.outputs['report-file'], 'utf8'))).toEqual(defaultReport)
    expect(run.stdout).toContain('::error title=Virtuoso QA goal::The goal execution finished with outcome FAIL.')
  })

  it.each([
    ['null', { status: 'FINISHED', outcome: null }],
    ['missing', { status: 'FINISHED' }],
    ['empty', { status: 'FINISHED', outcome: '' }]
  ])('0 for a FINISHED job whose outcome is %s (rule 10), with a warning, and "no outcome" in the summary', async (_, json) => {
    const run = await goal({ statuses: [{ json }] })
    expect(run.code).toBe(0)
    expect(logLines(run.stdout)).toContain(
      '::warning title=Virtuoso QA goal::Job 4242 FINISHED with no outcome; it passes, as only the outcomes FAIL and ERROR fail (Client B rule 10).'
    )
    expect(run.summary).toContain('<p>The goal execution finished with no outcome.</p>')
    expect(run.summary).toContain('<tr><td>Outcome</td><td>no outcome</td></tr>')
    expect(run.summary).not.toMatch(/null/)
  })

  it.each(['SKIPPED', 'PASSED'])('0 for a FINISHED job with an outcome the rules do not name (%s), shown as it is, without a warning', async (outcome) => {
    const run = await goal({ statuses: [state('FINISHED', outcome)] })
    expect(run.code).toBe(0)
    expect(logLines(run.stdout).filter((line) => line.startsWith('::warning'))).toEqual([])
    expect(run.summary).toContain(`<tr><td>Outcome</td><td>${outcome}</td></tr>`)
  })

  it('2: polling that keeps failing past the retry time', async () => {
    const run = await goal({ statuses: [httpError(500)] }, { 'max-retry-time': '0.05' })
    expect(run.code).toBe(2)
    expect(run.outputs['exit-code']).toBe('2')
    expect(run.outputs['job-id']).toBe('4242')
  })

  it('3: final status CANCELED', async () => {
    const run = await goal({ statuses: [state('CANCELED', 'null')] })
    expect(run.code).toBe(3)
    expect(run.outputs).toMatchObject({ 'exit-code': '3', status: 'CANCELED' })
  })
})

describe('goal mode: files', () => {
  it('writes to output-dir when given, and upload-artifact: false only says so in a plain line, no annotation', async () => {
    const dir = path.join(await tempDir(), 'results')
    const run = await goal({ statuses: [state('FINISHED', 'PASS')] }, { 'output-dir': dir, 'upload-artifact': 'False' })
    expect(run.code).toBe(0)
    expect(run.outputs['report-file']).toBe(path.join(dir, 'execution_report.json'))
    expect(JSON.parse(await readFile(path.join(dir, 'goal.json'), 'utf8'))).toMatchObject({ id: 'goal-7' })
    expect(run.stdout).toMatch(/^Artifact upload is off \(upload-artifact: false\); the files stay in the output directory\.$/m)
    expect(run.stdout).not.toMatch(/^::(notice|warning)[^\n]*artifact/im)
    expect(run.outputs['artifact-id']).toBeUndefined()
  })

  it.skipIf(process.platform !== 'linux')('an output-dir on procfs, where no directory can be made: exit 1 before the goal starts, at once', async () => {
    // Node's recursive mkdir loops there for good: the run never ended.
    const run = await goal({ statuses: [state('FINISHED', 'PASS')] }, { 'output-dir': '/proc/nope', 'upload-artifact': 'false' })
    expect(run.code).toBe(1)
    expect(logLines(run.stdout)).toContain('::error title=Virtuoso QA goal::Cannot write into the output directory /proc/nope: ENOENT; nothing was started.')
    expect(service!.requests).toEqual([])
    expect(run.outputs['job-id']).toBeUndefined()
  }, 10_000)

  it.skipIf(!canChangeDirectory)('writes to the working directory where there is no GITHUB_WORKSPACE', async () => {
    const run = await goal({ statuses: [state('FINISHED', 'PASS')] }, {}, { GITHUB_WORKSPACE: undefined })
    expect(run.code).toBe(0)
    // (Compared as real paths: macOS reports the cwd through /private.)
    expect(await realpath(path.dirname(run.outputs['report-file']))).toBe(await realpath(run.dir))
    expect((await readdir(run.dir)).sort()).toEqual(['execution_report.json', 'goal.json', 'output', 'virtuoso-junit.xml'])
  })
})

describe('goal mode: the log', () => {
  it('prints one line per status change, inside a group, and a notice with the link', async () => {
    const statuses = [...Array(6).fill(state('QUEUED')), ...Array(6).fill(state('RUNNING')), state('FINISHED', 'PASS')]
    const run = await goal({ statuses })
    const statusLines = logLines(run.stdout).filter((line) => line.startsWith('Status '))
    expect(statusLines).toEqual([
      'Status QUEUED, outcome null (poll 1)',
      'Status RUNNING, outcome null (poll 7)',
      'Status FINISHED, outcome PASS (poll 13)'
    ])
    const group = run.stdout.indexOf('::group::Waiting for job 4242')
    expect(group).toBeGreaterThan(-1)
    expect(run.stdout.indexOf('::endgroup::')).toBeGreaterThan(run.stdout.indexOf('Status FINISHED'))
  })

  it('masks the token: it appears only in the add-mask command', async () => {
    const run = await goal({ statuses: [httpError(500), state('FINISHED', 'ERROR')] })
    expect(run.stdout).toContain(`::add-mask::${TOKEN}`)
    expect(run.stdout.split(TOKEN)).toHaveLength(2)
    expect(run.stderr).not.toContain(TOKEN)
    expect(run.summary).not.toContain(TOKEN)
  })

  it('skips the job summary without error where the runner offers none', async () => {
    const run = await goal({ statuses: [state('FINISHED', 'PASS')] }, {}, { GITHUB_STEP_SUMMARY: undefined })
    expect(run.code).toBe(0)
    expect(run.stdout).not.toContain('::warning')
    expect(run.summary).toBe('')
  })

  it('treats `unset` as not given', async () => {
    const run = await goal({ statuses: [state('FINISHED', 'PASS')] }, { 'max-retry-time': 'unset', app2: 'unset' })
    expect(run.code).toBe(0)
  })
})

describe('goal mode: cancellation', () => {
  it('when aborted (as on SIGINT or SIGTERM) it stops polling at once, writes the outputs and the summary with the last status, and returns 3', async () => {
    service = await startFakeService({ statuses: [state('RUNNING')] })
    const controller = new AbortController()
    let abortedAt = 0
    let statusRequestsAtAbort = 0
    const run = await runActionInProcess(goalInputs(service.apiUrl, { 'poll-interval': '0.05' }), {}, {
      signal: controller.signal,
      onStdout(text) {
        if (!abortedAt && text.includes('Status RUNNING')) {
          abortedAt = Date.now()
          statusRequestsAtAbort = service!.statusRequests().length
          controller.abort()
        }
      }
    })
    expect(abortedAt).toBeGreaterThan(0)
    expect(Date.now() - abortedAt).toBeLessThan(2_000)
    expect(service.statusRequests()).toHaveLength(statusRequestsAtAbort)
    expect(run.code).toBe(3)
    expect(run.outputs).toMatchObject({ 'exit-code': '3', status: 'RUNNING', 'job-id': '4242' })
    expect(run.summary).toContain('Cancelled while waiting for job 4242')
    expect(run.stdout).toContain('::error title=Virtuoso QA goal::Cancelled while waiting for job 4242')
    // Cancelled: neither the files nor the artifact.
    expect(run.outputs['report-file']).toBeUndefined()
    expect(run.stdout).not.toContain('No artifact backend here')
  })
})

describe('goal mode: the default hosts of both environments', () => {
  it.each([
    ['false', 'api.virtuoso.qa:443'],
    ['true', 'api-app2.virtuoso.qa:443'],
    ['TRUE', 'api-app2.virtuoso.qa:443']
  ])('app2=%s reaches %s (seen through a recording HTTPS proxy)', async (app2, target) => {
    const proxy = await startRecordingProxy()
    try {
      const run = await runActionInProcess({ mode: 'goal', token: TOKEN, 'goal-id': 'g', app2 }, { HTTPS_PROXY: proxy.url, NO_PROXY: '' })
      expect(proxy.targets).toEqual([target])
      expect(run.code).toBe(1)
      expect(run.outputs['exit-code']).toBe('1')
    } finally {
      await proxy.close()
    }
  })
})

describe('bundled action (dist/index.js) as a process', () => {
  // What only a process shows: that the bundle starts, the process's exit code, and signals.

  it('starts, and exits 0 after a passing goal, with its outputs', async () => {
    service = await startFakeService({ statuses: [state('RUNNING'), state('FINISHED', 'PASS')] })
    const run = await runAction(goalInputs(service.apiUrl))
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({ 'exit-code': '0', 'job-id': '4242', status: 'FINISHED', outcome: 'PASS' })
    expect(run.summary).toMatch(/<td>Outcome<\/td><td>PASS<\/td>/)
    expect(run.stderr).toBe('')
  })

  it('exits 2 when the outcome is FAIL', async () => {
    service = await startFakeService({ statuses: [state('FINISHED', 'FAIL')] })
    const run = await runAction(goalInputs(service.apiUrl))
    expect(run.code).toBe(2)
    expect(run.outputs['exit-code']).toBe('2')
    expect(run.stdout).toContain('::error title=Virtuoso QA goal::The goal execution finished with outcome FAIL.')
  })

  it.each(['SIGINT', 'SIGTERM', 'SIGBREAK'] as const)(
    'on %s it stops, writes the outputs and the summary with the last status, and exits 3 within 2 s',
    async (signal) => {
      service = await startFakeService({ statuses: [state('RUNNING')] })
      let signalledAt = 0
      const run = await runAction(
        { mode: 'goal', token: TOKEN, 'goal-id': 'g', 'api-url': service.apiUrl, 'poll-interval': '0.05' },
        {},
        (child) => {
          child.stdout?.on('data', (chunk: Buffer) => {
            if (!signalledAt && chunk.toString().includes('Status RUNNING')) {
              signalledAt = Date.now()
              cancel(child, signal)
            }
          })
        }
      )
      expect(signalledAt).toBeGreaterThan(0)
      expect(Date.now() - signalledAt).toBeLessThan(2_000)
      expect(run.code).toBe(3)
      expect(run.outputs).toMatchObject({ 'exit-code': '3', status: 'RUNNING', 'job-id': '4242' })
      expect(run.summary).toContain('Cancelled while waiting for job 4242')
    }
  )
})

describe('goal mode: result files of several steps of one job (contract: Inputs)', () => {
  /** Two steps of one job, each a goal, writing into `dirs` (one each); the second run's annotations. */
  async function twoSteps(dirs: [string, string], env: Record<string, string | undefined> = {}) {
    const temp = await tempDir()
    const job = { RUNNER_TEMP: temp, GITHUB_RUN_ID: '9001', GITHUB_RUN_ATTEMPT: '1', GITHUB_JOB: 'gate', ...env }
    service = await startFakeService({ jobId: 4242, statuses: [state('FINISHED', 'PASS')] })
    const first = await runActionInProcess(goalInputs(service.apiUrl, { 'goal-id': 'goal-a', 'output-dir': dirs[0] }), { ...job, GITHUB_ACTION: 'first' })
    expect(first.code).toBe(0)
    const second = await runActionInProcess(goalInputs(service.apiUrl, { 'goal-id': 'goal-b', 'output-dir': dirs[1] }), { ...job, GITHUB_ACTION: 'second' })
    expect(second.code).toBe(0)
    return { second, temp, warnings: logLines(second.stdout).filter((line) => line.startsWith('::warning')) }
  }

  it('a file that an earlier step wrote is replaced with a warning naming that step\'s goal and job', async () => {
    const dir = await tempDir()
    const { warnings } = await twoSteps([dir, dir])
    const [report, goal, junit] = ['execution_report.json', 'goal.json', 'virtuoso-junit.xml'].map((file) => path.join(dir, file))
    expect(warnings).toEqual([
      `::warning title=Virtuoso QA goal::${report}, ${goal} and ${junit} were replaced: an earlier step of this job wrote them for goal goal-a (job 4242); give each step its own output-dir.`
    ])
  })

  it('no warning for steps with their own output-dir, nor for a record of another job, nor a record that is not one', async () => {
    expect((await twoSteps([await tempDir(), await tempDir()])).warnings).toEqual([])
    const dir = await tempDir()
    const other = await twoSteps([dir, dir], { GITHUB_JOB: 'other' })
    expect(other.warnings).toHaveLength(1)
    // The record of a later attempt of the run does not know the earlier attempt's files.
    await service?.close()
    service = await startFakeService({ statuses: [state('FINISHED', 'PASS')] })
    const retried = await runActionInProcess(goalInputs(service.apiUrl, { 'output-dir': dir }), {
      RUNNER_TEMP: other.temp, GITHUB_RUN_ID: '9001', GITHUB_RUN_ATTEMPT: '2', GITHUB_JOB: 'other', GITHUB_ACTION: 'third'
    })
    expect(logLines(retried.stdout).filter((line) => line.startsWith('::warning'))).toEqual([])
    // A record that cannot be read is as none: no failure, no warning.
    await writeFile(path.join(other.temp, 'virtuoso-qa-result-files.json'), '{"job": "9001-2-other", "entries": [null, 1')
    const broken = await runActionInProcess(goalInputs(service.apiUrl, { 'output-dir': dir }), {
      RUNNER_TEMP: other.temp, GITHUB_RUN_ID: '9001', GITHUB_RUN_ATTEMPT: '2', GITHUB_JOB: 'other', GITHUB_ACTION: 'fourth'
    })
    expect(broken.code).toBe(0)
    expect(logLines(broken.stdout).filter((line) => line.startsWith('::warning'))).toEqual([])
  })
})
