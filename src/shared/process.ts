// The process around a run, for the action's and the CLIs' entries: the signals that cancel it,
// and an exit that loses no line of the log.

/** Ctrl+C (SIGINT), a stop (SIGTERM), and on Windows Ctrl+Break (SIGBREAK), which the runner sends 7.5 s after Ctrl+C. */
export const CANCEL_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGBREAK'] as const
export type CancelSignal = (typeof CANCEL_SIGNALS)[number]

/**
 * An abort signal that each cancelling signal aborts. The handlers stay installed, so a second
 * signal cannot cut the wind-down short.
 *
 * Tests on every OS: a process started by Node with an IPC channel (never the case under the
 * runner or a shell) takes `{ emitSignal: 'SIGINT' | 'SIGTERM' | 'SIGBREAK' }` as that signal,
 * because Windows can neither send SIGINT to one process nor SIGBREAK from Node.
 */
export function cancelOnSignals(): AbortSignal {
  const controller = new AbortController()
  for (const signal of CANCEL_SIGNALS) process.on(signal, () => controller.abort())
  if (process.channel) {
    process.on('message', (message: { emitSignal?: unknown }) => {
      const signal = CANCEL_SIGNALS.find((name) => name === message?.emitSignal)
      if (signal) process.emit(signal, signal)
    })
    process.channel.unref()
  }
  return controller.signal
}

/** How long the exit waits for a reader of the log that does not read. */
const FLUSH_WAIT_MS = 2_000

/**
 * Ends the process with `code` once stdout and stderr have handed every line to the system:
 * where they are pipes (the runner's, a CI log) writes are asynchronous, and an immediate exit
 * would drop the last lines, the verdict among them. The exit itself ends whatever was abandoned
 * (an artifact upload past its deadline).
 */
export async function exitWhenFlushed(code: number): Promise<never> {
  process.exitCode = code
  const flushed = (stream: NodeJS.WriteStream): Promise<void> =>
    new Promise((resolve) => {
      if (stream.destroyed || !stream.writable) return resolve()
      stream.write('', () => resolve())
    })
  let timer: NodeJS.Timeout | undefined
  await Promise.race([
    Promise.all([flushed(process.stdout), flushed(process.stderr)]),
    new Promise((resolve) => (timer = setTimeout(resolve, FLUSH_WAIT_MS)))
  ])
  clearTimeout(timer)
  process.exit(code)
}
