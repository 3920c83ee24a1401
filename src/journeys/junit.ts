import { goalNameOf, namedJourneys } from './listing.js'
import { type JobResults, type Journey, type JourneyRun, finalRun, isFailed, passed } from './model.js'

// The JUnit XML file of a run's journeys (contract: Journeys, "JUnit XML"), for readers such as
// EnricoMi's publish-unit-test-result-action (junitparser), dorny/test-reporter (`java-junit`) and
// mikepenz/action-junit-report. The file is made from plain data (a testcase and its elements),
// and its counts are counted from that same data, so they always equal what the file holds.

/**
 * The elements a testcase may hold — a result (one at most) and Maven Surefire's re-run ones — in
 * the order of Surefire's test-report schema 3.0 (contract: "JUnit names are unique"), which is a
 * sequence: every testcase writes its elements in this order, so that each `<testsuite>` is valid
 * against it whatever the journey's history (ERROR then FAIL: `failure`, `rerunError`).
 */
const TAGS = ['failure', 'rerunFailure', 'flakyFailure', 'skipped', 'error', 'rerunError', 'flakyError'] as const
type Tag = (typeof TAGS)[number]

interface Element {
  tag: Tag
  /** Absent on `<skipped>`, as the contract writes it. */
  type?: string
  message: string
  /** Which job ran it and its link: a failure's text, a re-run element's `<stackTrace>`. */
  detail?: string
}

interface TestCase {
  name: string
  classname: string
  ms: bigint
  elements: Element[]
}

