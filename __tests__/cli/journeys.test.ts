import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { executeGoalCli } from '../../src/cli/execute-goal.js'
import { executePlanCli } from '../../src/cli/execute-plan.js'
import { type FakeService, type JourneyScript, type ServiceScript, httpError, startFakeService, state } from '../fakes/service.js'
import { FakeClock } from '../helpers/fake-clock.js'
import { runCliInProcess } from '../helpers/in-process.js'
import { failingJourneys, failingWhere, withJourneys } from '../helpers/journeys.js'
import { tmpfs } from '../helpers/mounts.js'
import { tempDir } from '../helpers/temp.js'

// The CLIs' journey lines (contract: "Journey results", the CLIs): a `Failed:` line per failed
// journey after the `Journeys:` line, and the JUnit file only with --junit.

let service: FakeService | undefined
afterEach(async () => {
  await service?.close()
  service = undefined
})

async function cli(main: typeof executeGoalCli, script: ServiceScript, args: string[]) {
  service = await startFakeService(script)
  const cwd = await tempDir()
  const run = await runCliInProcess(main, [...args, '-t', 'tok', '--api_url', service.apiUrl, '--ui_url', 'https://ui.example'], { clock: new FakeClock(), cwd })
  return { ...run, cwd }
}

describe('execute-goal: failed journeys', () => {
  it('prints a Failed: line per failed journey after the Journeys: line, and writes no JUnit file unasked', async () => {
    const run = await cli(executeGoalCli, { statuses: [withJourneys('FINISHED', 'FAIL', { PASS: 1, FAIL: 1, ERROR: 1, SKIP: 1 })], journeys: failingJourneys }, ['-gi', 'goal-7'])
    expect(run.code).toBe(2)
    expect(run.stdout.split('\n').slice(-4)).toEqual([
      'Execution link: https://ui.example/#/project/execution/4242',
      'Journeys: 4 total, 1 passed, 2 failed (1 FAIL, 1 ERROR), 1 skipped, 0 not reached',
      `Failed: Log in and check out (FAIL): ${failingWhere.checkout}`,
      `Failed: Account page (ERROR): ${failingWhere.account}`
    ])
    expect(run.stderr).toBe('The goal execution finished with outcome FAIL.')
    // The original client writes exactly its two files.
    expect((await readdir(run.cwd)).sort()).toEqual(['execution_report.json', 'goal.json'])
  })

  it('--junit FILE writes the JUnit file there', async () => {
    const run = await cli(executeGoalCli, { statuses: [state('FINISHED', 'FAIL')], journeys: failingJourneys }, ['-gi', 'goal-7', '--junit', 'reports/junit.xml'])
    expect(run.code).toBe(2)
    const xml = await readFile(path.join(run.cwd, 'reports/junit.xml'), 'utf8')
    expect(xml).toContain('<testsuites name="Virtuoso QA" tests="4" failures="1" errors="1" skipped="1"')
  })

  it('at most 50 Failed: lines, then how many more; a line without where when nothing is known', async () => {
    const journeys: JourneyScript[] = Array.from({ length: 53 }, (_, i) => ({ id: 90 + i, title: `J${i}`, outcome: 'FAIL', checkpoints: [] }))
    const run = await cli(executeGoalCli, { statuses: [state('FINISHED', 'FAIL')], journeys }, ['-gi', 'goal-7'])
    const failed = run.stdout.split('\n').filter((line) => line.startsWith('Failed: ') || line.startsWith('… and'))
    expect(failed).toHaveLength(51)
    expect(failed[0]).toBe('Failed: J0 (FAIL)')
    expect(failed[50]).toBe('… and 3 more failed journeys')
  })

  it('results that cannot be read: a one-line warning on stderr, no Failed: line, the exit code as it was', async () => {
    const run = await cli(executeGoalCli, { statuses: [state('FINISHED', 'FAIL')], journeyResults: httpError(404) }, ['-gi', 'goal-7'])
    expect(run.code).toBe(2)
    expect(run.stdout).not.toContain('Failed: ')
    expect(run.stderr.split('\n')).toEqual([
      expect.stringMatching(/^Warning: Journey results of job 4242 could not be read: HTTP 404 from http:\/\/127\.0\.0\.1:\d+\/api\/executions\/4242: /),
      'The goal execution finished with outcome FAIL.'
    ])
  })
})

