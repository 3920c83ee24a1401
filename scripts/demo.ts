// `npm run demo [-- --fail]`: runs the bundled action, in goal mode, plan mode and certificate mode,
// against an embedded fake of the service on 127.0.0.1, in a runner environment of its own, and
// shows what a user would see. The goal re-runs its failed journeys (the fake answers J4 as the
// service does) and comments on a pull request (a fake of GitHub's API), whose comment it prints.
// With --fail, the goal fails its gate (a failing, a flaky and two passing journeys), one job of the
// plan fails, and the certificate name is taken.
// Each mode's runner folder (the workspace with the result files, GITHUB_OUTPUT, the job summary)
// is in demo-output/ at the repository root, emptied when the demo starts and left in place after
// it, so that every path it prints can be opened. It exits with the first failing step's exit code
// (0 when every step passed), so that a script can tell; any other option is refused.
import { spawn } from 'node:child_process'
import { generateKeyPairSync } from 'node:crypto'
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import forge from 'node-forge'
import { type ArtifactBackend, startArtifactBackend } from '../__tests__/fakes/artifact-backend.ts'
import { startFakeGitHub } from '../__tests__/fakes/github.ts'
import { type JourneyScript, defaultReport, ok, startFakeService } from '../__tests__/fakes/service.ts'
import { commandValue, parseOutputFile } from '../__tests__/helpers/workflow-log.ts'

// A typo (--fial) must not quietly show a passing run.
const unknown = process.argv.slice(2).find((arg) => arg !== '--fail')
if (unknown !== undefined) {
  console.error(`demo: "${unknown}" is no option of the demo, which takes one: --fail (npm run demo -- --fail).`)
  process.exit(1)
}
const fail = process.argv.includes('--fail')
const token = 'demo-token-0c7e'
const githubToken = 'demo-github-token-5d1a'
const bold = (text: string): string => (process.stdout.isTTY ? `\x1b[1m${text}\x1b[0m` : text)
const heading = (text: string): void => console.log(`\n${bold(`── ${text} ${'─'.repeat(Math.max(0, 60 - text.length))}`)}`)
const title = (text: string): void => console.log(`\n${bold(`━━ ${text} ${'━'.repeat(Math.max(0, 60 - text.length))}`)}`)
const output = path.join(import.meta.dirname, '..', 'demo-output')

/**
 * The demo goal's four journeys, as J1 and J2 tell them, with their outcomes when run first and, as
 * the fake's re-runs end them, when run again: checking out fails at a click (and passes when run
 * again, unless --fail); searching, when it fails, fails an assertion, and passes when run again.
 */
const goalJourneys = (checkout: Outcome, search: Outcome = 'PASS'): JourneyScript[] => [
  { id: 527218, title: 'Log in', outcome: 'PASS', durationMs: 8_400 },
  {
    id: 527219,
    title: 'Check out with a saved card',
    outcome: checkout,
    reruns: [fail ? 'FAIL' : 'PASS'],
    durationMs: 41_250,
    checkpoints: [
      { id: 1296513, title: 'Open the cart', outcome: 'PASS', steps: [{ id: 158784, action: 'NAVIGATE', outcome: 'PASS' }] },
      { id: 1296514, title: 'Pay', outcome: checkout, steps: steps(158790, ['WRITE', 'WRITE', 'CLICK', 'ASSERT_EXISTS'], checkout, 2) }
    ]
  },
  {
    id: 527220,
    title: 'Search the catalogue',
    outcome: search,
    reruns: ['PASS'],
    durationMs: 12_000,
    checkpoints: [{ id: 1296520, title: 'Filter by brand', outcome: search, steps: steps(158800, ['NAVIGATE', 'WRITE', 'ASSERT_EXISTS'], search, 2) }]
  },
  { id: 527221, title: 'Account settings', outcome: 'PASS', durationMs: 9_800 }
]

type Outcome = 'PASS' | 'FAIL'

