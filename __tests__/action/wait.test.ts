import { readdir } from 'node:fs/promises'
import { afterEach, describe, expect, it } from 'vitest'
import { type FakeService, type ServiceScript, httpError, ok, startFakeService, state } from '../fakes/service.js'
import { FakeClock } from '../helpers/fake-clock.js'
import { goalInputs } from '../helpers/goal-inputs.js'
import { runActionInProcess } from '../helpers/in-process.js'
import { withJourneys } from '../helpers/journeys.js'
import { logLines } from '../helpers/workflow-log.js'

// The wait, visible and bounded (contract), through the action in this process: journey counts in
// the log, the summary and the outputs; the timeout and the timed-out output.

let service: FakeService | undefined
afterEach(async () => {
  await service?.close()
  service = undefined
})

async function goal(script: ServiceScript, inputs: Record<string, string> = {}, env: Record<string, string> = {}) {
  service = await startFakeService(script)
  return runActionInProcess(goalInputs(service.apiUrl, { 'upload-artifact': 'false', ...inputs }), env)
}

async function plan(script: ServiceScript, inputs: Record<string, string> = {}) {
  service = await startFakeService(script)
  return runActionInProcess({ ...goalInputs(service.apiUrl, { 'upload-artifact': 'false', ...inputs }), mode: 'plan', 'plan-id': 'plan-3', 'goal-id': '' })
}

/** The lines of the polling group, without the debug lines. */
const group = (stdout: string): string[] => {
  const lines = logLines(stdout).filter((line) => !line.startsWith('::debug::'))
  return lines.slice(lines.findIndex((line) => line.startsWith('::group::Waiting')) + 1, lines.indexOf('::endgroup::'))
}
const annotations = (stdout: string) => logLines(stdout).filter((line) => /^::(notice|warning|error)/.test(line))

describe('journey counts, goal mode', () => {
  it('adds the counts to the line of a change, a change of counts being one, and repeats no line', async () => {
    const run = await goal({
      statuses: [
        withJourneys('RUNNING', null, { RUNNING: 3 }, 3),
        withJourneys('RUNNING', null, { RUNNING: 3 }, 3),
        withJourneys('RUNNING', null, { PASS: 1, RUNNING: 2 }, 3),
        withJourneys('RUNNING', null, { PASS: 1, RUNNING: 2 }, 3),
        withJourneys('FINISHED', 'FAIL', { PASS: 1, FAIL: 1, ERROR: 1 }, 3)
      ]
    })
    expect(run.code).toBe(2)
    expect(group(run.stdout)).toEqual([
      'Status RUNNING, outcome null, 0 of 3 journeys done: 0 passed, 0 failed (poll 1)',
      'Status RUNNING, outcome null, 1 of 3 journeys done: 1 passed, 0 failed (poll 3)',
      'Status FINISHED, outcome FAIL, 3 of 3 journeys done: 1 passed, 2 failed (poll 5)'
    ])
    expect(run.outputs).toMatchObject({ 'journeys-total': '3', 'journeys-passed': '1', 'journeys-failed': '2', 'timed-out': 'false' })
    expect(run.summary).toContain('<tr><td>Journeys</td><td>3 total, 1 passed, 2 failed (1 FAIL, 1 ERROR), 0 skipped, 0 not reached</td></tr>')
  })

  it('sets the outputs from the last answer that held counts', async () => {
    const run = await goal({
      statuses: [withJourneys('RUNNING', null, { PASS: 5, SKIP: 2, RUNNING: 7 }, 20), withJourneys('RUNNING', null, { PASS: 9, FAIL: 1 }, 12), state('FINISHED', 'PASS')]
    })
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({ 'journeys-total': '12', 'journeys-passed': '9', 'journeys-failed': '1' })
    // The answer without counts is still a change of status, shown without them.
    expect(group(run.stdout).at(-1)).toBe('Status FINISHED, outcome PASS (poll 3)')
  })

  it.each([
    ['absent', ok({ status: 'FINISHED', outcome: 'PASS' })],
    ['a string count', ok({ status: 'FINISHED', outcome: 'PASS', journeyStatistics: { countPerOutcome: { PASS: '3' } } })],
    ['a negative count', ok({ status: 'FINISHED', outcome: 'PASS', journeyStatistics: { countPerOutcome: { PASS: 3, FAIL: -1 } } })],
    ['a totalCount below the sum', ok({ status: 'FINISHED', outcome: 'PASS', journeyStatistics: { countPerOutcome: { PASS: 3 }, totalCount: 2 } })],
    ['partial: no countPerOutcome', ok({ status: 'FINISHED', outcome: 'PASS', journeyStatistics: { totalCount: 2, progress: 1 } })],
    ['not an object', ok({ status: 'FINISHED', outcome: 'PASS', journeyStatistics: 'all passed' })]
  ])('%s: no counts anywhere, no warning, nothing else changed', async (_, answer) => {
    const run = await goal({ statuses: [answer] })
    expect(run.code).toBe(0)
    expect(Object.keys(run.outputs).filter((name) => name.startsWith('journeys-'))).toEqual([])
    expect(annotations(run.stdout).filter((line) => line.startsWith('::warning'))).toEqual([])
    expect(group(run.stdout)).toEqual(['Status FINISHED, outcome PASS (poll 1)'])
    expect(run.summary).not.toContain('<td>Journeys</td>')
  })

  it('never shows the rest of a status answer, not even in the debug log', async () => {
    const answer = ok({ status: 'FINISHED', outcome: 'PASS', testData: { password: 'hunter2-s3cret' }, journeyStatistics: { countPerOutcome: { PASS: 1 } } })
    const run = await goal({ statuses: [answer] }, {}, { RUNNER_DEBUG: '1', ACTIONS_STEP_DEBUG: 'true' })
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('::debug::GET /api/executions/4242/status: HTTP 200')
    expect(run.stdout + run.summary + JSON.stringify(run.outputs)).not.toContain('hunter2')
  })
})

