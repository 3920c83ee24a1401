import { createServer } from 'node:http'
import { buffer } from 'node:stream/consumers'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { ServiceClient } from '../../src/service/client.js'
import { HttpStatusError, InvalidResponseError, NetworkError } from '../../src/service/errors.js'
import { type FakeService, type ServiceScript, hang, raw, redirect, startFakeService, state, trickle } from '../fakes/service.js'
import { failure } from '../helpers/leftovers.js'

// The HTTP layer's bounds (contract: "Bounded, cancellable, always reported"), through the
// service client against the loopback fake: deadlines, size limits, redirects, the signal.

let service: FakeService | undefined
const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  await service?.close()
  service = undefined
  await Promise.all(closers.splice(0).map((close) => close()))
})

async function client(script: ServiceScript, limits: ConstructorParameters<typeof ServiceClient>[0]['limits'] = {}) {
  service = await startFakeService(script)
  const made = new ServiceClient({ apiUrl: service.apiUrl, token: 'tok-3f9a', limits })
  closers.push(async () => made.dispose())
  return made
}

/** A second server that records whether anything reached it: where a redirect points. */
async function elsewhere(): Promise<{ url: string; hits: string[] }> {
  const hits: string[] = []
  const server = createServer((req, res) => {
    hits.push(`${req.method} ${req.url} ${req.headers.authorization ?? ''}`)
    res.end('{"status":"FINISHED","outcome":"PASS","id":1}')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  closers.push(() => new Promise((resolve) => server.close(() => resolve())))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/steal`, hits }
}

describe('the whole-request deadline', () => {
  it('gives up on an answer that trickles in a byte at a time, however steadily', async () => {
    // 400 bytes at one byte per 20 ms: never idle for long, done only after 8 s.
    const answer = JSON.stringify({ status: 'RUNNING', outcome: null, padding: 'x'.repeat(360) })
    const api = await client({ statuses: [trickle(answer, 20)] }, { requestDeadlineMs: 300 })
    const started = performance.now()
    const error = await failure(api.getExecutionStatus('4242'))
    expect(error).toBeInstanceOf(NetworkError)
    expect(error.message).toBe('no complete answer within 300 ms')
    expect(performance.now() - started).toBeLessThan(4000)
  })

  it('covers an answer whose headers never come', async () => {
    const api = await client({ statuses: [hang] }, { requestDeadlineMs: 200 })
    expect((await failure(api.getExecutionStatus('4242'))).message).toBe('no complete answer within 200 ms')
  })

  it('is shortened by the caller, never lengthened', async () => {
    const api = await client({ statuses: [hang] }, { requestDeadlineMs: 400 })
    expect((await failure(api.getExecutionStatus('4242', { deadlineMs: 150 }))).message).toBe('no complete answer within 150 ms')
    expect((await failure(api.getExecutionStatus('4242', { deadlineMs: 5_000 }))).message).toBe('no complete answer within 400 ms')
  })

  it('bounds the report and the goal by their own deadline, however steadily they trickle', async () => {
    const api = await client({ report: trickle('{"a":"' + 'x'.repeat(400) + '"}', 20), goal: trickle('{"a":"' + 'x'.repeat(400) + '"}', 20) }, { fileDeadlineMs: 300 })
    const drain = async (body: AsyncIterable<Buffer>) => void (await buffer(body))
    expect((await failure(api.getJobReport('4242', drain))).message).toBe('no complete answer within 300 ms')
    expect((await failure(api.getGoal('goal-7', drain))).message).toBe('no complete answer within 300 ms')
  })

  it('covers the report and the goal with their own, longer deadline', async () => {
    const api = await client({ report: trickle('{"a":1}', 100) }, { requestDeadlineMs: 100, fileDeadlineMs: 2_000 })
    let saved = ''
    await api.getJobReport('4242', async (body) => {
      for await (const chunk of body) saved += chunk
    })
    expect(saved).toBe('{"a":1}')
  })
})

describe('the signal', () => {
  it('aborts a request at once, with the signal\'s reason', async () => {
    const api = await client({ statuses: [hang] })
    const controller = new AbortController()
    setTimeout(() => controller.abort(new Error('cancelled by the test')), 50)
    const started = performance.now()
    const error = await failure(api.getExecutionStatus('4242', { signal: controller.signal }))
    expect(error.message).toBe('cancelled by the test')
    expect(performance.now() - started).toBeLessThan(3000)
  })

  it('aborts a body that is still arriving', async () => {
    const api = await client({ report: trickle('{"a":"' + 'x'.repeat(500) + '"}', 10, 5) })
    const controller = new AbortController()
    const error = await failure(
      api.getJobReport(
        '4242',
        async (body) => {
          controller.abort(new Error('cancelled mid-body'))
          for await (const chunk of body) void chunk
        },
        { signal: controller.signal }
      )
    )
    expect(error.message).toBe('cancelled mid-body')
  })

  it('sends nothing when it is already aborted', async () => {
    const api = await client({})
    await failure(api.executeGoal('goal-7', { signal: AbortSignal.abort() }))
    expect(service!.requests).toHaveLength(0)
  })
})

describe('size limits', () => {
  it('refuses a status answer larger than the limit, and takes one at the limit', async () => {
    const body = (size: number) => {
      const head = '{"status":"RUNNING","outcome":null,"p":"'
      return head + 'x'.repeat(size - head.length - 2) + '"}'
    }
    const api = await client({ statuses: [raw(body(1024)), raw(body(1025))] }, { maxAnswerBytes: 1024 })
    await expect(api.getExecutionStatus('4242')).resolves.toEqual({ status: 'RUNNING', outcome: 'null' })
    const error = await failure(api.getExecutionStatus('4242'))
    expect(error).toBeInstanceOf(NetworkError)
    expect(error.message).toBe('the answer is larger than 1 KiB')
  })

  it.each([
    [500, 'the answer is larger than 500 bytes'],
    [1536, 'the answer is larger than 1536 bytes']
  ])('names a limit of %i, below 1 KiB or not a whole number of KiB, in bytes', async (limit, message) => {
    const api = await client({ statuses: [raw(`{"status":"RUNNING","p":"${'x'.repeat(2000)}"}`)] }, { maxAnswerBytes: limit })
    const error = await failure(api.getExecutionStatus('4242'))
    expect(error).toBeInstanceOf(NetworkError)
    expect(error.message).toBe(message)
  })

  it('refuses a 2 MiB status answer with the default 1 MiB limit', async () => {
    const api = await client({ statuses: [raw(`{"status":"${'R'.repeat(2 << 20)}"}`)] })
    expect((await failure(api.getExecutionStatus('4242'))).message).toBe('the answer is larger than 1 MiB')
  })

  it('refuses a start answer past the limit', async () => {
    const api = await client({ start: raw(`{"id":1,"p":"${'x'.repeat(2000)}"}`) }, { maxAnswerBytes: 1024 })
    expect((await failure(api.executeGoal('goal-7'))).message).toBe('the answer is larger than 1 KiB')
  })

  it('stops a goal past its limit', async () => {
    const api = await client({ goal: raw(`{"p":"${'x'.repeat(5000)}"}`) }, { maxFileBytes: 4096 })
    const error = await failure(api.getGoal('goal-7', async (body) => void (await buffer(body))))
    expect(error.message).toBe('the answer is larger than 4 KiB')
  })

  it('stops a report past its limit', async () => {
    const api = await client({ report: raw(`{"p":"${'x'.repeat(5000)}"}`) }, { maxFileBytes: 4096 })
    const error = await failure(
      api.getJobReport('4242', async (body) => {
        for await (const chunk of body) void chunk
      })
    )
    expect(error.message).toBe('the answer is larger than 4 KiB')
  })

  it('reads an upload\'s answer no further than its limit', async () => {
    // 1 MiB trickled at 16 KiB per 10 ms: read whole, it would miss the 300 ms deadline.
    const api = await client({}, { maxUploadAnswerBytes: 64 << 10, requestDeadlineMs: 300 })
    const store = createServer((req, res) => {
      req.resume()
      req.on('end', () => {
        res.writeHead(200)
        const chunk = Buffer.alloc(16 << 10, 0x61)
        let sent = 0
        const timer = setInterval(() => (sent++ < 64 && !res.destroyed ? res.write(chunk) : (clearInterval(timer), res.end())), 10)
        res.on('close', () => clearInterval(timer))
      })
    })
    await new Promise<void>((resolve) => store.listen(0, '127.0.0.1', resolve))
    closers.push(() => new Promise((resolve) => (store.closeAllConnections(), store.close(() => resolve()))))
    const url = `http://127.0.0.1:${(store.address() as AddressInfo).port}/bucket/key4.db?X-Amz-Signature=abc`
    await expect(api.uploadFile(url, Buffer.from('data'))).resolves.toBe(200)
  })
})

