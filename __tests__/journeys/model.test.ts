import { describe, expect, it } from 'vitest'
import { ExitCode } from '../../src/shared/exit-codes.js'
import { listJourneys } from '../../src/journeys/listing.js'
import { type JobResults, type Journey, isFlaky, shownTitle } from '../../src/journeys/model.js'

describe('a title as people read it (summary, annotations, comment)', () => {
  it('is cut after 200 characters, not one before, ending with …; characters, not UTF-16 units', () => {
    expect(shownTitle('a'.repeat(200))).toBe('a'.repeat(200))
    expect(shownTitle('a'.repeat(201))).toBe(`${'a'.repeat(200)}…`)
    // 200 emoji are 400 UTF-16 units: still whole, and never cut inside a surrogate pair.
    expect(shownTitle('🚀'.repeat(200))).toBe('🚀'.repeat(200))
    expect(shownTitle('🚀'.repeat(201))).toBe(`${'🚀'.repeat(200)}…`)
  })
})

const run = (outcome: string, jobId = '1') => ({ jobId, executionUrl: `u/${jobId}`, outcome })
const journey = (id: string, ...outcomes: string[]): Journey => ({ id, title: `T${id}`, runs: outcomes.map((outcome) => run(outcome)) })
const job = (jobId: string, journeys?: Journey[]): JobResults => ({ jobId, executionUrl: `u/${jobId}`, exitCode: ExitCode.Success, journeys, rerunJobIds: [] })

describe('failed and flaky journeys', () => {
  it('failed: a final outcome FAIL or ERROR, in job then journey order; jobs without results add none', () => {
    const jobs = [job('1', [journey('a', 'PASS'), journey('b', 'ERROR'), journey('c', 'FAIL')]), job('2'), job('3', [journey('d', 'FAIL', 'PASS'), journey('e', 'PASS', 'FAIL'), journey('f', 'SKIP')])]
    expect(listJourneys(jobs, 'failed').map(({ job: j, journey: each }) => `${j.jobId}/${each.id}`)).toEqual(['1/b', '1/c', '3/e'])
  })

  it('flaky: failed, then passed at last', () => {
    expect(isFlaky(journey('a', 'FAIL', 'PASS'))).toBe(true)
    expect(isFlaky(journey('a', 'ERROR', 'FAIL', 'PASS'))).toBe(true)
    expect(isFlaky(journey('a', 'PASS'))).toBe(false)
    expect(isFlaky(journey('a', 'NOT_REACHED', 'PASS'))).toBe(false)
    expect(isFlaky(journey('a', 'FAIL', 'PASS', 'FAIL'))).toBe(false)
  })
})
