/** What a CLI main reads and writes: the process's streams and directory, or a test's. */
export interface CliIo {
  out(line: string): void
  err(line: string): void
  cwd: string
  /** Aborted on SIGINT or SIGTERM. */
  signal?: AbortSignal
}
