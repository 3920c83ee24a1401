import { unlinkSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { setTimeout as delay } from 'node:timers/promises'

// Removal that a file held for a moment cannot turn into a failure. On Windows, antivirus or the
// indexer may hold a file just written; SQLite's files too, until their handle is closed.

/** The codes of a removal that may succeed a moment later. */
const TRANSIENT = new Set(['EBUSY', 'EPERM', 'ENOTEMPTY', 'EMFILE', 'ENFILE'])

/** The wait before the nth retry: 0.1 s times n. */
const RETRY_DELAY_MS = 100

export interface RemoveOptions {
  /** Tries in all; default 5, with 0.1, 0.2, 0.3 and 0.4 s between them (1 s at most). */
  attempts?: number
  /** The removal itself; default `rm(target, { recursive: true, force: true })`. */
  remove?: (target: string) => Promise<void>
}

/**
 * Removes a file or a directory tree, trying again a few times while the fault may pass.
 * Resolves to undefined once it is gone, or to the last fault: never rejects, because the
 * caller's result matters more than the removal's.
 */
export async function removeTree(target: string, options: RemoveOptions = {}): Promise<unknown> {
  const { attempts = 5, remove = (t: string) => rm(t, { recursive: true, force: true }) } = options
  for (let attempt = 1; ; attempt++) {
    try {
      await remove(target)
      return undefined
    } catch (error) {
      if (attempt >= attempts || !TRANSIENT.has((error as NodeJS.ErrnoException).code ?? '')) return error
      await delay(RETRY_DELAY_MS * attempt)
    }
  }
}

/**
 * Removes files that this run created, on an error path, at once: tried again after 0.05 and
 * 0.1 s while held, then left quietly, so that the error being handled, not the removal's,
 * reaches the user. Files only: a directory is left alone.
 */
export function removeFilesQuietly(files: readonly string[]): void {
  for (const file of files) {
    for (let attempt = 1; ; attempt++) {
      try {
        unlinkSync(file)
        break
      } catch (error) {
        // Given up at a fault that will not pass (ENOENT among them: already gone) or at the third try: left in the work directory.
        if (attempt >= 3 || !TRANSIENT.has((error as NodeJS.ErrnoException).code ?? '')) break
        sleepSync(50 * attempt)
      }
    }
  }
}

/** Blocks this thread for `ms`: error paths only, where the caller is synchronous. */
function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)
}
