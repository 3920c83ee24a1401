import { afterEach, describe, expect, it } from 'vitest'
import { type FakeService, type ServiceScript, httpError, ok, raw, startFakeService } from '../fakes/service.js'
import { goalInputs } from '../helpers/goal-inputs.js'
import { runActionInProcess } from '../helpers/in-process.js'
import { failingJourneys } from '../helpers/journeys.js'
import { logLines } from '../helpers/workflow-log.js'

// A plan's journeys in the action where its jobs differ (contract: "Goal names in plan mode",
// "Journey results", outputs): goal names that cannot be had, and a job whose results cannot be read.

let service: FakeService | undefined
afterEach(async () => {
  await service?.close()
  service = undefined
})

const planInputs = (apiUrl: string) => ({ ...goalInputs(apiUrl), mode: 'plan', 'goal-id': '', 'plan-id': 'plan-3' })
const finished = (outcome: string) => raw(`{"status":"FINISHED","outcome":"${outcome}","goalId":8534}`)
const twoJobs: ServiceScript = {
  planJobs: [
    { id: 11, statuses: [finished('FAIL')], journeys: [failingJourneys[0]] },
    { id: 12, statuses: [finished('PASS')], journeys: [failingJourneys[1]] }
  ]
}

describe('plan mode: a goal that cannot be named', () => {
  it.each([
    ['a record without a name', ok({ id: 8534 }), 'Goal 8534 has no name in its record.'],
    ['a record that cannot be read', httpError(500), 'The name of goal 8534 could not be read: HTTP 500.']
  ])('%s: a debug line, and Goal <id>', async (_, goal, debug) => {
    service = await startFakeService({ ...twoJobs, goal })
    const run = await runActionInProcess(planInputs(service.apiUrl))
    expect(run.code).toBe(2)
    // (Besides the request's own debug line.)
    expect(logLines(run.stdout).filter((line) => /^::debug::(Goal|The name of goal) /.test(line))).toEqual([`::debug::${debug}`])
    expect(run.summary).toContain('<td>Goal 8534</td>')
  })
})

describe('plan mode: a job whose results cannot be read', () => {
  it("failed-journeys still lists the other jobs' failed journeys", async () => {
    service = await startFakeService({ planJobs: [twoJobs.planJobs![0], { ...twoJobs.planJobs![1], journeyResults: httpError(404) }] })
    const run = await runActionInProcess(planInputs(service.apiUrl))
    expect(run.code).toBe(2)
    expect(JSON.parse(run.outputs['failed-journeys'])).toEqual([{ jobId: '11', id: '527218', title: 'Log in and check out', outcome: 'FAIL' }])
  })
})
