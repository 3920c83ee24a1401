import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, it } from 'vitest'
import { cacheStore } from '../src/action/history-cache.js'
import { compareWithRecord } from '../src/history/compare.js'
import { RECORD_FORMAT, type RecordedRun, appendRun, parseRecord } from '../src/history/record.js'
import type { RecordStore } from '../src/history/store.js'
import { type CacheService, branchScopes, startCacheService } from '../__tests__/fakes/cache-service.js'
import { raw, startFakeService, state } from '../__tests__/fakes/service.js'
import { type ActionRun, runAction } from '../__tests__/helpers/child.js'
import { goalInputs } from '../__tests__/helpers/goal-inputs.js'
import { tempDir } from '../__tests__/helpers/temp.js'
import { goalAnswers } from './journey-results.js'
import { mb, measure, median, ms, ratio, readUsage, usageEnv } from './measure.js'

// What the history costs a run (issue 38; contract: "History: what is new, what keeps failing,
// what was fixed"): a goal of 2,000 journeys whose record holds 30 runs. The bundled action runs
// as the runner starts it, against the service's fake and the Actions cache's fake, with
// `history: true`, paired in each round with the same run with `history: false` (the reference,
// which makes no cache request): wall time and CPU, the action's own and its children's (the cache
// client's process, its tar and zstd), as medians of the rounds. The record is written here per
// the documented format and seeded through the real store; every run with history then restores
// a record of 30 runs (the oldest dropped as it saves). Also: the record's text and the archive
// the cache keeps, the in-process share (parse, compare, append), and the action's peak RSS on a
// 100 MB J1 (the wide shape of journeys.bench.ts) with history on, against the 150 MB target.

const JOURNEYS = 2000
const RUNS = 30
const ROUNDS = 5
const WIDE_ROUNDS = 3
const RSS_TARGET = 150 << 20
const REF = 'refs/heads/main'
/** The ids and titles of goalAnswers' journeys (bench/journey-results.ts): the record must name the same ones. */
const journeyId = (index: number) => String(527_218 + index)
const journeyTitle = (index: number) => `Journey ${index}: check out with a saved card`

/**
 * Run `n` of a record (0 the oldest) of `count` journeys, as the action records one: every tenth
 * journey fails in each (as goalAnswers' do), a few more fail in some runs, and a few are flaky.
 */
function recordedRun(n: number, count: number): RecordedRun {
  const journeys: RecordedRun['journeys'] = {}
  for (let index = 0; index < count; index++) {
    const failed = index % 10 === 9 || (index * 7 + n) % 101 === 0
    const flaky = !failed && (index + n) % 89 === 0
    journeys[journeyId(index)] = { title: journeyTitle(index), outcome: failed ? 'FAIL' : 'PASS', ...(flaky ? { flaky: true } : {}) }
  }
  const runId = String(9_000_000 + n)
  return {
    at: new Date(Date.UTC(2026, 10, 1 + n, 3, 17)).toISOString(),
    exitCode: 2,
    journeys,
    ref: REF,
    sha: (n * 2654435761).toString(16).padStart(40, '0'),
    runId,
    runNumber: String(100 + n),
    runAttempt: '1',
    url: `https://github.com/acme/shop/actions/runs/${runId}`
  }
}

/** The record's text as the format documents it: one run a line, oldest first. */
const recordText = (runs: RecordedRun[]): string => `{"format": "${RECORD_FORMAT}", "runs": [\n${runs.map((run) => JSON.stringify(run)).join(',\n')}\n]}\n`

