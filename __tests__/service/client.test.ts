import { buffer, text } from 'node:stream/consumers'
import { afterEach, describe, expect, it } from 'vitest'
import { ServiceClient } from '../../src/service/client.js'
import { HttpStatusError, InvalidResponseError, NetworkError, describeStatus } from '../../src/service/errors.js'
import { type FakeService, type Reply, type ServiceScript, closedPort, defaultReport, hang, ok, raw, startFakeService, state, trickle } from '../fakes/service.js'
import { failure } from '../helpers/leftovers.js'

// The service client's own rules, through the loopback fake: the headers of each endpoint, how
// the answers of the certificate and goal endpoints are checked, and the uploads to pre-signed
// addresses (no kept-alive connection, errors that never quote the address's query).

let service: FakeService | undefined
let api: ServiceClient | undefined
afterEach(async () => {
  api?.dispose()
  api = undefined
  await service?.close()
  service = undefined
})

async function client(script: ServiceScript = {}, options: { apiSuffix?: string; limits?: ConstructorParameters<typeof ServiceClient>[0]['limits'] } = {}): Promise<ServiceClient> {
  service = await startFakeService(script)
  api = new ServiceClient({ apiUrl: service.apiUrl + (options.apiSuffix ?? ''), token: 'tok-77', limits: options.limits })
  return api
}

/** A creation answer with the given item, in the success envelope. */
const created = (item: unknown): Reply => ok({ success: true, item })

describe('the API address', () => {
  it('may end in slashes: the requests go to the same paths', async () => {
    const answer = await client({ statuses: [state('RUNNING')] }, { apiSuffix: '//' })
    await expect(answer.getExecutionStatus('4242')).resolves.toEqual({ status: 'RUNNING', outcome: 'null' })
    expect(service!.requests.map((r) => r.url)).toEqual(['/api/executions/4242/status?envelope=false'])
  })
})

describe('the headers of the API requests', () => {
  it('every request names the client and asks for JSON; only the certificate endpoints declare a JSON body', async () => {
    const answer = await client({ statuses: [state('FINISHED', 'PASS')] })
    await answer.createCertificate('org-1', 'staging', undefined)
    await answer.verifyCertificate('org-1', 'cert-91')
    await answer.executeGoal('goal-7')
    await answer.getExecutionStatus('4242')
    const drain = async (body: AsyncIterable<Buffer>) => void (await buffer(body))
    await answer.getJobReport('4242', drain)
    await answer.getGoal('goal-7', drain)
    // Endpoints 1 and 3 carry `Content-Type: application/json` (endpoint 3 without a body, as the
    // specification lists it); the goal endpoints send no body and so declare none.
    expect(service!.requests.map((r) => [`${r.method} ${r.url.split('?')[0]}`, r.headers.accept, r.headers['user-agent'], r.headers['content-type']])).toEqual([
      ['POST /api/organizations/org-1/certificates', 'application/json', 'virtuoso-qa-action', 'application/json'],
      ['PUT /api/organizations/org-1/certificates/cert-91/verify', 'application/json', 'virtuoso-qa-action', 'application/json'],
      ['POST /api/goals/goal-7/execute', 'application/json', 'virtuoso-qa-action', undefined],
      ['GET /api/executions/4242/status', 'application/json', 'virtuoso-qa-action', undefined],
      ['GET /api/jobs/4242/status', 'application/json', 'virtuoso-qa-action', undefined],
      ['GET /api/goals/goal-7', 'application/json', 'virtuoso-qa-action', undefined]
    ])
  })
})

