import { checkBypass } from '@actions/http-client/lib/proxy'
import { UsageError } from '../shared/exit-codes.js'

// The runner's proxy settings, read here only (contract: "Checked before anything starts"; README,
// "Behind a proxy"). NO_PROXY follows @actions/http-client's rules (checkBypass), as the artifact
// client, which reads the same variables, does: loopback is never proxied. A proxy address is read
// here rather than by the toolkit's getProxyUrl, which skips an address that is not a URL without
// a word (so that a password with an unencoded `#` became `getaddrinfo ENOTFOUND` far into the
// run), and reads `proxy.local:3128` as a URL of the scheme `proxy.local:`, which it then ignores.

/** The variables that name a proxy, lower case first: the toolkit reads `https_proxy` before `HTTPS_PROXY`. */
const PROXY_VARIABLES = { 'https:': ['https_proxy', 'HTTPS_PROXY'], 'http:': ['http_proxy', 'HTTP_PROXY'] } as const

/**
 * Checks every proxy variable that is set, before anything starts: one that is not a valid http://
 * or https:// URL (a value without a scheme is read as `http://<value>`) is a UsageError that names
 * the variable and never shows its value, which may hold a password.
 */
export function checkProxySettings(env: Readonly<Record<string, string | undefined>>): void {
  for (const name of [...PROXY_VARIABLES['https:'], ...PROXY_VARIABLES['http:']]) proxyOf(name, env[name])
}

/** A proxy: where it listens, and the Proxy-Authorization its address gives, from credentials decoded once. */
export interface Proxy {
  /** The proxy's scheme, host and port only. */
  url: URL
  /** `Basic …` of the decoded user name and password (`p%40ss` in the address is the password `p@ss`). */
  authorization?: string
}

/**
 * The proxy that the runner's settings name for `url`; undefined to go direct.
 * @throws UsageError for an address that is not a URL (checkProxySettings says so before any request).
 */
export function proxyFor(url: URL): Proxy | undefined {
  const name = PROXY_VARIABLES[url.protocol === 'https:' ? 'https:' : 'http:'].find((each) => process.env[each])
  return name === undefined || checkBypass(url) ? undefined : proxyOf(name, process.env[name])
}

/** The address in variable `name`, checked; undefined when it is not set or empty. */
function proxyOf(name: string, value: string | undefined): Proxy | undefined {
  if (!value) return undefined
  // The value itself is never quoted: its user name and password would be in the message.
  const invalid = (why: string): never => {
    throw new UsageError(`The proxy variable ${name} is not a valid URL (${why}).`)
  }
  const encode = 'percent-encode # / ? @ and : in its user name or password, # as %23'
  let url: URL | undefined
  try {
    url = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(value) ? value : `http://${value}`)
  } catch {
    return invalid(encode)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`The proxy variable ${name} must be an http:// or https:// address, not ${url.protocol}//.`)
  // A # or ? left unencoded in a user name ends the host early, and what follows would be ignored.
  if (url.search || url.hash || url.pathname !== '/') return invalid(encode)
  if (!url.username && !url.password) return { url: new URL(url.origin) }
  let credentials: string
  try {
    credentials = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`
  } catch {
    return invalid('a % in its user name or password must start a percent-encoded character, % itself as %25')
  }
  return { url: new URL(url.origin), authorization: `Basic ${Buffer.from(credentials).toString('base64')}` }
}
