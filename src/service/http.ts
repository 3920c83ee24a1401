import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http'
import type { RequestOptions as HttpsRequestOptions } from 'node:https'
import { type Socket, isIP } from 'node:net'
import type { Duplex, Readable } from 'node:stream'
import { monotonicMs, throwIfAborted } from '../shared/clock.js'
import { messageOf } from '../shared/exit-codes.js'
import { inert } from '../shared/inert.js'
import { DeadlineError, NetworkError } from './errors.js'
import { type Proxy, proxyFor } from './proxy.js'

// The HTTP layer of every request the project sends (contract: "Bounded, cancellable, always
// reported"). @actions/http-client's request() takes no signal and its timeout is an idle timeout,
// reset by every byte; so requests go out through node:http(s) here, with a deadline that covers
// every phase (the name lookup, the connection, a proxy's tunnel, TLS, the headers and the whole
// body), the run's abort signal, size limits, and no redirect ever followed. The runner's proxy
// settings (HTTPS_PROXY, HTTP_PROXY, NO_PROXY) are read by proxy.ts, and a proxied request goes
// through a CONNECT tunnel, as HttpClient's own do. The tunnel is opened here, under the request's
// deadline and the run's signal, not by the `tunnel` package that HttpClient uses: that agent's
// CONNECT has no deadline and no abort, and Node hands a request that has no socket yet no abort
// at all (see tunnelling()), so a proxy that never answered hung the run for good.

export interface Exchange {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH'
  url: string
  headers: Record<string, string>
  body?: Buffer
  /** Connecting, the answer's headers and its whole body must complete within this. */
  deadlineMs: number
  /** The run's cancellation: aborting it destroys the request at once and rejects with its reason. */
  signal?: AbortSignal
}

/** An answer whose body is read by `read`, still under the exchange's deadline and signal. */
export interface Answer {
  status: number
  headers: IncomingHttpHeaders
  /** The body; it fails with a NetworkError when the deadline passes or the connection drops. */
  body: Readable
}

/** Receives one line per request, for a debug log: see `describeExchange`. */
export type RequestLog = (line: string) => void

/**
 * How an origin is reached: its protocol's request(), and an agent that keeps the connection for
 * the run's next request, directly or, where the runner's settings name a proxy, through one
 * tunnel (contract: "Proxies cost one tunnel").
 */
interface Route {
  open: typeof http.request
  agent: http.Agent
  /** The origin's part of each request's options, worked out once (Node would take it from a URL each time). */
  origin: Pick<http.RequestOptions, 'protocol' | 'hostname' | 'port' | 'auth'>
}

/** A request's option that its agent's createConnection receives: the signal that ends a tunnel being opened for it. */
interface TunnelOptions {
  tunnelSignal?: AbortSignal
}

export class Transport {
  private readonly keepAlive: boolean
  private readonly debug?: RequestLog
  /** One route per origin as written (originOf), so that a run's requests to it share their connection or tunnel. */
  private readonly routes = new Map<string, Route>()

  constructor(options: { keepAlive: boolean; debug?: RequestLog }) {
    this.keepAlive = options.keepAlive
    this.debug = options.debug
  }

  /**
   * The route to `url`'s origin, made on its first request: the settings do not change during a
   * run, and a poll every 2 s need not read them again.
   */
  private async openRoute(origin: string, url: URL): Promise<Route> {
    const proxy = proxyFor(url)
    const { Agent, request } = await protocolOf(url)
    const createConnection = proxy ? await tunnelling(url, proxy) : undefined
    // Another request may have made it while the modules loaded.
    let route = this.routes.get(origin)
    if (!route) {
      const agent = new Agent({ keepAlive: this.keepAlive })
      if (createConnection) agent.createConnection = createConnection
      const auth = url.username || url.password ? { auth: `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}` } : {}
      route = { open: request, agent, origin: { protocol: url.protocol, hostname: bareHost(url), port: url.port || undefined, ...auth } }
      this.routes.set(origin, route)
    }
    return route
  }

