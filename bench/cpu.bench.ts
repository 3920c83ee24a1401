import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import path from 'node:path'
import { createServer as createTlsServer } from 'node:tls'
import { expect, it } from 'vitest'
import { type FakeService, listenOnLoopback, state, startFakeService } from '../__tests__/fakes/service.js'
import { type ChildResult, dist, runAction, runNode } from '../__tests__/helpers/child.js'
import { startTunnellingProxy } from '../__tests__/helpers/https-proxy.js'
import { tempDir } from '../__tests__/helpers/temp.js'
import { hasCommands, median, ms, ratio, readUsage, runBashMeasured, usageEnv } from './measure.js'

// What a whole goal job costs in CPU (issue 11), start-up included, for the bundled action (goal
// mode, upload-artifact false) and the bundled execute-goal CLI, against the reference the project
// replaces: Client B of the specification written in bash with curl and jq (bench/client-b.sh).
// Each process measures its own CPU (user + system): the Node entries at their exit (usageEnv),
// the bash client with `times`, which counts every curl, jq, sleep and subshell it waited for.
// Steady state, CPU per poll without the start-up, is the difference between jobs of 41 and of 11
// polls, divided by 30. All poll every 2 s, the specification's interval, which the CLI has fixed.
// Each job runs twice: over plain HTTP (the fake service as it is), and over TLS, as against the
// real service, through a TLS front on loopback with a certificate made here. Each client trusts
// what it trusts against the real service, and that certificate besides: Node its bundled roots
// and NODE_EXTRA_CA_CERTS; curl the system's CA bundle, which it reads at every start, with the
// certificate appended (CURL_CA_BUNDLE). A second bash row, "trusting only the test
// certificate", is the reference as earlier turns measured it, cheaper than any real run of it
// (a curl that reads one certificate instead of some 150: about 13 against 44 ms of CPU here).
// The children start as the runner starts the action: no IPC channel.

const POLL_SECONDS = 2
const SHORT = 11
const LONG = 41
const REPEATS = 3
const CLIENT_B = path.resolve(import.meta.dirname, 'client-b.sh')
const hasBashClient = hasCommands('bash', 'curl', 'jq')

type Kind = 'action' | 'cli' | 'bash' | 'bash-test-ca'
type Transport = 'HTTP' | 'TLS'
const TRANSPORTS: Transport[] = ['HTTP', 'TLS']
const KINDS: Kind[] = hasBashClient ? ['action', 'cli', 'bash'] : ['action', 'cli']
const NAMES: Record<Kind, string> = {
  action: 'the action (goal mode, upload-artifact false)',
  cli: 'execute-goal (the CLI)',
  bash: 'bench/client-b.sh (bash, curl, jq)',
  'bash-test-ca': 'bench/client-b.sh trusting only the test certificate'
}
/** Where curl finds the system's CA bundle (Debian and Ubuntu, Fedora and RHEL, macOS, Alpine). */
const SYSTEM_CA_BUNDLES = ['/etc/ssl/certs/ca-certificates.crt', '/etc/pki/tls/certs/ca-bundle.crt', '/etc/ssl/cert.pem']

interface Job {
  code: number | null
  /** The end of the job's output, to show when it failed. */
  tail: string
  cpuMs: number
  polls: number
  connections: number
}

/** The service's name through a proxy: the proxy sends every tunnel to loopback, whatever host it names. */
const PROXIED_HOST = 'service.test'

/** A job whose status is RUNNING `polls - 1` times, then FINISHED with PASS. */
const jobScript = (polls: number) => ({ statuses: [...Array.from({ length: polls - 1 }, () => state('RUNNING')), state('FINISHED', 'PASS')] })

/**
 * A certificate for 127.0.0.1, made once per test (its files are in the test's temporary folder,
 * removed after it: a later test that kept their paths ran its TLS jobs without the certificate),
 * and the TLS front that serves it.
 */
let tlsFiles: { key: Buffer; cert: Buffer; certFile: string; curlBundle: string; systemBundle?: string } | undefined
async function certificate(): Promise<NonNullable<typeof tlsFiles>> {
  if (!tlsFiles || !existsSync(tlsFiles.certFile)) {
    const dir = await tempDir('vqa-bench-tls-')
    const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')]
    const args = ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-keyout', key, '-out', cert, '-days', '1']
    // Also for PROXIED_HOST: the service as reached through a proxy (loopback is never proxied).
    execFileSync(process.env.OPENSSL || 'openssl', [...args, '-subj', '/CN=127.0.0.1', '-addext', `subjectAltName=IP:127.0.0.1,DNS:${PROXIED_HOST}`], { stdio: 'ignore' })
    // curl's trust: the system's bundle and the test certificate (only the latter where there is no bundle).
    const systemBundle = SYSTEM_CA_BUNDLES.find((file) => existsSync(file))
    const curlBundle = path.join(dir, 'curl-bundle.pem')
    writeFileSync(curlBundle, Buffer.concat([...(systemBundle ? [readFileSync(systemBundle), Buffer.from('\n')] : []), readFileSync(cert)]))
    tlsFiles = { key: readFileSync(key), cert: readFileSync(cert), certFile: cert, curlBundle, systemBundle }
  }
  return tlsFiles
}

