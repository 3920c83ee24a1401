import { inert } from '../../shared/inert.js'
import type { CliIo } from '../io.js'

/**
 * Runs a CLI main with the process's streams, turns SIGINT, SIGTERM and (Windows) SIGBREAK into
 * an abort, and exits with the main's code. The one place where a CLI process exits. The signal
 * handlers stay installed, so a second signal cannot cut the wind-down short.
 */
export function runCli(main: (io: CliIo) => Promise<number>): void {
  const controller = new AbortController()
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGBREAK'] as const) process.on(signal, () => controller.abort())
  main({
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    cwd: process.cwd(),
    signal: controller.signal
  }).then(
    (code) => process.exit(code),
    (error: unknown) => {
      // One line, never a stack trace: the mains report every expected ending themselves.
      process.stderr.write(`${inert(`Unexpected error: ${error instanceof Error ? error.message : String(error)}`)}\n`)
      process.exit(1)
    }
  )
}