/** A checkpoint's steps from `firstId`: all passed, or the one at `failing` failed and those after it not reached. */
function steps(firstId: number, actions: string[], outcome: Outcome, failing: number) {
  return actions.map((action, i) => ({ id: firstId + i, action, outcome: outcome === 'PASS' || i < failing ? 'PASS' : i === failing ? 'FAIL' : 'NOT_REACHED' }))
}

// Node tries again on EBUSY, EPERM and ENOTEMPTY: on Windows, antivirus or the indexer may hold a file for a moment.
await rm(output, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 })
const codes = [await goalDemo(), await planDemo(), await certificateDemo()]
title('result')
console.log(`Goal mode: the step ${verdict(codes[0])}. Plan mode: the step ${verdict(codes[1])}. Certificate mode: the step ${verdict(codes[2])}.`)
if (!fail) console.log('Try `npm run demo -- --fail` to see a failing outcome gate a release, a failing job gate a plan, and a certificate name that is taken.')
process.exitCode = codes.find((code) => code !== 0) ?? 0

async function goalDemo(): Promise<number> {
  // Checking out fails at a click; run again (rerun-failed: 1), it passes: a flaky journey. With
  // --fail, it fails again, and searching fails, then passes: a failing, a flaky and two passing.
  const journeys = goalJourneys('FAIL', fail ? 'FAIL' : 'PASS')
  const failed = fail ? 2 : 1
  const service = await startFakeService({
    jobId: 4242,
    // Each answer counts the goal's four journeys, as the service's do: the log shows them as they change.
    statuses: [
      journeyCounts('QUEUED', null, { NOT_REACHED: 4 }),
      journeyCounts('RUNNING', null, { PASS: 1, RUNNING: 3 }),
      journeyCounts('RUNNING', null, { PASS: 2, RUNNING: 2 }),
      journeyCounts('RUNNING', null, { PASS: 2, RUNNING: 2 }),
      journeyCounts('FINISHED', 'FAIL', { PASS: 4 - failed, FAIL: failed })
    ],
    // The report agrees with the outcome: its test suite failed.
    report: ok({ ...defaultReport, testsuites: defaultReport.testsuites.map((suite) => ({ ...suite, passed: false })) }),
    // The journeys' results and titles (J1, J2); the fake's J4 re-runs the failed ones as job 4243,
    // each ending as its `reruns` say, as the service would.
    journeys
  })
  const artifacts = await startArtifactBackend()
  const github = await startFakeGitHub(githubToken)
  const runner = await runnerFolder('goal')
  const event = path.join(runner, 'event.json')
  await writeFile(event, JSON.stringify({ pull_request: { number: 42, head: { repo: { full_name: 'octo/shop' } }, base: { repo: { full_name: 'octo/shop' } } } }))
  try {
    title('Virtuoso QA action: goal mode against a local fake of the service')
    console.log(`fake service   ${service.apiUrl}  (job 4242: QUEUED, RUNNING ×3, then FINISHED/FAIL; its re-run, job 4243: FINISHED/${fail ? 'FAIL' : 'PASS'})`)
    console.log(`artifact store ${artifacts.env.ACTIONS_RESULTS_URL} (a fake of GitHub's artifact backend)`)
    console.log(`GitHub API     ${github.apiUrl} (a fake of GitHub's REST API: the workflow runs for pull request #42 of octo/shop)`)
    console.log(`runner folder  ${runner}`)
    console.log('step           uses: ./  with mode: goal, goal-id: goal-7, poll-interval: 1, rerun-failed: 1, comment-on-pr: true')

    const exitCode = await runStep(runner, {
      ...artifacts.env,
      GITHUB_EVENT_PATH: event,
      GITHUB_API_URL: github.apiUrl,
      GITHUB_REPOSITORY: 'octo/shop',
      GITHUB_WORKFLOW: 'CI',
      GITHUB_JOB: 'gate',
      GITHUB_RUN_ID: '4711',
      INPUT_MODE: 'goal',
      INPUT_TOKEN: token,
      'INPUT_GOAL-ID': 'goal-7',
      'INPUT_API-URL': service.apiUrl,
      'INPUT_POLL-INTERVAL': '1',
      'INPUT_RERUN-FAILED': '1',
      'INPUT_COMMENT-ON-PR': 'true',
      'INPUT_GITHUB-TOKEN': githubToken
    })
    // The re-run's report beside the job's: it ran the journeys that failed.
    for (const file of ['execution_report.json', 'execution_report-4243.json', 'goal.json', 'virtuoso-junit.xml']) {
      heading(file)
      console.log((await readFile(path.join(runner, file), 'utf8')).trimEnd())
    }
    showArtifacts(artifacts)
    heading('pull-request comment (rendered as text)')
    const comment = github.comments.at(-1)
    console.log(comment === undefined ? 'none was posted' : htmlToText(comment.body))
    return exitCode
  } finally {
    await service.close()
    await artifacts.close()
    await github.close()
  }
}

