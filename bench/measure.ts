import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** Runs `fn` `runs` times after one warm-up run and returns the median and the fastest time in ms. */
export function measure(fn: () => void, runs: number): { median: number; min: number } {
  fn()
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    fn()
    times.push(performance.now() - start)
  }
  return { median: median(times), min: Math.min(...times) }
}

export const ms = (value: number): string => `${value.toFixed(1)} ms`

/** `measure` for asynchronous work: one warm-up run, then `runs` runs one after another. */
export async function measureAsync(fn: () => Promise<void>, runs: number): Promise<{ median: number; min: number }> {
  await fn()
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    await fn()
    times.push(performance.now() - start)
  }
  return { median: median(times), min: Math.min(...times) }
}

/** MB (2^20 bytes) with one decimal. */
export const mb = (bytes: number): string => `${(bytes / (1 << 20)).toFixed(1)} MB`

/** `a / b` as `0.123×`, or a dash where there is no reference. */
export const ratio = (a: number, b: number): string => (b > 0 && Number.isFinite(a) ? `${(a / b).toFixed(3)}×` : '–')

/** The CPU time, in ms, in the output of the shell's `times` ("0m0.001s 0m0.002s": user and system time, per line). */
export const timesMs = (text: string): number =>
  [...text.matchAll(/(\d+)m([\d.]+)s/g)].reduce((sum, [, min, sec]) => sum + (Number(min) * 60 + Number(sec)) * 1000, 0)

/** The median of some numbers (the upper one of an even count). */
export const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** What a process used over its whole life, as it measured itself at its exit. */
export interface Usage {
  /** Peak resident set size, bytes. */
  maxRssBytes: number
  /** User plus system CPU time, ms. */
  cpuMs: number
  /** User plus system CPU time of the children it waited for (and theirs), ms, in steps of 10 ms; 0 where there is no /proc. */
  childrenCpuMs: number
}

// A preload that makes a Node process write its own usage as it exits. 'exit' listeners run on
// process.exit() too, which is how the entries end. CommonJS, so --require takes it whatever the
// entry is (an ES module or CommonJS): .cjs is CommonJS beside any package.json.
// The peak comes from /proc/self/status (VmHWM) where there is one: Linux carries ru_maxrss across
// exec, so resourceUsage().maxRSS of a child forked from a large parent (this test process) is at
// least the parent's size at the fork. Elsewhere maxRSS is the fallback.
// The children's CPU (the action's cache client, its tar and zstd) comes from /proc/self/stat:
// cutime and cstime, fields 16 and 17 (counted after the command's closing parenthesis, since
// the command may hold spaces), in clock ticks, which /proc always counts at 100 a second.
const PRELOAD = `'use strict'
const file = process.env.VQA_BENCH_USAGE_FILE
if (file) {
  delete process.env.VQA_BENCH_USAGE_FILE
  const fs = require('node:fs')
  process.on('exit', () => {
    const cpu = process.cpuUsage()
    let maxRssKb = process.resourceUsage().maxRSS
    let childrenTicks = 0
    try {
      maxRssKb = Number(/^VmHWM:\\s*(\\d+) kB/m.exec(fs.readFileSync('/proc/self/status', 'utf8'))[1])
      const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ').pop().split(' ')
      childrenTicks = Number(fields[13]) + Number(fields[14])
    } catch {}
    fs.writeFileSync(file, JSON.stringify({ maxRssKb, cpuUs: cpu.user + cpu.system, childrenTicks }))
  })
}
`
let preloadFile: string | undefined

/**
 * The environment that makes a Node child (any entry, started by any helper) write its own peak
 * RSS and CPU time to `file` at its exit, through NODE_OPTIONS=--require; `readUsage(file)` reads them.
 */
export function usageEnv(file: string): Record<string, string> {
  if (!preloadFile) {
    // Named after its content, so runs share one file and none is left behind per run; written whole, then renamed.
    const name = `vqa-bench-usage-${createHash('sha256').update(PRELOAD).digest('hex').slice(0, 12)}.cjs`
    preloadFile = path.join(tmpdir(), name)
    const temp = `${preloadFile}.${process.pid}.tmp`
    writeFileSync(temp, PRELOAD)
    renameSync(temp, preloadFile)
  }
  // NODE_OPTIONS takes a quoted path; inside quotes a backslash escapes, so Windows' are turned around.
  return { NODE_OPTIONS: `--require "${preloadFile.replaceAll('\\', '/')}"`, VQA_BENCH_USAGE_FILE: file }
}

/** What the preload of `usageEnv` wrote at the child's exit. */
export function readUsage(file: string): Usage {
  const { maxRssKb, cpuUs, childrenTicks } = JSON.parse(readFileSync(file, 'utf8')) as { maxRssKb: number; cpuUs: number; childrenTicks: number }
  return { maxRssBytes: maxRssKb * 1024, cpuMs: cpuUs / 1000, childrenCpuMs: childrenTicks * 10 }
}

/** Whether a command is on the PATH (`command -v` in bash); false without bash. */
export function hasCommands(...names: string[]): boolean {
  const found = spawnSync('bash', ['-c', 'for c in "$@"; do command -v "$c" >/dev/null || exit 1; done', 'bash', ...names], { stdio: 'ignore' })
  return found.status === 0
}

/**
 * Runs a bash script (asynchronously: fakes in this process must keep serving) and measures the
 * CPU time of the script and of every process it waited for (curl, jq, sleep, subshells), from
 * bash's `times` in a wrapping shell.
 */
export async function runBashMeasured(
  script: string,
  args: string[],
  options: { cwd: string; env?: Record<string, string | undefined> }
): Promise<{ code: number | null; stdout: string; stderr: string; cpuMs: number }> {
  const timesFile = path.join(options.cwd, '.bench-times')
  const child = spawn('bash', ['-c', 'bash "$0" "$@"; code=$?; times > "$VQA_BENCH_TIMES"; exit $code', script, ...args], {
    cwd: options.cwd,
    env: { PATH: process.env.PATH, ...options.env, VQA_BENCH_TIMES: timesFile },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk))
  const code = await new Promise<number | null>((resolve, reject) => child.on('error', reject).on('close', resolve))
  // Two lines, "0m0.001s 0m0.002s": the shell's user and system time, then its children's.
  const times = readFileSync(timesFile, 'utf8')
  rmSync(timesFile, { force: true })
  return { code, stdout, stderr, cpuMs: timesMs(times) }
}
