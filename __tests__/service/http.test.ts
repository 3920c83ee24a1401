import { createServer } from 'node:http'
import { PassThrough, Readable } from 'node:stream'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NetworkError } from '../../src/service/errors.js'
import { Transport, drainLimited, limitBytes, readLimited } from '../../src/service/http.js'
import { type FakeService, closedPort, hang, listenOnLoopback, startFakeService, state, trickle } from '../fakes/service.js'
import { abortListeners, activeTimers, failure } from '../helpers/leftovers.js'

// The HTTP layer itself (contract: "Bounded, cancellable, always reported"), below the service
// client: the Transport against real loopback servers, and the size-limit helpers on real
// streams. The messages checked here are the ones a user reads in a failed run's annotation.

let service: FakeService | undefined
const closers: (() => Promise<void> | void)[] = []
afterEach(async () => {
  vi.useRealTimers()
  await Promise.all(closers.splice(0).map((close) => close()))
  await service?.close()
  service = undefined
})

function transport(): Transport {
  const made = new Transport({ keepAlive: true })
  closers.push(() => made.dispose())
  return made
}

describe('an exchange leaves nothing behind', () => {
  it('clears its deadline and takes its listener off the run\'s signal when it ends', async () => {
    // A run polls every 2 s under one signal for up to hours: each exchange must let go of both.
    service = await startFakeService({ statuses: [state('RUNNING')] })
    const run = new AbortController()
    const http = transport()
    const before = activeTimers()
    let during = { timers: 0, listeners: 0 }
    const text = await http.exchange({ method: 'GET', url: `${service.apiUrl}/executions/1/status?envelope=false`, headers: {}, deadlineMs: 60_000, signal: run.signal }, async (answer) => {
      during = { timers: activeTimers(), listeners: abortListeners(run.signal) }
      return (await readLimited(answer.body, 1024)).toString()
    })
    expect(text).toBe('{"status":"RUNNING","outcome":null}')
    expect(during).toEqual({ timers: before + 1, listeners: 1 })
    expect(activeTimers()).toBe(before)
    expect(abortListeners(run.signal)).toBe(0)
  })

  it('takes its listener off the run\'s signal as soon as the signal fires', async () => {
    service = await startFakeService({ statuses: [trickle('x'.repeat(500), 10, 5)] })
    const run = new AbortController()
    let listeners = -1
    const error = await failure(
      transport().exchange({ method: 'GET', url: `${service.apiUrl}/executions/1/status?envelope=false`, headers: {}, deadlineMs: 60_000, signal: run.signal }, async (answer) => {
        run.abort(new Error('cancelled while the body arrives'))
        listeners = abortListeners(run.signal)
        return await answer.body.toArray()
      })
    )
    expect(error.message).toBe('cancelled while the body arrives')
    expect(listeners).toBe(0)
  })
})

describe('network failures', () => {
  it('names a connection that drops in the middle of the body by its code, as a network failure', async () => {
    // Headers and 10 of the 100 bytes announced, then the connection is gone.
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'content-length': '100' })
      res.write('0123456789', () => setImmediate(() => res.socket?.destroy()))
    })
    const { port, close } = await listenOnLoopback(server)
    closers.push(close)
    const error = await failure(
      transport().exchange({ method: 'GET', url: `http://127.0.0.1:${port}/report`, headers: {}, deadlineMs: 60_000 }, async (answer) => await readLimited(answer.body, 1024))
    )
    expect(error).toBeInstanceOf(NetworkError)
    expect(error.message).toBe('ECONNRESET (aborted)')
    expect(error.cause).toMatchObject({ code: 'ECONNRESET', message: 'aborted' })
  })

  it('keeps the error of a refused connection as the cause of its network failure', async () => {
    const port = await closedPort()
    const error = await failure(transport().exchange({ method: 'GET', url: `http://127.0.0.1:${port}/api`, headers: {}, deadlineMs: 60_000 }, async () => 'unread'))
    expect(error).toBeInstanceOf(NetworkError)
    expect(error.message).toBe(`connect ECONNREFUSED 127.0.0.1:${port}`)
    expect(error.cause).toMatchObject({ code: 'ECONNREFUSED', syscall: 'connect', address: '127.0.0.1', port })
  })

  it('names a deadline of whole seconds in seconds', async () => {
    // The deadline is a real timer of node:http's caller; Vitest's fake timers pass its 2 s at once,
    // while the sockets stay real.
    service = await startFakeService({ statuses: [hang] })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const exchange = failure(transport().exchange({ method: 'GET', url: `${service.apiUrl}/executions/1/status?envelope=false`, headers: {}, deadlineMs: 2_000 }, async () => 'unread'))
    while (service.statusRequests().length === 0) await new Promise((resolve) => setImmediate(resolve))
    vi.advanceTimersByTime(2_000)
    const error = await exchange
    expect(error).toBeInstanceOf(NetworkError)
    expect(error.message).toBe('no complete answer within 2 s')
  })
})

