import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http'
import type { RequestOptions as HttpsRequestOptions } from 'node:https'
import { type Socket, isIP } from 'node:net'
import { type Duplex, type Readable, Transform } from 'node:stream'
import { getProxyUrl } from '@actions/http-client/lib/proxy'
import { abortable, throwIfAborted } from '../shared/clock.js'
import { messageOf } from '../shared/exit-codes.js'
import { inert } from '../shared/inert.js'
import { DeadlineError, NetworkError } from './errors.js'

// The HTTP layer of every request the project sends (contract: "Bounded, cancellable, always
// reported"). @actions/http-client's request() takes no signal and its timeout is an idle timeout,
// reset by every byte; so requests go out through node:http(s) here, with a deadline that covers
// every phase (the name lookup, the connection, a proxy's tunnel, TLS, the headers and the whole
// body), the run's abort signal, size limits, and no redirect ever followed. The toolkit still
// decides how to connect: its proxy rules read the runner's settings (HTTPS_PROXY, HTTP_PROXY,
// NO_PROXY), and a proxied request goes through a CONNECT tunnel, as HttpClient's own do. The
// tunnel is opened here, under the request's signal, not by the `tunnel` package that HttpClient
// uses: that agent's CONNECT has no deadline and no abort, and Node hands a request that has no
// socket yet no abort at all (see send()), so a proxy that never answered hung the run for good.
// Only the proxy rules are taken from @actions/http-client: its main module loads undici, which
// the runs never use, and which was a third of a CLI's start-up.

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
 * How an origin is reached: directly, through an agent that keeps the connection for the run's
 * next request, or through the proxy that the runner's settings name for it (one tunnel a request).
 */
type Route = { agent: http.Agent } | { proxy: URL }

export class Transport {
  private readonly keepAlive: boolean
  private readonly debug?: RequestLog
  /** One route per origin, so that a run's direct requests to it share their connection. */
  private readonly routes = new Map<string, Route>()

  constructor(options: { keepAlive: boolean; debug?: RequestLog }) {
    this.keepAlive = options.keepAlive
    this.debug = options.debug
  }

  /** The route to `url`: direct, or through the proxy that the runner's settings name for it. */
  private async routeTo(url: URL): Promise<Route> {
    // Per origin: the settings do not change during a run, and a poll every 2 s need not read them again.
    let route = this.routes.get(url.origin)
    if (!route) {
      const proxy = getProxyUrl(url)
      route = proxy?.hostname ? { proxy } : { agent: new (await protocolOf(url)).Agent({ keepAlive: this.keepAlive }) }
      this.routes.set(url.origin, route)
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
    const startedAt = performance.now()
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
      const url = new URL(exchange.url)
      // Each phase of send() takes the signal; the race is a second line, should a later phase not.
      const route = await this.routeTo(url)
      // A connection the server closed while it was idle is no failure (contract: "Bounded,
      // cancellable, always reported"): a GET it lost before any byte of its answer goes once
      // more, on a new connection, within the same deadline. A POST or PUT never does: a start is
      // never repeated.
      const sending = send(exchange, url, route, controller.signal).catch((error: unknown) => {
        if (!(error instanceof StaleConnectionError) || exchange.method !== 'GET' || controller.signal.aborted) throw error
        return send(exchange, url, route, controller.signal)
      })
      const message = await abortable(sending, controller.signal).catch((error: unknown) => {
        throw (networkError = error instanceof StaleConnectionError ? error.cause : error)
      })
      status = message.statusCode ?? 0
      // The request's signal also destroys the body when it fires while the body is read.
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
      this.debug?.(describeExchange(exchange, { status, failure, cancelled: exchange.signal?.aborted === true }, performance.now() - startedAt))
    }
  }

  /** Closes the kept-alive connections. */
  dispose(): void {
    // A tunnel is closed by its request's end: only the direct connections are kept.
    for (const route of this.routes.values()) if ('agent' in route) route.agent.destroy()
    this.routes.clear()
  }
}

/** node:http, or node:https for an https address, loaded only then: a plain-HTTP run never compiles TLS. */
async function protocolOf(url: URL): Promise<Pick<typeof http, 'Agent' | 'request'>> {
  return url.protocol === 'https:' ? await import('node:https') : http
}

/**
 * Sends the request and resolves its answer's headers. Node aborts a request through its signal by
 * destroying its socket, and a request that has no socket yet only once one is handed to it
 * (ClientRequest.destroy() destroys `this.socket` if any; onSocket() then ends the request): so
 * every phase here keeps a socket that the signal can reach. A direct request gets its socket from
 * the agent at once, before the name lookup; a proxied one is sent on a tunnel that is opened first
 * under the same signal, and TLS with the service starts on it as the request takes it.
 */
async function send(exchange: Exchange, url: URL, route: Route, signal: AbortSignal): Promise<IncomingMessage> {
  const { request: open } = await protocolOf(url)
  // Without an agent, Node knows the scheme's port only from `defaultPort` (else the Host header says `:80`).
  const connection = 'agent' in route ? { agent: route.agent } : { createConnection: await tunnelTo(url, route.proxy, signal), defaultPort: defaultPort(url) }
  return new Promise((resolve, reject) => {
    // Ended with its whole body before a byte is sent, a request gets its Content-Length from Node: never chunked.
    const request = open(url, { path: pathAsWritten(exchange.url), method: exchange.method, headers: exchange.headers, signal, ...connection })
    request.on('response', resolve)
    // No answer yet, on a connection kept from an earlier request: the server may have closed it while idle.
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
 * Opens a CONNECT tunnel to `url`'s host through `proxy` (over TLS for an https:// proxy), under
 * `signal`, and resolves what makes the request's connection on it: the tunnel itself for an http
 * address, TLS with the service in it for an https one (so the token never reaches the proxy in
 * clear). getProxyUrl has decoded the credentials: `p%40ss` in the address is the password `p@ss`.
 */
async function tunnelTo(url: URL, proxy: URL, signal: AbortSignal): Promise<() => Duplex> {
  const proxyAddress = `${proxy.hostname}:${portOf(proxy)}`
  const target = `${url.hostname}:${portOf(url)}`
  const credentials = proxy.username || proxy.password ? { 'proxy-authorization': `Basic ${Buffer.from(`${proxy.username}:${proxy.password}`).toString('base64')}` } : {}
  const { request } = await protocolOf(proxy)
  // Loaded before the tunnel opens: nothing may come between the tunnel and the request taking it.
  const tls = url.protocol === 'https:' ? await import('node:tls') : undefined
  const options: HttpsRequestOptions = {
    host: bareHost(proxy),
    port: portOf(proxy),
    // The proxy's own name for TLS with it: Node would take it from the Host header, the target's.
    servername: serverName(proxy),
    method: 'CONNECT',
    path: target,
    headers: { host: target, ...credentials },
    agent: false,
    signal
  }
  const tunnel = await new Promise<Socket>((resolve, reject) => {
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
  return tls ? () => tls.connect({ socket: tunnel, host: bareHost(url), servername: serverName(url) }) : () => tunnel
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
 * at most the limit, and never a string too long for the engine).
 */
export async function readLimited(body: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > limit) {
      body.destroy()
      throw new NetworkError(`the answer is larger than ${bytes(limit)}`)
    }
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
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

/** A pass-through that fails with a NetworkError once more than `limit` bytes went through it. */
export function byteLimit(limit: number): Transform {
  let size = 0
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length
      if (size > limit) callback(new NetworkError(`the answer is larger than ${bytes(limit)}`))
      else callback(null, chunk)
    }
  })
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
