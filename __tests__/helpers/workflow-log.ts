// The action's log as @actions/core writes it: each line, workflow commands included, ends in
// os.EOL, which is \r\n on Windows.

/** The lines of the log, without their line ends. */
export const logLines = (log: string): string[] => log.split(/\r?\n/)

/** The values of the log's `::add-mask::` commands, unescaped as the runner does: %25 is %, %0A a line feed, %0D a carriage return. */
export const maskedValues = (log: string): string[] =>
  logLines(log)
    .filter((line) => line.startsWith('::add-mask::'))
    .map((line) => line.slice('::add-mask::'.length).replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%'))
