import { describe, expect, it } from 'vitest'
import { pathAsWritten } from '../../src/service/http.js'
import { resolveHosts } from '../../src/service/hosts.js'
import { UsageError } from '../../src/shared/exit-codes.js'

describe('a request goes to the path of its address as written', () => {
  it.each([
    ['https://h/api/jobs/../status?envelope=false', '/api/jobs/../status?envelope=false'],
    ['http://127.0.0.1:8/api/goals/./execute', '/api/goals/./execute'],
    ['https://user:p%2Fw@h:8/a/%2e%2e/b', '/a/%2e%2e/b'],
    ['https://bucket.s3.example?X-Amz-Signature=ab', '/?X-Amz-Signature=ab'],
    ['https://h/a?b=1#fragment', '/a?b=1'],
    ['https://h#fragment', '/'],
    ['https://h', '/']
  ])('%s → %s', (address, path) => {
    expect(pathAsWritten(address)).toBe(path)
  })

  it('so the hosts are kept as the URL parser writes them: lower case, no default port, no trailing slash, spaces encoded', () => {
    expect(resolveHosts(false, { apiUrl: 'HTTPS://API.Example:443/my api/', uiUrl: 'http://UI.example:80//' }, NAMES)).toEqual({
      apiUrl: 'https://api.example/my%20api',
      uiUrl: 'http://ui.example'
    })
  })
})

/** How the messages name the two addresses. */
const NAMES = { apiUrl: 'API', uiUrl: 'UI' }

describe('an address is http or https, or refused before any request', () => {
  it('refuses a scheme that only ends in http or https', () => {
    const refusal = (() => {
      try {
        return resolveHosts(false, { apiUrl: 'xhttps://api.example/api' }, NAMES)
      } catch (error) {
        return error
      }
    })()
    expect(refusal).toBeInstanceOf(UsageError)
    expect((refusal as Error).message).toBe('API must be an http or https address, not "xhttps://api.example/api".')
  })
})
