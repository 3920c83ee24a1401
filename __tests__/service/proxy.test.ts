import { afterEach, expect, it } from 'vitest'
import { ServiceClient } from '../../src/service/client.js'
import { NetworkError } from '../../src/service/errors.js'
import { type FakeService, startFakeService, state } from '../fakes/service.js'
import { startRecordingProxy, startTunnellingProxy, trustedLoopbackIdentity } from '../helpers/https-proxy.js'
import { serveAtHosts } from '../helpers/service-at-host.js'

// The runner's proxy settings (HTTP_PROXY, HTTPS_PROXY, NO_PROXY), read by the toolkit's rules
// and followed through a real CONNECT tunnel to the fake service. The service is named by a host
// that does not resolve, `service.test`: only the proxy can reach it, and loopback names are
// never proxied.

const saved = { HTTP_PROXY: process.env.HTTP_PROXY, HTTPS_PROXY: process.env.HTTPS_PROXY, NO_PROXY: process.env.NO_PROXY, no_proxy: process.env.no_proxy }
let service: FakeService | undefined
const closers: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
  await Promise.all(closers.splice(0).map((close) => close()))
  await service?.close()
  service = undefined
})

/**
 * The runner's proxy settings for this test. `no_proxy` goes first: on Windows environment names
 * are case-insensitive, and deleting `no_proxy` there deletes `NO_PROXY` too.
 */
function proxySettings(httpProxy: string, noProxy = '', variable: 'HTTP_PROXY' | 'HTTPS_PROXY' = 'HTTP_PROXY'): void {
  delete process.env.no_proxy
  process.env[variable] = httpProxy
  process.env.NO_PROXY = noProxy
}

async function throughProxy(proxyUrl: (url: string) => string, noProxy = '') {
  service = await startFakeService({ statuses: [state('RUNNING'), state('FINISHED', 'PASS')] })
  const port = new URL(service.apiUrl).port
  const proxy = await startTunnellingProxy(Number(port))
  closers.push(() => proxy.close())
  proxySettings(proxyUrl(proxy.url), noProxy)
  const client = new ServiceClient({ apiUrl: `http://service.test:${port}/api`, token: 'tok-proxy' })
  closers.push(() => client.dispose())
  return { client, proxy, port }
}

it('sends each request through the proxy that HTTP_PROXY names, in one tunnel, and reads the answers', async () => {
  const { client, proxy, port } = await throughProxy((url) => url)
  expect(await client.getExecutionStatus('job-1')).toEqual({ status: 'RUNNING', outcome: 'null' })
  expect(await client.getExecutionStatus('job-1')).toEqual({ status: 'FINISHED', outcome: 'PASS' })
  // One tunnel for both (contract: "Proxies cost one tunnel").
  expect(proxy.connects.map((c) => c.target)).toEqual([`service.test:${port}`])
  expect(service?.statusRequests()).toHaveLength(2)
  expect(proxy.connects[0].auth).toBeUndefined()
})

it('gives the proxy its credentials, decoded once from the address', async () => {
  const { client, proxy } = await throughProxy((url) => url.replace('http://', 'http://ci%20user:p%40ss%3Aw%2541rd@'))
  await client.getExecutionStatus('job-1')
  expect(proxy.connects.map((c) => c.auth)).toEqual([`Basic ${Buffer.from('ci user:p@ss:w%41rd').toString('base64')}`])
})

it.each([
  ['a user name without a password', 'ci-user@', 'ci-user:'],
  ['a password without a user name', ':s%40cret@', ':s@cret']
])('gives the proxy credentials of %s too', async (_, userinfo, credentials) => {
  const { client, proxy } = await throughProxy((url) => url.replace('http://', `http://${userinfo}`))
  await client.getExecutionStatus('job-1')
  expect(proxy.connects.map((c) => c.auth)).toEqual([`Basic ${Buffer.from(credentials).toString('base64')}`])
})

