import { spawn } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { deflateRawSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { tempDir } from '../helpers/temp.js'
import { type ArtifactBackend, readZip, startArtifactBackend } from './artifact-backend.js'

// The fake is proved against the real @actions/artifact client, run in a child process: the client
// reads its environment when it is called, and an asynchronous spawn keeps this process serving.

const root = path.resolve(import.meta.dirname, '../..')
const TWIRP = 'twirp/github.actions.results.api.v1.ArtifactService/'

/** Uploads `files` (relative to `rootDirectory`) with DefaultArtifactClient; prints `RESULT {…}` or `ERROR …`. */
const uploadScript = `
import { DefaultArtifactClient } from '@actions/artifact'
const [name, rootDirectory, options, ...files] = process.argv.slice(1)
try {
  const result = await new DefaultArtifactClient().uploadArtifact(
    name, files.map((file) => rootDirectory + '/' + file), rootDirectory, JSON.parse(options))
  console.log('RESULT ' + JSON.stringify(result))
} catch (error) {
  console.log('ERROR ' + error.message)
  process.exitCode = 1
}`

interface Upload {
  code: number | null
  stdout: string
  stderr: string
  ms: number
  result?: { id: number; size: number; digest: string }
  error?: string
}

function upload(name: string, dir: string, files: string[], options: object = {}): Promise<Upload> {
  const started = Date.now()
  // This Node, by its path: on Windows, node_modules/.bin holds only shims (node.cmd, a shell script), which spawn cannot start.
  const child = spawn(process.execPath, ['--input-type=module', '-e', uploadScript, '--', name, dir, JSON.stringify(options), ...files], {
    cwd: root,
    env: { PATH: process.env.PATH, ...backend.env },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk))
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (code) => {
      const result = /^RESULT (.*)$/m.exec(stdout)?.[1]
      const error = /^ERROR (.*)$/m.exec(stdout)?.[1]
      resolve({ code, stdout, stderr, ms: Date.now() - started, result: result ? JSON.parse(result) : undefined, error })
    })
  })
}

const reportJson = Buffer.from(JSON.stringify({ outcome: 'PASS', steps: [1, 2, 3], note: 'naïve ✓' }, null, 2))
const goalJson = Buffer.from(JSON.stringify({ id: 'goal-7', name: 'checkout' }))

async function twoFiles(): Promise<string> {
  const dir = await tempDir('vqa-artifact-')
  await writeFile(path.join(dir, 'execution_report.json'), reportJson)
  await writeFile(path.join(dir, 'goal.json'), goalJson)
  return dir
}

let backend: ArtifactBackend
beforeEach(async () => {
  backend = await startArtifactBackend()
})
afterEach(async () => {
  await backend.close()
})

