import type { IncomingMessage } from 'node:http'
import { Readable } from 'node:stream'
import { HttpClient } from '@actions/http-client'
import { NSS_FILES, type NssFile } from '../certificate/nss/files.js'
import { isHttpUrl } from './hosts.js'

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

/** A certificate entry as endpoint 1 returns it: its id and one pre-signed upload address per file. */
export interface CertificateEntry {
  id: string
  uploadUrls: Record<NssFile, string>
}

/**
 * The answer of a certificate endpoint (1 or 3), which signals failure through `success`
 * (part 7 rule 1), whatever the HTTP status. `httpStatus` is kept for the failure message.
 */
export type EnvelopeAnswer<T> = { success: true; item: T } | { success: false; httpStatus: number }

interface Answer {
  status: number
  headers: IncomingMessage['headers']
  body: string
}

/**
 * The service's HTTP interface (specification part 4), one method per endpoint.
 * It makes exactly one attempt per call: the retry rules belong to the goal run (Client B rule 8).
 * Polls reuse one kept-alive connection; call `dispose()` when done.
 */
export class ServiceClient {
  private readonly http: HttpClient
  /** For the pre-signed uploads: no Authorization, no User-Agent, nothing the address did not ask for. */
  private readonly storage: HttpClient
  private readonly apiUrl: string
  private readonly timeoutMs: number

  constructor(options: ServiceClientOptions) {
    this.apiUrl = options.apiUrl.replace(/\/+$/, '')
    this.timeoutMs = options.timeoutMs ?? 30_000
    const common = { allowRetries: false, allowRedirects: false, socketTimeout: this.timeoutMs }
    this.http = new HttpClient('virtuoso-qa-action', [], {
      ...common,
      keepAlive: true,
      headers: { authorization: `Bearer ${options.token}`, accept: 'application/json' }
    })
    this.storage = new HttpClient(undefined, [withoutUserAgent], common)
  }

  /** Endpoint 1: creates a certificate entry; `description` is sent only when given. */
  async createCertificate(organizationId: string, name: string, description?: string): Promise<EnvelopeAnswer<CertificateEntry>> {
    const what = 'the certificate creation'
    const body = JSON.stringify(description === undefined ? { name } : { name, description })
    const answer = await this.send('POST', `/organizations/${encode(organizationId)}/certificates`, what, body)
    const envelope = parseEnvelope(answer)
    if (!envelope.success) return envelope
    return { success: true, item: parseCertificateEntry(envelope.item, what) }
  }

  /** Endpoint 2: PUTs a file's raw bytes to its pre-signed address; resolves the HTTP status, which the caller only reports. */
  async uploadFile(uploadUrl: string, data: Buffer): Promise<number> {
    const what = 'the upload'
    let message: IncomingMessage
    try {
      // A stream with an explicit length: pre-signed storage addresses refuse chunked bodies.
      const response = await this.storage.request('PUT', uploadUrl, Readable.from([data]), { 'content-length': String(data.length) })
      message = response.message
      await readText(message, this.timeoutMs)
    } catch (error) {
      // The toolkit's errors quote the path and query, and the query is the secret.
      throw new NetworkError(`${what} failed: ${redact(describeNetworkError(error), uploadUrl)}`, { cause: error })
    }
    return message.statusCode ?? 0
  }

  /** Endpoint 3: asks the service to verify the uploaded files; no body. */
  async verifyCertificate(organizationId: string, certificateId: string): Promise<EnvelopeAnswer<undefined>> {
    const path = `/organizations/${encode(organizationId)}/certificates/${encode(certificateId)}/verify`
    const envelope = parseEnvelope(await this.send('PUT', path, 'the certificate verification'))
    return envelope.success ? { success: true, item: undefined } : envelope
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

  /** Closes the kept-alive connections. */
  dispose(): void {
    this.http.dispose()
    this.storage.dispose()
  }

  /** A goal endpoint: a 2xx answer whose body is a JSON object, else a ServiceError. */
  private async request(method: 'GET' | 'POST', path: string, what: string): Promise<JsonObject> {
    const answer = await this.send(method, path, what)
    if (answer.status < 200 || answer.status > 299) {
      throw new HttpStatusError(answer.status, parseRetryAfter(answer.headers['retry-after']), what)
    }
    return parseJsonObject(answer.body, what)
  }

  /** One request to the API, with a JSON body when given; a NetworkError when no answer arrives. */
  private async send(method: 'GET' | 'POST' | 'PUT', path: string, what: string, body?: string): Promise<Answer> {
    try {
      // The certificate endpoints declare a JSON content type even when there is no body (endpoint 3).
      const headers = method === 'PUT' || body !== undefined ? { 'content-type': 'application/json' } : {}
      const { message } = await this.http.request(method, this.apiUrl + path, body ?? null, headers)
      return { status: message.statusCode ?? 0, headers: message.headers, body: await readText(message, this.timeoutMs) }
    } catch (error) {
      throw new NetworkError(`${what} failed: ${describeNetworkError(error)}`, { cause: error })
    }
  }
}

/** `success` and `item` of a certificate endpoint's answer; anything but `success: true` is a failure. */
function parseEnvelope(answer: Answer): EnvelopeAnswer<unknown> {
  let value: unknown
  try {
    value = JSON.parse(answer.body)
  } catch {
    value = undefined
  }
  const envelope = typeof value === 'object' && value !== null ? (value as JsonObject) : {}
  return envelope.success === true ? { success: true, item: envelope.item } : { success: false, httpStatus: answer.status }
}

function parseCertificateEntry(item: unknown, what: string): CertificateEntry {
  const entry = (typeof item === 'object' && item !== null ? item : {}) as JsonObject
  const id = typeof entry.id === 'number' ? String(entry.id) : entry.id
  if (typeof id !== 'string' || id === '') throw new InvalidResponseError(`${what} returned no item.id`)
  const urls = (typeof entry.s3PreSignedUrls === 'object' && entry.s3PreSignedUrls !== null ? entry.s3PreSignedUrls : {}) as JsonObject
  const missing = NSS_FILES.filter((file) => typeof urls[file] !== 'string' || !isHttpUrl(urls[file]))
  if (missing.length > 0) {
    throw new InvalidResponseError(`${what} returned no upload address for ${missing.join(', ')} in item.s3PreSignedUrls`)
  }
  return { id, uploadUrls: Object.fromEntries(NSS_FILES.map((file) => [file, urls[file]])) as Record<NssFile, string> }
}

/** The toolkit always adds a User-Agent; a pre-signed address asked for none. */
const withoutUserAgent: NonNullable<ConstructorParameters<typeof HttpClient>[1]>[number] = {
  prepareRequest(options) {
    const headers = options.headers as Record<string, unknown> | undefined
    delete headers?.['user-agent']
  },
  canHandleAuthentication: () => false,
  handleAuthentication: () => Promise.reject(new Error('not supported'))
}

/** Removes an address and its query from a message. */
function redact(message: string, url: string): string {
  const query = URL.canParse(url) ? new URL(url).search.slice(1) : ''
  const redacted = message.replaceAll(url, '<upload address>')
  return query ? redacted.replaceAll(query, '***') : redacted
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
