import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { cacheStore } from '../../src/action/history-cache.js'
import { runGoal } from '../../src/goal/run-goal.js'
import type { RecordStore } from '../../src/history/store.js'
import { type CacheService, type Scope, branchScopes, pullRequestScopes, startCacheService } from '../fakes/cache-service.js'
import { type FakeService, JOURNEY_SECRET, type JourneyScript, type ServiceScript, startFakeService, state } from '../fakes/service.js'
import { goalInputs } from '../helpers/goal-inputs.js'
import { runActionInProcess } from '../helpers/in-process.js'
import { failingJourneys } from '../helpers/journeys.js'
import { tempDir } from '../helpers/temp.js'
import { lacksTar } from '../helpers/wine.js'

// The action's history (contract: "History: what is new, what keeps failing, what was fixed"):
// records built by running the action several times in a row, kept in a loopback fake of GitHub's
// Actions cache through the real @actions/cache, per goal and branch; a pull request compares
// with its base branch. What the comparison shows: the summary, the annotations, the outputs.

let cache: CacheService | undefined
let service: FakeService | undefined
afterEach(async () => {
  await service?.close()
  await cache?.close()
  service = undefined
  cache = undefined
})

const [checkout, search, account] = failingJourneys
const pass = (journey: JourneyScript): JourneyScript => ({ ...journey, outcome: 'PASS', checkpoints: undefined })
const fail = (journey: JourneyScript): JourneyScript => ({ ...journey, outcome: 'FAIL', checkpoints: journey.checkpoints ?? checkout.checkpoints })

interface Runner {
  scopes: Scope[]
  env: Record<string, string>
  event: object
}

/** A push to `ref` (run number `n`). */
const push = (ref: string, n: number): Runner => ({
  scopes: branchScopes(ref),
  env: { GITHUB_REF: ref, GITHUB_EVENT_NAME: 'push', GITHUB_RUN_NUMBER: String(n), GITHUB_RUN_ID: String(7000 + n), GITHUB_SHA: `abc${n}def0123456789` },
  event: { repository: { default_branch: 'main' } }
})
/** A pull request into main. */
const pull: Runner = {
  scopes: pullRequestScopes(17, 'refs/heads/main'),
  env: { GITHUB_REF: 'refs/pull/17/merge', GITHUB_BASE_REF: 'main', GITHUB_EVENT_NAME: 'pull_request', GITHUB_RUN_NUMBER: '99', GITHUB_RUN_ID: '7099', GITHUB_SHA: 'fff0000' },
  event: { pull_request: { number: 17, base: { ref: 'main' } }, repository: { default_branch: 'main' } }
}

/** Runs the action once, as `runner`, against a fake service answering `journeys` (the job finishes FAIL when any fails). */
async function run(runner: Runner, journeys: JourneyScript[], inputs: Record<string, string> = {}) {
  cache ??= await startCacheService()
  await service?.close()
  const script: ServiceScript = { statuses: [state('FINISHED', journeys.some((journey) => journey.outcome !== 'PASS') ? 'FAIL' : 'PASS')], journeys }
  service = await startFakeService(script)
  const event = path.join(await tempDir(), 'event.json')
  await writeFile(event, JSON.stringify(runner.event))
  return runActionInProcess(goalInputs(service.apiUrl, { 'upload-artifact': 'false', ...inputs }), {
    ...cache.env(runner.scopes),
    ...runner.env,
    GITHUB_EVENT_PATH: event,
    GITHUB_REPOSITORY: 'acme/shop',
    GITHUB_RUN_ATTEMPT: '1'
  })
}

const twirp = (method: string) => cache!.requests.filter((request) => request.path.endsWith(`/${method}`))
const annotations = (stdout: string, kind: string) => stdout.split('\n').filter((line) => line.startsWith(`::${kind}`))

