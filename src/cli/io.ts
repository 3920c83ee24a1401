import type { Clock } from '../shared/clock.js'
import { inert } from '../shared/inert.js'

/** What a CLI main reads and writes: the process's streams and directory, or a test's. */
export interface CliIo {
  /** Prints one line on the output stream. */
  out(line: string): void
  /** Prints one line on the error stream. */
  err(line: string): void
  cwd: string
  /** The environment: the CLIs read VIRTUOSO_TOKEN from it. */
  env: Readonly<Record<string, string | undefined>>
  /** Aborted on SIGINT, SIGTERM or SIGBREAK. */
  signal?: AbortSignal
  /** What the goal run reads the time from and waits on; default the system's. */
  clock?: Clock
}

/**
 * The same io, with every line made inert (contract: "Service text is inert in the log"): a line
 * that carries text from the service stays one line, and can start no workflow command.
 */
export function inertIo(io: CliIo): CliIo {
  return { ...io, out: (line) => io.out(inert(line)), err: (line) => io.err(inert(line)) }
}

/** Prints a text of our own (a usage) line by line. */
export function printLines(print: (line: string) => void, text: string): void {
  for (const line of text.split('\n')) print(line)
}
