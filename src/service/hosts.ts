import { UsageError } from '../shared/exit-codes.js'

/** The service's two environments (Client B rule 3): they differ in the API host and the web interface host. */
export const environments = {
  default: { apiUrl: 'https://api.virtuoso.qa/api', uiUrl: 'https://app.virtuoso.qa' },
  app2: { apiUrl: 'https://api-app2.virtuoso.qa/api', uiUrl: 'https://app-app2.virtuoso.qa' }
} as const

export interface Hosts {
  apiUrl: string
  uiUrl: string
}

/**
 * The hosts to use: the chosen environment's, each overridable by an explicit address.
 * @throws UsageError when an address is not an http or https URL, before any request.
 */
export function resolveHosts(app2: boolean, overrides: Partial<Hosts> = {}): Hosts {
  const environment = app2 ? environments.app2 : environments.default
  return {
    apiUrl: checkedUrl('API', overrides.apiUrl ?? environment.apiUrl),
    uiUrl: checkedUrl('web interface', overrides.uiUrl ?? environment.uiUrl)
  }
}

/** Whether a text is an absolute http or https address. */
export function isHttpUrl(url: string): boolean {
  return URL.canParse(url) && /^https?:$/.test(new URL(url).protocol)
}

function checkedUrl(what: string, url: string): string {
  if (!isHttpUrl(url)) {
    throw new UsageError(`The ${what} address "${url}" is not an http or https URL.`)
  }
  // As the URL parser writes it (host in lower case, no default port, spaces encoded): requests
  // send their path as written (see pathAsWritten), so it must already be a valid one.
  return trimSlashes(new URL(url).href)
}

/** The link to a job in the web interface (Client B rule 9). */
export function executionUrl(uiUrl: string, jobId: string): string {
  return `${trimSlashes(uiUrl)}/#/project/execution/${encodeURIComponent(jobId)}`
}

function trimSlashes(url: string): string {
  return url.replace(/\/+$/, '')
}