describe('redirects are never followed', () => {
  it('a status answer 302 is a failed request, and nothing reaches the other address', async () => {
    const other = await elsewhere()
    const api = await client({ statuses: [redirect(other.url)] })
    const error = await failure(api.getExecutionStatus('4242'))
    expect(error).toBeInstanceOf(HttpStatusError)
    expect(error.message).toBe('HTTP 302 (a redirect, not followed)')
    expect(other.hits).toEqual([])
  })

  it('a start answer 307 is a start failure', async () => {
    const other = await elsewhere()
    const api = await client({ start: redirect(other.url, 307) })
    expect((await failure(api.executeGoal('goal-7'))).message).toBe('HTTP 307 (a redirect, not followed)')
    expect(other.hits).toEqual([])
  })

  it('a certificate creation answered 301 with a success body is a refusal', async () => {
    const other = await elsewhere()
    const api = await client({ certificates: { create: { json: { success: true, item: {} }, status: 301, headers: { location: other.url } } } })
    await expect(api.createCertificate('org-1', 'name', undefined)).resolves.toEqual({ success: false, httpStatus: 301 })
    expect(other.hits).toEqual([])
  })
})

describe('answers are checked', () => {
  it('keeps a numeric job id digit for digit, beyond 2^53, and uses it as written', async () => {
    const api = await client({ start: raw('{"id": 123456789012345678901234567890}'), statuses: [state('RUNNING')] })
    const jobId = await api.executeGoal('goal-7')
    expect(jobId).toBe('123456789012345678901234567890')
    await api.getExecutionStatus(jobId)
    expect(service!.statusRequests()[0].url).toBe('/api/executions/123456789012345678901234567890/status?envelope=false')
  })

  it.each([
    ['true', '{"id": true}'],
    ['an object', '{"id": {"n": 1}}'],
    ['null', '{"id": null}'],
    ['"null"', '{"id": "null"}'],
    ['empty', '{"id": ""}'],
    ['missing', '{"job": 1}']
  ])('a start answer whose id is %s is a failure', async (_, body) => {
    const api = await client({ start: raw(body) })
    const error = await failure(api.executeGoal('goal-7'))
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect(error.message).toBe('the answer has no job id')
  })

  it('names the token for a 401 or 403', async () => {
    const api = await client({ statuses: [{ status: 401 }, { status: 403 }, { status: 404 }] })
    expect((await failure(api.getExecutionStatus('1'))).message).toBe('HTTP 401: check the token')
    expect((await failure(api.getExecutionStatus('1'))).message).toBe('HTTP 403: check the token')
    expect((await failure(api.getExecutionStatus('1'))).message).toMatch(/^HTTP 404 from http:\/\/127\.0\.0\.1:\d+\/api\/executions\/1\/status: a wrong id, or a wrong address/)
  })

  it('reads invalid UTF-8 in a status as U+FFFD', async () => {
    const api = await client({ statuses: [raw(Buffer.concat([Buffer.from('{"status":"RUN'), Buffer.from([0xff, 0xfe]), Buffer.from('","outcome":null}')]))] })
    await expect(api.getExecutionStatus('1')).resolves.toEqual({ status: 'RUN\ufffd\ufffd', outcome: 'null' })
  })
})

describe('one kept-alive connection', () => {
  it('serves a whole goal run of requests', async () => {
    const api = await client({ statuses: [state('RUNNING'), state('RUNNING'), state('FINISHED', 'PASS')] })
    const jobId = await api.executeGoal('goal-7')
    for (let i = 0; i < 3; i++) await api.getExecutionStatus(jobId)
    await api.getJobReport(jobId, async (body) => void (await buffer(body)))
    await api.getGoal('goal-7', async (body) => void (await buffer(body)))
    expect(new Set(service!.requests.map((r) => r.remotePort)).size).toBe(1)
    expect(service!.requests).toHaveLength(6)
  })
})


