import { describe, expect, it } from 'vitest'
import { readGoalJourneys, readJourneyResults } from '../../src/service/journey-answers.js'
import { InvalidResponseError } from '../../src/service/errors.js'
import { JOURNEY_SECRET, goalJourneys, journeyResultsText } from '../fakes/service.js'
import { failingJourneys } from '../helpers/journeys.js'

// What is kept of J1 and J2 (contract: "Journeys"), read as a stream: a few fields of each
// journey, checkpoint and step, in the order the text writes them, and nothing else.

/** A text as a stream of chunks of `size` bytes (1: every boundary between two bytes is a chunk's end). */
async function* chunks(text: string, size = 7): AsyncGenerator<Buffer> {
  const bytes = Buffer.from(text)
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size)
}

describe('J1: journey results', () => {
  it('keeps ids, outcomes, durations and the order of the text, and nothing of the test data', async () => {
    // Keys written out of ascending order, which JSON.parse would not keep.
    const answer = journeyResultsText(4242, [failingJourneys[2], failingJourneys[0], failingJourneys[3]])
    const results = await readJourneyResults(chunks(answer, 1))
    expect(results).toMatchObject({ goalId: { text: '8534', number: true }, snapshotId: { text: '28733', number: true }, environmentId: { text: '2418', number: true }, startedAt: 1721125752277 })
    expect(results.journeys.map((j) => [j.id.text, j.outcome, j.durationMs])).toEqual([['527220', 'ERROR', 4000], ['527218', 'FAIL', 61250], ['527221', 'SKIP', 0]])
    expect(results.journeys[1].checkpoints.map((c) => [c.id, c.outcome, c.steps.map((s) => `${s.id}:${s.outcome}`).join(' ')])).toEqual([
      ['1296513', 'PASS', '15878407:PASS'],
      ['1296514', 'FAIL', '15878410:PASS 15878411:PASS 15878412:FAIL 15878413:NOT_REACHED 15878414:NOT_REACHED']
    ])
    expect(JSON.stringify(results)).not.toContain(JOURNEY_SECRET)
  })

  it('ids digit for digit beyond 2^53; a string id stays a string; the key when there is no testSuiteId', async () => {
    const text = '{"goalId": 90071992547409931, "snapshotId": "s-1", "testSuites": {"12345678901234567890": {"outcome": "PASS"}, "abc": {"testSuiteId": "j-2", "outcome": "FAIL"}}}'
    const results = await readJourneyResults(chunks(text))
    expect(results.goalId).toEqual({ text: '90071992547409931', number: true })
    expect(results.snapshotId).toEqual({ text: 's-1', number: false })
    expect(results.journeys.map((j) => j.id)).toEqual([{ text: '12345678901234567890', number: true }, { text: 'j-2', number: false }])
  })

  it.each([
    ['[]', 'the answer is not a JSON object'],
    ['"x"', 'the answer is not a JSON object'],
    ['{"status": "FINISHED"}', 'the answer has no testSuites'],
    ['{"testSuites": [{"outcome": "PASS"}]}', 'testSuites is not an object'],
    ['{"testSuites": null}', 'testSuites is not an object'],
    ['{"testSuites": {"5": "PASS"}}', 'testSuites["5"] is not a journey with an outcome'],
    ['{"testSuites": {"5": {"outcome": null}}}', 'testSuites["5"] is not a journey with an outcome'],
    ['{"testSuites": {"5": {"totalDuration": 3}}}', 'testSuites["5"] is not a journey with an outcome'],
    ['<html>Bad gateway</html>', 'the answer is not JSON: unexpected "<" at byte 0'],
    ['{"testSuites": {}', 'the answer is not JSON: unexpected end of input at byte 17']
  ])('%s is unusable: %s', async (text, message) => {
    await expect(readJourneyResults(chunks(text))).rejects.toThrow(new InvalidResponseError(message))
  })

  it('with `failed`, only the failed checkpoints of failed journeys, each with all its steps, even when its outcome follows them', async () => {
    const failed = (outcome: string) => outcome === 'FAIL' || outcome === 'ERROR'
    const answer = journeyResultsText(4242, failingJourneys)
    const results = await readJourneyResults(chunks(answer, 5), failed)
    expect(results.journeys.map((j) => [j.id.text, j.outcome, j.durationMs, j.checkpoints.map((c) => [c.id, c.outcome, c.steps.map((s) => `${s.id}:${s.outcome}`).join(' ')])])).toEqual([
      ['527218', 'FAIL', 61250, [['1296514', 'FAIL', '15878410:PASS 15878411:PASS 15878412:FAIL 15878413:NOT_REACHED 15878414:NOT_REACHED']]],
      ['527219', 'PASS', 12000, []],
      ['527220', 'ERROR', 4000, [['1296520', 'ERROR', '15878420:ERROR 15878421:NOT_REACHED']]],
      ['527221', 'SKIP', 0, []]
    ])
    // A journey's and a checkpoint's outcome after their checkpoints and steps; a journey that passed keeps no failed checkpoint.
    const late = '{"testSuites": {"1": {"testCases": {"10": {"testSteps": {"100": {"outcome": "FAIL"}}, "outcome": "FAIL"}, "11": {"testSteps": {"110": {"outcome": "PASS"}}, "outcome": "PASS"}}, "outcome": "ERROR"}, "2": {"testCases": {"20": {"outcome": "FAIL"}}, "outcome": "PASS"}}}'
    expect((await readJourneyResults(chunks(late), failed)).journeys).toEqual([
      { id: { text: '1', number: true }, outcome: 'ERROR', checkpoints: [{ id: '10', outcome: 'FAIL', steps: [{ id: '100', outcome: 'FAIL' }] }] },
      { id: { text: '2', number: true }, outcome: 'PASS', checkpoints: [] }
    ])
  })

  it('fields beyond those described are ignored, whatever they hold', async () => {
    const text = '{"testSuites": {"1": {"outcome": "PASS", "totalDuration": "slow", "testCases": "none", "extra": {"outcome": 5}}}, "goalId": true}'
    const results = await readJourneyResults(chunks(text))
    expect(results.goalId).toBeUndefined()
    expect(results.journeys).toEqual([{ id: { text: '1', number: true }, outcome: 'PASS', checkpoints: [] }])
  })
})

