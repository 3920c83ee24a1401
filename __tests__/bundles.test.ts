import { fork } from 'node:child_process'
import { readFile, readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { HISTORY_CACHE_CHILD } from '../src/action/history-cache.js'
import { type ArtifactBackend, startArtifactBackend } from './fakes/artifact-backend.js'
import { type CacheService, branchScopes, startCacheService } from './fakes/cache-service.js'
import { type FakeService, startFakeService, state } from './fakes/service.js'
import { type ChildResult, dist, root, runAction, runNode } from './helpers/child.js'
import { startRecordingProxy } from './helpers/https-proxy.js'
import { profileNamed } from './helpers/pkcs12-fixtures.js'
import { tempDir } from './helpers/temp.js'
import { lacksTar } from './helpers/wine.js'

// What each committed bundle loads (issue 11: start fast, stay light): a run loads only what its
// path needs. In the action, the artifact client, most of the code, sits in a chunk loaded for an
// upload only, and certificate mode in chunks of its own; node:sqlite is loaded to convert a
// certificate only; undici is never bundled. A preloaded hook (helpers/loaded-modules.ts) lists
// what the process loaded.

let service: FakeService | undefined
let backend: ArtifactBackend | undefined
let cacheService: CacheService | undefined
afterEach(async () => {
  await service?.close()
  await backend?.close()
  await cacheService?.close()
  service = backend = cacheService = undefined
})

interface Loaded {
  /** The bundle's own files that were loaded, relative to dist/. */
  files: string[]
  builtins: string[]
}

const HOOK = pathToFileURL(path.join(import.meta.dirname, 'helpers/loaded-modules.ts')).href

/** Runs `start` with the hook preloaded and returns its result and what it loaded. */
async function loadedBy<T extends ChildResult>(start: (env: Record<string, string>) => Promise<T>): Promise<T & { loaded: Loaded }> {
  const record = path.join(await tempDir('vqa-loaded-'), 'loaded.json')
  const result = await start({ NODE_OPTIONS: `--import=${HOOK}`, VQA_TEST_LOADED_MODULES: record })
  const raw = JSON.parse(await readFile(record, 'utf8')) as { files: string[]; builtins: string[] }
  const distUrl = pathToFileURL(path.join(root, 'dist')).href
  const files = raw.files.filter((url) => url.startsWith(`${distUrl}/`)).map((url) => url.slice(distUrl.length + 1))
  return { ...result, loaded: { files, builtins: raw.builtins } }
}

const goalInputs = (apiUrl: string, inputs: Record<string, string> = {}) => ({ mode: 'goal', token: 'tok', 'goal-id': 'goal-7', 'api-url': apiUrl, ...inputs })
/** The action's chunks that hold `marker`: the artifact client's CreateArtifact call; the NSS writer's CREATE TABLE. */
async function chunksWith(marker: string): Promise<string[]> {
  const files = (await readdir(path.join(root, 'dist'))).filter((file) => /^\d+\.index\.js$/.test(file))
  const holding = await Promise.all(files.map(async (file) => (await readFile(path.join(root, 'dist', file), 'utf8')).includes(marker)))
  return files.filter((_, i) => holding[i])
}
const ARTIFACT = 'CreateArtifact'
const CERTIFICATE = 'CREATE TABLE'
/** The cache client's Twirp call, and the Azure storage SDK's block-blob header. */
const CACHE = 'GetCacheEntryDownloadURL'
const AZURE_STORAGE = 'x-ms-blob-type'
const loadedChunks = async (loaded: Loaded, marker: string) => (await chunksWith(marker)).filter((file) => loaded.files.includes(file))

describe('the action bundle loads only what the run needs', () => {
  it('each chunk exists: the artifact client and certificate mode are not in the entry', async () => {
    expect(await chunksWith(ARTIFACT)).toHaveLength(1)
    expect(await chunksWith(CERTIFICATE)).toHaveLength(1)
    const entry = await readFile(dist.action, 'utf8')
    expect([entry.includes(ARTIFACT), entry.includes(CERTIFICATE)]).toEqual([false, false])
  })

  it('goal mode with upload-artifact: false: no artifact client, no certificate code, no SQLite', async () => {
    service = await startFakeService({ statuses: [state('FINISHED', 'PASS')] })
    // Started as the runner starts it: no IPC channel, whose set-up loads child_process.
    const run = await loadedBy((env) => runAction(goalInputs(service!.apiUrl, { 'upload-artifact': 'false' }), env, undefined, { ipc: false }))
    expect(run.code).toBe(0)
    expect(run.loaded.files).toContain('index.js')
    expect(await loadedChunks(run.loaded, ARTIFACT)).toEqual([])
    expect(await loadedChunks(run.loaded, CERTIFICATE)).toEqual([])
    expect(await loadedChunks(run.loaded, CACHE)).toEqual([])
    expect(run.loaded.builtins).not.toContain('sqlite')
    // Issue 37, start-up: what a goal run never calls is not loaded. @actions/core's OIDC client
    // (@actions/http-client, tunnel, assert) and platform details (@actions/exec, child_process)
    // are left out of the bundle (scripts/bundle.ts, STAND_INS); the history's cache client forks
    // only with history: cache; the clock is not perf_hooks; and over plain HTTP, nothing of TLS.
    expect(run.loaded.builtins.filter((name) => ['assert', 'child_process', 'tls', 'https', 'perf_hooks'].includes(name))).toEqual([])
  })

  it("@actions/core's parts left out of the bundle fail loudly if anything ever uses them", async () => {
    // One file holds every stand-in (scripts/bundle.ts, STAND_IN_FILE): one ES module to load at each start, not three.
    const standIns = (await import(pathToFileURL(path.join(root, 'dist/not-bundled.js')).href)) as Record<string, unknown> & {
      OidcClient: { getIDToken(): unknown }
      getDetails(): unknown
    }
    expect(() => standIns.OidcClient.getIDToken()).toThrow("@actions/core's getIDToken is not bundled with this action")
    expect(() => standIns.getDetails()).toThrow("@actions/core's platform.getDetails is not bundled with this action")
    // The platform's constants are the real module's, not a silent undefined.
    const constants = ['platform', 'arch', 'isWindows', 'isMacOS', 'isLinux']
    expect(Object.fromEntries(constants.map((name) => [name, standIns[name]]))).toEqual({
      platform: process.platform,
      arch: process.arch,
      isWindows: process.platform === 'win32',
      isMacOS: process.platform === 'darwin',
      isLinux: process.platform === 'linux'
    })
    expect((await readdir(path.join(root, 'dist'))).filter((file) => file.includes('not-bundled'))).toEqual(['not-bundled.js'])
  })

  it('certificate mode: SQLite for the conversion, no artifact client', async () => {
    service = await startFakeService()
    const made = profileNamed('rsa-chain')
    const inputs = { mode: 'certificate', token: 'tok', 'api-url': service.apiUrl, 'certificate-file': made.file, 'certificate-password': made.password, 'certificate-name': 'n', 'organization-id': 'o' }
    const run = await loadedBy((env) => runAction(inputs, env))
    expect(run.code).toBe(0)
    expect(await loadedChunks(run.loaded, ARTIFACT)).toEqual([])
    expect(await loadedChunks(run.loaded, CERTIFICATE)).toHaveLength(1)
    expect(run.loaded.builtins).toContain('sqlite')
  })

  it('goal mode with an artifact backend: the artifact client is loaded, and uploads', async () => {
    service = await startFakeService({ statuses: [state('FINISHED', 'PASS')] })
    backend = await startArtifactBackend()
    const run = await loadedBy((env) => runAction(goalInputs(service!.apiUrl), { ...backend!.env, ...env }))
    expect(run.code).toBe(0)
    expect(backend.artifacts).toHaveLength(1)
    expect(await loadedChunks(run.loaded, ARTIFACT)).toHaveLength(1)
  })
})

describe('the action bundle as the Actions cache client’s process (history)', () => {
  it('dist/ holds one copy of the Azure storage SDK, shared by the artifact and cache clients, and the cache client in a chunk', async () => {
    const files = (await readdir(path.join(root, 'dist'))).filter((file) => file.endsWith('.js'))
    const holding = await Promise.all(files.map(async (file) => (await readFile(path.join(root, 'dist', file), 'utf8')).includes(AZURE_STORAGE)))
    expect(files.filter((_, i) => holding[i])).toHaveLength(1)
    expect(await chunksWith(CACHE)).toHaveLength(1)
    // cacheStore() forks the file its code lies in, in dist/ itself: the entry or one of its chunks.
    expect((await readFile(dist.action, 'utf8')).includes(HISTORY_CACHE_CHILD)).toBe(true)
  })

  it.skipIf(lacksTar)('dist/index.js in child mode saves and restores a record, and loads the cache client', async () => {
    cacheService = await startCacheService()
    const env = cacheService.env(branchScopes('refs/heads/main'))
    const request = async (op: 'save' | 'restore', dir: string) =>
      loadedBy(async (hook) => {
        const child = fork(dist.action, [HISTORY_CACHE_CHILD], {
          cwd: dir,
          env: { PATH: process.env.PATH, ...env, ...hook, GITHUB_WORKSPACE: dir, RUNNER_TEMP: dir },
          stdio: ['ignore', 'pipe', 'pipe', 'ipc']
        })
        let stdout = ''
        child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk))
        const answer = new Promise((resolve) => child.once('message', resolve))
        child.send({ op, paths: ['record.json'], key: op === 'save' ? 'history-main-1' : 'history-main-', restoreKeys: [] })
        const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
        return { code, stdout, stderr: '', ms: 0, answer: await answer }
      })
    const saved = await tempDir()
    await writeFile(path.join(saved, 'record.json'), '{"runs":[]}')
    const save = await request('save', saved)
    expect([save.code, save.answer]).toEqual([0, { ok: true, key: 'history-main-1' }])
    expect(await loadedChunks(save.loaded, CACHE)).toHaveLength(1)
    const restored = await tempDir()
    const restore = await request('restore', restored)
    expect([restore.code, restore.answer]).toEqual([0, { ok: true, key: 'history-main-1' }])
    expect(await readFile(path.join(restored, 'record.json'), 'utf8')).toBe('{"runs":[]}')
  })
})

