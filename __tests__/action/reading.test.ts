import { describe, expect, it } from 'vitest'
import { renderMarkdown, visibleLines } from '../helpers/render.js'
import { planShape, runShape } from '../helpers/shapes.js'

// What a reader sees first (issue 36, "Look at it"), on the Markdown and the HTML GitHub makes of
// it (__tests__/helpers/render.ts): no browser. `npm run render` shows the same shapes as pictures.

describe('what a reader sees first', () => {
  it('a plan with one failing journey: the summary and the comment open with the failed verdict, naming the plan', async () => {
    const { results } = await runShape(planShape(3, 1))
    const [{ code, summary, comment }] = results
    expect(code).toBe(2)
    expect(visibleLines(renderMarkdown(summary), 1)).toEqual(['❌ Virtuoso QA plan plan-release'])
    // The marker is hidden; the verdict comes first there too.
    expect(visibleLines(renderMarkdown(comment!, { comment: true }), 1)).toEqual(['❌ Virtuoso QA plan plan-release'])
  })
})
