import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { crc32, inflateRawSync } from 'node:zlib'

/**
 * A fake of GitHub's artifact backend, as @actions/artifact 6 talks to it when it uploads: the
 * Twirp JSON calls CreateArtifact and FinalizeArtifact, and the Azure block-blob upload of the
 * zip to the signed URL that CreateArtifact hands out, all on one real HTTP server on 127.0.0.1.
 *
 * The client finds the fake through `env` (ACTIONS_RESULTS_URL and an unsigned
 * ACTIONS_RUNTIME_TOKEN). The client reads them from process.env when it is called: run it in this
 * process with them set for the call, or in a child process spawned asynchronously with that
 * environment (this process must keep serving).
 *
 * Like the real backend it checks the Bearer token, refuses a second artifact of the same name
 * (409), assembles the blob from its blocks in the order of the block list, and refuses to
 * finalize when `size` or `hash` differ from what it received. Finalized artifacts land in
 * `artifacts`, unzipped. Every answer to a Twirp path is JSON (the client retries a non-JSON
 * answer), and no answer uses a status the client retries unless a test asks for one with
 * `failNext`. Listing and downloading (ListArtifacts, GetSignedArtifactURL) are not faked.
 *
 * scripts/demo.ts runs this file directly under Node's type stripping: keep it free of relative
 * imports (Node would not map `./x.js` to `./x.ts`) and of TypeScript-only syntax such as
 * parameter properties and enums. That is why `readZip` lives here; `./zip.ts` re-exports it.
 */

export interface FakeArtifact {
  id: number
  name: string
  /** The entries of the uploaded zip by name; with `skipArchive`, the one raw file under the artifact's name. */
  files: Map<string, Buffer>
  /** Bytes received, as checked against FinalizeArtifact's `size`. */
  size: number
  /** `sha256:<hex>` of the bytes received, as checked against FinalizeArtifact's `hash`. */
  hash: string
  /** The blob as uploaded (the zip itself). */
  blob: Buffer
  /** CreateArtifact's `mime_type`: `application/zip`, or the file's type with `skipArchive`. */
  mimeType: string | undefined
  /** CreateArtifact's `expires_at` (RFC 3339), set when the upload asked for `retentionDays`. */
  expiresAt: string | undefined
}

export interface RecordedRequest {
  method: string
  /** Path and query as received. */
  path: string
  headers: IncomingHttpHeaders
  /** The parsed body of a Twirp call. */
  json?: unknown
}

/** What `failNext` can fail: a Twirp method, or any PUT to blob storage (a block or the block list). */
export type Failable = 'CreateArtifact' | 'FinalizeArtifact' | 'blob'

export interface ArtifactBackend {
  /** `http://127.0.0.1:PORT/` */
  url: string
  /** ACTIONS_RESULTS_URL, ACTIONS_RUNTIME_TOKEN, GITHUB_SERVER_URL and NO_PROXY/no_proxy, for the client's process. */
  env: Record<string, string>
  /** Finalized artifacts, in order. */
  artifacts: FakeArtifact[]
  /** Every request, in order of arrival, including refused ones. */
  requests: RecordedRequest[]
  /**
   * Answers the next `times` (default 1) requests of that kind with `status` instead of serving
   * them. The client retries 429 and 5xx with waits of 3 s and more (Twirp), or 4 s and more after
   * one immediate retry (blob), so use a 4xx such as 400 or 403 for a fast failure.
   */
  failNext(what: Failable, status: number, times?: number): void
  /** From now on, accepts every request and never answers it (a backend that hangs). */
  hang(): void
  close(): Promise<void>
}

const TWIRP = '/twirp/github.actions.results.api.v1.ArtifactService/'
const BLOB = '/fakeaccount/actions-results/'

/** Twirp's error codes by the HTTP status they travel with. */
const TWIRP_CODES: Record<number, string> = {
  400: 'invalid_argument',
  401: 'unauthenticated',
  403: 'permission_denied',
  404: 'not_found',
  409: 'already_exists',
  412: 'failed_precondition',
  429: 'resource_exhausted',
  500: 'internal',
  501: 'unimplemented',
  503: 'unavailable',
  504: 'deadline_exceeded'
}

interface Upload {
  id: number
  name: string
  mimeType: string | undefined
  expiresAt: string | undefined
  /** The signed URL's path, and its signature. */
  path: string
  sig: string
  uncommitted: Map<string, Buffer>
  committed: Map<string, Buffer>
  blob?: Buffer
}

/** An answer other than success: its status, and the Twirp or Azure error code it carries. */
export class HttpError extends Error {
  readonly status: number
  readonly code: string
  constructor(status: number, code: string, message: string) {
    super(message)
    this.status = status
    this.code = code
  }
}

