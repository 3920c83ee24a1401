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
 * The hosts to use: the chosen environment's, each overridable by an explicit address, which
 * `names` names in a message as the front end spells it (`--api_url`, `The input "api-url"`).
 * @throws UsageError when an address is not an http or https URL, before any request.
 */
export function resolveHosts(app2: boolean, overrides: Partial<Hosts>, names: Record<keyof Hosts, string>): Hosts {
  const environment = app2 ? environments.app2 : environments.default
  return {
    apiUrl: checkedUrl(names.apiUrl, overrides.apiUrl ?? environment.apiUrl),
    uiUrl: checkedUrl(names.uiUrl, overrides.uiUrl ?? environment.uiUrl)
  }
}

/** Whether a text is an absolute http or https address. */
export function isHttpUrl(url: string): boolean {
  return URL.canParse(url) && ['http:', 'https:'].includes(new URL(url).protocol)
}

function checkedUrl(name: string, url: string): string {
  if (!isHttpUrl(url)) {
    throw new UsageError(`${name} must be an http or https address, not "${url}".`)
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
