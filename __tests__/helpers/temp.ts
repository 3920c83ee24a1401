import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach } from 'vitest'

const dirs: string[] = []

/** A fresh temporary directory, removed after the current test. */
export async function tempDir(prefix = 'vqa-'): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix))
  dirs.push(dir)
  return dir
}

/**
 * Removes a file or a directory tree, if there. Node tries again on EBUSY, EPERM and ENOTEMPTY
 * (only with `recursive`): on Windows, antivirus or the indexer may hold a file for a moment.
 */
export const removeWithRetries = (target: string): Promise<void> => rm(target, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 })

afterEach(async () => {
  await Promise.all(dirs.splice(0).map(removeWithRetries))
})
