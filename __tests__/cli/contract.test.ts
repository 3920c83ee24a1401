import { readFile, readdir } from 'node:fs/promises'
import { createServer } from 'node:https'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { executeGoalCli } from '../../src/cli/execute-goal.js'
import { uploadCertificateCli } from '../../src/cli/upload-certificate.js'
import { type FakeService, type ServiceScript, defaultGoal, defaultReport, httpError, listenOnLoopback, startFakeService, state, journeyRequestLines } from '../fakes/service.js'
import { startTunnellingProxy } from '../helpers/https-proxy.js'
import { type InProcessCliOptions, runCliInProcess } from '../helpers/in-process.js'
import { ecPair, profileNamed } from '../helpers/pkcs12-fixtures.js'
import { FakeClock } from '../helpers/fake-clock.js'
import { tempDir } from '../helpers/temp.js'

// The CLIs' contract as they apply it, from their sources in this process: the default of every
// option (observed in the requests to the fake service, the files written, the lines printed),
// the default hosts of both environments, every poll printed, and identifiers percent-encoded
// once in every path and link. Loopback only: the default API hosts are reached through a
// tunnelling proxy that sends every tunnel to a TLS server on 127.0.0.1.

let service: FakeService | undefined
const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()))
  await service?.close()
  service = undefined
})

/** execute-goal in process against the fake service, in a fresh directory; `args` follow `--api_url <fake>`. */
async function executeGoal(script: ServiceScript, args: string[], options: Omit<InProcessCliOptions, 'cwd'> = {}) {
  service = await startFakeService(script)
  const cwd = await tempDir()
  const run = await runCliInProcess(executeGoalCli, ['--api_url', service.apiUrl, ...args], { ...options, cwd })
  return { ...run, cwd, lines: run.stdout.split('\n') }
}

const requestLines = () => service!.requests.map((r) => `${r.method} ${r.url}`)

/**
 * What the CLI sends when it is left to its default API host: a TLS server on loopback (any
 * certificate accepted, for this run only) reached through a proxy that tunnels every CONNECT
 * there, whatever host was asked for. It answers 404, so a run ends at its start request.
 */
async function defaultApiHost(args: string[]) {
  const pair = ecPair('P-256')
  const seen: { method?: string; host?: string; url?: string; authorization?: string }[] = []
  const tls = createServer({ key: await readFile(pair.key), cert: await readFile(pair.cert) }, (req, res) => {
    seen.push({ method: req.method, host: req.headers.host, url: req.url, authorization: req.headers.authorization })
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not here')
  })
  const origin = await listenOnLoopback(tls)
  closers.push(origin.close)
  const proxy = await startTunnellingProxy(origin.port)
  closers.push(proxy.close)
  const run = await runCliInProcess(executeGoalCli, args, { env: { HTTPS_PROXY: proxy.url, NODE_TLS_REJECT_UNAUTHORIZED: '0' } })
  return { run, seen, targets: proxy.connects.map((c) => c.target) }
}

/** What a 404 says after the address that answered (describeStatus). */
const WRONG_ADDRESS = 'a wrong id, or a wrong address (the API\'s address, api-url, ends in /api; the web interface\'s host is ui-url)'

describe('execute-goal: the default hosts of both environments (Client B rule 3)', () => {
  it('without --app2 or --api_url, the goal is started on https://api.virtuoso.qa/api', async () => {
    const { run, seen, targets } = await defaultApiHost(['-t', 'tok', '-gi', 'goal-7'])
    expect(targets).toEqual(['api.virtuoso.qa:443'])
    expect(seen).toEqual([{ method: 'POST', host: 'api.virtuoso.qa', url: '/api/goals/goal-7/execute?envelope=false', authorization: 'Bearer tok' }])
    expect(run).toEqual({ code: 1, stdout: '', stderr: `Starting goal goal-7 failed: HTTP 404 from https://api.virtuoso.qa/api/goals/goal-7/execute: ${WRONG_ADDRESS}.` })
  })

  it('with --app2, the goal is started on https://api-app2.virtuoso.qa/api', async () => {
    const { run, seen, targets } = await defaultApiHost(['-t', 'tok', '-gi', 'goal-7', '--app2'])
    expect(targets).toEqual(['api-app2.virtuoso.qa:443'])
    expect(seen).toEqual([{ method: 'POST', host: 'api-app2.virtuoso.qa', url: '/api/goals/goal-7/execute?envelope=false', authorization: 'Bearer tok' }])
    expect(run).toEqual({ code: 1, stdout: '', stderr: `Starting goal goal-7 failed: HTTP 404 from https://api-app2.virtuoso.qa/api/goals/goal-7/execute: ${WRONG_ADDRESS}.` })
  })

  it.each([
    ['without --app2', 'https://app.virtuoso.qa', []],
    ['with --app2', 'https://app-app2.virtuoso.qa', ['--app2']]
  ])('%s and without --ui_url, the execution link is on %s', async (_, ui, app2) => {
    const run = await executeGoal({ statuses: [state('FINISHED', 'PASS')] }, ['-t', 'tok', '-gi', 'goal-7', ...app2])
    expect(run.code).toBe(0)
    expect(run.lines).toEqual(['Job ID: 4242', 'Status: FINISHED, Outcome: PASS', `Execution link: ${ui}/#/project/execution/4242`, 'Done!'])
    expect(run.stderr).toBe('')
    // --api_url wins over the environment's API host (the start, a poll, the report, the goal, the journeys).
    expect(requestLines()).toHaveLength(6)
  })
})

