import { X509Certificate } from 'node:crypto'
import { readdirSync } from 'node:fs'
import { readFile, readdir } from 'node:fs/promises'
import { EOL } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { type ArtifactBackend, startArtifactBackend } from '../fakes/artifact-backend.js'
import { type FakeService, type ServiceScript, defaultGoal, httpError, journeyRequestLines, ok, startFakeService, state } from '../fakes/service.js'
import { FakeClock } from '../helpers/fake-clock.js'
import { GOAL_TOKEN, goalInputs } from '../helpers/goal-inputs.js'
import { runActionInProcess } from '../helpers/in-process.js'
import { profileNamed } from '../helpers/pkcs12-fixtures.js'
import { type ServiceAtHosts, serveAtHosts } from '../helpers/service-at-host.js'
import { tempDir } from '../helpers/temp.js'
import { logLines } from '../helpers/workflow-log.js'

// Promises of the action contract (inputs' defaults, the default hosts, the job summary, the log
// while polling, the certificate entry's creation, identifiers in paths and links), pinned as the
// action applies them: from its source, in this process, against the loopback fake of the service.

let service: FakeService | undefined
let hosts: ServiceAtHosts | undefined
let backend: ArtifactBackend | undefined
afterEach(async () => {
  await hosts?.close()
  await service?.close()
  await backend?.close()
  hosts = service = backend = undefined
})

/** The spec's hosts (contract: inputs `api-url` and `ui-url`). */
const DEFAULT_API_HOST = 'api.virtuoso.qa'
const APP2_API_HOST = 'api-app2.virtuoso.qa'
const DEFAULT_UI = 'https://app.virtuoso.qa'
const APP2_UI = 'https://app-app2.virtuoso.qa'

/** The fake service, reachable as https://api.virtuoso.qa and https://api-app2.virtuoso.qa through HTTPS_PROXY. */
async function serviceAtTheRealHosts(script: ServiceScript): Promise<{ env: Record<string, string> }> {
  service = await startFakeService(script)
  hosts = await serveAtHosts(Number(new URL(service.apiUrl).port))
  return { env: { HTTPS_PROXY: hosts.proxyUrl, NO_PROXY: '' } }
}

/** What the fake received: method, path and query as sent, and the Host header. */
const received = () => service!.requests.map((r) => [r.method, r.url, r.headers.host])

/** A workflow command's message as the runner shows it (@actions/core escapes %, CR and LF). */
const commandMessage = (line: string): string => line.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%')

/** The job summary as @actions/core writes it: a heading, the message, and the Field/Value table, each ending in os.EOL. */
const summaryOf = (heading: string, message: string, rows: [string, string][]): string =>
  `<h3>${heading}</h3>${EOL}<p>${message}</p>${EOL}<table><tr><th>Field</th><th>Value</th></tr>` +
  rows.map(([field, value]) => `<tr><td>${field}</td><td>${value}</td></tr>`).join('') +
  `</table>${EOL}`

/** The summary with its Elapsed value taken out (it is the run's own time), and that value in seconds. */
function withoutElapsed(summary: string): { summary: string; elapsedSeconds: number } {
  const match = /<td>Elapsed<\/td><td>(?:(\d+) min )?(\d+(?:\.\d)?) s<\/td>/.exec(summary)
  expect(match, 'an Elapsed row of the form "1 min 5 s", "12 s" or "0.4 s"').not.toBeNull()
  return {
    summary: summary.replace(match![0], '<td>Elapsed</td><td>ELAPSED</td>'),
    elapsedSeconds: Number(match![1] ?? 0) * 60 + Number(match![2])
  }
}

const link = (url: string, job = '4242'): string => `<a href="${url}">job ${job}</a>`

