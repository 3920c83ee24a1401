import type { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { afterEach, describe, expect, it } from 'vitest'
import { ServiceClient } from '../../src/service/client.js'
import { HttpStatusError } from '../../src/service/errors.js'
import { type FakeService, type ServiceScript, defaultReport, startFakeService } from '../fakes/service.js'

// The HTTP status at the edges of its classes, through the service client against the loopback
// fake: every 2xx is an answer (299 too), every 3xx a redirect that is not followed (300 and 399
// too), and a certificate endpoint's `success` decides whatever the status, except a redirect.

let service: FakeService | undefined
let api: ServiceClient | undefined
afterEach(async () => {
  api?.dispose()
  api = undefined
  await service?.close()
  service = undefined
})

async function client(script: ServiceScript): Promise<ServiceClient> {
  service = await startFakeService(script)
  api = new ServiceClient({ apiUrl: service.apiUrl, token: 'tok' })
  return api
}

async function failure(promise: Promise<unknown>): Promise<HttpStatusError> {
  const error = await promise.then(
    () => expect.unreachable('the request should have failed'),
    (error: unknown) => error
  )
  expect(error).toBeInstanceOf(HttpStatusError)
  return error as HttpStatusError
}

const saveText = (into: string[]) => async (body: Readable) => void into.push(await text(body))

describe('a 2xx answer is an answer, to its last code', () => {
  it.each([200, 201, 299])('a status answered %i', async (status) => {
    const answer = await client({ statuses: [{ status, json: { status: 'RUNNING', outcome: null } }] })
    await expect(answer.getExecutionStatus('4242')).resolves.toEqual({ status: 'RUNNING', outcome: 'null' })
  })

  it.each([200, 299])('a job report answered %i is saved as received', async (status) => {
    const saved: string[] = []
    const answer = await client({ report: { status, json: defaultReport } })
    await answer.getJobReport('4242', saveText(saved))
    expect(saved).toEqual([JSON.stringify(defaultReport)])
  })

  it.each([300, 400, 500])('a job report answered %i is a failure that saves nothing', async (status) => {
    const saved: string[] = []
    const answer = await client({ report: { status, json: defaultReport } })
    expect((await failure(answer.getJobReport('4242', saveText(saved)))).status).toBe(status)
    expect(saved).toEqual([])
  })
})

describe('a 3xx answer is a redirect, not followed, from 300 to 399', () => {
  it.each([
    [300, 'HTTP 300 (a redirect, not followed)'],
    [399, 'HTTP 399 (a redirect, not followed)'],
    [400, 'HTTP 400'],
    [401, 'HTTP 401: check the token'],
    [403, 'HTTP 403: check the token'],
    [404, 'HTTP 404'],
    [500, 'HTTP 500']
  ])('a status answered %i fails with "%s"', async (status, message) => {
    const answer = await client({ statuses: [{ status, json: { status: 'FINISHED', outcome: 'PASS' } }] })
    const error = await failure(answer.getExecutionStatus('4242'))
    expect(error.message).toBe(message)
    expect(error.status).toBe(status)
  })
})

describe('a certificate endpoint: `success` decides, whatever the status, but a redirect is a refusal', () => {
  const created = { success: true, item: { id: 'cert-1', s3PreSignedUrls: {} } }

  it.each([300, 399])('a creation answered %i with a success body is refused', async (status) => {
    const answer = await client({ certificates: { create: { status, json: created } } })
    await expect(answer.createCertificate('org-1', 'name', undefined)).resolves.toEqual({ success: false, httpStatus: status })
  })

  it.each([299, 400, 500])('a verification answered %i with a success body is a success', async (status) => {
    const answer = await client({ certificates: { verify: { status, json: { success: true } } } })
    await expect(answer.verifyCertificate('org-1', 'cert-1')).resolves.toEqual({ success: true, item: undefined })
  })

  it.each([200, 400])('a verification answered %i without `success: true` is refused, with its status', async (status) => {
    const answer = await client({ certificates: { verify: { status, json: { success: 'true' } } } })
    await expect(answer.verifyCertificate('org-1', 'cert-1')).resolves.toEqual({ success: false, httpStatus: status })
  })
})