/** Terminates TLS on loopback and passes each connection on to `port`: one upstream connection per client connection. */
async function tlsFront(port: number): Promise<{ url: string; close(): Promise<void> }> {
  const { key, cert } = await certificate()
  const server = createTlsServer({ key, cert }, (client) => {
    const upstream = connect(port, '127.0.0.1')
    // Each side ends the other: closing the front's connections ends the upstream ones too.
    for (const [socket, other] of [[client, upstream], [upstream, client]] as const) {
      socket.on('error', () => other.destroy())
      socket.on('close', () => other.destroy())
    }
    client.pipe(upstream).pipe(client)
  })
  const { port: frontPort, close } = await listenOnLoopback(server)
  return { url: `https://127.0.0.1:${frontPort}`, close }
}

/**
 * One whole job of `polls` polls by one client, against its own fake service, over HTTP or TLS;
 * with `proxied`, through a CONNECT proxy on loopback (HTTPS_PROXY, HTTP_PROXY), whose tunnels it counts.
 */
async function runJob(kind: Kind, polls: number, transport: Transport, proxied = false): Promise<Job & { tunnels: number }> {
  const service = await startFakeService(jobScript(polls))
  const front = transport === 'TLS' ? await tlsFront(Number(new URL(service.apiUrl).port)) : undefined
  const direct = front ? `${front.url}/api` : service.apiUrl
  const proxy = proxied ? await startTunnellingProxy(Number(new URL(direct).port)) : undefined
  const apiUrl = proxy ? direct.replace('127.0.0.1', PROXIED_HOST) : direct
  const proxyEnv = proxy ? { HTTPS_PROXY: proxy.url, HTTP_PROXY: proxy.url, NO_PROXY: '' } : {}
  const files = await certificate()
  const trust = front ? { NODE_EXTRA_CA_CERTS: files.certFile, CURL_CA_BUNDLE: kind === 'bash' ? files.curlBundle : files.certFile, ...proxyEnv } : proxyEnv
  const cwd = await tempDir('vqa-bench-cpu-')
  const usageFile = path.join(cwd, '.usage.json')
  const common = ['-t', 'tok-bench', '-gi', 'goal-7', '--api_url', apiUrl]
  try {
    const env = { ...trust, ...usageEnv(usageFile) }
    const run: Pick<ChildResult, 'code' | 'stdout' | 'stderr'> & { cpuMs?: number } =
      kind === 'bash' || kind === 'bash-test-ca'
        ? await runBashMeasured(CLIENT_B, [...common, '--poll_interval', String(POLL_SECONDS)], { cwd, env: trust })
        : kind === 'action'
          ? await runAction({ mode: 'goal', token: 'tok-bench', 'goal-id': 'goal-7', 'api-url': apiUrl, 'poll-interval': String(POLL_SECONDS), 'upload-artifact': 'false' }, env, undefined, { ipc: false })
          : await runNode(dist.executeGoal, common, { cwd, env, ipc: false })
    // The bash client is measured by its shell's `times`; a Node entry writes its own usage at its exit.
    const cpuMs = run.cpuMs ?? readUsage(usageFile).cpuMs
    return { code: run.code, tail: (run.stdout + run.stderr).slice(-2000), cpuMs, polls: service.statusRequests().length, connections: service.connections(), tunnels: proxy?.connects.length ?? 0 }
  } finally {
    await proxy?.close()
    await front?.close()
    await service.close()
  }
}

const sleep = (msToWait: number) => new Promise((resolve) => setTimeout(resolve, msToWait))

