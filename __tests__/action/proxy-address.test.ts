import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { type FakeService, startFakeService, state } from '../fakes/service.js'
import { root } from '../helpers/child.js'
import { goalInputs } from '../helpers/goal-inputs.js'
import { runActionInProcess } from '../helpers/in-process.js'

// A proxy variable that is set but is not a valid URL (contract: "Checked before anything
// starts"): a usage error in every mode, exit 1, that names the variable and never shows its
// credentials, and no request. The API is on loopback, which is never proxied: a request that the
// check let through would reach the fake.

let service: FakeService | undefined
afterEach(async () => {
  await service?.close()
  service = undefined
})

/** A committed profile (its README gives the password), so that certificate mode would reach its first request. */
const PROFILE = path.join(root, '__tests__/fixtures/use-action/client.p12')

const modes: Record<string, (apiUrl: string) => Record<string, string>> = {
  goal: (apiUrl) => goalInputs(apiUrl),
  plan: (apiUrl) => ({ ...goalInputs(apiUrl), mode: 'plan', 'goal-id': '', 'plan-id': 'plan-3' }),
  certificate: (apiUrl) => ({
    mode: 'certificate',
    token: 'tok-cert',
    'api-url': apiUrl,
    'certificate-file': PROFILE,
    'certificate-password': 'use-action-p12',
    'certificate-name': 'gate',
    'organization-id': 'org-11'
  })
}

/** A password with an unencoded `#`: the URL parser ends the authority there, at a port `s3cr`. */
const UNENCODED_HASH = 'http://ci-user:s3cr#t-pw@127.0.0.1:3128'

describe.each(Object.keys(modes))('%s mode', (mode) => {
  it.each([
    ['HTTPS_PROXY', UNENCODED_HASH],
    ['http_proxy', UNENCODED_HASH]
  ])('%s with an unencoded # in its password: a usage error naming it, no request', async (variable, value) => {
    service = await startFakeService({ statuses: [state('FINISHED', 'PASS')], planJobs: [{ id: 1 }] })
    const run = await runActionInProcess(modes[mode](service.apiUrl), { [variable]: value })
    expect(run.code).toBe(1)
    expect(run.outputs['exit-code']).toBe('1')
    // A workflow command writes % as %25: the log shows "%23".
    expect(run.stdout).toContain(
      `::error title=Virtuoso QA::The proxy variable ${variable} is not a valid URL (percent-encode # / ? @ and : in its user name or password, # as %2523).`
    )
    expect(run.stdout + run.stderr + run.summary).not.toMatch(/s3cr|t-pw|ci-user/)
    expect(service.requests).toEqual([])
  })
})

it('a proxy of another scheme is a usage error too', async () => {
  service = await startFakeService({ statuses: [state('FINISHED', 'PASS')] })
  const run = await runActionInProcess(goalInputs(service.apiUrl), { HTTPS_PROXY: 'socks5://ci-user:s3cr@127.0.0.1:1080' })
  expect(run.code).toBe(1)
  expect(run.stdout).toContain('::error title=Virtuoso QA::The proxy variable HTTPS_PROXY must be an http:// or https:// address, not socks5://.')
  expect(run.stdout).not.toMatch(/s3cr|ci-user/)
  expect(service.requests).toEqual([])
})

it('a valid proxy address, and one without a scheme, start the run as before', async () => {
  service = await startFakeService({ statuses: [state('FINISHED', 'PASS')] })
  // Loopback is never proxied: the run reaches the fake directly.
  const run = await runActionInProcess(goalInputs(service.apiUrl, { 'upload-artifact': 'false' }), {
    HTTPS_PROXY: 'ci-user:p%23ss@proxy.example:3128',
    HTTP_PROXY: 'http://proxy.example:3128'
  })
  expect(run.code).toBe(0)
  expect(service.statusRequests()).toHaveLength(1)
})
