import { messageOf } from '../../shared/exit-codes.js'
import { inert } from '../../shared/inert.js'
import { exitWhenFlushed, setUpProcess } from '../../shared/process.js'
import type { CliIo } from '../io.js'

/**
 * Runs a CLI main with the process's streams, turns SIGINT, SIGTERM and (Windows) SIGBREAK into
 * an abort, and exits with the main's code once its output is out. The one place where a CLI
 * process exits.
 */
export function runCli(main: (io: CliIo) => Promise<number>): void {
  main({
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    cwd: process.cwd(),
    env: process.env,
    signal: setUpProcess()
  }).then((code) => exitWhenFlushed(code), (error: unknown) => {
    // One line, never a stack trace: the mains report every expected ending themselves.
    process.stderr.write(`${inert(`Unexpected error: ${messageOf(error)}`)}\n`)
    return exitWhenFlushed(1)
  })
}
