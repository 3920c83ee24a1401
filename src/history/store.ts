// Where a run's history record is kept between runs (contract: "History"): GitHub's Actions cache
// for the action (action/history-cache.ts), a file for the CLIs (cli/history-file.ts). Thin
// adapters beside the comparison, which knows neither.

/** Where a run's history record is kept between runs: GitHub's Actions cache (the action) or a file (the CLIs). */
export interface RecordStore {
  /** Says where, for messages: e.g. `the Actions cache (refs/heads/main)`. */
  readonly where: string
  /** Whether this run saves its record (a pull request's does not: it compares with its base branch and never mixes into it). */
  readonly saves: boolean
  /** The newest record's text and where it came from, or undefined when there is none. Rejects with HistoryStoreError on a failure or timeout (one sentence, no secret), or the abort reason when `signal` aborts. */
  restore(signal: AbortSignal): Promise<{ text: string; from: string } | undefined>
  /** Saves the record's text (UTF-8); resolves when saved. Rejects with HistoryStoreError on a failure or timeout, or the abort reason on a cancel. */
  save(text: string, signal: AbortSignal): Promise<void>
}

/** No store: nothing restored, nothing saved (`fail-on: new` without a history, which then stays strict). */
export const NO_STORE: RecordStore = { where: 'no store', saves: false, restore: async () => undefined, save: async () => undefined }

/** A store that failed, or took longer than its deadline: one warning, never a failed run. */
export class HistoryStoreError extends Error {}
