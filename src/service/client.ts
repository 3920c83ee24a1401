import type { IncomingMessage } from 'node:http'
import { HttpClient } from '@actions/http-client'

/** Every failure of a request to the service: the request never got a usable answer. */
export class ServiceError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options)
    this.name = new.target.name
  }
}

/** The connection failed or timed out before an answer arrived. */
export class NetworkError extends ServiceError {}

/** The service answered with an HTTP error status. */
export class HttpStatusError extends ServiceError {
  constructor(
    readonly status: number,
    /** Seconds from a `Retry-After` header, when the answer had a usable one. */
    readonly retryAfterSeconds: number | undefined,
    what: string
  ) {
    super(`${what} answered HTTP ${status}`)
  }
}

/** The service answered 2xx with a body that is empty or not a JSON object. */
export class InvalidResponseError extends ServiceError {}

export interface ServiceClientOptions {
  /** The API base address ({base_url}), ending in the API's path segment. */
  apiUrl: string
  token: string
  /** Per-request timeout: a request with no progress for this long fails. */
  timeoutMs?: number
}

type JsonObject = Record<string, unknown>

/**
 * The service's HTTP interface (specification part 4), one method per endpoint.
 * It makes exactly one attempt per call: the retry rules belong to the goal run (Client B rule 8).
 * Polls reuse one kept-alive connection; call `dispose()` when done.
 */
export class ServiceClient {
  private readonly http: HttpClient
  private readonly apiUrl: string

  constructor(private readonly options: ServiceClientOptions) {
    this.apiUrl = options.apiUrl.replace(/\/+$/, '')
    this.http = new HttpClient('virtuoso-qa-action', [], {
      keepAlive: true,
      allowRetries: false,
      allowRedirects: false,
      socketTimeout: options.timeoutMs ?? 30_000,
      headers: { authorization: `Bearer ${options.token}`, accept: 'application/json' }
    })
  }

  /** Endpoint 4: starts the goal; the bare response (`envelope=false`) holds the job id. */
  async executeGoal(goalId: string): Promise<JsonObject> {
    return this.request('POST', `/goals/${encode(goalId)}/execute?envelope=false`, 'the goal start')
  }

  /** Endpoint 5: the execution's `status` and `outcome`. */
  async getExecutionStatus(jobId: string): Promise<JsonObject> {
    return this.request('GET', `/executions/${encode(jobId)}/status?envelope=false`, 'the status request')
  }

  /** Endpoint 6: the job report, saved as is. */
  async getJobReport(jobId: string): Promise<JsonObject> {
    return this.request('GET', `/jobs/${encode(jobId)}/status?envelope=false`, 'the job report request')
  }

  /** Endpoint 7: the goal record, saved as is. */
  async getGoal(goalId: string): Promise<JsonObject> {
    return this.request('GET', `/goals/${encode(goalId)}?envelope=false`, 'the goal request')
  }

  /** Closes the kept-alive connection. */
  dispose(): void {
    this.http.dispose()
  }

  private async request(method: 'GET' | 'POST', path: string, what: string): Promise<JsonObject> {
    let message: IncomingMessage
    let body: string
    try {
      const response = await this.http.request(method, this.apiUrl + path, null, {})
      message = response.message
      body = await readText(message, this.options.timeoutMs ?? 30_000)
    } catch (error) {
      throw new NetworkError(`${what} failed: ${describeNetworkError(error)}`, { cause: error })
    }
    const status = message.statusCode ?? 0
    if (status < 200 || status > 299) {
      throw new HttpStatusError(status, parseRetryAfter(message.headers['retry-after']), what)
    }
    return parseJsonObject(body, what)
  }
}

/** Percent-encodes an identifier that goes into a path. */
function encode(id: string): string {
  return encodeURIComponent(id)
}

/**
 * Reads a response body. The toolkit's readBody() waits forever when the connection drops
 * mid-body, so this one fails on an error, an abort or a stall instead.
 */
function readText(message: IncomingMessage, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const fail = (error: Error): void => {
      message.destroy()
      reject(error)
    }
    message.setTimeout(timeoutMs, () => fail(new Error('the answer stalled')))
    message.on('data', (chunk: Buffer) => chunks.push(chunk))
    message.on('error', fail)
    message.on('aborted', () => fail(new Error('the connection was closed mid-answer')))
    message.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
  })
}

function parseJsonObject(body: string, what: string): JsonObject {
  if (body.trim() === '') throw new InvalidResponseError(`${what} returned an empty body`)
  let value: unknown
  try {
    value = JSON.parse(body)
  } catch {
    throw new InvalidResponseError(`${what} returned a body that is not JSON`)
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new InvalidResponseError(`${what} returned JSON that is not an object`)
  }
  return value as JsonObject
}

/** `Retry-After` as seconds: either delay-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfter(header: string | string[] | undefined, now = Date.now()): number | undefined {
  const value = Array.isArray(header) ? header[0] : header
  if (!value) return undefined
  if (/^\s*\d+\s*$/.test(value)) return Number(value)
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000))
}

function describeNetworkError(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code
    return code ? `${code} (${error.message})` : error.message
  }
  return String(error)
}
