import { mkdirSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { runGoal } from '../../src/goal/run-goal.js'
import { type FakeService, hang, httpError, journeyResults, ok, raw, startFakeService, state } from '../fakes/service.js'
import { FakeClock } from '../helpers/fake-clock.js'
import { runPlanOn } from '../helpers/plan-run.js'
import { runDefaults } from '../helpers/run-defaults.js'
import { tempDir } from '../helpers/temp.js'

// Reading a run's journey results and goal names (contract: "Journey results", "Goal names in plan
// mode") where the answers differ from the usual: versions that differ, goals that cannot be named,
// a cancel while a goal is named, a run that listens to no warning.

let service: FakeService | undefined
afterEach(async () => {
  await service?.close()
  service = undefined
})

const finished = (outcome: string) => raw(`{"status":"FINISHED","outcome":"${outcome}","goalId":8534}`)
const j1Of = (jobId: number, snapshotId: number) => ok({ ...journeyResults(jobId, [{ id: 5, title: 'A', outcome: 'PASS' }]), snapshotId })
const titleRequests = () => (service?.requests ?? []).filter((r) => r.url.includes('/testsuites?')).map((r) => r.url)

describe('versions and goals', () => {
  it('jobs of two versions: J2 once for each; the JUnit file dates each suite from its J1', async () => {
    service = await startFakeService({
      planJobs: [
        { id: 11, statuses: [finished('PASS')], journeyResults: j1Of(11, 101) },
        { id: 12, statuses: [finished('PASS')], journeyResults: j1Of(12, 102) },
        { id: 13, statuses: [finished('PASS')], journeyResults: j1Of(13, 101) }
      ]
    })
    const { result, options } = await runPlanOn(service, { junitFile: path.join(await tempDir(), 'junit.xml') })
    expect(result.exitCode).toBe(0)
    expect(titleRequests()).toEqual(['/api/snapshots/101/goals/8534/testsuites?envelope=false', '/api/snapshots/102/goals/8534/testsuites?envelope=false'])
    const xml = await readFile(options.junitFile!, 'utf8')
    expect(xml.match(/timestamp="[^"]*"/g)).toEqual(Array(3).fill('timestamp="2024-07-16T10:29:12.277Z"'))
  })

  it('a named goal: no debug line; a goal that cannot be read in a run that takes no debug lines: Goal <id>, no failure', async () => {
    service = await startFakeService({ planJobs: [{ id: 11, statuses: [finished('PASS')] }] })
    const debug: string[] = []
    const named = await runPlanOn(service, {}, { events: { debug: (line) => debug.push(line) } })
    expect(named.result.results?.[0].goalName).toBe('Checkout regression')
    expect(debug).toEqual([])
    await service.close()
    service = await startFakeService({ planJobs: [{ id: 11, statuses: [finished('PASS')] }], goal: httpError(500) })
    const unnamed = await runPlanOn(service)
    expect(unnamed.result.exitCode).toBe(0)
    expect(unnamed.result.results?.[0].goalName).toBeUndefined()
  })

  it('a cancel while a goal is named: at once, with no debug line of a name that could not be read', async () => {
    service = await startFakeService({ planJobs: [{ id: 11, statuses: [finished('PASS')] }], goal: hang })
    const controller = new AbortController()
    const waiting = setInterval(() => service?.requests.some((r) => r.url.startsWith('/api/goals/')) && controller.abort(), 5)
    const debug: string[] = []
    const started = performance.now()
    const { result } = await runPlanOn(service, { limits: { requestDeadlineMs: 30_000 } }, { signal: controller.signal, events: { debug: (line) => debug.push(line) } }).finally(() => clearInterval(waiting))
    expect(performance.now() - started).toBeLessThan(10_000)
    expect(result.cancelled).toBe(true)
    expect(debug).toEqual([])
  })
})

describe('a job of no known goal', () => {
  it('its status and its results name no goal: no goal record is asked for', async () => {
    service = await startFakeService({ planJobs: [{ id: 11, statuses: [state('FINISHED', 'PASS')], journeyResults: httpError(404) }] })
    const { result } = await runPlanOn(service)
    expect(result.exitCode).toBe(0)
    expect(service.requests.filter((r) => r.url.startsWith('/api/goals/'))).toEqual([])
  })
})

describe('a run that listens to no warning', () => {
  it('journey results that cannot be read change nothing: the verdict as it was', async () => {
    service = await startFakeService({ statuses: [state('FINISHED', 'FAIL')], journeyResults: httpError(404) })
    const result = await runGoal({ ...(await runDefaults(service)), goalId: 'goal-7' }, { clock: new FakeClock() })
    expect(result.exitCode).toBe(2)
    expect(result.results?.[0].journeys).toBeUndefined()
  })

  it('a JUnit file that cannot be written changes nothing either; with no JUnit file asked for, none is missing', async () => {
    service = await startFakeService({ statuses: [state('FINISHED', 'FAIL')] })
    const defaults = await runDefaults(service)
    const junitFile = path.join(defaults.outputDir, 'junit.xml')
    // Checked before the start (it could be written then), taken once the job is waited for.
    const unwritable = await runGoal({ ...defaults, goalId: 'goal-7', junitFile }, { clock: new FakeClock(), events: { waiting: () => mkdirSync(junitFile) } })
    expect(unwritable.exitCode).toBe(2)
    expect(unwritable.unwritten).toEqual(['junit.xml'])
    const unasked = await runGoal({ ...(await runDefaults(service)), goalId: 'goal-7' }, { clock: new FakeClock() })
    expect(unasked.unwritten).toEqual([])
  })

  it('a re-run that cannot start changes nothing either', async () => {
    service = await startFakeService({ statuses: [state('FINISHED', 'FAIL')], journeys: [{ id: 5, title: 'A', outcome: 'FAIL' }], journeyRunStarts: [httpError(500)] })
    const result = await runGoal({ ...(await runDefaults(service)), goalId: 'goal-7', rerunFailed: 1 }, { clock: new FakeClock() })
    expect(result.exitCode).toBe(2)
    expect(result.reruns?.notRerun).toEqual([{ jobId: '4242', why: 're-running its failed journeys failed: HTTP 500' }])
  })
})