describe('size limits on real streams', () => {
  const chunks = (...sizes: number[]): Readable => Readable.from(sizes.map((size) => Buffer.alloc(size, 0x61)))

  it('readLimited names a limit of 1.5 MiB in KiB, and takes a body at the limit', async () => {
    expect(await readLimited(chunks(1 << 20, 512 << 10), 1536 << 10)).toHaveLength(1536 << 10)
    const error = await failure(readLimited(chunks(1 << 20, 512 << 10, 1), 1536 << 10))
    expect(error).toBeInstanceOf(NetworkError)
    expect(error.message).toBe('the answer is larger than 1536 KiB')
  })

  it('readLimited with a limit of 0 takes only an empty body, and names the limit in bytes', async () => {
    expect(await readLimited(chunks(), 0)).toEqual(Buffer.alloc(0))
    const error = await failure(readLimited(chunks(1), 0))
    expect(error).toBeInstanceOf(NetworkError)
    expect(error.message).toBe('the answer is larger than 0 bytes')
  })

  it('limitBytes passes a body of exactly the limit, and fails one byte more', async () => {
    const through = async (source: Readable, limit: number): Promise<number> => {
      let size = 0
      for await (const chunk of limitBytes(source, limit)) size += chunk.length
      return size
    }
    expect(await through(chunks(3000, 1096), 4096)).toBe(4096)
    const error = await failure(through(chunks(3000, 1097), 4096))
    expect(error).toBeInstanceOf(NetworkError)
    expect(error.message).toBe('the answer is larger than 4 KiB')
  })

  it('drainLimited reads a body until it has the limit, and lets the rest go', async () => {
    // Chunk by chunk, each consumed before the next is written: 4 + 4 bytes are below the limit of
    // 10, the next 2 reach it.
    const body = new PassThrough()
    let drained = false
    const draining = drainLimited(body, 10).then(() => (drained = true))
    const consumed = () => new Promise((resolve) => setImmediate(resolve))
    const seen: { destroyed: boolean; drained: boolean }[] = []
    for (const size of [4, 4, 2]) {
      body.write(Buffer.alloc(size))
      await consumed()
      seen.push({ destroyed: body.destroyed, drained })
    }
    await draining
    expect(seen).toEqual([
      { destroyed: false, drained: false },
      { destroyed: false, drained: false },
      { destroyed: true, drained: true }
    ])
  })

  it('drainLimited reads a body shorter than the limit to its end', async () => {
    const body = chunks(4, 4)
    await drainLimited(body, 10)
    expect(body.readableEnded).toBe(true)
  })
})

describe('the debug line of each exchange', () => {
  /** A transport that keeps its debug lines, each duration written as `N ms`. */
  function recording(): { http: Transport; lines: string[] } {
    const lines: string[] = []
    const http = new Transport({ keepAlive: true, debug: (line) => lines.push(line.replace(/, \d+ ms$/, ', N ms')) })
    closers.push(() => http.dispose())
    return { http, lines }
  }
  const statusUrl = (): string => `${service!.apiUrl}/executions/1/status?envelope=false`

  it('says "cancelled" for a request cancelled before its answer, and nothing for one never sent', async () => {
    service = await startFakeService({ statuses: [hang] })
    const { http, lines } = recording()
    const run = new AbortController()
    const exchange = failure(http.exchange({ method: 'GET', url: statusUrl(), headers: {}, deadlineMs: 60_000, signal: run.signal }, async () => 'unread'))
    while (service.statusRequests().length === 0) await new Promise((resolve) => setImmediate(resolve))
    run.abort(new Error('cancelled'))
    expect((await exchange).message).toBe('cancelled')
    await failure(http.exchange({ method: 'GET', url: statusUrl(), headers: {}, deadlineMs: 60_000, signal: run.signal }, async () => 'unread'))
    expect(lines).toEqual(['GET /api/executions/1/status: cancelled, N ms'])
    expect(service.statusRequests()).toHaveLength(1)
  })

  it('says the status and then "cancelled" for a request cancelled while its body arrives', async () => {
    service = await startFakeService({ statuses: [trickle('x'.repeat(500), 10, 5)] })
    const { http, lines } = recording()
    const run = new AbortController()
    await failure(
      http.exchange({ method: 'GET', url: statusUrl(), headers: {}, deadlineMs: 60_000, signal: run.signal }, async (answer) => {
        run.abort(new Error('cancelled while the body arrives'))
        return await answer.body.toArray()
      })
    )
    expect(lines).toEqual(['GET /api/executions/1/status: HTTP 200, then cancelled, N ms'])
  })

  it('says the deadline that passed before any answer', async () => {
    service = await startFakeService({ statuses: [hang] })
    const { http, lines } = recording()
    await failure(http.exchange({ method: 'GET', url: statusUrl(), headers: {}, deadlineMs: 50 }, async () => 'unread'))
    expect(lines).toEqual(['GET /api/executions/1/status: no complete answer within 50 ms, N ms'])
  })

  it('says the error of a request that failed before it was sent, as it is', async () => {
    // Not a network fault (the exchange passes it through as it is): still named on the line.
    const { http, lines } = recording()
    await failure(http.exchange({ method: 'GET', url: 'http://exa mple/x', headers: {}, deadlineMs: 60_000 }, async () => 'unread'))
    expect(lines).toEqual(['GET /x: Invalid URL, N ms'])
  })

  it('writes an address from the service on one inert line, without its query', async () => {
    // A pre-signed address comes from the service: control characters in its path stay escapes.
    const { http, lines } = recording()
    const url = 'http://127.0.0.1:9/bucket/a\u001b[31mb\nc/key4.db?X-Amz-Signature=5ecret'
    await failure(http.exchange({ method: 'PUT', url, headers: {}, body: Buffer.from('x'), deadlineMs: 60_000 }, async () => 'unread'))
    expect(lines).toEqual(['PUT /bucket/a\\u001b[31mb\\nc/key4.db: ERR_UNESCAPED_CHARACTERS (Request path contains unescaped characters), N ms'])
  })
})