it('CPU of a whole job of 11 polls, and per poll, against a bash client', { timeout: 300_000 }, async () => {
  if (!hasBashClient) console.log('bash, curl or jq is missing: the bash reference rows are skipped, and with them the ratios.')

  // A bare Node process: the floor of any Node entry's start-up.
  const bareFile = path.join(await tempDir('vqa-bench-bare-'), 'usage.json')
  await new Promise((resolve) => spawn(process.execPath, ['-e', '0'], { env: { PATH: process.env.PATH, ...usageEnv(bareFile) }, stdio: 'ignore' }).on('close', resolve))
  const bareNode = readUsage(bareFile).cpuMs

  // Every job at once (they sleep 2 s between polls), started 300 ms apart so that no two
  // start-ups overlap: about 90 s in all instead of 10 minutes one after another.
  const { systemBundle } = await certificate()
  // Over TLS, the bash client also as earlier turns measured it.
  const kindsOver = (transport: Transport): Kind[] => (transport === 'TLS' && hasBashClient ? [...KINDS, 'bash-test-ca'] : KINDS)
  const plan = TRANSPORTS.flatMap((transport) =>
    kindsOver(transport).flatMap((kind) => [SHORT, LONG].flatMap((polls) => Array.from({ length: REPEATS }, () => ({ kind, polls, transport }))))
  )
  const jobs = await Promise.all(
    plan.map(async ({ kind, polls, transport }, i) => ({ kind, polls, transport, job: await sleep(i * 300).then(() => runJob(kind, polls, transport)) }))
  )
  for (const { kind, polls, transport, job } of jobs) {
    expect(job.code, `${kind}, ${polls} polls, ${transport}: ${job.tail}`).toBe(0)
    expect(job.polls, `${kind}, ${polls} polls, ${transport}`).toBe(polls)
  }

  const figures = (kind: Kind, transport: Transport) => {
    const of = (polls: number) => jobs.filter((j) => j.kind === kind && j.polls === polls && j.transport === transport).map((j) => j.job)
    const short = median(of(SHORT).map((j) => j.cpuMs))
    const long = median(of(LONG).map((j) => j.cpuMs))
    const perPoll = (long - short) / (LONG - SHORT)
    return { short, long, perPoll, startUp: short - SHORT * perPoll, connections: median(of(SHORT).map((j) => j.connections)) }
  }
  const verdict = (value: number, reference: number | undefined, fraction: number) =>
    reference === undefined ? '–' : value <= reference * fraction ? 'holds' : 'MISSED'
  const rows = TRANSPORTS.flatMap((transport) => {
    const bash = hasBashClient ? figures('bash', transport) : undefined
    return kindsOver(transport).map((kind) => {
      const f = figures(kind, transport)
      const ours = kind === 'action' || kind === 'cli'
      return {
        client: `${NAMES[kind]}, ${transport}`,
        [`job of ${SHORT} polls`]: ms(f.short),
        'job vs bash': bash ? ratio(f.short, bash.short) : '–',
        'job ≤ 1/5 of bash': ours ? verdict(f.short, bash?.short, 1 / 5) : '',
        [`job of ${LONG} polls`]: ms(f.long),
        'per poll': ms(f.perPoll),
        'poll vs bash': bash ? ratio(f.perPoll, bash.perPoll) : '–',
        'poll ≤ 1/20 of bash': ours ? verdict(f.perPoll, bash?.perPoll, 1 / 20) : '',
        'start-up': ms(f.startUp),
        connections: f.connections
      }
    })
  })
  console.log(
    `CPU time (user + system), median of ${REPEATS} runs each, all running at once; polls every ${POLL_SECONDS} s. ` +
      `Per poll: (job of ${LONG} − job of ${SHORT}) / ${LONG - SHORT}; start-up: job of ${SHORT} − ${SHORT} × per poll. A bare node -e 0 takes ${ms(bareNode)}. ` +
      `Over TLS, curl trusts ${systemBundle ? `${systemBundle} and the test certificate` : 'the test certificate only (no system CA bundle was found)'}.`
  )
  console.table(rows)
  if (hasBashClient) {
    const earlier = figures('bash-test-ca', 'TLS')
    console.log('Over TLS, against the bash client trusting only the test certificate (the reference as earlier turns measured it):')
    console.table(
      (['action', 'cli'] as const).map((kind) => {
        const f = figures(kind, 'TLS')
        return {
          client: NAMES[kind],
          'job vs that bash': ratio(f.short, earlier.short),
          'job ≤ 1/5 of that bash': verdict(f.short, earlier.short, 1 / 5),
          'per poll vs that bash': ratio(f.perPoll, earlier.perPoll),
          'poll ≤ 1/20 of that bash': verdict(f.perPoll, earlier.perPoll, 1 / 20)
        }
      })
    )
  }
})

