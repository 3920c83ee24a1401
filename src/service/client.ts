import { NSS_FILES, type NssFile } from './certificate-files.js'
import { isHttpUrl } from './hosts.js'
import { HttpStatusError, InvalidResponseError, NetworkError, addressOf, htmlAnswer, isHtml, mayBeWrongAddress } from './errors.js'
import { messageOf } from '../shared/exit-codes.js'
import { parseKeepingDigits, topLevelKeysInOrder } from '../shared/json-text.js'
import { type JourneyCounts, parseJourneyStatistics } from './journeys.js'
import { type GoalJourneys, type JourneyResults, readGoalJourneys, readJourneyResults } from './journey-answers.js'
import { type Answer, type RequestLog, Transport, drainLimited, limitBytes, pathAsWritten, readLimited } from './http.js'

export { DeadlineError, HttpStatusError, InvalidResponseError, NetworkError, ServiceError } from './errors.js'
export type { RequestLog } from './http.js'
export type { GoalJourneys, JourneyResults, WrittenId } from './journey-answers.js'
import type { WrittenId } from './journey-answers.js'

/** The contract's bounds on every request (contract: "Bounded, cancellable, always reported"). */
export interface Limits {
  /** Connecting, the headers and the whole body of a request. */
  requestDeadlineMs: number
  /** The same for the report and the goal (endpoints 6 and 7). */
  fileDeadlineMs: number
  /** The answers of endpoints 1, 3, 4 and 5. */
  maxAnswerBytes: number
  /** What is read of an upload's answer (endpoint 2). */
  maxUploadAnswerBytes: number
  /** The report and the goal, each, as received (and J1 and J2, which are read, not saved). */
  maxFileBytes: number
}

export const DEFAULT_LIMITS: Limits = {
  requestDeadlineMs: 30_000,
  fileDeadlineMs: 120_000,
  maxAnswerBytes: 1 << 20,
  maxUploadAnswerBytes: 64 << 10,
  maxFileBytes: 256 << 20
}

export interface ServiceClientOptions {
  /** The API base address ({base_url}), ending in the API's path segment. */
  apiUrl: string
  token: string
  limits?: Partial<Limits>
  /**
   * Receives one line per request to the API or to the storage: the method, the path without its
   * query, the HTTP status or the network error, and the duration. The action passes its debug log.
   */
  debug?: RequestLog
}

/** What every call takes: the run's cancellation, and a deadline shorter than the default when the caller's budget is. */
export interface Call {
  signal?: AbortSignal
  deadlineMs?: number
}

/** A certificate entry as endpoint 1 returns it: its id and one pre-signed upload address per file. */
export interface CertificateEntry {
  id: string
  uploadUrls: Record<NssFile, string>
}

/**
 * The answer of a certificate endpoint (1 or 3), which signals failure through `success`
 * (part 7 rule 1), whatever the HTTP status. `httpStatus` is kept for the failure message, and
 * `wrongAddress`, the address that answered, when the answer says it may not be the API's (a 404,
 * a 405, an HTML page).
 */
export type EnvelopeAnswer<T> = { success: true; item: T } | { success: false; httpStatus: number; wrongAddress?: string; html?: boolean }

/** The state of an execution job (endpoint 5). */
export interface JobState {
  status: string
  outcome: string
  /** The job's goal, when the answer names it (digit for digit, as `id`). */
  goalId?: string
  /** Its journeys, when the answer counts them well-formed (`journeyStatistics`). */
  journeys?: JourneyCounts
}

/** A started plan execution (endpoint P1): its id and its jobs' ids, in the order the answer lists them. */
export interface PlanExecution {
  id: string
  jobIds: string[]
}

type JsonObject = Record<string, unknown>

/**
 * The service's HTTP interface (specification part 4), one method per endpoint.
 * It makes exactly one attempt per call: the retry rules belong to the goal run (Client B rule 8).
 * Requests reuse one kept-alive connection; call `dispose()` when done.
 */
export class ServiceClient {
  private readonly api: Transport
  /** For the pre-signed uploads: no Authorization, nothing the address did not ask for. */
  private readonly storage: Transport
  private readonly apiUrl: string
  private readonly token: string
  readonly limits: Limits

