import { spawn } from 'node:child_process'
import { afterEach, describe, expect, it } from 'vitest'
import { type FakeService, startFakeService, state } from '../fakes/service.js'
import { dist } from '../helpers/child.js'
import { tempDir } from '../helpers/temp.js'

// The bundles end only once their last lines are out. Where stdout is a pipe (the runner's log, a
// CI log), Node writes asynchronously on Linux and macOS: an exit right after a long last line,
// with a reader that is slow for a moment, would drop its end, and with it the verdict. (On
// Windows, writes to pipes are synchronous.)

let service: FakeService | undefined
afterEach(async () => {
  await service?.close()
  service = undefined
})

/** Longer than a pipe holds (64 KiB on Linux, less on macOS): the usage error quotes it whole. */
const LONG = 'x'.repeat(120_000)

/**
 * Runs a bundle under `sh` with its stdout and stderr into a pipe whose reader starts reading half
 * a second later (or is `reader`); returns what came through, and the exit code as the shell saw it.
 */
function runThroughSlowPipe(script: string, args: string[], env: Record<string, string>, reader = 'sleep 0.5; cat'): Promise<{ output: string; code: string }> {
  return new Promise((resolve, reject) => {
    // The variables go through env(1): a shell may drop those whose names are not its own (INPUT_GOAL-ID).
    const assignments = Object.entries(env).map(([name, value]) => `${name}=${value}`)
    const command = ['env', ...assignments, process.execPath, script, ...args]
    const child = spawn('sh', ['-c', `{ "$@" 2>&1; echo "exit $?" >&2; } | { ${reader}; }`, 'sh', ...command], {
      env: { PATH: process.env.PATH },
      stdio: ['ignore', 'pipe', 'pipe']
    })
    let output = ''
    let status = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk))
    child.stderr.on('data', (chunk: Buffer) => (status += chunk))
    child.on('error', reject)
    child.on('close', () => resolve({ output, code: status.trim() }))
  })
}

describe.skipIf(process.platform === 'win32')('the log on a pipe', () => {
  it('a reader slow for a moment gets the whole last line: the action\'s error annotation, then exit 1', async () => {
    const dir = await tempDir()
    const run = await runThroughSlowPipe(dist.action, [], { 'INPUT_MODE': 'goal', INPUT_TOKEN: 'tok', 'INPUT_GOAL-ID': 'g', 'INPUT_POLL-INTERVAL': LONG, GITHUB_WORKSPACE: dir })
    expect(run.output).toContain(`::error title=Virtuoso QA::The input "poll-interval" must be a number of seconds from 0 to 86400, not "${LONG}".`)
    expect(run.code).toBe('exit 1')
  })

  it('a reader slow for a moment gets the whole last line: a CLI\'s message, then exit 1', async () => {
    const run = await runThroughSlowPipe(dist.executeGoal, ['-t', 'tok', '-gi', 'g', '--max_retry_time', LONG], {})
    expect(run.output.split('\n')[0]).toBe(`--max_retry_time must be a number of seconds from 0 to 86400, not "${LONG}".`)
    expect(run.code).toBe('exit 1')
  })

  it('a reader that goes away (`| head -c 10`): the exit code stays the run\'s (2), not a crash on EPIPE (1)', async () => {
    service = await startFakeService({ statuses: [state(`RUNNING ${LONG}`), state('FINISHED', 'FAIL')] })
    const dir = await tempDir()
    const inputs = { INPUT_MODE: 'goal', INPUT_TOKEN: 'tok', 'INPUT_GOAL-ID': 'g', 'INPUT_API-URL': service.apiUrl, 'INPUT_POLL-INTERVAL': '0' }
    const run = await runThroughSlowPipe(dist.action, [], { ...inputs, GITHUB_WORKSPACE: dir }, 'head -c 10')
    expect(run.output).toBe('::add-mask')
    expect(run.code).toBe('exit 2')
  })
})