describe('J2: the journeys of a goal version', () => {
  it('keeps titles, names, checkpoints and steps in order, by id, and nothing of the test data', async () => {
    const journeys = await readGoalJourneys(chunks(JSON.stringify(goalJourneys(failingJourneys)), 3))
    expect([...journeys.keys()]).toEqual(['527218', '527219', '527220', '527221'])
    expect(journeys.get('527218')).toEqual({
      id: { text: '527218', number: true },
      name: 'Suite 527218',
      title: 'Log in and check out',
      checkpoints: [
        { id: '1296513', title: 'Navigate to URL', steps: [{ id: '15878407', action: 'NAVIGATE' }] },
        {
          id: '1296514',
          title: 'Log in',
          steps: ['WRITE', 'WRITE', 'CLICK', 'ASSERT_EXISTS', 'CLICK'].map((action, i) => ({ id: String(15878410 + i), action }))
        }
      ]
    })
    expect(JSON.stringify([...journeys.values()])).not.toContain(JOURNEY_SECRET)
  })

  it('with the ids wanted, reads only those journeys, by their keys', async () => {
    const journeys = await readGoalJourneys(chunks(JSON.stringify(goalJourneys(failingJourneys)), 3), new Set(['527219', '527221', '99']))
    expect([...journeys.keys()]).toEqual(['527219', '527221'])
    expect(journeys.get('527219')?.title).toBe('Search the catalogue')
  })

  it('with the ids detailed, the checkpoints and steps of only those; the titles of all those wanted', async () => {
    const journeys = await readGoalJourneys(chunks(JSON.stringify(goalJourneys(failingJourneys)), 3), new Set(['527218', '527219', '527220']), new Set(['527220']))
    expect([...journeys.values()].map((j) => [j.id?.text, j.title, j.checkpoints.map((c) => `${c.id}:${c.steps.map((s) => s.id).join(' ')}`)])).toEqual([
      ['527218', 'Log in and check out', []],
      ['527219', 'Search the catalogue', []],
      ['527220', 'Account page', ['1296520:15878420 15878421']]
    ])
  })

  it('with the ids wanted, keys that are not the ids: matched by the id, which the text gives first', async () => {
    const text = '{"a": {"id": 5, "title": "Five", "cases": [{"id": 1, "title": "C", "steps": []}]}, "b": {"id": 6, "title": "Six", "cases": []}}'
    const journeys = await readGoalJourneys(chunks(text), new Set(['5']))
    expect([...journeys.entries()]).toEqual([['5', { id: { text: '5', number: true }, title: 'Five', checkpoints: [{ id: '1', title: 'C', steps: [] }] }]])
  })

  it('a key of digits with a leading zero is no number: a request writes it back as a string', async () => {
    const results = await readJourneyResults(chunks('{"testSuites": {"007": {"outcome": "FAIL"}, "7": {"outcome": "PASS"}}}'))
    expect(results.journeys.map((journey) => journey.id)).toEqual([{ text: '007', number: false }, { text: '7', number: true }])
  })

  it('an entry that is no journey object is left out; a top level that is no object is unusable', async () => {
    const journeys = await readGoalJourneys(chunks('{"1": 5, "2": {"title": "T", "cases": "x"}, "3": []}'))
    expect([...journeys.entries()]).toEqual([['2', { title: 'T', checkpoints: [] }]])
    await expect(readGoalJourneys(chunks('[1]'))).rejects.toThrow('the answer is not a JSON object')
  })
})
