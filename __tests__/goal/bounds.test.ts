import { lstat, mkdir, readFile, readdir, symlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { GoalRunOptions } from '../../src/goal/run-goal.js'
import { systemClock } from '../../src/shared/clock.js'
import { type FakeService, type ServiceScript, defaultGoal, hang, httpError, ok, raw, redirect, startFakeService, state, trickle } from '../fakes/service.js'
import { FakeClock } from '../helpers/fake-clock.js'
import { runGoalOn } from '../helpers/goal-run.js'
import { tmpfs } from '../helpers/mounts.js'
import { tempDir } from '../helpers/temp.js'
import { when } from '../helpers/when.js'

// The goal run under faults (contract: "Bounded, cancellable, always reported"): the retry
// budget bounds every wait and deadline, a cancel stops every phase, result files are written
// safely and stream whatever their size.

let service: FakeService | undefined
afterEach(async () => {
  await service?.close()
  service = undefined
})

async function run(script: ServiceScript, overrides: Partial<GoalRunOptions> = {}, seams: Parameters<typeof runGoalOn>[2] = {}) {
  service = await startFakeService(script)
  const goalRun = await runGoalOn(service, overrides, seams)
  return { ...goalRun, outputDir: goalRun.options.outputDir }
}

/** A signal that aborts once the fake service has received `count` requests matching `path`. */
function abortAfter(path: RegExp, count = 1): AbortSignal {
  const controller = new AbortController()
  when(() => (service?.requests.filter((r) => path.test(r.url)).length ?? 0) >= count, () => controller.abort())
  return controller.signal
}

describe('the retry budget bounds every wait (Client B rule 8 and the contract)', () => {
  it('ends the round at once when Retry-After asks for more than the whole budget', async () => {
    const { result, clock } = await run({ statuses: [httpError(503, { 'retry-after': '3600' }), state('FINISHED', 'PASS')] }, { maxRetryTimeSeconds: 300 })
    expect(result.exitCode).toBe(2)
    expect(result.message).toBe(
      'Reading the status of job 4242 failed: HTTP 503, with Retry-After 3600 s, longer than the 300 s of max-retry-time; it may still be running: https://ui.example/#/project/execution/4242.'
    )
    expect((clock as FakeClock).sleeps).toEqual([])
    expect(service!.statusRequests()).toHaveLength(1)
  })

  it('waits a Retry-After equal to the budget in full', async () => {
    const { result, clock } = await run({ statuses: [httpError(429, { 'retry-after': '30' }), state('FINISHED', 'PASS')] }, { maxRetryTimeSeconds: 30 })
    expect(result.exitCode).toBe(0)
    expect((clock as FakeClock).sleeps).toEqual([30_000])
  })

  it('names the last HTTP status, and the token for a 401', async () => {
    const { result } = await run({ statuses: [httpError(500), httpError(401)] }, { maxRetryTimeSeconds: 20, retryDelaySeconds: 10 })
    expect(result.message).toBe('Reading the status of job 4242 failed: HTTP 401: check the token, still after 20 s of retries; it may still be running: https://ui.example/#/project/execution/4242.')
  })

  it('names the last network error', async () => {
    const { result } = await run({ statuses: [hang] }, { maxRetryTimeSeconds: 0, limits: { requestDeadlineMs: 100 } })
    expect(result.message).toBe('Reading the status of job 4242 failed: no complete answer within 100 ms, with no time left for a retry (max-retry-time 0 s); it may still be running: https://ui.example/#/project/execution/4242.')
  })

  it('gives a retry no more time than the budget has left (real time, small values)', async () => {
    // The first failure is instant; the retry hangs. Its deadline is what is left of the 2 s
    // budget, not the default 30 s request deadline (limits: {}), so the round ends after about 2 s. (Timing bounds
    // are wide: the suite runs on two loaded cores.)
    const started = performance.now()
    const { result } = await run({ statuses: [httpError(500), hang] }, { maxRetryTimeSeconds: 2, retryDelaySeconds: 0, limits: {} }, { clock: systemClock })
    const ms = performance.now() - started
    expect(result.exitCode).toBe(2)
    const deadline = /^Reading the status of job 4242 failed: no complete answer within (\d+) (ms|s), still after (?:2|2\.\d) s of retries; it may still be running: \S+\.$/.exec(result.message)
    expect(Number(deadline?.[1]) * (deadline?.[2] === 's' ? 1000 : 1), result.message).toBeLessThanOrEqual(2000)
    expect(ms).toBeGreaterThan(1900)
    expect(ms).toBeLessThan(10_000)
  })

  it('counts the round from the sending of its first failed request', async () => {
    // A failing request that takes 1 s of real time uses 1 s of a 2 s budget: then failures at
    // about 1.6 s (a retry) and 2.2 s (the end), three requests. Counted from the first failure
    // instead, the round would go on to five.
    const { result } = await run(
      { statuses: [trickle('{"status":"RUNNING"', 100), httpError(500)] },
      { maxRetryTimeSeconds: 2, retryDelaySeconds: 0.6, limits: { requestDeadlineMs: 1000 } },
      { clock: systemClock }
    )
    expect(result.exitCode).toBe(2)
    expect(service!.statusRequests().length).toBeGreaterThanOrEqual(2)
    expect(service!.statusRequests().length).toBeLessThanOrEqual(3)
  })
})

describe('cancellation in every phase', () => {
  it('while starting: exit 1, no job, nothing written, no status request', async () => {
    const { result, outputDir, warnings } = await run({ start: hang }, {}, { signal: abortAfter(/execute/), clock: systemClock })
    expect(warnings).toEqual([])
    expect(result).toMatchObject({ exitCode: 1, cancelled: true })
    expect(result.jobId).toBeUndefined()
    expect(result.message).toBe('Cancelled while starting the goal; it may have started.')
    expect(await readdir(outputDir)).toEqual([])
    expect(service!.statusRequests()).toHaveLength(0)
  })

  it('while a status request hangs: exit 3 with the last status, no files, nothing more sent', async () => {
    const { result, outputDir } = await run({ statuses: [state('RUNNING'), hang] }, { pollIntervalSeconds: 0 }, { signal: abortAfter(/executions/, 2), clock: systemClock })
    expect(result).toMatchObject({ exitCode: 3, cancelled: true, state: { status: 'RUNNING' } })
    expect(result.message).toBe('Cancelled while waiting for job 4242 (last status RUNNING); it may still be running: https://ui.example/#/project/execution/4242.')
    expect(await readdir(outputDir)).toEqual([])
    expect(service!.requests).toHaveLength(3)
  })

  it('while fetching the report: exit 3, no file written, the goal not fetched', async () => {
    const { result, outputDir, warnings } = await run(
      { statuses: [state('FINISHED', 'PASS')], report: trickle('{"a":"' + 'x'.repeat(1000) + '"}', 10) },
      {},
      { signal: abortAfter(/\/jobs\//), clock: systemClock }
    )
    expect(result).toMatchObject({ exitCode: 3, cancelled: true })
    expect([result.reportFile, result.goalFile]).toEqual([undefined, undefined])
    expect(result.message).toBe('Cancelled while saving the results of job 4242.')
    expect(warnings).toEqual([])
    expect(await readdir(outputDir)).toEqual([])
    expect(service!.requests.some((r) => r.url.startsWith('/api/goals/goal-7?'))).toBe(false)
  })

  it('while fetching the goal: the report already written is kept, the goal is not written', async () => {
    const { result, outputDir, warnings } = await run(
      { statuses: [state('FINISHED', 'PASS')], goal: hang },
      {},
      { signal: abortAfter(/\/goals\/goal-7\?/), clock: systemClock }
    )
    expect(result).toMatchObject({ exitCode: 3, cancelled: true, reportFile: path.join(outputDir, 'execution_report.json') })
    expect(result.goalFile).toBeUndefined()
    expect(await readdir(outputDir)).toEqual(['execution_report.json'])
    expect(warnings).toEqual([])
  })
})

describe('the result files', () => {
  it('are pretty-printed with every token as the service wrote it', async () => {
    const report = '{"id":123456789012345678901234567890,"ratio":1.50E+10,"name":"caf\\u00e9","list":[],"nested":{"ok":true,"n":null}}'
    const { result, outputDir } = await run({ statuses: [state('FINISHED', 'PASS')], report: raw(report) })
    expect(result.exitCode).toBe(0)
    expect(await readFile(path.join(outputDir, 'execution_report.json'), 'utf8')).toBe(
      [
        '{',
        '  "id": 123456789012345678901234567890,',
        '  "ratio": 1.50E+10,',
        '  "name": "caf\\u00e9",',
        '  "list": [],',
        '  "nested": {',
        '    "ok": true,',
        '    "n": null',
        '  }',
        '}',
        ''
      ].join('\n')
    )
    expect(JSON.parse(await readFile(path.join(outputDir, 'goal.json'), 'utf8'))).toEqual(defaultGoal)
  })

  it('turn invalid UTF-8 into U+FFFD', async () => {
    const report = Buffer.concat([Buffer.from('{"name":"a'), Buffer.from([0xc3, 0x28, 0xff]), Buffer.from('b"}')])
    const { outputDir } = await run({ statuses: [state('FINISHED', 'PASS')], report: raw(report) })
    expect(JSON.parse(await readFile(path.join(outputDir, 'execution_report.json'), 'utf8'))).toEqual({ name: 'a\ufffd(\ufffdb' })
  })

  it.each([
    ['not JSON', raw('<html>Bad gateway</html>'), /^Could not fetch the job report: not JSON: /],
    ['not an object', raw('[1,2]'), /^Could not fetch the job report: /],
    ['cut short', raw('{"a":[1,2'), /^Could not fetch the job report: /],
    ['past the size limit', raw(`{"p":"${'x'.repeat(5000)}"}`), /^Could not fetch the job report: the answer is larger than 4 KiB\.$/],
    ['an HTTP error', httpError(500), /^Could not fetch the job report: HTTP 500\.$/],
    ['a redirect', redirect('http://127.0.0.1:9/elsewhere'), /^Could not fetch the job report: HTTP 302 \(a redirect, not followed\)\.$/]
  ])('hold the error when the report is %s, with a warning, and keep the exit code', async (_, report, message) => {
    // Journey results within the small limit too: this is about the report.
    const { result, warnings, outputDir } = await run({ statuses: [state('FINISHED', 'FAIL')], report, journeyResults: ok({ testSuites: {} }) }, { limits: { maxFileBytes: 4096 } })
    expect(result.exitCode).toBe(2)
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(message)
    expect(JSON.parse(await readFile(path.join(outputDir, 'execution_report.json'), 'utf8'))).toEqual({ error: warnings[0] })
    expect(JSON.parse(await readFile(path.join(outputDir, 'goal.json'), 'utf8'))).toEqual(defaultGoal)
    expect(await readdir(outputDir)).toEqual(['execution_report.json', 'goal.json'])
  })

  it('name a limit below 1 KiB in bytes, in the warning and in the file', async () => {
    const script = { statuses: [state('FINISHED', 'PASS')], report: raw(`{"p":"${'x'.repeat(900)}"}`), journeyResults: ok({ testSuites: {} }) }
    const { result, warnings, outputDir } = await run(script, { limits: { maxFileBytes: 512 } })
    expect(result.exitCode).toBe(0)
    expect(warnings).toEqual(['Could not fetch the job report: the answer is larger than 512 bytes.'])
    expect(JSON.parse(await readFile(path.join(outputDir, 'execution_report.json'), 'utf8'))).toEqual({ error: warnings[0] })
  })

  it('replace a symbolic link planted at the target, never following it', async ({ skip }) => {
    const outside = path.join(await tempDir(), 'outside.txt')
    await writeFile(outside, 'precious')
    const outputDir = await tempDir()
    try {
      for (const file of ['execution_report.json', 'goal.json']) await symlink(outside, path.join(outputDir, file))
    } catch (error) {
      // Windows lets only administrators, or Developer Mode, make one.
      if (process.platform === 'win32' && (error as NodeJS.ErrnoException).code === 'EPERM') return skip('no privilege to make a symbolic link here')
      throw error
    }
    const { result } = await run({ statuses: [state('FINISHED', 'PASS')] }, { outputDir })
    expect([result.reportFile, result.goalFile]).toEqual([path.join(outputDir, 'execution_report.json'), path.join(outputDir, 'goal.json')])
    expect(await readFile(outside, 'utf8')).toBe('precious')
    for (const file of ['execution_report.json', 'goal.json']) expect((await lstat(path.join(outputDir, file))).isFile()).toBe(true)
    expect(JSON.parse(await readFile(path.join(outputDir, 'goal.json'), 'utf8'))).toEqual(defaultGoal)
  })

  it('leave no truncated file on a full disk: a warning, the goal\'s exit code, the other file written', async ({ skip }) => {
    const disk = await tmpfs('64k')
    if (!disk) return skip('cannot mount a tmpfs here')
    // About 2 MB, arriving in many chunks: the disk fills while the body still streams in.
    const big = JSON.stringify({ steps: Array.from({ length: 60_000 }, (_, i) => ({ i, name: `step ${i}` })) })
    const { result, warnings } = await run({ statuses: [state('FINISHED', 'FAIL')], report: raw(big) }, { outputDir: disk })
    expect(result.exitCode).toBe(2)
    expect(result.reportFile).toBeUndefined()
    expect(warnings).toEqual([`Could not write ${path.join(disk, 'execution_report.json')}: ENOSPC.`])
    expect(await readdir(disk)).toEqual(['goal.json'])
    expect(JSON.parse(await readFile(path.join(disk, 'goal.json'), 'utf8'))).toEqual(defaultGoal)
  })

  it('in a read-only output directory: exit 1 before the goal starts, no request (contract: Inputs)', async ({ skip }) => {
    const disk = await tmpfs('64k', { readOnly: true })
    if (!disk) return skip('cannot mount a tmpfs here')
    const { result, warnings } = await run({ statuses: [state('FINISHED', 'PASS')] }, { outputDir: disk })
    expect(result).toMatchObject({ exitCode: 1, message: `Cannot write into the output directory ${disk}: EROFS; nothing was started.` })
    expect(warnings).toEqual([])
    expect(service!.requests).toEqual([])
  })

  it('with a file where the output directory should be: exit 1 before the goal starts; a missing one is created', async () => {
    const parent = await tempDir()
    await writeFile(path.join(parent, 'taken'), 'a file')
    const outputDir = path.join(parent, 'taken', 'sub')
    const { result } = await run({ statuses: [state('FINISHED', 'PASS')] }, { outputDir })
    expect(result.exitCode).toBe(1)
    expect(result.message).toMatch(new RegExp(`^Cannot write into the output directory ${outputDir.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')}: (ENOTDIR|EEXIST|ENOENT); nothing was started\\.$`))
    expect(service!.requests).toEqual([])
    const nested = path.join(parent, 'a', 'b')
    const second = await run({ statuses: [state('FINISHED', 'PASS')] }, { outputDir: nested })
    expect(second.result.reportFile).toBe(path.join(nested, 'execution_report.json'))
    // The check leaves nothing behind.
    expect((await readdir(nested)).sort()).toEqual(['execution_report.json', 'goal.json'])
  })

  it('a result file that still cannot be written at the end is a warning, the exit code the goal\'s, and the result names it', async () => {
    const outputDir = await tempDir()
    // A directory where goal.json should go: the directory takes files, this one cannot be renamed into place.
    await mkdir(path.join(outputDir, 'goal.json', 'taken'), { recursive: true })
    const { result, warnings } = await run({ statuses: [state('FINISHED', 'PASS')] }, { outputDir })
    expect(result).toMatchObject({ exitCode: 0, unwritten: ['goal.json'] })
    expect(warnings).toHaveLength(1)
  })

  it('with wait: false, writes nothing and checks nothing: the output directory is not needed', async () => {
    const parent = await tempDir()
    await writeFile(path.join(parent, 'taken'), 'a file')
    const { result } = await run({}, { outputDir: path.join(parent, 'taken'), wait: false })
    expect(result.exitCode).toBe(0)
  })
})
