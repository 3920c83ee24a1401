import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { type ArtifactBackend, startArtifactBackend } from './fakes/artifact-backend.js'
import { type FakeService, startFakeService, state } from './fakes/service.js'
import { type ChildResult, dist, root, runAction, runNode } from './helpers/child.js'
import { profileCases } from './helpers/pkcs12-fixtures.js'
import { tempDir } from './helpers/temp.js'

// What each committed bundle loads (issue 11: start fast, stay light): a run loads only what its
// path needs. The artifact client, most of the code, sits in a chunk loaded for an upload only;
// node:sqlite is loaded to convert a certificate only; undici is never bundled. A preloaded hook
// (helpers/loaded-modules.ts) lists what the process loaded.

let service: FakeService | undefined
let backend: ArtifactBackend | undefined
afterEach(async () => {
  await service?.close()
  await backend?.close()
  service = backend = undefined
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
/** The action's chunks: every file of dist/ but its entry and the undici stand-in. */
const chunks = (loaded: Loaded) => loaded.files.filter((file) => !file.includes('/') && !['index.js', 'undici-not-bundled.js'].includes(file))

describe('the action bundle loads only what the run needs', () => {
  it('goal mode with upload-artifact: false: no artifact client, no SQLite', async () => {
    service = await startFakeService({ statuses: [state('FINISHED', 'PASS')] })
    const run = await loadedBy((env) => runAction(goalInputs(service!.apiUrl, { 'upload-artifact': 'false' }), env))
    expect(run.code).toBe(0)
    expect(run.loaded.files).toContain('index.js')
    expect(chunks(run.loaded)).toEqual([])
    expect(run.loaded.builtins).not.toContain('sqlite')
  })

  it('certificate mode: SQLite for the conversion, no artifact client', async () => {
    service = await startFakeService()
    const profile = await profileCases.find((c) => c.name === 'rsa-chain')!.make()
    const inputs = { mode: 'certificate', token: 'tok', 'api-url': service.apiUrl, 'certificate-file': profile.file, 'certificate-password': profile.password, 'certificate-name': 'n', 'organization-id': 'o' }
    const run = await loadedBy((env) => runAction(inputs, env))
    expect(run.code).toBe(0)
    expect(chunks(run.loaded)).toEqual([])
    expect(run.loaded.builtins).toContain('sqlite')
  })

  it('goal mode with an artifact backend: the artifact client is loaded, and uploads', async () => {
    service = await startFakeService({ statuses: [state('FINISHED', 'PASS')] })
    backend = await startArtifactBackend()
    const run = await loadedBy((env) => runAction(goalInputs(service!.apiUrl), { ...backend!.env, ...env }))
    expect(run.code).toBe(0)
    expect(backend.artifacts).toHaveLength(1)
    expect(chunks(run.loaded)).toHaveLength(1)
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

  it('upload-certificate -h', async () => {
    const run = await loadedBy((env) => runNode(dist.uploadCertificate, ['-h'], { env }))
    expect(run.code).toBe(0)
    expect(run.loaded.builtins).not.toContain('sqlite')
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
