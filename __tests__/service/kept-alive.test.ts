import { afterEach, describe, expect, it } from 'vitest'
import { ServiceClient } from '../../src/service/client.js'
import { type FakeService, closedWhileIdle, journeyResultsText, ok, raw, startFakeService, state } from '../fakes/service.js'
import { runGoalOn } from '../helpers/goal-run.js'
import { failingJourneys } from '../helpers/journeys.js'

// A kept-alive connection that the server closed while it was idle (contract: "Bounded,
// cancellable, always reported"): a GET that meets it before any byte of an answer is sent once
// more on a new connection; a POST or PUT never is. The fake resets a request that arrives on a
// connection that served an earlier one, as a server does that closed it just then.

let service: FakeService | undefined
afterEach(async () => {
  await service?.close()
  service = undefined
})

describe('a connection closed while idle', () => {
  it('costs a status request nothing: sent again on a new connection, no retry of rule 8', async () => {
    service = await startFakeService({ statuses: [closedWhileIdle(state('FINISHED', 'PASS'))] })
    const { result, warnings } = await runGoalOn(service)
    expect(result.exitCode).toBe(0)
    expect(result.retries).toBe(0)
    expect(warnings).toEqual([])
    // The start, then the first status request on its connection (reset), then the same request on a new one.
    const [start, lost, again] = service.requests
    expect([lost.url, again.url]).toEqual(['/api/executions/4242/status?envelope=false', '/api/executions/4242/status?envelope=false'])
    expect(lost.remotePort).toBe(start.remotePort)
    expect(again.remotePort).not.toBe(lost.remotePort)
    expect(service.statusRequests()).toHaveLength(2)
    expect(result.polls).toBe(1)
  })

  it('costs the journey results nothing: read on a new connection, no warning', async () => {
    service = await startFakeService({
      statuses: [state('FINISHED', 'FAIL')],
      journeys: failingJourneys,
      journeyResults: closedWhileIdle(raw(journeyResultsText(4242, failingJourneys)))
    })
    const { result, warnings } = await runGoalOn(service)
    expect(warnings).toEqual([])
    expect(result.results?.[0].journeys?.map((journey) => journey.title)).toEqual(failingJourneys.map((journey) => journey.title))
    expect(service.requests.filter((r) => r.url === '/api/executions/4242?envelope=false')).toHaveLength(2)
  })

  it('is no reason to send a POST again: a start is never repeated', async () => {
    service = await startFakeService({ statuses: [state('RUNNING')], start: closedWhileIdle(ok({ id: 99 })) })
    const client = new ServiceClient({ apiUrl: service.apiUrl, token: 'tok' })
    try {
      await client.getExecutionStatus('4242')
      await expect(client.executeGoal('goal-7')).rejects.toThrow(/ECONNRESET|socket hang up/)
    } finally {
      client.dispose()
    }
    expect(service.requests.filter((r) => r.method === 'POST')).toHaveLength(1)
  })

  it('a GET reset on a new connection is a failure as before: sent once only', async () => {
    service = await startFakeService({ statuses: [{ reset: true }] })
    const client = new ServiceClient({ apiUrl: service.apiUrl, token: 'tok' })
    try {
      await expect(client.getExecutionStatus('4242')).rejects.toThrow(/ECONNRESET|socket hang up/)
    } finally {
      client.dispose()
    }
    expect(service.statusRequests()).toHaveLength(1)
  })
})
