import path from 'node:path'
import { expect, it } from 'vitest'
import { type FakeService, type ServiceScript, ok, startFakeService, state } from '../__tests__/fakes/service.js'
import { runAction } from '../__tests__/helpers/child.js'
import { tempDir } from '../__tests__/helpers/temp.js'
import { mb, median, ms, ratio, readUsage, usageEnv } from './measure.js'

// What plan mode costs (issue 23), measured on the bundled action against the fake service, as
// ratios against goal mode in the same run. Each process measures its own CPU (user + system) and
// peak RSS at its exit (usageEnv). Steady state is a difference, which takes the start-up, the
// start request and the reports out: per job-poll, (plan of 50 jobs × 10 polls − 50 jobs × 1 poll)
// / (50 × 9); per goal poll, (goal of 41 polls − goal of 11 polls) / 30. Both poll every 0.2 s, which
// 50 requests in a row take much less than, so that neither is ever busy without a pause.

const POLL_SECONDS = 0.2
const JOBS = 50
const JOB_POLLS = 10
const [SHORT, LONG] = [11, 41]
const REPEATS = 3
const BIG_PLAN = 1000
const RERUN_JOBS = 10

interface Run {
  code: number | null
  cpuMs: number
  maxRssBytes: number
  wallMs: number
  service: { statusRequests: number; connections: number; maxInFlight: number }
}

/** A job's status answers: RUNNING `polls - 1` times, then FINISHED with PASS. */
const statuses = (polls: number) => [...Array.from({ length: polls - 1 }, () => state('RUNNING')), state('FINISHED', 'PASS')]

const planScript = (jobs: number, polls: number): ServiceScript => ({
  planJobs: Array.from({ length: jobs }, (_, i) => ({ id: 10_000 + i, statuses: statuses(polls), report: ok({ id: 10_000 + i }) }))
})

async function run(mode: 'goal' | 'plan', script: ServiceScript, inputs: Record<string, string> = {}): Promise<Run> {
  const service: FakeService = await startFakeService(script)
  const usageFile = path.join(await tempDir('vqa-bench-plan-'), 'usage.json')
  const started = performance.now()
  try {
    const target: Record<string, string> = mode === 'goal' ? { 'goal-id': 'goal-7' } : { 'plan-id': 'plan-bench' }
    const action = await runAction(
      { mode, token: 'tok-bench', 'api-url': service.apiUrl, 'poll-interval': String(POLL_SECONDS), 'upload-artifact': 'false', ...target, ...inputs },
      usageEnv(usageFile)
    )
    return {
      code: action.code,
      ...readUsage(usageFile),
      wallMs: performance.now() - started,
      service: { statusRequests: service.statusRequests().length, connections: service.connections(), maxInFlight: service.maxInFlight() }
    }
  } finally {
    await service.close()
  }
}

async function repeated(mode: 'goal' | 'plan', script: ServiceScript, expectedPolls: number, inputs: Record<string, string> = {}): Promise<Run[]> {
  const runs: Run[] = []
  for (let i = 0; i < REPEATS; i++) {
    const result = await run(mode, script, inputs)
    expect(result.code).toBe(0)
    expect(result.service.statusRequests).toBe(expectedPolls)
    runs.push(result)
  }
  return runs
}

it('plan mode: CPU per job-poll against a goal\'s per poll, peak RSS, one connection, one request in flight', { timeout: 300_000 }, async () => {
  const cpu = (runs: Run[]) => median(runs.map((r) => r.cpuMs))
  const goalShort = await repeated('goal', { statuses: statuses(SHORT) }, SHORT)
  const goalLong = await repeated('goal', { statuses: statuses(LONG) }, LONG)
  const planShort = await repeated('plan', planScript(JOBS, 1), JOBS)
  const planLong = await repeated('plan', planScript(JOBS, JOB_POLLS), JOBS * JOB_POLLS)

  const perGoalPoll = (cpu(goalLong) - cpu(goalShort)) / (LONG - SHORT)
  const perJobPoll = (cpu(planLong) - cpu(planShort)) / (JOBS * (JOB_POLLS - 1))
  const peakRss = Math.max(...planLong.map((r) => r.maxRssBytes))
  const connections = Math.max(...planLong.map((r) => r.service.connections))
  const inFlight = Math.max(...planLong.map((r) => r.service.maxInFlight))
  const holds = (ok: boolean) => (ok ? 'holds' : 'MISSED')
  console.log(
    `Median of ${REPEATS} runs each, one after another, polls every ${POLL_SECONDS} s. Goal: jobs of ${SHORT} and ${LONG} polls; ` +
      `plan: ${JOBS} jobs of 1 and of ${JOB_POLLS} polls.`
  )
  console.table([
    { figure: 'goal, CPU of a job of 41 polls', value: ms(cpu(goalLong)), target: '', verdict: '' },
    { figure: 'goal, CPU per poll', value: ms(perGoalPoll), target: '', verdict: '' },
    { figure: `plan, CPU of ${JOBS} jobs × ${JOB_POLLS} polls`, value: ms(cpu(planLong)), target: '', verdict: '' },
    { figure: 'plan, CPU per job-poll', value: ms(perJobPoll), target: '', verdict: '' },
    { figure: 'per job-poll vs per goal poll', value: ratio(perJobPoll, perGoalPoll), target: '≤ 1.2×', verdict: holds(perJobPoll <= 1.2 * perGoalPoll) },
    { figure: 'plan, peak RSS', value: mb(peakRss), target: '≤ 100 MB', verdict: holds(peakRss <= 100 << 20) },
    { figure: 'goal, peak RSS (41 polls)', value: mb(Math.max(...goalLong.map((r) => r.maxRssBytes))), target: '', verdict: '' },
    { figure: 'plan, TCP connections per run', value: String(connections), target: '1', verdict: holds(connections === 1) },
    { figure: 'plan, requests in flight at once', value: String(inFlight), target: '1', verdict: holds(inFlight === 1) }
  ])
})