describe('the fake artifact backend, with the real @actions/artifact client', () => {
  it('takes an upload of two files and keeps the unzipped artifact', async () => {
    const dir = await twoFiles()
    const run = await upload('demo-artifact', dir, ['execution_report.json', 'goal.json'])
    expect(run.error, run.stdout + run.stderr).toBeUndefined()
    expect(run.code).toBe(0)

    expect(backend.artifacts).toHaveLength(1)
    const [artifact] = backend.artifacts
    expect(run.result?.id).toBe(artifact.id)
    expect(run.stdout).toContain(`Artifact demo-artifact successfully finalized. Artifact ID ${artifact.id}`)
    expect(artifact.name).toBe('demo-artifact')
    expect([...artifact.files.keys()].sort()).toEqual(['execution_report.json', 'goal.json'])
    expect(artifact.files.get('execution_report.json')!.equals(reportJson)).toBe(true)
    expect(artifact.files.get('goal.json')!.equals(goalJson)).toBe(true)
    expect(artifact.mimeType).toBe('application/zip')

    // The fake refuses to finalize unless these match what it received; the client agrees.
    expect(artifact.size).toBe(artifact.blob.length)
    expect(artifact.hash).toBe(`sha256:${createHash('sha256').update(artifact.blob).digest('hex')}`)
    expect(run.result?.size).toBe(artifact.size)
    expect(`sha256:${run.result?.digest}`).toBe(artifact.hash)

    const calls = backend.requests.map((r) => `${r.method} ${new URL(r.path, backend.url).searchParams.get('comp') ?? r.path}`)
    expect(calls).toEqual([`POST /${TWIRP}CreateArtifact`, 'PUT block', 'PUT blocklist', `POST /${TWIRP}FinalizeArtifact`])
    const [create, , , finalize] = backend.requests
    expect(create.headers.authorization).toBe(`Bearer ${backend.env.ACTIONS_RUNTIME_TOKEN}`)
    expect(create.json).toMatchObject({ name: 'demo-artifact', version: 7, mime_type: 'application/zip' })
    expect(finalize.json).toMatchObject({ name: 'demo-artifact', size: String(artifact.size), hash: artifact.hash })
  })

  it('stores entries uncompressed with compressionLevel 0, and keeps subfolders in entry names', async () => {
    const dir = await twoFiles()
    await mkdir(path.join(dir, 'logs'))
    await writeFile(path.join(dir, 'logs', 'run.txt'), 'line 1\nline 2\n')
    const run = await upload('stored', dir, ['goal.json', 'logs/run.txt'], { compressionLevel: 0 })
    expect(run.error, run.stdout + run.stderr).toBeUndefined()
    const [artifact] = backend.artifacts
    expect([...artifact.files.keys()].sort()).toEqual(['goal.json', 'logs/run.txt'])
    expect(artifact.files.get('logs/run.txt')!.toString()).toBe('line 1\nline 2\n')
    expect(artifact.blob.includes(goalJson)).toBe(true) // stored, not deflated
  })

  it('assembles a zip of more than 16 MiB from its three 8 MiB blocks', async () => {
    const dir = await tempDir('vqa-artifact-')
    const big = randomBytes(17 * 1024 * 1024)
    await writeFile(path.join(dir, 'big.bin'), big)
    const run = await upload('big', dir, ['big.bin'], { compressionLevel: 0 })
    expect(run.error, run.stdout + run.stderr).toBeUndefined()
    expect(backend.requests.filter((r) => r.path.includes('comp=block&')).length).toBe(3)
    expect(backend.artifacts[0].files.get('big.bin')!.equals(big)).toBe(true)
  })

  it('refuses a second artifact of the same name with 409, at once', async () => {
    const dir = await twoFiles()
    expect((await upload('demo-artifact', dir, ['goal.json'])).code).toBe(0)
    const second = await upload('demo-artifact', dir, ['goal.json'])
    expect(second.code).toBe(1)
    expect(second.error).toMatch(/CreateArtifact.*non-retryable.*409/)
    expect(second.ms).toBeLessThan(10_000)
    expect(backend.artifacts).toHaveLength(1)
  })

  it('fails CreateArtifact when told to, and the upload rejects at once', async () => {
    const dir = await twoFiles()
    backend.failNext('CreateArtifact', 403)
    const run = await upload('demo-artifact', dir, ['goal.json'])
    expect(run.code).toBe(1)
    expect(run.error).toMatch(/Failed to CreateArtifact: Received non-retryable error: Failed request: \(403\)/)
    expect(run.ms).toBeLessThan(10_000)
    expect(backend.artifacts).toEqual([])
    expect(backend.requests.map((r) => r.path)).toEqual([`/${TWIRP}CreateArtifact`])
  })

  it('fails the blob upload when told to; the name can then be uploaded again', async () => {
    const dir = await twoFiles()
    backend.failNext('blob', 403)
    const failed = await upload('demo-artifact', dir, ['goal.json'])
    expect(failed.code).toBe(1)
    expect(failed.ms).toBeLessThan(10_000)
    expect(backend.requests.some((r) => r.path.endsWith('FinalizeArtifact'))).toBe(false)

    const retried = await upload('demo-artifact', dir, ['goal.json'])
    expect(retried.error, retried.stdout + retried.stderr).toBeUndefined()
    expect(backend.artifacts.map((a) => a.name)).toEqual(['demo-artifact'])
  })

  it('fails FinalizeArtifact as many times as told', async () => {
    const dir = await twoFiles()
    backend.failNext('FinalizeArtifact', 400, 2)
    expect((await upload('a', dir, ['goal.json'])).error).toMatch(/Failed to FinalizeArtifact: .*\(400\)/)
    expect((await upload('b', dir, ['goal.json'])).error).toMatch(/Failed to FinalizeArtifact: .*\(400\)/)
    expect((await upload('c', dir, ['goal.json'])).code).toBe(0)
    expect(backend.artifacts.map((a) => a.name)).toEqual(['c'])
  })
})