/** KiB with one decimal. */
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`

/** What an archive is compressed with, from its first bytes. */
const compression = (blob: Buffer): string => (blob.readUInt32LE(0) === 0xfd2fb528 ? 'zstd' : blob[0] === 0x1f && blob[1] === 0x8b ? 'gzip' : 'unknown')

/** A push to main, run number `n`: the runner's variables, the cache's fake's among them. */
async function runnerEnv(cache: CacheService, n: number): Promise<Record<string, string>> {
  const event = path.join(await tempDir('vqa-bench-event-'), 'event.json')
  await writeFile(event, JSON.stringify({ repository: { default_branch: 'main' } }))
  return {
    ...cache.env(branchScopes(REF)),
    GITHUB_REF: REF,
    GITHUB_EVENT_NAME: 'push',
    GITHUB_EVENT_PATH: event,
    GITHUB_REPOSITORY: 'acme/shop',
    GITHUB_RUN_ID: String(7000 + n),
    GITHUB_RUN_NUMBER: String(n),
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_SHA: `abc${n}def0123456789`
  }
}

/** How a run with history must end: `record` compared with a 30-run record; `first` found none (a goal no run has recorded). */
type History = 'off' | 'first' | 'record'

interface Measured {
  run: ActionRun
  wallMs: number
  cpuMs: number
  peak: number
}

it('the time a 30-run history adds to a run of 2,000 journeys, its record and archive, and the peak RSS on a 100 MB J1 with it', { timeout: 300_000 }, async () => {
  const cache = await startCacheService()
  const usageDir = await tempDir('vqa-bench-history-')
  let n = 0
  try {
    /** The store of `goalId`'s record on main, as the action's (its client's lines dropped). */
    const storeOf = async (goalId: string) => cacheStore({ kind: 'goal', id: goalId }, { PATH: process.env.PATH, ...(await runnerEnv(cache, 1)) }, { debug: () => undefined }) as RecordStore
    /** Seeds `goalId`'s record: 30 runs of `count` journeys, written here, read back as the action reads it. */
    async function seed(goalId: string, count: number): Promise<string> {
      const text = recordText(Array.from({ length: RUNS }, (_, i) => recordedRun(i, count)))
      const parsed = parseRecord(text)
      expect(parsed.runs).toHaveLength(RUNS)
      expect(parsed.runs[RUNS - 1].journeys.size).toBe(count)
      const entries = cache.entries.length
      await (await storeOf(goalId)).save(text, AbortSignal.timeout(60_000))
      expect(cache.entries.slice(entries).filter((entry) => entry.finalized)).toHaveLength(1)
      return text
    }

    /** One run of the bundled action on `goalId` against a fresh fake service answering `answers`. */
    async function runOnce(answers: { j1: Buffer; j2: Buffer }, goalId: string, history: History): Promise<Measured> {
      const service = await startFakeService({ statuses: [state('FINISHED', 'FAIL')], journeyResults: raw(answers.j1), goalJourneys: raw(answers.j2) })
      const usageFile = path.join(usageDir, `usage-${n}.json`)
      const requests = cache.requests.length
      const entries = cache.entries.length
      try {
        const inputs = goalInputs(service.apiUrl, { 'goal-id': goalId, 'upload-artifact': 'false', history: String(history !== 'off') })
        const run = await runAction(inputs, { ...(await runnerEnv(cache, 200 + n++)), ...usageEnv(usageFile) })
        expect(run.code, run.stdout + run.stderr).toBe(2)
        expect(run.stdout).not.toMatch(/^::warning.*histor/im)
        if (history === 'off') {
          expect(cache.requests.length, 'history: false makes no cache request').toBe(requests)
        } else {
          // It saved one entry; with a record, it compared with its newest run and charted 30 runs and its own.
          expect(cache.entries.length).toBe(entries + 1)
          expect(cache.entries.at(-1)!.finalized).toBe(true)
          if (history === 'first') expect(run.summary).not.toContain('Compared with')
          else expect(/x-axis \[([^\]]*)\]/.exec(run.summary)?.[1].split(', ')).toHaveLength(RUNS + 1)
        }
        const usage = readUsage(usageFile)
        return { run, wallMs: run.ms, cpuMs: usage.cpuMs + usage.childrenCpuMs, peak: usage.maxRssBytes }
      } finally {
        await service.close()
      }
    }

    // The time: rounds of a pair, in turn off first and on first, after one warm-up pair.
    await seed('goal-7', JOURNEYS)
    const goal = goalAnswers(JOURNEYS, { checkpoints: 1, steps: 1 })
    await runOnce(goal, 'goal-7', 'off')
    await runOnce(goal, 'goal-7', 'record')
    const pairs: { off: Measured; on: Measured }[] = []
    for (let round = 0; round < ROUNDS; round++) {
      const order: History[] = round % 2 ? ['record', 'off'] : ['off', 'record']
      const [first, second] = [await runOnce(goal, 'goal-7', order[0]), await runOnce(goal, 'goal-7', order[1])]
      pairs.push(round % 2 ? { on: first, off: second } : { off: first, on: second })
    }

    // The record as the last run saved it (30 runs: the oldest dropped), and the archive the cache keeps.
    const saved = (await (await storeOf('goal-7')).restore(AbortSignal.timeout(30_000)))!.text
    expect(parseRecord(saved).runs).toHaveLength(RUNS)
    const archive = cache.entries.at(-1)!.blob!

    // The in-process share: reading the record, comparing, appending this run.
    const thisRun = recordedRun(RUNS, JOURNEYS)
    const inProcess = measure(() => {
      const record = parseRecord(saved)
      expect(compareWithRecord(record, thisRun)).toBeDefined()
      appendRun(record, thisRun)
    }, 5)

    const column = (pick: (m: Measured) => number, what: string) => {
      const off = median(pairs.map((p) => pick(p.off)))
      const on = median(pairs.map((p) => pick(p.on)))
      const added = median(pairs.map((p) => pick(p.on) - pick(p.off)))
      return { figure: what, 'history: false': ms(off), 'history: true': ms(on), 'true / false': ratio(on, off), 'added (median of pairs)': ms(added), 'added, s': (added / 1000).toFixed(2), 'added / history: false': ratio(added, off) }
    }
    console.log(
      `A goal of ${JOURNEYS} journeys (J1 ${mb(goal.j1.length)}, J2 ${mb(goal.j2.length)}, ${goal.failed} failed); with history, a record of ${RUNS} runs restored, compared and saved against the Actions cache's fake. ` +
        `${ROUNDS} rounds of a pair after a warm-up pair, the order turned each round. CPU: the action's and its children's (the cache client, tar, zstd; in steps of 10 ms).`
    )
    console.table([column((m) => m.wallMs, 'wall time, spawn → exit'), column((m) => m.cpuMs, 'CPU, user + system')])
    console.table([
      { what: `the record's text (${RUNS} runs of ${JOURNEYS} journeys)`, size: mb(Buffer.byteLength(saved)), bytes: Buffer.byteLength(saved), 'vs the text': ratio(1, 1) },
      { what: `the archive the cache stores (tar, ${compression(archive)})`, size: kb(archive.length), bytes: archive.length, 'vs the text': ratio(archive.length, Buffer.byteLength(saved)) },
      { what: 'in process: parse, compare, append (median of 5)', size: ms(inProcess.median), bytes: '', 'vs the text': '' }
    ])

    // The peak on a 100 MB J1 (journeys.bench.ts' wide shape): history off, on with no record yet
    // (a goal of its own each time), and on with a 30-run record of its own 1,500 journeys; in turn.
    const wide = goalAnswers(1500, { checkpoints: 10, steps: 1 })
    const wideRecord = await seed('goal-wide', 1500)
    const kinds: History[] = ['off', 'first', 'record']
    const peaks = new Map<History, number[]>(kinds.map((kind) => [kind, []]))
    for (let round = 0; round < WIDE_ROUNDS; round++) {
      for (const kind of round % 2 ? [...kinds].reverse() : kinds) peaks.get(kind)!.push((await runOnce(wide, kind === 'first' ? `goal-first-${n}` : 'goal-wide', kind)).peak)
    }
    const off = Math.max(...peaks.get('off')!)
    console.log(
      `1500 journeys of 10 steps: J1 ${mb(wide.j1.length)}, J2 ${mb(wide.j2.length)}; its record ${mb(Buffer.byteLength(wideRecord))} (${RUNS} runs); ` +
        `${WIDE_ROUNDS} runs each, in turn; the action's own peak RSS (VmHWM) at its exit; the target checked on the highest.`
    )
    const names: Record<History, string> = { off: 'false', first: 'true, no record yet (restores none, saves one run)', record: `true, a ${RUNS}-run record restored and saved` }
    console.table(
      kinds.map((kind) => {
        const highest = Math.max(...peaks.get(kind)!)
        return {
          history: names[kind],
          'peak RSS, each': peaks.get(kind)!.map(mb).join(', '),
          median: mb(median(peaks.get(kind)!)),
          highest: mb(highest),
          'over history: false': kind === 'off' ? '' : mb(highest - off),
          'target ≤ 150 MB': highest <= RSS_TARGET ? 'holds' : 'MISSED'
        }
      })
    )
  } finally {
    await cache.close()
  }
})
