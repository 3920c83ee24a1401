import { afterEach, describe, expect, it } from 'vitest'
import { type FakeService, startFakeService, state } from '../fakes/service.js'
import { dist, runNode } from '../helpers/child.js'
import { CLIS, CLI_NAMES } from '../helpers/clis.js'
import { FakeClock } from '../helpers/fake-clock.js'
import { runCliInProcess } from '../helpers/in-process.js'
import { tempDir } from '../helpers/temp.js'

// A proxy variable that is set but is not a valid URL (contract: "Checked before anything
// starts"): in every CLI, a usage error (exit 1) that names the variable and never shows its
// credentials, and no request. The API is on loopback, which is never proxied.

let service: FakeService | undefined
afterEach(async () => {
  await service?.close()
  service = undefined
})

const UNENCODED_HASH = 'http://ci-user:s3cr#t-pw@127.0.0.1:3128'
const MESSAGE = (variable: string) => `The proxy variable ${variable} is not a valid URL (percent-encode # / ? @ and : in its user name or password, # as %23).`

describe.each(CLI_NAMES)('%s', (cli) => {
  it.each(['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY'])('%s with an unencoded # in its password: a usage error naming it, no request', async (variable) => {
    service = await startFakeService({ statuses: [state('FINISHED', 'PASS')], planJobs: [{ id: 1 }] })
    const { main, args } = CLIS[cli]
    const run = await runCliInProcess(main, ['-t', 'tok', ...args(service.apiUrl)], { env: { [variable]: UNENCODED_HASH }, clock: new FakeClock() })
    expect(run.code).toBe(1)
    expect(run.stderr.split('\n')[0]).toBe(MESSAGE(variable))
    expect(run.stdout + run.stderr).not.toMatch(/s3cr|t-pw|ci-user/)
    expect(service.requests).toEqual([])
  })
})

it('the bundled execute-goal exits 1 before any request', async () => {
  service = await startFakeService({ statuses: [state('FINISHED', 'PASS')] })
  const run = await runNode(dist.executeGoal, ['-t', 'tok', ...CLIS['execute-goal'].args(service.apiUrl)], { cwd: await tempDir(), env: { HTTPS_PROXY: UNENCODED_HASH } })
  expect(run.code).toBe(1)
  expect(run.stderr.split('\n')[0]).toBe(MESSAGE('HTTPS_PROXY'))
  expect(run.stderr).not.toMatch(/s3cr|t-pw|ci-user/)
  expect(service.requests).toEqual([])
})
