// `node scripts/use-action/check.ts pass|fail|plan|plan-fail|certificate|artifact`: the checks of the use-action
// workflow, run by its steps in CI and by its local twin (scripts/use-action-local.ts) alike. The
// values come in environment variables that the workflow's `env:` fills from the step outputs, never
// pasted into a command. It prints one line per check and exits 1 when any differs (2 on misuse).
import { isDeepStrictEqual } from 'node:util'
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { certificateId, failJobId, passJobId, passReport, planExecutionId, planJobIds, planReport, servedGoal } from './scenarios.ts'

const REPORT_FILE = 'execution_report.json'
const GOAL_FILE = 'goal.json'
const JUNIT_FILE = 'virtuoso-junit.xml'

/** One check: a name, what was seen, what was expected (compared as JSON values). */
type Check = [name: string, actual: unknown, expected: unknown]

const env = (name: string): string => process.env[name] ?? ''

/** A file's JSON, or a one-line description of why it has none (compared, it then differs). */
function json(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    return `(unreadable: ${(error as Error).message.split('\n')[0]})`
  }
}

/** Where the action wrote a file: its output, which must name the file in the output directory. */
function written(output: string, file: string): Check[] {
  return [
    [`${output} names ${file} in OUTPUT_DIR`, path.resolve(env(output)), path.resolve(env('OUTPUT_DIR'), file)],
    [`${file} holds what the fake served`, json(env(output)), file === REPORT_FILE ? passReport : servedGoal]
  ]
}

/** An output that holds JSON, or a one-line description of why it does not. */
function jsonOutput(name: string): unknown {
  try {
    return JSON.parse(env(name))
  } catch {
    return `(not JSON: ${JSON.stringify(env(name))})`
  }
}

/** The JUnit file: where it is, and its testcases that hold a failure, by name. */
function junit(failing: string[]): Check[] {
  let xml: string
  try {
    xml = readFileSync(env('JUNIT_FILE'), 'utf8')
  } catch (error) {
    xml = `(unreadable: ${(error as Error).message.split('\n')[0]})`
  }
  const failed = [...xml.matchAll(/<testcase name="([^"]*)"[^>]*>\s*<failure /g)].map((match) => match[1])
  return [
    [`junit-file names ${JUNIT_FILE} in OUTPUT_DIR`, path.resolve(env('JUNIT_FILE')), path.resolve(env('OUTPUT_DIR'), JUNIT_FILE)],
    [`${JUNIT_FILE}'s failing testcases`, failed, failing]
  ]
}

/** What both plan steps set and write: the plan execution, its jobs in order, and every report. */
function plan(outcomes: string[]): Check[] {
  const dir = env('OUTPUT_DIR')
  const reportFile = (id: string) => path.join(dir, `execution_report-${id}.json`)
  return [
    ['plan-execution-id', env('PLAN_EXECUTION_ID'), String(planExecutionId)],
    ['job-ids', env('JOB_IDS'), JSON.stringify(planJobIds)],
    [
      'jobs',
      jsonOutput('JOBS'),
      planJobIds.map((id, i) => ({
        id,
        status: 'FINISHED',
        outcome: outcomes[i],
        executionUrl: `https://app.virtuoso.qa/#/project/execution/${id}`,
        reportFile: reportFile(id),
        // The failing job's failing journey (scenarios.ts).
        failedJourneys: outcomes[i] === 'FAIL' ? 1 : 0
      }))
    ],
    ['report-file names plan_execution_report.json in OUTPUT_DIR', path.resolve(env('REPORT_FILE')), path.resolve(dir, 'plan_execution_report.json')],
    ['plan_execution_report.json holds what the fake served', json(env('REPORT_FILE')), planReport],
    ['each job report is written', planJobIds.map((id) => json(reportFile(id))), planJobIds.map((id) => ({ id, status: 'FINISHED' }))]
  ]
}

const checks: Record<string, () => Check[]> = {
  pass: () => [
    ['step outcome', env('STEP_OUTCOME'), 'success'],
    ['exit-code', env('EXIT_CODE'), '0'],
    ['status', env('STATUS'), 'FINISHED'],
    ['outcome', env('OUTCOME'), 'PASS'],
    ['job-id', env('JOB_ID'), String(passJobId)],
    ...written('REPORT_FILE', REPORT_FILE),
    ...written('GOAL_FILE', GOAL_FILE),
    ...junit([]),
    ['failed-journeys', jsonOutput('FAILED_JOURNEYS'), []],
    ['artifact-id is a number', /^[1-9]\d*$/.test(env('ARTIFACT_ID')), true]
  ],
  fail: () => [
    ['step outcome', env('STEP_OUTCOME'), 'failure'],
    ['exit-code', env('EXIT_CODE'), '2'],
    ['status', env('STATUS'), 'FINISHED'],
    ['outcome', env('OUTCOME'), 'FAIL'],
    ['job-id', env('JOB_ID'), String(failJobId)],
    ...junit(['Pay by card']),
    ['failed-journeys', jsonOutput('FAILED_JOURNEYS'), [{ jobId: String(failJobId), id: '7001', title: 'Pay by card', outcome: 'FAIL' }]]
  ],
  plan: () => [['step outcome', env('STEP_OUTCOME'), 'success'], ['exit-code', env('EXIT_CODE'), '0'], ...plan(['PASS', 'PASS'])],
  'plan-fail': () => [
    ['step outcome', env('STEP_OUTCOME'), 'failure'],
    ['exit-code', env('EXIT_CODE'), '2'],
    ['status', env('STATUS'), 'FINISHED'],
    ['outcome', env('OUTCOME'), 'FAIL'],
    ...plan(['PASS', 'FAIL'])
  ],
  certificate: () => [
    ['step outcome', env('STEP_OUTCOME'), 'success'],
    ['exit-code', env('EXIT_CODE'), '0'],
    ['certificate-id', env('CERTIFICATE_ID'), certificateId]
  ],
  artifact: () => {
    const dir = env('ARTIFACT_DIR')
    let files: unknown
    try {
      files = readdirSync(dir).sort()
    } catch (error) {
      files = `(unreadable: ${(error as Error).message})`
    }
    return [
      ['the artifact holds the three files', files, [REPORT_FILE, GOAL_FILE, JUNIT_FILE]],
      [`${REPORT_FILE} holds what the fake served`, json(path.join(dir, REPORT_FILE)), passReport],
      [`${GOAL_FILE} holds what the fake served`, json(path.join(dir, GOAL_FILE)), servedGoal]
    ]
  }
}

const which = process.argv[2] ?? ''
if (process.argv.length !== 3 || !Object.hasOwn(checks, which)) {
  console.error(`check: name one check of ${Object.keys(checks).join(', ')}, not "${process.argv.slice(2).join(' ')}".`)
  process.exit(2)
}
let failed = 0
for (const [name, actual, expected] of checks[which]()) {
  if (isDeepStrictEqual(actual, expected)) {
    console.log(`ok    ${name}: ${JSON.stringify(actual)}`)
  } else {
    failed++
    console.log(`FAIL  ${name}: ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`)
  }
}
console.log(failed === 0 ? `${which}: all checks passed` : `${which}: ${failed} check(s) failed`)
process.exitCode = failed === 0 ? 0 : 1
