import { describe, expect, it } from 'vitest'
import { journeySections } from '../../src/action/journeys.js'
import type { JobResults, Journey } from '../../src/journeys/model.js'
import type { Reruns } from '../../src/journeys/rerun.js'

// The job summary's journeys (contract: "Journey results", the job summary; "Legible in every shape
// of run"), to the letter: what a run with nothing to list writes, and the row and byte budgets at their bounds.

const journey = (id: string, title: string, outcome: string, where?: string): Journey => ({ id, title, runs: [{ jobId: '1', executionUrl: 'u/1', outcome, ...(where ? { where } : {}) }] })
const job = (journeys?: Journey[]): JobResults => ({ jobId: '1', executionUrl: 'u/1', exitCode: 2, journeys, rerunJobIds: [] })
const reruns = (notRerun: Reruns['notRerun']): Reruns => ({ started: [], reportFiles: [], notRerun })
const dataRows = (html: string) => html.match(/<tr><td>/g)?.length ?? 0

describe('the summary of a run with little to list', () => {
  it('no journey and no job left as it was: nothing', () => {
    expect(journeySections([], false)).toBe('')
    expect(journeySections([job()], false, reruns([]))).toBe('')
  })

  it('no journey, a job not re-run: the line that says why', () => {
    expect(journeySections([job()], false, reruns([{ jobId: '1', why: 'its journey results could not be read' }]))).toBe('<p>Not re-run: job 1, as its journey results could not be read.</p>')
  })

  it('every journey passed: the line that says so, then the passing journeys folded', () => {
    expect(journeySections([job([journey('1', 'A', 'PASS'), journey('2', 'B', 'PASS')])], false)).toBe(
      '<p>All 2 journeys passed.</p>\n' +
        '<details><summary>2 journeys passed</summary><table><tr><th>Journey</th><th>Outcome</th><th>Duration</th></tr>' +
        '<tr><td>A</td><td>PASS</td><td>—</td></tr><tr><td>B</td><td>PASS</td><td>—</td></tr></table></details>'
    )
  })
})

describe('the summary of journeys that did not pass', () => {
  it('their table has the column of where they failed; the passing ones fold without it', () => {
    expect(journeySections([job([journey('1', 'A', 'FAIL', 'checkpoint 1'), journey('2', 'B', 'PASS')])], false)).toBe(
      '<h4>Journeys that did not pass</h4>\n' +
        '<table><tr><th>Journey</th><th>Outcome</th><th>Where it failed</th><th>Duration</th></tr><tr><td>A</td><td>FAIL</td><td>checkpoint 1</td><td>—</td></tr></table>\n' +
        '<details><summary>1 journey passed</summary><table><tr><th>Journey</th><th>Outcome</th><th>Duration</th></tr><tr><td>B</td><td>PASS</td><td>—</td></tr></table></details>'
    )
  })
})

describe('the budgets of the summary', () => {
  it('500 rows, then how many were left out', () => {
    const html = journeySections([job(Array.from({ length: 520 }, (_, i) => journey(String(i), `J${i}`, 'FAIL')))], false)
    expect(dataRows(html)).toBe(500)
    expect(html.split('\n').at(-1)).toBe('<p>20 more journeys are left out here (20 failed); the JUnit file lists them all.</p>')
  })

  it('rows that fill the 640 KiB exactly all get their place', () => {
    // 320 rows of 2,048 bytes each: titles of 200 and places of 299 four-byte characters (the row's markup is 52 bytes).
    const rowBytes = (title: string, where: string) => Buffer.byteLength(/<tr><td>.*<\/tr>/.exec(journeySections([job([journey('0', title, 'FAIL', where)])], false))![0])
    const title = (i: number) => String.fromCodePoint(0x1f600 + (i % 64), 0x1f300 + Math.floor(i / 64)) + '🚀'.repeat(198)
    const where = '🚀'.repeat(299)
    expect(rowBytes(title(0), where)).toBe(2048)
    const html = journeySections([job(Array.from({ length: 320 }, (_, i) => journey(String(i), title(i), 'FAIL', where)))], false)
    expect(dataRows(html)).toBe(320)
    expect(html).not.toContain('left out')
  })
})
