import { type ChildProcess, spawn } from 'node:child_process'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach } from 'vitest'
import { type CancelSignal, IPC_SIGNALS_VARIABLE } from '../../src/shared/process.js'
import { tempDir } from './temp.js'
import { parseOutputFile } from './workflow-log.js'

export const root = path.resolve(import.meta.dirname, '../..')
export const dist = {
  action: path.join(root, 'dist/index.js'),
  executeGoal: path.join(root, 'dist/execute-goal/index.js'),
  executePlan: path.join(root, 'dist/execute-plan/index.js'),
  uploadCertificate: path.join(root, 'dist/upload-certificate/index.js')
}

export interface ChildResult {
  code: number | null
  stdout: string
  stderr: string
  ms: number
}

/** Children still running: none outlives its test, even one that a lost cancel left waiting. */
const running = new Set<ChildProcess>()
afterEach(() => {
  for (const child of running) child.kill('SIGKILL')
  running.clear()
})

/**
 * Runs a bundled entry point under this Node (the one the action ships on) as a child process.
 * Always asynchronous: the fakes live in this process and must keep serving.
 */
export function runNode(
  script: string,
  args: string[],
  options: { env?: Record<string, string | undefined>; cwd?: string; onStart?: (child: ChildProcess) => void; ipc?: boolean } = {}
): Promise<ChildResult> {
  const started = Date.now()
  // The IPC channel carries a cancel where the OS cannot send the signal (see cancel()). Without
  // it (ipc: false), the child starts as the runner starts the action, for the CPU bench.
  const ipc = options.ipc ?? true
  const child = spawn(process.execPath, [script, ...args], {
    cwd: options.cwd ?? root,
    env: { PATH: process.env.PATH, ...(ipc ? { [IPC_SIGNALS_VARIABLE]: '1' } : {}), ...options.env } as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe', ...(ipc ? (['ipc'] as const) : [])]
  })
  running.add(child)
  child.on('exit', () => running.delete(child))
  let stdout = ''
  let stderr = ''
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk))
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk))
  options.onStart?.(child)
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout, stderr, ms: Date.now() - started }))
  })
}

export type { CancelSignal }

/**
 * Cancels a bundled entry the way its OS would: a real signal where Node can send one (SIGINT and
 * SIGTERM on Linux and macOS); elsewhere (Windows, whose runner sends Ctrl+C and Ctrl+Break, and
 * SIGBREAK on any OS) the entry's IPC stand-in, which raises that signal inside the child.
 * Returns whether the cancel went out (false once the child has exited).
 */
export function cancel(child: ChildProcess, signal: CancelSignal): boolean {
  if (child.exitCode !== null || child.signalCode !== null) return false
  if (signal !== 'SIGBREAK' && process.platform !== 'win32') return child.kill(signal)
  if (!child.connected) return false
  child.send({ emitSignal: signal })
  return true
}

export interface ActionRun extends ChildResult {
  outputs: Record<string, string>
  summary: string
  /** The workspace (GITHUB_WORKSPACE), where the result files go by default. */
  dir: string
}

/** Runs the bundled action as the runner does: inputs as INPUT_* variables, real output and summary files. */
export async function runAction(
  inputs: Record<string, string>,
  env: Record<string, string | undefined> = {},
  onStart?: (child: ChildProcess) => void,
  options: { ipc?: boolean } = {}
): Promise<ActionRun> {
  const dir = await tempDir('vqa-runner-')
  const files = { GITHUB_OUTPUT: path.join(dir, 'output'), GITHUB_STEP_SUMMARY: path.join(dir, 'summary') }
  await Promise.all(Object.values(files).map((file) => writeFile(file, '')))
  const inputEnv = Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v]))
  const result = await runNode(dist.action, [], {
    env: { GITHUB_WORKSPACE: dir, RUNNER_TEMP: dir, ...files, ...inputEnv, ...env },
    cwd: dir,
    onStart,
    ipc: options.ipc
  })
  return {
    ...result,
    outputs: parseOutputFile(await readFile(files.GITHUB_OUTPUT, 'utf8')),
    summary: await readFile(files.GITHUB_STEP_SUMMARY, 'utf8'),
    dir
  }
}
