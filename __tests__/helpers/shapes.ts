import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { type FakeGitHub, startFakeGitHub } from '../fakes/github.js'
import { type JourneyScript, type PlanJobScript, type ServiceScript, startFakeService } from '../fakes/service.js'
import { goalInputs } from './goal-inputs.js'
import { runActionInProcess } from './in-process.js'
import { failingJourneys, withJourneys } from './journeys.js'
import { tempDir } from './temp.js'

/*
 * The shapes of run that real teams run (issue 36): a plan of many jobs, a goal with re-runs,
 * chosen journeys, a large goal, matrix legs of one goal. `npm run render` renders each (the
 * summary and the pull-request comment as GitHub shows them); tests pin what a reader sees first.
 */

/** One run of the action: the fake service's script and the inputs over goalInputs' defaults. */
export interface ShapeRun {
  label: string
  script: ServiceScript
  inputs: Record<string, string>
}

export interface Shape {
  name: string
  /** One line: what the shape is. */
  what: string
  /** Runs in order, each commenting on one pull request (the runs of a shape share it, as matrix legs do). */
  runs: ShapeRun[]
}

/** What a run of a shape left to read. */
export interface ShapeResult {
  label: string
  code: number
  /** The job summary's Markdown. */
  summary: string
  /** The body of the comment this run created or updated, if it did. */
  comment?: string
}

const TITLES = ['Log in', 'Search the catalogue', 'Add to cart', 'Check out with a saved card', 'Account settings', 'Wishlist']
const GOALS = ['Checkout', 'Search', 'Accounts', 'Payments', 'Wishlist', 'Catalogue', 'Orders', 'Returns', 'Shipping', 'Reviews', 'Promotions', 'Admin']
const [checkout] = failingJourneys

/** A journey that fails where `failingJourneys`' first does: checkpoint "Log in", step 3 of 5 (CLICK). */
const failing = (id: number, title: string): JourneyScript => ({ ...checkout, id, title })
const passing = (id: number, title: string, durationMs = 9_000): JourneyScript => ({ id, title, outcome: 'PASS', durationMs })
const counts = (journeys: JourneyScript[]): Record<string, number> => {
  const byOutcome: Record<string, number> = {}
  for (const journey of journeys) byOutcome[journey.outcome] = (byOutcome[journey.outcome] ?? 0) + 1
  return byOutcome
}
/** A job (or a re-run) that finished, its status counting its journeys as the service's do. */
const finished = (id: number, journeys: JourneyScript[], extra: Partial<PlanJobScript> = {}): PlanJobScript => ({
  id,
  journeys,
  statuses: [withJourneys('FINISHED', journeys.every((journey) => journey.outcome === 'PASS') ? 'PASS' : 'FAIL', counts(journeys))],
  ...extra
})

/** A plan of `jobs` jobs, each its own goal of six journeys; one journey of the job at `failingJob` (0-based) fails. */
export function planShape(jobs = 12, failingJob = 7): Shape {
  const planJobs = Array.from({ length: jobs }, (_, j) => {
    const journeys = TITLES.map((title, i) => (j === failingJob && i === 3 ? failing : passing)(600_000 + 10 * j + i, title))
    return finished(70_001 + j, journeys, { goalId: 9_001 + j })
  })
  const goalNames = Object.fromEntries(planJobs.map((job, j) => [String(job.goalId), GOALS[j % GOALS.length]]))
  return {
    name: 'plan-12-jobs',
    what: `A plan of ${jobs} jobs (one goal each, 6 journeys each); one journey of job ${70_001 + failingJob} fails.`,
    runs: [{ label: 'plan', script: { planJobs, goalNames }, inputs: { mode: 'plan', 'goal-id': '', 'plan-id': 'plan-release' } }]
  }
}

/** A goal whose failed journeys run again twice: one is flaky (fails, then passes), one fails every time. */
export function rerunShape(): Shape {
  const flaky = failing(527_230, 'Account page')
  const hard = failing(527_231, 'Check out with a saved card')
  const journeys = [flaky, hard, ...TITLES.filter((title) => !/Account|Check out/.test(title)).map((title, i) => passing(527_240 + i, title))]
  return {
    name: 'goal-reruns',
    what: 'A goal of 6 journeys with rerun-failed: 2; "Account page" fails then passes (flaky), "Check out with a saved card" fails every time.',
    runs: [
      {
        label: 'goal',
        script: {
          statuses: [withJourneys('FINISHED', 'FAIL', counts(journeys))],
          journeys,
          journeyRuns: [finished(9_101, [{ ...flaky, outcome: 'PASS', checkpoints: undefined }, hard]), finished(9_102, [hard])]
        },
        inputs: { 'rerun-failed': '2' }
      }
    ]
  }
}

