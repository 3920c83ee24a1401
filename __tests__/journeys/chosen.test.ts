import { afterEach, describe, expect, it } from 'vitest'
import { chooseJourneys, chosenCount, describeChosen, startChosenJourneys } from '../../src/journeys/choose.js'
import { ServiceClient } from '../../src/service/client.js'
import { ToolError } from '../../src/shared/exit-codes.js'
import { type FakeService, hang, httpError, raw, startFakeService, state } from '../fakes/service.js'
import { runGoalOn } from '../helpers/goal-run.js'
import { failingJourneys } from '../helpers/journeys.js'

// What a run of chosen journeys says of them (contract: "Chosen journeys are said"): the count of
// the heading and the comment, the log's line, and a title J2 does not give.

let service: FakeService | undefined
afterEach(async () => {
  await service?.close()
  service = undefined
})

describe('the chosen journeys, in words', () => {
  it('the count: one journey, or several', () => {
    expect(chosenCount({ titles: ['A'], of: 1 })).toBe('1 of 1 journey chosen')
    expect(chosenCount({ titles: ['A', 'B'], of: 14 })).toBe('2 of 14 journeys chosen')
  })

  it('the log line: 20 titles at most, then how many more', () => {
    const titles = Array.from({ length: 21 }, (_, i) => `T${i}`)
    const twenty = titles.slice(0, 20).map((title) => `"${title}"`).join(', ')
    expect(describeChosen({ titles: titles.slice(0, 20), of: 30 })).toBe(`20 of 30 journeys chosen: ${twenty}.`)
    expect(describeChosen({ titles, of: 30 })).toBe(`21 of 30 journeys chosen: ${twenty} and 1 more.`)
  })

  it('a journey chosen by id that J2 gives no title is named Journey <id>', async () => {
    service = await startFakeService({
      goalJourneys: raw('{"12": {"id": 12, "name": "", "cases": []}}'),
      journeyRuns: [{ id: 5151, statuses: [state('FINISHED', 'PASS')] }]
    })
    const { result } = await runGoalOn(service, { journeys: ['12'] })
    expect(result.exitCode).toBe(0)
    expect(result.chosen).toEqual({ titles: ['Journey 12'], of: 1 })
  })
})

describe("choosing among a version's journeys", () => {
  it('titles are taken by id, whatever key J2 files a journey under; a journey without an id is known by its key', async () => {
    service = await startFakeService({
      goalJourneys: raw('{"k1": {"id": 12, "title": "A", "cases": []}, "13": {"title": "B", "cases": []}}'),
      journeyRuns: [{ id: 5151, statuses: [state('FINISHED', 'PASS')] }]
    })
    const { result } = await runGoalOn(service, { journeys: ['A', 'B'] })
    expect(result.chosen).toEqual({ titles: ['A', 'B'], of: 2 })
  })

  it('two chosen journeys that cannot start: the message counts them', async () => {
    service = await startFakeService({ journeys: failingJourneys, journeyRunStarts: [httpError(500)] })
    const { result } = await runGoalOn(service, { journeys: ['Search the catalogue', '527218'] })
    expect(result.exitCode).toBe(1)
    expect(result.message).toBe('Starting the 2 chosen journeys of version 28733 of goal goal-7 failed: HTTP 500.')
  })

  it('a line that selects nothing among exactly 20 titles lists them all, and no "more"', () => {
    const journeys = new Map(Array.from({ length: 20 }, (_, i) => [String(i), { id: { text: String(i), number: true }, title: `T${i}` }]))
    const titles = Array.from({ length: 20 }, (_, i) => `"T${i}"`).join(', ')
    expect(() => chooseJourneys(['Nothing'], journeys as never, 'version 1 of goal 2')).toThrow(`The journey "Nothing" is neither the id nor the title of a journey of version 1 of goal 2; its journeys: ${titles}.`)
  })

  it('a cancel while starting goes on up as it is, not as a failed request', async () => {
    service = await startFakeService({ versions: hang })
    const client = new ServiceClient({ apiUrl: service.apiUrl, token: 't', limits: { requestDeadlineMs: 5_000 } })
    const controller = new AbortController()
    const waiting = setInterval(() => service?.requests.length && controller.abort(), 5)
    try {
      const started = startChosenJourneys(client, 'goal-7', ['A'], { signal: controller.signal })
      await expect(started).rejects.toThrow()
      await expect(started).rejects.not.toBeInstanceOf(ToolError)
    } finally {
      clearInterval(waiting)
      client.dispose()
    }
  })
})