describe('the fake artifact backend, spoken to directly', () => {
  const post = async (method: string, body: unknown, token = backend.env.ACTIONS_RUNTIME_TOKEN) => {
    const response = await fetch(new URL(TWIRP + method, backend.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body)
    })
    return { status: response.status, type: response.headers.get('content-type'), json: (await response.json()) as Record<string, unknown> }
  }
  const ids = () => {
    const payload = JSON.parse(Buffer.from(backend.env.ACTIONS_RUNTIME_TOKEN.split('.')[1], 'base64url').toString())
    const [, run, job] = (payload.scp as string).split(' ').find((s) => s.startsWith('Actions.Results:'))!.split(':')
    return { workflow_run_backend_id: run, workflow_job_run_backend_id: job }
  }
  const put = (url: string, body: Buffer | string) => fetch(url, { method: 'PUT', body })

  it('answers JSON errors: wrong token 401, unknown method 404 bad_route, other paths 404', async () => {
    expect(await post('CreateArtifact', { ...ids(), name: 'x' }, 'forged')).toMatchObject({
      status: 401,
      json: { code: 'unauthenticated' }
    })
    expect(await post('ListArtifacts', ids())).toMatchObject({ status: 404, type: 'application/json', json: { code: 'bad_route' } })
    const other = await fetch(new URL('nowhere', backend.url))
    expect([other.status, other.headers.get('content-type'), await other.json()]).toMatchObject([404, 'application/json', { code: 'bad_route' }])
  })

  it('assembles blocks in block-list order, and refuses to finalize on a wrong size or hash', async () => {
    const created = await post('CreateArtifact', { ...ids(), name: 'raw', version: 7, mime_type: 'application/zip' })
    expect(created).toMatchObject({ status: 200, json: { ok: true } })
    const signed = String(created.json.signed_upload_url)
    const zip = zipOf({ 'a.txt': 'hello', 'b/c.txt': 'world'.repeat(100) })
    const [first, second] = [zip.subarray(0, 10), zip.subarray(10)]
    const id = (n: number) => Buffer.from(`block-${n}`).toString('base64')
    expect((await put(`${signed}&comp=block&blockid=${id(2)}`, second)).status).toBe(201)
    expect((await put(`${signed}&comp=block&blockid=${id(1)}`, first)).status).toBe(201)
    expect((await put(signed.replace(/sig=[^&]+/, 'sig=forged') + `&comp=block&blockid=${id(3)}`, first)).status).toBe(403)
    const list = `<?xml version="1.0" encoding="utf-8"?><BlockList><Latest>${id(1)}</Latest><Latest>${id(2)}</Latest></BlockList>`
    expect((await put(`${signed}&comp=blocklist`, list)).status).toBe(201)

    const hash = `sha256:${createHash('sha256').update(zip).digest('hex')}`
    expect(await post('FinalizeArtifact', { ...ids(), name: 'raw', size: String(zip.length + 1), hash })).toMatchObject({
      status: 400,
      json: { code: 'invalid_argument' }
    })
    expect(await post('FinalizeArtifact', { ...ids(), name: 'raw', size: String(zip.length), hash: 'sha256:00' })).toMatchObject({
      status: 400,
      json: { code: 'invalid_argument' }
    })
    const done = await post('FinalizeArtifact', { ...ids(), name: 'raw', size: String(zip.length), hash })
    expect(done).toMatchObject({ status: 200, json: { ok: true, artifact_id: String(backend.artifacts[0].id) } })
    expect(Object.fromEntries([...backend.artifacts[0].files].map(([name, data]) => [name, data.toString()]))).toEqual({
      'a.txt': 'hello',
      'b/c.txt': 'world'.repeat(100)
    })
    expect(await post('CreateArtifact', { ...ids(), name: 'raw' })).toMatchObject({ status: 409, json: { code: 'already_exists' } })
  })
})

describe('readZip', () => {
  it('reads stored and deflated entries through the central directory, and checks CRCs', () => {
    const zip = zipOf({ 'deflated.txt': 'x'.repeat(1000) }, { 'stored.txt': 'plain' })
    expect(Object.fromEntries([...readZip(zip)].map(([name, data]) => [name, data.toString()]))).toEqual({
      'stored.txt': 'plain',
      'deflated.txt': 'x'.repeat(1000)
    })
    const corrupt = Buffer.from(zip)
    corrupt[zip.indexOf('plain')] ^= 1
    expect(() => readZip(corrupt)).toThrow(/CRC-32/)
    expect(() => readZip(Buffer.from('not a zip at all, not a zip at all'))).toThrow(/end of central directory/)
  })
})

/**
 * A minimal zip writer shaped like archiver's output: data descriptors, so the local headers carry
 * zero sizes and CRCs. `stored` entries use method 0, `deflated` ones method 8.
 */
function zipOf(deflated: Record<string, string>, stored: Record<string, string> = {}): Buffer {
  const entries = [
    ...Object.entries(stored).map(([name, text]) => ({ name, data: Buffer.from(text), method: 0 })),
    ...Object.entries(deflated).map(([name, text]) => ({ name, data: Buffer.from(text), method: 8 }))
  ]
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const { name, data, method } of entries) {
    const nameBytes = Buffer.from(name)
    const body = method === 8 ? deflateRawSync(data) : data
    const crc = crc32(data)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(0x0808, 6) // data descriptor, UTF-8 names
    local.writeUInt16LE(method, 8)
    local.writeUInt16LE(nameBytes.length, 26)
    const descriptor = Buffer.alloc(16)
    descriptor.writeUInt32LE(0x08074b50, 0)
    descriptor.writeUInt32LE(crc, 4)
    descriptor.writeUInt32LE(body.length, 8)
    descriptor.writeUInt32LE(data.length, 12)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(0x0808, 8)
    central.writeUInt16LE(method, 10)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(body.length, 20)
    central.writeUInt32LE(data.length, 24)
    central.writeUInt16LE(nameBytes.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, nameBytes, body, descriptor)
    centrals.push(central, nameBytes)
    offset += 30 + nameBytes.length + body.length + 16
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff
  for (const byte of data) {
    crc ^= byte
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1
  }
  return (crc ^ 0xffffffff) >>> 0
}
