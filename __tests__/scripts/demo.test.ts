import { existsSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { root, runNode } from '../helpers/child.js'

// The README's first command must keep working: the demo runs both modes of the bundled action.

/** Where the demo keeps its runner folders: emptied when it starts, left in place after. */
const output = path.join(root, 'demo-output')

/** The pull-request comment the goal step posted, as the demo prints it (up to the plan's part). */
const commentOf = (stdout: string): string => stdout.slice(stdout.indexOf('── pull-request comment'), stdout.indexOf('━━ Virtuoso QA action: plan mode'))

/** The paths the demo prints: the runner folders and the result files of the outputs. */
const printedPaths = (stdout: string): string[] => [...stdout.matchAll(/^(?:runner folder|report-file|goal-file|junit-file) +(.+)$/gm)].map((match) => match[1])

describe('npm run demo', () => {
  it.each([['--fial'], ['--fail', 'now']])('refuses %j in one line, exit 1, showing nothing', async (...args) => {
    const run = await runNode(path.join(root, 'scripts/demo.ts'), args)
    expect(run).toMatchObject({ code: 1, stdout: '' })
    expect(run.stderr).toBe(`demo: "${args.at(-1)}" is no option of the demo, which takes one: --fail (npm run demo -- --fail).\n`)
  })

  it('shows goal mode, plan mode and certificate mode passing', async () => {
    // Left by an earlier run: the demo starts from an empty demo-output/.
    await mkdir(output, { recursive: true })
    await writeFile(path.join(output, 'left-over.txt'), '')
    const run = await runNode(path.join(root, 'scripts/demo.ts'), [])
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    // The journey that failed passed when run again: a flaky one, named in a warning, the output and the summary.
    expect(run.stdout).toContain('The goal execution finished with outcome PASS after re-running its failed journeys (job 4243).')
    expect(run.stdout).toContain('Re-running 1 failed journey of job 4242 (run 2 of 2): job 4243: https://app.virtuoso.qa/#/project/execution/4243')
    expect(run.stdout).toContain('⚠ Warning: [Virtuoso QA goal: 1 flaky journey] Flaky: "Check out with a saved card" failed, then it passed when run again.')
    expect(run.stdout).toMatch(/^flaky-journeys +\[\{"jobId":"4242","id":"527219","title":"Check out with a saved card","outcome":"PASS"\}\]$/m)
    expect(run.stdout).toMatch(/^ +Check out with a saved card +│ FAIL → PASS, flaky +│ checkpoint "Pay", step 3 of 4 \(CLICK\) +│ 4243 \(re-run of 4242\) +│ 41 s$/m)
    expect(run.stdout).toContain('Certificate "demo client" was uploaded and verified as entry cert-2718.')
    expect(run.stdout).toMatch(/^key4\.db +\d+ bytes, an SQLite database$/m)
    // The step outputs, read back from GITHUB_OUTPUT (its lines end in \r\n on Windows).
    expect(run.stdout).toMatch(/^outcome +PASS$/m)
    expect(run.stdout).toMatch(/^journeys-passed +4$/m)
    expect(run.stdout).toContain('  │ Status RUNNING, outcome null, 1 of 4 journeys done: 1 passed, 0 failed (poll 2)')
    expect(run.stdout).toMatch(/^certificate-id +cert-2718$/m)
    expect(run.stdout).toContain('Plan execution 880 passed: 3 jobs finished, none with outcome FAIL or ERROR.')
    expect(run.stdout).toMatch(/^job-ids +\["5101","5102","5103"\]$/m)
    expect(run.stdout).toMatch(/^ +✅ +│ 5102 +│ [^│]+ +│ FINISHED +│ PASS$/m)
    expect(run.stdout).toMatch(/^virtuoso-plan-880 \(id \d+\): execution_report-5101\.json, execution_report-5102\.json, execution_report-5103\.json, plan_execution_report\.json, virtuoso-junit\.xml$/m)
    // The journeys: the summary's, the output, the JUnit file.
    expect(run.stdout).toContain('All 6 journeys passed.')
    expect(run.stdout).toMatch(/^failed-journeys +\[\]$/m)
    expect(run.stdout).toContain('<flakyFailure type="FAIL" message="checkpoint &quot;Pay&quot;, step 3 of 4 (CLICK)">')
    // The fake's J4 re-ran the failed journey as the service would, and the step commented on the pull request.
    expect(run.stdout).toContain('  Commented on pull request #42: ')
    const comment = commentOf(run.stdout)
    expect(comment).toMatch(/^── pull-request comment \(rendered as text\) ─+\n### ✅ Virtuoso QA goal "Checkout regression"\n/)
    expect(comment).toMatch(/Check out with a saved card .*FAIL → PASS, flaky/)
    expect(comment).not.toMatch(/Log in|Search the catalogue|Account settings|virtuoso-qa-action|demo-github-token/)
    expect(run.stdout).toContain(
      'Goal mode: the step passed (exit code 0). Plan mode: the step passed (exit code 0). Certificate mode: the step passed (exit code 0).'
    )
    // The renderer applies the masks as the runner does: no secret of the demo shows.
    expect(run.stdout).not.toMatch(/demo-token-0c7e|demo-p12-password|X-Amz-Signature/)
    // Every path it prints is still there to open.
    expect(printedPaths(run.stdout)).toEqual([
      path.join(output, 'goal'),
      path.join(output, 'goal', 'execution_report.json'),
      path.join(output, 'goal', 'goal.json'),
      path.join(output, 'goal', 'virtuoso-junit.xml'),
      path.join(output, 'plan'),
      path.join(output, 'plan', 'plan_execution_report.json'),
      path.join(output, 'plan', 'virtuoso-junit.xml'),
      path.join(output, 'certificate')
    ])
    expect(printedPaths(run.stdout).filter((file) => !existsSync(file))).toEqual([])
    expect(existsSync(path.join(output, 'left-over.txt'))).toBe(false)
    expect(run.stdout).toMatch(/^ +"passed": true$/m)
  }, 30_000)

  it('--fail shows every gate failing, and exits with the first failing step\'s code', async () => {
    const run = await runNode(path.join(root, 'scripts/demo.ts'), ['--fail'])
    expect(run.code).toBe(2)
    expect(run.stdout).toContain(
      'Goal mode: the step failed (exit code 2). Plan mode: the step failed (exit code 2). Certificate mode: the step failed (exit code 1).'
    )
    expect(run.stdout).toContain('Job 5102 of plan execution 880 finished with outcome FAIL (1 of 3 jobs did not pass).')
    // The report it shows agrees with the outcome FAIL.
    expect(run.stdout).toMatch(/^outcome +FAIL$/m)
    // Which journey failed, and where: its annotation, the summary's row, the output, the JUnit file.
    // It failed on its re-run too: the annotation links the job that ran it last.
    expect(run.stdout).toContain('✖ Error: [Check out with a saved card] FAIL at checkpoint "Pay", step 3 of 4 (CLICK): https://app.virtuoso.qa/#/project/execution/4243')
    expect(run.stdout).toMatch(/^ +Check out with a saved card +│ FAIL → FAIL +│ checkpoint "Pay", step 3 of 4 \(CLICK\) +│ 4243 \(re-run of 4242\) +│ 41 s$/m)
    expect(run.stdout).toMatch(/^failed-journeys +\[\{"jobId":"4242","id":"527219","title":"Check out with a saved card","outcome":"FAIL"\}\]$/m)
    expect(run.stdout).toContain('<failure type="FAIL" message="checkpoint &quot;Pay&quot;, step 3 of 4 (CLICK)">')
    expect(run.stdout).toContain('<rerunFailure type="FAIL" message="checkpoint &quot;Pay&quot;, step 3 of 4 (CLICK)">')
    // A failing, a flaky and two passing journeys: searching failed, then passed when the fake ran it again.
    expect(run.stdout).toContain('Re-running 2 failed journeys of job 4242 (run 2 of 2): job 4243: https://app.virtuoso.qa/#/project/execution/4243')
    expect(run.stdout).toMatch(/^ +Search the catalogue +│ FAIL → PASS, flaky +│ checkpoint "Filter by brand", step 3 of 3 \(ASSERT_EXISTS\) +│ 4243 \(re-run of 4242\) +│ 12 s$/m)
    expect(run.stdout).toMatch(/^flaky-journeys +\[\{"jobId":"4242","id":"527220","title":"Search the catalogue","outcome":"PASS"\}\]$/m)
    expect(run.stdout).toContain('<flakyFailure type="FAIL" message="checkpoint &quot;Filter by brand&quot;, step 3 of 3 (ASSERT_EXISTS)">')
    // The comment it posted leads with the verdict and lists the failing, then the flaky journey; not the passing ones.
    const comment = commentOf(run.stdout)
    expect(comment).toMatch(/^── pull-request comment \(rendered as text\) ─+\n### ❌ Virtuoso QA goal "Checkout regression"\n/)
    expect(comment).toMatch(/Check out with a saved card .*FAIL → FAIL[^]*Search the catalogue .*FAIL → PASS, flaky/)
    expect(comment).not.toMatch(/Log in|Account settings/)
    // The summaries at a glance: the verdict and the goal's name, what failed, then the fields, the counters last.
    const goalSummary = run.stdout.slice(run.stdout.indexOf('❌ Virtuoso QA goal "Checkout regression"'))
    expect(goalSummary).toMatch(/^❌ Virtuoso QA goal "Checkout regression"\nThe goal execution finished with outcome FAIL after re-running its failed journeys \(job 4243\)\.\nJourneys that did not pass\n\n +Journey +│ Outcome.*\n +Check out with a saved card +│ FAIL → FAIL/)
    expect(goalSummary).toMatch(/\n +Goal +│ Checkout regression \(goal-7\)\n(.*\n){5} +Elapsed +│ .*\n +Polls +│ \d+\n +Retries +│ 0\n +Exit code +│ 2\n/)
    expect(run.stdout).toMatch(/^ +❌ +│ 5102 +│ [^│]+ +│ FINISHED +│ FAIL$/m)
    expect(run.stdout).toMatch(/^ +✅ +│ 5101 +│ [^│]+ +│ FINISHED +│ PASS$/m)
    expect(run.stdout).toMatch(/^ +"passed": false$/m)
    // The job's own report: its suite failed. (Its re-run's lists each journey it ran: searching passed there.)
    const report = run.stdout.slice(run.stdout.indexOf('── execution_report.json'), run.stdout.indexOf('── execution_report-4243.json'))
    expect(report).toMatch(/"passed": false/)
    expect(report).not.toContain('"passed": true')
    expect(printedPaths(run.stdout).filter((file) => !existsSync(file))).toEqual([])
  }, 30_000)
})
