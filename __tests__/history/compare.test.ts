import { describe, expect, it } from 'vitest'
import { compareWithRecord, comparisonCounts, describeRun, runLabel } from '../../src/history/compare.js'
import { type HistoryRecord, type RecordedRun, MAX_RUNS, NotARecordError, appendRun, parseRecord, recordedRun } from '../../src/history/record.js'
import type { JobResults, Journey } from '../../src/journeys/model.js'

// The record and the comparison (contract: "History"): pure data, the rules one by one.

const run = (at: string, journeys: Record<string, string>, extra: Partial<RecordedRun> = {}): RecordedRun => ({
  at,
  exitCode: 0,
  journeys: Object.fromEntries(Object.entries(journeys).map(([key, outcome]) => [key, outcome.endsWith('~') ? { title: key, outcome: outcome.slice(0, -1), flaky: true } : { title: key, outcome }])),
  ...extra
})
/** A record as restored: read from its text, as the run reads it. */
const recordOf = (...runs: RecordedRun[]): HistoryRecord => parseRecord(JSON.stringify({ format: 'virtuoso-qa-history/1', runs }))

describe('the comparison', () => {
  it('new, still failing (since the oldest run of the unbroken sequence, runs without it skipped), fixed, failure rates', () => {
    const record = recordOf(
      run('2026-11-18T00:00:00Z', { a: 'FAIL', b: 'PASS', c: 'FAIL', d: 'FAIL' }),
      run('2026-11-19T00:00:00Z', { a: 'PASS', b: 'PASS', c: 'FAIL', d: 'FAIL' }),
      // c did not run here: skipped over, the sequence goes on.
      run('2026-11-20T00:00:00Z', { a: 'FAIL', b: 'PASS', d: 'ERROR', e: 'FAIL' }),
      run('2026-11-21T00:00:00Z', { a: 'ERROR', b: 'PASS', c: 'FAIL', d: 'FAIL', e: 'FAIL', f: 'FAIL', g: 'FAIL' })
    )
    const now = run('2026-11-22T00:00:00Z', { a: 'FAIL', b: 'FAIL', c: 'ERROR', d: 'PASS~', e: 'SKIP', f: 'NOT_REACHED', g: 'PASS', h: 'FAIL' })
    const comparison = compareWithRecord(record, now)!
    expect(comparison.baseline).toEqual({ at: '2026-11-21T00:00:00Z', exitCode: 0 })
    expect([...comparison.newFailures].sort()).toEqual(['b', 'h'])
    expect(Object.fromEntries(comparison.stillFailing)).toEqual({
      a: { since: '2026-11-20T00:00:00Z', runs: 3 },
      c: { since: '2026-11-18T00:00:00Z', runs: 4 }
    })
    // A flaky pass fixes; a journey skipped or not reached does not.
    expect(comparison.fixed).toEqual([
      { key: 'd', title: 'd' },
      { key: 'g', title: 'g' }
    ])
    expect(Object.fromEntries(comparison.rates)).toEqual({
      a: { failed: 4, of: 5 },
      b: { failed: 1, of: 5 },
      c: { failed: 4, of: 4 },
      d: { failed: 5, of: 5 },
      h: { failed: 1, of: 1 }
    })
    expect(comparisonCounts(comparison)).toBe('2 new failures, 2 still failing, 2 fixed')
    // The chart: each run's label (a run of the CLIs: its date) and how many journeys failed in it.
    expect(comparison.chart).toEqual([
      { label: '2026-11-18', failed: 3 },
      { label: '2026-11-19', failed: 2 },
      { label: '2026-11-20', failed: 3 },
      { label: '2026-11-21', failed: 6 },
      { label: '2026-11-22', failed: 4 }
    ])
  })

  it('no record, or one with no run: no comparison', () => {
    expect(compareWithRecord(undefined, run('2026-11-22T00:00:00Z', { a: 'FAIL' }))).toBeUndefined()
    expect(compareWithRecord(recordOf(), run('2026-11-22T00:00:00Z', { a: 'FAIL' }))).toBeUndefined()
  })

  it('names a run as a reader knows it, and labels it in the chart', () => {
    const onMain = run('2026-11-27T02:01:00Z', {}, { runNumber: '45', runAttempt: '1', ref: 'refs/heads/main', sha: 'abc1234def', url: 'https://github.example/r/1' })
    expect(describeRun(onMain)).toBe('run #45 on main (abc1234, 2026-11-27)')
    expect(runLabel(onMain)).toBe('#45')
    expect(runLabel({ ...onMain, runAttempt: '2' })).toBe('#45.2')
    expect(describeRun({ ...onMain, runAttempt: '2' })).toBe('run #45.2 on main (abc1234, 2026-11-27)')
    expect(describeRun(run('2026-11-27T02:01:00Z', {}))).toBe('the run of 2026-11-27T02:01:00Z')
    expect(runLabel(run('2026-11-27T02:01:00Z', {}))).toBe('2026-11-27')
  })
})