it('speaks TLS to a proxy whose address is https://, and tunnels through it', async () => {
  service = await startFakeService({ statuses: [state('RUNNING')] })
  const port = new URL(service.apiUrl).port
  const identity = trustedLoopbackIdentity()
  closers.push(() => identity.withdraw())
  const proxy = await startTunnellingProxy(Number(port), identity)
  closers.push(() => proxy.close())
  expect(proxy.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/)
  proxySettings(proxy.url)
  // The proxy's certificate names the proxy (127.0.0.1), not this host: TLS with the proxy is
  // checked against the proxy's own name, never against the CONNECT's Host header.
  const client = new ServiceClient({ apiUrl: `http://elsewhere.test:${port}/api`, token: 'tok-proxy' })
  closers.push(() => client.dispose())
  expect(await client.getExecutionStatus('job-1')).toEqual({ status: 'RUNNING', outcome: 'null' })
  expect(proxy.connects.map((c) => c.target)).toEqual([`elsewhere.test:${port}`])
})

it('reads the proxy settings afresh for a request after dispose()', async () => {
  // dispose() forgets the connections and the way each origin was reached: a later request
  // follows the settings as they are then.
  const { client, proxy: first, port } = await throughProxy((url) => url)
  await client.getExecutionStatus('job-1')
  client.dispose()
  const second = await startTunnellingProxy(Number(port))
  closers.push(() => second.close())
  process.env.HTTP_PROXY = second.url
  expect(await client.getExecutionStatus('job-1')).toEqual({ status: 'FINISHED', outcome: 'PASS' })
  expect([first.connects.length, second.connects.length]).toEqual([1, 1])
})

it('goes direct for a host that NO_PROXY names', async () => {
  const { client, proxy } = await throughProxy((url) => url, 'example.org,service.test')
  // Direct, service.test does not resolve: the request fails without reaching the proxy.
  await expect(client.getExecutionStatus('job-1')).rejects.toThrow(/ENOTFOUND|EAI_AGAIN/)
  expect(proxy.connects).toEqual([])
})

// A proxy address without a port means the scheme's default: 80 for http://, 443 for https://.
// Nothing listens there on loopback, so the refused connection names the port that was tried.
it.each([
  ['http://127.0.0.1', '127.0.0.1:80'],
  ['https://127.0.0.1', '127.0.0.1:443']
])('a proxy address without a port (%s) is reached on the default port of its scheme', async (proxyUrl, address) => {
  proxySettings(proxyUrl)
  const client = new ServiceClient({ apiUrl: 'http://service.test:8080/api', token: 'tok-proxy' })
  closers.push(() => client.dispose())
  const error = await client.getExecutionStatus('job-1').then(
    () => expect.unreachable('nothing listens there'),
    (error: Error) => error
  )
  expect(error).toBeInstanceOf(NetworkError)
  expect(error.message).toBe(`the proxy at ${address}: connect ECONNREFUSED ${address}`)
})

it('names the status of a proxy that refuses the tunnel', async () => {
  const proxy = await startRecordingProxy()
  closers.push(() => proxy.close())
  proxySettings(proxy.url)
  const client = new ServiceClient({ apiUrl: 'http://service.test:8080/api', token: 'tok-proxy' })
  closers.push(() => client.dispose())
  const error = await client.getExecutionStatus('job-1').then(
    () => expect.unreachable('the proxy refuses'),
    (error: Error) => error
  )
  expect(error).toBeInstanceOf(NetworkError)
  expect(error.message).toBe(`the proxy at ${proxy.url.slice('http://'.length)} refused the tunnel: HTTP 403`)
  expect(proxy.targets).toEqual(['service.test:8080'])
})

it('speaks TLS with an https service inside the tunnel: the proxy never sees the token', async () => {
  service = await startFakeService({ statuses: [state('RUNNING')] })
  const hosts = await serveAtHosts(Number(new URL(service.apiUrl).port))
  closers.push(() => hosts.close())
  proxySettings(hosts.proxyUrl, '', 'HTTPS_PROXY')
  const client = new ServiceClient({ apiUrl: 'https://api.virtuoso.qa/api', token: 'tok-never-in-clear' })
  closers.push(() => client.dispose())
  expect(await client.getExecutionStatus('job-1')).toEqual({ status: 'RUNNING', outcome: 'null' })
  expect(hosts.targets()).toEqual(['api.virtuoso.qa:443'])
  expect(hosts.serverNames).toEqual(['api.virtuoso.qa'])
  expect(service.statusRequests()[0].headers).toMatchObject({ host: 'api.virtuoso.qa', authorization: 'Bearer tok-never-in-clear' })
  expect(hosts.carried().length).toBeGreaterThan(0)
  expect(hosts.carried().includes('tok-never-in-clear')).toBe(false)
})