describe.skipIf(lacksTar)('the history in the Actions cache', () => {
  it('runs on main in a row: the first saves, later ones compare with the newest, say what is new, still failing and fixed, and chart it', async () => {
    const first = await run(push('refs/heads/main', 41), [fail(checkout), pass(search), pass(account)])
    expect(first.code).toBe(2)
    expect(first.summary).not.toContain('Compared with')
    expect(first.outputs.baseline).toBeUndefined()
    expect(twirp("FinalizeCacheEntryUpload")).toHaveLength(1)

    const second = await run(push('refs/heads/main', 42), [fail(checkout), fail(search), pass(account)])
    expect(second.summary).toMatch(/<p>Compared with <a href="https:\/\/github\.com\/acme\/shop\/actions\/runs\/7041">run #41 on main<\/a> \(abc41de, \d{4}-\d\d-\d\d\): 1 new failure, 1 still failing, 0 fixed<\/p>/)

    const third = await run(push('refs/heads/main', 43), [fail(checkout), pass(search), fail(account)])
    expect(third.code).toBe(2)
    // New failures first, marked; the one failing since the first run says so; each with its failure rate.
    const rows = [...third.summary.matchAll(/<tr><td>([^<]+)<\/td><td>([^<]+)<\/td><td>[^<]*<\/td><td>([^<]*)<\/td>/g)].map(([, title, outcome, rate]) => [title, outcome, rate])
    expect(rows.slice(0, 2)).toEqual([
      ['Account page', 'FAIL, new', '1 of the last 3 runs'],
      ['Log in and check out', expect.stringMatching(/^FAIL, failing since \d{4}-\d\d-\d\d \(3 runs\)$/), '3 of the last 3 runs']
    ])
    expect(third.summary).toContain('<summary>1 journey fixed since run #42 on main')
    expect(third.summary).toContain('<li>Search the catalogue</li>')
    // The chart: the failed journeys of each run, oldest to newest, this run last.
    expect(third.summary).toContain('\n\n```mermaid\nxychart-beta\n  title "Failed journeys, run by run"\n  x-axis ["#41", "#42", "#43"]\n  y-axis "Failed journeys" 0 --> 2\n  bar [1, 2, 2]\n```\n')
    expect(JSON.parse(third.outputs['new-failed-journeys'])).toEqual([{ jobId: '4242', id: String(account.id), title: 'Account page', outcome: 'FAIL' }])
    expect(JSON.parse(third.outputs['fixed-journeys'])).toEqual([{ key: String(search.id), title: 'Search the catalogue' }])
    expect(JSON.parse(third.outputs.baseline)).toEqual({ at: expect.any(String), ref: 'refs/heads/main', sha: 'abc42def0123456789', runId: '7042', url: 'https://github.com/acme/shop/actions/runs/7042' })
    // The annotations: the new failure first, and each says what it is.
    const errors = annotations(third.stdout, 'error')
    expect(errors[0]).toMatch(/^::error title=Account page::FAIL \(new\) at /)
    expect(errors[1]).toMatch(/^::error title=Log in and check out::FAIL \(failing since \d{4}-\d\d-\d\d, 3 runs\) at |^::error title=Log in and check out::FAIL \(failing since \d{4}-\d\d-\d\d \(3 runs\)\) at /)
    // The toolkit's own lines are debug lines: no warning of its own reaches the log.
    expect(annotations(third.stdout, 'warning')).toEqual([])
  })

  it('a pull request compares with its base branch and saves nothing; fail-on: new passes it when every failure already failed there', async () => {
    await run(push('refs/heads/main', 41), [fail(checkout), pass(search)])
    const saves = twirp('CreateCacheEntry').length
    const gate = await run(pull, [fail(checkout), pass(search)], { 'fail-on': 'new' })
    expect(gate.code).toBe(0)
    expect(gate.outputs['exit-code']).toBe('0')
    expect(annotations(gate.stdout, 'warning')).toContainEqual(
      expect.stringMatching(/1 journey failed that already failed in run #41 on main \(abc41de, [-\d]+\) \("Log in and check out"\): none is new, so the gate passes \(fail-on: new\)\.$/)
    )
    expect(twirp('CreateCacheEntry')).toHaveLength(saves)
    // A new failure keeps the gate strict.
    const strict = await run(pull, [fail(checkout), fail(search)], { 'fail-on': 'new' })
    expect(strict.code).toBe(2)
    expect(JSON.parse(strict.outputs['new-failed-journeys']).map((entry: { title: string }) => entry.title)).toEqual(['Search the catalogue'])
  })

  it('fail-on: new without a baseline stays strict, with a notice; history: false makes no cache request', async () => {
    const none = await run(push('refs/heads/feature', 5), [fail(checkout)], { 'fail-on': 'new' })
    expect(none.code).toBe(2)
    expect(annotations(none.stdout, 'notice')).toContainEqual('::notice title=Virtuoso QA goal::No earlier run to compare with: the gate stays strict (fail-on: new).')
    const before = cache!.requests.length
    const off = await run(push('refs/heads/main', 6), [fail(checkout)], { history: 'false' })
    expect(off.code).toBe(2)
    expect(cache!.requests).toHaveLength(before)
  })

  it('a cache service that fails is one warning, no comparison and no save; the exit code stays, and so does fail-on: new, saying why', async () => {
    await run(push('refs/heads/main', 41), [fail(checkout)])
    // The blob's download answers 500: the client does not retry it (a Twirp 500 it retries for about 28 s).
    cache!.fail('download', 500)
    const saves = twirp('CreateCacheEntry').length
    const failed = await run(push('refs/heads/main', 42), [fail(checkout)], { 'fail-on': 'new' })
    expect(failed.code).toBe(2)
    expect(annotations(failed.stdout, 'notice')).toContainEqual('::notice title=Virtuoso QA goal::The history could not be read: the gate stays strict (fail-on: new).')
    const warnings = annotations(failed.stdout, 'warning')
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(/^::warning title=Virtuoso QA goal::The history could not be read from the Actions cache \(refs\/heads\/main\): .*; no comparison, and nothing saved\.$/)
    expect(failed.summary).not.toContain('Compared with')
    expect(twirp('CreateCacheEntry')).toHaveLength(saves)
  })

  it('what is saved holds titles, ids, outcomes and dates: none of the test data the service\'s answers carry', async () => {
    const runner = push('refs/heads/main', 41)
    await run(runner, [fail(checkout), pass(search)])
    const store = cacheStore({ kind: 'goal', id: 'goal-7' }, { PATH: process.env.PATH, ...cache!.env(runner.scopes), ...runner.env }) as RecordStore
    const saved = await store.restore(AbortSignal.timeout(20_000))
    expect(saved?.text).toContain('"format": "virtuoso-qa-history/1"')
    expect(saved?.text).toContain('Log in and check out')
    expect(saved?.text).not.toContain(JOURNEY_SECRET)
    expect(JSON.stringify(await (await fetch(`${service!.apiUrl}/executions/4242?envelope=false`)).json())).toContain(JOURNEY_SECRET)
  })
})

describe('a cancel while the history is restored', () => {
  it('ends as a cancel while fetching the results: exit 3, within the signal, no save', async () => {
    service = await startFakeService({ statuses: [state('FINISHED', 'FAIL')], journeys: [fail(checkout)] })
    const controller = new AbortController()
    let saved = false
    // A store that never answers until the cancel: the run must not wait for it.
    const store: RecordStore = {
      where: 'a store that hangs',
      saves: true,
      restore: (signal) => new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true })),
      save: async () => {
        saved = true
      }
    }
    setTimeout(() => controller.abort(), 200)
    const started = Date.now()
    const result = await runGoal(
      { token: 'tok', goalId: 'goal-7', apiUrl: service.apiUrl, uiUrl: 'https://ui.example', outputDir: await tempDir(), maxRetryTimeSeconds: 1, retryDelaySeconds: 0.01, pollIntervalSeconds: 0.01, timeoutSeconds: 0, history: { store, failOn: 'any', gateName: 'fail-on: new' } },
      { signal: controller.signal }
    )
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(result.exitCode).toBe(3)
    expect(result.cancelled).toBe(true)
    expect(result.message).toBe('Cancelled while fetching the results of job 4242.')
    expect(saved).toBe(false)
  })
})