describe('the record', () => {
  const journey = (id: string, title: string, ...outcomes: string[]): Journey => ({ id, title, runs: outcomes.map((outcome) => ({ jobId: '1', executionUrl: 'x', outcome })) })
  const job = (goalId: string, journeys: Journey[]): JobResults => ({ jobId: '1', executionUrl: 'x', goalId, exitCode: 0, rerunJobIds: [], journeys })

  it('this run: each journey by key (plan: goal/id) with its final outcome and flakiness; a journey several jobs ran, its worst outcome', () => {
    const results = [job('9', [journey('1', 'A', 'FAIL', 'PASS'), journey('2', 'B', 'PASS')]), job('9', [journey('2', 'B', 'ERROR'), journey('1', 'A', 'SKIP')]), job('8', [journey('1', 'Other', 'PASS')])]
    const at = new Date('2026-11-22T00:00:00Z')
    expect(recordedRun(results, true, { at, exitCode: 2 }).journeys).toEqual({
      '9/1': { title: 'A', outcome: 'SKIP' },
      '9/2': { title: 'B', outcome: 'ERROR' },
      '8/1': { title: 'Other', outcome: 'PASS' }
    })
    expect(recordedRun([results[0]], false, { at, exitCode: 0, place: { runNumber: '7', ref: 'refs/heads/main' } })).toEqual({
      at: '2026-11-22T00:00:00.000Z',
      exitCode: 0,
      journeys: { 1: { title: 'A', outcome: 'PASS', flaky: true }, 2: { title: 'B', outcome: 'PASS' } },
      runNumber: '7',
      ref: 'refs/heads/main'
    })
  })

  it('keeps 30 runs at most, the oldest dropped first, and 8 MiB of text, the oldest dropped until it fits', () => {
    const many = recordOf(...Array.from({ length: 35 }, (_, i) => run(`2026-10-${String(i % 28 + 1).padStart(2, '0')}T00:00:00Z`, { [`k${i}`]: 'PASS' })))
    const kept = parseRecord(appendRun(many, run('2026-11-22T00:00:00Z', { now: 'FAIL' }))!)
    expect(kept.runs).toHaveLength(MAX_RUNS)
    expect([...kept.runs[0].journeys.keys()]).toEqual(['k6'])
    expect([...kept.runs.at(-1)!.journeys.keys()]).toEqual(['now'])
    const big = (i: number) => run('2026-11-01T00:00:00Z', Object.fromEntries(Array.from({ length: 40_000 }, (_, k) => [`${i}-${k}-${'x'.repeat(30)}`, 'PASS'])))
    const text = appendRun(recordOf(big(1), big(2), big(3)), big(4))!
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(8 << 20)
    expect(parseRecord(text).runs.length).toBeLessThan(4)
    expect([...parseRecord(text).runs.at(-1)!.journeys.keys()][0]).toMatch(/^4-/)
    // A run that alone takes more than 8 MiB is not recorded.
    expect(appendRun(undefined, run('2026-11-01T00:00:00Z', Object.fromEntries(Array.from({ length: 200_000 }, (_, k) => [`${k}-${'y'.repeat(40)}`, 'PASS']))))).toBeUndefined()
  })

  it('a record in the layout appendRun writes is read a run a line: each line kept as written, one with fields it does not know written without them', () => {
    const first = '{"at":"2026-11-01T00:00:00.000Z","exitCode":0,"journeys":{"1":{"title":"A","outcome":"PASS"}}}'
    const second = '{"at":"2026-11-02T00:00:00.000Z","exitCode":2,"journeys":{"1":{"title":"A","outcome":"FAIL","seen":1}},"extra":true}'
    const text = `{"format": "virtuoso-qa-history/1", "runs": [\n${first},\n${second}\n]}\n`
    expect(JSON.parse(text).runs).toHaveLength(2)
    const record = parseRecord(text)
    expect(record.runs.map(({ line }) => line)).toEqual([first, '{"at":"2026-11-02T00:00:00.000Z","exitCode":2,"journeys":{"1":{"title":"A","outcome":"FAIL"}}}'])
    expect(record.runs.map(({ journeys }) => journeys.get('1'))).toEqual(['passed', 'failed'])
    // Written back: the first line as it was, this run appended.
    const again = appendRun(record, run('2026-11-03T00:00:00.000Z', { 1: 'PASS' }))!
    expect(again.split('\n')[1]).toBe(`${first},`)
    expect(parseRecord(again).runs).toHaveLength(3)
    // The same first and last lines around a run laid out over several lines: read as a whole.
    const spread = `{"format": "virtuoso-qa-history/1", "runs": [\n{"at": "2026-11-01T00:00:00.000Z",\n "exitCode": 0, "journeys": {}}\n]}\n`
    expect(parseRecord(spread).runs.map(({ run }) => run.at)).toEqual(['2026-11-01T00:00:00.000Z'])
    // A line that is no run is no record, in this layout too.
    expect(() => parseRecord(`{"format": "virtuoso-qa-history/1", "runs": [\n${first},\n{"at": 1}\n]}\n`)).toThrow(NotARecordError)
  })

  it('reading is tolerant of fields it does not know (dropped) and strict about the rest', () => {
    const text = JSON.stringify({ format: 'virtuoso-qa-history/1', extra: 1, runs: [{ at: '2026-11-01T00:00:00Z', exitCode: 2, journeys: { 1: { title: 'A', outcome: 'FAIL', note: 'x' } }, ref: 'refs/heads/main', shiny: true }] })
    const [read] = parseRecord(text).runs
    expect(read.run).toEqual({ at: '2026-11-01T00:00:00Z', exitCode: 2, ref: 'refs/heads/main' })
    expect(read.journeys).toEqual(new Map([['1', 'failed']]))
    // Written back without what it does not know.
    expect(JSON.parse(read.line)).toEqual({ at: '2026-11-01T00:00:00Z', exitCode: 2, journeys: { 1: { title: 'A', outcome: 'FAIL' } }, ref: 'refs/heads/main' })
    for (const bad of [
      'nope',
      '[]',
      '{"format": "virtuoso-qa-history/2", "runs": []}',
      '{"format": "virtuoso-qa-history/1"}',
      '{"format": "virtuoso-qa-history/1", "runs": [{"at": "never", "exitCode": 0, "journeys": {}}]}',
      '{"format": "virtuoso-qa-history/1", "runs": [{"at": "2026-11-01T00:00:00Z", "exitCode": "0", "journeys": {}}]}',
      '{"format": "virtuoso-qa-history/1", "runs": [{"at": "2026-11-01T00:00:00Z", "exitCode": 0, "journeys": {"1": {"title": "A"}}}]}',
      '{"format": "virtuoso-qa-history/1", "runs": [{"at": "2026-11-01T00:00:00Z", "exitCode": 0, "journeys": {"1": {"title": "A", "outcome": "FAIL", "flaky": false}}}]}',
      '{"format": "virtuoso-qa-history/1", "runs": [{"at": "2026-11-01T00:00:00Z", "exitCode": 0, "journeys": {}, "sha": 12}]}',
      // A run's number labels the chart: digits only, nothing that could close its fence.
      '{"format": "virtuoso-qa-history/1", "runs": [{"at": "2026-11-01T00:00:00Z", "exitCode": 0, "journeys": {}, "runNumber": "45\\n```"}]}',
      '{"format": "virtuoso-qa-history/1", "runs": [{"at": "2026-11-01T00:00:00Z", "exitCode": 0, "journeys": {}, "runAttempt": "2.1"}]}'
    ]) {
      expect(() => parseRecord(bad), bad).toThrow(NotARecordError)
    }
  })
})
