import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readdir, symlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterEach, describe, expect, test } from 'vitest'
import { type CacheStoreTuning, type HistoryIdentity, cacheStore } from '../../src/action/history-cache.js'
import { HistoryStoreError, type RecordStore } from '../../src/history/store.js'
import { type CacheService, type Scope, branchScopes, pullRequestScopes, startCacheService } from '../fakes/cache-service.js'
import { capturedStdout } from '../helpers/stdout.js'
import { tempDir } from '../helpers/temp.js'
import { lacksTar } from '../helpers/wine.js'

// The action's history record in the Actions cache (contract: "History: …", "Where the action
// keeps it"), through the real @actions/cache in its child process, against a loopback fake of the
// cache service that keeps entries per scope as GitHub does.

const GOAL: HistoryIdentity = { kind: 'goal', id: '4242' }
let service: CacheService
afterEach(async () => {
  await service?.close()
  service = undefined!
})

interface Run {
  store: RecordStore & { readonly saves: boolean }
  workspace: string
  debug: string[]
}

/** A run's store, on a runner whose token holds `scopes`, with an event payload when given. */
async function runOn(
  scopes: Scope[],
  vars: Record<string, string>,
  options: { event?: object; identity?: HistoryIdentity; tuning?: CacheStoreTuning; path?: string } = {}
): Promise<Run> {
  const workspace = await tempDir('vqa-workspace-')
  const eventFile = path.join(await tempDir(), 'event.json')
  await writeFile(eventFile, JSON.stringify(options.event ?? { repository: { default_branch: 'main' } }))
  const debug: string[] = []
  // Only PATH of this process's environment: a CI run's own GITHUB_* values must not leak in.
  const env = {
    PATH: process.env.PATH,
    ...service.env(scopes),
    GITHUB_WORKSPACE: workspace,
    GITHUB_EVENT_PATH: eventFile,
    GITHUB_RUN_ID: '900',
    GITHUB_RUN_ATTEMPT: '1',
    ...(options.path ? { PATH: options.path } : {}),
    ...vars
  }
  const store = cacheStore(options.identity ?? GOAL, env, { debug: (line) => debug.push(line), ...options.tuning })
  if ('off' in store) throw new Error(store.off)
  return { store, workspace, debug }
}

const push = (ref: string, defaultBranch = 'main'): Promise<Run> =>
  runOn(branchScopes(ref, `refs/heads/${defaultBranch}`), { GITHUB_REF: ref, GITHUB_EVENT_NAME: 'push' }, { event: { repository: { default_branch: defaultBranch } } })

const pullRequest = (pullNumber: number, base: string): Promise<Run> =>
  runOn(
    pullRequestScopes(pullNumber, `refs/heads/${base}`),
    { GITHUB_REF: `refs/pull/${pullNumber}/merge`, GITHUB_BASE_REF: base, GITHUB_EVENT_NAME: 'pull_request' },
    { event: { pull_request: { number: pullNumber, base: { ref: base } }, repository: { default_branch: 'main' } } }
  )

const signal = (): AbortSignal => AbortSignal.timeout(25_000)

/** The cache version @actions/cache computes for our one relative path: no OS and no directory in it. */
const versionOf = (compression: 'zstd-without-long' | 'gzip'): string => createHash('sha256').update(['virtuoso-qa-history.json', compression, '1.0'].join('|')).digest('hex')

/**
 * The pids of this process's children that run the cache client: from `ps -A` (procps and BSD's
 * alike; macOS's has no --ppid), on Windows from PowerShell; each line `pid ppid command`.
 */