describe('goal mode: the defaults of the inputs', () => {
  it('with only mode, token and goal-id: the default API address and web interface (app2 false), a poll every 2 s, waiting, the files in the workspace, an artifact upload', async () => {
    const { env } = await serviceAtTheRealHosts({ statuses: [state('RUNNING'), state('FINISHED', 'PASS')] })
    const clock = new FakeClock()
    const run = await runActionInProcess({ mode: 'goal', token: GOAL_TOKEN, 'goal-id': 'g' }, env, { tuning: { clock } })
    expect(run.code, run.stdout).toBe(0)
    // api-url: https://api.virtuoso.qa/api, exactly: the host (CONNECT, TLS server name, Host header) and the path.
    expect(received()).toEqual([
      ['POST', '/api/goals/g/execute?envelope=false', DEFAULT_API_HOST],
      ['GET', '/api/executions/4242/status?envelope=false', DEFAULT_API_HOST],
      ['GET', '/api/executions/4242/status?envelope=false', DEFAULT_API_HOST],
      ['GET', '/api/jobs/4242/status?envelope=false', DEFAULT_API_HOST],
      ['GET', '/api/goals/g?envelope=false', DEFAULT_API_HOST],
      ...journeyRequestLines(4242).map((line) => [...line.split(' '), DEFAULT_API_HOST])
    ])
    // One tunnel, and one TLS session in it, for the run's requests (contract: "Proxies cost one tunnel").
    expect(hosts!.targets()).toEqual([`${DEFAULT_API_HOST}:443`])
    expect(hosts!.serverNames).toEqual([DEFAULT_API_HOST])
    // poll-interval: 2 s between the status requests of an unfinished job, and no other wait.
    expect(clock.sleeps).toEqual([2_000])
    // ui-url: https://app.virtuoso.qa, in the output, the notice, the log and the summary.
    const url = `${DEFAULT_UI}/#/project/execution/4242`
    expect(run.outputs['execution-url']).toBe(url)
    const lines = logLines(run.stdout)
    expect(lines).toContain(`::notice title=Virtuoso QA::Goal g started as job 4242: ${url}`)
    expect(lines).toContain(`Execution link: ${url}`)
    expect(run.summary).toContain(`<tr><td>Execution</td><td>${link(url)}</td></tr>`)
    // wait: true (it polled to the end); output-dir: the workspace; upload-artifact: true (tried, no backend here).
    expect(run.outputs).toMatchObject({ status: 'FINISHED', outcome: 'PASS' })
    expect(run.outputs['report-file']).toBe(path.join(run.dir, 'execution_report.json'))
    expect(run.outputs['goal-file']).toBe(path.join(run.dir, 'goal.json'))
    expect(lines).toContain('::notice title=Virtuoso QA::No artifact backend here (not running on GitHub Actions): the files were not uploaded.')
    expect(run.stdout).not.toContain('Artifact upload is off')
  })

  it('app2: true without api-url and ui-url: https://api-app2.virtuoso.qa/api and https://app-app2.virtuoso.qa', async () => {
    const { env } = await serviceAtTheRealHosts({ statuses: [state('FINISHED', 'PASS')] })
    const run = await runActionInProcess({ mode: 'goal', token: GOAL_TOKEN, 'goal-id': 'g', app2: 'true' }, env)
    expect(run.code, run.stdout).toBe(0)
    expect(received()).toEqual([
      ['POST', '/api/goals/g/execute?envelope=false', APP2_API_HOST],
      ['GET', '/api/executions/4242/status?envelope=false', APP2_API_HOST],
      ['GET', '/api/jobs/4242/status?envelope=false', APP2_API_HOST],
      ['GET', '/api/goals/g?envelope=false', APP2_API_HOST],
      ...journeyRequestLines(4242).map((line) => [...line.split(' '), APP2_API_HOST])
    ])
    expect(hosts!.targets()).toEqual([`${APP2_API_HOST}:443`])
    expect(hosts!.serverNames).toEqual([APP2_API_HOST])
    const url = `${APP2_UI}/#/project/execution/4242`
    expect(run.outputs['execution-url']).toBe(url)
    expect(logLines(run.stdout)).toContain(`::notice title=Virtuoso QA::Goal g started as job 4242: ${url}`)
    expect(logLines(run.stdout)).toContain(`Execution link: ${url}`)
    expect(run.summary).toContain(`<tr><td>Execution</td><td>${link(url)}</td></tr>`)
  })

  it('ui-url defaults to the web interface of the environment while api-url is given', async () => {
    service = await startFakeService({ statuses: [state('FINISHED', 'PASS')] })
    for (const [app2, ui] of [['', DEFAULT_UI], ['false', DEFAULT_UI], ['true', APP2_UI]]) {
      const run = await runActionInProcess(goalInputs(service.apiUrl, { 'ui-url': '', app2, 'upload-artifact': 'false' }))
      expect(run.outputs['execution-url'], `app2 ${JSON.stringify(app2)}`).toBe(`${ui}/#/project/execution/4242`)
    }
  })

  it('max-retry-time 300 and retry-delay-time 10: the retry line of a failed status request says so', async () => {
    service = await startFakeService({ statuses: [httpError(500)] })
    const controller = new AbortController()
    // goalInputs sets retry-delay-time: empty is not given.
    const run = await runActionInProcess(goalInputs(service.apiUrl, { 'retry-delay-time': '' }), {}, {
      signal: controller.signal,
      // Cancelled during the 10 s wait, which the line announces.
      onStdout: (text) => text.includes('retrying in') && controller.abort()
    })
    expect(logLines(run.stdout).filter((line) => line.startsWith('The status request failed'))).toEqual([
      'The status request failed: HTTP 500; retrying in 10 s (retry time used: 0 of 300 s)'
    ])
    expect(service.statusRequests()).toHaveLength(1)
    expect(run.code).toBe(3)
  })

  it('output-dir: the workspace (GITHUB_WORKSPACE), not the working directory, when the two differ', async () => {
    service = await startFakeService({ statuses: [state('FINISHED', 'PASS')] })
    const workspace = await tempDir('vqa-workspace-')
    const run = await runActionInProcess(goalInputs(service.apiUrl, { 'upload-artifact': 'false' }), { GITHUB_WORKSPACE: workspace })
    expect(run.code).toBe(0)
    expect(run.outputs['report-file']).toBe(path.join(workspace, 'execution_report.json'))
    expect(run.outputs['goal-file']).toBe(path.join(workspace, 'goal.json'))
    expect((await readdir(workspace)).sort()).toEqual(['execution_report.json', 'goal.json', 'virtuoso-junit.xml'])
    // The working directory of the step (run.dir) holds only the runner's output file.
    expect(await readdir(run.dir)).toEqual(['output'])
  })

  it('upload-artifact: true and the retention of the repository: one artifact, no expiry asked for', async () => {
    service = await startFakeService({ statuses: [state('FINISHED', 'PASS')] })
    backend = await startArtifactBackend()
    const run = await runActionInProcess({ mode: 'goal', token: GOAL_TOKEN, 'goal-id': 'goal-7', 'api-url': service.apiUrl }, backend.env)
    expect(run.code).toBe(0)
    expect(backend.artifacts.map((a) => [a.name, a.expiresAt])).toEqual([['virtuoso-goal-4242', undefined]])
    expect(run.outputs['artifact-id']).toBe(String(backend.artifacts[0].id))
  })

  it.each([
    [' 7 ', 7],
    ['1', 1],
    ['30', 30]
  ])('retention-days: %j, the artifact expires that many days after the upload', async (input, days) => {
    service = await startFakeService({ statuses: [state('FINISHED', 'PASS')] })
    backend = await startArtifactBackend()
    const before = Date.now()
    const run = await runActionInProcess(goalInputs(service.apiUrl, { 'retention-days': input }), backend.env)
    expect(run.code).toBe(0)
    const expiresAt = Date.parse(backend.artifacts[0].expiresAt ?? '')
    const period = days * 24 * 3600_000
    expect(expiresAt).toBeGreaterThanOrEqual(before + period - 1000)
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + period + 1000)
  })

  it.each(['0', '1.5', '-3', 'a week', '1e2'])('retention-days: %j is a usage error before any request', async (days) => {
    service = await startFakeService({ statuses: [state('FINISHED', 'PASS')] })
    const run = await runActionInProcess(goalInputs(service.apiUrl, { 'retention-days': days }))
    expect(run.code).toBe(1)
    expect(run.stdout).toContain(`::error title=Virtuoso QA::The input "retention-days" must be a whole number of days, 1 or more, not "${days}".`)
    expect(service.requests).toEqual([])
  })
})

