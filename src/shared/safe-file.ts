import { randomBytes } from 'node:crypto'
import { type FileHandle, lstat, open, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { describeFault } from './exit-codes.js'
import { makeDirectory } from './make-directory.js'
import { removeTree } from './remove.js'

/** The file could not be written (a full disk, a read-only directory, …): the fault is local, not the content's. */
export class FileWriteError extends Error {
  constructor(
    readonly file: string,
    cause: unknown
  ) {
    super(`could not write ${file}: ${describeFault(cause)}`, { cause })
    this.name = new.target.name
  }
}

/**
 * Checks that a file can be written in `dir`, creating it when missing: a new empty file, made
 * exclusively and removed at once.
 * @throws FileWriteError
 */
export async function checkWritableDirectory(dir: string): Promise<void> {
  try {
    await makeDirectory(dir)
    await probeDirectory(dir)
  } catch (error) {
    throw new FileWriteError(dir, error)
  }
}

/** Writes a new empty file in `dir`, made exclusively, and removes it at once (the removal never throws). */
async function probeDirectory(dir: string): Promise<void> {
  const probe = path.join(dir, `.write-check.${randomBytes(6).toString('hex')}.tmp`)
  await writeFile(probe, '', { flag: 'wx' })
  await removeTree(probe, { remove: (file) => rm(file, { force: true }), attempts: 5 })
}

/**
 * Checks that writeFileSafely could create or replace `file`: it is not a directory, and the
 * nearest of its directories that exists takes a new file (a file there is ENOTDIR); nothing is
 * created, the missing directories are made when it is written.
 * @throws FileWriteError, with EISDIR when `file` is a directory
 */
export async function checkReplaceableFile(file: string): Promise<void> {
  try {
    if ((await lstat(file).catch(() => undefined))?.isDirectory()) throw Object.assign(new Error(`${file} is a directory`), { code: 'EISDIR' })
    let dir = path.dirname(path.resolve(file))
    while (!(await lstat(dir).then(() => true, () => false)) && path.dirname(dir) !== dir) dir = path.dirname(dir)
    await probeDirectory(dir)
  } catch (error) {
    throw new FileWriteError(file, error)
  }
}

/**
 * Turns the chunks of a content into those written, as they pass (the pretty-printer): `write`
 * for each chunk, then `end` once; each returns what to write, in order, or throws to stop the write.
 */
export interface ChunkFilter {
  write(chunk: Buffer): Buffer[]
  end(): Buffer[]
}

/**
 * Writes `target` safely (contract: "Files are written safely"), creating its directory when
 * missing: the content, through the filter, goes to a new temporary file beside it (created
 * exclusively, so nothing planted there is followed), flushed to disk, then renamed into place. A
 * full disk, a failed source or a cancel leaves the target as it was and no temporary file; a
 * symbolic link at the target is replaced, never followed. Errors of the file itself are
 * FileWriteErrors; the source's and the filter's pass through. Written chunk by chunk, each write
 * awaited before the next chunk is read: a stream pipeline's first use cost a run several
 * milliseconds of CPU, for nothing that this loop lacks.
 */
export async function writeFileSafely(
  target: string,
  content: AsyncIterable<Buffer> | string,
  options: { filter?: ChunkFilter; signal?: AbortSignal; tempSuffix?: string } = {}
): Promise<void> {
  const { filter, signal } = options
  // The suffix is random; a test names it, to plant something there first.
  const suffix = options.tempSuffix ?? randomBytes(6).toString('hex')
  const temp = path.join(path.dirname(target), `.${path.basename(target)}.${suffix}.tmp`)
  try {
    // Not a recursive mkdir, which never ends on procfs (make-directory.ts).
    await makeDirectory(path.dirname(target))
  } catch (error) {
    letGo(content)
    throw new FileWriteError(target, error)
  }
  // Whether what failed is the file: its own errors are FileWriteErrors, the content's and the filter's pass through.
  let fileFailed = false
  const onFile = <T>(step: Promise<T>): Promise<T> =>
    step.catch((error: unknown) => {
      fileFailed = true
      throw error
    })
  let file: FileHandle | undefined
  // A cancel ends a stream that is still to come at once, rather than when its next chunk arrives.
  const cancel = (): void => letGo(content)
  signal?.addEventListener('abort', cancel, { once: true })
  try {
    const opened = (file = await onFile(open(temp, 'wx')))
    const write = async (pieces: Buffer[]): Promise<void> => {
      // At the file's position, each piece whole.
      for (const piece of pieces) await onFile(opened.writeFile(piece))
    }
    if (typeof content === 'string') await write([Buffer.from(content)])
    else {
      for await (const chunk of content) {
        signal?.throwIfAborted()
        await write(filter ? filter.write(chunk) : [chunk])
      }
    }
    if (filter) await write(filter.end())
    signal?.throwIfAborted()
    // Flushed to disk before it takes the target's place.
    await onFile(opened.sync())
    file = undefined
    await onFile(opened.close())
    await onFile(rename(temp, target))
  } catch (error) {
    letGo(content)
    await file?.close().catch(() => undefined)
    // Never throws: the write's error is the one to report. Not recursive: the temporary file is a file.
    await removeTree(temp, { remove: (file) => rm(file, { force: true }), attempts: signal?.aborted ? 3 : 5 })
    throw fileFailed && !signal?.aborted ? new FileWriteError(target, error) : error
  } finally {
    signal?.removeEventListener('abort', cancel)
  }
}

/** Lets go of a stream that was not read to its end (a response body), so that its connection is not held. */
function letGo(content: AsyncIterable<Buffer> | string): void {
  if (content instanceof Readable) content.destroy()
}