export async function startArtifactBackend(): Promise<ArtifactBackend> {
  const run = randomUUID()
  const job = randomUUID()
  const token = unsignedJwt({
    scp: `Actions.GenericRead:${run} Actions.UploadArtifacts:${run}:${job} Actions.Results:${run}:${job}`
  })
  const artifacts: FakeArtifact[] = []
  const requests: RecordedRequest[] = []
  /** Created and not yet finalized, by name. */
  const pending = new Map<string, Upload>()
  const failures = new Map<Failable, number[]>()
  let nextId = 1001
  let origin = ''

  const scriptedFailure = (what: Failable): number | undefined => failures.get(what)?.shift()

  const createArtifact = (body: Record<string, unknown>): unknown => {
    const name = requireString(body, 'name')
    if (artifacts.some((a) => a.name === name)) {
      throw new HttpError(409, 'already_exists', `an artifact with the name ${name} already exists on this workflow run`)
    }
    // A name created but never finalized (a failed upload) may be created again; it starts over.
    const id = nextId++
    const sig = randomBytes(16).toString('hex')
    const upload: Upload = {
      id,
      name,
      mimeType: optionalString(body, 'mime_type'),
      expiresAt: optionalString(body, 'expires_at'),
      path: `${BLOB}${run}/workflow-job-run-${job}/artifacts/${id}.zip`,
      sig,
      uncommitted: new Map(),
      committed: new Map()
    }
    pending.set(name, upload)
    const query = new URLSearchParams({ sv: '2025-01-05', se: new Date(Date.now() + 3_600_000).toISOString(), sr: 'b', sp: 'rcw', sig })
    return { ok: true, signed_upload_url: `${origin}${upload.path}?${query}` }
  }

  const finalizeArtifact = (body: Record<string, unknown>): unknown => {
    const name = requireString(body, 'name')
    const upload = pending.get(name)
    if (!upload) throw new HttpError(404, 'not_found', `no artifact named ${name} is being uploaded`)
    if (!upload.blob) throw new HttpError(412, 'failed_precondition', `nothing was committed to the blob of ${name}`)
    const size = upload.blob.length
    const hash = `sha256:${createHash('sha256').update(upload.blob).digest('hex')}`
    if (body.size !== String(size)) {
      throw new HttpError(400, 'invalid_argument', `size ${String(body.size)} differs from the ${size} bytes uploaded`)
    }
    if (body.hash !== hash) {
      throw new HttpError(400, 'invalid_argument', `hash ${String(body.hash)} differs from the upload's ${hash}`)
    }
    const files = upload.mimeType === undefined || upload.mimeType === 'application/zip' ? readZip(upload.blob) : new Map([[name, upload.blob]])
    pending.delete(name)
    artifacts.push({ id: upload.id, name, files, size, hash, blob: upload.blob, mimeType: upload.mimeType, expiresAt: upload.expiresAt })
    return { ok: true, artifact_id: String(upload.id) }
  }

  const twirp = (req: IncomingMessage, record: RecordedRequest, raw: Buffer): unknown => {
    const method = new URL(req.url ?? '/', origin).pathname.slice(TWIRP.length)
    const handler = method === 'CreateArtifact' ? createArtifact : method === 'FinalizeArtifact' ? finalizeArtifact : undefined
    if (!handler || req.method !== 'POST') throw new HttpError(404, 'bad_route', `no handler for ${req.method} ${TWIRP}${method}`)
    if (!/^application\/json\b/.test(req.headers['content-type'] ?? '')) {
      throw new HttpError(404, 'bad_route', `unexpected Content-Type: ${req.headers['content-type'] ?? '(none)'}`)
    }
    let body: unknown
    try {
      body = JSON.parse(raw.toString('utf8'))
    } catch {
      throw new HttpError(400, 'malformed', 'the request body is not JSON')
    }
    record.json = body
    if (req.headers.authorization !== `Bearer ${token}`) throw new HttpError(401, 'unauthenticated', 'missing or wrong bearer token')
    const status = scriptedFailure(method as Failable)
    if (status !== undefined) throw new HttpError(status, TWIRP_CODES[status] ?? 'unknown', `${method} failed as the test asked`)
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpError(400, 'malformed', 'the request body is not an object')
    const fields = body as Record<string, unknown>
    if (fields.workflow_run_backend_id !== run || fields.workflow_job_run_backend_id !== job) {
      throw new HttpError(400, 'invalid_argument', 'workflow_run_backend_id and workflow_job_run_backend_id do not match the token')
    }
    return handler(fields)
  }

  /** Azure's Put Block, Put Block List, and (not used by the client, but cheap) single-shot Put Blob. */
  const blob = (req: IncomingMessage, raw: Buffer): void => {
    const url = new URL(req.url ?? '/', origin)
    const upload = [...pending.values()].find((u) => u.path === url.pathname)
    if (!upload || url.searchParams.get('sig') !== upload.sig) {
      throw new HttpError(403, 'AuthenticationFailed', 'the signed URL is unknown, finalized, or wrongly signed')
    }
    if (req.method !== 'PUT') throw new HttpError(405, 'UnsupportedHttpVerb', `${req.method} is not supported here`)
    const status = scriptedFailure('blob')
    if (status !== undefined) throw new HttpError(status, 'ScriptedFailure', 'the blob upload failed as the test asked')
    if (req.headers['x-ms-structured-body']) {
      throw new HttpError(400, 'UnsupportedHeader', 'structured message bodies (CRC64) are not faked')
    }
    const comp = url.searchParams.get('comp')
    if (comp === 'block') {
      const blockId = url.searchParams.get('blockid') ?? ''
      const decoded = Buffer.from(blockId, 'base64')
      if (!blockId || decoded.toString('base64') !== blockId || decoded.length > 64) {
        throw new HttpError(400, 'InvalidQueryParameterValue', `bad blockid ${JSON.stringify(blockId)}`)
      }
      upload.uncommitted.set(blockId, raw)
    } else if (comp === 'blocklist') {
      const listed = [...raw.toString('utf8').matchAll(/<(Latest|Committed|Uncommitted)>([^<]*)<\/\1>/g)]
      const blocks = listed.map(([, kind, id]) => {
        const block =
          kind === 'Committed'
            ? upload.committed.get(id)
            : kind === 'Uncommitted'
              ? upload.uncommitted.get(id)
              : (upload.uncommitted.get(id) ?? upload.committed.get(id))
        if (!block) throw new HttpError(400, 'InvalidBlockList', `block ${id} (${kind}) was never uploaded`)
        return [id, block] as const
      })
      upload.committed = new Map(blocks)
      upload.uncommitted.clear()
      upload.blob = Buffer.concat(blocks.map(([, block]) => block))
    } else if (comp === null && req.headers['x-ms-blob-type'] === 'BlockBlob') {
      upload.committed.clear()
      upload.uncommitted.clear()
      upload.blob = raw
    } else {
      throw new HttpError(400, 'InvalidQueryParameterValue', `unsupported blob operation comp=${comp ?? '(none)'}`)
    }
  }

  let hanging = false
  const handle = (req: IncomingMessage, res: ServerResponse, raw: Buffer): void => {
    const record: RecordedRequest = { method: req.method ?? '', path: req.url ?? '', headers: req.headers }
    requests.push(record)
    if (hanging) return
    const pathname = new URL(req.url ?? '/', origin).pathname
    const isBlob = pathname.startsWith(BLOB)
    try {
      if (isBlob) {
        blob(req, raw)
        res.writeHead(201, azureHeaders()).end()
      } else if (pathname.startsWith(TWIRP)) {
        sendJson(res, 200, twirp(req, record, raw))
      } else {
        throw new HttpError(404, 'bad_route', `no route for ${req.method} ${pathname}`)
      }
    } catch (error) {
      // A bug in the fake answers 400 (not 500, which the client retries for half a minute).
      const failure = error instanceof HttpError ? error : new HttpError(400, 'internal', `the fake artifact backend threw: ${String(error)}`)
      if (!(error instanceof HttpError)) console.error(error)
      if (isBlob) {
        const xml = `<?xml version="1.0" encoding="utf-8"?><Error><Code>${failure.code}</Code><Message>${failure.message}</Message></Error>`
        res.writeHead(failure.status, { ...azureHeaders(), 'content-type': 'application/xml', 'x-ms-error-code': failure.code }).end(xml)
      } else {
        sendJson(res, failure.status, { code: failure.code, msg: failure.message })
      }
    }
  }

  const server = await listenOnLoopback(handle)
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const noProxy = loopbackNoProxy()

  return {
    url: `${origin}/`,
    env: {
      ACTIONS_RESULTS_URL: `${origin}/`,
      ACTIONS_RUNTIME_TOKEN: token,
      GITHUB_SERVER_URL: 'https://github.com',
      NO_PROXY: noProxy,
      no_proxy: noProxy
    },
    artifacts,
    requests,
    failNext(what, status, times = 1) {
      const queue = failures.get(what) ?? []
      queue.push(...Array<number>(times).fill(status))
      failures.set(what, queue)
    },
    hang() {
      hanging = true
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      })
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}

