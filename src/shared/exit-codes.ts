/**
 * The exit codes of both clients (specification part 1), shared by the action and the CLIs.
 */
export const ExitCode = {
  /** Goal FINISHED with a passing outcome; certificate verified. */
  Success: 0,
  /** Usage error, bad token or goal id, start failure, certificate conversion/creation/verification failure. */
  Failure: 1,
  /** Status polling failed past the retry time, or the outcome is FAIL or ERROR (Client B rules 8 and 10). */
  PollingOrOutcome: 2,
  /** The final status is not FINISHED: CANCELED or FAILED (Client B rule 10). */
  NotFinished: 3
} as const

export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode]

/** An error that ends a run: its message is one sentence for the user, its exit code the documented one. */
export class ToolError extends Error {
  constructor(
    message: string,
    readonly exitCode: ExitCode = ExitCode.Failure
  ) {
    super(message)
    this.name = new.target.name
  }
}

/** What an error says: its message, or the thrown value as text. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/**
 * A local fault in a few words, for a one-sentence message: its system code when it has one
 * (ENOSPC, EACCES, EROFS…), else its message (Node's own ERR_ codes say less than their messages).
 */
export function describeFault(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code
  if (typeof code === 'string' && !code.startsWith('ERR_')) return code
  return messageOf(error)
}

/** A usage error: a missing, `unset` or malformed option or input (exit 1, before any request). */
export class UsageError extends ToolError {
  constructor(message: string) {
    super(message, ExitCode.Failure)
  }
}
