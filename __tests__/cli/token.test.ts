import { afterEach, describe, expect, it } from 'vitest'
import { type FakeService, startFakeService, state } from '../fakes/service.js'
import { CLIS, CLI_NAMES, type CliName } from '../helpers/clis.js'
import { FakeClock } from '../helpers/fake-clock.js'
import { runCliInProcess } from '../helpers/in-process.js'

// The access token of every CLI (contract: "The CLIs"): -t, else VIRTUOSO_TOKEN; an empty or blank
// -t counts as not given; an empty or blank token in the end is a missing option, before any request.

let service: FakeService | undefined
afterEach(async () => {
  await service?.close()
  service = undefined
})

async function run(cli: CliName, token: string[], env: Record<string, string | undefined>) {
  service = await startFakeService({ statuses: [state('FINISHED', 'PASS')], planJobs: [{ id: 1 }] })
  const { main, args } = CLIS[cli]
  const result = await runCliInProcess(main, [...token, ...args(service.apiUrl)], { env, clock: new FakeClock() })
  return { ...result, authorizations: service.requests.map((request) => request.headers.authorization) }
}

describe.each(CLI_NAMES)('%s', (cli) => {
  it('reads VIRTUOSO_TOKEN when -t is not given, and sends it as it is', async () => {
    const result = await run(cli, [], { VIRTUOSO_TOKEN: ' env-token' })
    expect(result.code).toBe(0)
    expect(new Set(result.authorizations)).toEqual(new Set(['Bearer  env-token']))
  })

  it.each([[''], ['   ']])('takes an empty or blank -t (%j) as not given, and reads VIRTUOSO_TOKEN', async (blank) => {
    const result = await run(cli, ['-t', blank], { VIRTUOSO_TOKEN: 'env-token' })
    expect(result.code).toBe(0)
    expect(new Set(result.authorizations)).toEqual(new Set(['Bearer env-token']))
  })

  it('prefers -t to VIRTUOSO_TOKEN', async () => {
    const result = await run(cli, ['-t', 'option-token'], { VIRTUOSO_TOKEN: 'env-token' })
    expect(result.code).toBe(0)
    expect(new Set(result.authorizations)).toEqual(new Set(['Bearer option-token']))
  })

  it.each([
    [[], undefined],
    [['-t', ''], ''],
    [['-t', ' \t '], '  '],
    [[], '']
  ])('with -t %j and VIRTUOSO_TOKEN %j, a missing token: exit 1 before any request', async (token, variable) => {
    const result = await run(cli, token, { VIRTUOSO_TOKEN: variable })
    expect(result.code).toBe(1)
    expect(result.stderr.split('\n')[0]).toMatch(/^Missing (the access token: give -t or --token, or set VIRTUOSO_TOKEN\.|required option: -t \(the access token, or set VIRTUOSO_TOKEN\)\.)$/)
    expect(result.authorizations).toEqual([])
  })

  it.each([
    [[], { VIRTUOSO_TOKEN: 'sekr3t\n' }, 'The access token (VIRTUOSO_TOKEN) holds a line break'],
    [['-t', 'sekr3t\r\n'], {}, 'The access token (-t) holds a line break'],
    [['-t', 'sek\u0000r3t'], {}, 'The access token (-t) holds a control character'],
    [['-t', 'sek\u20acr3t'], {}, 'The access token (-t) holds a character that an HTTP header cannot carry']
  ])('with -t %j and %j, a token no header can carry: one line that never shows it, exit 1, no request', async (token, env, message) => {
    const result = await run(cli, token, env)
    expect(result.code).toBe(1)
    expect(result.stderr.split('\n')[0]).toBe(`${message} (not shown here: it is a secret); give it without.`)
    expect(result.stdout + result.stderr).not.toContain('sek')
    expect(result.authorizations).toEqual([])
  })
})
