import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { expect, it } from 'vitest'
import { startArtifactBackend } from '../__tests__/fakes/artifact-backend.js'
import { raw, startFakeService, state } from '../__tests__/fakes/service.js'
import { dist, runAction, runNode } from '../__tests__/helpers/child.js'
import { tempDir } from '../__tests__/helpers/temp.js'
import { mb, ratio, readUsage, usageEnv } from './measure.js'
import { goalInputs } from '../__tests__/helpers/goal-inputs.js'

// Peak memory of a goal run whose job report is 50 MB (issue 11; contract: the report and the goal
// are streamed to their files). Each bundle runs as the runner starts it and measures its own peak
// RSS at its exit (usageEnv). The references, measured in the same run: the payload's size, and the
// peak of a bare `node` and of the same run with the default, tiny report. Reports of 5 and 200 MB
// show whether the peak grows with the size.

const PAYLOAD_BYTES = 50 << 20
const TARGET_BYTES = 150 << 20

/**
 * A job report of about `bytes` bytes, compact as a service writes it, with what pretty-printing
 * must keep (unicode, escapes, long numbers, nesting), and the SHA-256 and size of its expected
 * file: `JSON.stringify(JSON.parse(compact), null, 2)` and a newline. Both are built a batch of
 * steps at a time, so that neither is ever one string (a 200 MB one would pass V8's limit).
 */
function makeReport(bytes: number): { body: Buffer; prettyHash: string; prettyBytes: number } {
  const hash = createHash('sha256')
  const parts: Buffer[] = []
  let size = 0
  let prettyBytes = 0
  const add = (compact: string, pretty: string) => {
    parts.push(Buffer.from(compact))
    size += parts[parts.length - 1].length
    const prettyPart = Buffer.from(pretty)
    hash.update(prettyPart)
    prettyBytes += prettyPart.length
  }
  const meta = { id: 4242, status: 'FINISHED', outcome: 'PASS', started: 1763856000123, goal: { id: 'goal-7', name: 'Checkout ✓ 🛒', tags: [] } }
  add(`{"meta":${JSON.stringify(meta)},"steps":[`, `{\n  "meta": ${JSON.stringify(meta, null, 2).replaceAll('\n', '\n  ')},\n  "steps": [`)
  for (let i = 0; size < bytes; ) {
    const compact: string[] = []
    const pretty: string[] = []
    for (const end = i + 1000; i < end; i++) {
      const step = {
        id: i,
        action: `Click on "Add to cart" #${i}`,
        passed: i % 7 !== 0,
        duration: i * 0.125,
        screenshot: `https://storage.example/shots/${i.toString(16).padStart(8, '0')}.png`,
        log: ['navigate', { selector: 'button.primary', text: 'Ünïcödé\ttab\n"quoted"' }, null, []],
        meta: {}
      }
      compact.push((i > 0 ? ',' : '') + JSON.stringify(step))
      pretty.push((i > 0 ? ',' : '') + '\n    ' + JSON.stringify(step, null, 2).replaceAll('\n', '\n    '))
    }
    add(compact.join(''), pretty.join(''))
  }
  add(']}', '\n  ]\n}\n')
  return { body: Buffer.concat(parts), prettyHash: hash.digest('hex'), prettyBytes }
}

/** The tests' goal-mode inputs, polling every 0.05 s. */
const benchGoal = (apiUrl: string, inputs: Record<string, string> = {}) => goalInputs(apiUrl, { 'poll-interval': '0.05', ...inputs })

type Report = ReturnType<typeof makeReport>

