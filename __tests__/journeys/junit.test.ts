import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { junitXml } from '../../src/journeys/junit.js'
import type { JobResults, Journey, JourneyRun } from '../../src/journeys/model.js'
import { journeysOf } from '../../src/journeys/read.js'
import { readGoalJourneys, readJourneyResults } from '../../src/service/journey-answers.js'
import { ExitCode } from '../../src/shared/exit-codes.js'
import { type ReadFile, type XmlElement, hasJunitparser, readJunit } from '../helpers/junitparser.js'
import { SCHEMA_ORDER, hasXmllint, schemaErrors } from '../helpers/surefire-schema.js'

// The JUnit file (contract: Journeys, "JUnit XML", and "Legible in every shape of run"): read back
// by independent readers where installed — junitparser and strict expat, and Maven Surefire's own
// schema through xmllint — and its rules checked on the text everywhere.

const url = (id: string) => `https://app.virtuoso.qa/#/project/9/execution/${id}`
const run = (outcome: string, more: Partial<JourneyRun> = {}): JourneyRun => ({ jobId: '100', executionUrl: url('100'), outcome, ...more })
const rerun = (jobId: string, outcome: string, more: Partial<JourneyRun> = {}): JourneyRun => run(outcome, { jobId, executionUrl: url(jobId), ...more })
const journey = (title: string, ...runs: JourneyRun[]): Journey => ({ id: title, title, runs })
const job = (more: Partial<JobResults> = {}): JobResults => ({
  jobId: '100',
  executionUrl: url('100'),
  goalId: '7',
  goalName: 'Checkout',
  status: 'FINISHED',
  outcome: 'PASS',
  exitCode: ExitCode.Success,
  journeys: [],
  rerunJobIds: [],
  ...more
})

/** Characters XML 1.0 does not allow (a lone surrogate, not a pair: the `u` flag); the reader sees U+FFFD in their place. */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ud800-\udfff\ufffe\uffff]/u

/** The testcases of our own layout (one element a line; re-run elements' <stackTrace> inline), by suite. */
function suitesOf(xml: string): { attributes: Record<string, string>; cases: { name: string; tags: string[]; body: string }[] }[] {
  return xml
    .split('<testsuite ')
    .slice(1)
    .map((suite) => ({
      attributes: attributesOf(` ${suite.slice(0, suite.indexOf('>'))}`),
      cases: [...suite.matchAll(/<testcase name="([^"]*)"[^>]*?(?:\/>|>\n([\s\S]*?)\n {4}<\/testcase>)/g)].map(([, name, body = '']) => ({
        name,
        tags: [...body.matchAll(/^ *<(\w+)/gm)].map((tag) => tag[1]),
        body
      }))
    }))
}