it(`plan mode: a plan of ${BIG_PLAN.toLocaleString('en')} jobs of one poll each`, { timeout: 300_000 }, async () => {
  const result = await run('plan', planScript(BIG_PLAN, 1))
  expect(result.code).toBe(0)
  expect(result.service.statusRequests).toBe(BIG_PLAN)
  console.table([
    {
      run: `${BIG_PLAN} jobs, 1 poll each`,
      'wall time': ms(result.wallMs),
      CPU: ms(result.cpuMs),
      'peak RSS': mb(result.maxRssBytes),
      connections: result.service.connections,
      'in flight at once': result.service.maxInFlight
    }
  ])
})

it(`plan mode with re-runs: ${JOBS} jobs, ${RERUN_JOBS} of them re-run twice, CPU per job-poll against a goal's per poll`, { timeout: 300_000 }, async () => {
  const cpu = (runs: Run[]) => median(runs.map((r) => r.cpuMs))
  const goalShort = await repeated('goal', { statuses: statuses(SHORT) }, SHORT)
  const goalLong = await repeated('goal', { statuses: statuses(LONG) }, LONG)
  const planShort = await repeated('plan', planScript(JOBS, 1), JOBS)
  // Every job polls JOB_POLLS times; so does each re-run, the first failing again, the second passing.
  const polls = JOBS * JOB_POLLS + RERUN_JOBS * 2 * JOB_POLLS
  const withReruns = await repeated('plan', rerunScript(), polls, { 'rerun-failed': '2' })
  const perGoalPoll = (cpu(goalLong) - cpu(goalShort)) / (LONG - SHORT)
  const perJobPoll = (cpu(withReruns) - cpu(planShort)) / (polls - JOBS)
  const connections = Math.max(...withReruns.map((r) => r.service.connections))
  const inFlight = Math.max(...withReruns.map((r) => r.service.maxInFlight))
  const holds = (ok: boolean) => (ok ? 'holds' : 'MISSED')
  console.log(`Median of ${REPEATS} runs each; ${polls} status requests a run with re-runs (and ${RERUN_JOBS * 2} re-run starts, reports and journey results).`)
  console.table([
    { figure: 'goal, CPU per poll', value: ms(perGoalPoll), target: '', verdict: '' },
    { figure: 'plan with re-runs, CPU per job-poll', value: ms(perJobPoll), target: '', verdict: '' },
    { figure: 'per job-poll vs per goal poll', value: ratio(perJobPoll, perGoalPoll), target: '≤ 1.2×', verdict: holds(perJobPoll <= 1.2 * perGoalPoll) },
    { figure: 'TCP connections per run', value: String(connections), target: '1', verdict: holds(connections === 1) },
    { figure: 'requests in flight at once', value: String(inFlight), target: '1', verdict: holds(inFlight === 1) }
  ])
})

/** A plan whose first RERUN_JOBS jobs finish FAIL with one failed journey: re-run, it fails again, then passes. */
function rerunScript(): ServiceScript {
  const failing = (polls: number, outcome: string) => [...Array.from({ length: polls - 1 }, () => state('RUNNING')), state('FINISHED', outcome)]
  const journey = (outcome: string) => [{ id: 7, title: 'Check out', outcome }]
  const rounds = [20_000, 30_000].map((base, round) =>
    Array.from({ length: RERUN_JOBS }, (_, i) => ({ id: base + i, statuses: failing(JOB_POLLS, round === 0 ? 'FAIL' : 'PASS'), journeys: journey(round === 0 ? 'FAIL' : 'PASS') }))
  )
  return {
    planJobs: Array.from({ length: JOBS }, (_, i) =>
      i < RERUN_JOBS ? { id: 10_000 + i, statuses: failing(JOB_POLLS, 'FAIL'), journeys: journey('FAIL') } : { id: 10_000 + i, statuses: statuses(JOB_POLLS), journeys: journey('PASS') }
    ),
    journeyRuns: rounds.flat()
  }
}
