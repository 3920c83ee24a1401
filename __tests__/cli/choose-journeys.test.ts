import { afterEach, describe, expect, it } from 'vitest'
import { executeGoalCli } from '../../src/cli/execute-goal.js'
import { type FakeService, type ServiceScript, startFakeService, state } from '../fakes/service.js'
import { FakeClock } from '../helpers/fake-clock.js'
import { runCliInProcess } from '../helpers/in-process.js'
import { tempDir } from '../helpers/temp.js'

// execute-goal --journey (contract: "Choosing journeys (goal mode)"): the option may be repeated,
// each occurrence adding one journey, the exception to "the last one wins".

let service: FakeService | undefined
afterEach(async () => {
  await service?.close()
  service = undefined
})

async function cli(script: ServiceScript, args: string[]) {
  service = await startFakeService(script)
  const cwd = await tempDir()
  return runCliInProcess(executeGoalCli, [...args, '-t', 'tok', '--api_url', service.apiUrl, '--ui_url', 'https://ui.example'], { clock: new FakeClock(), cwd })
}

const journeys = [
  { id: 31, title: 'Log in', outcome: 'PASS' },
  { id: 32, title: 'Search', outcome: 'PASS' },
  { id: 33, title: 'Check out', outcome: 'PASS' }
]
const script: ServiceScript = { journeys, journeyRuns: [{ id: 6161, journeys: [journeys[0]], statuses: [state('FINISHED', 'PASS')] }] }
const J4 = 'POST /api/goals/goal-7/snapshots/28733/execute?envelope=false'
const j4Bodies = () => (service?.requests ?? []).filter((r) => `${r.method} ${r.url}` === J4).map((r) => r.body.toString())

describe('execute-goal --journey', () => {
  it('repeated, in both forms, each adds one journey; the job J4 starts is then watched as any', async () => {
    const run = await cli(script, ['-gi', 'goal-7', '--journey', 'Check out', '--journey=31', '--journey', ' Search '])
    expect(run.code).toBe(0)
    expect(j4Bodies()).toEqual(['{"suiteIds": [31, 32, 33]}'])
    expect(service!.requests.map((r) => r.url)).not.toContain('/api/goals/goal-7/execute?envelope=false')
    expect(run.stdout.split('\n')).toEqual(expect.arrayContaining(['Job ID: 6161', 'Status: FINISHED, Outcome: PASS', 'Done!']))
  })

  it('a journey that matches nothing: exit 1, one line naming it and the titles, no job started', async () => {
    const run = await cli(script, ['-gi', 'goal-7', '--journey', 'Log in', '--journey', 'Logout'])
    expect(run.code).toBe(1)
    expect(run.stderr).toBe(
      'The journey "Logout" is neither the id nor the title of a journey of version 28733 of goal goal-7; its journeys: "Log in", "Search", "Check out".'
    )
    expect(j4Bodies()).toEqual([])
    expect(run.stdout).toBe('')
  })

  it.each([
    [['--journey', 'Search', '--job_id', '4242'], '--job_id and --journey exclude each other: give one or the other.'],
    [['--journey', '  '], '--journey must name at least one journey, by id or by title.']
  ])('%j: a usage error before any request', async (args, message) => {
    const run = await cli(script, ['-gi', 'goal-7', ...args])
    expect(run.code).toBe(1)
    expect(run.stderr.split('\n')[0]).toBe(message)
    expect(service!.requests).toEqual([])
  })
})
