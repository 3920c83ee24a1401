import dns from 'node:dns'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { uploadResults } from '../../src/action/artifact.js'
import { type GoalRunOptions, type GoalRunResult, runGoal } from '../../src/goal/run-goal.js'
import { ServiceClient } from '../../src/service/client.js'
import { startArtifactBackend } from '../fakes/artifact-backend.js'
import { FakeClock } from '../helpers/fake-clock.js'
import { startSilentListener, startTunnellingProxy } from '../helpers/https-proxy.js'
import { failure } from '../helpers/leftovers.js'
import { tempDir } from '../helpers/temp.js'
import { when } from '../helpers/when.js'

// Every phase of a request that can wait on the other side (issue 29; contract: "Bounded,
// cancellable, always reported"), behind the runner's proxy settings with NO_PROXY empty: the name
// lookup, the proxy's tunnel (its TLS handshake for an https:// proxy), the service's TLS handshake
// in the tunnel, the proxied request, and the same phases of a direct connection. A loopback
// listener accepts and stays silent; the run's deadline ends a start (exit 1) or fails a status
// request, and a cancel ends it at once. A name lookup that never returns is node:dns's lookup
// replaced for the test by one that never calls back: node:net calls it for each host name.

const PROXY_VARIABLES = ['https_proxy', 'http_proxy', 'no_proxy', 'HTTPS_PROXY', 'HTTP_PROXY', 'NO_PROXY'] as const
const saved = Object.fromEntries(PROXY_VARIABLES.map((name) => [name, process.env[name]]))
const realLookup = dns.lookup
const closers: (() => Promise<void> | void)[] = []
afterEach(async () => {
  dns.lookup = realLookup
  // Lower case first: on Windows the names are case-insensitive, and deleting `no_proxy` deletes `NO_PROXY`.
  for (const name of PROXY_VARIABLES) {
    if (saved[name] === undefined) delete process.env[name]
    else process.env[name] = saved[name]
  }
  await Promise.all(closers.splice(0).map((close) => close()))
})

/** Where a run waits for an answer that never comes. */
interface Silence {
  apiUrl: string
  /** The runner's proxy settings, beside an empty NO_PROXY. */
  proxy: Record<string, string>
  /** Whether the first request has reached the phase that waits. */
  waiting(): boolean
  /** The connections the client still holds open at the silent end; undefined where none is made (a name lookup). */
  open?(): number
}

async function silentListener() {
  const silent = await startSilentListener()
  closers.push(silent.close)
  return silent
}

async function tunnellingProxyTo(port: number) {
  const proxy = await startTunnellingProxy(port)
  closers.push(proxy.close)
  return proxy
}

/** Replaces node:dns's lookup, until the test ends, by one that notes each host name and never answers. */
function unansweredLookups(): string[] {
  const names: string[] = []
  dns.lookup = ((hostname: string) => void names.push(hostname)) as unknown as typeof dns.lookup
  return names
}

const phases: [string, () => Promise<Silence>][] = [
  [
    'a proxy (HTTPS_PROXY) that never answers the tunnel of an https API',
    async () => {
      const silent = await silentListener()
      return { apiUrl: 'https://service.test/api', proxy: { HTTPS_PROXY: silent.url }, waiting: () => silent.connections() > 0, open: silent.open }
    }
  ],
  [
    'a proxy (HTTP_PROXY) that never answers the tunnel of an http API',
    async () => {
      const silent = await silentListener()
      return { apiUrl: 'http://service.test/api', proxy: { HTTP_PROXY: silent.url }, waiting: () => silent.connections() > 0, open: silent.open }
    }
  ],
  [
    'an https:// proxy that never completes its TLS handshake',
    async () => {
      const silent = await silentListener()
      return { apiUrl: 'https://service.test/api', proxy: { HTTPS_PROXY: `https://127.0.0.1:${silent.port}` }, waiting: () => silent.connections() > 0, open: silent.open }
    }
  ],
  [
    'a proxy whose name never resolves',
    async () => {
      const names = unansweredLookups()
      return { apiUrl: 'https://service.test/api', proxy: { HTTPS_PROXY: 'http://proxy.test:3128' }, waiting: () => names.includes('proxy.test') }
    }
  ],
  [
    'a proxy that tunnels to a service that never completes its TLS handshake',
    async () => {
      const silent = await silentListener()
      const proxy = await tunnellingProxyTo(silent.port)
      return { apiUrl: `https://service.test:${silent.port}/api`, proxy: { HTTPS_PROXY: proxy.url }, waiting: () => silent.connections() > 0, open: silent.open }
    }
  ],
  [
    'a proxy that tunnels to an http service that never answers',
    async () => {
      const silent = await silentListener()
      const proxy = await tunnellingProxyTo(silent.port)
      return { apiUrl: `http://service.test:${silent.port}/api`, proxy: { HTTP_PROXY: proxy.url }, waiting: () => silent.connections() > 0, open: silent.open }
    }
  ],
  [
    'no proxy, a service that never completes its TLS handshake',
    async () => {
      const silent = await silentListener()
      return { apiUrl: `https://127.0.0.1:${silent.port}/api`, proxy: {}, waiting: () => silent.connections() > 0, open: silent.open }
    }
  ],
  [
    'no proxy, a service whose name never resolves',
    async () => {
      const names = unansweredLookups()
      return { apiUrl: 'https://service.test/api', proxy: {}, waiting: () => names.includes('service.test') }
    }
  ]
]

