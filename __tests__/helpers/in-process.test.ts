import { afterEach, describe, expect, it } from 'vitest'
import { type FakeService, startFakeService, state } from '../fakes/service.js'
import { runActionInProcess, runCliInProcess } from './in-process.js'

// The in-process runs borrow process-wide state; these tests check that they give it back.

let service: FakeService | undefined
afterEach(async () => {
  await service?.close()
  service = undefined
})

async function goal(goalId: string) {
  service ??= await startFakeService({ statuses: [state('FINISHED', 'PASS')] })
  return runActionInProcess({ mode: 'goal', token: 'tok', 'goal-id': goalId, 'api-url': service.apiUrl })
}


describe('runActionInProcess', () => {
  it('puts process.env, the cwd and the stdout and stderr writers back as they were', async () => {
    const env = { ...process.env }
    const cwd = process.cwd()
    const { write: stdoutWrite } = process.stdout
    const { write: stderrWrite } = process.stderr
    const run = await goal('g')
    expect(run.code).toBe(0)
    expect(run.dir).not.toBe(cwd)
    expect(process.env).toEqual(env)
    expect(process.cwd()).toBe(cwd)
    expect(process.stdout.write).toBe(stdoutWrite)
    expect(process.stderr.write).toBe(stderrWrite)
  })

  it('gives each run its own job summary, although @actions/core keeps the path of the first one', async () => {
    const first = await goal('goal-first')
    const second = await goal('goal-second')
    expect(first.summary).toContain('<td>Goal</td><td>Checkout regression (goal-first)</td>')
    expect(second.summary).toContain('<td>Goal</td><td>Checkout regression (goal-second)</td>')
    expect(second.summary).not.toContain('goal-first')
  })

  it('hides the runner variables of the outer environment from the run', async () => {
    process.env['INPUT_GOAL-ID'] = 'from-outside'
    try {
      service = await startFakeService({ statuses: [state('FINISHED', 'PASS')] })
      const run = await runActionInProcess({ mode: 'goal', token: 'tok', 'api-url': service.apiUrl })
      expect(run.code).toBe(1)
      expect(run.stdout).toContain('The input "goal-id" is required in goal mode.')
      expect(process.env['INPUT_GOAL-ID']).toBe('from-outside')
    } finally {
      delete process.env['INPUT_GOAL-ID']
    }
  })

  it('refuses a run that would overlap another', async () => {
    service = await startFakeService({ statuses: [state('FINISHED', 'PASS')] })
    const first = runActionInProcess({ mode: 'goal', token: 'tok', 'goal-id': 'g', 'api-url': service.apiUrl })
    await expect(runActionInProcess({ mode: 'goal' })).rejects.toThrow(/cannot overlap/)
    expect((await first).code).toBe(0)
  })
})

describe('runCliInProcess', () => {
  it('gives the main its io and the environment, and puts process.env back even when the main throws', async () => {
    const before = { ...process.env }
    let seen: { cwd: string; proxy: string | undefined; aborted: boolean | undefined } | undefined
    const failing = async (argv: readonly string[], io: { cwd: string; signal?: AbortSignal; out(line: string): void }) => {
      seen = { cwd: io.cwd, proxy: process.env.HTTPS_PROXY, aborted: io.signal?.aborted }
      io.out(argv.join(' '))
      process.env.VQA_SET_BY_MAIN = 'yes'
      throw new Error('boom')
    }
    await expect(runCliInProcess(failing, ['a', 'b'], { cwd: '/somewhere', env: { HTTPS_PROXY: 'http://127.0.0.1:9' } })).rejects.toThrow('boom')
    expect(seen).toEqual({ cwd: '/somewhere', proxy: 'http://127.0.0.1:9', aborted: false })
    expect(process.env).toEqual(before)
  })

  it('joins the lines of each stream with line feeds', async () => {
    const run = await runCliInProcess(async (_argv, io) => {
      io.out('one')
      io.err('two')
      io.out('three')
      return 2
    }, [])
    expect(run).toEqual({ code: 2, stdout: 'one\nthree', stderr: 'two' })
  })
})