async function planDemo(): Promise<number> {
  // Each status answer names the job's goal, as the service's do.
  const of = (goalId: number) => (status: string, outcome: string | null = null) => ok({ status, outcome, goalId })
  const [login, checkout, search] = [of(301), of(302), of(303)]
  const jobs = [
    { id: 5101, statuses: [login('QUEUED'), login('RUNNING'), login('RUNNING'), login('FINISHED', 'PASS')] },
    { id: 5102, statuses: [checkout('QUEUED'), checkout('RUNNING'), checkout('FINISHED', fail ? 'FAIL' : 'PASS')] },
    { id: 5103, statuses: [search('QUEUED'), search('RUNNING'), search('RUNNING'), search('RUNNING'), search('FINISHED', 'PASS')] }
  ]
  const service = await startFakeService({
    planExecutionId: 880,
    planJobs: jobs.map(({ id, statuses }) => ({
      id,
      statuses,
      report: ok({ id, status: 'FINISHED', passed: !(fail && id === 5102) }),
      journeys: id === 5102 ? goalJourneys(fail ? 'FAIL' : 'PASS') : [{ id: id * 10, title: `Smoke test of job ${id}`, outcome: 'PASS' }]
    })),
    planReport: ok({ id: 880, planId: 'release-plan', jobs: jobs.map(({ id }) => id) })
  })
  const artifacts = await startArtifactBackend()
  const runner = await runnerFolder('plan')
  try {
    title('Virtuoso QA action: plan mode against a local fake of the service')
    console.log(`fake service   ${service.apiUrl}  (plan execution 880: jobs 5101, 5102, 5103; job 5102 ends ${fail ? 'FINISHED/FAIL' : 'FINISHED/PASS'})`)
    console.log(`artifact store ${artifacts.env.ACTIONS_RESULTS_URL} (a fake of GitHub's artifact backend)`)
    console.log(`runner folder  ${runner}`)
    console.log('step           uses: ./  with mode: plan, plan-id: release-plan, poll-interval: 1')

    const exitCode = await runStep(runner, {
      ...artifacts.env,
      INPUT_MODE: 'plan',
      INPUT_TOKEN: token,
      'INPUT_PLAN-ID': 'release-plan',
      'INPUT_API-URL': service.apiUrl,
      'INPUT_POLL-INTERVAL': '1'
    })
    heading('files written')
    for (const file of (await readdir(runner)).filter((name) => name.endsWith('.json') || name.endsWith('.xml')).sort()) {
      console.log(`${file.padEnd(30)} ${String((await readFile(path.join(runner, file))).length).padStart(5)} bytes`)
    }
    heading('plan_execution_report.json')
    console.log((await readFile(path.join(runner, 'plan_execution_report.json'), 'utf8')).trimEnd())
    showArtifacts(artifacts)
    return exitCode
  } finally {
    await service.close()
    await artifacts.close()
  }
}

