import { mkdir, readFile, readdir } from 'node:fs/promises'
import http from 'node:http'
import type { Socket } from 'node:net'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { type GoalRunOptions, runGoal } from '../../src/goal/run-goal.js'
import { systemClock } from '../../src/shared/clock.js'
import { NetworkError } from '../../src/service/errors.js'
import { type FakeService, type ServiceScript, defaultGoal, hang, httpError, listenOnLoopback, startFakeService, state } from '../fakes/service.js'
import { FakeClock } from '../helpers/fake-clock.js'
import { runGoalOn } from '../helpers/goal-run.js'
import { tempDir } from '../helpers/temp.js'
import { when } from '../helpers/when.js'

// The goal run's edges: the exact end of the retry budget, a cancel at each phase (which must stop
// a hanging request at once, not at its deadline), the files of rule 9 and their warnings, and
// faults of the front end's own handlers, which are never taken for a cancel.

let service: FakeService | undefined
afterEach(async () => {
  await service?.close()
  service = undefined
})

async function start(script: ServiceScript): Promise<FakeService> {
  service = await startFakeService(script)
  return service
}

function abortAfter(pattern: RegExp, count = 1): AbortSignal {
  const controller = new AbortController()
  when(() => (service?.requests.filter((r) => pattern.test(r.url)).length ?? 0) >= count, () => controller.abort())
  return controller.signal
}

async function plainOptions(fake: FakeService, overrides: Partial<GoalRunOptions> = {}): Promise<GoalRunOptions> {
  return {
    token: 't',
    goalId: 'goal-7',
    apiUrl: fake.apiUrl,
    uiUrl: 'https://ui.example',
    maxRetryTimeSeconds: 30,
    retryDelaySeconds: 10,
    pollIntervalSeconds: 2,
    outputDir: await tempDir(),
    ...overrides
  }
}