/** Sets up `phase` and the runner's proxy settings for it. */
async function behind(phase: () => Promise<Silence>): Promise<Silence> {
  const silence = await phase()
  for (const name of PROXY_VARIABLES) delete process.env[name]
  Object.assign(process.env, { NO_PROXY: '' }, silence.proxy)
  return silence
}

/**
 * A goal run (a start, or with `jobId` a poll) against `silence`; with `cancel`, the run's signal
 * is aborted once the request waits. Resolves the result and the time from that abort, or from
 * the start, to the end.
 */
async function run(silence: Silence, options: Partial<GoalRunOptions>, cancel = false): Promise<{ result: GoalRunResult; ms: number }> {
  const run = new AbortController()
  let from = performance.now()
  if (cancel) {
    when(silence.waiting, () => {
      from = performance.now()
      run.abort(new Error('cancelled'))
    })
  }
  const result = await runGoal(
    {
      token: 'tok-silent',
      goalId: 'goal-7',
      apiUrl: silence.apiUrl,
      uiUrl: 'https://ui.example',
      maxRetryTimeSeconds: 0,
      retryDelaySeconds: 10,
      pollIntervalSeconds: 2,
      outputDir: await tempDir(),
      ...options
    },
    { clock: new FakeClock(), signal: run.signal }
  )
  return { result, ms: performance.now() - from }
}

/** The client let go of every connection it opened to the silent end. */
async function lettingGo(silence: Silence): Promise<void> {
  if (silence.open) await vi.waitFor(() => expect(silence.open?.()).toBe(0), { timeout: 2_000 })
}

// Wide margins: the suite shares two loaded cores. A deadline of 300 ms must end the request well
// before 5 s; a cancel, under the contract's two seconds.
describe.each(phases)('behind %s', (_, phase) => {
  it('a start: the deadline ends the request, exit 1', async () => {
    const silence = await behind(phase)
    const { result, ms } = await run(silence, { limits: { requestDeadlineMs: 300 } })
    expect(silence.waiting()).toBe(true)
    expect(result).toMatchObject({ exitCode: 1, message: 'Starting goal goal-7 failed: no complete answer within 300 ms.' })
    expect(ms).toBeLessThan(5_000)
    await lettingGo(silence)
  })

  it('a start: a cancel ends it at once, exit 1', async () => {
    const silence = await behind(phase)
    const { result, ms } = await run(silence, { limits: { requestDeadlineMs: 30_000 } }, true)
    expect(result).toMatchObject({ exitCode: 1, cancelled: true, message: 'Cancelled while starting the goal; it may have started.' })
    expect(ms).toBeLessThan(2_000)
    await lettingGo(silence)
  })

  it('a poll: the deadline fails the status request', async () => {
    const silence = await behind(phase)
    const { result, ms } = await run(silence, { jobId: '4242', limits: { requestDeadlineMs: 300 } })
    expect(result.message).toBe(
      'Reading the status of job 4242 failed: no complete answer within 300 ms, with no time left for a retry (max-retry-time 0 s); it may still be running: https://ui.example/#/project/execution/4242.'
    )
    expect(ms).toBeLessThan(5_000)
    await lettingGo(silence)
  })

  it('a poll: a cancel ends it at once, exit 3', async () => {
    const silence = await behind(phase)
    const { result, ms } = await run(silence, { jobId: '4242', limits: { requestDeadlineMs: 30_000 } }, true)
    expect(result).toMatchObject({ exitCode: 3, cancelled: true })
    expect(result.message).toMatch(/^Cancelled while waiting for job 4242 \(last status unknown\)/)
    expect(ms).toBeLessThan(2_000)
    await lettingGo(silence)
  })
})

