import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach } from 'vitest'
import { removeWithRetries } from './temp.js'

// Real local faults for the tests: a small tmpfs fills up for real (ENOSPC), a read-only one
// refuses every write (EROFS), whoever runs the test, root included (root ignores file modes);
// a mount point cannot be removed (EBUSY) while it is mounted. Linux only; as root, or through
// `sudo -n` (GitHub's Linux runners allow it without a password).

const mounted: string[] = []

/** Runs mount or umount as root. */
function asRoot(command: 'mount' | 'umount', args: string[]): void {
  const [file, argv] = process.getuid?.() === 0 ? [command, args] : ['sudo', ['-n', command, ...args]]
  execFileSync(file, argv, { stdio: ['ignore', 'ignore', 'pipe'], timeout: 10_000 })
}

/** Mounts a tmpfs of `size` at the existing directory `dir`, at once; it is unmounted after the test. Throws where it cannot. */
export function mountTmpfs(dir: string, size: string, options: { readOnly?: boolean } = {}): void {
  asRoot('mount', ['-t', 'tmpfs', '-o', `${options.readOnly ? 'ro,' : ''}size=${size},mode=0777`, 'tmpfs', dir])
  mounted.push(dir)
}

/** Unmounts what mountTmpfs mounted at `dir`; false when it was not mounted (any more). */
export function unmount(dir: string): boolean {
  try {
    asRoot('umount', ['-l', dir])
    return true
  } catch {
    return false
  }
}

/**
 * A fresh tmpfs of `size` (`64k`), read-only when asked; undefined, with the reason printed,
 * where this machine cannot mount one (not Linux, neither root nor sudo, no mount): the caller then marks
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
    mountTmpfs(dir, size, options)
  } catch (error) {
    await removeWithRetries(dir)
    const why = String((error as { stderr?: unknown }).stderr ?? '').trim() || (error as Error).message
    console.log(`Skipped: cannot mount a tmpfs here (${why.split('\n')[0]}).`)
    return undefined
  }
  return dir
}

/** Whether `dir` is a mount point now (Linux: /proc/self/mounts). */
const isMounted = (dir: string): boolean => readFileSync('/proc/self/mounts', 'utf8').split('\n').some((line) => line.split(' ')[1] === dir)

afterEach(async () => {
  for (const dir of mounted.splice(0)) {
    // A test may have unmounted it already; one that stays mounted is not emptied by removing its folder.
    unmount(dir)
    if (isMounted(dir)) throw new Error(`Could not unmount the test's tmpfs at ${dir}.`)
    await removeWithRetries(dir)
  }
})