describe('a certificate endpoint\'s answer', () => {
  it('a verification answered with the JSON `null` is a refusal, with its status', async () => {
    const answer = await client({ certificates: { verify: raw('null') } })
    await expect(answer.verifyCertificate('org-1', 'cert-91')).resolves.toEqual({ success: false, httpStatus: 200 })
  })

  it('a numeric item.id is the entry\'s id, as text', async () => {
    const urls = { 'key4.db': 'http://s.example/k', 'cert9.db': 'http://s.example/c', 'pkcs11.txt': 'https://s.example/p' }
    const answer = await client({ certificates: { create: created({ id: 91, s3PreSignedUrls: urls }) } })
    await expect(answer.createCertificate('org-1', 'staging', undefined)).resolves.toEqual({ success: true, item: { id: '91', uploadUrls: urls } })
  })

  it('an empty item.id is a failure', async () => {
    const urls = { 'key4.db': 'http://s.example/k', 'cert9.db': 'http://s.example/c', 'pkcs11.txt': 'http://s.example/p' }
    const answer = await client({ certificates: { create: created({ id: '', s3PreSignedUrls: urls }) } })
    const error = await failure(answer.createCertificate('org-1', 'staging', undefined))
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect(error.message).toBe('the answer has no item.id')
  })

  it('an upload address that is not a string is missing, even one that reads as an address when made text', async () => {
    // ["http://s.example/k"] turns into the text http://s.example/k wherever an address is parsed.
    const urls = { 'key4.db': ['http://s.example/k'], 'cert9.db': 'http://s.example/c', 'pkcs11.txt': 'xhttp://s.example/p' }
    const answer = await client({ certificates: { create: created({ id: 'cert-91', s3PreSignedUrls: urls }) } })
    const error = await failure(answer.createCertificate('org-1', 'staging', undefined))
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect(error.message).toBe('the answer has no upload address for key4.db, pkcs11.txt in item.s3PreSignedUrls')
  })
})

describe('a goal endpoint\'s answer must be a JSON object', () => {
  it.each([
    ['empty', '', 'the answer is empty'],
    ['only white space', ' \r\n\t ', 'the answer is empty'],
    ['HTML', '<html>Bad gateway</html>', 'the answer from {api}/executions/4242/status is an HTML page, not JSON (the API\'s address, api-url, ends in /api; the web interface\'s host is ui-url)'],
    ['text', 'Bad gateway', 'the answer is not JSON'],
    ['a number', '42', 'the answer is not a JSON object'],
    ['a string', '"RUNNING"', 'the answer is not a JSON object'],
    ['null', 'null', 'the answer is not a JSON object'],
    ['an array', '[{"status":"RUNNING"}]', 'the answer is not a JSON object']
  ])('a status answer that is %s is a failure that says so', async (_, body, message) => {
    const answer = await client({ statuses: [raw(body)] })
    const error = await failure(answer.getExecutionStatus('4242'))
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect(error.message).toBe(message.replace('{api}', service!.apiUrl))
  })

  it('an outcome that is missing reads as `null`, as `jq -r` prints it; any other value as its text', async () => {
    const answer = await client({ statuses: [raw('{"status":"RUNNING"}'), raw('{"status":"FINISHED","outcome":7}'), raw('{"status":"FINISHED","outcome":{"a":[1]}}')] })
    await expect(answer.getExecutionStatus('4242')).resolves.toEqual({ status: 'RUNNING', outcome: 'null' })
    await expect(answer.getExecutionStatus('4242')).resolves.toEqual({ status: 'FINISHED', outcome: '7' })
    await expect(answer.getExecutionStatus('4242')).resolves.toEqual({ status: 'FINISHED', outcome: '{"a":[1]}' })
  })
})

