import { randomBytes } from 'node:crypto'
import { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { HttpError, listenOnLoopback, loopbackNoProxy, sendJson, unsignedJwt } from './artifact-backend.js'

/**
 * A fake of GitHub's Actions cache service (v2) as @actions/cache 6 talks to it, on one real HTTP
 * server on 127.0.0.1: the Twirp JSON calls GetCacheEntryDownloadURL, CreateCacheEntry and
 * FinalizeCacheEntryUpload, and the blobs behind the signed URLs they hand out (the Azure SDK's
 * single-shot Put Blob, `x-ms-blob-type: BlockBlob`, for an upload; a plain GET for a download,
 * which the client makes with its own HTTP client for any host but Azure's).
 *
 * It keeps entries per scope as GitHub does. Each run's token carries an `ac` claim listing scopes
 * in order with a permission (1 read, 2 write): a restore searches the readable scopes in order
 * (in each, the key itself, else the newest entry whose key starts with it, else the same per
 * restore key; the version must match), a save goes to the first writable scope, and a key exists
 * once per scope (409 after). So a pull request reads its base branch's entries and writes only
 * its own, and two branches never see each other's.
 *
 * Knobs: `fail` (answer a kind of request with an HTTP error), `hang` (accept every later request
 * and never answer), `garbage` (downloads serve bytes that are no archive); `requests` counts.
 */

export interface CacheEntry {
  id: number
  scope: string
  key: string
  version: string
  /** The archive as uploaded (tar, compressed with zstd or gzip). */
  blob?: Buffer
  finalized: boolean
  /** When it was created, for "the newest". */
  createdAt: number
}

export interface CacheRequest {
  method: string
  /** Path and query as received. */
  path: string
  headers: IncomingHttpHeaders
  /** The parsed body of a Twirp call. */
  json?: Record<string, unknown>
}

export type CacheMethod = 'GetCacheEntryDownloadURL' | 'CreateCacheEntry' | 'FinalizeCacheEntryUpload'
/** What `fail` can fail: a Twirp method, a blob's download (GET) or upload (PUT). */
export type CacheFailable = CacheMethod | 'download' | 'upload'

/** A scope of the token's `ac` claim: a ref, and a bit set of 1 (read) and 2 (write). */
export interface Scope {
  Scope: string
  Permission: number
}

export interface CacheService {
  /** `http://127.0.0.1:PORT/` */
  url: string
  /** The runner's variables for a run whose token holds these scopes, in order: ACTIONS_RESULTS_URL, ACTIONS_RUNTIME_TOKEN, ACTIONS_CACHE_SERVICE_V2, GITHUB_SERVER_URL, NO_PROXY/no_proxy. */
  env(scopes: Scope[]): Record<string, string>
  /** Every entry created, finalized or not, in order. */
  entries: CacheEntry[]
  /** Every request, in order of arrival, refused ones included. */
  requests: CacheRequest[]
  /** Answers the next `times` (default: every) requests of that kind with `status` (default 500). */
  fail(what: CacheFailable, status?: number, times?: number): void
  /** From now on, accepts every request and never answers it. */
  hang(): void
  /** From now on, a download serves random bytes, not an archive. */
  garbage(): void
  close(): Promise<void>
}

const TWIRP = '/twirp/github.actions.results.api.v1.CacheService/'
const BLOB = '/fakeaccount/actions-cache/'

/** The scopes of a run on `ref` (push, schedule, manual): its own ref, then the default branch's, read only. */
export function branchScopes(ref: string, defaultBranch = 'refs/heads/main'): Scope[] {
  return ref === defaultBranch ? [{ Scope: ref, Permission: 3 }] : [{ Scope: ref, Permission: 3 }, { Scope: defaultBranch, Permission: 1 }]
}

/** The scopes of a pull request's run: its merge ref, then its base branch's, read only. */
export function pullRequestScopes(pullNumber: number, baseRef: string): Scope[] {
  return [
    { Scope: `refs/pull/${pullNumber}/merge`, Permission: 3 },
    { Scope: baseRef, Permission: 1 }
  ]
}

export async function startCacheService(): Promise<CacheService> {
  const entries: CacheEntry[] = []
  const requests: CacheRequest[] = []
  const failures = new Map<CacheFailable, number[]>()
  const sigs = new Map<number, string>()
  let hanging = false
  let garbage = false
  let origin = ''

  const scopesOf = (req: IncomingMessage): Scope[] => {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1]
    const payload = token?.split('.')[1]
    try {
      const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as { ac?: unknown }
      const scopes = JSON.parse(String(claims.ac)) as Scope[]
      if (Array.isArray(scopes)) return scopes
    } catch {
      // refused below
    }
    throw new HttpError(401, 'unauthenticated', 'missing or unreadable bearer token')
  }
  const signed = (entry: CacheEntry): string => {
    const sig = randomBytes(16).toString('hex')
    sigs.set(entry.id, sig)
    return `${origin}${BLOB}${entry.id}?${new URLSearchParams({ sv: '2025-01-05', se: new Date(Date.now() + 600_000).toISOString(), sr: 'b', sp: 'rcw', sig })}`
  }
  const newest = (found: CacheEntry[]): CacheEntry | undefined => found.sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)[0]

  const methods: Record<CacheMethod, (body: Record<string, unknown>, scopes: Scope[]) => unknown> = {
    GetCacheEntryDownloadURL(body, scopes) {
      const key = text(body, 'key')
      const version = text(body, 'version')
      const restoreKeys = Array.isArray(body.restore_keys) ? body.restore_keys.map(String) : []
      for (const { Scope: scope } of scopes.filter((s) => s.Permission & 1)) {
        const usable = entries.filter((e) => e.scope === scope && e.version === version && e.finalized)
        const hit = usable.find((e) => e.key === key) ?? [key, ...restoreKeys].map((prefix) => newest(usable.filter((e) => e.key.startsWith(prefix)))).find(Boolean)
        if (hit) return { ok: true, signed_download_url: signed(hit), matched_key: hit.key }
      }
      return { ok: false }
    },
    CreateCacheEntry(body, scopes) {
      const key = text(body, 'key')
      const version = text(body, 'version')
      const scope = scopes.find((s) => s.Permission & 2)?.Scope
      if (!scope) return { ok: false, message: 'no writable cache scope for this token' }
      if (entries.some((e) => e.scope === scope && e.key === key)) throw new HttpError(409, 'already_exists', `cache entry ${key} already exists`)
      const entry: CacheEntry = { id: entries.length + 1, scope, key, version, finalized: false, createdAt: Date.now() }
      entries.push(entry)
      return { ok: true, signed_upload_url: signed(entry) }
    },
    FinalizeCacheEntryUpload(body, scopes) {
      const key = text(body, 'key')
      const version = text(body, 'version')
      const scope = scopes.find((s) => s.Permission & 2)?.Scope
      const entry = entries.find((e) => e.scope === scope && e.key === key && e.version === version && !e.finalized)
      if (!entry?.blob) throw new HttpError(404, 'not_found', `no upload of ${key} to finalize`)
      if (body.size_bytes !== String(entry.blob.length)) throw new HttpError(400, 'invalid_argument', `size_bytes ${String(body.size_bytes)} differs from the ${entry.blob.length} bytes uploaded`)
      entry.finalized = true
      return { ok: true, entry_id: String(entry.id) }
    }
  }

  const handle = (req: IncomingMessage, res: ServerResponse, raw: Buffer): void => {
    const record: CacheRequest = { method: req.method ?? '', path: req.url ?? '', headers: req.headers }
    requests.push(record)
    if (hanging) return
    const url = new URL(req.url ?? '/', origin)
    const isBlob = url.pathname.startsWith(BLOB)
    try {
      if (isBlob) {
        const entry = entries.find((e) => `${BLOB}${e.id}` === url.pathname)
        if (!entry || url.searchParams.get('sig') !== sigs.get(entry.id)) throw new HttpError(403, 'AuthenticationFailed', 'the signed URL is unknown or wrongly signed')
        const what = req.method === 'GET' ? 'download' : 'upload'
        const status = failures.get(what)?.shift()
        if (status !== undefined) throw new HttpError(status, 'ScriptedFailure', `the ${what} failed as the test asked`)
        if (req.method === 'GET') {
          if (!entry.finalized || !entry.blob) throw new HttpError(404, 'BlobNotFound', 'the blob does not exist')
          const body = garbage ? randomBytes(entry.blob.length) : entry.blob
          res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': body.length }).end(body)
        } else if (req.method === 'PUT' && req.headers['x-ms-blob-type'] === 'BlockBlob' && !url.searchParams.has('comp')) {
          if (entry.finalized) throw new HttpError(409, 'BlobImmutable', 'the entry is finalized')
          entry.blob = raw
          res.writeHead(201, { 'x-ms-request-id': randomBytes(8).toString('hex'), 'x-ms-version': '2026-04-06', date: new Date().toUTCString() }).end()
        } else {
          throw new HttpError(400, 'UnsupportedOperation', `${req.method} ${url.search} is not faked`)
        }
        return
      }
      const method = url.pathname.slice(TWIRP.length) as CacheMethod
      if (!url.pathname.startsWith(TWIRP) || !Object.hasOwn(methods, method) || req.method !== 'POST') throw new HttpError(404, 'bad_route', `no handler for ${req.method} ${url.pathname}`)
      const body = JSON.parse(raw.toString('utf8')) as Record<string, unknown>
      record.json = body
      const scopes = scopesOf(req)
      const status = failures.get(method)?.shift()
      if (status !== undefined) throw new HttpError(status, status >= 500 ? 'internal' : 'failed_precondition', `${method} failed as the test asked`)
      sendJson(res, 200, methods[method](body, scopes))
    } catch (error) {
      const failure = error instanceof HttpError ? error : new HttpError(400, 'malformed', String(error))
      if (isBlob) res.writeHead(failure.status, { 'content-type': 'application/xml', 'x-ms-error-code': failure.code }).end(`<?xml version="1.0" encoding="utf-8"?><Error><Code>${failure.code}</Code></Error>`)
      else sendJson(res, failure.status, { code: failure.code, msg: failure.message })
    }
  }

  const server = await listenOnLoopback(handle)
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const noProxy = loopbackNoProxy()

  return {
    url: `${origin}/`,
    env: (scopes) => ({
      ACTIONS_RESULTS_URL: `${origin}/`,
      ACTIONS_RUNTIME_TOKEN: unsignedJwt({ ac: JSON.stringify(scopes) }),
      ACTIONS_CACHE_SERVICE_V2: 'True',
      GITHUB_SERVER_URL: 'https://github.com',
      NO_PROXY: noProxy,
      no_proxy: noProxy
    }),
    entries,
    requests,
    fail(what, status = 500, times = Infinity) {
      failures.set(what, Array<number>(Math.min(times, 1000)).fill(status))
    },
    hang() {
      hanging = true
    },
    garbage() {
      garbage = true
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      })
  }
}

function text(body: Record<string, unknown>, field: string): string {
  const value = body[field]
  if (typeof value !== 'string' || value === '') throw new HttpError(400, 'invalid_argument', `${field} is required`)
  return value
}
