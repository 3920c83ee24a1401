import { createHash } from 'node:crypto'
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { inflateRawSync } from 'node:zlib'

/**
 * A fake of GitHub's artifact backend, as @actions/artifact 6 talks to it: the Twirp JSON
 * calls CreateArtifact and FinalizeArtifact, and the Azure block-blob upload of the zip, on one
 * real HTTP server on 127.0.0.1. The client finds it through `env` (ACTIONS_RESULTS_URL and an
 * unsigned ACTIONS_RUNTIME_TOKEN). Finalized uploads are unzipped into `artifacts`.
 */

export interface FakeArtifact {
  id: number
  name: string
  files: Map<string, Buffer>
}

export type Failable = 'CreateArtifact' | 'FinalizeArtifact' | 'blob'

export interface ArtifactBackend {
  env: Record<string, string>
  artifacts: FakeArtifact[]
  /** Answers the next call of that kind with this HTTP status (use a 4xx the client does not retry). */
  failNext(what: Failable, status: number): void
  close(): Promise<void>
}

const TWIRP = '/twirp/github.actions.results.api.v1.ArtifactService/'
const RUN = 'run-0b6c'
const JOB = 'job-5e21'

export async function startArtifactBackend(): Promise<ArtifactBackend> {
  const token = unsignedJwt({ scp: `Actions.GenericRead:${RUN} Actions.Results:${RUN}:${JOB}` })
  const pending = new Map<string, { id: number; blocks: Map<string, Buffer>; blob?: Buffer }>()
  const artifacts: FakeArtifact[] = []
  const failures = new Map<Failable, number>()
  let nextId = 1001
  let origin = ''

  const twirp = (method: string, body: Record<string, unknown>): [number, unknown] => {
    if (body.workflow_run_backend_id !== RUN || body.workflow_job_run_backend_id !== JOB) {
      return [400, { code: 'invalid_argument', msg: 'unknown run or job' }]
    }
    const name = String(body.name)
    if (method === 'CreateArtifact') {
      if (pending.has(name) || artifacts.some((a) => a.name === name)) {
        return [409, { code: 'already_exists', msg: `an artifact named ${name} exists` }]
      }
      const id = nextId++
      pending.set(name, { id, blocks: new Map() })
      return [200, { ok: true, signed_upload_url: `${origin}/blob/${id}.zip?sig=fake-signature` }]
    }
    if (method === 'FinalizeArtifact') {
      const upload = pending.get(name)
      if (!upload?.blob) return [404, { code: 'not_found', msg: 'nothing was uploaded' }]
      const hash = `sha256:${createHash('sha256').update(upload.blob).digest('hex')}`
      if (body.size !== String(upload.blob.length) || body.hash !== hash) {
        return [400, { code: 'invalid_argument', msg: 'size or hash differs from the upload' }]
      }
      pending.delete(name)
      artifacts.push({ id: upload.id, name, files: readZip(upload.blob) })
      return [200, { ok: true, artifact_id: String(upload.id) }]
    }
    return [404, { code: 'bad_route', msg: `no method ${method}` }]
  }

  const blob = (url: URL, body: Buffer): number => {
    const upload = [...pending.values()].find((u) => url.pathname === `/blob/${u.id}.zip`)
    if (!upload || url.searchParams.get('sig') !== 'fake-signature') return 403
    const comp = url.searchParams.get('comp')
    if (comp === 'block') {
      upload.blocks.set(url.searchParams.get('blockid') ?? '', body)
      return 201
    }
    if (comp === 'blocklist') {
      const ids = [...body.toString().matchAll(/<Latest>([^<]+)<\/Latest>/g)].map((m) => m[1])
      upload.blob = Buffer.concat(ids.map((id) => upload.blocks.get(id) ?? Buffer.alloc(0)))
      return 201
    }
    upload.blob = body // a single-shot PUT
    return 201
  }

  const handle = (req: IncomingMessage, res: ServerResponse, body: Buffer): void => {
    const url = new URL(req.url ?? '/', origin)
    const failWith = (what: Failable): number | undefined => {
      const status = failures.get(what)
      failures.delete(what)
      return status
    }
    if (url.pathname.startsWith(TWIRP)) {
      const method = url.pathname.slice(TWIRP.length)
      const forced = failWith(method as Failable)
      const [status, json] =
        req.headers.authorization !== `Bearer ${token}`
          ? [401, { code: 'unauthenticated', msg: 'bad token' }]
          : forced
            ? [forced, { code: 'internal', msg: 'failure scripted by the test' }]
            : twirp(method, JSON.parse(body.toString() || '{}'))
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json))
      return
    }
    if (req.method === 'PUT' && url.pathname.startsWith('/blob/')) {
      res.writeHead(failWith('blob') ?? blob(url, body)).end()
      return
    }
    res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 'bad_route', msg: url.pathname }))
  }

  const sockets = new Set<Socket>()
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => handle(req, res, Buffer.concat(chunks)))
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const noProxy = [process.env.NO_PROXY, '127.0.0.1', 'localhost'].filter(Boolean).join(',')

  return {
    env: {
      ACTIONS_RESULTS_URL: `${origin}/`,
      ACTIONS_RUNTIME_TOKEN: token,
      GITHUB_SERVER_URL: 'https://github.com',
      NO_PROXY: noProxy,
      no_proxy: noProxy
    },
    artifacts,
    failNext: (what, status) => failures.set(what, status),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      })
  }
}

/** An RFC 7519 unsecured JWT: the client only decodes the payload and never checks a signature. */
function unsignedJwt(claims: Record<string, unknown>): string {
  const now = Math.floor(Date.now() / 1000)
  const part = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${part({ typ: 'JWT', alg: 'none' })}.${part({ ...claims, iat: now, nbf: now, exp: now + 3600 })}.`
}

/**
 * Reads a zip file's entries through its central directory. The artifact client's zip writer
 * uses data descriptors, so the local headers carry zero sizes and cannot be trusted.
 */
export function readZip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  if (end < 0) throw new Error('not a zip file: no end of central directory')
  const count = zip.readUInt16LE(end + 10)
  let offset = zip.readUInt32LE(end + 16)
  const files = new Map<string, Buffer>()
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(offset) !== 0x02014b50) throw new Error('bad central directory entry')
    const method = zip.readUInt16LE(offset + 10)
    const compressedSize = zip.readUInt32LE(offset + 20)
    const nameLength = zip.readUInt16LE(offset + 28)
    const extraLength = zip.readUInt16LE(offset + 30)
    const commentLength = zip.readUInt16LE(offset + 32)
    const localOffset = zip.readUInt32LE(offset + 42)
    const name = zip.toString('utf8', offset + 46, offset + 46 + nameLength)
    const dataStart = localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28)
    const data = zip.subarray(dataStart, dataStart + compressedSize)
    files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data))
    offset += 46 + nameLength + extraLength + commentLength
  }
  return files
}