describe('a download', () => {
  it('past its size limit is a failure even when `save` stopped reading early', async () => {
    // `save` settles at once, having read nothing; the body's own failure still decides.
    const answer = await client({ report: raw(`{"p":"${'x'.repeat(5000)}"}`) }, { limits: { maxFileBytes: 4096 } })
    const error = await failure(answer.getJobReport('4242', async () => {}))
    expect(error).toBeInstanceOf(NetworkError)
    expect(error.message).toBe('the answer is larger than 4 KiB')
  })

  it('whose `save` stops reading early is no whole answer: a failure, even past the limit', async () => {
    // 10 kB in chunks of 1,000 bytes: the first is well within the limit of 4 KiB, the whole is not.
    const answer = await client({ report: trickle(`{"p":"${'x'.repeat(10_000)}"}`, 5, 1000) }, { limits: { maxFileBytes: 4096 } })
    const firstChunkOnly = async (body: AsyncIterable<Buffer>) => {
      for await (const chunk of body) if (chunk.length > 0) break
    }
    const error = await failure(answer.getJobReport('4242', firstChunkOnly))
    expect(error).toBeInstanceOf(NetworkError)
    expect(error.message).toBe('the answer was not read to its end')
  })

  it('whose `save` fails lets go of the connection at once, not when the answer has all come', async () => {
    // A report that takes some 40 s to come; `save` fails before reading a byte (a file that cannot be written).
    const answer = await client({ report: trickle(`{"p":"${'x'.repeat(2000)}"}`, 20) })
    const error = await failure(answer.getJobReport('4242', async () => Promise.reject(new Error('cannot write'))))
    expect(error.message).toBe('cannot write')
    for (let waited = 0; service!.openConnections() > 0 && waited < 2_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20))
    expect(service!.openConnections()).toBe(0)
  })
})

describe('an upload to a pre-signed address', () => {
  it('is sent on a connection of its own, closed after the answer', async () => {
    const answer = await client()
    const entry = await answer.createCertificate('org-1', 'staging', undefined)
    if (!entry.success) return expect.unreachable('the creation should have succeeded')
    for (const url of Object.values(entry.item.uploadUrls)) await expect(answer.uploadFile(url, Buffer.from('data'))).resolves.toBe(200)
    expect(service!.storeRequests.map((r) => r.headers.connection)).toEqual(['close', 'close', 'close'])
  })

  it('is cut off by dispose() while it is still under way', async () => {
    // The store never answers; dispose() ends the connection long before the 10 s deadline.
    const answer = await client({ certificates: { store: { 'key4.db': hang } } }, { limits: { requestDeadlineMs: 10_000 } })
    const entry = await answer.createCertificate('org-1', 'staging', undefined)
    if (!entry.success) return expect.unreachable('the creation should have succeeded')
    const upload = failure(answer.uploadFile(entry.item.uploadUrls['key4.db'], Buffer.from('data')))
    await expect.poll(() => service!.storeRequests.length).toBe(1)
    answer.dispose()
    const error = await upload
    expect(error).toBeInstanceOf(NetworkError)
    expect(error.message).toBe('ECONNRESET (socket hang up)')
  })

  it('is cancelled with the signal\'s own reason', async () => {
    const answer = await client()
    const reason = new Error('cancelled by the test')
    await expect(answer.uploadFile('http://127.0.0.1:9/bucket/key4.db?X-Amz-Signature=ab', Buffer.from('data'), { signal: AbortSignal.abort(reason) })).rejects.toBe(reason)
  })

  it('to an address that cannot be parsed fails as a network error', async () => {
    const answer = await client()
    const error = await failure(answer.uploadFile('not an address?X-Amz-Signature=ab', Buffer.from('data')))
    expect(error).toBeInstanceOf(NetworkError)
    expect(error.message).toBe('Invalid URL')
  })

  it('fails with a message that masks the address\'s query wherever it appears, and keeps the original error as the cause', async () => {
    // Node's messages quote no whole address, but a refused connection names its host and port:
    // here the query is exactly that text, so the message shows it masked.
    const port = await closedPort()
    const answer = await client()
    const error = await failure(answer.uploadFile(`http://127.0.0.1:${port}/bucket/key4.db?127.0.0.1:${port}`, Buffer.from('data')))
    expect(error).toBeInstanceOf(NetworkError)
    expect(error.message).toBe('connect ECONNREFUSED ***')
    expect(error.cause).toBeInstanceOf(NetworkError)
    expect((error.cause as Error).message).toBe(`connect ECONNREFUSED 127.0.0.1:${port}`)
  })
})

describe('describeStatus', () => {
  it('names a redirect for 3xx only, and the token for 401 and 403', () => {
    // The client makes an HttpStatusError for no 2xx, but the function stands on its own.
    expect([200, 299, 300, 399, 400, 401, 403, 503].map((status) => describeStatus(status))).toEqual([
      'HTTP 200',
      'HTTP 299',
      'HTTP 300 (a redirect, not followed)',
      'HTTP 399 (a redirect, not followed)',
      'HTTP 400',
      'HTTP 401: check the token',
      'HTTP 403: check the token',
      'HTTP 503'
    ])
  })
})