describe('the CLI bundles load no SQLite unless they convert', () => {
  it('execute-goal', async () => {
    service = await startFakeService({ statuses: [state('FINISHED', 'PASS')] })
    const cwd = await tempDir('vqa-cli-')
    const run = await loadedBy((env) => runNode(dist.executeGoal, ['-t', 'tok', '-gi', 'goal-7', '--api_url', service!.apiUrl], { env, cwd }))
    expect(run.code).toBe(0)
    expect(run.loaded.files).toEqual(['execute-goal/index.js'])
    expect(run.loaded.builtins).not.toContain('sqlite')
  })

  it('execute-plan', async () => {
    service = await startFakeService({ planJobs: [{ id: 1, statuses: [state('FINISHED', 'PASS')] }] })
    const cwd = await tempDir('vqa-cli-')
    const run = await loadedBy((env) => runNode(dist.executePlan, ['-t', 'tok', '-pi', 'plan-3', '--api_url', service!.apiUrl], { env, cwd }))
    expect(run.code).toBe(0)
    expect(run.loaded.files).toEqual(['execute-plan/index.js'])
    expect(run.loaded.builtins).not.toContain('sqlite')
  })

  it('execute-goal through a proxy: the CONNECT goes to the proxy', async () => {
    const proxy = await startRecordingProxy()
    try {
      const run = await runNode(dist.executeGoal, ['-t', 'tok', '-gi', 'goal-7', '--app2'], { env: { HTTPS_PROXY: proxy.url, NO_PROXY: '' }, cwd: await tempDir('vqa-cli-') })
      expect(run.code).toBe(1)
      expect(proxy.targets).toEqual(['api-app2.virtuoso.qa:443'])
    } finally {
      await proxy.close()
    }
  })

  it('upload-certificate -h', async () => {
    const run = await loadedBy((env) => runNode(dist.uploadCertificate, ['-h'], { env }))
    expect(run.code).toBe(0)
    expect(run.loaded.builtins).not.toContain('sqlite')
  })
})

describe('the bundles’ start', () => {
  it('each entry makes one require function for all its Node built-ins, not one per built-in (scripts/bundle.ts, shareRequire)', async () => {
    for (const entry of Object.values(dist)) {
      const code = await readFile(entry, 'utf8')
      expect(code.split('createRequire(import.meta.url)').length - 1, entry).toBe(1)
      expect(code, entry).toContain('__WEBPACK_EXTERNAL_require("node:fs")')
    }
  })
})

describe('dist/licenses.txt', () => {
  it('lists the packages of every chunk, the lazily loaded one included, and not undici', async () => {
    const names = (await readFile(path.join(root, 'dist/licenses.txt'), 'utf8')).split(/\n\n(?=\S+\n)/).map((entry) => entry.split('\n')[0])
    // Main chunk, the artifact chunk (Azure, protobuf, archiver), and the CLIs' bundles.
    expect(names).toEqual(expect.arrayContaining(['@actions/core', 'tunnel', 'node-forge', '@actions/artifact', '@azure/storage-blob', '@protobuf-ts/runtime', 'archiver']))
    expect(names).not.toContain('undici')
  })
})
