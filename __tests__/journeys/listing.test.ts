import { describe, expect, it } from 'vitest'
import { goalNameOf, listJourneys, namedJourneys, standingOf } from '../../src/journeys/listing.js'
import type { JobResults, Journey } from '../../src/journeys/model.js'

// The one ordering and naming of journeys that every front end reads (contract: "Legible in every
// shape of run"): what failed first, across all jobs; each journey by a name unique in its job.

const journey = (id: string, title: string, ...outcomes: string[]): Journey => ({
  id,
  title,
  runs: outcomes.map((outcome) => ({ jobId: 'j', executionUrl: 'https://ui.example/x', outcome }))
})
const job = (jobId: string, journeys: Journey[] | undefined, extra: Partial<JobResults> = {}): JobResults => ({
  jobId,
  executionUrl: `https://ui.example/${jobId}`,
  exitCode: 0,
  rerunJobIds: [],
  journeys,
  ...extra
})

describe('standingOf', () => {
  it.each([
    [['FAIL'], 'failed'],
    [['ERROR'], 'failed'],
    [['PASS', 'FAIL'], 'failed'],
    [['FAIL', 'PASS'], 'flaky'],
    [['ERROR', 'FAIL', 'PASS'], 'flaky'],
    // Failed, then not reached or skipped on its re-run: not flaky (it never passed).
    [['FAIL', 'NOT_REACHED'], 'other'],
    [['FAIL', 'SKIP'], 'other'],
    [['SKIP'], 'other'],
    [['RUNNING'], 'other'],
    [['A WORD OF ITS OWN'], 'other'],
    [['PASS'], 'passed'],
    [['NOT_REACHED', 'PASS'], 'passed']
  ])('%j is %s', (outcomes, standing) => {
    expect(standingOf(journey('1', 't', ...outcomes))).toBe(standing)
  })
})

describe('listJourneys', () => {
  const jobs = [
    job('70001', [journey('1', 'A', 'PASS'), journey('2', 'B', 'SKIP'), journey('3', 'C', 'FAIL', 'PASS')]),
    job('70002', undefined),
    job('70003', [journey('4', 'D', 'PASS'), journey('5', 'E', 'ERROR'), journey('6', 'F', 'FAIL')])
  ]
  const order = (listing: ReturnType<typeof listJourneys>) => listing.map(({ job: j, journey: each, standing }) => `${j.jobId}/${each.title}:${standing}`)

  it('lists what failed first across every job, then the flaky, the other outcomes, what passed; job then journey order within each', () => {
    expect(order(listJourneys(jobs))).toEqual(['70003/E:failed', '70003/F:failed', '70001/C:flaky', '70001/B:other', '70001/A:passed', '70003/D:passed'])
  })

  it('lists only the standings asked for, in the same order whatever order they are asked in', () => {
    expect(order(listJourneys(jobs, 'flaky', 'failed'))).toEqual(['70003/E:failed', '70003/F:failed', '70001/C:flaky'])
    expect(order(listJourneys(jobs, 'passed'))).toEqual(['70001/A:passed', '70003/D:passed'])
    expect(listJourneys([job('1', undefined)])).toEqual([])
  })
})

describe('namedJourneys', () => {
  const names = (...journeys: Journey[]) => namedJourneys(job('1', journeys)).map(({ name }) => name)

  it('names a journey by its title, and by its title and id where titles repeat in the job', () => {
    expect(names(journey('101', 'Search', 'FAIL'), journey('102', 'Search', 'PASS'), journey('103', 'Log in', 'PASS'))).toEqual([
      'Search [101]',
      'Search [102]',
      'Log in'
    ])
  })

  it('keeps every name unique: a title that reads like a made name, and two entries of one id', () => {
    const clash = names(journey('101', 'Search', 'FAIL'), journey('102', 'Search', 'PASS'), journey('103', 'Search [101]', 'PASS'))
    expect(clash).toEqual(['Search [101]', 'Search [102]', 'Search [101] [103]'])
    const sameId = names(journey('7', 'Pay', 'FAIL'), journey('7', 'Pay', 'PASS'))
    expect(new Set(sameId).size).toBe(2)
    expect(sameId[0]).toBe('Pay [7]')
  })

  it('names repeats within a job only: the same title in two jobs keeps its title', () => {
    const listing = listJourneys([job('1', [journey('1', 'Search', 'FAIL')]), job('2', [journey('1', 'Search', 'FAIL')])])
    expect(listing.map(({ name }) => name)).toEqual(['Search', 'Search'])
  })
})

describe('goalNameOf', () => {
  it('names the goal by its record, else by its id, else the product', () => {
    expect(goalNameOf(job('1', [], { goalName: 'Checkout', goalId: '9008' }))).toBe('Checkout')
    expect(goalNameOf(job('1', [], { goalName: '', goalId: '9008' }))).toBe('Goal 9008')
    expect(goalNameOf(job('1', []))).toBe('Virtuoso QA')
  })
})