// The HTTP status at the edges of its classes: every 2xx is an answer (299 too), every 3xx a
// redirect that is not followed (300 and 399 too), and a certificate endpoint's `success` decides
// whatever the status, except a redirect.

async function statusFailure(promise: Promise<unknown>): Promise<HttpStatusError> {
  const error = await failure(promise)
  expect(error).toBeInstanceOf(HttpStatusError)
  return error as HttpStatusError
}

const saveText = (into: string[]) => async (body: AsyncIterable<Buffer>) => void into.push(await text(body))

describe('a 2xx answer is an answer, to its last code', () => {
  it.each([200, 201, 299])('a status answered %i', async (status) => {
    const answer = await client({ statuses: [{ status, json: { status: 'RUNNING', outcome: null } }] })
    await expect(answer.getExecutionStatus('4242')).resolves.toEqual({ status: 'RUNNING', outcome: 'null' })
  })

  it.each([200, 299])('a job report answered %i is saved as received', async (status) => {
    const saved: string[] = []
    const answer = await client({ report: { status, json: defaultReport } })
    await answer.getJobReport('4242', saveText(saved))
    expect(saved).toEqual([JSON.stringify(defaultReport)])
  })

  it.each([300, 400, 500])('a job report answered %i is a failure that saves nothing', async (status) => {
    const saved: string[] = []
    const answer = await client({ report: { status, json: defaultReport } })
    expect((await statusFailure(answer.getJobReport('4242', saveText(saved)))).status).toBe(status)
    expect(saved).toEqual([])
  })
})

describe('a 3xx answer is a redirect, not followed, from 300 to 399', () => {
  it.each([
    [300, 'HTTP 300 (a redirect, not followed)'],
    [399, 'HTTP 399 (a redirect, not followed)'],
    [400, 'HTTP 400'],
    [401, 'HTTP 401: check the token'],
    [403, 'HTTP 403: check the token'],
    [404, 'HTTP 404 from {api}/executions/4242/status: a wrong id, or a wrong address (the API\'s address, api-url, ends in /api; the web interface\'s host is ui-url)'],
    [405, 'HTTP 405 from {api}/executions/4242/status: a wrong id, or a wrong address (the API\'s address, api-url, ends in /api; the web interface\'s host is ui-url)'],
    [500, 'HTTP 500']
  ])('a status answered %i fails with "%s"', async (status, message) => {
    const answer = await client({ statuses: [{ status, json: { status: 'FINISHED', outcome: 'PASS' } }] })
    const error = await statusFailure(answer.getExecutionStatus('4242'))
    expect(error.message).toBe(message.replace('{api}', service!.apiUrl))
    expect(error.status).toBe(status)
  })
})

describe('a certificate endpoint: `success` decides, whatever the status, but a redirect is a refusal', () => {
  const created = { success: true, item: { id: 'cert-1', s3PreSignedUrls: {} } }

  it.each([300, 399])('a creation answered %i with a success body is refused', async (status) => {
    const answer = await client({ certificates: { create: { status, json: created } } })
    await expect(answer.createCertificate('org-1', 'name', undefined)).resolves.toEqual({ success: false, httpStatus: status })
  })

  it.each([299, 400, 500])('a verification answered %i with a success body is a success', async (status) => {
    const answer = await client({ certificates: { verify: { status, json: { success: true } } } })
    await expect(answer.verifyCertificate('org-1', 'cert-1')).resolves.toEqual({ success: true, item: undefined })
  })

  it.each([200, 400])('a verification answered %i without `success: true` is refused, with its status', async (status) => {
    const answer = await client({ certificates: { verify: { status, json: { success: 'true' } } } })
    await expect(answer.verifyCertificate('org-1', 'cert-1')).resolves.toEqual({ success: false, httpStatus: status })
  })
})
