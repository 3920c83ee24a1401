import { describe, expect, it } from 'vitest'
import { type CommentContent, commentBody } from '../../src/action/comment.js'
import type { JobResults, Journey } from '../../src/journeys/model.js'

// The pull-request comment's body, to the letter (contract: "A comment on the pull request:
// `comment-on-pr`"): what it holds in each shape of run. comment.test.ts and comment-requests.test.ts
// have the rest of the comment.

const MARKER = '<!-- virtuoso-qa-action: m -->'
const url = (id: string) => `https://ui.example/#/project/execution/${id}`
const run = (jobId: string, outcome: string, where?: string) => ({ jobId, executionUrl: url(jobId), outcome, ...(where ? { where } : {}) })
const journey = (id: string, title: string, ...runs: ReturnType<typeof run>[]): Journey => ({ id, title, runs })
const job = (jobId: string, journeys: Journey[], rerunJobIds: string[] = []): JobResults => ({ jobId, executionUrl: url(jobId), goalName: 'Shop', exitCode: 2, journeys, rerunJobIds })
const counts = { total: 3, PASS: 1, FAIL: 1, ERROR: 0, SKIP: 0, NOT_REACHED: 0, RUNNING: 1 }

describe('the comment body, line by line', () => {
  it('a plan: the verdict, the counts, failed then flaky journeys with their goal and last job, 50 job links and how many more, the workflow run', () => {
    const results = [
      job('11', [journey('1', 'Pay', run('11', 'FAIL', 'checkpoint 1'), run('21', 'PASS'))], ['21']),
      job('12', [journey('2', 'Log in', run('12', 'ERROR', 'checkpoint 2')), journey('3', 'Browse', run('12', 'PASS'))])
    ]
    const jobs = Array.from({ length: 51 }, (_, i) => ({ id: String(i + 1), executionUrl: url(String(i + 1)) }))
    const body = commentBody(MARKER, { heading: 'Virtuoso QA plan <p>', exitCode: 2, message: 'Job 12 of plan execution 7 finished with outcome ERROR.', journeys: counts, results, plan: true, jobs, runUrl: 'https://github.example/runs/5' })
    const header = '<tr><th>Journey</th><th>Outcome</th><th>Where it failed</th><th>Goal</th><th>Job</th><th>Duration</th></tr>'
    expect(body.split('\n')).toEqual([
      MARKER,
      '### ❌ Virtuoso QA plan &lt;p&gt;',
      '<p>Job 12 of plan execution 7 finished with outcome ERROR; exit code 2.</p>',
      '<p>Journeys: 3 total, 1 passed, 1 failed (1 FAIL, 0 ERROR), 0 skipped, 0 not reached, 1 running</p>',
      `<table>${header}` +
        `<tr><td>Log in</td><td>ERROR</td><td>checkpoint 2</td><td>Shop</td><td><a href="${url('12')}">12</a></td><td>—</td></tr>` +
        `<tr><td>Pay</td><td>FAIL → PASS, flaky</td><td>checkpoint 1</td><td>Shop</td><td><a href="${url('21')}">21</a> (re-run of 11)</td><td>—</td></tr></table>`,
      `<p>${jobs.slice(0, 50).map((each) => `<a href="${each.executionUrl}">job ${each.id}</a>`).join(', ')} and 1 more jobs · <a href="https://github.example/runs/5">the workflow run</a></p>`
    ])
  })

  it('exactly 50 jobs: every link, and no "more"', () => {
    const jobs = Array.from({ length: 50 }, (_, i) => ({ id: String(i + 1), executionUrl: url(String(i + 1)) }))
    const body = commentBody(MARKER, { heading: 'h', exitCode: 0, message: 'Passed.', plan: true, jobs })
    expect(body.split('\n').at(-1)).toBe(`<p>${jobs.map((each) => `<a href="${each.executionUrl}">job ${each.id}</a>`).join(', ')}</p>`)
  })

  it('a run with nothing more to say than its verdict: three lines', () => {
    expect(commentBody(MARKER, { heading: 'Virtuoso QA goal', exitCode: 0, message: 'Version 1.2 passed.', plan: false, jobs: [] })).toBe(
      `${MARKER}\n### ✅ Virtuoso QA goal\n<p>Version 1.2 passed; exit code 0.</p>`
    )
  })

  it('only the workflow run to link', () => {
    const body = commentBody(MARKER, { heading: 'h', exitCode: 0, message: 'm', plan: false, jobs: [], runUrl: 'https://github.example/runs/5' })
    expect(body.split('\n').at(-1)).toBe('<p><a href="https://github.example/runs/5">the workflow run</a></p>')
  })

  it('journeys left out that the summary does not list either: the JUnit file lists them', () => {
    // 600 failed journeys: the summary has rows for 500 of them, the comment for 50.
    const many = Array.from({ length: 600 }, (_, i) => journey(String(i), `J${i}`, run('1', 'FAIL')))
    const body = commentBody(MARKER, { heading: 'h', exitCode: 2, message: 'm', plan: false, jobs: [], results: [job('1', many)] })
    expect(body.match(/<tr><td>J\d+<\/td>/g)).toHaveLength(50)
    expect(body.split('\n').at(-1)).toBe('<p>550 more failed or flaky journeys are left out here; the JUnit file lists them all.</p>')
  })

  const fits: CommentContent = { heading: 'h', exitCode: 2, message: 'm', plan: false, jobs: [], results: [job('1', [journey('1', 'A', run('1', 'FAIL')), journey('2', 'B', run('1', 'FAIL'))])] }

  it('a body exactly as long as the limit is kept whole; one character less has fewer rows (here, with the line that says so, none)', () => {
    const whole = commentBody(MARKER, fits)
    expect(commentBody(MARKER, fits, whole.length)).toBe(whole)
    const shorter = commentBody(MARKER, fits, whole.length - 1)
    expect(shorter).not.toContain('<tr><td>')
    expect(shorter.split('\n').at(-1)).toBe('<p>2 more failed or flaky journeys are left out here; the job summary lists them.</p>')
  })

  it('a message too long for any body is cut to the limit, saying so', () => {
    const body = commentBody(MARKER, { ...fits, message: 'x'.repeat(2000) }, 1000)
    expect(body).toHaveLength(1000)
    expect(body.startsWith(`${MARKER}\n### ❌ h\n<p>xxx`)).toBe(true)
    expect(body.endsWith(`${'x'.repeat(10)}\n<p>The rest is left out: GitHub takes no more in one comment.</p>`)).toBe(true)
  })
})
