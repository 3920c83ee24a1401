import path from 'node:path'
import { describeFault, messageOf } from '../shared/exit-codes.js'
import { prettyJson } from '../shared/pretty-json.js'
import { FileWriteError, checkReplaceableFile, checkWritableDirectory, writeFileSafely } from '../shared/safe-file.js'

/**
 * The output directory's check before anything is started (contract: Inputs, "Before anything is
 * started"), and the JUnit file's when one is asked for ("Checked before anything starts"): one
 * that cannot take a file would end the run in unwritten files, perhaps after an hour of waiting.
 * Resolves the one-sentence reason when it cannot, else undefined.
 */
export async function unwritableOutput(dir: string, junitFile?: string): Promise<string | undefined> {
  try {
    await checkWritableDirectory(dir)
  } catch (error) {
    if (!(error instanceof FileWriteError)) throw error
    return `Cannot write into the output directory ${path.resolve(dir)}: ${describeFault(error.cause)}; nothing was started.`
  }
  // The JUnit file too, wherever it is asked for (contract: "Checked before anything starts").
  if (junitFile === undefined) return undefined
  try {
    await checkReplaceableFile(junitFile)
    return undefined
  } catch (error) {
    if (!(error instanceof FileWriteError)) throw error
    return `Cannot write the JUnit file ${junitFile}: ${describeFault(error.cause)}; nothing was started.`
  }
}

/** The result files of `files` (paths, or undefined where one could not be written) that were not written, by name. */
export function unwrittenFiles(files: [written: string | undefined, name: string][]): string[] {
  return files.filter(([written]) => written === undefined).map(([, name]) => name)
}

/** Streams a download to the writer it is given (ServiceClient.getJobReport and the like, bound to their ids). */
export type Download = (save: (body: AsyncIterable<Buffer>) => Promise<void>, call: { signal?: AbortSignal }) => Promise<void>

/**
 * Client B rule 9 for one file of the results (a report, the goal): the download, streamed as it
 * arrives, pretty-printed and written safely to `file` in `dir`. A failed fetch writes its error
 * into the file instead and warns; a file that cannot be written is a warning. Resolves the
 * file's path, or undefined when it could not be written; rejects when cancelled (a file cut off
 * is not written).
 */
export async function saveDownload(
  dir: string,
  file: string,
  what: string,
  download: Download,
  { signal, warning }: { signal?: AbortSignal; warning?: (message: string) => void }
): Promise<string | undefined> {
  const target = path.resolve(dir, file)
  // A file that cannot be written is a warning; a cancel goes on up.
  const unwritten = (error: unknown): undefined => {
    if (signal?.aborted || !(error instanceof FileWriteError)) throw error
    warning?.(`Could not write ${target}: ${describeFault(error.cause)}.`)
    return undefined
  }
  try {
    await download((body) => writeFileSafely(target, body, { filter: prettyJson(), signal }), { signal })
    return target
  } catch (error) {
    if (signal?.aborted || error instanceof FileWriteError) return unwritten(error)
    const message = `Could not fetch ${what}: ${messageOf(error)}.`
    warning?.(message)
    return writeFileSafely(target, `${JSON.stringify({ error: message }, null, 2)}\n`, { signal }).then(() => target, unwritten)
  }
}

/**
 * A job's report file: `execution_report-<job id>.json`, the id percent-encoded as
 * encodeURIComponent writes it (contract: plan mode, rule 4; a re-run's, in goal mode too), and `*` as `%2A` too, which
 * encodeURIComponent keeps but no Windows file name may hold. No id can leave the output directory.
 */
export function jobReportFile(jobId: string): string {
  return `execution_report-${encodeURIComponent(jobId).replaceAll('*', '%2A')}.json`
}
