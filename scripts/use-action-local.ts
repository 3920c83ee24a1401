// `node scripts/use-action-local.ts [--workflow FILE]`: the use-action workflow's local twin. It runs
// the steps of .github/workflows/use-action.yml on this machine, for this OS's matrix entry, as the
// runner would: the same commands (the fake-service entry, the checks), the committed bundle for
// `uses: ./` with the step's inputs (and action.yml's defaults) as INPUT_* variables, fresh
// GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files, a throwaway RUNNER_TEMP per job, this checkout as the
// workspace, and a fake of GitHub's artifact backend, which also stands in for
// actions/download-artifact in the later job.
// Exit code: 0 when every job passed, 1 when a step failed, 2 when the workflow uses something the
// twin does not run (it says what, in one line).
import { spawn } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { parseArgs } from 'node:util'
import { parse } from 'yaml'
import { type ArtifactBackend, startArtifactBackend } from '../__tests__/fakes/artifact-backend.ts'
import { commandValue, parseOutputFile } from '../__tests__/helpers/workflow-log.ts'
import { type Context, type Job, type Step, TwinError, readWorkflow, resolve, stepLabel, stepName } from './use-action/workflow.ts'

const root = path.resolve(import.meta.dirname, '..')
/** A step that takes longer is stopped and fails. */
const STEP_TIMEOUT_MS = 60_000
/** The runner's name of this OS, and its matrix label in the workflow. */
const RUNNER_OS = ({ linux: 'Linux', darwin: 'macOS', win32: 'Windows' } as Record<string, string>)[process.platform]
const MATRIX_OS = ({ linux: 'ubuntu-latest', darwin: 'macos-latest', win32: 'windows-latest' } as Record<string, string>)[process.platform]
/**
 * Set for every step here, unlike CI: the twin ends the fake service at the end of its job, and
 * should the twin itself be killed first, the fake still ends within two minutes.
 */
const OWN_ENV = { FAKE_SERVICE_LIFETIME_SECONDS: '120' }

interface ActionYml {
  inputs: Record<string, { default?: string }>
  outputs: Record<string, unknown>
  runs: { using: string; main: string }
}

let options: { workflow: string }
try {
  const { values } = parseArgs({ options: { workflow: { type: 'string' } } })
  options = { workflow: values.workflow ? path.resolve(values.workflow) : path.join(root, '.github/workflows/use-action.yml') }
} catch (error) {
  console.error(`use-action-local: ${(error as Error).message}`)
  process.exit(2)
}

const backend = await startArtifactBackend()
try {
  process.exitCode = await runWorkflow(options.workflow)
} catch (error) {
  if (!(error instanceof TwinError)) throw error
  console.error(`use-action-local: ${error.message}`)
  process.exitCode = 2
} finally {
  await backend.close()
}

async function runWorkflow(file: string): Promise<number> {
  const jobs = readWorkflow(file)
  const action = parse(await readFile(path.join(root, 'action.yml'), 'utf8')) as ActionYml
  if (action.runs.using !== `node${process.versions.node.split('.')[0]}`) {
    throw new TwinError(`action.yml runs on ${action.runs.using}, and this is Node ${process.versions.node}.`)
  }
  // Everything is something the twin runs, before anything runs.
  jobs.forEach((job, index) => {
    const later = job.needs.filter((need) => !jobs.slice(0, index).some((earlier) => earlier.id === need))
    if (later.length > 0) throw new TwinError(`job ${job.id} needs ${later.join(', ')}, which must come before it in the file.`)
    if (!job.os.includes(MATRIX_OS)) throw new TwinError(`job ${job.id}'s matrix has no entry os: ${MATRIX_OS} for this machine.`)
    for (const step of job.steps) kindOf(step, action, stepLabel(job.id, step))
  })
  // In file order, which puts each job after those it needs; a failed job ends the run.
  for (const job of jobs) {
    console.log(`━━ job ${job.id} (os: ${MATRIX_OS})`)
    if (!(await runJob(job, action))) {
      console.log(`✖ job ${job.id} failed`)
      return 1
    }
  }
  console.log(`✔ every job passed: ${jobs.map((job) => job.id).join(', ')}`)
  return 0
}

