import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { type ChildResult, root, runNode } from '../helpers/child.js'
import { tempDir } from '../helpers/temp.js'

// The use-action workflow (.github/workflows/use-action.yml) runs the action with `uses: ./` in CI.
// Its local twin (scripts/use-action-local.ts) runs the same steps here, with the committed bundle,
// the same inputs read from the workflow, and the same check script; these tests run the twin as a
// process, on the workflow as committed and on copies of it with one thing changed.

const twin = path.join(root, 'scripts/use-action-local.ts')
const workflowFile = path.join(root, '.github/workflows/use-action.yml')

/** Runs the twin on the committed workflow with `from` replaced by `to` (its first occurrence). */
async function runTwinOnChanged(from: string, to: string): Promise<ChildResult> {
  const text = await readFile(workflowFile, 'utf8')
  expect(text).toContain(from)
  const changed = path.join(await tempDir('vqa-workflow-'), 'use-action.yml')
  await writeFile(changed, text.replace(from, to))
  return runNode(twin, ['--workflow', changed])
}

const lines = (stdout: string, prefix: string): string[] => stdout.split('\n').filter((line) => line.startsWith(prefix))

describe('the local twin of the use-action workflow', () => {
  it('runs both jobs with the bundle and every check passes; the fake service is ended', async () => {
    const run = await runNode(twin, [])
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(lines(run.stdout, '▶ ')).toEqual([
      ...['▶ actions/checkout@v7', '▶ actions/setup-node@v7', '▶ Start the fake service', '▶ A passing goal', '▶ Check the passing goal'],
      ...['▶ A failing goal', '▶ Check the failing goal', '▶ A passing plan', '▶ Check the passing plan', '▶ A failing plan', '▶ Check the failing plan'],
      ...['▶ Certificate mode', '▶ Check certificate mode'],
      ...['▶ actions/checkout@v7', '▶ actions/setup-node@v7', '▶ actions/download-artifact@v8', "▶ Check the artifact's files"]
    ])
    expect(lines(run.stdout, '    ok ')).toHaveLength(45)
    expect(lines(run.stdout, '    FAIL')).toEqual([])
    for (const check of ['pass', 'fail', 'plan', 'plan-fail', 'certificate', 'artifact']) expect(run.stdout).toContain(`    ${check}: all checks passed\n`)
    expect(run.stdout.split('  ✖ failure (exit code 2), continue-on-error\n')).toHaveLength(3)
    expect(run.stdout).toMatch(/^ {4}Downloaded artifact use-action-goal-(ubuntu|macos|windows)-latest \(id 1001\): execution_report\.json, goal\.json, virtuoso-junit\.xml$/m)
    expect(run.stdout).toContain('✔ every job passed: run, artifact\n')
    // The runner's values are masked as it masks them: the token and the password never show.
    expect(run.stdout).not.toMatch(/use-action-token|use-action-p12/)
    const pid = Number(/^ {4}pid +(\d+)$/m.exec(run.stdout)![1])
    expect(run.stdout).toContain(`  (ended process ${pid}, left running by the job)\n`)
    expect(() => process.kill(pid, 0)).toThrow(expect.objectContaining({ code: 'ESRCH' }))
  }, 40_000)

  it('notices when the passing goal writes another goal.json than the fake served', async () => {
    const run = await runTwinOnChanged('goal-id: goal-7', 'goal-id: goal-8')
    expect(run.code).toBe(1)
    expect(lines(run.stdout, '    FAIL')).toEqual([
      '    FAIL  goal.json holds what the fake served: {"id":"goal-8","name":"Checkout regression","snapshotId":12}, expected {"id":"goal-7","name":"Checkout regression","snapshotId":12}'
    ])
    expect(run.stdout).toContain('    pass: 1 check(s) failed\n  ✖ failure (exit code 1)\n')
    expect(run.stdout).toContain('✖ job run failed\n')
    // The job stops at the failed check; the fake service it started is ended all the same.
    expect(run.stdout).not.toContain('▶ A failing goal')
    expect(run.stdout).toMatch(/^ {2}\(ended process \d+, left running by the job\)$/m)
  }, 40_000)

  it('notices when the failing goal passes', async () => {
    const run = await runTwinOnChanged('steps.fake.outputs.fail-api-url', 'steps.fake.outputs.pass-api-url')
    expect(run.code).toBe(1)
    expect(lines(run.stdout, '    FAIL')).toEqual([
      '    FAIL  step outcome: "success", expected "failure"',
      '    FAIL  exit-code: "0", expected "2"',
      '    FAIL  outcome: "PASS", expected "FAIL"',
      '    FAIL  job-id: "5101", expected "5102"',
      '    FAIL  virtuoso-junit.xml\'s failing testcases: [], expected ["Pay by card"]',
      '    FAIL  failed-journeys: [], expected [{"jobId":"5102","id":"7001","title":"Pay by card","outcome":"FAIL"}]'
    ])
    expect(run.stdout).toContain('    fail: 6 check(s) failed\n')
  }, 40_000)

  it('notices when the failing plan passes', async () => {
    const run = await runTwinOnChanged('steps.fake.outputs.plan-fail-api-url', 'steps.fake.outputs.plan-api-url')
    expect(run.code).toBe(1)
    expect(lines(run.stdout, '    FAIL').map((line) => line.split(':')[0])).toEqual(['    FAIL  step outcome', '    FAIL  exit-code', '    FAIL  outcome', '    FAIL  jobs'])
    expect(run.stdout).toContain('    plan-fail: 4 check(s) failed\n')
  }, 40_000)

  it('refuses, before any step, an expression it does not resolve', async () => {
    const run = await runTwinOnChanged('output-dir: ${{ runner.temp }}/pass', 'output-dir: ${{ github.workspace }}/pass')
    expect(run.code).toBe(2)
    expect(run.stdout).toBe('')
    expect(run.stderr).toBe(
      'use-action-local: jobs.run.steps[3].with.output-dir: the twin does not resolve ${{ github.workspace }} ' +
        '(only steps.<id>.outputs.<name>, steps.<id>.outcome, steps.<id>.conclusion, runner.temp and matrix.os).\n'
    )
  })

  it('refuses, before any step, an input that action.yml does not declare', async () => {
    const run = await runTwinOnChanged('          retention-days: 1\n', '          retention-days: 1\n          retention: 1\n')
    expect(run.code).toBe(2)
    expect(run.stdout).toBe('')
    expect(run.stderr).toBe('use-action-local: job run, step "A passing goal" gives retention, which ./ does not take here.\n')
  })
})