  constructor(options: ServiceClientOptions) {
    this.api = new Transport({ keepAlive: true, debug: options.debug })
    this.storage = new Transport({ keepAlive: false, debug: options.debug })
    this.apiUrl = options.apiUrl.replace(/\/+$/, '')
    this.token = options.token
    this.limits = { ...DEFAULT_LIMITS, ...options.limits }
  }

  /** Endpoint 1: creates a certificate entry; `description` is sent only when given (JSON leaves out an undefined field). */
  async createCertificate(organizationId: string, name: string, description: string | undefined, call: Call = {}): Promise<EnvelopeAnswer<CertificateEntry>> {
    const body = JSON.stringify({ name, description })
    const envelope = await this.envelope('POST', `/organizations/${encode(organizationId)}/certificates`, call, body)
    return envelope.success ? { success: true, item: parseCertificateEntry(envelope.item) } : envelope
  }

  /** Endpoint 2: PUTs a file's raw bytes to its pre-signed address; resolves the HTTP status, which the caller only reports. */
  async uploadFile(uploadUrl: string, data: Buffer, call: Call = {}): Promise<number> {
    try {
      return await this.storage.exchange(
        { method: 'PUT', url: uploadUrl, headers: {}, body: data, ...this.bounds(call) },
        async (answer) => {
          await drainLimited(answer.body, this.limits.maxUploadAnswerBytes)
          return answer.status
        }
      )
    } catch (error) {
      if (call.signal?.aborted) throw error
      // The address's query is the secret: no message may quote it.
      throw new NetworkError(redact(messageOf(error), uploadUrl), { cause: error })
    }
  }

  /** Endpoint 3: asks the service to verify the uploaded files; no body. */
  async verifyCertificate(organizationId: string, certificateId: string, call: Call = {}): Promise<EnvelopeAnswer<undefined>> {
    const path = `/organizations/${encode(organizationId)}/certificates/${encode(certificateId)}/verify`
    const envelope = await this.envelope('PUT', path, call)
    return envelope.success ? { success: true, item: undefined } : envelope
  }

  /**
   * Endpoint 4: starts the goal and returns the job id. A numeric id is kept digit for digit as
   * the service wrote it; an id that is not a string or a number, empty or `null`, is a failure (rule 6).
   */
  async executeGoal(goalId: string, call: Call = {}): Promise<string> {
    const body = await this.json('POST', `/goals/${encode(goalId)}/execute?envelope=false`, call)
    // A number is text already: parseJsonObject keeps the digits the service wrote.
    const id = body.id
    if (typeof id !== 'string' || id === '' || id === 'null') throw new InvalidResponseError('the answer has no job id')
    return id
  }

  /**
   * Endpoint J3 (contract: "Choosing journeys"): the goal's newest version, `snapshots[0].snapshotId`
   * (a number kept digit for digit); an answer without one is an InvalidResponseError.
   */
  async getLatestVersion(goalId: string, call: Call = {}): Promise<string> {
    const body = await this.json('GET', `/goals/${encode(goalId)}/versions?envelope=false`, call)
    const newest = Array.isArray(body.snapshots) ? (body.snapshots[0] as { snapshotId?: unknown } | null | undefined) : undefined
    const snapshotId = typeof newest === 'object' && newest !== null ? newest.snapshotId : undefined
    if (!isId(snapshotId)) throw new InvalidResponseError('the answer names no version (snapshots[0].snapshotId)')
    return snapshotId
  }

  /**
   * Endpoint J4: runs chosen journeys of a goal version and returns the new job's id, as endpoint 4
   * does. Each id goes into the body as the service wrote it: a number as its bare digits, a string
   * as that string; the environment only when given. Never retried: a retry could start a second run.
   */
  async executeJourneys(goalId: string, snapshotId: string, journeyIds: readonly WrittenId[], environmentId: WrittenId | undefined, call: Call = {}): Promise<string> {
    const written = (id: WrittenId): string => (id.number ? id.text : JSON.stringify(id.text))
    const environment = environmentId === undefined ? '' : `, "environmentId": ${written(environmentId)}`
    const body = `{"suiteIds": [${journeyIds.map(written).join(', ')}]${environment}}`
    const [answer] = await this.jsonWithText('POST', `/goals/${encode(goalId)}/snapshots/${encode(snapshotId)}/execute?envelope=false`, call, body)
    if (!isId(answer.id)) throw new InvalidResponseError('the answer has no job id')
    return answer.id
  }

