import { expect, it } from 'vitest'
import { type JourneyScript, goalJourneys, journeyResults, raw, startFakeService, state } from '../__tests__/fakes/service.js'
import { runAction } from '../__tests__/helpers/child.js'
import { goalInputs } from '../__tests__/helpers/goal-inputs.js'
import { tempDir } from '../__tests__/helpers/temp.js'
import { logLines } from '../__tests__/helpers/workflow-log.js'
import { goalAnswers } from './journey-results.js'
import { mb, median, ratio, readUsage, usageEnv } from './measure.js'

// Reading the journey results of a large goal (contract: "Journeys": J1 and J2 read as streams,
// keeping only what results need; issue 30): one action run whose job report is 100 MB, whose J1
// is 100 MB and whose J2 is 20 MB, all from the loopback fake, shaped as the service's answers are
// (research: journey answers; a step is about 6 KB, mostly the page's DOM). The reference is the
// same run's own streaming of the 100 MB report to its file: each request's time is the debug log's
// (`GET …: HTTP 200, N ms`, from the request's start to the end of its answer's reading).
// Two shapes of goal, alternated: the deep one (618 journeys of 30 steps, a J2 with journeys that
// did not run) and the wide one (issue 37: 1,500 journeys of 10 steps, all of them in J2 and run),
// whose thousands of checkpoints and steps the reader must not keep; the peak RSS of each, as the
// action measured itself at its exit, and their medians.

const J1_BYTES = 100 << 20
const J2_BYTES = 20 << 20
const REPORT_BYTES = 100 << 20
const RSS_TARGET = 150 << 20

/** A journey of three checkpoints of ten steps, the first of which fails at its last step when `failed`. */
function journey(id: number, failed: boolean): JourneyScript {
  const outcome = failed ? 'FAIL' : 'PASS'
  return {
    id,
    title: `Journey ${id}: check out with a saved card`,
    outcome,
    durationMs: 61_000 + id,
    checkpoints: [0, 1, 2].map((c) => ({
      id: id * 10 + c,
      title: `Checkpoint ${c}`,
      outcome: failed && c === 0 ? 'FAIL' : 'PASS',
      steps: Array.from({ length: 10 }, (_, s) => ({ id: id * 100 + c * 10 + s, action: 'CLICK', outcome: failed && c === 0 && s === 9 ? 'FAIL' : 'PASS' }))
    }))
  }
}

/** A J1 answer of about `bytes`: the fake's shape, written a journey at a time (never one string of it all). */
function largeJ1(bytes: number): { body: Buffer; journeys: JourneyScript[] } {
  const head = JSON.stringify(journeyResults(4242, []))
  const [before, after] = head.split('"testSuites":{}')
  const parts = [Buffer.from(`${before}"testSuites":{`)]
  const journeys: JourneyScript[] = []
  let size = parts[0].length
  for (let id = 1; size < bytes; id++) {
    journeys.push(journey(id, id % 10 === 0))
    const text = JSON.stringify(journeyResults(4242, [journeys[journeys.length - 1]]).testSuites).slice(1, -1)
    parts.push(Buffer.from(id === 1 ? text : `,${text}`))
    size += parts[parts.length - 1].length
  }
  parts.push(Buffer.from(`}${after}`))
  return { body: Buffer.concat(parts), journeys }
}

/** A J2 answer of about `bytes`: the journeys of J1, then more of the version that this run did not run. */
function largeJ2(journeys: JourneyScript[], bytes: number): Buffer {
  const all = [...journeys]
  let body = Buffer.from(JSON.stringify(goalJourneys(all)))
  const perJourney = body.length / all.length
  while (body.length < bytes) {
    for (let i = Math.ceil((bytes - body.length) / perJourney); i > 0; i--) all.push(journey(1_000_000 + all.length, false))
    body = Buffer.from(JSON.stringify(goalJourneys(all)))
  }
  return body
}

/** A job report of about `bytes`: steps of a few hundred bytes each. */
function largeReport(bytes: number): Buffer {
  const parts = [Buffer.from('{"id":4242,"status":"FINISHED","steps":[')]
  let size = 0
  for (let i = 0; size < bytes; i++) {
    const step = JSON.stringify({ id: i, action: `Click on "Add to cart" #${i}`, passed: i % 7 !== 0, duration: i * 0.125, log: ['navigate', { text: 'Ünïcödé\ttab' }, null] })
    parts.push(Buffer.from(i === 0 ? step : `,${step}`))
    size += parts[parts.length - 1].length
  }
  parts.push(Buffer.from(']}'))
  return Buffer.concat(parts)
}

