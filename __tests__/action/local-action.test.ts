import { type ChildProcess, spawn } from 'node:child_process'
import { access, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { type FakeService, closedPort, hang, startFakeService, state } from '../fakes/service.js'
import { root } from '../helpers/child.js'
import { tempDir } from '../helpers/temp.js'
import { when } from '../helpers/when.js'

// GitHub's @github/local-action runs the action from its sources on a laptop: it imports
// src/main.ts, calls its run() bare, with @actions/core and @actions/artifact replaced by its own
// stand-ins (inputs from a dotenv file, outputs shown as a table at the end). These runs start it
// as a user does, as a process, against the fake service on loopback, and read what it prints and
// how it exits: a failing goal must fail the process, though local-action never looks at a code.

const BIN = path.join(root, 'node_modules', '@github', 'local-action', 'bin', 'local-action.js')
/** A bound for a whole run (it takes 2 to 4 s, most of it npm, tsx and the modules starting). */
const RUN_DEADLINE_MS = 60_000
const TOKEN = 'local-secret-token'

/** What the runner's environment may hold that the run must not see (a test inside a workflow). */
const RUNNER_VARIABLES = /^(INPUT_|GITHUB_|RUNNER_|ACTIONS_|LOCAL_ACTION_)|^(HTTPS?|NO|ALL)_PROXY$/i

let service: FakeService | undefined
const running = new Set<ChildProcess>()
afterEach(async () => {
  // local-action runs npm, which runs tsx, which runs node: the whole group goes.
  for (const child of running) killTree(child)
  running.clear()
  await service?.close()
  service = undefined
})

/** Ends the child's process group (its own process may be gone while npm, tsx or node stay). */
function killTree(child: ChildProcess): void {
  try {
    if (process.platform !== 'win32') process.kill(-child.pid!, 'SIGKILL')
    else if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  } catch {
    // The whole group is gone already.
  }
}

interface LocalRun {
  code: number | null
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
}

/**
 * `local-action run <root> src/main.ts <dotenv>`, with the variables of `dotenv` in that file;
 * `onStart` gets the child (local-action's own process). The run ends when every process of it
 * has closed its output: local-action's own may exit before the action's.
 */
async function runLocalAction(dotenv: Record<string, string>, onStart?: (child: ChildProcess) => void): Promise<LocalRun> {
  const envFile = path.join(await tempDir('vqa-local-env-'), '.env')
  // Single quotes: dotenv takes the value literally (a Windows path keeps its backslashes).
  await writeFile(envFile, Object.entries(dotenv).map(([name, value]) => `${name}='${value}'\n`).join(''))
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !RUNNER_VARIABLES.test(name)))
  const env = {
    ...inherited,
    // local-action runs `npm exec tsx`, and tsx runs `node`: both from PATH, so Node 24 first.
    PATH: `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}`,
    // local-action finds @actions/core through `npm ls`, which names it by its path under the
    // action's node_modules; Node names a module by its real path. Where node_modules is a link (a
    // git worktree sharing another's), the two differ and the stand-ins would miss the real
    // module: with --preserve-symlinks Node names it as npm does. In a plain checkout it changes nothing.
    NODE_OPTIONS: '--preserve-symlinks',
    // Nothing may leave loopback: npm takes tsx from node_modules or fails, and asks no registry.
    npm_config_offline: 'true',
    npm_config_update_notifier: 'false',
    FORCE_COLOR: '0'
  }
  const child = spawn(process.execPath, [BIN, 'run', '.', 'src/main.ts', envFile], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: process.platform !== 'win32'
  })
  running.add(child)
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk))
  onStart?.(child)
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      killTree(child)
      reject(new Error(`local-action did not end within ${RUN_DEADLINE_MS / 1000} s.\nstdout:\n${stdout}\nstderr:\n${stderr}`))
    }, RUN_DEADLINE_MS)
    child.on('error', reject)
    child.on('close', (code, signal) => {
      clearTimeout(timer)
      running.delete(child)
      resolve({ code, signal, stdout, stderr })
    })
  })
}

/** The table local-action prints under "Action Outputs": `│ 0 │ 'name' │ 'value' │` rows. */
function outputsTable(stdout: string): Record<string, string> {
  const after = stdout.slice(stdout.indexOf('Action Outputs'))
  return Object.fromEntries([...after.matchAll(/^│ \d+\s+│ '([^']+)'\s+│ '([^']*)'\s+│$/gm)].map((row) => [row[1], row[2]]))
}

const lines = (text: string): string[] => text.split(/\r?\n/)

/** The dotenv of a goal run against the fake service, its files in `workspace`. */
const goalRun = (apiUrl: string, workspace: string): Record<string, string> => ({
  INPUT_MODE: 'goal',
  INPUT_TOKEN: TOKEN,
  'INPUT_GOAL-ID': 'goal-7',
  'INPUT_API-URL': apiUrl,
  'INPUT_UI-URL': 'https://app.example.test',
  'INPUT_POLL-INTERVAL': '0',
  GITHUB_WORKSPACE: workspace
})