  /**
   * Endpoint 5: the execution's `status` (a string, else the request failed), `outcome`, and its
   * `goalId` and journey counts when it has them. Nothing else of the answer is kept: real answers
   * carry the goal's test data, passwords included.
   */
  async getExecutionStatus(jobId: string, call: Call = {}): Promise<JobState> {
    const body = await this.json('GET', `/executions/${encode(jobId)}/status?envelope=false`, call)
    if (typeof body.status !== 'string') throw new InvalidResponseError('the answer has no status')
    const goalId = typeof body.goalId === 'string' && body.goalId !== '' ? { goalId: body.goalId } : {}
    const journeys = parseJourneyStatistics(body.journeyStatistics)
    return { status: body.status, outcome: text(body.outcome), ...goalId, ...(journeys ? { journeys } : {}) }
  }

  /**
   * Endpoint P1 (contract: plan mode): starts the plan, with `{"environmentId": …}` as its body
   * only when an environment is given, and returns the plan execution. An answer without a plan
   * execution id, or whose `jobs` (an object or an array of objects with an `id`) names no job, an
   * entry without an id, or one job twice, is an InvalidResponseError that says which.
   */
  async executePlan(planId: string, environmentId: string | undefined, call: Call = {}): Promise<PlanExecution> {
    const body = environmentId === undefined ? undefined : JSON.stringify({ environmentId })
    const [answer, source] = await this.jsonWithText('POST', `/plans/executions/${encode(planId)}/execute?envelope=false`, call, body)
    if (!isId(answer.id)) throw new InvalidResponseError('the answer has no plan execution id')
    return { id: answer.id, jobIds: planJobIds(answer.jobs, source) }
  }

  /** Endpoint P2: the plan execution's report, streamed to `save` as received (at most `maxFileBytes`). */
  async getPlanReport(planExecutionId: string, save: (body: AsyncIterable<Buffer>) => Promise<void>, call: Call = {}): Promise<void> {
    await this.download(`/plans/executions/status/${encode(planExecutionId)}?envelope=false`, save, call)
  }

  /** Endpoint 6: the job report, streamed to `save` as received (at most `maxFileBytes`). */
  async getJobReport(jobId: string, save: (body: AsyncIterable<Buffer>) => Promise<void>, call: Call = {}): Promise<void> {
    await this.download(`/jobs/${encode(jobId)}/status?envelope=false`, save, call)
  }

  /** Endpoint 7: the goal record, streamed to `save` as received (at most `maxFileBytes`). */
  async getGoal(goalId: string, save: (body: AsyncIterable<Buffer>) => Promise<void>, call: Call = {}): Promise<void> {
    await this.download(`/goals/${encode(goalId)}?envelope=false`, save, call)
  }

  /**
   * Endpoint J1 (contract: "Journeys"): the job's journey results, read as they arrive and kept only
   * as far as results need (endpoint 6's deadline and size limit); with `failed`, only the failed
   * checkpoints of failed journeys (see readJourneyResults). An answer other than described is an
   * InvalidResponseError.
   */
  async getJourneyResults(jobId: string, call: Call & { failed?: (outcome: string) => boolean } = {}): Promise<JourneyResults> {
    return this.download(`/executions/${encode(jobId)}?envelope=false`, (body) => readJourneyResults(body, call.failed), call)
  }

  /**
   * Endpoint J2: the journeys of a goal version (their titles, checkpoints and steps), read as J1
   * is; with `wanted`, only those journeys, and with `detailed`, the checkpoints and steps of only
   * those (see readGoalJourneys).
   */
  async getGoalJourneys(snapshotId: string, goalId: string, call: Call & { wanted?: ReadonlySet<string>; detailed?: ReadonlySet<string> } = {}): Promise<GoalJourneys> {
    const path = `/snapshots/${encode(snapshotId)}/goals/${encode(goalId)}/testsuites?envelope=false`
    return this.download(path, (body) => readGoalJourneys(body, call.wanted, call.detailed), call)
  }

  /** Closes the kept-alive connections. */
  dispose(): void {
    this.api.dispose()
    this.storage.dispose()
  }

  private bounds(call: Call, deadlineMs = this.limits.requestDeadlineMs): { deadlineMs: number; signal?: AbortSignal } {
    return { deadlineMs: Math.min(deadlineMs, call.deadlineMs ?? Infinity), signal: call.signal }
  }

