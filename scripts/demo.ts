// `npm run demo [-- --fail]`: runs the bundled action, in goal mode, against an embedded fake of the
// service on 127.0.0.1, in a throwaway runner environment, and shows what a user would see.
import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startArtifactBackend } from '../__tests__/fakes/artifact-backend.ts'
import { startFakeService, state } from '../__tests__/fakes/service.ts'

const fail = process.argv.includes('--fail')
const token = 'demo-token-0c7e'
let inGroup = false
const bold = (text: string): string => (process.stdout.isTTY ? `\x1b[1m${text}\x1b[0m` : text)
const heading = (text: string): void => console.log(`\n${bold(`── ${text} ${'─'.repeat(Math.max(0, 60 - text.length))}`)}`)

const outcome = fail ? 'FAIL' : 'PASS'
const service = await startFakeService({
  jobId: 4242,
  statuses: [state('QUEUED'), state('RUNNING'), state('RUNNING'), state('RUNNING'), state('FINISHED', outcome)]
})
const artifacts = await startArtifactBackend()
const runner = await mkdtemp(path.join(tmpdir(), 'virtuoso-demo-'))
try {
  console.log(bold('Virtuoso QA action: goal mode against a local fake of the service'))
  console.log(`fake service   ${service.apiUrl}  (job 4242: QUEUED, RUNNING ×3, then FINISHED/${outcome})`)
  console.log(`artifact store ${artifacts.env.ACTIONS_RESULTS_URL} (a fake of GitHub's artifact backend)`)
  console.log(`runner folder  ${runner}`)
  console.log('step           uses: ./  with mode: goal, goal-id: goal-7, poll-interval: 1')

  const files = { GITHUB_OUTPUT: path.join(runner, 'output'), GITHUB_STEP_SUMMARY: path.join(runner, 'summary') }
  await Promise.all(Object.values(files).map((file) => writeFile(file, '')))
  heading('step log (as the Actions UI shows it)')
  const exitCode = await runAction({
    ...files,
    ...artifacts.env,
    GITHUB_WORKSPACE: runner,
    INPUT_MODE: 'goal',
    INPUT_TOKEN: token,
    'INPUT_GOAL-ID': 'goal-7',
    'INPUT_API-URL': service.apiUrl,
    'INPUT_POLL-INTERVAL': '1'
  })

  heading('step outputs')
  for (const [name, value] of Object.entries(parseOutputs(await readFile(files.GITHUB_OUTPUT, 'utf8')))) {
    console.log(`${name.padEnd(14)} ${value}`)
  }
  heading('job summary (rendered as text)')
  console.log(htmlToText(await readFile(files.GITHUB_STEP_SUMMARY, 'utf8')))
  for (const file of ['execution_report.json', 'goal.json']) {
    heading(file)
    console.log((await readFile(path.join(runner, file), 'utf8')).trimEnd())
  }
  heading('uploaded artifacts')
  for (const artifact of artifacts.artifacts) {
    console.log(`${artifact.name} (id ${artifact.id}): ${[...artifact.files.keys()].join(', ')}`)
  }
  heading('result')
  console.log(`The step ${exitCode === 0 ? 'passed' : 'failed'} with exit code ${exitCode}.`)
  if (!fail) console.log('Try `npm run demo -- --fail` to see a failing outcome gate a release.')
} finally {
  await service.close()
  await artifacts.close()
  await rm(runner, { recursive: true, force: true })
}

/** Runs dist/index.js and prints its log the way the Actions UI renders workflow commands. */
function runAction(env: Record<string, string>): Promise<number> {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, '../dist/index.js')], {
    cwd: env.GITHUB_WORKSPACE,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'inherit']
  })
  let pending = ''
  child.stdout.on('data', (chunk: Buffer) => {
    const lines = (pending + chunk.toString()).split('\n')
    pending = lines.pop() ?? ''
    for (const line of lines) renderLine(line)
  })
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)))
}

function renderLine(line: string): void {
  const command = /^::([a-z-]+)(?: [^:]*)?::(.*)$/.exec(line)
  const masked = (text: string): string => text.replaceAll(token, '***')
  const indent = inGroup ? '  │ ' : '  '
  if (!command) return console.log(`${indent}${masked(line)}`)
  const [, name, message] = command
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

function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {}
  for (const match of text.matchAll(/^([^<\n]+)<<(\S+)\n([\s\S]*?)\n\2$/gm)) outputs[match[1]] = match[3]
  return outputs
}

function htmlToText(html: string): string {
  return html
    .replace(/<\/t[hd]><t[hd]>/g, '  │ ')
    .replace(/<tr>/g, '\n  ')
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim()
}