describe('journey counts, plan mode', () => {
  it('sums the jobs that reported counts, in the outputs and the summary, and shows each job\'s', async () => {
    const run = await plan({
      planJobs: [
        { id: 1, statuses: [withJourneys('FINISHED', 'PASS', { PASS: 4 })] },
        { id: 2, statuses: [state('FINISHED', 'PASS')] },
        { id: 3, statuses: [withJourneys('RUNNING', null, { PASS: 1, RUNNING: 1 }), withJourneys('FINISHED', 'FAIL', { PASS: 1, ERROR: 1, NOT_REACHED: 2 }, 5)] }
      ]
    })
    expect(run.code).toBe(2)
    expect(run.outputs).toMatchObject({ 'journeys-total': '9', 'journeys-passed': '5', 'journeys-failed': '1', 'timed-out': 'false' })
    expect(run.summary).toContain('<tr><td>Journeys</td><td>9 total, 5 passed, 1 failed (0 FAIL, 1 ERROR), 0 skipped, 2 not reached</td></tr>')
    expect(run.summary).toContain('<th>Journeys</th>')
    expect(run.summary).toMatch(/>2<\/a><\/td><td>[^<]+<\/td><td>FINISHED<\/td><td>PASS<\/td><td>—<\/td>/)
    expect(run.summary).toMatch(/>3<\/a><\/td><td>[^<]+<\/td><td>FINISHED<\/td><td>FAIL<\/td><td>1 of 5 passed, 1 failed, 2 not reached<\/td>/)
    expect(group(run.stdout)).toContain('Job 3: Status RUNNING, outcome null, 1 of 2 journeys done: 1 passed, 0 failed (poll 1)')
  })
})

