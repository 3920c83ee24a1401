import { open } from 'node:fs/promises'
import path from 'node:path'
import { messageOf } from '../shared/exit-codes.js'
import { writeFileSafely } from '../shared/safe-file.js'
import { log } from './log.js'

// Which step of the job wrote which result file (contract: Inputs, "A result file that an earlier
// step of the same job wrote"): two goal steps with the same output-dir write the same
// execution_report.json, and the first step's report-file output then names the second's content.
// A step knows nothing of the others (GITHUB_STATE is per step), so the record is a small file
// under RUNNER_TEMP, which the runner empties for every job; keyed by the run, its attempt and the
// job besides, for a runner that does not.

/** The record's name in RUNNER_TEMP. */
const RECORD_FILE = 'virtuoso-qa-result-files.json'
/** At most this many files are remembered, the newest kept: the record stays small whatever the job does. */
const MAX_ENTRIES = 500
/** A record larger than this is not read (it cannot be one of ours). */
const MAX_RECORD_BYTES = 256 << 10

interface Entry {
  file: string
  /** The step that wrote it (GITHUB_ACTION: unique per step of a job). */
  step: string
  /** What it holds the results of: `goal goal-7 (job 4242)`. */
  what: string
}

interface FileRecord {
  job: string
  entries: Entry[]
}

/**
 * Warns for each of `files` (paths just written) that an earlier step of this job wrote, naming
 * what that step wrote it for, then records them as this step's, for `what`. Without a runner's
 * job (RUNNER_TEMP, GITHUB_RUN_ID, GITHUB_JOB, GITHUB_ACTION), nothing. Never fails: a record that
 * cannot be read or written is a debug line, and the run goes on as if there were none.
 */
export async function noteResultFiles(files: (string | undefined)[], what: string, title: string): Promise<void> {
  const { RUNNER_TEMP: temp, GITHUB_RUN_ID: run, GITHUB_RUN_ATTEMPT: attempt = '1', GITHUB_JOB: job, GITHUB_ACTION: step } = process.env
  const written = files.filter((file): file is string => file !== undefined).map((file) => path.resolve(file))
  if (!temp || !run || !job || !step || written.length === 0) return
  const key = `${run}-${attempt}-${job}`
  const recordFile = path.join(temp, RECORD_FILE)
  try {
    const recorded = await readRecord(recordFile, key)
    // One warning per earlier step, naming its files that this one replaced.
    const replaced = new Map<string, string[]>()
    for (const entry of recorded) {
      if (written.includes(entry.file) && entry.step !== step) replaced.set(entry.what, [...(replaced.get(entry.what) ?? []), entry.file])
    }
    for (const [earlier, names] of replaced) {
      const were = names.length === 1 ? 'was' : 'were'
      log.warning(`${listed(names)} ${were} replaced: an earlier step of this job wrote ${names.length === 1 ? 'it' : 'them'} for ${earlier}; give each step its own output-dir.`, title)
    }
    const others = recorded.filter((entry) => !written.includes(entry.file))
    const entries = [...others, ...written.map((file) => ({ file, step, what }))].slice(-MAX_ENTRIES)
    await writeFileSafely(recordFile, JSON.stringify({ job: key, entries } satisfies FileRecord))
  } catch (error) {
    log.debug(`The record of the job's result files (${recordFile}) could not be kept: ${messageOf(error)}`)
  }
}

/** The record's entries for `key`; none when there is no record, or it is another job's or not ours. */
async function readRecord(file: string, key: string): Promise<Entry[]> {
  let text: string
  try {
    // Read no further than the limit, whatever lies there.
    const handle = await open(file, 'r')
    try {
      const data = Buffer.alloc(MAX_RECORD_BYTES + 1)
      const { bytesRead } = await handle.read(data, 0, data.length, 0)
      if (bytesRead > MAX_RECORD_BYTES) return []
      text = data.subarray(0, bytesRead).toString('utf8')
    } finally {
      await handle.close()
    }
  } catch {
    return []
  }
  try {
    const record = JSON.parse(text) as Partial<FileRecord>
    if (record.job !== key || !Array.isArray(record.entries)) return []
    return record.entries.filter(
      (entry): entry is Entry => typeof entry?.file === 'string' && typeof entry.step === 'string' && typeof entry.what === 'string'
    )
  } catch {
    return []
  }
}

/** "a", "a and b", "a, b and c". */
function listed(names: string[]): string {
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`
}
