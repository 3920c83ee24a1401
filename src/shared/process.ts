// The process around a run, for the action's and the CLIs' entries: the signals that cancel it,
// and an exit that loses no line of the log.

/** Ctrl+C (SIGINT), a stop (SIGTERM), and on Windows Ctrl+Break (SIGBREAK), which the runner sends 7.5 s after Ctrl+C. */
export const CANCEL_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGBREAK'] as const
export type CancelSignal = (typeof CANCEL_SIGNALS)[number]

/** The variable with which a test asks for the IPC stand-in of signals (see setUpProcess). */
export const IPC_SIGNALS_VARIABLE = 'VIRTUOSO_QA_TEST_IPC_SIGNALS'

/**
 * What these functions use of the process: the entries pass the real one; tests also pass a
 * stand-in, to see each signal, message and exit without ending the test runner.
 */
export type ProcessHost = Pick<NodeJS.Process, 'on' | 'emit' | 'kill' | 'exit' | 'pid' | 'platform' | 'env' | 'channel' | 'stdout' | 'stderr'>

/**
 * Sets up the process for a run, and returns the run's abort signal, which each cancelling signal
 * aborts. The handlers stay installed, so a second signal cannot cut the wind-down short. A reader
 * of the log that goes away (`| head`, EPIPE) costs the lines it misses, never the run or its
 * exit code: stdout and stderr faults are ignored.
 *
 * For tests on every OS (Windows can neither send SIGINT to one process nor SIGBREAK from Node): a
 * process started by Node with an IPC channel and `VIRTUOSO_QA_TEST_IPC_SIGNALS=1` takes the
 * message `{ emitSignal: 'SIGINT' | 'SIGTERM' | 'SIGBREAK' }` as that signal, and, as the system
 * would, ends at once when nothing handles it.
 */
export function setUpProcess(host: ProcessHost = process): AbortSignal {
  for (const stream of [host.stdout, host.stderr]) stream.on('error', () => {})
  const controller = new AbortController()
  for (const signal of CANCEL_SIGNALS) host.on(signal, () => controller.abort())
  if (host.channel && host.env[IPC_SIGNALS_VARIABLE] === '1') {
    host.on('message', (message: { emitSignal?: unknown }) => {
      const signal = CANCEL_SIGNALS.find((name) => name === message?.emitSignal)
      if (signal && !host.emit(signal, signal)) host.kill(host.pid, host.platform === 'win32' || signal === 'SIGBREAK' ? 'SIGKILL' : signal)
    })
    host.channel.unref()
  }
  return controller.signal
}

/** How long the exit waits for a reader of the log that does not read. */
export const FLUSH_WAIT_MS = 2_000

/**
 * Ends the process with `code` once stdout and stderr have handed every line to the system:
 * where they are pipes (the runner's, a CI log) writes are asynchronous, and an immediate exit
 * would drop the last lines, the verdict among them. The exit itself ends whatever was abandoned
 * (an artifact upload past its deadline).
 */
export async function exitWhenFlushed(code: number, host: ProcessHost = process, waitMs = FLUSH_WAIT_MS): Promise<never> {
  const flushed = (stream: NodeJS.WriteStream): Promise<void> =>
    new Promise((resolve) => {
      if (stream.destroyed || !stream.writable) return resolve()
      stream.once('error', () => resolve()) // a reader that has gone (EPIPE): nothing left to wait for
      stream.write('', () => resolve())
    })
  let timer: NodeJS.Timeout | undefined
  await Promise.race([
    Promise.all([flushed(host.stdout), flushed(host.stderr)]),
    new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))
  ])
  clearTimeout(timer)
  return host.exit(code)
}
