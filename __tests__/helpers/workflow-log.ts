// What @actions/core writes for the runner, read back as the runner reads it: the log, where each
// line, workflow commands included, ends in os.EOL (\r\n on Windows), and the output file. This file
// imports nothing: the scripts that play the runner (scripts/demo.ts, scripts/use-action-local.ts)
// run it under plain Node.

/** The lines of the log, without their line ends. */
export const logLines = (log: string): string[] => log.split(/\r?\n/)

/** A workflow command's value, unescaped as the runner does: %25 is %, %0A a line feed, %0D a carriage return. */
export const commandValue = (escaped: string): string => escaped.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%')

/** The values of the log's `::add-mask::` commands. */
export const maskedValues = (log: string): string[] =>
  logLines(log)
    .filter((line) => line.startsWith('::add-mask::'))
    .map((line) => commandValue(line.slice('::add-mask::'.length)))

/**
 * The GITHUB_OUTPUT file: `name<<delimiter` blocks, as core.setOutput writes them (lines end in
 * os.EOL), and `name=value` lines, as a script may write them.
 */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {}
  const lines = text.split(/\r?\n/)
  for (let i = 0; i < lines.length; i++) {
    const block = /^([^=<]+)<<(.+)$/.exec(lines[i])
    if (!block) {
      const single = /^([^=]+)=(.*)$/.exec(lines[i])
      if (single) outputs[single[1]] = single[2]
      continue
    }
    const value: string[] = []
    for (i++; i < lines.length && lines[i] !== block[2]; i++) value.push(lines[i])
    outputs[block[1]] = value.join('\n')
  }
  return outputs
}

/** The log's annotations of one kind, as `title::message` (the runner reads %3A in a title as ':'). */
export const annotationsOf = (log: string, kind: 'error' | 'warning' | 'notice'): string[] =>
  logLines(log)
    .filter((line) => line.startsWith(`::${kind} `))
    .map((line) => line.replace(/^::\w+ title=/, ''))
