import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { executeGoalCli } from '../../src/cli/execute-goal.js'
import { type FakeService, type JourneyScript, startFakeService, state } from '../fakes/service.js'
import { root, runNode } from '../helpers/child.js'
import { runCliInProcess } from '../helpers/in-process.js'
import { tempDir } from '../helpers/temp.js'

// scripts/fake-service.ts, the use-action workflow's first own step: it must return once the fakes
// listen, leave them running for the later steps, and never let them linger.

const entry = path.join(root, 'scripts/fake-service.ts')

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** The detached server of a test, ended after it whatever happened. */
let server: number | undefined
afterEach(() => {
  if (server !== undefined && isRunning(server)) process.kill(server)
  server = undefined
})

describe('node scripts/fake-service.ts', () => {
  it('returns with the addresses as step outputs, serves the scripted goal, and exits by itself after its lifetime', async () => {
    const runner = await tempDir('vqa-runner-')
    const outputFile = path.join(runner, 'output')
    await writeFile(outputFile, '')
    const run = await runNode(entry, [], { env: { GITHUB_OUTPUT: outputFile, RUNNER_TEMP: runner, FAKE_SERVICE_LIFETIME_SECONDS: '1' } })
    const outputs = Object.fromEntries((await readFile(outputFile, 'utf8')).trimEnd().split('\n').map((line) => line.split(/=(.*)/s).slice(0, 2)))
    server = Number(outputs.pid)
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(Object.keys(outputs)).toEqual(['pass-api-url', 'fail-api-url', 'certificate-api-url', 'plan-api-url', 'plan-fail-api-url', 'pid', 'log'])
    expect(outputs['pass-api-url']).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api$/)
    const addresses = ['pass', 'fail', 'certificate', 'plan', 'plan-fail'].map((name) => outputs[`${name}-api-url`])
    expect(new Set(addresses).size).toBe(5)
    expect(run.stdout).toContain(`pid                 ${server}\n`)
    expect(run.stdout).toContain('The fakes exit by themselves in 1 s.\n')
    expect(path.dirname(outputs.log)).toBe(runner)

    // The entry has exited; its server goes on, and serves each step's script.
    const start = await fetch(`${outputs['fail-api-url']}/goals/goal-7/execute?envelope=false`, { method: 'POST' })
    expect(await start.json()).toEqual({ id: 5102 })

    const deadline = Date.now() + 5000
    while (isRunning(server) && Date.now() < deadline) await new Promise((done) => setTimeout(done, 50))
    expect(isRunning(server)).toBe(false)
    expect(await readFile(outputs.log, 'utf8')).toMatch(/ lifetime of 1 s over, exiting\n$/)
  }, 20_000)

  it('refuses a lifetime that is not a whole number of seconds up to an hour, and starts nothing', async () => {
    const runner = await tempDir('vqa-runner-')
    for (const lifetime of ['0', '3601', '1.5', '']) {
      const run = await runNode(entry, [], { env: { RUNNER_TEMP: runner, FAKE_SERVICE_LIFETIME_SECONDS: lifetime } })
      // Should a server have started after all, afterEach ends it.
      const started = /^pid +(\d+)$/m.exec(run.stdout)
      if (started) server = Number(started[1])
      expect(run.code).toBe(1)
      expect(run.stdout).toBe('')
      expect(run.stderr).toBe(`fake-service: FAKE_SERVICE_LIFETIME_SECONDS must be a whole number of seconds from 1 to 3600, not "${lifetime}".\n`)
    }
  })
})