const attributesOf = (tag: string): Record<string, string> => Object.fromEntries([...tag.matchAll(/ (\w+)="([^"]*)"/g)].map(([, name, value]) => [name, value]))

/** The model's testcases' element tags, by the contract's rules, in the order of Surefire's schema (as the XSD lists it). */
function expectedTags(journey: Journey): string[] {
  const last = journey.runs[journey.runs.length - 1].outcome
  const result = last === 'FAIL' ? ['failure'] : last === 'ERROR' ? ['error'] : last === 'PASS' ? [] : ['skipped']
  const prefix = last === 'PASS' ? 'flaky' : 'rerun'
  const earlier = journey.runs.slice(0, -1).flatMap((r) => (r.outcome === 'FAIL' ? [`${prefix}Failure`] : r.outcome === 'ERROR' ? [`${prefix}Error`] : []))
  return [...result, ...earlier].sort((a, b) => SCHEMA_ORDER.indexOf(a) - SCHEMA_ORDER.indexOf(b))
}

/** Counts equal contents, in junitparser's reading: every suite's and the root's. */
function expectCountsHold(read: ReadFile): void {
  const holding = (cases: ReadFile['suites'][number]['cases'], kind: string) => cases.filter((c) => c.results.some((r) => r.kind === kind)).length
  for (const suite of read.suites) {
    expect({ tests: suite.tests, failures: suite.failures, errors: suite.errors, skipped: suite.skipped }).toEqual({
      tests: suite.cases.length,
      failures: holding(suite.cases, 'Failure'),
      errors: holding(suite.cases, 'Error'),
      skipped: holding(suite.cases, 'Skipped')
    })
    expect(suite.time).toBeCloseTo(suite.cases.reduce((sum, c) => sum + c.time, 0), 6)
  }
  for (const key of ['tests', 'failures', 'errors', 'skipped'] as const) expect(read.root[key]).toBe(read.suites.reduce((sum, s) => sum + s[key], 0))
  expect(read.root.time).toBeCloseTo(read.suites.reduce((sum, s) => sum + s.time, 0), 6)
}

/** A run of four jobs with every kind of journey: what the file must say of each. */
const RUN: JobResults[] = [
  job({
    outcome: 'FAIL',
    exitCode: ExitCode.PollingOrOutcome,
    startedAt: Date.UTC(2026, 10, 25, 22, 41, 2, 123),
    rerunJobIds: ['101', '102'],
    journeys: [
      journey('Log in', run('PASS', { durationMs: 1500 })),
      journey('Cart', run('FAIL', { durationMs: 250, where: 'checkpoint "Cart", step 1 of 1 (WRITE)' })),
      journey(
        'Pay',
        run('FAIL', { where: 'checkpoint "Card", step 2 of 4 (CLICK)' }),
        rerun('101', 'FAIL', { where: 'checkpoint "Card"' }),
        rerun('102', 'ERROR', { durationMs: 3333.3 })
      ),
      journey('Search', run('FAIL', { where: 'checkpoint "Find"' }), rerun('101', 'PASS', { durationMs: 800 })),
      journey('Profile', run('SKIP')),
      journey('Later', run('NOT_REACHED')),
      journey('Odd', run('BLOCKED'))
    ]
  }),
  job({
    jobId: '200',
    executionUrl: url('200'),
    goalId: '8',
    goalName: undefined,
    status: 'CANCELED',
    outcome: 'ERROR',
    exitCode: ExitCode.NotFinished,
    journeys: [journey('Home', rerun('200', 'PASS', { durationMs: 100 })), journey('Slow', rerun('200', 'RUNNING'))]
  }),
  job({ jobId: '300', executionUrl: url('300'), goalId: undefined, goalName: undefined, journeys: undefined }),
  job({ jobId: '400', executionUrl: url('400'), goalName: undefined, outcome: 'FAIL', exitCode: ExitCode.PollingOrOutcome, journeys: undefined })
]

describe.skipIf(!hasJunitparser)('junitparser and expat read the file as the model says', () => {
  it('names, counts, times, properties, results and messages of every job and journey', async () => {
    const read = await readJunit(junitXml(RUN))
    expect(read.root).toEqual({ name: 'Virtuoso QA', tests: 12, failures: 2, errors: 2, skipped: 4, time: 5.983 })
    expectCountsHold(read)
    expect(read.suites.map(({ name, tests, failures, errors, skipped, time, timestamp }) => ({ name, tests, failures, errors, skipped, time, timestamp }))).toEqual([
      { name: 'Checkout (job 100)', tests: 7, failures: 1, errors: 1, skipped: 3, time: 5.883, timestamp: '2026-11-25T22:41:02.123Z' },
      { name: 'Goal 8 (job 200)', tests: 3, failures: 0, errors: 1, skipped: 1, time: 0.1, timestamp: null },
      { name: 'Virtuoso QA (job 300)', tests: 1, failures: 0, errors: 0, skipped: 0, time: 0, timestamp: null },
      { name: 'Goal 7 (job 400)', tests: 1, failures: 1, errors: 0, skipped: 0, time: 0, timestamp: null }
    ])
    expect(read.suites.map((s) => s.properties)).toEqual([
      [
        ['jobId', '100'],
        ['goalId', '7'],
        ['status', 'FINISHED'],
        ['outcome', 'FAIL'],
        ['executionUrl', url('100')],
        ['rerunJobIds', '101,102']
      ],
      [
        ['jobId', '200'],
        ['goalId', '8'],
        ['status', 'CANCELED'],
        ['outcome', 'ERROR'],
        ['executionUrl', url('200')]
      ],
      [
        ['jobId', '300'],
        ['status', 'FINISHED'],
        ['outcome', 'PASS'],
        ['executionUrl', url('300')]
      ],
      [
        ['jobId', '400'],
        ['goalId', '7'],
        ['status', 'FINISHED'],
        ['outcome', 'FAIL'],
        ['executionUrl', url('400')]
      ]
    ])
    const cases = read.suites.flatMap((s) =>
      s.cases.map((c) => [c.classname, c.name, c.time, c.passed, ...c.results.flatMap((r) => [r.kind, r.type, r.message, r.text])])
    )
    const verdict200 = 'Job 200 ended with status CANCELED and outcome ERROR (exit code 3)'
    const verdict400 = 'Job 400 ended with status FINISHED and outcome FAIL (exit code 2); its journey results could not be read'
    expect(cases).toEqual([
      ['Checkout', 'Log in', 1.5, true],
      ['Checkout', 'Cart', 0.25, false, 'Failure', 'FAIL', 'checkpoint "Cart", step 1 of 1 (WRITE)', `Job 100: ${url('100')}`],
      ['Checkout', 'Pay', 3.333, false, 'Error', 'ERROR', 'ERROR', `Job 102: ${url('102')}`],
      ['Checkout', 'Search', 0.8, true],
      ['Checkout', 'Profile', 0, false, 'Skipped', null, 'SKIP', null],
      ['Checkout', 'Later', 0, false, 'Skipped', null, 'NOT_REACHED', null],
      ['Checkout', 'Odd', 0, false, 'Skipped', null, 'BLOCKED', null],
      ['Goal 8', 'Home', 0.1, true],
      ['Goal 8', 'Slow', 0, false, 'Skipped', null, 'RUNNING', null],
      ['Goal 8', 'Job 200', 0, false, 'Error', 'CANCELED', verdict200, url('200')],
      ['Virtuoso QA', 'Job 300', 0, true],
      ['Goal 7', 'Job 400', 0, false, 'Failure', 'FAIL', verdict400, url('400')]
    ])

    // Surefire's re-run elements, which junitparser does not model, as expat reads them.
    const testcase = (name: string) => read.tree.children[0].children.find((c) => c.attrib.name === name)!
    const rerunElements = (c: XmlElement) =>
      c.children.filter((e) => /^(flaky|rerun)/.test(e.tag)).map((e) => [e.tag, e.attrib.type, e.attrib.message, e.children.map((s) => `${s.tag}: ${s.text}`)])
    expect(rerunElements(testcase('Pay'))).toEqual([
      ['rerunFailure', 'FAIL', 'checkpoint "Card", step 2 of 4 (CLICK)', [`stackTrace: Job 100: ${url('100')}`]],
      ['rerunFailure', 'FAIL', 'checkpoint "Card"', [`stackTrace: Job 101: ${url('101')}`]]
    ])
    expect(rerunElements(testcase('Search'))).toEqual([['flakyFailure', 'FAIL', 'checkpoint "Find"', [`stackTrace: Job 100: ${url('100')}`]]])
  })

  it('keeps every nasty title, goal name and message whole, forbidden characters as U+FFFD', async () => {
    const jobs = NASTY.map(([title], i) =>
      job({ jobId: `${i}`, goalName: title, outcome: 'FAIL', exitCode: ExitCode.PollingOrOutcome, journeys: [journey(title, run('FAIL', { where: title }))] })
    )
    const read = await readJunit(junitXml(jobs))
    expectCountsHold(read)
    expect(read.suites.map((s) => [s.name, s.cases[0].classname, s.cases[0].name, s.cases[0].results[0].message])).toEqual(
      NASTY.map(([, seen], i) => [`${seen} (job ${i})`, seen, seen, seen])
    )
  })

  it('never green for a red gate, in every combination of verdict, state and journeys', async () => {
    const read = await readJunit(junitXml(MATRIX.map((c) => c.job)))
    expectCountsHold(read)
    read.suites.forEach((suite, i) => {
      const { job: model } = MATRIX[i]
      if (model.exitCode !== ExitCode.Success) expect(suite.failures + suite.errors, suite.name!).toBeGreaterThan(0)
      else expect(suite.cases.find((c) => c.name === `Job ${model.jobId}`)?.passed ?? true, suite.name!).toBe(true)
    })
  })
})

/** [title, what a reader sees]: titles the file must keep whole. */
const NASTY: [string, string][] = [
  ['x'.repeat(10_000), 'x'.repeat(10_000)],
  ['a ]]> b <![CDATA[ c ]]>', 'a ]]> b <![CDATA[ c ]]>'],
  ['::error::title%0A::set-output name=x::y', '::error::title%0A::set-output name=x::y'],
  ['quotes " \' & &amp; <b> &#10;', 'quotes " \' & &amp; <b> &#10;'],
  ['line\nbreak\r\ncarriage\rreturn\ttab', 'line\nbreak\r\ncarriage\rreturn\ttab'],
  ['  blanks kept  ', '  blanks kept  '],
  ['مرحبا \u202eRTL override\u202c עברית', 'مرحبا \u202eRTL override\u202c עברית'],
  ['emoji 😀 👩‍👩‍👧 🇫🇷', 'emoji 😀 👩‍👩‍👧 🇫🇷'],
  ['nul \u0000 bell \u0007 esc \u001b[31m', 'nul \ufffd bell \ufffd esc \ufffd[31m'],
  ['lone \ud800 high, \udc00 low, reversed \udc00\ud800', 'lone \ufffd high, \ufffd low, reversed \ufffd\ufffd'],
  ['nonchars \ufffe \uffff, C1 \u0085 kept', 'nonchars \ufffd \ufffd, C1 \u0085 kept']
]

/** Every combination of a job's verdict, its last state and its journeys. */
const MATRIX = [ExitCode.Success, ExitCode.Failure, ExitCode.PollingOrOutcome, ExitCode.NotFinished].flatMap((exitCode) =>
  (
    [
      ['FINISHED', 'PASS'],
      ['FINISHED', 'FAIL'],
      ['FINISHED', 'ERROR'],
      ['FINISHED', 'WARNING'],
      ['CANCELED', 'ERROR'],
      ['CANCELED', undefined],
      ['FAILED', 'FAIL'],
      ['RUNNING', undefined],
      [undefined, undefined]
    ] as const
  ).flatMap(([status, outcome]) =>
    [
      undefined,
      [],
      [journey('a', run('PASS'))],
      [journey('a', run('PASS')), journey('b', run('SKIP'))],
      [journey('a', run('FAIL'))],
      [journey('a', run('ERROR')), journey('b', run('PASS'))],
      [journey('a', run('FAIL'), rerun('101', 'PASS'))],
      [journey('a', run('NOT_REACHED'))]
    ].map((journeys, i) => ({
      name: `exit ${exitCode}, ${status} ${outcome}, journeys ${i}`,
      job: job({ jobId: `${exitCode}-${status}-${outcome}-${i}`, status, outcome, exitCode, journeys })
    }))
  )
)

describe('the rules, on the text', () => {
  it.each(MATRIX.map((c) => [c.name, c.job] as const))('never green for a red gate: %s', (_, model) => {
    const [suite] = suitesOf(junitXml([model]))
    const journeys = model.journeys ?? []
    const jobCase = suite.cases.find((c) => c.name === `Job ${model.jobId}`)
    const red = model.exitCode !== ExitCode.Success
    // Each journey's testcase follows its own final outcome, whatever the verdict.
    expect(suite.cases.slice(0, journeys.length).map((c) => [c.name, c.tags])).toEqual(journeys.map((j) => [j.title, expectedTags(j)]))
    const shown = journeys.some((j) => ['FAIL', 'ERROR'].includes(j.runs[j.runs.length - 1].outcome))
    expect(suite.cases).toHaveLength(journeys.length + (model.journeys === undefined || (red && !shown) ? 1 : 0))
    if (red) expect(suite.cases.some((c) => c.tags.includes('failure') || c.tags.includes('error'))).toBe(true)
    if (!jobCase) return
    if (!red) return expect(jobCase.tags).toEqual([])
    expect(jobCase.tags).toEqual([model.outcome === 'FAIL' ? 'failure' : 'error'])
    const element = attributesOf(jobCase.body)
    expect(element.type).toBe(model.status === 'FINISHED' ? model.outcome : (model.status ?? 'unknown'))
    expect(element.message).toContain(`status ${model.status ?? 'unknown'} and outcome ${model.outcome ?? 'unknown'}`)
  })

  it('counts equal contents in every suite and in the whole file', () => {
    const xml = junitXml([...RUN, ...MATRIX.map((c) => c.job)])
    const suites = suitesOf(xml)
    const holding = (cases: { tags: string[] }[], tag: string) => String(cases.filter((c) => c.tags.includes(tag)).length)
    for (const { attributes, cases } of suites) {
      expect([attributes.tests, attributes.failures, attributes.errors, attributes.skipped]).toEqual([
        String(cases.length),
        holding(cases, 'failure'),
        holding(cases, 'error'),
        holding(cases, 'skipped')
      ])
    }
    const root = attributesOf(xml.slice(xml.indexOf('<testsuites'), xml.indexOf('>', xml.indexOf('<testsuites'))))
    const all = suites.flatMap((s) => s.cases)
    expect([root.tests, root.failures, root.errors, root.skipped]).toEqual([String(all.length), holding(all, 'failure'), holding(all, 'error'), holding(all, 'skipped')])
    expect(xml.match(/<testcase /g)).toHaveLength(all.length)
  })

  it('writes a flaky journey as a passing testcase with one flakyFailure or flakyError per failed run', () => {
    const xml = junitXml([
      job({ journeys: [journey('Flaky', run('FAIL', { where: 'checkpoint "A"' }), rerun('101', 'ERROR'), rerun('102', 'PASS', { durationMs: 42 }))] })
    ])
    expect(xml).toContain(
      [
        '    <testcase name="Flaky" classname="Checkout" time="0.042">',
        `      <flakyFailure type="FAIL" message="checkpoint &quot;A&quot;"><stackTrace>Job 100: ${url('100')}</stackTrace></flakyFailure>`,
        `      <flakyError type="ERROR" message="ERROR"><stackTrace>Job 101: ${url('101')}</stackTrace></flakyError>`,
        '    </testcase>'
      ].join('\n')
    )
  })

  it('writes a journey that failed every time with its last failure and each earlier one as rerunFailure or rerunError', () => {
    const xml = junitXml([
      job({ journeys: [journey('Always', run('ERROR', { where: 'checkpoint 5' }), rerun('101', 'FAIL', { where: 'checkpoint "B", step 1 of 2' }))] })
    ])
    expect(xml).toContain(
      [
        '    <testcase name="Always" classname="Checkout" time="0.000">',
        `      <failure type="FAIL" message="checkpoint &quot;B&quot;, step 1 of 2">Job 101: ${url('101')}</failure>`,
        `      <rerunError type="ERROR" message="checkpoint 5"><stackTrace>Job 100: ${url('100')}</stackTrace></rerunError>`,
        '    </testcase>'
      ].join('\n')
    )
  })

  it.each(NASTY.map(([title]) => [title.slice(0, 40), title] as const))('escapes %j whole, in attributes and text', (_, title) => {
    const xml = junitXml([job({ goalName: title, journeys: [journey(title, run('FAIL', { where: title, jobId: title }))] })])
    expect(xml).not.toMatch(NOT_XML)
    const replaced = title.replace(new RegExp(NOT_XML.source, 'gu'), '\ufffd')
    const escaped = replaced.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
    const inAttribute = escaped.replace(/"/g, '&quot;').replace(/\t/g, '&#9;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;')
    expect(xml).toContain(`<testcase name="${inAttribute}" classname="${inAttribute}" time="0.000">`)
    // In text, a tab and a newline stay as they are; a carriage return is a reference, which end-of-line handling keeps.
    expect(xml).toContain(`<failure type="FAIL" message="${inAttribute}">Job ${escaped.replace(/\r/g, '&#13;')}: ${url('100')}</failure>`)
  })

  it('writes the start as an ISO 8601 timestamp in UTC, and none when it is unknown or no date', () => {
    const stamp = (startedAt?: number) => suitesOf(junitXml([job({ startedAt })]))[0].attributes.timestamp
    expect(stamp(Date.UTC(2026, 0, 2, 3, 4, 5, 6))).toBe('2026-01-02T03:04:05.006Z')
    expect(stamp(0)).toBe('1970-01-01T00:00:00.000Z')
    expect(stamp(undefined)).toBeUndefined()
    expect(stamp(Number.NaN)).toBeUndefined()
    expect(stamp(8.64e15 + 1)).toBeUndefined()
    // xs:dateTime (Surefire's schema) has no year 0 and no sign or sixth digit before a year: years 1 to 9999 only.
    // Date.UTC reads a year below 100 as 19xx: the first millisecond of year 1 written out.
    expect(stamp(-62135596800000)).toBe('0001-01-01T00:00:00.000Z')
    expect(stamp(Date.UTC(9999, 11, 31, 23, 59, 59, 999))).toBe('9999-12-31T23:59:59.999Z')
    expect(stamp(Date.UTC(9999, 11, 31, 23, 59, 59, 999) + 1)).toBeUndefined()
    expect(stamp(-62135596800000 - 1)).toBeUndefined()
    expect(stamp(8.64e15)).toBeUndefined()
    expect(stamp(-8.64e15)).toBeUndefined()
  })

  it('names a suite after the goal, else its id, else Virtuoso QA', () => {
    const names = (more: Partial<JobResults>) => {
      const xml = junitXml([job({ jobId: '5', journeys: [journey('J', run('PASS'))], ...more })])
      return [suitesOf(xml)[0].attributes.name, attributesOf(xml.split('<testcase')[1]).classname]
    }
    expect(names({ goalName: 'Checkout', goalId: '7' })).toEqual(['Checkout (job 5)', 'Checkout'])
    expect(names({ goalName: undefined, goalId: '7' })).toEqual(['Goal 7 (job 5)', 'Goal 7'])
    expect(names({ goalName: '', goalId: '7' })).toEqual(['Goal 7 (job 5)', 'Goal 7'])
    expect(names({ goalName: undefined, goalId: undefined })).toEqual(['Virtuoso QA (job 5)', 'Virtuoso QA'])
  })

  it('writes times in seconds with 3 decimals, a suite the exact sum of its testcases, unknown as 0', () => {
    const durations = [1234.5, 0.4, 999.9, undefined, -5, Number.POSITIVE_INFINITY, 1e21]
    const xml = junitXml([job({ journeys: durations.map((durationMs, i) => journey(`J${i}`, run('PASS', { durationMs }))) }), job({ jobId: '2' })])
    expect([...xml.matchAll(/<testcase [^>]*time="([^"]*)"/g)].map((m) => m[1])).toEqual([
      '1.235',
      '0.000',
      '1.000',
      '0.000',
      '0.000',
      '0.000',
      // 1e21 is where JavaScript's own number formatting turns to an exponent.
      '1000000000000000000.000'
    ])
    const sum = '1000000000000000002.235'
    expect(suitesOf(xml).map((s) => s.attributes.time)).toEqual([sum, '0.000'])
    expect(attributesOf(xml.split('\n')[1]).time).toBe(sum)
  })

  it('writes the whole file deterministically, indented, with a declaration', () => {
    const model = [
      job({
        startedAt: 0,
        outcome: 'FAIL',
        exitCode: ExitCode.PollingOrOutcome,
        journeys: [journey('Log in', run('PASS', { durationMs: 1000 })), journey('Pay', run('FAIL', { durationMs: 20, where: 'checkpoint "Card"' }))]
      }),
      job({ jobId: '2', executionUrl: url('2'), goalName: undefined, goalId: undefined, status: 'FAILED', outcome: undefined, exitCode: ExitCode.NotFinished, journeys: [] })
    ]
    expect(junitXml(model)).toBe(junitXml(structuredClone(model)))
    expect(junitXml(model)).toBe(`<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="Virtuoso QA" tests="3" failures="1" errors="1" skipped="0" time="1.020">
  <testsuite name="Checkout (job 100)" tests="2" failures="1" errors="0" skipped="0" time="1.020" timestamp="1970-01-01T00:00:00.000Z">
    <properties>
      <property name="jobId" value="100"/>
      <property name="goalId" value="7"/>
      <property name="status" value="FINISHED"/>
      <property name="outcome" value="FAIL"/>
      <property name="executionUrl" value="${url('100')}"/>
    </properties>
    <testcase name="Log in" classname="Checkout" time="1.000"/>
    <testcase name="Pay" classname="Checkout" time="0.020">
      <failure type="FAIL" message="checkpoint &quot;Card&quot;">Job 100: ${url('100')}</failure>
    </testcase>
  </testsuite>
  <testsuite name="Virtuoso QA (job 2)" tests="1" failures="0" errors="1" skipped="0" time="0.000">
    <properties>
      <property name="jobId" value="2"/>
      <property name="status" value="FAILED"/>
      <property name="executionUrl" value="${url('2')}"/>
    </properties>
    <testcase name="Job 2" classname="Virtuoso QA" time="0.000">
      <error type="FAILED" message="Job 2 ended with status FAILED and outcome unknown (exit code 3)">${url('2')}</error>
    </testcase>
  </testsuite>
</testsuites>
`)
  })

  it('grows linearly with the journeys', () => {
    const size = (n: number) =>
      junitXml([job({ journeys: Array.from({ length: n }, (_, i) => journey('Same', run('FAIL', { where: 'w' }), rerun('101', i % 2 ? 'PASS' : 'FAIL'))) })]).length
    const [a, b, c] = [2000, 4000, 6000].map(size)
    expect(c - b).toBe(b - a)
  })
})

/**
 * Every re-run history a journey can have (contract: "Re-running failed journeys"): up to 6 runs
 * (`rerun-failed` at most 5), each run but the last FAIL, ERROR or NOT_REACHED (what is run again),
 * the last any outcome. One job each, named after its history.
 */
const HISTORIES: string[][] = (() => {
  const again = ['FAIL', 'ERROR', 'NOT_REACHED']
  const last = ['PASS', 'FAIL', 'ERROR', 'SKIP', 'NOT_REACHED', 'RUNNING', 'BLOCKED']
  const earlier: string[][] = [[]]
  for (let length = 1; length < 6; length++) earlier.push(...earlier.filter((e) => e.length === length - 1).flatMap((e) => again.map((o) => [...e, o])))
  return earlier.flatMap((e) => last.map((o) => [...e, o]))
})()
const HISTORY_JOBS = HISTORIES.map((history, i) =>
  job({
    jobId: `${i}`,
    goalName: history.join(' → '),
    journeys: [journey('J', ...history.map((outcome, k) => rerun(`${i}.${k}`, outcome, outcome === 'FAIL' || outcome === 'ERROR' ? { where: `run ${k}` } : {})))]
  })
)

/** Two journeys titled "Search" and two "Cart" in one job, one "Search" failing; "Search" alone in another. */
const REPEATED: JobResults[] = [
  job({
    outcome: 'FAIL',
    exitCode: ExitCode.PollingOrOutcome,
    journeys: [
      { id: '101', title: 'Search', runs: [run('PASS')] },
      { id: '102', title: 'Search', runs: [run('FAIL', { where: 'checkpoint "Find"' })] },
      { id: '103', title: 'Cart', runs: [run('FAIL'), rerun('104', 'PASS')] },
      { id: '104', title: 'Cart', runs: [run('PASS')] },
      { id: '105', title: 'Log in', runs: [run('PASS')] }
    ]
  }),
  job({ jobId: '200', executionUrl: url('200'), journeys: [{ id: '101', title: 'Search', runs: [run('PASS')] }] })
]

describe('mixed re-run histories, in the order of Surefire\'s schema', () => {
  it('the schema lists its elements as the contract says', () => {
    expect(SCHEMA_ORDER).toEqual(['failure', 'rerunFailure', 'flakyFailure', 'skipped', 'error', 'rerunError', 'flakyError'])
  })

  it(`writes each of the ${HISTORIES.length} histories' elements in the schema's order, runs of one kind in their order`, () => {
    const suites = suitesOf(junitXml(HISTORY_JOBS))
    expect(suites.map((s) => s.cases[0].tags)).toEqual(HISTORY_JOBS.map((j) => expectedTags(j.journeys![0])))
    // ERROR then FAIL then NOT_REACHED, for one: the earlier runs in their order after the skip.
    const at = HISTORIES.findIndex((h) => h.join() === 'FAIL,ERROR,FAIL,NOT_REACHED')
    expect(suites[at].cases[0].body.split('\n').map((line) => line.trim().replace(/><stackTrace>.*/, '>'))).toEqual([
      '<rerunFailure type="FAIL" message="run 0">',
      '<rerunFailure type="FAIL" message="run 2">',
      '<skipped message="NOT_REACHED"/>',
      '<rerunError type="ERROR" message="run 1">'
    ])
  })
})

describe('unique testcase names (one naming for every front end: listing.ts)', () => {
  it('names journeys whose titles repeat in a job <title> [<id>], the others by their title', () => {
    const names = suitesOf(junitXml(REPEATED)).map((s) => s.cases.map((c) => [c.name, c.tags]))
    expect(names).toEqual([
      [
        ['Search [101]', []],
        ['Search [102]', ['failure']],
        ['Cart [103]', ['flakyFailure']],
        ['Cart [104]', []],
        ['Log in', []]
      ],
      [['Search', []]]
    ])
  })
})

describe.skipIf(!hasJunitparser)('junitparser reads every testcase, none lost to a name or a re-run', () => {
  it('reads the journeys whose titles repeat as distinct testcases, with their counts', async () => {
    const read = await readJunit(junitXml(REPEATED))
    expectCountsHold(read)
    expect(read.suites.map((s) => [s.tests, s.failures, s.errors, s.skipped])).toEqual([
      [5, 1, 0, 0],
      [1, 0, 0, 0]
    ])
    const keys = read.suites.map((s) => s.cases.map((c) => `${c.classname}|${c.name}`))
    // What mikepenz's reader keys a testcase by, with check_retries: name and classname (and file, none here).
    for (const suite of keys) expect(new Set(suite).size).toBe(suite.length)
    expect(read.suites[0].cases.map((c) => [c.name, c.passed])).toEqual([
      ['Search [101]', true],
      ['Search [102]', false],
      ['Cart [103]', true],
      ['Cart [104]', true],
      ['Log in', true]
    ])
  })

  it('reads every re-run history with the counts the file says and its final outcome', async () => {
    const read = await readJunit(junitXml(HISTORY_JOBS))
    expectCountsHold(read)
    expect(read.suites.map((s) => s.cases.map((c) => c.results.map((r) => [r.kind, r.type ?? r.message])))).toEqual(
      HISTORIES.map((h) => {
        const last = h[h.length - 1]
        return [last === 'PASS' ? [] : last === 'FAIL' ? [['Failure', 'FAIL']] : last === 'ERROR' ? [['Error', 'ERROR']] : [['Skipped', last]]]
      })
    )
  })
})

describe.skipIf(!hasXmllint)("every <testsuite> is valid against Maven Surefire's test-report schema 3.0 (xmllint)", () => {
  const valid = (xml: string) => async () => {
    const errors = await schemaErrors(xml)
    expect(errors.length).toBeGreaterThan(0)
    expect(errors.flat()).toEqual([])
  }
  it('a run of every kind of journey and job', valid(junitXml(RUN)))
  it('every combination of verdict, state and journeys', valid(junitXml(MATRIX.map((c) => c.job))))
  it(`every re-run history (${HISTORIES.length})`, valid(junitXml(HISTORY_JOBS)))
  it('titles that repeat', valid(junitXml(REPEATED)))
  it('nasty titles, goal names and messages', valid(junitXml(NASTY.map(([title], i) => job({ jobId: `${i}`, goalName: title, journeys: [journey(title, run('FAIL', { where: title, jobId: title }))] })))))
  it('times and dates at their edges', valid(junitXml([0, 1e21, Number.MAX_VALUE, -1, 8.64e15, -8.64e15, -62198755200000].map((ms, i) => job({ jobId: `${i}`, startedAt: ms, journeys: [journey('J', run('PASS', { durationMs: ms }))] })))))

  it("finds a testcase out of the schema's order: a skipped before a failure", async () => {
    const xml = junitXml(REPEATED).replace(/(\n *)(<failure )/, '$1<skipped/>$1$2')
    expect(xml).toMatch(/<skipped\/>\n *<failure /)
    const [first, second] = await schemaErrors(xml)
    expect(first.join('\n')).toMatch(/Element 'failure': This element is not expected/)
    expect(second).toEqual([])
  })
})

describe('titles as written (contract: "Titles are shown as written")', () => {
  /** J1 with one failed journey and J2 with its checkpoint titled as given (JSON text), through the readers the run uses. */
  async function fileWith(checkpointTitle: string, journeyTitle: string): Promise<string> {
    const j1 = '{"goalId": 7, "snapshotId": 9, "testSuites": {"5": {"outcome": "FAIL", "testCases": {"50": {"outcome": "FAIL", "testSteps": {"a": {"testStepId": 500, "outcome": "FAIL"}}}}}}}'
    const j2 = `{"x": {"id": 5, "title": ${journeyTitle}, "cases": [{"id": 50, "title": ${checkpointTitle}, "steps": [{"id": 500, "action": "CLICK"}]}]}}`
    const results = await readJourneyResults(Readable.from([Buffer.from(j1)]))
    const definitions = await readGoalJourneys(Readable.from([Buffer.from(j2)]))
    return junitXml([job({ outcome: 'FAIL', exitCode: ExitCode.PollingOrOutcome, journeys: journeysOf(results, definitions, { id: '100', executionUrl: url('100') }) })])
  }

  it('quotes a checkpoint title with " and \\ as written, not JSON-escaped', async () => {
    const xml = await fileWith(String.raw`"Say \"hi\" C:\\temp"`, String.raw`"Greet \"all\""`)
    expect(xml).toContain('<testcase name="Greet &quot;all&quot;" classname="Checkout"')
    expect(xml).toContain('<failure type="FAIL" message="checkpoint &quot;Say &quot;hi&quot; C:\\temp&quot;, step 1 of 1 (CLICK)">')
    expect(xml).not.toContain('\\&quot;')
  })

  it('writes a lone surrogate as U+FFFD, a pair as itself', async () => {
    const xml = await fileWith(String.raw`"lone \ud800 pair \ud83d\ude00"`, String.raw`"J \udc00"`)
    expect(xml).toContain('<testcase name="J \ufffd"')
    expect(xml).toContain('message="checkpoint &quot;lone \ufffd pair 😀&quot;, step 1 of 1 (CLICK)"')
    expect(xml).not.toMatch(/\\u[0-9a-f]{4}|[\ud800-\udfff]/u)
  })

  it.skipIf(!hasJunitparser)('reads back as written with junitparser', async () => {
    const read = await readJunit(await fileWith(String.raw`"Say \"hi\" \\ \ud800"`, String.raw`"Greet \"all\""`))
    expect(read.suites[0].cases.map((c) => [c.name, c.results[0].message])).toEqual([['Greet "all"', 'checkpoint "Say "hi" \\ \ufffd", step 1 of 1 (CLICK)']])
  })
})