const CERT_TOKEN = 'tok-c0ntr4ct'

/** Certificate mode's required inputs, a profile file, and `inputs` on top. */
function certificateInputs(inputs: Record<string, string> = {}) {
  const made = profileNamed('rsa-chain')
  return {
    made,
    inputs: {
      mode: 'certificate',
      token: CERT_TOKEN,
      'certificate-file': made.file,
      'certificate-password': made.password,
      'certificate-name': 'release gate client',
      'organization-id': 'org-11',
      ...inputs
    }
  }
}

describe('certificate mode: the defaults of the inputs', () => {
  it.each([
    ['not given', {}, DEFAULT_API_HOST],
    ['true', { app2: 'true' }, APP2_API_HOST]
  ] as const)('app2 %s, no api-url, work-dir or description: the API at https://<host>/api, a fresh work directory in RUNNER_TEMP, removed; the name alone is sent', async (_, extra, host) => {
    const { env } = await serviceAtTheRealHosts({})
    const { inputs } = certificateInputs(extra)
    const runnerTemp = await tempDir('vqa-runner-temp-')
    let duringUpload: string[] = []
    const run = await runActionInProcess(inputs, { ...env, RUNNER_TEMP: runnerTemp }, {
      onStdout(text) {
        if (text.startsWith('Created certificate entry')) {
          duringUpload = readdirSync(runnerTemp).flatMap((dir) => readdirSync(path.join(runnerTemp, dir)).map((file) => `${dir}/${file}`))
        }
      }
    })
    expect(run.code, run.stdout).toBe(0)
    expect(received()).toEqual([
      ['POST', '/api/organizations/org-11/certificates', host],
      ['PUT', '/api/organizations/org-11/certificates/cert-91/verify', host]
    ])
    expect(hosts!.targets()).toEqual([`${host}:443`])
    expect(hosts!.serverNames).toEqual([host])
    expect(JSON.parse(service!.requests[0].body.toString('utf8'))).toStrictEqual({ name: 'release gate client' })
    // work-dir: a fresh directory in RUNNER_TEMP while the run lasts, gone afterwards.
    expect(duringUpload.sort()).toEqual(
      ['cert9.db', 'key4.db', 'pkcs11.txt'].map((file) => expect.stringMatching(new RegExp(`^virtuoso-certificate-[^/]+/${file.replace('.', '\\.')}$`)))
    )
    expect(await readdir(runnerTemp)).toEqual([])
    expect(run.outputs).toEqual({ 'certificate-id': 'cert-91', 'exit-code': '0' })
  })
})