/** A goal of six journeys of which two are chosen, and pass. */
export function chosenShape(): Shape {
  const journeys = TITLES.map((title, i) => passing(527_260 + i, title))
  const chosen = [journeys[0], journeys[2]]
  return {
    name: 'chosen-journeys',
    what: `A goal of 6 journeys; the run chooses 2 ("${chosen[0].title}", "${chosen[1].title}"), which pass.`,
    runs: [{ label: 'goal', script: { journeys, journeyRuns: [finished(5_151, chosen)] }, inputs: { journeys: chosen.map((journey) => journey.title).join('\n') } }]
  }
}

/** A goal of 3,000 journeys: 300 fail every time, 300 fail and then pass when run again (rerun-failed: 1). */
export function largeShape(): Shape {
  const journeys = Array.from({ length: 3_000 }, (_, i) => {
    const title = `${TITLES[i % TITLES.length]} #${i + 1}`
    return i % 10 === 3 || i % 10 === 7 ? failing(800_000 + i, title) : passing(800_000 + i, title, 5_000 + (i % 40) * 1_000)
  })
  const again = journeys.filter((journey) => journey.outcome !== 'PASS').map((journey, k) => (k % 2 === 1 ? { ...journey, outcome: 'PASS', checkpoints: undefined } : journey))
  return {
    name: 'goal-3000',
    what: 'A goal of 3,000 journeys with rerun-failed: 1; 300 fail every time, 300 are flaky.',
    runs: [{ label: 'goal', script: { statuses: [withJourneys('FINISHED', 'FAIL', counts(journeys))], journeys, journeyRuns: [finished(9_201, again)] }, inputs: { 'rerun-failed': '1' } }]
  }
}

/**
 * Two legs of one workflow job that run the same goal (a matrix's legs, or a full step and a smoke
 * step): the full run fails, then a run of two chosen journeys passes. Goal mode takes no
 * environment: what tells the legs apart is what they run (the chosen journeys, the API host).
 */
export function matrixShape(): Shape {
  const passed = failingJourneys.map((journey) => ({ ...journey, outcome: 'PASS', checkpoints: undefined }))
  const smoke = [passed[1], passed[3]]
  return {
    name: 'matrix-legs',
    what: 'Two legs of one workflow job on one goal, with comment-on-pr: the full goal fails, then a smoke leg of 2 chosen journeys passes.',
    runs: [
      { label: 'full', script: { statuses: [withJourneys('FINISHED', 'FAIL', counts(failingJourneys))], journeys: failingJourneys }, inputs: {} },
      { label: 'smoke', script: { journeys: passed, journeyRuns: [finished(5_252, smoke)] }, inputs: { journeys: smoke.map((journey) => journey.title).join('\n') } }
    ]
  }
}

export const SHAPES: (() => Shape)[] = [() => planShape(), rerunShape, chosenShape, largeShape, matrixShape]

const GITHUB_TOKEN = 'ghs-render-shapes'

/**
 * Runs a shape's runs in order, in this process, each against a fake service of its own and all
 * against one fake GitHub, for a pull request (#17 of acme/shop, workflow CI, job gate), with
 * comment-on-pr; returns what each left to read, and the pull request's comments at the end.
 */
export async function runShape(shape: Shape): Promise<{ results: ShapeResult[]; comments: string[] }> {
  const github: FakeGitHub = await startFakeGitHub(GITHUB_TOKEN)
  try {
    const event = path.join(await tempDir('vqa-shape-'), 'event.json')
    await writeFile(event, JSON.stringify({ number: 17, pull_request: { number: 17, head: { repo: { full_name: 'acme/shop' } }, base: { repo: { full_name: 'acme/shop' } } } }))
    const env = {
      GITHUB_API_URL: github.apiUrl,
      GITHUB_EVENT_PATH: event,
      GITHUB_REPOSITORY: 'acme/shop',
      GITHUB_WORKFLOW: 'CI',
      GITHUB_JOB: 'gate',
      GITHUB_RUN_ID: '9001',
      GITHUB_SERVER_URL: 'https://github.example'
    }
    const results: ShapeResult[] = []
    for (const run of shape.runs) {
      const service = await startFakeService(run.script)
      try {
        const written = github.requests.length
        const inputs = goalInputs(service.apiUrl, { 'comment-on-pr': 'true', 'github-token': GITHUB_TOKEN, ...run.inputs })
        const { code, summary } = await runActionInProcess(inputs, env)
        const comment = github.requests.slice(written).findLast((request) => request.method !== 'GET')?.body?.body
        results.push({ label: run.label, code, summary, comment })
      } finally {
        await service.close()
      }
    }
    return { results, comments: github.comments.map((comment) => comment.body) }
  } finally {
    await github.close()
  }
}