/** The duration of the request whose debug line starts with `prefix` (`GET /api/executions/4242: HTTP 200, 812 ms`). */
function requestMs(stdout: string, prefix: string): number {
  const line = logLines(stdout).find((each) => each.startsWith(`::debug::${prefix}: HTTP 200, `))
  expect(line, `the debug line of ${prefix}`).toBeDefined()
  return Number(/, (\d+) ms$/.exec(line!)![1])
}

/** A J1 and a J2 to read, and what the run must then show. */
interface Shape {
  name: string
  j1: Buffer
  j2: Buffer
  /** How many journeys failed. */
  failed: number
  /** Where the first failed journey failed, as its annotation says. */
  where: string
}

/** The bench's first shape: 618 journeys of 3 checkpoints of 10 steps, a J2 with more journeys than ran. */
function deepShape(): Shape {
  const j1 = largeJ1(J1_BYTES)
  return { name: `${j1.journeys.length} journeys of 30 steps`, j1: j1.body, j2: largeJ2(j1.journeys, J2_BYTES), failed: Math.floor(j1.journeys.length / 10), where: 'checkpoint "Checkpoint 0", step 10 of 10 (CLICK)' }
}

/**
 * A wide goal (issue 37): 1,500 journeys of 10 steps with DOM captures, each step its own
 * checkpoint (the most checkpoints for the steps), every journey in J2 and run.
 */
function wideShape(): Shape {
  const { j1, j2, failed } = goalAnswers(1500, { checkpoints: 10, steps: 1 })
  return { name: '1500 journeys of 10 steps', j1, j2, failed, where: 'checkpoint "Checkpoint 9: pay by card", step 1 of 1 (NAVIGATE)' }
}

it('reading the journey results of a 100 MB J1 and a 20 MB J2, against streaming a 100 MB report, in two shapes', { timeout: 600_000 }, async () => {
  const shapes = [deepShape(), wideShape()]
  const report = largeReport(REPORT_BYTES)
  const rows: Record<string, string>[] = []
  const usageDir = await tempDir('vqa-bench-journeys-')
  // The shapes alternate, so that both see the same load of the machine.
  const peaks = new Map<Shape, number[]>(shapes.map((shape) => [shape, []]))
  for (let round = 1; round <= 5; round++) {
    for (const shape of shapes) {
      const service = await startFakeService({ statuses: [state('FINISHED', 'FAIL')], report: raw(report), journeyResults: raw(shape.j1), goalJourneys: raw(shape.j2) })
      const usageFile = `${usageDir}/usage-${rows.length}.json`
      try {
        const run = await runAction(goalInputs(service.apiUrl, { 'upload-artifact': 'false' }), { RUNNER_DEBUG: '1', ...usageEnv(usageFile) })
        expect(run.code, run.stdout + run.stderr).toBe(2)
        // The results were read: every failed journey in the output (at most 50), told where it failed.
        expect(JSON.parse(run.outputs['failed-journeys'])).toHaveLength(Math.min(50, shape.failed))
        expect(logLines(run.stdout).find((line) => line.startsWith('::error title=Journey '))).toContain(shape.where)
        const reportMs = requestMs(run.stdout, 'GET /api/jobs/4242/status')
        const j1Ms = requestMs(run.stdout, 'GET /api/executions/4242')
        const j2Ms = requestMs(run.stdout, 'GET /api/snapshots/28733/goals/8534/testsuites')
        const peak = readUsage(usageFile).maxRssBytes
        peaks.get(shape)!.push(peak)
        rows.push({
          shape: shape.name,
          round: String(round),
          'report 100 MB → file': `${reportMs} ms`,
          'J1 read': `${j1Ms} ms`,
          'J2 read': `${j2Ms} ms`,
          'J1 / report': ratio(j1Ms, reportMs),
          '(J1 + J2) / report': ratio(j1Ms + j2Ms, reportMs),
          'target ≤ 2×': j1Ms + j2Ms <= 2 * reportMs ? 'holds' : 'MISSED',
          'peak RSS': mb(peak),
          'target ≤ 150 MB': peak <= RSS_TARGET ? 'holds' : 'MISSED'
        })
      } finally {
        await service.close()
      }
    }
  }
  for (const shape of shapes) console.log(`${shape.name}: J1 ${mb(shape.j1.length)}, J2 ${mb(shape.j2.length)} (${shape.failed} failed).`)
  console.log(`The report: ${mb(report.length)}; the action, upload-artifact false.`)
  console.table(rows)
  console.table(shapes.map((shape) => ({ shape: shape.name, 'median peak RSS': mb(median(peaks.get(shape)!)), 'target ≤ 150 MB': median(peaks.get(shape)!) <= RSS_TARGET ? 'holds' : 'MISSED' })))
})