describe('certificate mode: the requests that create and verify the entry', () => {
  it('sends the create body with exactly name and description, as given without surrounding blanks, and the verify request without a body', async () => {
    service = await startFakeService()
    const { inputs } = certificateInputs({
      'api-url': service.apiUrl,
      'certificate-name': '  release gate client ',
      'certificate-description': '\tSigned by the gate CA  '
    })
    const run = await runActionInProcess(inputs)
    expect(run.code).toBe(0)
    const [create, verify] = service.requests
    expect(service.requests).toHaveLength(2)
    expect([create.method, create.url]).toEqual(['POST', '/api/organizations/org-11/certificates'])
    expect(create.headers).toMatchObject({ authorization: `Bearer ${CERT_TOKEN}`, 'content-type': 'application/json' })
    expect(JSON.parse(create.body.toString('utf8'))).toStrictEqual({ name: 'release gate client', description: 'Signed by the gate CA' })
    expect([verify.method, verify.url]).toEqual(['PUT', '/api/organizations/org-11/certificates/cert-91/verify'])
    expect(verify.headers).toMatchObject({ authorization: `Bearer ${CERT_TOKEN}`, 'content-type': 'application/json' })
    expect(verify.body.length).toBe(0)
  })
})

describe('the job summary: every row, exact values', () => {
  it('goal mode, a passing run with a retry: goal (by its name), job, status, outcome, link, elapsed time, polls, retries, exit code', async () => {
    // A job that ran no journey: the summary's journeys (__tests__/action/journeys.test.ts) stay out of this one.
    service = await startFakeService({ statuses: [state('RUNNING'), httpError(503), state('FINISHED', 'PASS')], journeyResults: ok({ testSuites: {} }) })
    const startedAt = performance.now()
    const run = await runActionInProcess(goalInputs(service.apiUrl, { 'upload-artifact': 'false' }))
    const wallSeconds = (performance.now() - startedAt) / 1000
    expect(run.code).toBe(0)
    const { summary, elapsedSeconds } = withoutElapsed(run.summary)
    expect(summary).toBe(
      summaryOf('✅ Virtuoso QA goal &quot;Checkout regression&quot;', 'The goal execution finished with outcome PASS.', [
        ['Goal', 'Checkout regression (goal-7)'],
        ['Job', '4242'],
        ['Status', 'FINISHED'],
        ['Outcome', 'PASS'],
        ['Execution', link('https://ui.example/#/project/execution/4242')],
        ['Elapsed', 'ELAPSED'],
        ['Polls', '2'],
        ['Retries', '1'],
        ['Exit code', '0']
      ])
    )
    expect(elapsedSeconds).toBeLessThanOrEqual(Math.ceil(wallSeconds * 10) / 10)
  })

  it('goal mode, a failed outcome after a wait: the elapsed time counts the wait', async () => {
    service = await startFakeService({ statuses: [state('RUNNING'), state('FINISHED', 'FAIL')], journeyResults: ok({ testSuites: {} }) })
    const run = await runActionInProcess(goalInputs(service.apiUrl, { 'poll-interval': '1.2', 'upload-artifact': 'false' }), {}, { tuning: { clock: new FakeClock() } })
    expect(run.code).toBe(2)
    const { summary, elapsedSeconds } = withoutElapsed(run.summary)
    expect(summary).toBe(
      summaryOf('❌ Virtuoso QA goal &quot;Checkout regression&quot;', 'The goal execution finished with outcome FAIL.', [
        ['Goal', 'Checkout regression (goal-7)'],
        ['Job', '4242'],
        ['Status', 'FINISHED'],
        ['Outcome', 'FAIL'],
        ['Execution', link('https://ui.example/#/project/execution/4242')],
        ['Elapsed', 'ELAPSED'],
        ['Polls', '2'],
        ['Retries', '0'],
        ['Exit code', '2']
      ])
    )
    // The clock moves only by the wait: 1.2 s exactly.
    expect(elapsedSeconds).toBe(1.2)
  })

  it('goal mode, a failed start: the goal by its id (no goal was fetched), a dash for what is not known', async () => {
    service = await startFakeService({ start: httpError(401) })
    const run = await runActionInProcess(goalInputs(service.apiUrl))
    expect(run.code).toBe(1)
    expect(withoutElapsed(run.summary).summary).toBe(
      summaryOf('❌ Virtuoso QA goal goal-7', 'Starting goal goal-7 failed: HTTP 401: check the token.', [
        ['Goal', 'goal-7'],
        ['Job', '—'],
        ['Status', '—'],
        ['Outcome', '—'],
        ['Execution', '—'],
        ['Elapsed', 'ELAPSED'],
        ['Polls', '0'],
        ['Retries', '0'],
        ['Exit code', '1']
      ])
    )
  })

  it('a usage error: the exit code alone', async () => {
    service = await startFakeService()
    const run = await runActionInProcess(goalInputs(service.apiUrl, { 'poll-interval': 'soon' }))
    expect(run.code).toBe(1)
    expect(run.summary).toBe(
      summaryOf('❌ Virtuoso QA', 'The input &quot;poll-interval&quot; must be a number of seconds from 0 to 86400, not &quot;soon&quot;.', [
        ['Exit code', '1']
      ])
    )
  })

  it('certificate mode, verified: name, organization, certificate, entry, each upload, exit code', async () => {
    service = await startFakeService()
    const { inputs, made } = certificateInputs({ 'api-url': service.apiUrl })
    const run = await runActionInProcess(inputs)
    expect(run.code).toBe(0)
    const validTo = new X509Certificate(made.certPem).validToDate.toISOString().slice(0, 10)
    const bytes = (file: string) => service!.stored.find((stored) => stored.file === file)!.body.length
    expect(run.summary).toBe(
      summaryOf(
        '✅ Virtuoso QA certificate &quot;release gate client&quot;',
        'Certificate &quot;release gate client&quot; was uploaded and verified as entry cert-91.',
        [
          ['Name', 'release gate client'],
          ['Organization', 'org-11'],
          ['Certificate', `CN=rsa-client, O=Example, valid until ${validTo}`],
          ['Entry', 'cert-91'],
          ['key4.db', `uploaded, ${bytes('key4.db')} bytes`],
          ['cert9.db', `uploaded, ${bytes('cert9.db')} bytes`],
          ['pkcs11.txt', `uploaded, ${bytes('pkcs11.txt')} bytes`],
          ['Exit code', '0']
        ]
      )
    )
  })

  it('certificate mode, a refused upload: its HTTP status in its row', async () => {
    service = await startFakeService({ certificates: { store: { 'cert9.db': httpError(403) } } })
    const { inputs, made } = certificateInputs({ 'api-url': service.apiUrl })
    const run = await runActionInProcess(inputs)
    expect(run.code).toBe(1)
    const validTo = new X509Certificate(made.certPem).validToDate.toISOString().slice(0, 10)
    const bytes = (file: string) => service!.stored.find((stored) => stored.file === file)!.body.length
    expect(run.summary).toBe(
      summaryOf(
        '❌ Virtuoso QA certificate &quot;release gate client&quot;',
        'The service did not verify certificate entry cert-91: its answer did not report success; failed uploads: cert9.db (HTTP 403); the name &quot;release gate client&quot; is now taken by certificate entry cert-91: a retry needs another name, or that entry removed in Virtuoso QA.',
        [
          ['Name', 'release gate client'],
          ['Organization', 'org-11'],
          ['Certificate', `CN=rsa-client, O=Example, valid until ${validTo}`],
          ['Entry', 'cert-91'],
          ['key4.db', `uploaded, ${bytes('key4.db')} bytes`],
          ['cert9.db', 'cert9.db (HTTP 403)'],
          ['pkcs11.txt', `uploaded, ${bytes('pkcs11.txt')} bytes`],
          ['Exit code', '1']
        ]
      )
    )
  })

  it('certificate mode, a wrong password: a dash for the certificate and the entry, no upload rows', async () => {
    service = await startFakeService()
    const { inputs } = certificateInputs({ 'api-url': service.apiUrl, 'certificate-password': 'Tr0ub4dor' })
    const run = await runActionInProcess(inputs)
    expect(run.code).toBe(1)
    expect(run.summary).toBe(
      summaryOf(
        '❌ Virtuoso QA certificate &quot;release gate client&quot;',
        'Could not convert the certificate profile: the certificate password is wrong.',
        [
          ['Name', 'release gate client'],
          ['Organization', 'org-11'],
          ['Certificate', '—'],
          ['Entry', '—'],
          ['Exit code', '1']
        ]
      )
    )
  })

  it('certificate mode, creation refused: a dash for the entry, no upload rows', async () => {
    service = await startFakeService({ certificates: { create: { status: 409, json: { success: false } } } })
    const { inputs, made } = certificateInputs({ 'api-url': service.apiUrl })
    const run = await runActionInProcess(inputs)
    expect(run.code).toBe(1)
    const validTo = new X509Certificate(made.certPem).validToDate.toISOString().slice(0, 10)
    expect(run.summary).toBe(
      summaryOf(
        '❌ Virtuoso QA certificate &quot;release gate client&quot;',
        'The service did not create the certificate entry &quot;release gate client&quot;: it answered HTTP 409. ' +
          'Likely causes: a wrong access token, or a name that is not unique in organization org-11.',
        [
          ['Name', 'release gate client'],
          ['Organization', 'org-11'],
          ['Certificate', `CN=rsa-client, O=Example, valid until ${validTo}`],
          ['Entry', '—'],
          ['Exit code', '1']
        ]
      )
    )
  })
})

