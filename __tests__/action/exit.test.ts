import { spawn } from 'node:child_process'
import { afterEach, describe, expect, it } from 'vitest'
import { type FakeService, startFakeService, state } from '../fakes/service.js'
import { dist } from '../helpers/child.js'
import { tempDir } from '../helpers/temp.js'
import { isWine } from '../helpers/wine.js'

// The bundles end only once their last lines are out. Where stdout is a pipe (the runner's log, a
// CI log), Node writes asynchronously on Linux and macOS: an exit right after a long last line,
// with a reader that is slow for a moment, would drop its end, and with it the verdict. (On
// Windows, writes to pipes are synchronous: there these tests hold all the same.)

let service: FakeService | undefined
afterEach(async () => {
  await service?.close()
  service = undefined
})

/** Longer than a pipe holds (a socket pair's 208 KiB on Linux, less on macOS), within the 1 MiB of a status answer. */
const LONG = 'x'.repeat(900_000)

/** Readers at the other end of the pipe, each a Node process (so that the tests need no shell and run on every OS). */
const READERS = {
  /** Reads nothing for half a second (the pipe fills, and the bundle's writes wait), then everything. */
  slow: 'setTimeout(() => process.stdin.pipe(process.stdout), 500)',
  /** Takes 10 bytes and goes away, as `| head -c 10` does: the bundle's next write fails with EPIPE. */
  head: "let n = 0; process.stdin.on('data', (c) => { process.stdout.write(c.subarray(0, 10 - n)); n += c.length; if (n >= 10) process.exit(0) })"
}

/**
 * Runs a bundle with its stdout and stderr into a pipe whose reader is another process, `reader`;
 * returns what the reader passed on, and the bundle's exit code.
 */
async function runThroughSlowPipe(
  script: string,
  args: string[],
  env: Record<string, string>,
  reader: keyof typeof READERS = 'slow',
  cwd?: string
): Promise<{ output: string; code: number | null }> {
  const readerProcess = spawn(process.execPath, ['-e', READERS[reader]], { stdio: ['pipe', 'pipe', 'ignore'] })
  let output = ''
  readerProcess.stdout.on('data', (chunk: Buffer) => (output += chunk))
  const bundle = spawn(process.execPath, [script, ...args], {
    cwd,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', readerProcess.stdin, readerProcess.stdin]
  })
  // The bundle has the pipe's write end now; this process lets go of its own, so that the reader sees the end.
  readerProcess.stdin.destroy()
  const [code] = await Promise.all([
    new Promise<number | null>((resolve, reject) => bundle.on('error', reject).on('exit', resolve)),
    new Promise((resolve, reject) => readerProcess.on('error', reject).on('close', resolve))
  ])
  return { output, code }
}

describe('the log on a pipe', () => {
  // Wine starts node.exe without the variables whose names hold "-" (INPUT_GOAL-ID), which real Windows keeps.
  it.skipIf(isWine)('a reader slow for a moment gets the whole last line: the action\'s verdict, then its exit code', async () => {
    service = await startFakeService({ statuses: [state('FINISHED', LONG)] })
    const dir = await tempDir()
    const inputs = { INPUT_MODE: 'goal', INPUT_TOKEN: 'tok', 'INPUT_GOAL-ID': 'g', 'INPUT_API-URL': service.apiUrl, 'INPUT_UPLOAD-ARTIFACT': 'false' }
    const run = await runThroughSlowPipe(dist.action, [], { ...inputs, GITHUB_WORKSPACE: dir })
    expect(run.output.trimEnd().split(/\r?\n/).at(-1)).toBe(`The goal execution finished with outcome ${LONG}.`)
    expect(run.code).toBe(0)
  })

  it('a reader slow for a moment gets the whole last lines: a CLI\'s, then its exit code', async () => {
    service = await startFakeService({ statuses: [state('FINISHED', LONG)] })
    const run = await runThroughSlowPipe(dist.executeGoal, ['-t', 'tok', '-gi', 'g', '--api_url', service.apiUrl], {}, 'slow', await tempDir())
    expect(run.output.split('\n').slice(1)).toEqual([`Status: FINISHED, Outcome: ${LONG}`, 'Execution link: https://app.virtuoso.qa/#/project/execution/4242', 'Done!', ''])
    expect(run.code).toBe(0)
  })

  it('a reader that goes away after 10 bytes: the exit code stays the run\'s (2), not a crash on EPIPE (1)', async () => {
    service = await startFakeService({ statuses: [state(`RUNNING ${LONG}`), state('FINISHED', 'FAIL')] })
    const run = await runThroughSlowPipe(dist.executeGoal, ['-t', 'tok', '-gi', 'g', '--api_url', service.apiUrl, '--poll_interval', '0'], {}, 'head', await tempDir())
    expect(run.output).toBe('Job ID: 42')
    expect(run.code).toBe(2)
  })
})