  private headers(body: boolean): Record<string, string> {
    return {
      authorization: `Bearer ${this.token}`,
      accept: 'application/json',
      'user-agent': 'virtuoso-qa-action',
      ...(body ? { 'content-type': 'application/json' } : {})
    }
  }

  /** One request to the API whose answer is read whole, within the size limit. */
  private async request<T>(method: 'GET' | 'POST' | 'PUT', path: string, call: Call, read: (answer: Answer, body: Buffer) => T, body?: string): Promise<T> {
    // The certificate endpoints declare a JSON content type even without a body (endpoint 3).
    const headers = this.headers(method === 'PUT' || body !== undefined)
    return this.api.exchange(
      { method, url: this.apiUrl + path, headers, body: body === undefined ? undefined : Buffer.from(body), ...this.bounds(call) },
      async (answer) => read(answer, await readLimited(answer.body, this.limits.maxAnswerBytes))
    )
  }

  /** A goal or plan endpoint: a 2xx answer whose body is a JSON object, else a ServiceError. */
  private async json(method: 'GET' | 'POST', path: string, call: Call): Promise<JsonObject> {
    return (await this.jsonWithText(method, path, call))[0]
  }

  /** The same, with the answer's text, for what JSON.parse does not keep (the order of an object's keys). */
  private jsonWithText(method: 'GET' | 'POST', path: string, call: Call, body?: string): Promise<[JsonObject, string]> {
    return this.request(
      method,
      path,
      call,
      (answer, data) => {
        // The address is worked out only for a message: a poll every 2 s has no use for it.
        checkStatus(answer, () => this.address(path))
        const textBody = data.toString('utf8')
        return [parseJsonObject(textBody, () => (isHtml(answer.headers['content-type'], textBody) ? htmlAnswer(this.address(path)) : undefined)), textBody]
      },
      body
    )
  }

  /** A certificate endpoint: `success` decides, whatever the HTTP status; a redirect is a failure. */
  private envelope(method: 'POST' | 'PUT', path: string, call: Call, body?: string): Promise<EnvelopeAnswer<unknown>> {
    return this.request(method, path, call, (answer, data) => parseEnvelope(answer, data, this.address(path)), body)
  }

  /** The address of a request to the API, as a message names it (addressOf). */
  private address(path: string): string {
    return addressOf(this.apiUrl + path, pathAsWritten(this.apiUrl + path))
  }

  /**
   * A GET whose answer is streamed to `consume` as received, within the deadline of endpoints 6
   * and 7 and at most `maxFileBytes`; resolves what `consume` resolves.
   */
  private async download<T>(path: string, consume: (body: AsyncIterable<Buffer>) => Promise<T>, call: Call): Promise<T> {
    return this.api.exchange(
      { method: 'GET', url: this.apiUrl + path, headers: this.headers(false), ...this.bounds(call, this.limits.fileDeadlineMs) },
      async (answer) => {
        if (answer.status < 200 || answer.status > 299) {
          await drainLimited(answer.body, this.limits.maxAnswerBytes)
          checkStatus(answer, () => this.address(path))
        }
        const chunks = limitBytes(answer.body, this.limits.maxFileBytes)
        // A consumer that gives up (an answer that is not what it reads, a file that cannot be
        // written) lets go of the body, so that the transfer ends with it rather than wait on a
        // reader that is gone; its error says more (a full disk is its own, not the network's).
        const value = await consume(chunks).catch((error: unknown) => {
          answer.body.destroy()
          throw error
        })
        // What it left unread still comes, within the limit: an answer past it fails, read or not;
        // one that it stopped reading (which let go of the body) is not whole.
        while (!(await chunks.next()).done);
        if (!answer.body.readableEnded) throw new NetworkError('the answer was not read to its end')
        return value
      }
    )
  }
}

/** A status other than 2xx is a failure, whose message names the `address` when the status may come of a wrong one. */
function checkStatus(answer: Answer, address: () => string): void {
  if (answer.status < 200 || answer.status > 299) {
    throw new HttpStatusError(answer.status, parseRetryAfter(answer.headers['retry-after']), address())
  }
}