describe('the fakes answer journeys (J1–J4) as the service does, so that journeys, re-runs and the JUnit file can be tried', () => {
  // The fakes as local-action users start them, in their own process.
  let fakes: Record<string, string> = {}
  beforeAll(async () => {
    const runner = await tempDir('vqa-runner-')
    const outputFile = path.join(runner, 'output')
    await writeFile(outputFile, '')
    await runNode(entry, [], { env: { GITHUB_OUTPUT: outputFile, RUNNER_TEMP: runner, FAKE_SERVICE_LIFETIME_SECONDS: '120' } })
    fakes = Object.fromEntries((await readFile(outputFile, 'utf8')).trimEnd().split('\n').map((line) => line.split(/=(.*)/s).slice(0, 2)))
  }, 20_000)
  afterAll(() => {
    if (fakes.pid !== undefined && isRunning(Number(fakes.pid))) process.kill(Number(fakes.pid))
  })
  let service: FakeService | undefined
  afterEach(async () => {
    await service?.close()
    service = undefined
  })

  async function goal(apiUrl: string, args: string[]) {
    const cwd = await tempDir()
    const run = await runCliInProcess(executeGoalCli, ['-t', 'tok', '-gi', 'goal-7', '--api_url', apiUrl, '--ui_url', 'https://ui.example', '--poll_interval', '0.01', ...args], { cwd })
    return { ...run, cwd }
  }
  const j4Bodies = (fake: FakeService) => fake.requests.filter((request) => request.method === 'POST' && request.url.includes('/snapshots/')).map((request) => JSON.parse(request.body.toString()) as unknown)

  it('the failing step\'s fake: a re-run starts the next job, which fails again as the journey does; the JUnit file says so', async () => {
    const run = await goal(fakes['fail-api-url'], ['--rerun_failed', '1', '--junit', 'junit.xml'])
    expect(run.code).toBe(2)
    expect(run.stdout).toContain('Re-running 1 failed journey of job 5102 (run 2 of 2): job 5103: https://ui.example/#/project/execution/5103')
    expect(run.stdout).toContain('Failed: Pay by card (FAIL): checkpoint "Pay", step 2 of 2 (CLICK)')
    expect(run.stderr).toBe('The goal execution finished with outcome FAIL after re-running its failed journeys (job 5103).')
    const xml = await readFile(path.join(run.cwd, 'junit.xml'), 'utf8')
    expect(xml).toContain('<rerunFailure type="FAIL" message="checkpoint &quot;Pay&quot;, step 2 of 2 (CLICK)">')
    expect(xml).toContain('<property name="rerunJobIds" value="5103"/>')
  })

  it('the passing step\'s fake: chosen journeys start a job of their own, by J3, J2 and J4', async () => {
    const run = await goal(fakes['pass-api-url'], ['--journey', 'Login journey', '--journey', '527218'])
    expect(run.stdout.split('\n')).toContain('Job ID: 5102')
    expect(run.stdout).toContain('Journeys: 1 total, 1 passed, 0 failed (0 FAIL, 0 ERROR), 0 skipped, 0 not reached')
    expect(run.code).toBe(0)
  })

  it('a journey that passes when run again is flaky; unknown journey ids are refused, as the service refuses them', async () => {
    const journeys: JourneyScript[] = [
      { id: 11, title: 'Check out', outcome: 'FAIL', reruns: ['FAIL', 'PASS'] },
      { id: 12, title: 'Search', outcome: 'FAIL', reruns: ['PASS'] },
      { id: 13, title: 'Log in', outcome: 'PASS' }
    ]
    service = await startFakeService({ jobId: 40, statuses: [state('FINISHED', 'FAIL')], journeys })
    const run = await goal(service.apiUrl, ['--rerun_failed', '2'])
    expect(j4Bodies(service)).toEqual([
      { suiteIds: [11, 12], environmentId: 2418 },
      { suiteIds: [11], environmentId: 2418 }
    ])
    expect(run.stdout).toContain('Re-running 2 failed journeys of job 40 (run 2 of 3): job 41: https://ui.example/#/project/execution/41')
    expect(run.stdout).toContain('Re-running 1 failed journey of job 40 (run 3 of 3): job 42: https://ui.example/#/project/execution/42')
    expect(run.stdout).toContain('Journeys: 3 total, 3 passed, 0 failed (0 FAIL, 0 ERROR), 0 skipped, 0 not reached, 2 flaky')
    expect(run.code).toBe(0)
    const refused = await fetch(`${service.apiUrl}/goals/8534/snapshots/28733/execute?envelope=false`, { method: 'POST', body: JSON.stringify({ suiteIds: [99] }) })
    expect(refused.status).toBe(400)
  })
})