describe('a pre-signed upload behind a proxy that never answers the tunnel', () => {
  it('ends at its deadline, or at once on a cancel', async () => {
    const silent = await silentListener()
    await behind(async () => ({ apiUrl: 'https://service.test/api', proxy: { HTTPS_PROXY: silent.url }, waiting: () => silent.connections() > 0 }))
    const client = new ServiceClient({ apiUrl: 'https://service.test/api', token: 'tok-silent', limits: { requestDeadlineMs: 300 } })
    closers.push(() => client.dispose())
    const address = 'https://vqa-certificates.s3.eu-west-1.amazonaws.com/org-1/cert9.db?X-Amz-Signature=secret'
    const late = await failure(client.uploadFile(address, Buffer.from('db')))
    expect(late.message).toBe('no complete answer within 300 ms')
    const run = new AbortController()
    when(() => silent.connections() > 1, () => run.abort(new Error('cancelled')))
    const cancelled = await failure(client.uploadFile(address, Buffer.from('db'), { signal: run.signal, deadlineMs: 30_000 }))
    expect(cancelled.message).toBe('cancelled')
    await vi.waitFor(() => expect(silent.open()).toBe(0), { timeout: 2_000 })
  })
})

describe('the artifact upload behind a proxy that never answers the tunnel', () => {
  // @actions/artifact makes its own requests (through the same proxy settings); artifact.ts races
  // it against its deadline and the run's signal, which must hold whatever phase the client waits in.
  beforeAll(async () => {
    await import('@actions/artifact')
  })

  /** Uploads one file with a deadline of 500 ms; with `cancel`, the run's signal is aborted once the client reaches the proxy. */
  async function upload(cancel = false) {
    const backend = await startArtifactBackend()
    closers.push(backend.close)
    const silent = await silentListener()
    // The backend named by a host that only the proxy could reach: the toolkit never proxies loopback.
    const results = backend.url.replace('127.0.0.1', 'results.test')
    await behind(async () => ({ apiUrl: results, proxy: { HTTP_PROXY: silent.url }, waiting: () => silent.connections() > 0 }))
    const run = new AbortController()
    let from = performance.now()
    if (cancel) {
      when(
        () => silent.connections() > 0,
        () => {
          from = performance.now()
          run.abort(new Error('cancelled'))
        }
      )
    }
    const dir = await tempDir()
    await writeFile(path.join(dir, 'a.json'), '{}')
    const env = { ...backend.env, ACTIONS_RESULTS_URL: results, NO_PROXY: '', no_proxy: '' }
    const before = { ...process.env }
    Object.assign(process.env, env)
    const write = process.stdout.write
    process.stdout.write = (() => true) as typeof process.stdout.write
    try {
      const id = await uploadResults('results', [path.join(dir, 'a.json')], dir, { signal: run.signal, deadlineMs: cancel ? 30_000 : 500 })
      return { id, ms: performance.now() - from, silent, backend }
    } finally {
      process.stdout.write = write
      for (const key of Object.keys(env)) if (!(key in before)) delete process.env[key]
      Object.assign(process.env, before)
    }
  }

  it('gives up at its deadline', async () => {
    const { id, ms, silent, backend } = await upload()
    expect(id).toBeUndefined()
    expect(silent.connections()).toBeGreaterThan(0)
    expect(backend.requests).toEqual([])
    expect(ms).toBeLessThan(5_000)
  })

  it('is abandoned at once on a cancel', async () => {
    const { id, ms, silent } = await upload(true)
    expect(id).toBeUndefined()
    expect(silent.connections()).toBeGreaterThan(0)
    expect(ms).toBeLessThan(2_000)
  })
})