describe('execute-goal: the defaults of its options', () => {
  it('prints every poll, one line each, polls 2 s apart, starts the goal and waits, writes both files in the current directory', async () => {
    const statuses = [state('RUNNING'), state('RUNNING'), state('RUNNING', 'PASS'), state('FINISHED', 'PASS')]
    const clock = new FakeClock()
    const run = await executeGoal({ statuses }, ['-t', 'tok', '-gi', 'goal-7', '--ui_url', 'https://ui.example'], { clock })
    expect(run.code).toBe(0)
    expect(run.lines).toEqual([
      'Job ID: 4242',
      'Status: RUNNING, Outcome: null',
      // The same status and outcome again: still a line (Client B rule 7; only the action prints changes).
      'Status: RUNNING, Outcome: null',
      // Only the outcome changed.
      'Status: RUNNING, Outcome: PASS',
      'Status: FINISHED, Outcome: PASS',
      'Execution link: https://ui.example/#/project/execution/4242',
      'Done!'
    ])
    expect(run.stderr).toBe('')
    // No --job_id: the goal is started; no --no_wait: it is awaited, then the report and the goal are fetched.
    expect(requestLines()).toEqual([
      'POST /api/goals/goal-7/execute?envelope=false',
      ...statuses.map(() => 'GET /api/executions/4242/status?envelope=false'),
      'GET /api/jobs/4242/status?envelope=false',
      'GET /api/goals/goal-7?envelope=false',
      ...journeyRequestLines(4242)
    ])
    expect(service!.requests.map((r) => r.headers.authorization)).toEqual(Array(9).fill('Bearer tok'))
    // The polling interval: 2 s from one answer to the next request, and no other wait.
    expect(clock.sleeps).toEqual([2_000, 2_000, 2_000])
    // No output directory option: the current directory, the specification's two names, pretty-printed.
    expect((await readdir(run.cwd)).sort()).toEqual(['execution_report.json', 'goal.json'])
    expect(await readFile(path.join(run.cwd, 'execution_report.json'), 'utf8')).toBe(`${JSON.stringify(defaultReport, null, 2)}\n`)
    expect(await readFile(path.join(run.cwd, 'goal.json'), 'utf8')).toBe(`${JSON.stringify(defaultGoal, null, 2)}\n`)
  })

  it('without --max_retry_time, the retry budget is 300 seconds', async () => {
    const run = await executeGoal({ statuses: [httpError(503), state('FINISHED', 'PASS')] }, [
      '-t',
      'tok',
      '-gi',
      'goal-7',
      '--ui_url',
      'https://ui.example',
      '--retry_delay_time',
      '0.01'
    ])
    expect(run.code).toBe(0)
    expect(run.lines).toEqual([
      'Job ID: 4242',
      'The status request failed: HTTP 503; retrying in 0.01 seconds (retry time used: 0 of 300 seconds)',
      'Status: FINISHED, Outcome: PASS',
      'Execution link: https://ui.example/#/project/execution/4242',
      'Done!'
    ])
    expect(service!.statusRequests()).toHaveLength(2)
  })

  it('without --retry_delay_time, a failed status request is retried after 10 seconds', async () => {
    const clock = new FakeClock()
    const run = await executeGoal({ statuses: [httpError(503), state('FINISHED', 'PASS')] }, ['-t', 'tok', '-gi', 'goal-7', '--max_retry_time', '60'], { clock })
    expect(run.lines.slice(0, 3)).toEqual([
      'Job ID: 4242',
      'The status request failed: HTTP 503; retrying in 10 seconds (retry time used: 0 of 60 seconds)',
      'Status: FINISHED, Outcome: PASS'
    ])
    expect(clock.sleeps).toEqual([10_000])
    expect(run.code).toBe(0)
  })

  it.each([
    [['--max_retry_time', ' 86400 ', '--retry_delay_time', '.01'], 'retrying in 0.01 seconds (retry time used: 0 of 86400 seconds)'],
    [['--max_retry_time', '5.', '--retry_delay_time', '0'], 'retrying in 0 seconds (retry time used: 0 of 5 seconds)']
  ])('takes %j: from 0 to 86400 seconds, blanks around ignored', async (args, retrying) => {
    const run = await executeGoal({ statuses: [httpError(503), state('FINISHED', 'PASS')] }, ['-t', 'tok', '-gi', 'g', ...args])
    expect(run.code).toBe(0)
    expect(run.lines[1]).toBe(`The status request failed: HTTP 503; ${retrying}`)
    expect(run.lines).toHaveLength(5)
  })
})

