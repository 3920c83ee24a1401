import type { CliIo } from '../io.js'

/**
 * Runs a CLI main with the process's streams, turns SIGINT/SIGTERM into an abort,
 * and exits with the main's code. The one place where a CLI process exits.
 */
export function runCli(main: (io: CliIo) => Promise<number>): void {
  const controller = new AbortController()
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => controller.abort())
  main({
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    cwd: process.cwd(),
    signal: controller.signal
  }).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`Unexpected error: ${error instanceof Error ? error.message : String(error)}\n`)
      process.exit(1)
    }
  )
}