it('peak memory of a goal run with a 50 MB job report', { timeout: 300_000 }, async () => {
  const reports = new Map([5, 50, 200].map((size) => [size, makeReport(size << 20)]))
  const payload = reports.get(PAYLOAD_BYTES >> 20)!
  // The generator against the reference layout, where that is cheap.
  const small = reports.get(5)!
  expect(createHash('sha256').update(JSON.stringify(JSON.parse(small.body.toString()), null, 2) + '\n').digest('hex')).toBe(small.prettyHash)

  const usageDir = await tempDir('vqa-bench-usage-')
  let n = 0
  const usage = () => path.join(usageDir, `usage-${n++}.json`)

  /** One run of an entry against a fresh fake service (its default tiny report, or `report`); checks the file and returns the peak RSS. */
  async function peakOf(entry: 'action' | 'cli', report: Report | undefined, inputs: Record<string, string> = {}, env: Record<string, string> = {}): Promise<number> {
    const service = await startFakeService({ statuses: [state('FINISHED', 'PASS')], ...(report ? { report: raw(report.body) } : {}) })
    const file = usage()
    try {
      let reportFile: string
      if (entry === 'action') {
        const run = await runAction(benchGoal(service.apiUrl, inputs), { ...env, ...usageEnv(file) })
        expect(run.code, run.stdout + run.stderr).toBe(0)
        if (env.ACTIONS_RESULTS_URL) expect(run.outputs['artifact-id'], run.stdout).toBeDefined()
        reportFile = run.outputs['report-file']
      } else {
        // The CLI polls every 2 s; a first answer FINISHED makes it one poll.
        const cwd = await tempDir('vqa-bench-cli-')
        const run = await runNode(dist.executeGoal, ['-t', 'tok-bench', '-gi', 'goal-7', '--api_url', service.apiUrl], { cwd, env: usageEnv(file) })
        expect(run.code, run.stdout + run.stderr).toBe(0)
        reportFile = path.join(cwd, 'execution_report.json')
      }
      if (report) {
        const hash = createHash('sha256')
        await pipeline(createReadStream(reportFile), hash)
        expect(hash.digest('hex'), 'the report file').toBe(report.prettyHash)
        await rm(reportFile)
      }
    } finally {
      await service.close()
    }
    return readUsage(file).maxRssBytes
  }

  // The references: the payload, a Node process that does nothing, and each run with the tiny report.
  const bareFile = usage()
  const bareExit = await new Promise((resolve) =>
    spawn(process.execPath, ['-e', '0'], { env: { PATH: process.env.PATH, ...usageEnv(bareFile) }, stdio: 'ignore' }).on('close', resolve)
  )
  expect(bareExit).toBe(0)
  const bare = readUsage(bareFile).maxRssBytes
  const rows: Record<string, string>[] = []
  const row = (run: string, report: Report | undefined, peak: number, tiny: number, target = '') =>
    rows.push({
      run,
      report: report ? mb(report.body.length) : 'tiny',
      'peak RSS': mb(peak),
      'vs the 50 MB payload': ratio(peak, payload.body.length),
      'over the tiny report': report ? mb(peak - tiny) : '',
      target
    })
  rows.push({ run: `the payload (compact; its file pretty-printed is ${mb(payload.prettyBytes)})`, report: '', 'peak RSS': mb(payload.body.length), 'vs the 50 MB payload': ratio(1, 1), 'over the tiny report': '', target: '' })
  rows.push({ run: 'node -e 0 (bare Node)', report: '', 'peak RSS': mb(bare), 'vs the 50 MB payload': ratio(bare, payload.body.length), 'over the tiny report': '', target: '' })

  const off = { 'upload-artifact': 'false' }
  const tiny = await peakOf('action', undefined, off)
  row('the action, upload-artifact false', undefined, tiny, tiny)
  for (const [size, report] of reports) {
    const peak = await peakOf('action', report, off)
    const target = size === PAYLOAD_BYTES >> 20 ? `≤ ${mb(TARGET_BYTES)}: ${peak <= TARGET_BYTES ? 'holds' : 'MISSED'}` : ''
    row('the action, upload-artifact false', report, peak, tiny, target)
  }

  const backend = await startArtifactBackend()
  try {
    const tinyUploaded = await peakOf('action', undefined, { 'artifact-name': 'tiny' }, backend.env)
    row('the action, artifact uploaded (fake backend)', undefined, tinyUploaded, tinyUploaded)
    row('the action, artifact uploaded (fake backend)', payload, await peakOf('action', payload, { 'artifact-name': 'large' }, backend.env), tinyUploaded)
    expect(backend.artifacts).toHaveLength(2)
  } finally {
    await backend.close()
  }

  const tinyCli = await peakOf('cli', undefined)
  row('execute-goal (the CLI)', undefined, tinyCli, tinyCli)
  row('execute-goal (the CLI)', payload, await peakOf('cli', payload), tinyCli)

  console.log('Peak RSS of each process, as it measured itself at its exit (Linux: VmHWM; elsewhere: maxRSS).')
  console.table(rows)
})
