import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { ServiceClient } from '../../src/service/client.js'
import { type FakeService, closedWhileIdle, ok, startFakeService, state } from '../fakes/service.js'
import { runGoalOn } from '../helpers/goal-run.js'
import { startTunnellingProxy } from '../helpers/https-proxy.js'
import { runPlanOn } from '../helpers/plan-run.js'
import { serveAtHosts } from '../helpers/service-at-host.js'

// Proxies cost one tunnel (contract: "Legible in every shape of run"): through the runner's proxy,
// a run's requests to one host share one CONNECT tunnel while the proxy keeps it open, as they
// share one connection without a proxy; a tunnel the proxy closed is a connection the server
// closed while idle (contract: "Bounded, cancellable, always reported"). A real forwarding proxy on
// loopback counts the CONNECTs; the service is named by hosts only the proxy reaches.

const PROXY_VARIABLES = ['https_proxy', 'http_proxy', 'no_proxy', 'HTTPS_PROXY', 'HTTP_PROXY', 'NO_PROXY'] as const
const saved = Object.fromEntries(PROXY_VARIABLES.map((name) => [name, process.env[name]]))
const closers: (() => Promise<void> | void)[] = []
let service: FakeService
beforeEach(() => {
  // Lower case first: on Windows the names are case-insensitive, and deleting `no_proxy` deletes `NO_PROXY`.
  for (const name of PROXY_VARIABLES) delete process.env[name]
  process.env.NO_PROXY = ''
})
afterEach(async () => {
  for (const name of PROXY_VARIABLES) {
    if (saved[name] === undefined) delete process.env[name]
    else process.env[name] = saved[name]
  }
  await Promise.all(closers.splice(0).map((close) => close()))
  await service?.close()
})

/** The fake service behind a tunnelling proxy that HTTP_PROXY names, as `http://service.test:<port>/api`. */
async function behindProxy(script: Parameters<typeof startFakeService>[0], options: { closeIdleAfterMs?: number } = {}) {
  service = await startFakeService(script)
  const port = Number(new URL(service.apiUrl).port)
  const proxy = await startTunnellingProxy(port, undefined, options)
  closers.push(() => proxy.close())
  process.env.HTTP_PROXY = proxy.url.replace('http://', 'http://ci-user:p%40ss@')
  return { proxy, apiUrl: `http://service.test:${port}/api` }
}

it("a goal's polls, report and goal over https go through one tunnel and one TLS session with the service's host", async () => {
  service = await startFakeService({ statuses: [state('RUNNING'), state('RUNNING'), state('RUNNING'), state('RUNNING'), state('FINISHED', 'PASS')] })
  const hosts = await serveAtHosts(Number(new URL(service.apiUrl).port))
  closers.push(() => hosts.close())
  process.env.HTTPS_PROXY = hosts.proxyUrl
  const { result } = await runGoalOn(service, { apiUrl: 'https://api.virtuoso.qa/api' })
  expect(result.exitCode).toBe(0)
  expect(service.statusRequests()).toHaveLength(5)
  // The start, five polls, the report, the journeys and the goal: one CONNECT, one handshake.
  expect(service.requests.length).toBeGreaterThan(7)
  expect(hosts.targets()).toEqual(['api.virtuoso.qa:443'])
  expect(hosts.serverNames).toEqual(['api.virtuoso.qa'])
  expect(hosts.carried().includes('secret-token')).toBe(false)
})

it("a plan's jobs go through one tunnel, which carries the proxy's credentials", async () => {
  const { proxy, apiUrl } = await behindProxy({
    planJobs: [1, 2, 3].map((id) => ({ id, statuses: [state('RUNNING'), state('FINISHED', 'PASS')] }))
  })
  const { result } = await runPlanOn(service, { apiUrl })
  expect(result.exitCode).toBe(0)
  expect(service.statusRequests()).toHaveLength(6)
  expect(proxy.connects.map((tunnel) => [tunnel.target, tunnel.auth])).toEqual([[new URL(apiUrl).host, `Basic ${Buffer.from('ci-user:p@ss').toString('base64')}`]])
})

it('a tunnel the proxy closed while idle costs a second one, and the requests succeed', async () => {
  const { proxy, apiUrl } = await behindProxy({ statuses: [state('RUNNING'), state('RUNNING'), state('FINISHED', 'PASS')] }, { closeIdleAfterMs: 300 })
  const client = new ServiceClient({ apiUrl, token: 'tok-proxy' })
  closers.push(() => client.dispose())
  await client.getExecutionStatus('4242')
  expect(await client.getExecutionStatus('4242')).toEqual({ status: 'RUNNING', outcome: 'null' })
  expect(proxy.connects).toHaveLength(1)
  await vi.waitFor(() => expect(proxy.connects[0].closed).toBe(true), { timeout: 2_000 })
  expect(await client.getExecutionStatus('4242')).toEqual({ status: 'FINISHED', outcome: 'PASS' })
  expect(proxy.connects).toHaveLength(2)
})

it('a tunnel lost under a status request costs the run nothing: the GET goes once more, through a new tunnel', async () => {
  // The fake resets the second status request, on the connection of the first: the proxy closes its tunnel with it.
  const { proxy, apiUrl } = await behindProxy({ statuses: [state('RUNNING'), closedWhileIdle(state('FINISHED', 'PASS'))] })
  const { result, warnings } = await runGoalOn(service, { apiUrl })
  expect(result).toMatchObject({ exitCode: 0, retries: 0, polls: 2 })
  expect(warnings).toEqual([])
  expect(service.statusRequests()).toHaveLength(3)
  expect(proxy.connects).toHaveLength(2)
})

it('a tunnel lost under a start is no reason to send the POST again', async () => {
  const { proxy, apiUrl } = await behindProxy({ statuses: [state('RUNNING')], start: closedWhileIdle(ok({ id: 99 })) })
  const client = new ServiceClient({ apiUrl, token: 'tok-proxy' })
  closers.push(() => client.dispose())
  await client.getExecutionStatus('4242')
  await expect(client.executeGoal('goal-7')).rejects.toThrow(/ECONNRESET|socket hang up/)
  expect(service.requests.filter((request) => request.method === 'POST')).toHaveLength(1)
  expect(proxy.connects).toHaveLength(1)
})
