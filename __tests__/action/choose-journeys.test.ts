import { afterEach, describe, expect, it } from 'vitest'
import { type FakeService, type ServiceScript, hang, httpError, ok, raw, startFakeService, state } from '../fakes/service.js'
import { goalInputs } from '../helpers/goal-inputs.js'
import { runActionInProcess } from '../helpers/in-process.js'
import { when } from '../helpers/when.js'

// Choosing journeys in the action (contract: "Choosing journeys (goal mode): `journeys`"): J3, J2
// and J4 in place of endpoint 4, against the loopback fake; then the run is goal mode's.

let service: FakeService | undefined
afterEach(async () => {
  await service?.close()
  service = undefined
})

async function goal(script: ServiceScript, inputs: Record<string, string>, options = {}) {
  service = await startFakeService(script)
  return runActionInProcess(goalInputs(service.apiUrl, inputs), {}, options)
}

/**
 * A version's J2 answer, as text so that its order and its numbers are exactly as written: an id
 * beyond 2^53, string ids, a title that reads like another journey's id, and one title twice.
 */
const VERSION_JOURNEYS = `{
  "9007199254740993123": {"id": 9007199254740993123, "title": "Checkout", "name": "Suite A", "cases": []},
  "s-77": {"id": "s-77", "title": "527300", "cases": []},
  "abc-1": {"id": "abc-1", "title": "Login", "cases": []},
  "527300": {"id": 527300, "title": "Search", "cases": []},
  "41": {"id": 41, "title": "Checkout", "cases": []},
  "12": {"id": 12, "title": "Wishlist", "cases": []},
  "13": {"id": 13, "title": "Not chosen", "cases": []}
}`

/** What the chosen journeys' job does once started. */
const chosenRun: ServiceScript = { goalJourneys: raw(VERSION_JOURNEYS), journeyRuns: [{ id: 5151, statuses: [state('RUNNING'), state('FINISHED', 'PASS')] }] }

const J3 = 'GET /api/goals/goal-7/versions?envelope=false'
const J2 = 'GET /api/snapshots/28733/goals/goal-7/testsuites?envelope=false'
const J4 = 'POST /api/goals/goal-7/snapshots/28733/execute?envelope=false'
const lines = () => (service?.requests ?? []).map((r) => `${r.method} ${r.url}`)
const j4Bodies = () => (service?.requests ?? []).filter((r) => `${r.method} ${r.url}` === J4).map((r) => r.body.toString())