async function cacheChildren(): Promise<number[]> {
  const { stdout } =
    process.platform === 'win32'
      ? await promisify(execFile)('powershell', [
          '-NoProfile',
          '-Command',
          `Get-CimInstance Win32_Process -Filter "ParentProcessId=${process.pid}" | ForEach-Object { "$($_.ProcessId) $($_.ParentProcessId) $($_.CommandLine)" }`
        ])
      : await promisify(execFile)('ps', ['-A', '-o', 'pid=,ppid=,args='])
  return stdout
    .split(/\r?\n/)
    .map((line) => line.trim().split(/\s+/))
    .filter(([, ppid, ...command]) => Number(ppid) === process.pid && command.join(' ').includes('history-cache'))
    .map(([pid]) => Number(pid))
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Waits (up to `ms`) until `check` holds. */
async function until(check: () => boolean | Promise<boolean>, ms = 2_000): Promise<boolean> {
  const end = Date.now() + ms
  while (Date.now() < end) {
    if (await check()) return true
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  return check()
}

describe.skipIf(lacksTar)('the record in the Actions cache, per goal and branch', () => {
  test('branches see their own record, else the default branch’s; a pull request reads its base branch’s and saves nothing', async () => {
    service = await startCacheService()
    const envBefore = { ...process.env }
    const cwdBefore = process.cwd()

    const main1 = await push('refs/heads/main')
    expect(main1.store.where).toBe('the Actions cache (refs/heads/main)')
    expect(await main1.store.restore(signal())).toBeUndefined() // a miss
    await main1.store.save('record of main #1', signal())

    const feature = await push('refs/heads/feature')
    expect(await feature.store.restore(signal())).toEqual({ text: 'record of main #1', from: 'the Actions cache (refs/heads/main)' })
    await feature.store.save('record of feature #1', signal())

    // main never sees the feature branch's record; another branch neither.
    const main2 = await push('refs/heads/main')
    expect(await main2.store.restore(signal())).toEqual({ text: 'record of main #1', from: 'the Actions cache (refs/heads/main)' })
    await main2.store.save('record of main #2', signal())
    const other = await push('refs/heads/other')
    expect((await other.store.restore(signal()))?.text).toBe('record of main #2')

    // The feature branch now reads its own, the newest of its ref.
    const feature2 = await push('refs/heads/feature')
    expect(await feature2.store.restore(signal())).toEqual({ text: 'record of feature #1', from: 'the Actions cache (refs/heads/feature)' })

    // A pull request into feature reads feature's newest, and cannot save.
    const pull = await pullRequest(7, 'feature')
    expect(pull.store.saves).toBe(false)
    expect(pull.store.where).toBe('the Actions cache (refs/heads/feature)')
    expect(await pull.store.restore(signal())).toEqual({ text: 'record of feature #1', from: 'the Actions cache (refs/heads/feature)' })
    const created = service.requests.filter((r) => r.path.endsWith('/CreateCacheEntry')).length
    await expect(pull.store.save('record of the pull request', signal())).rejects.toThrow(HistoryStoreError)
    expect(service.requests.filter((r) => r.path.endsWith('/CreateCacheEntry'))).toHaveLength(created)

    expect(service.entries.map((e) => [e.scope, e.key.replace(/-900-1-[0-9a-f]{8}$/, '-<run>'), e.finalized])).toEqual([
      ['refs/heads/main', 'virtuoso-qa-history-v1-goal-' + service.entries[0].key.split('-')[5] + '-refs/heads/main-<run>', true],
      ['refs/heads/feature', expect.stringMatching(/-refs\/heads\/feature-<run>$/), true],
      ['refs/heads/main', expect.stringMatching(/-refs\/heads\/main-<run>$/), true]
    ])
    // Nothing written into any workspace; this process's environment and directory unchanged.
    for (const run of [main1, feature, main2, other, feature2, pull]) expect(await readdir(run.workspace)).toEqual([])
    expect(process.env).toEqual(envBefore)
    expect(process.cwd()).toBe(cwdBefore)
  })

  test('a record is kept per goal, per plan and environment', async () => {
    service = await startCacheService()
    const on = (identity: HistoryIdentity): Promise<Run> => runOn(branchScopes('refs/heads/main'), { GITHUB_REF: 'refs/heads/main' }, { identity })
    await (await on({ kind: 'goal', id: '1' })).store.save('goal 1', signal())
    await (await on({ kind: 'plan', id: '1', environmentId: 'staging' })).store.save('plan 1 on staging', signal())
    expect((await (await on({ kind: 'goal', id: '1' })).store.restore(signal()))?.text).toBe('goal 1')
    expect(await (await on({ kind: 'goal', id: '2' })).store.restore(signal())).toBeUndefined()
    expect(await (await on({ kind: 'plan', id: '1' })).store.restore(signal())).toBeUndefined()
    expect((await (await on({ kind: 'plan', id: '1', environmentId: 'staging' })).store.restore(signal()))?.text).toBe('plan 1 on staging')
  })

  test('the cache version is the same on every runner: no OS, no directory, cross-OS archives', async () => {
    service = await startCacheService()
    const linux = await runOn(branchScopes('refs/heads/main'), { GITHUB_REF: 'refs/heads/main', RUNNER_OS: 'Linux' })
    await linux.store.save('saved on one runner', signal())
    // Another runner: another workspace, another temporary directory, another OS name.
    const otherTemp = await tempDir('vqa-runner-temp-')
    const windows = await runOn(branchScopes('refs/heads/main'), { GITHUB_REF: 'refs/heads/main', RUNNER_OS: 'Windows', RUNNER_TEMP: otherTemp })
    expect((await windows.store.restore(signal()))?.text).toBe('saved on one runner')
    const versions = service.requests.flatMap((r) => (r.json?.version === undefined ? [] : [r.json.version]))
    expect(versions.length).toBeGreaterThanOrEqual(3)
    expect(new Set(versions)).toEqual(new Set([versionOf('zstd-without-long')]))
    expect(await readdir(otherTemp)).toEqual([]) // its directory removed
  })

  test('without zstd on PATH the record is archived with gzip, under a version of its own', async () => {
    service = await startCacheService()
    const bin = await tempDir('vqa-bin-')
    for (const tool of ['tar', 'gzip']) await symlink(path.join('/usr/bin', tool), path.join(bin, tool))
    const slim = await runOn(branchScopes('refs/heads/main'), { GITHUB_REF: 'refs/heads/main' }, { path: bin })
    expect(await slim.store.restore(signal())).toBeUndefined()
    await slim.store.save('saved with gzip', signal())
    expect((await slim.store.restore(signal()))?.text).toBe('saved with gzip')
    expect(service.entries[0].blob!.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b])) // a gzip stream
    expect(service.entries[0].version).toBe(versionOf('gzip'))
    // A runner with zstd does not see it (the compression is part of the version).
    const full = await push('refs/heads/main')
    expect(await full.store.restore(signal())).toBeUndefined()
  })
})