describe('the edge of the retry budget (TIMER_SLACK_MS)', () => {
  it('ends the round at a failure 1 ms short of the budget, since a timer may fire 1 ms early', async () => {
    const clock = new FakeClock()
    const { result } = await runGoalOn(await start({ statuses: [httpError(500)] }), { maxRetryTimeSeconds: 30, retryDelaySeconds: 29.999 }, { clock })
    expect(result).toMatchObject({ exitCode: 2, retries: 1 })
    expect(clock.sleeps).toEqual([29_999])
    // The retry went out with the 1 ms left of the budget (it may fail on its deadline before the fake sees it).
    expect(result.message).toMatch(/^Reading the status of job 4242 failed: (HTTP 500|no complete answer within 1 ms), still after 30 s of retries; it may still be running: https:\/\/ui\.example\/#\/project\/execution\/4242\.$/)
  })

  it('still retries a failure 2 ms short of the budget', async () => {
    const clock = new FakeClock()
    const { result } = await runGoalOn(await start({ statuses: [httpError(500)] }), { maxRetryTimeSeconds: 30, retryDelaySeconds: 29.998 }, { clock })
    expect(result).toMatchObject({ exitCode: 2, retries: 2 })
    expect(clock.sleeps).toEqual([29_998, 29_998])
  })
})

describe('a job given to wait for (input job-id)', () => {
  it('retries a 404 that comes after a failed first request: only the very first answer ends the run', async () => {
    const retries: string[] = []
    const { result } = await runGoalOn(
      await start({ statuses: [httpError(500), httpError(404), state('FINISHED', 'PASS')] }),
      { jobId: '77' },
      { events: { retrying: (r) => retries.push(r.reason) } }
    )
    expect(result).toMatchObject({ exitCode: 0, retries: 2, polls: 1 })
    expect(retries).toHaveLength(2)
  })
})

describe('a cancel stops each phase at once, not at the request deadline', () => {
  it('while the start hangs', async () => {
    const fake = await start({ start: hang })
    const started = performance.now()
    const { result } = await runGoalOn(fake, { limits: { requestDeadlineMs: 5_000 } }, { signal: abortAfter(/execute/), clock: systemClock })
    expect(result).toMatchObject({ exitCode: 1, cancelled: true, message: 'Cancelled while starting the goal; it may have started.' })
    expect(performance.now() - started).toBeLessThan(2_500)
  })

  it('while a status request hangs, counting and reporting no retry', async () => {
    const retries: string[] = []
    const { result } = await runGoalOn(
      await start({ statuses: [state('RUNNING'), hang] }),
      { pollIntervalSeconds: 0 },
      { signal: abortAfter(/executions/, 2), clock: systemClock, events: { retrying: (r) => retries.push(r.reason) } }
    )
    expect(result).toMatchObject({ exitCode: 3, cancelled: true, retries: 0, polls: 1 })
    expect(retries).toEqual([])
  })

  it('whatever the reason the signal gives, even a service error: still a cancel, never a retry', async () => {
    const controller = new AbortController()
    when(() => (service?.statusRequests().length ?? 0) >= 2, () => controller.abort(new NetworkError('the front end gave up')))
    const retries: string[] = []
    const { result } = await runGoalOn(
      await start({ statuses: [state('RUNNING'), hang] }),
      { pollIntervalSeconds: 0 },
      { signal: controller.signal, clock: systemClock, events: { retrying: (r) => retries.push(r.reason) } }
    )
    expect(result).toMatchObject({ exitCode: 3, cancelled: true, retries: 0, polls: 1 })
    expect(retries).toEqual([])
  })

  it('while the report hangs: exit 3, nothing written', async () => {
    const fake = await start({ statuses: [state('FINISHED', 'PASS')], report: hang })
    const started = performance.now()
    const { result, options, warnings } = await runGoalOn(
      fake,
      { limits: { requestDeadlineMs: 5_000, fileDeadlineMs: 5_000 } },
      { signal: abortAfter(/\/jobs\//), clock: systemClock }
    )
    expect(result).toMatchObject({ exitCode: 3, cancelled: true, message: 'Cancelled while saving the results of job 4242.' })
    expect(performance.now() - started).toBeLessThan(2_500)
    expect(warnings).toEqual([])
    expect(await readdir(options.outputDir)).toEqual([])
  })
})

describe('a cancel that comes as the error of an unfetched report is written', () => {
  // The front end's warning handler is the one moment between the failed fetch and the write.
  function abortingOnWarning(warnings: string[]) {
    const controller = new AbortController()
    return {
      signal: controller.signal,
      events: {
        warning: (message: string) => {
          warnings.push(message)
          controller.abort()
        }
      }
    }
  }

  it('writes no error file and ends as a cancel with exit 3', async () => {
    const warnings: string[] = []
    const { result, options } = await runGoalOn(await start({ statuses: [state('FINISHED', 'PASS')], report: httpError(500) }), {}, abortingOnWarning(warnings))
    expect(result).toMatchObject({ exitCode: 3, cancelled: true, message: 'Cancelled while saving the results of job 4242.' })
    expect(result.reportFile).toBeUndefined()
    expect(warnings).toEqual(['Could not fetch the job report: HTTP 500.'])
    expect(await readdir(options.outputDir)).toEqual([])
  })

  it('is not reported as a file that could not be written, even where none could be', async () => {
    // A directory where the report should go: the output directory takes files, this one cannot be renamed into place.
    const outputDir = await tempDir()
    await mkdir(path.join(outputDir, 'execution_report.json', 'taken'), { recursive: true })
    const warnings: string[] = []
    const { result } = await runGoalOn(
      await start({ statuses: [state('FINISHED', 'PASS')], report: httpError(500) }),
      { outputDir },
      abortingOnWarning(warnings)
    )
    expect(result).toMatchObject({ exitCode: 3, cancelled: true })
    expect(warnings).toEqual(['Could not fetch the job report: HTTP 500.'])
  })
})

describe('files that could not be fetched (Client B rule 9)', () => {
  it('the report\'s error file is the result\'s report file', async () => {
    const { result, options } = await runGoalOn(await start({ statuses: [state('FINISHED', 'PASS')], report: httpError(500) }))
    expect(result.exitCode).toBe(0)
    expect(result.reportFile).toBe(path.join(options.outputDir, 'execution_report.json'))
    expect(JSON.parse(await readFile(result.reportFile!, 'utf8'))).toEqual({ error: 'Could not fetch the job report: HTTP 500.' })
  })

  it('a goal that cannot be fetched: a warning naming the goal, its error written as goal.json', async () => {
    const { result, options, warnings } = await runGoalOn(await start({ statuses: [state('FINISHED', 'PASS')], goal: httpError(500) }))
    expect(result.exitCode).toBe(0)
    expect(warnings).toEqual(['Could not fetch the goal: HTTP 500.'])
    expect(result.goalFile).toBe(path.join(options.outputDir, 'goal.json'))
    expect(JSON.parse(await readFile(result.goalFile!, 'utf8'))).toEqual({ error: 'Could not fetch the goal: HTTP 500.' })
  })
})

describe('a front end without a warning handler', () => {
  it('still writes the error of a report it could not fetch', async () => {
    const fake = await start({ statuses: [state('FINISHED', 'PASS')], report: httpError(500) })
    const options = await plainOptions(fake)
    const result = await runGoal(options, { clock: new FakeClock() })
    expect(result.exitCode).toBe(0)
    expect(JSON.parse(await readFile(path.join(options.outputDir, 'execution_report.json'), 'utf8'))).toEqual({
      error: 'Could not fetch the job report: HTTP 500.'
    })
  })

  it('still ends with the goal\'s exit code when the files cannot be written', async () => {
    const fake = await start({ statuses: [state('FINISHED', 'FAIL')] })
    const outputDir = await tempDir()
    for (const file of ['execution_report.json', 'goal.json']) await mkdir(path.join(outputDir, file, 'taken'), { recursive: true })
    const result = await runGoal(await plainOptions(fake, { outputDir }), { clock: new FakeClock() })
    expect(result).toMatchObject({ exitCode: 2, cancelled: false, unwritten: ['execution_report.json', 'goal.json'] })
    expect([result.reportFile, result.goalFile]).toEqual([undefined, undefined])
  })
})

describe('a fault of the front end\'s own handler is not a cancel', () => {
  it('thrown while polling, it reaches the caller unchanged', async () => {
    const fake = await start({ statuses: [state('FINISHED', 'PASS')] })
    const fault = new Error('the polled handler broke')
    await expect(
      runGoal(await plainOptions(fake), {
        clock: new FakeClock(),
        events: {
          polled: () => {
            throw fault
          }
        }
      })
    ).rejects.toBe(fault)
  })

  it('thrown while saving the results, it reaches the caller unchanged', async () => {
    const fake = await start({ statuses: [state('FINISHED', 'PASS')], report: httpError(500) })
    const fault = new Error('the warning handler broke')
    await expect(
      runGoal(await plainOptions(fake), {
        clock: new FakeClock(),
        events: {
          warning: () => {
            throw fault
          }
        }
      })
    ).rejects.toBe(fault)
  })
})

describe('connections', () => {
  it('the run closes its kept-alive connection when it ends', async () => {
    const answers: Record<string, unknown> = { execute: { id: 1 }, executions: { status: 'FINISHED', outcome: 'PASS' } }
    const server = http.createServer((req, res) => {
      const key = Object.keys(answers).find((k) => req.url?.includes(`/${k}`))
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify(key ? answers[key] : defaultGoal))
    })
    server.keepAliveTimeout = 60_000
    const open = new Set<Socket>()
    server.on('connection', (socket: Socket) => {
      open.add(socket)
      socket.on('close', () => open.delete(socket))
    })
    const listening = await listenOnLoopback(server)
    try {
      const result = await runGoal(
        {
          token: 't',
          goalId: 'g',
          apiUrl: `http://127.0.0.1:${listening.port}/api`,
          uiUrl: 'https://ui.example',
          maxRetryTimeSeconds: 30,
          retryDelaySeconds: 10,
          pollIntervalSeconds: 2,
          outputDir: await tempDir()
        },
        { clock: new FakeClock() }
      )
      expect(result.exitCode).toBe(0)
      expect(listening.connections()).toBe(1)
      for (let i = 0; i < 100 && open.size > 0; i++) await new Promise((resolve) => setTimeout(resolve, 10))
      expect(open.size).toBe(0)
    } finally {
      await listening.close()
    }
  })
})
