import { expect, it } from 'vitest'
import { type JourneyScript, goalJourneys, journeyResults, raw, startFakeService, state } from '../__tests__/fakes/service.js'
import { runAction } from '../__tests__/helpers/child.js'
import { goalInputs } from '../__tests__/helpers/goal-inputs.js'
import { tempDir } from '../__tests__/helpers/temp.js'
import { logLines } from '../__tests__/helpers/workflow-log.js'
import { mb, ratio, readUsage, usageEnv } from './measure.js'

// Reading the journey results of a large goal (contract: "Journeys": J1 and J2 read as streams,
// keeping only what results need; issue 30): one action run whose job report is 100 MB, whose J1
// is 100 MB and whose J2 is 20 MB, all from the loopback fake, shaped as the service's answers are
// (research: journey answers; a step is about 6 KB, mostly the page's DOM). The reference is the
// same run's own streaming of the 100 MB report to its file: each request's time is the debug log's
// (`GET …: HTTP 200, N ms`, from the request's start to the end of its answer's reading).

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

it('reading the journey results of a 100 MB J1 and a 20 MB J2, against streaming a 100 MB report', { timeout: 300_000 }, async () => {
  const j1 = largeJ1(J1_BYTES)
  const j2 = largeJ2(j1.journeys, J2_BYTES)
  const report = largeReport(REPORT_BYTES)
  const rows: Record<string, string>[] = []
  const usageDir = await tempDir('vqa-bench-journeys-')
  for (let round = 1; round <= 3; round++) {
    const service = await startFakeService({ statuses: [state('FINISHED', 'FAIL')], report: raw(report), journeyResults: raw(j1.body), goalJourneys: raw(j2) })
    const usageFile = `${usageDir}/usage-${round}.json`
    try {
      const run = await runAction(goalInputs(service.apiUrl, { 'upload-artifact': 'false' }), { RUNNER_DEBUG: '1', ...usageEnv(usageFile) })
      expect(run.code, run.stdout + run.stderr).toBe(2)
      // The results were read: one failed journey in ten, all in the output (at most 50) and the JUnit file.
      expect(JSON.parse(run.outputs['failed-journeys'])).toHaveLength(Math.min(50, Math.floor(j1.journeys.length / 10)))
      const reportMs = requestMs(run.stdout, 'GET /api/jobs/4242/status')
      const j1Ms = requestMs(run.stdout, 'GET /api/executions/4242')
      const j2Ms = requestMs(run.stdout, 'GET /api/snapshots/28733/goals/8534/testsuites')
      const peak = readUsage(usageFile).maxRssBytes
      rows.push({
        round: String(round),
        'report 100 MB → file': `${reportMs} ms`,
        'J1 100 MB read': `${j1Ms} ms`,
        'J2 20 MB read': `${j2Ms} ms`,
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
  console.log(`J1 ${mb(j1.body.length)} (${j1.journeys.length} journeys of 30 steps), J2 ${mb(j2.length)}, report ${mb(report.length)}; the action, upload-artifact false.`)
  console.table(rows)
})