/** Runs the job's steps in a fresh RUNNER_TEMP, until one fails; then ends what the steps left running. */
async function runJob(job: Job, action: ActionYml): Promise<boolean> {
  const runnerTemp = await mkdtemp(path.join(tmpdir(), 'use-action-runner-'))
  const context: Context = { matrixOs: MATRIX_OS, runnerTemp, steps: new Map(), actionOutputs: Object.keys(action.outputs), actionSteps: new Set() }
  const leftOver: number[] = []
  try {
    for (const [index, step] of job.steps.entries()) {
      if (step.uses === './' && step.id) context.actionSteps.add(step.id)
      console.log(`▶ ${stepName(step)}`)
      const files = { GITHUB_OUTPUT: path.join(runnerTemp, `output-${index}`), GITHUB_STEP_SUMMARY: path.join(runnerTemp, `summary-${index}`) }
      await Promise.all(Object.values(files).map((name) => writeFile(name, '')))
      const env = { PATH: process.env.PATH ?? '', RUNNER_OS, RUNNER_TEMP: runnerTemp, GITHUB_WORKSPACE: root, ...files, ...OWN_ENV }
      const code = await runStep(step, env, context, action, stepLabel(job.id, step))
      const outputs = parseOutputFile(await readFile(files.GITHUB_OUTPUT, 'utf8'))
      // The runner ends what a job left running; the fake-service entry names its process.
      if (step.run && outputs.pid) leftOver.push(Number(outputs.pid))
      const outcome = code === 0 ? 'success' : 'failure'
      const conclusion = step['continue-on-error'] === true ? 'success' : outcome
      if (step.id) context.steps.set(step.id, { outputs, outcome, conclusion })
      console.log(code === 0 ? '  ✔ success' : `  ✖ failure (exit code ${code})${conclusion === 'success' ? ', continue-on-error' : ''}`)
      if (conclusion === 'failure') return false
    }
    return true
  } finally {
    await Promise.all(leftOver.map(endProcess))
    await rm(runnerTemp, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 })
  }
}

type Kind = 'run' | 'checkout' | 'setup-node' | 'download-artifact' | 'action'

/** What the step is, among what the twin runs; a TwinError for anything else. */
function kindOf(step: Step, action: ActionYml, where: string): Kind {
  const accept = (kind: Kind, names: string[]): Kind => {
    const unknown = Object.keys(step.with ?? {}).filter((name) => !names.includes(name))
    if (unknown.length > 0) throw new TwinError(`${where} gives ${unknown.join(', ')}, which ${step.uses} does not take here.`)
    if (step.env !== undefined) throw new TwinError(`${where}: the twin passes env only to run steps.`)
    return kind
  }
  if (step.run !== undefined) {
    if (step.uses !== undefined || step.with !== undefined) throw new TwinError(`${where} has both run and uses/with.`)
    // Plain `node` commands only: a shell would differ from one OS to another.
    if (!/^node( [\w./-]+)+$/.test(step.run.trim())) {
      throw new TwinError(`${where} runs "${step.run.trim()}"; the twin runs only "node <script> <plain arguments>".`)
    }
    return 'run'
  }
  const uses = step.uses ?? ''
  if (uses.startsWith('actions/checkout@')) return accept('checkout', [])
  if (uses.startsWith('actions/setup-node@')) return accept('setup-node', ['node-version-file'])
  if (uses.startsWith('actions/download-artifact@')) return accept('download-artifact', ['name', 'path'])
  if (uses === './') return accept('action', Object.keys(action.inputs))
  throw new TwinError(`${where} uses ${uses || 'nothing'}, which the twin does not run.`)
}

