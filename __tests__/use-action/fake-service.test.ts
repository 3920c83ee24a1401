import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { root, runNode } from '../helpers/child.js'
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
