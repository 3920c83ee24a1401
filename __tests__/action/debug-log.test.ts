import { afterEach, describe, expect, it } from 'vitest'
import { type FakeService, type ServiceScript, httpError, reset, startFakeService, state } from '../fakes/service.js'
import { GOAL_TOKEN, goalInputs } from '../helpers/goal-inputs.js'
import { runActionInProcess } from '../helpers/in-process.js'
import { profileNamed } from '../helpers/pkcs12-fixtures.js'
import { logLines } from '../helpers/workflow-log.js'

// The debug log (shown when ACTIONS_STEP_DEBUG is set): one line per request to the service or
// its storage, with the method, the path without its query, the status or the network error and
// the duration; never the token, a header or the query of a pre-signed address.

let service: FakeService | undefined
afterEach(async () => {
  await service?.close()
  service = undefined
})

/** The `::debug::` lines of a log, each duration written as `N ms`. */
/** The debug lines of the requests (a run also says there, for one, why it keeps no history). */
const debugLines = (stdout: string): string[] =>
  logLines(stdout)
    .filter((line) => /^::debug::(GET|POST|PUT) /.test(line))
    .map((line) => line.replace(/, \d+ ms$/, ', N ms'))

/** The log without its `::add-mask::` commands, which name the secrets so that the runner hides them. */
const unmasked = (stdout: string): string =>
  logLines(stdout)
    .filter((line) => !line.startsWith('::add-mask::'))
    .join('\n')

describe('the debug log of the requests', () => {
  it('a goal run: a line per request, its HTTP status or network error, and no token', async () => {
    // The first reset is on the start's kept-alive connection: sent again on a new one, it meets the second.
    service = await startFakeService({ statuses: [reset, reset, httpError(503), state('RUNNING'), state('FINISHED', 'PASS')] })
    const run = await runActionInProcess(goalInputs(service.apiUrl), { ACTIONS_STEP_DEBUG: 'true' })
    expect(run.code).toBe(0)
    expect(debugLines(run.stdout)).toEqual([
      '::debug::POST /api/goals/goal-7/execute: HTTP 200, N ms',
      // Node words a reset by whether the connection was a fresh one or the kept-alive one.
      expect.stringMatching(/^::debug::GET \/api\/executions\/4242\/status: (read ECONNRESET|ECONNRESET \(socket hang up\)), N ms$/),
      '::debug::GET /api/executions/4242/status: HTTP 503, N ms',
      '::debug::GET /api/executions/4242/status: HTTP 200, N ms',
      '::debug::GET /api/executions/4242/status: HTTP 200, N ms',
      '::debug::GET /api/jobs/4242/status: HTTP 200, N ms',
      '::debug::GET /api/goals/goal-7: HTTP 200, N ms',
      '::debug::GET /api/executions/4242: HTTP 200, N ms',
      '::debug::GET /api/snapshots/28733/goals/8534/testsuites: HTTP 200, N ms'
    ])
    expect(unmasked(run.stdout)).not.toContain(GOAL_TOKEN)
  })

  it('a certificate run: the storage paths without their signed query, and no secret', async () => {
    service = await startFakeService()
    const made = profileNamed('rsa-chain')
    const token = 'tok-d3bug-5e'
    const run = await runActionInProcess(
      {
        mode: 'certificate',
        token,
        'api-url': service.apiUrl,
        'certificate-file': made.file,
        'certificate-password': made.password,
        'certificate-name': 'release gate client',
        'organization-id': 'org-11'
      },
      { ACTIONS_STEP_DEBUG: 'true' }
    )
    expect(run.code).toBe(0)
    expect(debugLines(run.stdout)).toEqual([
      '::debug::POST /api/organizations/org-11/certificates: HTTP 200, N ms',
      '::debug::PUT /vqa-certificates/org-11/cert-91/key4.db: HTTP 200, N ms',
      '::debug::PUT /vqa-certificates/org-11/cert-91/cert9.db: HTTP 200, N ms',
      '::debug::PUT /vqa-certificates/org-11/cert-91/pkcs11.txt: HTTP 200, N ms',
      '::debug::PUT /api/organizations/org-11/certificates/cert-91/verify: HTTP 200, N ms'
    ])
    const queries = service.storeRequests.map((request) => new URL(request.url, service!.storeUrl).search.slice(1))
    const signatures = queries.map((query) => new URLSearchParams(query).get('X-Amz-Signature')!)
    expect(signatures).toHaveLength(3)
    const log = unmasked(run.stdout)
    for (const secret of [token, made.password, ...queries, ...signatures]) expect(log).not.toContain(secret)
  })
})

/** Runs a goal whose start is answered as `script` says, and returns the debug lines. */
async function startDebugLines(script: ServiceScript): Promise<string[]> {
  service = await startFakeService(script)
  const run = await runActionInProcess(goalInputs(service.apiUrl), { ACTIONS_STEP_DEBUG: 'true' })
  expect(run.code).toBe(1)
  return debugLines(run.stdout)
}

describe('the debug log of a failed start', () => {
  it('says the status of a refused start', async () => {
    expect(await startDebugLines({ start: httpError(401) })).toEqual(['::debug::POST /api/goals/goal-7/execute: HTTP 401, N ms'])
  })

  it('says the status of an answer cut off after it, and what cut it off', async () => {
    // An answer larger than the limit of 1 MiB: its status came, its body was refused.
    const big = { status: 200, json: { id: 'j'.repeat(2 << 20) } }
    expect(await startDebugLines({ start: big })).toEqual([
      '::debug::POST /api/goals/goal-7/execute: HTTP 200, then the answer is larger than 1 MiB, N ms'
    ])
  })
})

describe('the debug log of an unexpected error', () => {
  it('keeps the lines of its stack trace, each one inert', async () => {
    service = await startFakeService({ statuses: [state('RUNNING'), state('FINISHED', 'PASS')] })
    let thrown = false
    const run = await runActionInProcess(goalInputs(service.apiUrl), {}, {
      onStdout(text) {
        // A fault of the log pipe, whose message carries a terminal escape sequence.
        if (!thrown && text.startsWith('Status RUNNING')) {
          thrown = true
          throw new Error('the \u001b[31mlog\u001b[0m pipe broke')
        }
      }
    })
    expect(run.code).toBe(1)
    expect(run.stdout).toMatch(/^::debug::Error: the \\u001b\[31mlog\\u001b\[0m pipe broke%0A\s+at /m)
    expect(run.stdout).not.toContain('\u001b')
  })
})
