/**
 * Makes a log line inert (contract: "Service text is inert in the log"): control characters,
 * line and paragraph separators are written as escapes, so text from the service can never start
 * a line of its own, and so never a workflow command (`::error::`, `::set-output`, `##[…]`) or a
 * terminal escape sequence, however it is written. Each call prints exactly one line.
 */
export function inert(line: string): string {
  // eslint-disable-next-line no-control-regex
  return line.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

const ESCAPES: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' }