it('one kept-alive connection per goal run, and the exit right after the FINISHED answer', { timeout: 120_000 }, async () => {
  const RUNS = 5
  // The action with no artifact backend (one notice, no upload) and the CLI: the time from the
  // moment the fake sent the FINISHED answer to the child's exit, which includes fetching and
  // writing the report and the goal (small here), the outputs, the summary and the log's flush.
  const measureExit = async (kind: Kind): Promise<{ ms: number; connections: number }> => {
    const service: FakeService = await startFakeService(kind === 'action' ? jobScript(3) : jobScript(1))
    const cwd = await tempDir('vqa-bench-exit-')
    let exitedAt = 0
    const onStart = (child: ChildProcess) => void child.on('exit', () => (exitedAt = performance.now()))
    try {
      let code: number | null
      if (kind === 'action') {
        code = (await runAction({ mode: 'goal', token: 'tok-bench', 'goal-id': 'goal-7', 'api-url': service.apiUrl, 'poll-interval': '0.05' }, {}, onStart, { ipc: false })).code
      } else if (kind === 'cli') {
        code = (await runNode(dist.executeGoal, ['-t', 'tok-bench', '-gi', 'goal-7', '--api_url', service.apiUrl], { cwd, onStart, ipc: false })).code
      } else {
        const child = spawn('bash', [CLIENT_B, '-t', 'tok-bench', '-gi', 'goal-7', '--api_url', service.apiUrl, '--poll_interval', '0.05'], { cwd, stdio: 'ignore' })
        onStart(child)
        code = await new Promise((resolve) => child.on('close', resolve))
      }
      expect(code).toBe(0)
      const finished = service.statusRequests().at(-1)!
      return { ms: exitedAt - finished.answeredAt, connections: service.connections() }
    } finally {
      await service.close()
    }
  }
  const rows = []
  for (const kind of KINDS) {
    const runs = []
    for (let i = 0; i < RUNS; i++) runs.push(await measureExit(kind))
    const times = runs.map((r) => r.ms)
    const ours = kind !== 'bash'
    const connections = [...new Set(runs.map((r) => r.connections))].join(', ')
    rows.push({
      client: kind === 'action' ? 'the action (no artifact backend)' : NAMES[kind],
      'FINISHED sent → exit, median': ms(median(times)),
      slowest: ms(Math.max(...times)),
      '≤ 50 ms': ours ? (median(times) <= 50 ? 'holds' : 'MISSED') : '',
      'connections per run': connections,
      'one connection': ours ? (connections === '1' ? 'holds' : 'MISSED') : ''
    })
  }
  console.log(`${RUNS} runs each, one after another; the action polls 3 times (0.05 s apart), the CLI and the bash client once.`)
  console.table(rows)
})

it('CPU per poll and CONNECTs per run through a proxy, against direct', { timeout: 300_000 }, async () => {
  // Contract: "Proxies cost one tunnel". The action and the CLI, each job direct and through a
  // CONNECT proxy on loopback (the service named by a host that only the proxy reaches), over HTTP
  // and over TLS inside the tunnel; all at once, started 300 ms apart, as above.
  await certificate()
  const kinds: Kind[] = ['action', 'cli']
  const plan = TRANSPORTS.flatMap((transport) =>
    kinds.flatMap((kind) =>
      [false, true].flatMap((proxied) => [SHORT, LONG].flatMap((polls) => Array.from({ length: REPEATS }, () => ({ kind, polls, transport, proxied }))))
    )
  )
  const jobs = await Promise.all(plan.map(async (p, i) => ({ ...p, job: await sleep(i * 300).then(() => runJob(p.kind, p.polls, p.transport, p.proxied)) })))
  for (const { kind, polls, transport, proxied, job } of jobs) {
    const what = `${kind}, ${polls} polls, ${transport}${proxied ? ', proxied' : ''}`
    expect(job.code, `${what}: ${job.tail}`).toBe(0)
    expect(job.polls, what).toBe(polls)
  }
  const rows = TRANSPORTS.flatMap((transport) =>
    kinds.flatMap((kind) => {
      const of = (proxied: boolean, polls: number) => jobs.filter((j) => j.kind === kind && j.transport === transport && j.proxied === proxied && j.polls === polls).map((j) => j.job)
      const perPoll = (proxied: boolean) => (median(of(proxied, LONG).map((j) => j.cpuMs)) - median(of(proxied, SHORT).map((j) => j.cpuMs))) / (LONG - SHORT)
      const direct = perPoll(false)
      return [false, true].map((proxied) => ({
        client: `${NAMES[kind]}, ${transport}, ${proxied ? 'through the proxy' : 'direct'}`,
        [`job of ${SHORT} polls`]: ms(median(of(proxied, SHORT).map((j) => j.cpuMs))),
        'per poll': ms(perPoll(proxied)),
        'poll vs direct': ratio(perPoll(proxied), direct),
        'CONNECTs per run': [...new Set([...of(proxied, SHORT), ...of(proxied, LONG)].map((j) => j.tunnels))].join(', '),
        'connections at the service': [...new Set([...of(proxied, SHORT), ...of(proxied, LONG)].map((j) => j.connections))].join(', '),
        'one tunnel': proxied ? (of(proxied, SHORT).concat(of(proxied, LONG)).every((j) => j.tunnels === 1) ? 'holds' : 'MISSED') : ''
      }))
    })
  )
  console.log(`CPU time (user + system), median of ${REPEATS} runs each, all running at once; polls every ${POLL_SECONDS} s; per poll as above.`)
  console.table(rows)
})