describe('execute-plan: failed journeys', () => {
  it('names the job in each Failed: line, in job order', async () => {
    const run = await cli(
      executePlanCli,
      {
        planJobs: [
          { id: 11, statuses: [state('FINISHED', 'FAIL')], journeys: [failingJourneys[0]] },
          { id: 12, statuses: [state('FINISHED', 'PASS')], journeys: [failingJourneys[1]] },
          { id: 13, statuses: [state('FINISHED', 'ERROR')], journeys: [failingJourneys[2]] }
        ]
      },
      ['-pi', 'plan-3', '--junit', 'junit.xml']
    )
    expect(run.code).toBe(2)
    expect(run.stdout.split('\n').filter((line) => line.startsWith('Failed: '))).toEqual([
      `Failed: job 11: Log in and check out (FAIL): ${failingWhere.checkout}`,
      `Failed: job 13: Account page (ERROR): ${failingWhere.account}`
    ])
    // J2 once for the version the three jobs share.
    expect(service!.requests.filter((r) => r.url.startsWith('/api/snapshots/'))).toHaveLength(1)
    const xml = await readFile(path.join(run.cwd, 'junit.xml'), 'utf8')
    expect(xml.match(/<testsuite /g)).toHaveLength(3)
  })
})

describe('--junit FILE is checked before anything starts (contract: "Checked before anything starts")', () => {
  const clis = [
    ['execute-goal', executeGoalCli, ['-gi', 'goal-7']],
    ['execute-plan', executePlanCli, ['-pi', 'plan-3']]
  ] as const

  /** The CLI with --junit FILE, in a current directory prepared first; it must not send one request. */
  async function refused(main: typeof executeGoalCli, args: readonly string[], junit: (cwd: string) => Promise<string> | string) {
    service = await startFakeService({ planJobs: [{ id: 1 }] })
    const cwd = await tempDir()
    const file = await junit(cwd)
    const run = await runCliInProcess(main, [...args, '--junit', file, '-t', 'tok', '--api_url', service.apiUrl], { clock: new FakeClock(), cwd })
    expect(service.requests).toEqual([])
    expect(run.stdout).toBe('')
    expect(run.code).toBe(1)
    return { ...run, cwd, file: path.resolve(cwd, file) }
  }

  it.each(clis)('%s: a directory is a usage error, nothing started', async (_, main, args) => {
    const run = await refused(main, args, async (cwd) => {
      await mkdir(path.join(cwd, 'reports'))
      return 'reports'
    })
    expect(run.stderr).toBe(`Cannot write the JUnit file ${run.file}: EISDIR; nothing was started.`)
  })

  it.each(clis)('%s: a path under a regular file is a usage error, nothing started', async (_, main, args) => {
    const run = await refused(main, args, async (cwd) => {
      await writeFile(path.join(cwd, 'notes.txt'), '')
      return 'notes.txt/deeper/junit.xml'
    })
    expect(run.stderr).toBe(`Cannot write the JUnit file ${run.file}: ENOTDIR; nothing was started.`)
  })

  it.for(clis)('%s: the nearest existing directory read-only (root included) is a usage error, nothing started', async ([, main, args], { skip }) => {
    const disk = await tmpfs('64k', { readOnly: true })
    if (!disk) return skip('cannot mount a tmpfs here')
    const file = path.join(disk, 'missing', 'junit.xml')
    const run = await refused(main, args, () => file)
    expect(run.stderr).toBe(`Cannot write the JUnit file ${file}: EROFS; nothing was started.`)
  })

  it.each(clis)('%s: a file there already is replaced, in a directory that is made', async (_, main, args) => {
    service = await startFakeService({ planJobs: [{ id: 1 }] })
    const cwd = await tempDir()
    await writeFile(path.join(cwd, 'junit.xml'), 'old')
    for (const junit of ['junit.xml', 'new/deeper/junit.xml']) {
      const run = await runCliInProcess(main, [...args, '--junit', junit, '-t', 'tok', '--api_url', service.apiUrl], { clock: new FakeClock(), cwd })
      expect(run.code).toBe(0)
      expect(await readFile(path.join(cwd, junit), 'utf8')).toContain('<testsuites name="Virtuoso QA"')
    }
  })
})
