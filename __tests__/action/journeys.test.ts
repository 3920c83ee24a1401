import { readFile, readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { type ArtifactBackend, startArtifactBackend } from '../fakes/artifact-backend.js'
import {
  JOURNEY_SECRET,
  type FakeService,
  type JourneyScript,
  type ServiceScript,
  hang,
  httpError,
  notJson,
  ok,
  raw,
  reset,
  startFakeService,
  state,
  trickle
} from '../fakes/service.js'
import { goalInputs } from '../helpers/goal-inputs.js'
import { runActionInProcess } from '../helpers/in-process.js'
import { failingJourneys, failingWhere } from '../helpers/journeys.js'
import { annotationsOf, logLines } from '../helpers/workflow-log.js'

// The journey results in the action (contract: "Journey results"): J1 and J2 after rule 9's files,
// read into the job summary, the annotations, the outputs and the JUnit file, against the loopback
// fake, whose answers are shaped as the service's (research: journey answers) and carry test data
// in clear in every field that real ones do.

let service: FakeService | undefined
let backend: ArtifactBackend | undefined
afterEach(async () => {
  await service?.close()
  await backend?.close()
  service = backend = undefined
})

async function goal(script: ServiceScript, inputs: Record<string, string> = {}, env: Record<string, string | undefined> = {}, options = {}) {
  service = await startFakeService(script)
  return runActionInProcess(goalInputs(service.apiUrl, inputs), env, options)
}

const failedRun: ServiceScript = { statuses: [state('FINISHED', 'FAIL')], journeys: failingJourneys }


const journeyRequests = () => (service?.requests ?? []).filter((r) => /^\/api\/(executions\/[^/]+\?|snapshots\/)/.test(r.url)).map((r) => r.url)

describe('goal mode: which journeys failed, and where', () => {
  it('names each failed journey with where it failed: annotations, the summary, failed-journeys, the JUnit file', async () => {
    const run = await goal(failedRun)
    expect(run.code).toBe(2)
    // J1 of the job, then J2 of the version it names, after the report and the goal.
    expect(journeyRequests()).toEqual(['/api/executions/4242?envelope=false', '/api/snapshots/28733/goals/8534/testsuites?envelope=false'])
    const urls = service!.requests.map((r) => r.url)
    expect(urls.indexOf('/api/executions/4242?envelope=false')).toBeGreaterThan(urls.indexOf('/api/goals/goal-7?envelope=false'))

    const link = 'https://ui.example/#/project/execution/4242'
    expect(annotationsOf(run.stdout, 'error')).toEqual([
      `Log in and check out::FAIL at ${failingWhere.checkout}: ${link}`,
      `Account page::ERROR at ${failingWhere.account}: ${link}`,
      'Virtuoso QA goal::The goal execution finished with outcome FAIL.'
    ])
    expect(JSON.parse(run.outputs['failed-journeys'])).toEqual([
      { jobId: '4242', id: '527218', title: 'Log in and check out', outcome: 'FAIL' },
      { jobId: '4242', id: '527220', title: 'Account page', outcome: 'ERROR' }
    ])
    // The journeys that did not pass lead, with where they failed; the passed one is folded.
    const [notPassed, folded] = run.summary.split('<details>')
    expect(notPassed).toContain(
      '<tr><td>Log in and check out</td><td>FAIL</td><td>checkpoint &quot;Log in&quot;, step 3 of 5 (CLICK)</td><td>1 min 1 s</td></tr>' +
        '<tr><td>Account page</td><td>ERROR</td><td>checkpoint 1296520, step 1 of 2</td><td>4 s</td></tr>' +
        '<tr><td>Wishlist</td><td>SKIP</td><td></td><td>0 s</td></tr>'
    )
    expect(notPassed).not.toContain('Search the catalogue')
    expect(folded).toMatch(/^<summary>1 journey passed<\/summary><table>.*<td>Search the catalogue<\/td><td>PASS<\/td><td>12 s<\/td>/)

    expect(run.outputs['junit-file']).toBe(path.join(run.dir, 'virtuoso-junit.xml'))
    const xml = await readFile(run.outputs['junit-file'], 'utf8')
    // The goal record's name names the suite (the fake's goal.json: "Checkout regression").
    expect(xml).toContain('<testsuite name="Checkout regression (job 4242)"')
    expect(xml).toMatch(/<failure type="FAIL" message="checkpoint &quot;Log in&quot;, step 3 of 5 \(CLICK\)"/)
  })

  it('the summary at a glance: the verdict, the message, the failed journeys, then the fields (the goal by its name), the counters last', async () => {
    const run = await goal(failedRun)
    const at = (text: string): number => {
      expect(run.summary).toContain(text)
      return run.summary.indexOf(text)
    }
    const places = [
      '<h3>❌ Virtuoso QA goal &quot;Checkout regression&quot;</h3>',
      '<p>The goal execution finished with outcome FAIL.</p>',
      '<h4>Journeys that did not pass</h4>',
      '<td>Log in and check out</td><td>FAIL</td>',
      '<summary>1 journey passed</summary>',
      '<tr><th>Field</th><th>Value</th></tr><tr><td>Goal</td><td>Checkout regression (goal-7)</td></tr>',
      '<tr><td>Status</td><td>FINISHED</td></tr><tr><td>Outcome</td><td>FAIL</td></tr>',
      '<tr><td>Execution</td>'
    ].map(at)
    expect(places).toEqual([...places].sort((a, b) => a - b))
    // The counters close the summary.
    expect(run.summary).toMatch(/<tr><td>Elapsed<\/td><td>[^<]+<\/td><\/tr><tr><td>Polls<\/td><td>1<\/td><\/tr><tr><td>Retries<\/td><td>0<\/td><\/tr><tr><td>Exit code<\/td><td>2<\/td><\/tr><\/table>\s*$/)
  })

  it('a passing run: failed-journeys is [], and the summary says they all passed', async () => {
    const run = await goal({ statuses: [state('FINISHED', 'PASS')], journeys: [{ id: 1, title: 'Only', outcome: 'PASS' }] })
    expect(run.code).toBe(0)
    expect(run.outputs['failed-journeys']).toBe('[]')
    expect(annotationsOf(run.stdout, 'error')).toEqual([])
    expect(run.summary).toContain('<p>The journey passed.</p>')
  })

  it('at most 8 annotations of failed journeys, then one that says how many more', async () => {
    const journeys: JourneyScript[] = Array.from({ length: 60 }, (_, i) => ({ id: 1000 + i, title: `Journey ${i}`, outcome: 'FAIL' }))
    const run = await goal({ statuses: [state('FINISHED', 'FAIL')], journeys })
    const errors = annotationsOf(run.stdout, 'error')
    expect(errors).toHaveLength(10)
    expect(errors.slice(0, 8).map((e) => e.split('::')[0])).toEqual(Array.from({ length: 8 }, (_, i) => `Journey ${i}`))
    // (The runner reads %3A in a property as ':'.)
    expect(errors[8]).toBe('Virtuoso QA goal%3A 60 journeys failed::52 more journeys failed: the job summary lists them.')
    // The output lists 50 of the 60; the JUnit file all of them.
    expect(JSON.parse(run.outputs['failed-journeys'])).toHaveLength(50)
    expect((await readFile(run.outputs['junit-file'], 'utf8')).match(/<failure /g)).toHaveLength(60)
  })

  it.each([
    [8, []],
    [9, ['Virtuoso QA goal%3A 9 journeys failed::1 more journey failed: the job summary lists them.']]
  ])('%i failed journeys: the annotation of how many more comes only past 8', async (count, more) => {
    const journeys: JourneyScript[] = Array.from({ length: count }, (_, i) => ({ id: 1000 + i, title: `Journey ${i}`, outcome: 'FAIL' }))
    const run = await goal({ statuses: [state('FINISHED', 'FAIL')], journeys })
    expect(annotationsOf(run.stdout, 'error')).toEqual([
      ...Array.from({ length: 8 }, (_, i) => expect.stringMatching(new RegExp(`^Journey ${i}::FAIL at `))),
      ...more,
      'Virtuoso QA goal::The goal execution finished with outcome FAIL.'
    ])
  })

  it('the summary shows at most 500 journey rows, then how many it left out', async () => {
    const journeys: JourneyScript[] = Array.from({ length: 520 }, (_, i) => ({ id: 5000 + i, title: `J${i}`, outcome: i % 2 ? 'PASS' : 'FAIL' }))
    const run = await goal({ statuses: [state('FINISHED', 'FAIL')], journeys })
    expect(run.summary.match(/<tr><td>J\d+<\/td><td>(PASS|FAIL)<\/td>/g)).toHaveLength(500)
    // The budget goes to what failed first: all 260 failed journeys have a row, 240 of the 260 passed ones.
    expect(run.summary.match(/<tr><td>J\d+<\/td><td>FAIL<\/td>/g)).toHaveLength(260)
    expect(run.summary).toContain('20 more journeys are left out here (20 passed); the JUnit file lists them all.')
  })
})

describe('goal mode: the summary stays under GitHub\'s 1 MiB', () => {
  it('titles, places and outcomes that escape to many bytes are cut, and rows past the budget left out and counted', async () => {
    const place = { id: 1, title: '&'.repeat(400), outcome: 'FAIL', steps: [{ id: 2, action: 'CLICK', outcome: 'FAIL' }] }
    const journeys: JourneyScript[] = Array.from({ length: 500 }, (_, i) => ({ id: 9000 + i, title: `${i} ${'&'.repeat(300)}`, outcome: 'FAIL', checkpoints: [{ ...place, id: 10_000 + i }] }))
    journeys.unshift({ id: 1, title: 'A word of 100,000 letters for an outcome', outcome: 'X'.repeat(100_000) })
    const run = await goal({ statuses: [state('FINISHED', 'FAIL')], journeys })
    expect(run.code).toBe(2)
    expect(Buffer.byteLength(run.summary)).toBeLessThan(1 << 20)
    expect(run.summary).toMatch(/<p>\d+ more journeys are left out here \(\d+ failed, 1 of other outcomes\); the JUnit file lists them all\.<\/p>/)
    // What failed spends the budget first: the journey of another outcome is among those left out.
    expect(run.summary).not.toContain('A word of 100,000 letters')
  })

  it('an outcome is the service\'s word: cut at 40 characters', async () => {
    const run = await goal({ statuses: [state('FINISHED', 'FAIL')], journeys: [{ id: 1, title: 'A word of 100,000 letters for an outcome', outcome: 'X'.repeat(100_000) }] })
    expect(run.summary).toContain(`<td>A word of 100,000 letters for an outcome</td><td>${'X'.repeat(40)}…</td>`)
  })
})

describe('goal mode: nothing secret leaves an answer', () => {
  it('the test data and screenshot links of J1 and J2 reach no log line, summary, output, file or artifact', async () => {
    backend = await startArtifactBackend()
    const run = await goal(failedRun, {}, { ...backend.env, RUNNER_DEBUG: '1', ACTIONS_STEP_DEBUG: 'true' })
    expect(run.code).toBe(2)
    // The fake planted it everywhere real answers carry test data: a reader that kept any of it shows here.
    expect(JSON.stringify(await (await fetch(`${service!.apiUrl}/executions/4242?envelope=false`)).json())).toContain(JOURNEY_SECRET)
    expect(run.stdout).toContain('::debug::GET /api/executions/4242: HTTP 200')
    for (const [where, text] of Object.entries({ stdout: run.stdout, stderr: run.stderr, summary: run.summary, outputs: JSON.stringify(run.outputs) })) {
      expect(text.includes(JOURNEY_SECRET), where).toBe(false)
    }
    for (const file of await readdir(run.dir, { recursive: true })) {
      const full = path.join(run.dir, file)
      if ((await stat(full)).isFile()) expect((await readFile(full, 'latin1')).includes(JOURNEY_SECRET), file).toBe(false)
    }
    const [artifact] = backend.artifacts
    expect([...artifact.files.keys()].sort()).toEqual(['execution_report.json', 'goal.json', 'virtuoso-junit.xml'])
    for (const [name, body] of artifact.files) expect(body.includes(JOURNEY_SECRET), name).toBe(false)
  })
})

describe('goal mode: service text is inert', () => {
  const nasty = [
    '::error::planted%0A::warning::x',
    'pipe | and\nnew line\n\nblank line',
    ']]> <script>alert(1)</script> & "quotes"',
    'control \u0001\u0007\u001b[31m and \u2028',
    'عربي right-to-left \u202e and emoji 🚀',
    'x'.repeat(10_000)
  ]
  it("titles stay one annotation each, the summary's tables stay tables, the XML stays well-formed", async () => {
    const journeys: JourneyScript[] = nasty.map((title, i) => ({ id: 700 + i, title, outcome: 'FAIL' }))
    const run = await goal({ statuses: [state('FINISHED', 'FAIL')], journeys })
    const lines = logLines(run.stdout)
    // No line starts a workflow command other than ours, each annotation is one line.
    expect(lines.filter((line) => line.startsWith('::warning'))).toEqual([])
    expect(annotationsOf(run.stdout, 'error')).toHaveLength(nasty.length + 1)
    // No blank line inside the summary's HTML (it would end the HTML block), no raw markup of the title.
    const html = run.summary.slice(run.summary.indexOf('<h4>'))
    expect(html).not.toMatch(/\n\s*\n/)
    expect(html).not.toContain('<script>')
    expect(html).toContain(`<td>${'x'.repeat(200)}…</td>`)
    const xml = await readFile(run.outputs['junit-file'], 'utf8')
    // eslint-disable-next-line no-control-regex
    expect(xml).not.toMatch(/[\u0001\u0007\u001b]/)
    expect(xml).toContain('x'.repeat(10_000))
    expect(JSON.parse(run.outputs['failed-journeys']).map((j: { title: string }) => j.title)).toEqual(nasty)
  })
})

describe('goal mode: an answer other than expected changes nothing but a warning', () => {
  const limits = { fileDeadlineMs: 400, maxFileBytes: 64 << 10 }
  it.each([
    ['a 404', { journeyResults: httpError(404) }, 'HTTP 404'],
    ['HTML', { journeyResults: notJson }, 'the answer is not JSON'],
    ['a wrong shape', { journeyResults: ok({ testSuites: [] }) }, 'testSuites is not an object'],
    ['a journey without an outcome', { journeyResults: ok({ testSuites: { 5: { outcome: 7 } } }) }, 'testSuites["5"] is not a journey with an outcome'],
    ['a reset', { journeyResults: reset }, 'ECONNRESET'],
    ['a hang', { journeyResults: hang }, 'no complete answer within 400 ms'],
    ['a slow drip', { journeyResults: trickle('{"testSuites": {}}'.padEnd(4000), 5) }, 'no complete answer within 400 ms'],
    ['an answer past the limit', { journeyResults: raw(`{"testSuites": {}, "x": "${'a'.repeat(70 << 10)}"}`) }, 'larger than 64 KiB']
  ])('%s: one warning, the counts and exit code as they were, a JUnit file that tells the truth', async (_, script, reason) => {
    const started = performance.now()
    const run = await goal({ statuses: [state('FINISHED', 'FAIL')], ...script }, {}, {}, { tuning: { limits } })
    expect(performance.now() - started).toBeLessThan(5_000)
    expect(run.code).toBe(2)
    expect(annotationsOf(run.stdout, 'warning')).toEqual([expect.stringMatching(new RegExp(`^Virtuoso QA goal::Journey results of job 4242 could not be read: .*${reason.replace(/[[\]().*]/g, '\\$&')}`))])
    expect(run.outputs['failed-journeys']).toBeUndefined()
    // Never green for a red gate: the job's own testcase fails.
    const xml = await readFile(run.outputs['junit-file'], 'utf8')
    expect(xml).toContain('<testcase name="Job 4242"')
    expect(xml).toMatch(/<failure type="FAIL"/)
  })

  it('J2 failing: a warning, and journeys named by their ids', async () => {
    const run = await goal({ ...failedRun, goalJourneys: httpError(500) })
    expect(run.code).toBe(2)
    expect(annotationsOf(run.stdout, 'warning')).toEqual(['Virtuoso QA goal::Journey titles of goal 8534, version 28733, could not be read: HTTP 500.'])
    expect(annotationsOf(run.stdout, 'error')[0]).toBe('Journey 527218::FAIL at checkpoint 1296514, step 3 of 5: https://ui.example/#/project/execution/4242')
  })
})

describe('goal mode: a cancel while the results are read', () => {
  it('exits 3, keeps the files already written, writes no JUnit file, sends nothing after', async () => {
    const controller = new AbortController()
    service = await startFakeService({ ...failedRun, journeyResults: hang })
    const waiting = setInterval(() => {
      if (journeyRequests().length > 0) controller.abort()
    }, 5)
    const run = await runActionInProcess(goalInputs(service.apiUrl), {}, { signal: controller.signal }).finally(() => clearInterval(waiting))
    expect(run.code).toBe(3)
    expect(run.stdout).toContain('Cancelled while reading the journey results of job 4242.')
    // A cancel is no answer the service gave: no warning of results that could not be read.
    expect(annotationsOf(run.stdout, 'warning')).toEqual([])
    expect(run.outputs['junit-file']).toBeUndefined()
    expect((await readdir(run.dir)).filter((f) => f.endsWith('.json') || f.endsWith('.xml')).sort()).toEqual(['execution_report.json', 'goal.json'])
    expect(journeyRequests()).toEqual(['/api/executions/4242?envelope=false'])
  })
})
