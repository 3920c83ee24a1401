import { readFile } from 'node:fs/promises'
import { afterEach, describe, expect, it } from 'vitest'
import { type FakeService, type ServiceScript, httpError, ok, raw, startFakeService } from '../fakes/service.js'
import { goalInputs } from '../helpers/goal-inputs.js'
import { runActionInProcess } from '../helpers/in-process.js'
import { failingJourneys, failingWhere } from '../helpers/journeys.js'
import { annotationsOf, logLines } from '../helpers/workflow-log.js'

// A plan's journeys in the action (contract: "Goal names in plan mode", "Journey results", outputs):
// a goal named once for all its jobs, goals that cannot be named, a job whose results cannot be read.

let service: FakeService | undefined
afterEach(async () => {
  await service?.close()
  service = undefined
})

const planInputs = (apiUrl: string) => ({ ...goalInputs(apiUrl), mode: 'plan', 'goal-id': '', 'plan-id': 'plan-3' })
// Both jobs run goal 8534: their status answers name it, and so do their journey results.
const finished = (outcome: string) => raw(`{"status":"FINISHED","outcome":"${outcome}","goalId":8534}`)
const twoJobs: ServiceScript = {
  planJobs: [
    { id: 11, statuses: [finished('FAIL')], journeys: [failingJourneys[0]] },
    { id: 12, statuses: [finished('PASS')], journeys: [failingJourneys[1]] }
  ]
}

describe('plan mode: goal names (endpoint 7 once per goal)', () => {
  const goalRequests = () => (service?.requests ?? []).filter((r) => r.url.startsWith('/api/goals/')).map((r) => r.url)
  const link = (id: string) => `<a href="https://ui.example/#/project/execution/${id}">${id}</a>`

  it("two jobs of one goal: its record is read once, and its name is in the journeys' Goal column, the annotations and the JUnit file", async () => {
    service = await startFakeService(twoJobs)
    const run = await runActionInProcess(planInputs(service.apiUrl))
    expect(run.code).toBe(2)
    expect(goalRequests()).toEqual(['/api/goals/8534?envelope=false'])
    expect(run.summary).toContain(`<tr><td>Log in and check out</td><td>FAIL</td><td>checkpoint &quot;Log in&quot;, step 3 of 5 (CLICK)</td><td>Checkout regression</td><td>${link('11')}</td>`)
    expect(run.summary).toContain(`<tr><td>Search the catalogue</td><td>PASS</td><td>Checkout regression</td><td>${link('12')}</td>`)
    expect(annotationsOf(run.stdout, 'error')[0]).toBe(`Checkout regression%3A Log in and check out::FAIL at ${failingWhere.checkout}: https://ui.example/#/project/execution/11`)
    const xml = await readFile(run.outputs['junit-file'], 'utf8')
    expect(xml.match(/<testsuite name="[^"]*"/g)).toEqual(['<testsuite name="Checkout regression (job 11)"', '<testsuite name="Checkout regression (job 12)"'])
  })

  it('a goal whose record answers HTTP 500 is shown as Goal <id>, without a warning', async () => {
    service = await startFakeService({ ...twoJobs, goal: httpError(500) })
    const run = await runActionInProcess(planInputs(service.apiUrl))
    expect(run.code).toBe(2)
    expect(goalRequests()).toEqual(['/api/goals/8534?envelope=false'])
    expect(annotationsOf(run.stdout, 'warning')).toEqual([])
    expect(run.summary).toContain(`<td>Log in and check out</td><td>FAIL</td><td>checkpoint &quot;Log in&quot;, step 3 of 5 (CLICK)</td><td>Goal 8534</td><td>${link('11')}</td>`)
    expect(annotationsOf(run.stdout, 'error')[0]).toMatch(/^Goal 8534%3A Log in and check out::FAIL at /)
    const xml = await readFile(run.outputs['junit-file'], 'utf8')
    expect(xml.match(/<testsuite name="[^"]*"/g)).toEqual(['<testsuite name="Goal 8534 (job 11)"', '<testsuite name="Goal 8534 (job 12)"'])
  })
})

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