/** Runs one step; returns its exit code. */
async function runStep(step: Step, env: Record<string, string>, context: Context, action: ActionYml, where: string): Promise<number> {
  const given = (name: string): string | undefined => (step.with?.[name] === undefined ? undefined : resolve(step.with[name], context, `${where} (with.${name})`))
  switch (kindOf(step, action, where)) {
    case 'run': {
      const stepEnv = Object.fromEntries(Object.entries(step.env ?? {}).map(([name, value]) => [name, resolve(value, context, `${where} (env.${name})`)]))
      return runNode(step.run!.trim().split(' ').slice(1), { ...env, ...stepEnv })
    }
    case 'checkout':
      return 0 // This checkout is the workspace.
    case 'setup-node': {
      const wanted = (await readFile(path.join(root, given('node-version-file') ?? ''), 'utf8')).trim()
      if (wanted !== process.versions.node.split('.')[0]) throw new TwinError(`${where} sets up Node ${wanted}, and this is Node ${process.versions.node}.`)
      return 0
    }
    case 'download-artifact':
      return downloadArtifact(backend, given('name') ?? '', path.resolve(root, given('path') ?? '.'))
    case 'action': {
      // As the runner does: each input given, or else its default, as INPUT_<NAME>.
      const inputs: Record<string, string> = {}
      for (const [name, input] of Object.entries(action.inputs)) {
        const value = given(name) ?? input.default
        if (value !== undefined) inputs[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value
      }
      return runNode([path.join(root, action.runs.main)], { ...env, ...backend.env, ...inputs })
    }
  }
}

/** actions/download-artifact with a name: the artifact's files into `dir`. */
async function downloadArtifact(artifacts: ArtifactBackend, name: string, dir: string): Promise<number> {
  const artifact = artifacts.artifacts.find((candidate) => candidate.name === name)
  if (!artifact) {
    console.log(`    Unable to download artifact(s): Artifact not found for name: ${name}`)
    return 1
  }
  for (const [entry, content] of artifact.files) {
    const target = path.resolve(dir, entry)
    if (!target.startsWith(dir + path.sep)) throw new Error(`artifact entry ${entry} lies outside ${dir}`)
    await mkdir(path.dirname(target), { recursive: true })
    await writeFile(target, content)
  }
  // Sorted: the order of the files in the client's zip varies from run to run.
  console.log(`    Downloaded artifact ${name} (id ${artifact.id}): ${[...artifact.files.keys()].sort().join(', ')}`)
  return 0
}

/**
 * Runs `node ARGS` in the workspace, its log indented under the step as the runner shows it (no
 * debug lines, masked values as ***); stops it after STEP_TIMEOUT_MS.
 */
function runNode(args: string[], env: Record<string, string>): Promise<number> {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
  const masks: string[] = []
  const show = (line: string): void => {
    const mask = /^::add-mask::(.*)$/.exec(line)
    if (mask) masks.push(commandValue(mask[1]))
    if (mask || line.startsWith('::debug::') || line === '') return
    console.log(`    ${masks.reduce((text, secret) => text.replaceAll(secret, '***'), line)}`)
  }
  createInterface({ input: child.stdout }).on('line', show)
  createInterface({ input: child.stderr }).on('line', show)
  const timer = setTimeout(() => {
    console.log(`    (stopped after ${STEP_TIMEOUT_MS / 1000} s)`)
    child.kill('SIGKILL')
  }, STEP_TIMEOUT_MS)
  return new Promise((done, fail) => {
    child.on('error', fail)
    child.on('close', (code) => {
      clearTimeout(timer)
      done(code ?? 1)
    })
  })
}

/** Ends a process a step left running, and waits (up to 5 s) until it is gone. */
async function endProcess(pid: number): Promise<void> {
  const alive = (): boolean => {
    try {
      process.kill(pid, 0)
      return true
    } catch {
      return false
    }
  }
  if (!alive()) return
  process.kill(pid)
  for (let waited = 0; alive() && waited < 5000; waited += 50) await new Promise((done) => setTimeout(done, 50))
  console.log(alive() ? `  (process ${pid}, left running by the job, did not end)` : `  (ended process ${pid}, left running by the job)`)
}