/** The whole file: UTF-8 XML 1.0, one testsuite per job in job order, deterministic, indented. */
export function junitXml(jobs: readonly JobResults[]): string {
  const suites = jobs.map((job) => ({ job, cases: testCases(job) }))
  const all = suites.flatMap((suite) => suite.cases)
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites${attributes({ name: 'Virtuoso QA', ...counts(all) })}>`,
    ...suites.flatMap(({ job, cases }) => suiteLines(job, cases)),
    '</testsuites>',
    ''
  ].join('\n')
}

function testCases(job: JobResults): TestCase[] {
  const classname = goalNameOf(job)
  const cases = namedJourneys(job).map(({ journey, name }) => journeyCase(journey, name, classname))
  // Never green for a red gate: a job whose results could not be read is one testcase, and a
  // failed verdict that no journey shows (CANCELED, FAILED, still running at the timeout) adds
  // one that fails. A journey's own testcase follows its final outcome whatever the verdict.
  const shown = cases.some((testCase) => testCase.elements.some((element) => element.tag === 'failure' || element.tag === 'error'))
  if (!passed(job) && !shown) cases.push({ name: `Job ${job.jobId}`, classname, ms: 0n, elements: [verdictElement(job)] })
  else if (!job.journeys) cases.push({ name: `Job ${job.jobId}`, classname, ms: 0n, elements: [] })
  return cases
}

/**
 * A journey's testcase, named as every front end names it (listing.ts: unique within its job), by
 * its final run: FAIL a `<failure>`, ERROR an `<error>`, any outcome but PASS a `<skipped>`. Each
 * earlier failed run (contract: "Re-running failed journeys") is a `<flakyFailure>`/`<flakyError>`
 * when the journey passed in the end, else (it failed every time, or its last re-run did not reach
 * it) a `<rerunFailure>`/`<rerunError>`; runs of one kind keep their order.
 */
function journeyCase(journey: Journey, name: string, classname: string): TestCase {
  const last = finalRun(journey)
  const elements: Element[] = []
  if (isFailed(last.outcome)) elements.push(failed(last, last.outcome === 'FAIL' ? 'failure' : 'error'))
  else if (last.outcome !== 'PASS') elements.push({ tag: 'skipped', message: last.outcome })
  const earlier = journey.runs.slice(0, -1).filter((run) => isFailed(run.outcome))
  const prefix = last.outcome === 'PASS' ? 'flaky' : 'rerun'
  for (const run of earlier) elements.push(failed(run, run.outcome === 'FAIL' ? `${prefix}Failure` : `${prefix}Error`))
  // A stable sort: the schema's order between kinds, the runs' order within one.
  elements.sort((a, b) => TAGS.indexOf(a.tag) - TAGS.indexOf(b.tag))
  return { name, classname, ms: milliseconds(last.durationMs), elements }
}

/**
 * A failed run's element. Its message is where it failed (`checkpoint "Log in", step 3 of 5
 * (CLICK)`) and, when nothing of that is known, the outcome alone (`FAIL`): a message is never empty.
 */
function failed(run: JourneyRun, tag: Tag): Element {
  return { tag, type: run.outcome, message: run.where ?? run.outcome, detail: `Job ${run.jobId}: ${run.executionUrl}` }
}

/**
 * The `Job <job id>` testcase's failure (the job's outcome FAIL) or error (anything else), typed
 * by the job's status when it is not FINISHED, else by its outcome; a state never seen is unknown.
 */
function verdictElement(job: JobResults): Element {
  const status = job.status ?? 'unknown'
  const outcome = job.outcome ?? 'unknown'
  const unread = job.journeys ? '' : '; its journey results could not be read'
  return {
    tag: job.outcome === 'FAIL' ? 'failure' : 'error',
    type: job.status === 'FINISHED' ? outcome : status,
    message: `Job ${job.jobId} ended with status ${status} and outcome ${outcome} (exit code ${job.exitCode})${unread}`,
    detail: job.executionUrl
  }
}

function suiteLines(job: JobResults, cases: TestCase[]): string[] {
  const properties: [string, string | undefined][] = [
    ['jobId', job.jobId],
    ['goalId', job.goalId],
    // A state never seen has no property: the file says only what is known.
    ['status', job.status],
    ['outcome', job.outcome],
    ['executionUrl', job.executionUrl],
    ['rerunJobIds', job.rerunJobIds.length > 0 ? job.rerunJobIds.join(',') : undefined]
  ]
  return [
    `  <testsuite${attributes({ name: `${goalNameOf(job)} (job ${job.jobId})`, ...counts(cases), timestamp: timestamp(job.startedAt) })}>`,
    '    <properties>',
    ...properties.filter(([, value]) => value !== undefined).map(([name, value]) => `      <property${attributes({ name, value })}/>`),
    '    </properties>',
    ...cases.flatMap(caseLines),
    '  </testsuite>'
  ]
}

function caseLines(testCase: TestCase): string[] {
  const open = `    <testcase${attributes({ name: testCase.name, classname: testCase.classname, time: seconds(testCase.ms) })}`
  if (testCase.elements.length === 0) return [`${open}/>`]
  return [`${open}>`, ...testCase.elements.map(elementLines), '    </testcase>']
}

function elementLines({ tag, type, message, detail }: Element): string {
  const open = `      <${tag}${attributes({ type, message })}`
  if (detail === undefined) return `${open}/>`
  // Surefire's re-run elements hold their text in a <stackTrace>; a failure or error holds it itself.
  const body = tag.startsWith('flaky') || tag.startsWith('rerun') ? `<stackTrace>${text(detail)}</stackTrace>` : text(detail)
  return `${open}>${body}</${tag}>`
}

/** The counts and time of testcases, as attributes: each equals what the file holds. */
function counts(cases: TestCase[]): Record<string, string> {
  const holding = (tag: Tag) => cases.filter((testCase) => testCase.elements.some((element) => element.tag === tag)).length
  const ms = cases.reduce((sum, testCase) => sum + testCase.ms, 0n)
  return {
    tests: String(cases.length),
    failures: String(holding('failure')),
    errors: String(holding('error')),
    skipped: String(holding('skipped')),
    time: seconds(ms)
  }
}

/**
 * Whole milliseconds; 0 when unknown or not a duration (negative, or JSON's 1e400). Sums are
 * exact in bigint, so a suite's time is exactly the sum of its testcases' as written.
 */
function milliseconds(ms: number | undefined): bigint {
  return ms !== undefined && Number.isFinite(ms) && ms > 0 ? BigInt(Math.round(ms)) : 0n
}

/** Seconds with 3 decimals, never in exponent notation. */
function seconds(ms: bigint): string {
  return `${ms / 1000n}.${String(ms % 1000n).padStart(3, '0')}`
}

/**
 * ISO 8601 in UTC; none for a number no date has, nor for a year outside 1–9999: toISOString writes
 * those `+010000`, `0000` or `-000001`, which the schema's xs:dateTime does not allow.
 */
function timestamp(ms: number | undefined): string | undefined {
  const date = new Date(ms ?? Number.NaN)
  const year = date.getUTCFullYear()
  return year >= 1 && year <= 9999 ? date.toISOString() : undefined
}

function attributes(values: Record<string, string | undefined>): string {
  return Object.entries(values)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${attribute(value)}"`)
    .join('')
}

// Characters that XML 1.0 forbids (its Char production): C0 controls other than tab, newline and
// carriage return, lone surrogates (the `u` flag matches a pair as one character), U+FFFE, U+FFFF.
const FORBIDDEN = '\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\ud800-\\udfff\\ufffe\\uffff'
const TEXT = new RegExp(`[${FORBIDDEN}&<>\\r]`, 'gu')
// In an attribute, a parser turns a literal tab, newline or carriage return into a space
// (attribute-value normalisation): as character references they survive.
const ATTRIBUTE = new RegExp(`[${FORBIDDEN}&<>"\\t\\n\\r]`, 'gu')
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\t': '&#9;', '\n': '&#10;', '\r': '&#13;' }

/** Escapes text content (`]]>` too, its `>` escaped); a forbidden character becomes U+FFFD. */
const text = (value: string): string => value.replace(TEXT, (c) => ESCAPES[c] ?? '\ufffd')
const attribute = (value: string): string => value.replace(ATTRIBUTE, (c) => ESCAPES[c] ?? '\ufffd')
