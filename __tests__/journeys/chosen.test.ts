import { afterEach, describe, expect, it } from 'vitest'
import { chosenCount, describeChosen } from '../../src/journeys/choose.js'
import { type FakeService, raw, startFakeService, state } from '../fakes/service.js'
import { runGoalOn } from '../helpers/goal-run.js'

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
