import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { executeGoalCli } from '../../src/cli/execute-goal.js'
import { executePlanCli } from '../../src/cli/execute-plan.js'
import { uploadCertificateCli } from '../../src/cli/upload-certificate.js'
import { type FakeService, startFakeService, state } from '../fakes/service.js'
import { dist, root, runNode } from '../helpers/child.js'
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

const PROFILE = path.join(root, '__tests__/fixtures/use-action/client.p12')
const clis = {
  'execute-goal': { main: executeGoalCli, args: (api: string) => ['-t', 'tok', '-gi', 'goal-7', '--api_url', api] },
  'execute-plan': { main: executePlanCli, args: (api: string) => ['-t', 'tok', '-pi', 'plan-3', '--api_url', api] },
  'upload-certificate': {
    main: uploadCertificateCli,
    args: (api: string) => ['-t', 'tok', '-f', PROFILE, '-p', 'use-action-p12', '-w', 'work', '-n', 'n', '-o', 'org', '-a', api]
  }
}

const UNENCODED_HASH = 'http://ci-user:s3cr#t-pw@127.0.0.1:3128'
const MESSAGE = (variable: string) => `The proxy variable ${variable} is not a valid URL (percent-encode # / ? @ and : in its user name or password, # as %23).`

describe.each(Object.keys(clis) as (keyof typeof clis)[])('%s', (cli) => {
  it.each(['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY'])('%s with an unencoded # in its password: a usage error naming it, no request', async (variable) => {
    service = await startFakeService({ statuses: [state('FINISHED', 'PASS')], planJobs: [{ id: 1 }] })
    const { main, args } = clis[cli]
    const run = await runCliInProcess(main, args(service.apiUrl), { env: { [variable]: UNENCODED_HASH }, clock: new FakeClock() })
    expect(run.code).toBe(1)
    expect(run.stderr.split('\n')[0]).toBe(MESSAGE(variable))
    expect(run.stdout + run.stderr).not.toMatch(/s3cr|t-pw|ci-user/)
    expect(service.requests).toEqual([])
  })
})

it('the bundled execute-goal exits 1 before any request', async () => {
  service = await startFakeService({ statuses: [state('FINISHED', 'PASS')] })
  const run = await runNode(dist.executeGoal, clis['execute-goal'].args(service.apiUrl), { cwd: await tempDir(), env: { HTTPS_PROXY: UNENCODED_HASH } })
  expect(run.code).toBe(1)
  expect(run.stderr.split('\n')[0]).toBe(MESSAGE('HTTPS_PROXY'))
  expect(run.stderr).not.toMatch(/s3cr|t-pw|ci-user/)
  expect(service.requests).toEqual([])
})