  /**
   * Sends one request and hands its answer to `read`, all within one deadline. Resolves what
   * `read` resolves. Rejects with a NetworkError for anything the network or the deadline did,
   * and with the signal's reason when the run was cancelled.
   */
  async exchange<T>(exchange: Exchange, read: (answer: Answer) => Promise<T>): Promise<T> {
    // No request, and so no line in the debug log, once the run is cancelled.
    throwIfAborted(exchange.signal)
    const startedAt = monotonicMs()
    let status: number | undefined
    let failure: unknown
    const deadlineMs = Math.max(1, Math.ceil(exchange.deadlineMs))
    // One controller per request, aborted by the deadline's timer or by the run's signal; both let
    // go when the exchange ends (a poll every 2 s would otherwise leave a timer and a listener each).
    const controller = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, deadlineMs)
    const cancel = (): void => controller.abort(exchange.signal?.reason)
    exchange.signal?.addEventListener('abort', cancel, { once: true })
    // Errors of the connection and of the body are the network's; what `read` throws of its own
    // (a parse error, a full disk) passes through as it is.
    let networkError: unknown
    try {
      // The address is parsed for the origin's first request only: a poll every 2 s need not.
      const origin = originOf(exchange.url)
      const route = this.routes.get(origin) ?? (await this.openRoute(origin, new URL(exchange.url)))
      // A connection the server closed while it was idle is no failure (contract: "Bounded,
      // cancellable, always reported"), nor is a tunnel that the proxy closed: a GET it lost
      // before any byte of its answer goes once more, on a new connection (through a new tunnel),
      // within the same deadline. A POST or PUT never does: a start is never repeated.
      const message = await send(exchange, route, controller.signal)
        .catch((error: unknown) => {
          if (!(error instanceof StaleConnectionError) || exchange.method !== 'GET' || controller.signal.aborted) throw error
          return send(exchange, route, controller.signal)
        })
        .catch((error: unknown) => {
          throw (networkError = error instanceof StaleConnectionError ? error.cause : error)
        })
      status = message.statusCode ?? 0
      // The request's end also destroys the body when the deadline or a cancel comes while it is read.
      const body = message.once('error', (error) => (networkError ??= error))
      return await read({ status, headers: message.headers, body })
    } catch (error) {
      throwIfAborted(exchange.signal)
      failure = timedOut
        ? new DeadlineError(deadlineMs)
        : error === networkError && !(error instanceof NetworkError)
          ? new NetworkError(describeNetworkError(error), { cause: error })
          : error
      throw failure
    } finally {
      clearTimeout(timer)
      exchange.signal?.removeEventListener('abort', cancel)
      this.debug?.(describeExchange(exchange, { status, failure, cancelled: exchange.signal?.aborted === true }, monotonicMs() - startedAt))
    }
  }

  /** Closes the kept-alive connections and tunnels. */
  dispose(): void {
    for (const route of this.routes.values()) route.agent.destroy()
    this.routes.clear()
  }
}

/** node:http, or node:https for an https address, loaded only then: a plain-HTTP run never compiles TLS. */
async function protocolOf(url: URL): Promise<Pick<typeof http, 'Agent' | 'request'>> {
  return url.protocol === 'https:' ? await import('node:https') : http
}

/**
 * Sends the request and resolves its answer's headers. `signal` (the deadline, the run's cancel)
 * destroys the request in every phase: the socket it holds (the name lookup, the connection, TLS,
 * the answer and its body), and, before it has one, the tunnel being opened for it (tunnelSignal).
 * One listener does it: the request's own `signal` option costs a poll far more (its
 * end-of-stream watch), for nothing more.
 */
function send(exchange: Exchange, route: Route, signal: AbortSignal): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const options: http.RequestOptions & TunnelOptions = {
      ...route.origin,
      path: pathAsWritten(exchange.url),
      method: exchange.method,
      headers: exchange.headers,
      agent: route.agent,
      tunnelSignal: signal
    }
    // Ended with its whole body before a byte is sent, a request gets its Content-Length from Node: never chunked.
    const request = route.open(options)
    const stop = (): void => void request.destroy()
    signal.addEventListener('abort', stop, { once: true })
    request.once('close', () => signal.removeEventListener('abort', stop))
    request.on('response', resolve)
    // No answer yet, on a connection kept from an earlier request: the server (or the proxy) may have closed it while idle.
    request.on('error', (error) => reject(request.reusedSocket && !signal.aborted ? new StaleConnectionError(error) : error))
    request.end(exchange.body)
  })
}