/** `success` and `item` of a certificate endpoint's answer; anything but `success: true` in a 2xx answer is a failure. */
function parseEnvelope({ status, headers }: Answer, body: Buffer, address: string): EnvelopeAnswer<unknown> {
  const textBody = body.toString('utf8')
  let value: unknown
  try {
    value = JSON.parse(textBody)
  } catch {
    // Not JSON: no envelope, so no `success`.
  }
  const envelope = typeof value === 'object' && value !== null ? (value as JsonObject) : {}
  const redirect = status >= 300 && status <= 399
  if (envelope.success === true && !redirect) return { success: true, item: envelope.item }
  // An HTML page, or a status that a wrong path gives: the address may be the web interface's.
  const html = value === undefined && isHtml(headers['content-type'], textBody)
  return html || mayBeWrongAddress(status) ? { success: false, httpStatus: status, wrongAddress: address, html } : { success: false, httpStatus: status }
}

function parseCertificateEntry(item: unknown): CertificateEntry {
  const entry = (typeof item === 'object' && item !== null ? item : {}) as JsonObject
  const id = typeof entry.id === 'number' ? String(entry.id) : entry.id
  if (typeof id !== 'string' || id === '') throw new InvalidResponseError('the answer has no item.id')
  const urls = (typeof entry.s3PreSignedUrls === 'object' && entry.s3PreSignedUrls !== null ? entry.s3PreSignedUrls : {}) as JsonObject
  const missing = NSS_FILES.filter((file) => typeof urls[file] !== 'string' || !isHttpUrl(urls[file]))
  if (missing.length > 0) {
    throw new InvalidResponseError(`the answer has no upload address for ${missing.join(', ')} in item.s3PreSignedUrls`)
  }
  return { id, uploadUrls: Object.fromEntries(NSS_FILES.map((file) => [file, urls[file]])) as Record<NssFile, string> }
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
 * A JSON object; a numeric `id` or `goalId` is kept as the text the service wrote, digit for digit
 * even beyond 2^53 (contract: "Answers are checked").
 */
function parseJsonObject(textBody: string, html: () => string | undefined): JsonObject {
  if (textBody.trim() === '') throw new InvalidResponseError('the answer is empty')
  let value: unknown
  try {
    value = parseKeepingDigits(textBody, (key) => key === 'id' || key === 'goalId' || key === 'snapshotId')
  } catch {
    // An HTML page says more: the address is most likely the web interface's (htmlAnswer).
    throw new InvalidResponseError(html() ?? 'the answer is not JSON')
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new InvalidResponseError('the answer is not a JSON object')
  }
  return value as JsonObject
}

/** An id as the service may write it: a string (a number is text already, see keepIdDigits), neither empty nor `null`. */
function isId(value: unknown): value is string {
  return typeof value === 'string' && value !== '' && value !== 'null'
}

/**
 * The job ids of a plan's start answer, in the order it lists them (contract: plan mode, rule 1).
 * `jobs` is an array, or an object whose values are the jobs: JSON.parse puts an object's integer
 * keys first, in ascending order, whatever the text's order, so that order is read from the text.
 */
function planJobIds(jobs: unknown, source: string): string[] {
  if (typeof jobs !== 'object' || jobs === null) throw new InvalidResponseError('the answer has no jobs')
  const entries = Array.isArray(jobs)
    ? jobs.map((job, index): [string, unknown] => [`jobs[${index}]`, job])
    : topLevelKeysInOrder(source, 'jobs').map((key): [string, unknown] => [`jobs[${JSON.stringify(key)}]`, (jobs as JsonObject)[key]])
  if (entries.length === 0) throw new InvalidResponseError('the answer names no job')
  const ids = new Set<string>()
  for (const [where, job] of entries) {
    const id = (job as { id?: unknown } | null)?.id
    if (!isId(id)) throw new InvalidResponseError(`${where} of the answer is not a job with an id`)
    if (ids.has(id)) throw new InvalidResponseError(`the answer names job ${id} twice`)
    ids.add(id)
  }
  return [...ids]
}

/** A field as text, the way the original client's `jq -r` prints it (`null` when absent). */
function text(value: unknown): string {
  if (value === undefined) return 'null'
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

/** `Retry-After` as seconds: either delay-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfter(header: string | string[] | undefined, now = Date.now()): number | undefined {
  const value = Array.isArray(header) ? header[0] : header
  if (!value) return undefined
  if (/^\s*\d+\s*$/.test(value)) return Number(value)
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000))
}