describe.skipIf(lacksTar)('a cache service that fails is a HistoryStoreError, bounded and cancellable', () => {
  test('HTTP 500 on the download: one sentence, the client’s own warning only a debug line', async () => {
    service = await startCacheService()
    await (await push('refs/heads/main')).store.save('a record', signal())
    service.fail('download', 500)
    const run = await push('refs/heads/main')
    const stdout = await capturedStdout(() => expect(run.store.restore(signal())).rejects.toThrow(/500/))
    expect(stdout.filter((line) => /^::(warning|error)/.test(line))).toEqual([])
    expect(run.debug.some((line) => line.startsWith('@actions/cache: error: Failed to restore') || line.startsWith('@actions/cache: warning: Failed to restore'))).toBe(true)
  })

  test('a refused finalize fails the save, and nothing is restored', async () => {
    service = await startCacheService()
    service.fail('FinalizeCacheEntryUpload', 400, 1)
    const run = await push('refs/heads/main')
    await expect(run.store.save('a record', signal())).rejects.toThrow(HistoryStoreError)
    expect(await (await push('refs/heads/main')).store.restore(signal())).toBeUndefined()
  })

  test('a service that keeps answering 500 is abandoned at the restore’s deadline', async () => {
    service = await startCacheService()
    service.fail('GetCacheEntryDownloadURL', 500)
    const run = await runOn(branchScopes('refs/heads/main'), { GITHUB_REF: 'refs/heads/main' }, { tuning: { restoreDeadlineMs: 1_500 } })
    const started = Date.now()
    await expect(run.store.restore(signal())).rejects.toThrow(new HistoryStoreError('the restore did not finish within 1.5 s'))
    expect(Date.now() - started).toBeLessThan(3_500)
    expect(await until(async () => (await cacheChildren()).length === 0)).toBe(true)
  })

  test('a service that hangs is abandoned at the save’s deadline', async () => {
    service = await startCacheService()
    service.hang()
    const run = await runOn(branchScopes('refs/heads/main'), { GITHUB_REF: 'refs/heads/main' }, { tuning: { saveDeadlineMs: 4_000 } })
    const started = Date.now()
    await expect(run.store.save('a record', signal())).rejects.toThrow(new HistoryStoreError('the save did not finish within 4 s'))
    expect(Date.now() - started).toBeLessThan(6_000)
    expect(service.requests.length).toBeGreaterThan(0)
  })

  test('an entry that is not an archive fails the restore', async () => {
    service = await startCacheService()
    await (await push('refs/heads/main')).store.save('a record', signal())
    service.garbage()
    const run = await push('refs/heads/main')
    await expect(run.store.restore(signal())).rejects.toThrow(/^.*tar.*[^.]$/)
    expect(await readdir(run.workspace)).toEqual([])
  })

  for (const op of ['restore', 'save'] as const) {
    test(`a cancel during the ${op} rejects with its reason within 2 s, and no process is left`, async () => {
      service = await startCacheService()
      service.hang()
      const run = await push('refs/heads/main')
      const controller = new AbortController()
      const reason = new Error('cancelled')
      const pending = op === 'restore' ? run.store.restore(controller.signal) : run.store.save('a record', controller.signal)
      expect(await until(() => service.requests.length > 0, 10_000)).toBe(true)
      const children = await cacheChildren()
      expect(children).toHaveLength(1)
      const started = Date.now()
      controller.abort(reason)
      await expect(pending).rejects.toBe(reason)
      expect(Date.now() - started).toBeLessThan(2_000)
      expect(await until(() => !alive(children[0]), 1_000)).toBe(true)
    })
  }

  test('an aborted signal sends nothing', async () => {
    service = await startCacheService()
    const run = await push('refs/heads/main')
    const reason = new Error('cancelled before')
    await expect(run.store.restore(AbortSignal.abort(reason))).rejects.toBe(reason)
    await expect(run.store.save('a record', AbortSignal.abort(reason))).rejects.toBe(reason)
    expect(service.requests).toEqual([])
  })
})

describe('the client in its own process', () => {
  test('off GitHub: no store, and why', () => {
    expect(cacheStore(GOAL, { GITHUB_REF: 'refs/heads/main' })).toEqual({ off: expect.stringContaining('ACTIONS_RUNTIME_TOKEN') })
    expect(cacheStore(GOAL, { ACTIONS_RUNTIME_TOKEN: 'x', GITHUB_REF: 'refs/heads/main' })).toEqual({ off: expect.stringContaining('ACTIONS_CACHE_URL') })
    expect(cacheStore(GOAL, { ACTIONS_RUNTIME_TOKEN: 'x', ACTIONS_CACHE_URL: 'http://127.0.0.1:9/', GITHUB_REF: 'refs/heads/main' })).not.toHaveProperty('off')
    expect(cacheStore(GOAL, { ACTIONS_RUNTIME_TOKEN: 'x', ACTIONS_RESULTS_URL: 'http://127.0.0.1:9/', GITHUB_REF: 'refs/heads/main' })).not.toHaveProperty('off')
  })
})