/** A request failed before any byte of its answer, on a kept-alive connection that an earlier request had used. */
class StaleConnectionError extends Error {
  constructor(cause: unknown) {
    super('the kept-alive connection failed before the answer', { cause })
  }
}

/**
 * What an agent makes its connections to `url`'s host with, through `proxy`: a CONNECT tunnel
 * (over TLS for an https:// proxy), and in it TLS with the service for an https address, checked
 * against the service's name (so the token never reaches the proxy in clear). The agent keeps it
 * for the next request as it keeps a direct connection, while the proxy keeps it open. Node hands
 * a request that has no socket yet no abort, so the tunnel is opened under the signal of the
 * request that asked for it (tunnelSignal); TLS with the service starts at once on the tunnel,
 * and its socket is the request's from then on, which the signal reaches.
 */
async function tunnelling(url: URL, proxy: Proxy): Promise<http.Agent['createConnection']> {
  const { request } = await protocolOf(proxy.url)
  // Loaded before any tunnel opens: nothing may come between the tunnel and the request taking it.
  const tls = url.protocol === 'https:' ? await import('node:tls') : undefined
  return (options, connected) => {
    openTunnel(url, proxy, request, (options as TunnelOptions).tunnelSignal).then(
      (tunnel) => connected?.(null, tls ? tls.connect({ socket: tunnel, host: bareHost(url), servername: serverName(url) }) : tunnel),
      (error: Error) => connected?.(error, undefined as unknown as Duplex)
    )
    return undefined
  }
}

/** Opens a CONNECT tunnel to `url`'s host through `proxy`, under `signal`. */
async function openTunnel(url: URL, proxy: Proxy, request: typeof http.request, signal: AbortSignal | undefined): Promise<Socket> {
  const proxyAddress = `${proxy.url.hostname}:${portOf(proxy.url)}`
  const target = `${url.hostname}:${portOf(url)}`
  const options: HttpsRequestOptions = {
    host: bareHost(proxy.url),
    port: portOf(proxy.url),
    // The proxy's own name for TLS with it: Node would take it from the Host header, the target's.
    servername: serverName(proxy.url),
    method: 'CONNECT',
    path: target,
    headers: { host: target, ...(proxy.authorization ? { 'proxy-authorization': proxy.authorization } : {}) },
    agent: false,
    signal
  }
  return new Promise<Socket>((resolve, reject) => {
    const connect = request(options)
    connect.on('connect', (answer: IncomingMessage, socket: Socket, head: Buffer) => {
      if (answer.statusCode === 200) {
        if (head.length > 0) socket.unshift(head)
        resolve(socket)
      } else {
        socket.destroy()
        reject(new NetworkError(`the proxy at ${proxyAddress} refused the tunnel: HTTP ${answer.statusCode}`))
      }
    })
    connect.on('error', (error) => reject(new NetworkError(`the proxy at ${proxyAddress}: ${describeNetworkError(error)}`, { cause: error })))
    connect.end()
  })
}

/** The port of an address's scheme: 443 for https:, else 80 (an http:// proxy, or one given without a scheme). */
function defaultPort(url: URL): number {
  return url.protocol === 'https:' ? 443 : 80
}

/** The port of an address: its own, else its scheme's. */
function portOf(url: URL): string {
  return url.port || String(defaultPort(url))
}

/** A URL's host without the brackets of an IPv6 address. */
function bareHost(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1')
}

/** The name to ask a TLS server for (SNI): its host, unless that is an address, which SNI cannot carry. */
function serverName(url: URL): string {
  const host = bareHost(url)
  return isIP(host) ? '' : host
}

/**
 * One request for the debug log, on one line: `GET /api/executions/4242/status: HTTP 200, 12 ms`.
 * It holds no secret: no header (so no token) and no query, which is the signature of a pre-signed
 * upload address. An answer cut off after its status says both (`HTTP 200, then no complete answer
 * within 30 s`); an answer that the caller refuses (a status other than 2xx, a body that is not
 * JSON) is still only its status. The path comes from the service for an upload: inert keeps it
 * one line.
 */
