import { describe, expect, it } from 'vitest'
import { COMMENT_LIMIT } from '../../src/action/comment.js'
import { renderMarkdown, visibleLines } from '../helpers/render.js'
import { chosenShape, largeShape, matrixShape, planShape, rerunShape, runShape } from '../helpers/shapes.js'

// What a reader sees first (issue 36, "Look at it"; contract: "Failures lead, in every mode"), on
// the Markdown and the HTML GitHub makes of it (__tests__/helpers/render.ts): no browser.
// `npm run render` shows the same shapes as pictures, at a desktop's and a phone's width.

const summaryLines = (summary: string, n: number) => visibleLines(renderMarkdown(summary), n)
const commentLines = (comment: string, n: number) => visibleLines(renderMarkdown(comment, { comment: true }), n)

describe('what a reader sees first', () => {
  it('a plan of 12 jobs with one failing journey: the verdict, then the failure with its goal and job, then the jobs, the failed one first', async () => {
    const { results } = await runShape(planShape())
    const [{ code, summary, comment }] = results
    expect(code).toBe(2)
    expect(summaryLines(summary, 8)).toEqual([
      '❌ Virtuoso QA plan plan-release',
      'Job 70008 of plan execution 7001 finished with outcome FAIL (1 of 12 jobs did not pass).',
      'Journeys that did not pass',
      'Journey | Outcome | Where it failed | Goal | Job | Duration',
      'Check out with a saved card | FAIL | checkpoint "Log in", step 3 of 5 (CLICK) | Returns | 70008 | 1 min 1 s',
      // The 71 journeys that passed, in all jobs, fold into one line.
      '71 journeys passed',
      'Result | Job | Goal | Status | Outcome | Journeys',
      '❌ | 70008 | Returns (9008) | FINISHED | FAIL | 5 of 6 passed, 1 failed'
    ])
    expect(commentLines(comment!, 5)).toEqual([
      '❌ Virtuoso QA plan plan-release',
      'Job 70008 of plan execution 7001 finished with outcome FAIL (1 of 12 jobs did not pass); exit code 2.',
      'Journeys: 72 total, 71 passed, 1 failed (1 FAIL, 0 ERROR), 0 skipped, 0 not reached',
      'Journey | Outcome | Where it failed | Goal | Job | Duration',
      'Check out with a saved card | FAIL | checkpoint "Log in", step 3 of 5 (CLICK) | Returns | 70008 | 1 min 1 s'
    ])
  })

  it('re-runs: the journey that failed every time leads, the flaky one follows, said so, with the re-run that ran each last', async () => {
    const { results } = await runShape(rerunShape())
    const [{ summary, comment }] = results
    const rows = [
      'Check out with a saved card | FAIL → FAIL → FAIL | checkpoint "Log in", step 3 of 5 (CLICK) | 9102 (re-run of 4242) | 1 min 1 s',
      'Account page | FAIL → PASS, flaky | checkpoint "Log in", step 3 of 5 (CLICK) | 9101 (re-run of 4242) | 1 min 1 s'
    ]
    expect(summaryLines(summary, 6).slice(2)).toEqual(['Journeys that did not pass', 'Journey | Outcome | Where it failed | Job | Duration', ...rows])
    expect(commentLines(comment!, 6).slice(3)).toEqual(['Journey | Outcome | Where it failed | Job | Duration', ...rows])
    expect(summaryLines(summary, 100)).toContain('Job | 4242, re-run as 9101, then 9102')
  })

  it('chosen journeys: the heading says how many of how many, in the summary and the comment', async () => {
    const { results } = await runShape(chosenShape())
    const [{ summary, comment }] = results
    expect(summaryLines(summary, 1)).toEqual(['✅ Virtuoso QA goal "Checkout regression": 2 of 6 journeys chosen'])
    expect(commentLines(comment!, 1)).toEqual(['✅ Virtuoso QA goal "Checkout regression": 2 of 6 journeys chosen'])
  })

  it('3,000 journeys, 300 failing and 300 flaky: every failure has a row before any flaky one, within the bounds, and no pointer promises what is not there', async () => {
    const { results } = await runShape(largeShape())
    const [{ summary, comment }] = results
    const rows = summaryLines(summary, 600).filter((line) => / \| FAIL → /.test(line))
    expect(rows.slice(0, 300).every((line) => line.includes('FAIL → FAIL |'))).toBe(true)
    expect(rows.slice(300).every((line) => line.includes('FAIL → PASS, flaky'))).toBe(true)
    expect(rows).toHaveLength(500)
    expect(summary).toContain('<p>2500 more journeys are left out here (100 flaky, 2400 passed); the JUnit file lists them all.</p>')
    expect(Buffer.byteLength(summary)).toBeLessThan(1 << 20)
    // The comment's 50 rows are failures; the 250 others and the 300 flaky are not all in the summary either.
    expect(comment!.length).toBeLessThanOrEqual(COMMENT_LIMIT)
    expect(commentLines(comment!, 60).filter((line) => line.includes('FAIL → FAIL |'))).toHaveLength(50)
    expect(comment).toContain('<p>550 more failed or flaky journeys are left out here; the JUnit file lists them all.</p>')
  })

  it('two legs of one job on one goal: each keeps its comment, so the red leg is still on the pull request after the green one', async () => {
    const { results, comments } = await runShape(matrixShape())
    expect(results.map(({ code }) => code)).toEqual([2, 0])
    expect(comments).toHaveLength(2)
    expect(comments.map((comment) => commentLines(comment, 1)[0])).toEqual(['❌ Virtuoso QA goal "Checkout regression"', '✅ Virtuoso QA goal "Checkout regression": 2 of 4 journeys chosen'])
  })
})
