import { constants } from 'node:fs'
import { type FileHandle, open } from 'node:fs/promises'

/** What one read asks for: whole chunks, as some procfs files refuse odd lengths (pagemap, EINVAL). */
const CHUNK_BYTES = 1 << 16

/** Why a file was not read though it could be opened. */
export type Refusal = 'a directory' | 'not a regular file' | 'too large'

/**
 * Reads a regular file of at most `maxBytes`, in a bounded number of non-blocking calls: opened
 * without waiting (a pipe would wait for a writer, /proc/kmsg for a message: O_NONBLOCK, where the
 * system has it), checked on the open file, and read in chunks to just past the limit at most, since
 * a procfs file says it holds 0 bytes and may never end (/proc/self/pagemap). Anything else that is
 * not a regular file is not read at all.
 * @returns the bytes, or why they were not read.
 * @throws the system's error (ENOENT, EACCES, EIO, …).
 */
export async function readRegularFile(file: string, maxBytes: number): Promise<Buffer | { refused: Refusal }> {
  let handle: FileHandle
  try {
    handle = await open(file, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0))
  } catch (error) {
    // Windows does not open a directory as a file.
    if ((error as NodeJS.ErrnoException).code === 'EISDIR') return { refused: 'a directory' }
    throw error
  }
  try {
    const stats = await handle.stat()
    if (stats.isDirectory()) return { refused: 'a directory' }
    if (!stats.isFile()) return { refused: 'not a regular file' }
    const chunks: Buffer[] = []
    let total = 0
    for await (const chunk of chunksOf(handle)) {
      chunks.push(chunk)
      total += chunk.length
      if (total > maxBytes) return { refused: 'too large' }
    }
    return Buffer.concat(chunks, total)
  } finally {
    await handle.close()
  }
}

/** The rest of an open file, a chunk per read, until a read gives nothing; the handle stays open. */
async function* chunksOf(handle: FileHandle, signal?: AbortSignal): AsyncGenerator<Buffer, void, undefined> {
  for (;;) {
    const { bytesRead, buffer } = await handle.read(Buffer.alloc(CHUNK_BYTES), 0, CHUNK_BYTES, null)
    if (bytesRead === 0) return
    signal?.throwIfAborted()
    yield buffer.subarray(0, bytesRead)
  }
}

/**
 * The bytes of a file, chunk by chunk as they are read, under `signal`: for a reader that keeps
 * only what it needs of a large file (selectJson). A loop on the file's handle rather than a read
 * stream, whose first use costs a run more CPU than the whole read.
 */
export async function* fileChunks(file: string, signal?: AbortSignal): AsyncGenerator<Buffer, void, undefined> {
  signal?.throwIfAborted()
  const handle = await open(file, constants.O_RDONLY)
  try {
    yield* chunksOf(handle, signal)
  } finally {
    await handle.close()
  }
}
