import { randomBytes } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { lstat, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { Readable, type Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
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
 * Writes `target` safely (contract: "Files are written safely"), creating its directory when
 * missing: the content, through the transforms, goes to a new temporary file beside it (created exclusively, so nothing planted there
 * is followed), flushed to disk, then renamed into place. A full disk, a failed source or a cancel
 * leaves the target as it was and no temporary file; a symbolic link at the target is replaced,
 * never followed. Errors of the file itself are FileWriteErrors; the source's pass through.
 */
export async function writeFileSafely(
  target: string,
  content: Readable | string,
  options: { transforms?: Transform[]; signal?: AbortSignal; tempSuffix?: string } = {}
): Promise<void> {
  // The suffix is random; a test names it, to plant something there first.
  const suffix = options.tempSuffix ?? randomBytes(6).toString('hex')
  const temp = path.join(path.dirname(target), `.${path.basename(target)}.${suffix}.tmp`)
  const source = typeof content === 'string' ? Readable.from([content]) : content
  try {
    // Not a recursive mkdir, which never ends on procfs (make-directory.ts).
    await makeDirectory(path.dirname(target))
  } catch (error) {
    source.destroy()
    throw new FileWriteError(target, error)
  }
  const file = createWriteStream(temp, { flags: 'wx', flush: true })
  // Which stream failed first: pipeline() then destroys the others with the same error.
  let firstFailed: unknown
  for (const stream of [source, ...(options.transforms ?? []), file]) stream.once('error', () => (firstFailed ??= stream))
  try {
    await pipeline([source, ...(options.transforms ?? []), file], options.signal ? { signal: options.signal } : {})
    await rename(temp, target).catch((error: unknown) => {
      firstFailed = file
      throw error
    })
  } catch (error) {
    // Never throws: the write's error is the one to report. Not recursive: the temporary file is a file.
    await removeTree(temp, { remove: (file) => rm(file, { force: true }), attempts: options.signal?.aborted ? 3 : 5 })
    throw firstFailed === file && !options.signal?.aborted ? new FileWriteError(target, error) : error
  }
}