async function certificateDemo(): Promise<number> {
  const password = 'demo-p12-password'
  const profile = makeProfile(password)
  const service = await startFakeService({
    certificates: { certificateId: 'cert-2718', ...(fail ? { create: ok({ success: false }) } : {}) }
  })
  const runner = await runnerFolder('certificate')
  try {
    title('Virtuoso QA action: certificate mode against a local fake of the service')
    console.log(`profile        a PKCS#12 file made just now: RSA 2048, CN=demo-client, ${profile.length} bytes`)
    console.log(`fake service   ${service.apiUrl}  (${fail ? 'refuses the entry, as for a name that is taken' : 'creates entry cert-2718'})`)
    console.log(`fake storage   ${service.storeUrl}  (the pre-signed upload addresses, S3-style)`)
    console.log(`runner folder  ${runner}`)
    console.log('step           uses: ./  with mode: certificate, certificate-base64: ${{ secrets.CLIENT_P12 }},')
    console.log('               certificate-password: ${{ secrets.CLIENT_P12_PASSWORD }}, certificate-name: demo client,')
    console.log('               organization-id: org-1')

    const exitCode = await runStep(runner, {
      RUNNER_TEMP: runner,
      INPUT_MODE: 'certificate',
      INPUT_TOKEN: token,
      'INPUT_API-URL': service.apiUrl,
      'INPUT_CERTIFICATE-BASE64': profile.toString('base64'),
      'INPUT_CERTIFICATE-PASSWORD': password,
      'INPUT_CERTIFICATE-NAME': 'demo client',
      'INPUT_ORGANIZATION-ID': 'org-1'
    })
    heading('what the storage received')
    for (const file of service.stored) {
      const kind = file.body.subarray(0, 15).toString() === 'SQLite format 3' ? 'an SQLite database' : 'text'
      console.log(`${file.file.padEnd(11)} ${String(file.body.length).padStart(6)} bytes, ${kind}`)
    }
    console.log(service.stored.length === 0 ? 'nothing' : '(the private key is in key4.db, encrypted as NSS does it)')
    console.log('The work directory with the database, in RUNNER_TEMP, is already removed.')
    return exitCode
  } finally {
    await service.close()
  }
}

/** A status answer with its journey counts. */
function journeyCounts(status: string, outcome: string | null, countPerOutcome: Record<string, number>, totalCount = 4) {
  return ok({ status, outcome, journeyStatistics: { countPerOutcome, totalCount } })
}

/** A self-signed client certificate and its key as a PKCS#12 file, as a user would export one. */
function makeProfile(password: string): Buffer {
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const key = forge.pki.privateKeyFromPem(pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString())
  const certificate = forge.pki.createCertificate()
  certificate.publicKey = forge.pki.publicKeyFromPem(pair.publicKey.export({ type: 'spki', format: 'pem' }).toString())
  certificate.serialNumber = '01'
  certificate.validity.notBefore = new Date()
  certificate.validity.notAfter = new Date(Date.now() + 365 * 24 * 3600 * 1000)
  const subject = [
    { name: 'commonName', value: 'demo-client' },
    { name: 'organizationName', value: 'Example' }
  ]
  certificate.setSubject(subject)
  certificate.setIssuer(subject)
  certificate.sign(key, forge.md.sha256.create())
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [certificate], password, { algorithm: '3des', friendlyName: 'demo-client' })
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary')
}

/** Runs dist/index.js as one step and shows its log, its outputs and its job summary. */
async function runStep(runner: string, env: Record<string, string>): Promise<number> {
  const files = { GITHUB_OUTPUT: path.join(runner, 'output'), GITHUB_STEP_SUMMARY: path.join(runner, 'summary') }
  await Promise.all(Object.values(files).map((file) => writeFile(file, '')))
  heading('step log (as the Actions UI shows it)')
  const exitCode = await runAction({ ...files, GITHUB_WORKSPACE: runner, ...env })
  heading('step outputs')
  for (const [name, value] of Object.entries(parseOutputFile(await readFile(files.GITHUB_OUTPUT, 'utf8')))) {
    console.log(`${name.padEnd(17)} ${value}`)
  }
  heading('job summary (rendered as text)')
  console.log(htmlToText(await readFile(files.GITHUB_STEP_SUMMARY, 'utf8')))
  return exitCode
}