function azureHeaders(): Record<string, string> {
  return { 'x-ms-request-id': randomUUID(), 'x-ms-version': '2026-04-06', date: new Date().toUTCString() }
}

function requireString(body: Record<string, unknown>, field: string): string {
  const value = body[field]
  if (typeof value !== 'string' || value === '') throw new HttpError(400, 'invalid_argument', `${field} is required`)
  return value
}

function optionalString(body: Record<string, unknown>, field: string): string | undefined {
  const value = body[field]
  return typeof value === 'string' ? value : undefined
}

/** NO_PROXY with loopback added, so that a proxy set around the tests never carries the clients' requests to a fake. */
export function loopbackNoProxy(): string {
  return [...new Set([...(process.env.NO_PROXY ?? process.env.no_proxy ?? '').split(','), '127.0.0.1', 'localhost'])]
    .map((entry) => entry.trim())
    .filter(Boolean)
    .join(',')
}

/** An RFC 7519 unsecured JWT (`alg: none`, empty signature): the clients only decode the payload. */
export function unsignedJwt(claims: Record<string, unknown>): string {
  const now = Math.floor(Date.now() / 1000)
  const part = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${part({ typ: 'JWT', alg: 'none' })}.${part({ ...claims, iss: 'https://token.actions.githubusercontent.com', iat: now, nbf: now, exp: now + 6 * 3600 })}.`
}

/**
 * A small zip reader for tests: every entry of `zip`, by its name, uncompressed.
 *
 * It reads the central directory, not the local headers: the artifact client's zip writer
 * (archiver) streams with data descriptors, so its local headers carry zero sizes and CRCs.
 * It knows the stored (0) and deflate (8) methods, checks each entry's size and CRC-32, and
 * throws on anything it cannot read (ZIP64, encryption, multi-disk, duplicate names). A folder
 * entry, if any, is kept under its name with an empty buffer.
 */
export function readZip(zip: Buffer): Map<string, Buffer> {
  const end = findEndOfCentralDirectory(zip)
  const count = zip.readUInt16LE(end + 10)
  const directorySize = zip.readUInt32LE(end + 12)
  let offset = zip.readUInt32LE(end + 16)
  if (zip.readUInt16LE(end + 4) !== 0 || zip.readUInt16LE(end + 8) !== count) throw new Error('zip: multi-disk archives are not supported')
  if (count === 0xffff || offset === 0xffffffff) throw new Error('zip: ZIP64 archives are not supported')
  if (offset + directorySize > end) throw new Error('zip: the central directory lies outside the file')

  const files = new Map<string, Buffer>()
  for (let i = 0; i < count; i++) {
    if (offset + 46 > end || zip.readUInt32LE(offset) !== 0x02014b50) throw new Error(`zip: bad central directory entry ${i}`)
    const flags = zip.readUInt16LE(offset + 8)
    const method = zip.readUInt16LE(offset + 10)
    const crc = zip.readUInt32LE(offset + 16)
    const compressedSize = zip.readUInt32LE(offset + 20)
    const size = zip.readUInt32LE(offset + 24)
    const nameLength = zip.readUInt16LE(offset + 28)
    const extraLength = zip.readUInt16LE(offset + 30)
    const commentLength = zip.readUInt16LE(offset + 32)
    const localOffset = zip.readUInt32LE(offset + 42)
    const name = zip.toString('utf8', offset + 46, offset + 46 + nameLength)
    offset += 46 + nameLength + extraLength + commentLength

    if (flags & 0x1) throw new Error(`zip: ${name} is encrypted`)
    if (compressedSize === 0xffffffff || size === 0xffffffff || localOffset === 0xffffffff) {
      throw new Error(`zip: ${name} needs ZIP64`)
    }
    if (zip.readUInt32LE(localOffset) !== 0x04034b50) throw new Error(`zip: bad local header for ${name}`)
    const dataStart = localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28)
    if (dataStart + compressedSize > zip.length) throw new Error(`zip: ${name} is truncated`)
    const data = zip.subarray(dataStart, dataStart + compressedSize)

    let content: Buffer
    if (method === 0) content = Buffer.from(data)
    else if (method === 8) content = inflateRawSync(data)
    else throw new Error(`zip: ${name} uses compression method ${method}`)
    if (content.length !== size) throw new Error(`zip: ${name} is ${content.length} bytes, the directory says ${size}`)
    if (crc32(content) !== crc) throw new Error(`zip: ${name} fails its CRC-32 check`)
    if (files.has(name)) throw new Error(`zip: ${name} appears twice`)
    files.set(name, content)
  }
  return files
}

/** The end-of-central-directory record is the last 22 bytes, or fewer if a comment (up to 64 KiB) follows it. */
function findEndOfCentralDirectory(zip: Buffer): number {
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) {
    if (zip.readUInt32LE(at) === 0x06054b50 && at + 22 + zip.readUInt16LE(at + 20) === zip.length) return at
  }
  throw new Error('zip: no end of central directory record (not a zip file?)')
}

/** A real HTTP server on 127.0.0.1, port 0, that hands each request to `handle` with its whole body. */
export async function listenOnLoopback(handle: (req: IncomingMessage, res: ServerResponse, body: Buffer) => void): Promise<Server> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => handle(req, res, Buffer.concat(chunks)))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  return server
}