export function describeExchange(
  exchange: Pick<Exchange, 'method' | 'url'>,
  { status, failure, cancelled }: { status?: number; failure?: unknown; cancelled: boolean },
  durationMs: number
): string {
  const path = pathAsWritten(exchange.url).replace(/\?.*$/s, '')
  const problem = cancelled ? 'cancelled' : failure instanceof NetworkError || status === undefined ? messageOf(failure) : undefined
  const outcome = status === undefined ? problem : problem === undefined ? `HTTP ${status}` : `HTTP ${status}, then ${problem}`
  return inert(`${exchange.method} ${path}: ${outcome}, ${Math.round(durationMs)} ms`)
}

/** The scheme and authority of an absolute address as written: what comes before pathAsWritten. */
function originOf(address: string): string {
  const rest = address.indexOf('://') + 3
  const end = address.slice(rest).search(/[/?#]/)
  return end < 0 ? address : address.slice(0, rest + end)
}

/**
 * The path and query of an absolute address as written, not as the URL parser normalises them:
 * the parser removes dot segments, even percent-encoded ones, so an id of `..` in
 * `/jobs/../status` would call `/status`. The host part ends at the first `/`, `?` or `#` after
 * `://` (an encoded userinfo holds none); a fragment is never sent.
 */
export function pathAsWritten(address: string): string {
  const rest = address.slice(address.indexOf('://') + 3)
  const start = rest.search(/[/?#]/)
  const tail = start < 0 ? '' : rest.slice(start).replace(/#.*$/s, '')
  return tail.startsWith('/') ? tail : `/${tail}`
}

/**
 * Reads a body whole, failing with a NetworkError past `limit` bytes (so a 600 MB answer costs
 * at most the limit, and never a string too long for the engine). Read by its events, not an async
 * iterator: a status answer is one chunk, every 2 s of a run, and the iterator's machinery was
 * most of what reading it cost.
 */
export function readLimited(body: Readable, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    body.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= limit) return void chunks.push(chunk)
      reject(new NetworkError(`the answer is larger than ${bytes(limit)}`))
      body.destroy()
    })
    let ended = false
    body.once('end', () => {
      ended = true
      resolve(Buffer.concat(chunks, size))
    })
    body.once('error', reject)
    // Destroyed without an error. Not after 'end', where it would settle nothing: an error made
    // there in vain, its stack trace captured, at every poll.
    body.once('close', () => ended || reject(new NetworkError('the connection closed before the whole answer')))
  })
}

/** Reads at most `limit` bytes of a body whose content does not matter, then lets the rest go. */
export async function drainLimited(body: Readable, limit: number): Promise<void> {
  let size = 0
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size >= limit) {
      body.destroy()
      return
    }
  }
}

/** The chunks of a body, failing with a NetworkError once more than `limit` bytes came. */
export async function* limitBytes(body: AsyncIterable<Buffer>, limit: number): AsyncGenerator<Buffer, void, undefined> {
  let size = 0
  for await (const chunk of body) {
    size += chunk.length
    if (size > limit) throw new NetworkError(`the answer is larger than ${bytes(limit)}`)
    yield chunk
  }
}

function describeNetworkError(error: unknown): string {
  // OpenSSL's own text ("…:SSL routines:<function>:<reason>:<file>:<line>:\n"): its reason, in words.
  const ssl = error instanceof Error ? /SSL routines:[^:]*:([^:]+):/.exec(error.message) : null
  if (ssl) {
    // What an http server answers to a TLS handshake: an address that should have been http.
    const plain = /wrong version number|packet length too long|http request/i.test(ssl[1]) ? ' (is it an http server, at an https address?)' : ''
    return `the TLS handshake failed: ${ssl[1]}${plain}`
  }
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code
    return code && !error.message.includes(code) ? `${code} (${error.message})` : error.message
  }
  return String(error)
}

function bytes(n: number): string {
  if (n >= 1 << 20 && n % (1 << 20) === 0) return `${n / (1 << 20)} MiB`
  if (n >= 1 << 10 && n % (1 << 10) === 0) return `${n / (1 << 10)} KiB`
  return `${n} bytes`
}