// Not on Windows: there local-action imports an ES module entry by a path of its own making
// ('/' + 'D:\\…'), a branch its own tests leave out (istanbul ignore), and it stands in for
// @actions/core through quibble's ESM loader; neither is proven there. Linux and macOS run these.
describe.skipIf(process.platform === 'win32')('the action under @github/local-action', () => {
  it('runs a passing goal from src/main.ts: exit 0, the outputs, the artifact as a local zip', { timeout: RUN_DEADLINE_MS + 10_000 }, async () => {
    service = await startFakeService({ statuses: [state('RUNNING'), state('FINISHED', 'PASS')] })
    const workspace = await tempDir('vqa-local-ws-')
    const artifacts = await tempDir('vqa-local-artifacts-')
    const run = await runLocalAction({
      ...goalRun(service.apiUrl, workspace),
      // The action uploads only where a backend is named; local-action's stand-in for
      // @actions/artifact then writes the zip into LOCAL_ACTION_ARTIFACT_PATH. The address is a
      // closed loopback port: were the stand-in to miss, the real client would reach nothing.
      ACTIONS_RUNTIME_TOKEN: 'local',
      ACTIONS_RESULTS_URL: `http://127.0.0.1:${await closedPort()}/`,
      LOCAL_ACTION_WORKSPACE: workspace,
      LOCAL_ACTION_ARTIFACT_PATH: artifacts
    })

    expect(run.code, run.stdout + run.stderr).toBe(0)
    expect(lines(run.stdout)).toContain('::info::The goal execution finished with outcome PASS.')
    expect(lines(run.stdout)).toContain('::info::Uploaded 3 files as artifact "virtuoso-goal-4242" (id 1).')
    expect(outputsTable(run.stdout)).toEqual({
      'job-id': '4242',
      'execution-url': 'https://app.example.test/#/project/execution/4242',
      status: 'FINISHED',
      outcome: 'PASS',
      'report-file': path.join(workspace, 'execution_report.json'),
      'goal-file': path.join(workspace, 'goal.json'),
      'junit-file': path.join(workspace, 'virtuoso-junit.xml'),
      'failed-journeys': '[]',
      'timed-out': 'false',
      'artifact-id': '1',
      'exit-code': '0'
    })
    await access(path.join(artifacts, 'virtuoso-goal-4242.zip'))
    expect(service.requests[0].headers.authorization).toBe(`Bearer ${TOKEN}`)
    expect(run.stdout + run.stderr).not.toContain(TOKEN)
  })

  it('fails the process with exit code 2 for a goal whose outcome is FAIL', { timeout: RUN_DEADLINE_MS + 10_000 }, async () => {
    service = await startFakeService({ statuses: [state('RUNNING'), state('FINISHED', 'FAIL')] })
    const workspace = await tempDir('vqa-local-ws-')
    const run = await runLocalAction({ ...goalRun(service.apiUrl, workspace), 'INPUT_UPLOAD-ARTIFACT': 'false' })

    expect(run.code, run.stdout + run.stderr).toBe(2)
    expect(lines(run.stdout)).toContain('::error title=Virtuoso QA goal::The goal execution finished with outcome FAIL.')
    expect(outputsTable(run.stdout)).toEqual({
      'job-id': '4242',
      'execution-url': 'https://app.example.test/#/project/execution/4242',
      status: 'FINISHED',
      outcome: 'FAIL',
      'report-file': path.join(workspace, 'execution_report.json'),
      'goal-file': path.join(workspace, 'goal.json'),
      'junit-file': path.join(workspace, 'virtuoso-junit.xml'),
      'failed-journeys': '[]',
      'timed-out': 'false',
      'exit-code': '2'
    })
    expect(run.stdout + run.stderr).not.toContain(TOKEN)
  })

  // Ctrl+C in a terminal sends SIGINT to the whole process group: local-action's own process dies
  // of it at once (the shell sees 130), while the action, in the process that tsx started, winds
  // down and reports the cancel as in a workflow.
  it(
    'reports a cancel when Ctrl+C (SIGINT to the process group) interrupts a goal',
    { timeout: RUN_DEADLINE_MS + 10_000 },
    async () => {
      const fake = (service = await startFakeService({ statuses: [state('RUNNING'), hang] }))
      const workspace = await tempDir('vqa-local-ws-')
      let sent = false
      // The second status request hangs: the run is waiting on it when the signal comes.
      const interrupt = (child: ChildProcess): void =>
        when(
          () => fake.statusRequests().length === 2,
          () => {
            sent = true
            process.kill(-child.pid!, 'SIGINT')
          }
        )
      const run = await runLocalAction(goalRun(fake.apiUrl, workspace), interrupt)

      expect(sent, run.stdout + run.stderr).toBe(true)
      expect(run.signal).toBe('SIGINT')
      expect(lines(run.stdout)).toContain(
        '::error title=Virtuoso QA goal::Cancelled while waiting for job 4242 (last status RUNNING); it may still be running: https://app.example.test/#/project/execution/4242.'
      )
      expect(outputsTable(run.stdout)).toEqual({
        'job-id': '4242',
        'execution-url': 'https://app.example.test/#/project/execution/4242',
        status: 'RUNNING',
        outcome: 'null',
        'timed-out': 'false',
        'exit-code': '3'
      })
    }
  )
})