describe('goal mode: the log while polling', () => {
  it('prints a line when only the outcome changes, the status staying the same', async () => {
    service = await startFakeService({
      statuses: [state('RUNNING'), state('RUNNING'), state('RUNNING', 'FAIL'), state('RUNNING', 'FAIL'), state('FINISHED', 'FAIL')]
    })
    const run = await runActionInProcess(goalInputs(service.apiUrl, { 'upload-artifact': 'false' }))
    expect(run.code).toBe(2)
    expect(logLines(run.stdout).filter((line) => line.startsWith('Status '))).toEqual([
      'Status RUNNING, outcome null (poll 1)',
      'Status RUNNING, outcome FAIL (poll 3)',
      'Status FINISHED, outcome FAIL (poll 5)'
    ])
  })
})

describe('identifiers in paths and links are percent-encoded exactly once', () => {
  // Each holds /, .., ?, =, #, an escape sequence already (%2F) and a space: encoded once, a slash
  // stays inside its segment, nothing is cut off as a query or a fragment, and %2F becomes %252F.
  const GOAL = 'g/../a?b=c#d%2F e'
  const GOAL_IN_PATH = 'g%2F..%2Fa%3Fb%3Dc%23d%252F%20e'
  const JOB = 'j/../1?x=y#z%2F w'
  const JOB_IN_PATH = 'j%2F..%2F1%3Fx%3Dy%23z%252F%20w'
  const LINK = `https://ui.example/#/project/execution/${JOB_IN_PATH}`

  it('goal mode: the goal id and the job id the service gave, in every request, the link, the log and the summary', async () => {
    service = await startFakeService({ jobId: JOB, statuses: [state('RUNNING'), state('FINISHED', 'PASS')] })
    const run = await runActionInProcess(goalInputs(service.apiUrl, { 'goal-id': GOAL, 'upload-artifact': 'false' }))
    expect(run.code).toBe(0)
    expect(service.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      `POST /api/goals/${GOAL_IN_PATH}/execute?envelope=false`,
      `GET /api/executions/${JOB_IN_PATH}/status?envelope=false`,
      `GET /api/executions/${JOB_IN_PATH}/status?envelope=false`,
      `GET /api/jobs/${JOB_IN_PATH}/status?envelope=false`,
      `GET /api/goals/${GOAL_IN_PATH}?envelope=false`,
      ...journeyRequestLines(JOB_IN_PATH)
    ])
    // Decoded once, the path gives the goal back: the fake answers it as the goal's own id.
    expect(JSON.parse(await readFile(run.outputs['goal-file'], 'utf8'))).toEqual({ ...defaultGoal, id: GOAL })
    expect(run.outputs).toMatchObject({ 'job-id': JOB, 'execution-url': LINK })
    const lines = logLines(run.stdout)
    expect(lines.filter((line) => line.startsWith('::notice')).map(commandMessage)).toContain(
      `::notice title=Virtuoso QA::Goal ${GOAL} started as job ${JOB}: ${LINK}`
    )
    expect(lines).toContain(`Execution link: ${LINK}`)
    expect(run.summary).toContain(`<tr><td>Goal</td><td>Checkout regression (${GOAL})</td></tr><tr><td>Job</td><td>${JOB}</td></tr>`)
    expect(run.summary).toContain(`<tr><td>Execution</td><td>${link(LINK, JOB)}</td></tr>`)
  })

  it('goal mode: a job id to wait for (input job-id), in every request and the link', async () => {
    service = await startFakeService({ statuses: [state('FINISHED', 'PASS')] })
    const run = await runActionInProcess(goalInputs(service.apiUrl, { 'goal-id': GOAL, 'job-id': JOB, 'upload-artifact': 'false' }))
    expect(run.code).toBe(0)
    expect(service.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      `GET /api/executions/${JOB_IN_PATH}/status?envelope=false`,
      `GET /api/jobs/${JOB_IN_PATH}/status?envelope=false`,
      `GET /api/goals/${GOAL_IN_PATH}?envelope=false`,
      ...journeyRequestLines(JOB_IN_PATH)
    ])
    expect(run.outputs).toMatchObject({ 'job-id': JOB, 'execution-url': LINK })
    expect(logLines(run.stdout).map(commandMessage)).toContain(`::notice title=Virtuoso QA::Waiting for job ${JOB} of goal ${GOAL}: ${LINK}`)
  })

  it('certificate mode: the organization id and the certificate id the service gave, in both requests', async () => {
    const ORG = 'o/../11?p=q#r%2F s'
    const ORG_IN_PATH = 'o%2F..%2F11%3Fp%3Dq%23r%252F%20s'
    const CERT = 'c/../91?k=v#m%2F n'
    const CERT_IN_PATH = 'c%2F..%2F91%3Fk%3Dv%23m%252F%20n'
    service = await startFakeService({ certificates: { certificateId: CERT } })
    const { inputs } = certificateInputs({ 'api-url': service.apiUrl, 'organization-id': ORG })
    const run = await runActionInProcess(inputs)
    expect(service.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      `POST /api/organizations/${ORG_IN_PATH}/certificates`,
      `PUT /api/organizations/${ORG_IN_PATH}/certificates/${CERT_IN_PATH}/verify`
    ])
    // Decoded once, the paths name the entry whose three files the storage holds: the fake verifies it.
    expect(service.stored.map((stored) => [stored.organizationId, stored.certificateId])).toEqual(Array(3).fill([ORG, CERT]))
    expect(run.code).toBe(0)
    expect(run.outputs).toEqual({ 'certificate-id': CERT, 'exit-code': '0' })
    expect(run.summary).toContain(`<tr><td>Organization</td><td>${ORG}</td></tr>`)
    expect(run.summary).toContain(`<tr><td>Entry</td><td>${CERT}</td></tr>`)
  })
})
