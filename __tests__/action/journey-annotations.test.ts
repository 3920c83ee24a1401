import { afterEach, describe, expect, it } from 'vitest'
import { journeyColumns } from '../../src/action/journeys.js'
import type { JobResults } from '../../src/journeys/model.js'
import { type FakeService, type JourneyScript, startFakeService, state } from '../fakes/service.js'
import { goalInputs } from '../helpers/goal-inputs.js'
import { runActionInProcess } from '../helpers/in-process.js'
import { annotationsOf } from '../helpers/workflow-log.js'

// The annotations of many failed and flaky journeys (contract: "Journey results", annotations;
// "Re-running failed journeys", the flaky warning), at the bounds where their wording changes.

let service: FakeService | undefined
afterEach(async () => {
  await service?.close()
  service = undefined
})

const failing = (count: number): JourneyScript[] => Array.from({ length: count }, (_, i) => ({ id: 1000 + i, title: `J${i}`, outcome: 'FAIL', checkpoints: [] }))

describe('the annotation of how many more failed', () => {
  it('past the 500 rows of the summary: it says how many the summary lists, and that the JUnit file has them all', async () => {
    service = await startFakeService({ statuses: [state('FINISHED', 'FAIL')], journeys: failing(510) })
    const run = await runActionInProcess(goalInputs(service.apiUrl))
    expect(run.code).toBe(2)
    // A journey that failed nowhere known: its outcome and link alone.
    expect(annotationsOf(run.stdout, 'error')[0]).toBe('J0::FAIL: https://ui.example/#/project/execution/4242')
    expect(annotationsOf(run.stdout, 'error')[8]).toBe('Virtuoso QA goal%3A 510 journeys failed::502 more journeys failed: the job summary lists 500 of them, the JUnit file all.')
  })
})

describe('the flaky warning', () => {
  it.each([
    [20, ''],
    [21, ' and 1 more']
  ])('%i flaky journeys: it names 20 at most, then how many more', async (count, more) => {
    const journeys = failing(count)
    service = await startFakeService({
      statuses: [state('FINISHED', 'FAIL')],
      journeys,
      journeyRuns: [{ id: 9001, statuses: [state('FINISHED', 'PASS')], journeys: journeys.map((journey) => ({ ...journey, outcome: 'PASS' })) }]
    })
    const run = await runActionInProcess(goalInputs(service.apiUrl, { 'rerun-failed': '1' }))
    expect(run.code).toBe(0)
    const named = Array.from({ length: 20 }, (_, i) => `"J${i}"`).join(', ')
    expect(annotationsOf(run.stdout, 'warning')).toEqual([`Virtuoso QA goal%3A ${count} flaky journeys::Flaky: ${named}${more} failed, then they passed when run again.`])
  })
})

describe('the columns of the journey tables', () => {
  const job = (jobId: string, rerunJobIds: string[]): JobResults => ({ jobId, executionUrl: `u/${jobId}`, exitCode: 0, journeys: [], rerunJobIds })
  it('a job column wherever any job was re-run; a goal column in plan mode only', () => {
    expect(journeyColumns([job('1', []), job('2', ['3'])], false)).toEqual({ goal: false, job: true, rate: false })
    expect(journeyColumns([job('1', [])], false)).toEqual({ goal: false, job: false, rate: false })
    expect(journeyColumns([job('1', [])], true)).toEqual({ goal: true, job: true, rate: false })
  })
})