describe('execute-goal: identifiers with reserved characters are percent-encoded once in every path and in the link', () => {
  const goalId = 'goal/../7?x=1#top%41 b'
  const goalPath = 'goal%2F..%2F7%3Fx%3D1%23top%2541%20b'
  const jobId = '../job/2?q#h%20 x'
  const jobPath = '..%2Fjob%2F2%3Fq%23h%2520%20x'

  it('the goal id, and the job id the service returns', async () => {
    const run = await executeGoal({ jobId, statuses: [state('FINISHED', 'PASS')] }, [
      '-t',
      'tok',
      '-gi',
      goalId,
      '--ui_url',
      'https://ui.example',
      // A status request sent elsewhere fails at once instead of being retried for 300 s.
      '--max_retry_time',
      '0'
    ])
    expect(run.code).toBe(0)
    expect(run.lines).toEqual([
      `Job ID: ${jobId}`,
      'Status: FINISHED, Outcome: PASS',
      `Execution link: https://ui.example/#/project/execution/${jobPath}`,
      'Done!'
    ])
    expect(requestLines()).toEqual([
      `POST /api/goals/${goalPath}/execute?envelope=false`,
      `GET /api/executions/${jobPath}/status?envelope=false`,
      `GET /api/jobs/${jobPath}/status?envelope=false`,
      `GET /api/goals/${goalPath}?envelope=false`,
      ...journeyRequestLines(jobPath)
    ])
    expect(JSON.parse(await readFile(path.join(run.cwd, 'goal.json'), 'utf8'))).toEqual({ ...defaultGoal, id: goalId })
  })

  it('a job id given with --job_id', async () => {
    const run = await executeGoal({ statuses: [state('FINISHED', 'PASS')] }, ['-t', 'tok', '-gi', goalId, '--job_id', jobId, '--max_retry_time', '0'])
    expect(run.code).toBe(0)
    expect(run.lines[2]).toBe(`Execution link: https://app.virtuoso.qa/#/project/execution/${jobPath}`)
    expect(requestLines()).toEqual([
      `GET /api/executions/${jobPath}/status?envelope=false`,
      `GET /api/jobs/${jobPath}/status?envelope=false`,
      `GET /api/goals/${goalPath}?envelope=false`,
      ...journeyRequestLines(jobPath)
    ])
  })
})

describe('execute-goal: an id of . or .. stays one segment of its path', () => {
  // The URL parser removes dot segments, even percent-encoded ones (%2e%2e): sent through it,
  // goal id `..` would call POST /api/execute.
  it('the goal id .. and the job id . reach the service as written', async () => {
    const run = await executeGoal({ jobId: '.', statuses: [state('FINISHED', 'PASS')] }, ['-t', 'tok', '-gi', '..', '--max_retry_time', '0'])
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(requestLines()).toEqual([
      'POST /api/goals/../execute?envelope=false',
      'GET /api/executions/./status?envelope=false',
      'GET /api/jobs/./status?envelope=false',
      'GET /api/goals/..?envelope=false',
      ...journeyRequestLines('.')
    ])
  })
})

describe('upload-certificate', () => {
  const ec = profileNamed('ec-p256')

  async function uploadCertificate(script: ServiceScript, organizationId: string) {
    service = await startFakeService(script)
    const args = ['-f', ec.file, '-p', ec.password, '-w', 'work', '-n', 'nightly client', '-t', 'tok', '-o', organizationId, '-a', service.apiUrl]
    const run = await runCliInProcess(uploadCertificateCli, args, { cwd: await tempDir() })
    return { ...run, lines: run.stdout.split('\n') }
  }

  it('without -d, creates the entry with its name alone, and sends no description', async () => {
    const run = await uploadCertificate({}, 'org-3')
    expect(run.code).toBe(0)
    const create = service!.requests[0]
    expect(`${create.method} ${create.url}`).toBe('POST /api/organizations/org-3/certificates')
    expect(create.body.toString()).toBe('{"name":"nightly client"}')
    expect(create.headers).toMatchObject({ authorization: 'Bearer tok', 'content-type': 'application/json' })
  })

  it('percent-encodes the organization id and the certificate id once in the paths, and prints them as they are', async () => {
    const organizationId = 'org 3/../x?y#z%41'
    const certificateId = 'cert/9?v#w%20 ..'
    const run = await uploadCertificate({ certificates: { certificateId } }, organizationId)
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(requestLines()).toEqual([
      'POST /api/organizations/org%203%2F..%2Fx%3Fy%23z%2541/certificates',
      'PUT /api/organizations/org%203%2F..%2Fx%3Fy%23z%2541/certificates/cert%2F9%3Fv%23w%2520%20../verify'
    ])
    expect(run.lines[1]).toBe(`Created certificate entry ${certificateId}.`)
    expect(run.lines.at(-1)).toBe(`Certificate ID: ${certificateId}`)
  })
})
