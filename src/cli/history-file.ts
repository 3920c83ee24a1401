import path from 'node:path'
import { describeFault, UsageError } from '../shared/exit-codes.js'
import { readRegularFile } from '../shared/read-file.js'
import { FileWriteError, checkReplaceableFile, writeFileSafely } from '../shared/safe-file.js'
import type { HistoryOptions } from '../history/keep.js'
import { MAX_RECORD_BYTES, NotARecordError, parseRecord } from '../history/record.js'
import { HistoryStoreError, NO_STORE, type RecordStore } from '../history/store.js'
import type { OptionSpec, ParsedArgs } from './args.js'

// The CLIs' history (contract: "The CLIs: `--history FILE`"): the record in a file that any CI
// system's cache keeps between runs. The CLIs know no branches: the baseline is the file's newest run.

/** The options of the history, in execute-goal and execute-plan (the action's `history` and `fail-on`). */
export const HISTORY_OPTIONS = {
  history: {
    names: ['--history'],
    value: 'FILE',
    about: "keep a record of the journeys' outcomes in FILE, and compare each run with the newest run in it: what is new, what keeps failing, what was fixed"
  },
  failOn: {
    names: ['--fail_on'],
    value: 'any|new',
    about: 'new: exit 0 when every journey that failed also failed in the newest run of --history (a gate on what is new)',
    default: 'any'
  }
} satisfies Record<string, OptionSpec>

/**
 * The history the options ask for, checked before anything is started: FILE absent, or a record
 * of at most 8 MiB that can be replaced; anything else is a usage error, and the file is left as it is.
 * @throws UsageError
 */
export async function historyOptions(args: ParsedArgs<keyof typeof HISTORY_OPTIONS>, cwd: string): Promise<HistoryOptions | undefined> {
  const failOn = args.failOn ?? HISTORY_OPTIONS.failOn.default
  if (failOn !== 'any' && failOn !== 'new') throw new UsageError(`${HISTORY_OPTIONS.failOn.names[0]} must be "any" or "new", not "${failOn}".`)
  const gateName = `${HISTORY_OPTIONS.failOn.names[0]} new`
  if (args.history === undefined) {
    // No record to compare with: the gate stays strict, and says so once the run ends.
    return failOn === 'new' ? { store: NO_STORE, failOn, gateName } : undefined
  }
  const file = path.resolve(cwd, args.history)
  return { store: await fileStore(file), failOn, gateName }
}

/** The store of a record file, read now (before anything starts) and written safely after the run. */
async function fileStore(file: string): Promise<RecordStore> {
  const name = HISTORY_OPTIONS.history.names[0]
  let text: string | undefined
  try {
    const read = await readRegularFile(file, MAX_RECORD_BYTES)
    if (!Buffer.isBuffer(read)) throw new UsageError(`${name} ${file} is ${read.refused === 'too large' ? `larger than ${MAX_RECORD_BYTES >> 20} MiB` : read.refused}: it must be absent or a history record; nothing was started.`)
    text = read.toString('utf8')
    parseRecord(text)
  } catch (error) {
    if (error instanceof UsageError) throw error
    if (error instanceof NotARecordError) throw new UsageError(`${name} ${file} is not a history record (${error.message}); nothing was started, and the file is left as it is.`)
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw new UsageError(`${name} ${file} cannot be read: ${describeFault(error)}; nothing was started.`)
  }
  try {
    await checkReplaceableFile(file)
  } catch (error) {
    if (!(error instanceof FileWriteError)) throw error
    throw new UsageError(`${name} ${file} cannot be written: ${describeFault(error.cause)}; nothing was started.`)
  }
  return {
    where: file,
    saves: true,
    restore: async () => (text === undefined ? undefined : { text, from: file }),
    save: async (record, signal) => {
      try {
        await writeFileSafely(file, record, { signal })
      } catch (error) {
        if (signal.aborted || !(error instanceof FileWriteError)) throw error
        throw new HistoryStoreError(describeFault(error.cause))
      }
    }
  }
}