describe('timeout', () => {
  it('goal mode: ends a stuck job with the files written, a warning, timed-out true, and exit 3', async () => {
    const run = await goal({ statuses: [withJourneys('RUNNING', null, { PASS: 1, RUNNING: 4 })] }, { timeout: '0.3', 'poll-interval': '0.05' })
    expect(run.code).toBe(3)
    expect(run.outputs).toMatchObject({ 'exit-code': '3', 'timed-out': 'true', status: 'RUNNING', 'journeys-total': '5' })
    expect((await readdir(run.dir)).filter((file) => file.endsWith('.json')).sort()).toEqual(['execution_report.json', 'goal.json'])
    expect(annotations(run.stdout)).toEqual([
      '::notice title=Virtuoso QA::Goal goal-7 started as job 4242: https://ui.example/#/project/execution/4242',
      '::warning title=Virtuoso QA goal::The timeout of 0.3 s ran out before job 4242 reached a final status: it goes on in the service (https://ui.example/#/project/execution/4242).',
      '::error title=Virtuoso QA goal::Job 4242 did not reach a final status within the timeout of 0.3 s (last status RUNNING).'
    ])
    expect(run.summary).toContain('<tr><td>Journeys</td><td>5 total, 1 passed, 0 failed (0 FAIL, 0 ERROR), 0 skipped, 0 not reached, 4 running</td></tr>')
    expect(run.summary).toContain('<tr><td>Timed out</td><td>after 0.3 s, still running in the service</td></tr>')
  })

  it('plan mode: the same for every job, each report written', async () => {
    const run = await plan({ planJobs: [{ id: 1, statuses: [state('FINISHED', 'PASS')] }, { id: 2, statuses: [state('RUNNING')] }] }, { timeout: '0.3', 'poll-interval': '0.05' })
    expect(run.code).toBe(3)
    expect(run.outputs).toMatchObject({ 'timed-out': 'true', status: 'RUNNING' })
    expect((await readdir(run.dir)).filter((file) => file.endsWith('.json')).sort()).toEqual([
      'execution_report-1.json',
      'execution_report-2.json',
      'plan_execution_report.json'
    ])
    expect(annotations(run.stdout).at(-1)).toBe('::error title=Virtuoso QA plan::Plan execution 7001 did not finish within the timeout of 0.3 s: 1 of 2 jobs not final (job 2).')
  })

  it('timed-out is false for a CANCELED job (exit 3 too), and not set without waiting', async () => {
    const canceled = await goal({ statuses: [state('CANCELED')] }, { timeout: '60' })
    expect(canceled.code).toBe(3)
    expect(canceled.outputs['timed-out']).toBe('false')
    await service!.close()
    const started = await goal({}, { wait: 'false', timeout: '60' })
    expect(started.code).toBe(0)
    expect(started.outputs['timed-out']).toBeUndefined()
  })

  it.each(['-1', 'soon', '86401', '1e3'])('%j is a usage error before any request', async (timeout) => {
    const run = await goal({}, { timeout })
    expect(run.code).toBe(1)
    expect(annotations(run.stdout)).toEqual([`::error title=Virtuoso QA::The input "timeout" must be a number of seconds from 0 to 86400, not "${timeout}".`])
    expect(service!.requests).toEqual([])
  })
})

describe('a Retry-After longer than retry-delay-time (contract: goal mode, beyond the client)', () => {
  it('is waited in full, and the retry line says so: what the log tells is what is waited', async () => {
    service = await startFakeService({ statuses: [httpError(429, { 'retry-after': '25' }), state('FINISHED', 'PASS')] })
    const clock = new FakeClock()
    const run = await runActionInProcess(goalInputs(service.apiUrl, { 'retry-delay-time': '10', 'max-retry-time': '300' }), {}, { tuning: { clock } })
    expect(run.code).toBe(0)
    expect(logLines(run.stdout)).toContain('The status request failed: HTTP 429; retrying in 25 s (retry time used: 0 of 300 s)')
    expect(clock.sleeps).toEqual([25_000])
  })
})
