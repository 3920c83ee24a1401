import { describe, expect, it } from 'vitest'
import { renderMarkdown, visibleLines } from './render.js'

// The render helper itself: GitHub's rendering where it decides what a reader sees.

describe('renderMarkdown', () => {
  it('passes raw HTML through as GitHub does, and renders the Markdown around it', () => {
    const html = renderMarkdown('### ✅ Goal\n<p>It <b>passed</b>.</p>\n\n| a | b |\n|---|---|\n| 1 | 2 |\n')
    expect(html).toContain('<h3>✅ Goal</h3>')
    expect(html).toContain('<p>It <b>passed</b>.</p>')
    expect(html).toContain('<td>1</td>')
  })

  it('keeps what GitHub keeps: details, open, links of the web; drops scripts, styles, classes, comments and script links', () => {
    const html = renderMarkdown(
      '<!-- marker -->\n<details open class="x" style="color:red"><summary>3 passed</summary><a href="https://a.example/" onclick="f()">a</a>' +
        '<a href="javascript:f()">b</a><script>alert(1)</script><style>p{}</style><font color="red">c</font></details>\n'
    )
    expect(html).toBe('\n<details open=""><summary>3 passed</summary><a href="https://a.example/">a</a><a>b</a>c</details>\n')
  })

  it('a comment takes a line break as a break; the summary file does not', () => {
    expect(renderMarkdown('one\ntwo', { comment: true })).toBe('<p>one<br>\ntwo</p>\n')
    expect(renderMarkdown('one\ntwo')).toBe('<p>one\ntwo</p>\n')
  })
})

describe('visibleLines', () => {
  it('a line per block in reading order, a table row as its cells; a closed details shows its summary only', () => {
    const html = renderMarkdown(
      '<!-- marker -->\n<h3>❌ Plan</h3><p>Job   7 failed.</p><table><tr><th>Outcome</th><th>Journey</th></tr><tr><td>FAIL</td><td>Log in</td></tr></table>' +
        '<details><summary>5 passed</summary><table><tr><td>PASS</td><td>Search</td></tr></table></details><details open><summary>Open</summary><p>Shown</p></details>\n'
    )
    expect(visibleLines(html)).toEqual(['❌ Plan', 'Job 7 failed.', 'Outcome | Journey', 'FAIL | Log in', '5 passed', 'Open', 'Shown'])
    expect(visibleLines(html, 2)).toEqual(['❌ Plan', 'Job 7 failed.'])
  })

  it('text shown as text stays: escaped HTML reads as its characters', () => {
    expect(visibleLines(renderMarkdown('<p>a &lt;b&gt; c</p>\n'))).toEqual(['a <b> c'])
  })
})
