import { readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { isMainThread, threadId } from 'node:worker_threads'
import * as core from '@actions/core'
import { afterAll } from 'vitest'
import { runAction } from '../../src/action/run.js'
import type { Tuning } from '../../src/action/goal.js'
import type { CliIo } from '../../src/cli/io.js'
import type { Clock } from '../../src/shared/clock.js'
import { parseOutputFile } from './workflow-log.js'
import { removeWithRetries, tempDir } from './temp.js'

/*
 * The action and the CLIs run from their sources, in this process, with the runner's real
 * environment: INPUT_* variables, real output and summary files, the captured stdout on which
 * @actions/core writes its workflow commands. Only what a process alone shows (signals, the exit
 * code of the process, the bundle starting at all) is left to the child-process runs of child.ts.
 *
 * A run owns process-wide state while it lasts (process.env, the cwd, process.stdout.write), so
 * runs never overlap: a second one started before the first ends is refused. Everything is
 * restored when the run ends, whether it returned or threw.
 */

export interface InProcessActionRun {
  /** What `runAction` returned: the exit code the bundle's entry passes to process.exit. */
  code: number
  /** Everything written to process.stdout during the run: the log and the workflow commands. */
  stdout: string
  /** Everything written to process.stderr during the run (the action itself writes nothing there). */
  stderr: string
  /** GITHUB_OUTPUT, parsed. */
  outputs: Record<string, string>
  /** What was written to the job summary during the run. */
  summary: string
  /** The fresh directory that is GITHUB_WORKSPACE, RUNNER_TEMP (unless `env` says otherwise) and the cwd. */
  dir: string
}

export interface InProcessActionOptions {
  /** Passed to `runAction`: aborting it is what SIGINT/SIGTERM do to the bundle. */
  signal?: AbortSignal
  /** Called with each chunk written to stdout, as it is written (to act at a point of the log). */
  onStdout?: (text: string) => void
  /** The contract's bounds, shortened for the test (passed to `runAction`). */
  tuning?: Tuning
}

/**
 * What the runner's environment may hold that the action reads; cleared before every run, so that
 * the run sees only what the test gives it, as a child started with `{ PATH, ...env }` does (and so
 * that tests behave the same inside a GitHub workflow, where the job's own GITHUB_* variables exist).
 */
const RUNNER_VARIABLES = /^(INPUT_|GITHUB_|RUNNER_|ACTIONS_)|^(HTTPS?|NO|ALL)_PROXY$/i
/** What a CLI reads from the environment: the proxy variables, through @actions/http-client, and the token. */
const CLI_VARIABLES = /^(HTTPS?|NO|ALL)_PROXY$|^VIRTUOSO_TOKEN$/i

/*
 * The job summary. `core.summary` is a singleton that caches the file path it first writes to
 * (a private `_filePath`): a second run in this process would append to the first run's file,
 * even once that file is gone. So every run in this process uses one and the same summary file,
 * truncated before each run and read back after it. The name is per process and thread, not per
 * module instance, because @actions/core (an external module) may outlive this module, were a
 * worker ever reused between test files. Before its first run, each instance of this module checks
 * through the public API that the singleton really writes to that file.
 */
const SUMMARY_FILE = path.join(tmpdir(), `vqa-step-summary-${process.pid}-${threadId}`)
let summaryChecked = false
afterAll(() => removeWithRetries(SUMMARY_FILE))

async function claimSummaryFile(): Promise<void> {
  await writeFile(SUMMARY_FILE, '')
  core.summary.emptyBuffer()
  if (summaryChecked) return
  const marker = `<!-- in-process summary check ${Date.now()} -->`
  await core.summary.addRaw(marker).write()
  if (!(await readFile(SUMMARY_FILE, 'utf8')).includes(marker)) {
    throw new Error(`@actions/core's summary writes to another file than ${SUMMARY_FILE}: an earlier write in this process fixed its path`)
  }
  await writeFile(SUMMARY_FILE, '')
  summaryChecked = true
}

/*
 * The cwd. The runner starts the action in the workspace; a test may rely on relative paths being
 * resolved there. process.chdir works in vitest's default pool, `forks` (each worker is a process,
 * its tests run on the main thread), but throws in a worker thread (pool `threads`): there the cwd
 * stays as it is, and a test that needs it skips with `it.skipIf(!canChangeDirectory)`.
 */
export const canChangeDirectory = isMainThread

let running = false

/**
 * Runs the action's `runAction` from src/action/run.ts as the runner would start the bundle:
 * inputs as INPUT_<NAME> variables (upper-cased, dashes kept, spaces as underscores), a real
 * GITHUB_OUTPUT file, the job summary (see above), GITHUB_WORKSPACE, RUNNER_TEMP and the cwd in a
 * fresh temporary directory. `env` comes last: a value replaces, `undefined` removes. An exception
 * from `runAction` (the bundle would report it as an unexpected error and exit 1) is thrown to the
 * test as it is.
 */
export async function runActionInProcess(
  inputs: Record<string, string>,
  env: Record<string, string | undefined> = {},
  options: InProcessActionOptions = {}
): Promise<InProcessActionRun> {
  return exclusively(async () => {
    const dir = await tempDir('vqa-runner-')
    const outputFile = path.join(dir, 'output')
    await writeFile(outputFile, '')
    const inputEnv = Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.replace(/ /g, '_').toUpperCase()}`, v]))
    const environment = {
      GITHUB_WORKSPACE: dir,
      RUNNER_TEMP: dir,
      GITHUB_OUTPUT: outputFile,
      GITHUB_STEP_SUMMARY: SUMMARY_FILE,
      ...inputEnv,
      ...env
    }
    if (environment.GITHUB_STEP_SUMMARY !== undefined && environment.GITHUB_STEP_SUMMARY !== SUMMARY_FILE) {
      throw new Error('runActionInProcess: GITHUB_STEP_SUMMARY can only be removed (undefined), not moved: see SUMMARY_FILE')
    }

    const restoreEnv = setEnvironment({ ...environment, GITHUB_STEP_SUMMARY: SUMMARY_FILE }, RUNNER_VARIABLES)
    let code: number
    let stdout: Capture | undefined
    let stderr: Capture | undefined
    const cwd = process.cwd()
    try {
      await claimSummaryFile()
      if (environment.GITHUB_STEP_SUMMARY === undefined) delete process.env.GITHUB_STEP_SUMMARY
      if (canChangeDirectory) process.chdir(dir)
      stdout = capture(process.stdout, options.onStdout)
      stderr = capture(process.stderr)
      code = await runAction(options.signal ?? new AbortController().signal, options.tuning)
    } finally {
      stdout?.restore()
      stderr?.restore()
      if (canChangeDirectory) process.chdir(cwd)
      restoreEnv()
    }
    // Read even when the run had no GITHUB_STEP_SUMMARY: a write through the cached path shows here.
    const summary = await readFile(SUMMARY_FILE, 'utf8')
    await removeWithRetries(SUMMARY_FILE)
    return {
      code,
      stdout: stdout.text(),
      stderr: stderr.text(),
      outputs: parseOutputFile(await readFile(outputFile, 'utf8')),
      summary,
      dir
    }
  })
}

export interface InProcessCliRun {
  code: number
  /** The lines of `io.out`, joined with '\n' (no trailing line feed, unlike the process's stream). */
  stdout: string
  /** The lines of `io.err`, joined with '\n'. */
  stderr: string
}

export interface InProcessCliOptions {
  /** `io.cwd`; default a fresh temporary directory (the bundle's is the process's cwd). */
  cwd?: string
  /** `io.signal`; default one that never aborts (the bundle's aborts on SIGINT or SIGTERM). */
  signal?: AbortSignal
  /** Set in process.env for the run (the proxy variables and VIRTUOSO_TOKEN are cleared first); `undefined` removes. */
  env?: Record<string, string | undefined>
  /** Called with each line of `io.out` as it is printed (to act at a point of the output). */
  onOut?: (line: string) => void
  /** `io.clock`; default the system's. */
  clock?: Clock
}

/** Runs a CLI's main (`executeGoalCli`, `uploadCertificateCli`) from its source, with the io the bundle's bin gives it. */
export async function runCliInProcess(
  main: (argv: readonly string[], io: CliIo) => Promise<number>,
  argv: string[],
  options: InProcessCliOptions = {}
): Promise<InProcessCliRun> {
  return exclusively(async () => {
    const cwd = options.cwd ?? (await tempDir('vqa-cli-'))
    const out: string[] = []
    const err: string[] = []
    const restoreEnv = setEnvironment(options.env ?? {}, CLI_VARIABLES)
    let code: number
    try {
      code = await main(argv, {
        out(line) {
          out.push(line)
          options.onOut?.(line)
        },
        err: (line) => err.push(line),
        cwd,
        env: process.env,
        signal: options.signal ?? new AbortController().signal,
        clock: options.clock
      })
    } finally {
      restoreEnv()
    }
    return { code, stdout: out.join('\n'), stderr: err.join('\n') }
  })
}

async function exclusively<T>(body: () => Promise<T>): Promise<T> {
  if (running) throw new Error('In-process runs cannot overlap: each owns process.env, the cwd and stdout while it lasts.')
  running = true
  try {
    return await body()
  } finally {
    running = false
  }
}

/** Clears the variables that match `clear`, applies `set`, and returns what puts process.env back as it was. */
function setEnvironment(set: Record<string, string | undefined>, clear: RegExp): () => void {
  const saved = { ...process.env }
  for (const key of Object.keys(process.env)) if (clear.test(key)) delete process.env[key]
  for (const [key, value] of Object.entries(set)) {
    // (Assigning undefined would store the string "undefined".)
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
  }
  return () => {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key]
    Object.assign(process.env, saved)
  }
}

interface Capture {
  text(): string
  restore(): void
}

/** Replaces the stream's `write` with one that records the text instead of writing it. */
function capture(stream: NodeJS.WriteStream, onText?: (text: string) => void): Capture {
  const own = Object.getOwnPropertyDescriptor(stream, 'write')
  let text = ''
  const write = (
    chunk: string | Uint8Array,
    encodingOrCallback?: BufferEncoding | ((error?: Error | null) => void),
    callback?: (error?: Error | null) => void
  ): boolean => {
    const encoding = typeof encodingOrCallback === 'string' ? encodingOrCallback : undefined
    const done = typeof encodingOrCallback === 'function' ? encodingOrCallback : callback
    const piece = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString(encoding ?? 'utf8')
    text += piece
    onText?.(piece)
    if (done) process.nextTick(done)
    return true
  }
  stream.write = write as NodeJS.WriteStream['write']
  return {
    text: () => text,
    restore() {
      if (own) Object.defineProperty(stream, 'write', own)
      else delete (stream as Partial<NodeJS.WriteStream>).write
    }
  }
}
