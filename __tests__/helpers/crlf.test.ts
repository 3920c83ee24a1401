import { describe, expect, it } from 'vitest'
import { logLines, maskedValues, parseOutputFile } from './workflow-log.js'

// @actions/core ends its lines with os.EOL: the helpers that read the log and the output file must
// read Windows' \r\n as Linux's \n. (A value's own line feeds are written as they are, on every OS.)

const crlf = (text: string): string => text.replaceAll('\n', '\r\n')

describe('the runner files and the log, with the line ends of Windows', () => {
  it('parseOutputFile', () => {
    // As core.setOutput writes it: `name<<delimiter`, the value, the delimiter, each line ending in os.EOL.
    const file = (eol: string): string =>
      [['exit-code', '0'], ['job-id', '77\n::error::forged'], ['empty', '']].map(([name, value], i) => `${name}<<d${i}${eol}${value}${eol}d${i}${eol}`).join('')
    const expected = { 'exit-code': '0', 'job-id': '77\n::error::forged', empty: '' }
    expect(parseOutputFile(file('\n'))).toEqual(expected)
    expect(parseOutputFile(file('\r\n'))).toEqual(expected)
  })

  it('logLines and maskedValues', () => {
    const log = '::add-mask::tok-1\n::add-mask::a%25b%0Ac%0Dd\nStatus RUNNING, outcome null (poll 1)\n::error title=Virtuoso QA::failed.\n'
    expect(logLines(crlf(log))).toEqual(logLines(log))
    expect(logLines(crlf(log))).toContain('Status RUNNING, outcome null (poll 1)')
    expect(maskedValues(log)).toEqual(['tok-1', 'a%b\nc\rd'])
    expect(maskedValues(crlf(log))).toEqual(['tok-1', 'a%b\nc\rd'])
  })
})
