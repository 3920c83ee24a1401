// Where a run's history record is kept between runs (contract: "History: what is new, what keeps
// failing, what was fixed"). The comparison reads and writes the record's text through this
// interface only; the storage behind it is a thin adapter: GitHub's Actions cache in the action
// (src/action/history-cache.ts), a file in the CLIs.

/** Where a run's history record is kept between runs: GitHub's Actions cache (the action) or a file (the CLIs). */
export interface RecordStore {
  /** Says where, for messages: e.g. `the Actions cache (refs/heads/main)`. */
  readonly where: string
  /** False where a run only compares and never saves (a pull request): `save` then rejects without a request. */
  readonly saves: boolean
  /** The newest record's text and where it came from, or undefined when there is none. Rejects with HistoryStoreError on a failure or timeout (one sentence, no secret), or the abort reason when `signal` aborts. */
  restore(signal: AbortSignal): Promise<{ text: string; from: string } | undefined>
  /** Saves the record's text (UTF-8); resolves when saved. Rejects with HistoryStoreError on a failure or timeout, or the abort reason on a cancel. Not called for a pull request. */
  save(text: string, signal: AbortSignal): Promise<void>
}

/** A store that failed or timed out: one sentence, no secret, for the one warning the run gives. */
export class HistoryStoreError extends Error {}
