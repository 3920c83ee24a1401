import { execFile } from 'node:child_process'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterEach } from 'vitest'
import { removeWithRetries } from './temp.js'

// Real local faults for the tests: a small tmpfs fills up for real (ENOSPC), a read-only one
// refuses every write (EROFS), whoever runs the test, root included (root ignores file modes).

const run = promisify(execFile)
const mounted: string[] = []

/**
 * A fresh tmpfs of `size` (`64k`), read-only when asked; undefined, with the reason printed,
 * where this machine cannot mount one (not root, not Linux, no mount): the caller then marks
 * its test skipped (`skip()` of the test's context), so that it never passes without running.
 */
export async function tmpfs(size: string, options: { readOnly?: boolean } = {}): Promise<string | undefined> {
  // The options of mount and umount below are Linux's (on Windows, a `mount` on the PATH may be Git's MSYS tool).
  if (process.platform !== 'linux') {
    console.log(`Skipped: tmpfs mounts are made on Linux only (this is ${process.platform}).`)
    return undefined
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'vqa-tmpfs-'))
  try {
    await run('mount', ['-t', 'tmpfs', '-o', `${options.readOnly ? 'ro,' : ''}size=${size},mode=0777`, 'tmpfs', dir])
  } catch (error) {
    await removeWithRetries(dir)
    console.log(`Skipped: cannot mount a tmpfs here (${(error as Error).message.split('\n')[0]}).`)
    return undefined
  }
  mounted.push(dir)
  return dir
}

afterEach(async () => {
  for (const dir of mounted.splice(0)) {
    // Removing the folder of a mount that stayed would only empty the mount.
    const unmounted = await run('umount', ['-l', dir]).then(() => true, () => false)
    if (unmounted) await removeWithRetries(dir)
  }
})
