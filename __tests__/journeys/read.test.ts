import { describe, expect, it } from 'vitest'
import { type JourneyReader, journeysOf, resultsReader, whereItFailed } from '../../src/journeys/read.js'
import { type GoalJourneys, type JourneyResults, ServiceClient } from '../../src/service/client.js'
import type { JourneyDefinition, JourneyResult } from '../../src/service/journey-answers.js'
import { startFakeService, state } from '../fakes/service.js'
import { failingJourneys, failingWhere } from '../helpers/journeys.js'

// Where a journey failed (contract: "Journey results"): the first failed checkpoint in journey
// order, and in it the first failed step, by position, count and action.

const id = (text: string) => ({ text, number: true })
const step = (stepId: string, outcome?: string) => ({ id: stepId, outcome })
const result: JourneyResult = {
  id: id('7'),
  outcome: 'FAIL',
  // J1's order differs from the journey's: checkpoint 2 is listed first.
  checkpoints: [
    { id: '2', outcome: 'FAIL', steps: [step('22', 'FAIL'), step('21', 'PASS')] },
    { id: '1', outcome: 'ERROR', steps: [step('11', 'ERROR')] }
  ]
}
const definition: JourneyDefinition = {
  id: id('7'),
  title: 'Checkout',
  checkpoints: [
    { id: '1', title: 'Open', steps: [{ id: '11', action: 'NAVIGATE' }] },
    { id: '2', title: 'Pay', steps: [{ id: '20', action: 'WRITE' }, { id: '21', action: 'WRITE' }, { id: '22', action: 'CLICK' }] }
  ]
}

describe('where a journey failed', () => {
  it("in J2's order: the first failed checkpoint, its first failed step among all its steps", () => {
    expect(whereItFailed(result, definition)).toBe('checkpoint "Open", step 1 of 1 (NAVIGATE)')
    const passedFirst = { ...result, checkpoints: [result.checkpoints[0], { ...result.checkpoints[1], outcome: 'PASS', steps: [step('11', 'PASS')] }] }
    // Step 22 is the third of checkpoint 2's three steps in J2, though J1 lists it first of two.
    expect(whereItFailed(passedFirst, definition)).toBe('checkpoint "Pay", step 3 of 3 (CLICK)')
  })

  it("without J2, J1's order, ids for names, no action", () => {
    expect(whereItFailed(result, undefined)).toBe('checkpoint 2, step 1 of 2')
  })

  it('only what is known: a failed checkpoint without a failed step; no failed checkpoint at all', () => {
    const noStep = { ...result, checkpoints: [{ id: '2', outcome: 'FAIL', steps: [step('21', 'PASS')] }] }
    expect(whereItFailed(noStep, definition)).toBe('checkpoint "Pay"')
    expect(whereItFailed({ ...result, checkpoints: [] }, definition)).toBeUndefined()
    expect(whereItFailed({ ...result, checkpoints: [{ id: '9', outcome: 'PASS', steps: [] }] }, undefined)).toBeUndefined()
  })

  it('a checkpoint J2 does not name comes after those it names; a blank title is none', () => {
    const extra = { ...result, checkpoints: [{ id: '3', outcome: 'FAIL', steps: [] }] }
    expect(whereItFailed(extra, definition)).toBe('checkpoint 3')
    expect(whereItFailed(result, { ...definition, checkpoints: [{ ...definition.checkpoints[0], title: '  ' }] })).toBe('checkpoint 1, step 1 of 1 (NAVIGATE)')
  })
})

describe('a job\'s journeys', () => {
  const job = { id: '42', executionUrl: 'https://ui/#/project/execution/42' }
  it('titled by J2 (title, else name, else Journey <id>), in J1\'s order, where only for FAIL and ERROR', () => {
    const answer = {
      journeys: [
        { id: id('7'), outcome: 'FAIL', durationMs: 5, checkpoints: [] },
        { id: id('8'), outcome: 'PASS', checkpoints: [] },
        { id: id('9'), outcome: 'ERROR', checkpoints: [] }
      ]
    }
    const definitions = new Map([
      ['7', { title: 'Checkout', checkpoints: [] }],
      ['8', { name: 'Suite 8', title: '', checkpoints: [] }]
    ])
    expect(journeysOf(answer, definitions, job)).toEqual([
      { id: '7', idIsNumber: true, title: 'Checkout', runs: [{ jobId: '42', executionUrl: job.executionUrl, outcome: 'FAIL', durationMs: 5, where: undefined }] },
      { id: '8', idIsNumber: true, title: 'Suite 8', runs: [{ jobId: '42', executionUrl: job.executionUrl, outcome: 'PASS' }] },
      { id: '9', idIsNumber: true, title: 'Journey 9', runs: [{ jobId: '42', executionUrl: job.executionUrl, outcome: 'ERROR', where: undefined }] }
    ])
  })
})

describe('reading a job\'s results keeps only where its journeys failed', () => {
  it('of J1, the failed checkpoints of failed journeys; of J2, every title and the steps of failed journeys only', async () => {
    const service = await startFakeService({ statuses: [state('FINISHED', 'FAIL')], journeys: failingJourneys })
    const client = new ServiceClient({ apiUrl: service.apiUrl, token: 'tok' })
    try {
      // The client's own answers, as the reader asked for them.
      const answers: JourneyResults[] = []
      const reader: JourneyReader = {
        getJourneyResults: async (jobId, call) => {
          answers.push(await client.getJourneyResults(jobId, call))
          return answers[answers.length - 1]
        },
        getGoalJourneys: async (snapshotId, goalId, call) => {
          versions.push(await client.getGoalJourneys(snapshotId, goalId, call))
          return versions[versions.length - 1]
        }
      }
      const versions: GoalJourneys[] = []
      const [job] = await resultsReader(reader, {})([{ id: '4242', executionUrl: 'https://ui/4242', state: { status: 'FINISHED', outcome: 'FAIL' } }])
      expect(job.journeys?.map((journey) => [journey.title, journey.runs[0].where])).toEqual([
        ['Log in and check out', failingWhere.checkout],
        ['Search the catalogue', undefined],
        ['Account page', failingWhere.account],
        ['Wishlist', undefined]
      ])
      expect(answers[0].journeys.map((journey) => journey.checkpoints.map((checkpoint) => checkpoint.id))).toEqual([['1296514'], [], ['1296520'], []])
      const [definitions] = versions
      expect([...definitions!.values()].map((journey) => [journey.title, journey.checkpoints.length])).toEqual([
        ['Log in and check out', 2],
        ['Search the catalogue', 0],
        ['Account page', 1],
        ['Wishlist', 0]
      ])
    } finally {
      client.dispose()
      await service.close()
    }
  })
})
