import { chmod, mkdir, readFile, readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { executeGoalCli } from '../../src/cli/execute-goal.js'
import { executePlanCli } from '../../src/cli/execute-plan.js'
import { type FakeService, JOURNEY_SECRET, type JourneyScript, type ServiceScript, startFakeService, state } from '../fakes/service.js'
import { FakeClock } from '../helpers/fake-clock.js'
import { runCliInProcess } from '../helpers/in-process.js'
import { failingJourneys, failingWhere } from '../helpers/journeys.js'
import { tempDir } from '../helpers/temp.js'

// The CLIs' history (contract: "History", "The CLIs: `--history FILE`"): the record in a file,
// written by hand here as the documented format says; the comparison printed; `--fail_on new`.

let service: FakeService | undefined
afterEach(async () => {
  await service?.close()
  service = undefined
})

async function cli(main: typeof executeGoalCli, script: ServiceScript, args: string[], cwd?: string) {
  service = await startFakeService(script)
  const dir = cwd ?? (await tempDir())
  const run = await runCliInProcess(main, [...args, '-t', 'tok', '--api_url', service.apiUrl, '--ui_url', 'https://ui.example'], { clock: new FakeClock(), cwd: dir })
  return { ...run, cwd: dir }
}

/** A record file as a person (or another CI system) writes it: the documented format, oldest run first. */
function record(...runs: { at: string; exitCode?: number; journeys: Record<string, { title?: string; outcome: string; flaky?: true }> }[]): string {
  return JSON.stringify({ format: 'virtuoso-qa-history/1', runs: runs.map((run) => ({ exitCode: 0, ...run })) })
}

const [checkout, search, account, wishlist] = failingJourneys
/** The fake's journeys: checkout FAIL, search PASS, account ERROR, wishlist SKIP. */
const failing: ServiceScript = { statuses: [state('FINISHED', 'FAIL')], journeys: failingJourneys }
const lines = (stdout: string) => stdout.split('\n')

async function withRecord(text: string): Promise<string> {
  const dir = await tempDir()
  await writeFile(path.join(dir, 'history.json'), text)
  return dir
}

describe('execute-goal --history FILE', () => {
  it('no file yet: no comparison; the file is written with this run, holding only titles, ids, outcomes and dates', async () => {
    const run = await cli(executeGoalCli, failing, ['-gi', 'goal-7', '--history', 'history.json'])
    expect(run.code).toBe(2)
    expect(run.stdout).not.toContain('Compared with')
    const text = await readFile(path.join(run.cwd, 'history.json'), 'utf8')
    const saved = JSON.parse(text)
    expect(saved.format).toBe('virtuoso-qa-history/1')
    expect(saved.runs).toHaveLength(1)
    expect(saved.runs[0]).toEqual({
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      exitCode: 2,
      journeys: {
        [checkout.id]: { title: checkout.title, outcome: 'FAIL' },
        [search.id]: { title: search.title, outcome: 'PASS' },
        [account.id]: { title: account.title, outcome: 'ERROR' },
        [wishlist.id]: { title: wishlist.title, outcome: 'SKIP' }
      }
    })
    // The service's answers carry test data; none of it reaches the record.
    expect(text).not.toContain(JOURNEY_SECRET)
    expect(text).not.toMatch(/ref|sha|runId|url/)
  })

  it('compares with the file\'s newest run: the line after Journeys:, each Failed: line new or failing since, then appends this run', async () => {
    const dir = await withRecord(
      record(
        { at: '2026-11-20T02:00:00.000Z', journeys: { [checkout.id]: { title: checkout.title, outcome: 'FAIL' }, [search.id]: { title: search.title, outcome: 'FAIL' } } },
        { at: '2026-11-21T02:00:00.000Z', journeys: { [checkout.id]: { title: checkout.title, outcome: 'FAIL' }, [search.id]: { title: search.title, outcome: 'FAIL' } } }
      )
    )
    const run = await cli(executeGoalCli, failing, ['-gi', 'goal-7', '--history', 'history.json'], dir)
    expect(run.code).toBe(2)
    const out = lines(run.stdout)
    const at = out.indexOf('Compared with the run of 2026-11-21T02:00:00.000Z: 1 new failure, 1 still failing, 1 fixed')
    expect(at).toBeGreaterThan(out.findIndex((line) => line.startsWith('Journeys: ')))
    // New failures first: account is new (absent before), checkout failed in both earlier runs.
    expect(out.slice(at + 1, at + 3)).toEqual([
      `Failed: Account page (ERROR): ${failingWhere.account} (new)`,
      `Failed: Log in and check out (FAIL): ${failingWhere.checkout} (failing since 2026-11-20, 3 runs)`
    ])
    const saved = JSON.parse(await readFile(path.join(dir, 'history.json'), 'utf8'))
    expect(saved.runs.map((each: { exitCode: number }) => each.exitCode)).toEqual([0, 0, 2])
  })

  it('--fail_on new: every failure already failed in the baseline, so exit 0, with one warning naming them and the baseline; the record keeps exit 0', async () => {
    const journeys: JourneyScript[] = [checkout, search]
    const dir = await withRecord(record({ at: '2026-11-21T02:00:00.000Z', exitCode: 2, journeys: { [checkout.id]: { title: checkout.title, outcome: 'ERROR' } } }))
    const run = await cli(executeGoalCli, { statuses: [state('FINISHED', 'FAIL')], journeys }, ['-gi', 'goal-7', '--history', 'history.json', '--fail_on', 'new'], dir)
    expect(run.code).toBe(0)
    expect(run.stderr).toContain(
      'Warning: 1 journey failed that already failed in the run of 2026-11-21T02:00:00.000Z ("Log in and check out"): none is new, so the gate passes (--fail_on new).'
    )
    expect(run.stdout.split('\n').at(-1)).toBe('Done!')
    const saved = JSON.parse(await readFile(path.join(dir, 'history.json'), 'utf8'))
    expect(saved.runs.at(-1).exitCode).toBe(0)
  })

  it('--fail_on new with a new failure, or without a baseline, stays strict (the latter says so on stderr)', async () => {
    const dir = await withRecord(record({ at: '2026-11-21T02:00:00.000Z', journeys: { [checkout.id]: { title: checkout.title, outcome: 'FAIL' } } }))
    const withNew = await cli(executeGoalCli, failing, ['-gi', 'goal-7', '--history', 'history.json', '--fail_on', 'new'], dir)
    expect(withNew.code).toBe(2)
    await service?.close()
    const none = await cli(executeGoalCli, failing, ['-gi', 'goal-7', '--fail_on', 'new'])
    expect(none.code).toBe(2)
    expect(none.stderr).toContain('No earlier run to compare with: the gate stays strict (--fail_on new).')
  })

  it('a file that is not a record, a directory, or larger than 8 MiB: a usage error before anything starts, the file left as it is', async () => {
    for (const [name, make] of [
      ['not a record', async (file: string) => writeFile(file, '{"format": "something else", "runs": []}')],
      ['not JSON', async (file: string) => writeFile(file, 'runs: 1')],
      ['a run without a date', async (file: string) => writeFile(file, '{"format": "virtuoso-qa-history/1", "runs": [{"exitCode": 0, "journeys": {}}]}')],
      ['a directory', async (file: string) => mkdir(file)],
      ['too large', async (file: string) => writeFile(file, Buffer.alloc((8 << 20) + 1, 0x20))]
    ] as const) {
      const dir = await tempDir()
      const file = path.join(dir, 'history.json')
      await make(file)
      const before = (await readdir(dir)).sort()
      const run = await cli(executeGoalCli, failing, ['-gi', 'goal-7', '--history', 'history.json'], dir)
      expect(run.code, name).toBe(1)
      expect(run.stderr.split('\n')[0], name).toMatch(/^--history .*history\.json (is not a history record|is a directory|is larger than 8 MiB)/)
      expect(service!.requests, name).toEqual([])
      expect((await readdir(dir)).sort(), name).toEqual(before)
      await service?.close()
    }
  })

  it('a file that cannot be replaced (its directory read-only): a usage error before anything starts', async () => {
    const dir = await withRecord(record())
    await chmod(dir, 0o555)
    try {
      // Root writes anywhere: the check is then moot, and the run goes on.
      const run = await cli(executeGoalCli, failing, ['-gi', 'goal-7', '--history', 'history.json'], dir)
      if (process.getuid?.() === 0) expect(run.code).toBe(2)
      else expect(run.code).toBe(1)
    } finally {
      await chmod(dir, 0o755)
    }
  })

  it('--fail_on takes any or new only', async () => {
    const run = await cli(executeGoalCli, failing, ['-gi', 'goal-7', '--fail_on', 'old'])
    expect(run.code).toBe(1)
    expect(run.stderr.split('\n')[0]).toBe('--fail_on must be "any" or "new", not "old".')
    expect(service!.requests).toEqual([])
  })
})

describe('execute-plan --history FILE', () => {
  it('keys a journey by its goal and id, and marks the plan\'s Failed: lines', async () => {
    const dir = await withRecord(record({ at: '2026-11-21T02:00:00.000Z', journeys: { [`8534/${checkout.id}`]: { title: checkout.title, outcome: 'FAIL' } } }))
    const run = await cli(executePlanCli, { planJobs: [{ id: 11, statuses: [state('FINISHED', 'FAIL')], journeys: failingJourneys }] }, ['-pi', 'plan-3', '--history', 'history.json'], dir)
    expect(run.code).toBe(2)
    expect(run.stdout).toContain(`Failed: job 11: Log in and check out (FAIL): ${failingWhere.checkout} (failing since 2026-11-21, 2 runs)`)
    expect(run.stdout).toContain(`Failed: job 11: Account page (ERROR): ${failingWhere.account} (new)`)
    const saved = JSON.parse(await readFile(path.join(dir, 'history.json'), 'utf8'))
    expect(Object.keys(saved.runs[1].journeys).sort()).toEqual([checkout, search, account, wishlist].map((journey) => `8534/${journey.id}`).sort())
  })
})