describe('goal mode: journeys', () => {
  it('J3, J2 and J4 start the chosen journeys, each once, in J2 order, ids digit for digit; then a goal run as any', async () => {
    const run = await goal(chosenRun, { journeys: '  Checkout  \n\n 527300\nLogin\n   \nWishlist\n41\n' })
    expect(run.code).toBe(0)
    expect(lines().slice(0, 3)).toEqual([J3, J2, J4])
    expect(lines()).not.toContain('POST /api/goals/goal-7/execute?envelope=false')
    // "527300" is an id before it is a title; "Checkout" is two journeys; 41 is chosen twice, sent once.
    expect(j4Bodies()).toEqual(['{"suiteIds": [9007199254740993123, "abc-1", 527300, 41, 12]}'])
    expect(service!.requests.find((r) => r.method === 'POST')!.headers['content-type']).toBe('application/json')
    // From here on, goal mode's: the job J4 started is polled, its files written, its outputs set.
    expect(lines()).toContain('GET /api/executions/5151/status?envelope=false')
    expect(run.outputs).toMatchObject({
      'job-id': '5151',
      'execution-url': 'https://ui.example/#/project/execution/5151',
      status: 'FINISHED',
      outcome: 'PASS',
      'exit-code': '0'
    })
    expect(run.stdout).toContain('Goal goal-7 started as job 5151: https://ui.example/#/project/execution/5151')
  })

  it('says what was chosen: the log lists the chosen journeys, the summary\'s heading says how many of how many', async () => {
    const run = await goal(chosenRun, { journeys: 'Checkout\nWishlist' })
    expect(run.code).toBe(0)
    // Checkout is two journeys: 3 of the version's 7 ran, in J2's order.
    expect(run.stdout).toContain('3 of 7 journeys chosen: "Checkout", "Checkout", "Wishlist".')
    expect(run.summary.split('\n')[0]).toBe('<h3>✅ Virtuoso QA goal &quot;Checkout regression&quot;: 3 of 7 journeys chosen</h3>')
  })

  it('lists 20 chosen titles at most, then how many more', async () => {
    const journeys = Array.from({ length: 25 }, (_, i) => ({ id: 100 + i, title: 'Same', outcome: 'PASS' }))
    const run = await goal({ journeys, journeyRuns: [{ id: 5151, statuses: [state('FINISHED', 'PASS')] }] }, { journeys: 'Same' })
    expect(run.stdout).toMatch(new RegExp(`^25 of \\d+ journeys chosen: ${Array(20).fill('"Same"').join(', ')} and 5 more\\.$`, 'm'))
  })

  it('with wait: false, starts the chosen journeys and succeeds at once with the job\'s outputs', async () => {
    const run = await goal(chosenRun, { journeys: 'Search', wait: 'false' })
    expect(run.code).toBe(0)
    expect(lines()).toEqual([J3, J2, J4])
    expect(j4Bodies()).toEqual(['{"suiteIds": [527300]}'])
    expect(run.outputs['job-id']).toBe('5151')
  })

  it('a line that selects nothing: exit 1 before any job, naming it and listing 20 of the version\'s titles', async () => {
    const journeys = Array.from({ length: 25 }, (_, i) => ({ id: 100 + i, title: `T${i}`, outcome: 'PASS' }))
    const run = await goal({ journeys }, { journeys: 'T3\nT33' })
    expect(run.code).toBe(1)
    const titles = Array.from({ length: 20 }, (_, i) => `"T${i}"`).join(', ')
    expect(run.stdout).toContain(
      `::error title=Virtuoso QA goal::The journey "T33" is neither the id nor the title of a journey of version 28733 of goal goal-7 (did you mean "T3"?); its journeys: ${titles} and 5 more.`
    )
    expect(lines()).toEqual([J3, J2])
    expect(run.outputs['job-id']).toBeUndefined()
  })

  it.each([
    ['J3 names no version', { versions: ok({ snapshots: [] }) }, [J3], 'Finding the newest version of goal goal-7 failed: the answer names no version (snapshots[0].snapshotId).'],
    ['J3 fails', { versions: httpError(500) }, [J3], 'Finding the newest version of goal goal-7 failed: HTTP 500'],
    ['J2 fails', { goalJourneys: httpError(404) }, [J3, J2], 'Reading the journeys of version 28733 of goal goal-7 failed: HTTP 404'],
    ['J4 fails', { journeyRunStarts: [httpError(500)] }, [J3, J2, J4], 'Starting the chosen journey of version 28733 of goal goal-7 failed: HTTP 500']
  ])('a start failure when %s: exit 1, no retry, no job', async (_, script: ServiceScript, requests, message) => {
    const run = await goal(script, { journeys: '527218' }, { tuning: { limits: { requestDeadlineMs: 5_000 } } })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain(`::error title=Virtuoso QA goal::${message}`)
    expect(lines()).toEqual(requests)
    expect(run.outputs['job-id']).toBeUndefined()
  })

  it('a cancel while J4 is under way: exit 1, as for a start', async () => {
    const controller = new AbortController()
    when(() => lines().includes(J4), () => controller.abort())
    const run = await goal({ journeyRunStarts: [hang] }, { journeys: '527218' }, { signal: controller.signal })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('::error title=Virtuoso QA goal::Cancelled while starting the goal; it may have started.')
    expect(j4Bodies()).toEqual(['{"suiteIds": [527218]}'])
  })

  it('with job-id: a usage error before any request', async () => {
    const run = await goal({}, { journeys: 'Login journey', 'job-id': '4242' })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('::error title=Virtuoso QA::The input "job-id" and the input "journeys" exclude each other: give one or the other.')
    expect(service!.requests).toEqual([])
  })

  it('only blank lines: as good as not given (the rule of every input), so the whole goal runs', async () => {
    const run = await goal({}, { journeys: ' \n  \n' })
    expect(run.code).toBe(0)
    expect(lines()[0]).toBe('POST /api/goals/goal-7/execute?envelope=false')
  })

  it('in plan mode: a usage error before any request', async () => {
    service = await startFakeService({ planJobs: [{ id: 801 }] })
    const run = await runActionInProcess({ ...goalInputs(service.apiUrl), mode: 'plan', 'plan-id': 'plan-3', journeys: 'Login journey' })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('::error title=Virtuoso QA::The input "journeys" is for goal mode: a plan runs its own journeys.')
    expect(service.requests).toEqual([])
  })
})
