import { afterEach, expect, it } from 'vitest'
import { checkProxySettings, proxyFor } from '../../src/service/proxy.js'
import { UsageError } from '../../src/shared/exit-codes.js'

// How a proxy variable is read (contract: "Checked before anything starts"): a value without a
// scheme is http://<value>; a value that is no http(s) URL is a usage error naming the variable,
// never its value; credentials are decoded once into the Proxy-Authorization header.

const PROXY_VARIABLES = ['https_proxy', 'http_proxy', 'no_proxy', 'HTTPS_PROXY', 'HTTP_PROXY', 'NO_PROXY'] as const
const saved = Object.fromEntries(PROXY_VARIABLES.map((name) => [name, process.env[name]]))
afterEach(() => {
  for (const name of PROXY_VARIABLES) {
    if (saved[name] === undefined) delete process.env[name]
    else process.env[name] = saved[name]
  }
})

/** The proxy for an https API when HTTPS_PROXY is `value`. */
function proxyOf(value: string) {
  for (const name of PROXY_VARIABLES) delete process.env[name]
  process.env.HTTPS_PROXY = value
  const proxy = proxyFor(new URL('https://api.example/api'))
  return proxy && { url: proxy.url.href, credentials: proxy.authorization && Buffer.from(proxy.authorization.slice(6), 'base64').toString() }
}

it.each([
  ['proxy.example:3128', 'http://proxy.example:3128/', undefined],
  ['ci-user:p%23ss@proxy.example:3128', 'http://proxy.example:3128/', 'ci-user:p#ss'],
  ['https://proxy.example', 'https://proxy.example/', undefined],
  ['http://proxy.example:3128/', 'http://proxy.example:3128/', undefined],
  ['HTTP://u%40x:@10.0.0.1:8080', 'http://10.0.0.1:8080/', 'u@x:']
])('%s is the proxy %s', (value, url, credentials) => {
  expect(proxyOf(value)).toEqual({ url, credentials })
})

it.each([
  ['http://ci-user:s3cr#t@proxy.example:3128', 'is not a valid URL (percent-encode # / ? @ and : in its user name or password, # as %23).'],
  ['http://ci#user:s3cret@proxy.example:3128', 'is not a valid URL (percent-encode # / ? @ and : in its user name or password, # as %23).'],
  ['http://ci-user:s3cr/t@proxy.example', 'is not a valid URL (percent-encode # / ? @ and : in its user name or password, # as %23).'],
  ['http://ci-user:s3cr%zzt@proxy.example', 'is not a valid URL (a % in its user name or password must start a percent-encoded character, % itself as %25).'],
  ['socks5://ci-user:s3cret@proxy.example:1080', 'must be an http:// or https:// address, not socks5://.'],
  [' ', 'is not a valid URL (percent-encode # / ? @ and : in its user name or password, # as %23).']
])('%j is a usage error that names the variable, not the value', (value, message) => {
  const check = () => checkProxySettings({ HTTP_PROXY: 'http://proxy.example:3128', http_proxy: value })
  expect(check).toThrow(UsageError)
  expect(check).toThrow(`The proxy variable http_proxy ${message}`)
  expect(() => proxyOf(value)).toThrow(`The proxy variable HTTPS_PROXY ${message}`)
})

it('an empty variable is no proxy, and NO_PROXY and loopback go direct', () => {
  expect(() => checkProxySettings({ HTTPS_PROXY: '', http_proxy: '' })).not.toThrow()
  expect(proxyOf('')).toBeUndefined()
  process.env.NO_PROXY = '.example'
  expect(proxyFor(new URL('https://api.example/api'))).toBeUndefined()
  expect(proxyFor(new URL('https://127.0.0.1:8443/api'))).toBeUndefined()
})