/** Runs the action and prints its log the way the Actions UI renders workflow commands, masks included. */
function runAction(env: Record<string, string>): Promise<number> {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, '../dist/index.js')], {
    cwd: env.GITHUB_WORKSPACE,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'inherit']
  })
  const render = lineRenderer()
  let pending = ''
  child.stdout.on('data', (chunk: Buffer) => {
    // @actions/core ends lines with os.EOL: \r\n on Windows, where a kept \r would defeat every mask.
    const lines = (pending + chunk.toString()).split(/\r?\n/)
    pending = lines.pop() ?? ''
    for (const line of lines) render(line)
  })
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)))
}

function lineRenderer(): (line: string) => void {
  const masks: string[] = []
  let inGroup = false
  const masked = (text: string): string => masks.reduce((result, secret) => result.replaceAll(secret, '***'), text)
  return (line) => {
    const command = /^::([a-z-]+)(?: ([^:]*))?::(.*)$/.exec(line)
    const indent = inGroup ? '  │ ' : '  '
    if (!command) return console.log(`${indent}${masked(line)}`)
    const [, name, properties = '', escaped] = command
    // An annotation's title, as the UI shows it above its message (core escapes ':' and ',' in properties).
    const title = /(?:^|,)title=([^,]*)/.exec(properties)?.[1]
    const message = `${title ? `[${commandValue(title).replace(/%3A/g, ':').replace(/%2C/g, ',')}] ` : ''}${escaped}`
    // As the runner does: from now on, the value never shows (longest first, so a query inside a URL goes with it).
    if (name === 'add-mask') {
      masks.push(commandValue(message))
      masks.sort((a, b) => b.length - a.length)
      return
    }
    if (name === 'group') inGroup = true
    if (name === 'endgroup') inGroup = false
    const shown: Record<string, string> = {
      group: `▼ ${message} (a collapsed group in the UI)`,
      notice: `🔔 Notice: ${message}`,
      warning: `⚠ Warning: ${message}`,
      error: `✖ Error: ${message}`
    }
    if (shown[name]) console.log(`${name === 'group' ? '  ' : indent}${masked(shown[name])}`)
  }
}

/** What the fake of GitHub's artifact backend received: each artifact and its files. */
function showArtifacts(backend: ArtifactBackend): void {
  heading('uploaded artifacts')
  for (const artifact of backend.artifacts) {
    console.log(`${artifact.name} (id ${artifact.id}): ${[...artifact.files.keys()].sort().join(', ')}`)
  }
}

/** A mode's runner folder in demo-output/, made when the demo starts. */
async function runnerFolder(mode: string): Promise<string> {
  const runner = path.join(output, mode)
  await mkdir(runner, { recursive: true })
  return runner
}

function verdict(code: number): string {
  return code === 0 ? 'passed (exit code 0)' : `failed (exit code ${code})`
}

/** The summary as the runner shows it, in text: its headings, paragraphs and folded blocks in order, each table with its columns aligned. */
function htmlToText(html: string): string {
  return html
    .split(/(<table>[\s\S]*?<\/table>)/)
    .flatMap((part) => {
      if (!part.startsWith('<table>')) {
        // A folded block shows its label; headings and paragraphs stand on lines of their own.
        return part
          .replace(/<summary>([\s\S]*?)<\/summary>/g, '\n▶ $1 (folded)\n')
          .split(/<\/?(?:h\d|p|details)[^>]*>/)
          .map(plain)
          .filter((line) => line !== '')
      }
      const rows = [...part.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) => [...row[1].matchAll(/<t[hd]>([\s\S]*?)<\/t[hd]>/g)].map((cell) => plain(cell[1])))
      const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => columns(row[column] ?? ''))))
      return ['', ...rows.map((row) => `  ${row.map((cell, column) => cell + ' '.repeat(widths[column] - columns(cell))).join('  │ ').trimEnd()}`), '']
    })
    .join('\n')
}

/** How many columns a terminal gives a cell: two for each emoji (the plan's ✅ ❌ ⏳), one for any other character. */
function columns(text: string): number {
  return [...text].reduce((sum, character) => sum + (/\p{Extended_Pictographic}/u.test(character) ? 2 : 1), 0)
}

function plain(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim()
}
