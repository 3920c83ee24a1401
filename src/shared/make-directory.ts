import { mkdir, stat } from 'node:fs/promises'
import path from 'node:path'

/**
 * Creates `dir` and whichever of its parents are missing, one non-recursive mkdir per level, and
 * returns the directories it created, outermost first (none when `dir` was there already).
 *
 * Not `mkdir(dir, { recursive: true })`: on a path no directory can be made in, such as /proc/nope,
 * Node's recursive mkdir loops for good (mkdir("/proc/nope") ENOENT, mkdir("/proc") EEXIST, again),
 * blocking the event loop in its Sync form, so that no signal is ever handled. Here each level is
 * tried once more after its parent was made, at most: the calls are bounded by the path's depth,
 * and asynchronous, so a signal is handled between them.
 * @throws the system's error (ENOENT, EACCES, EEXIST for a file in the way, …).
 */
export async function makeDirectory(dir: string, mode?: number): Promise<string[]> {
  const created: string[] = []
  await makeLevel(path.resolve(dir), mode, created)
  return created
}

async function makeLevel(dir: string, mode: number | undefined, created: string[]): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await mkdir(dir, { mode })
      created.push(dir)
      return
    } catch (error) {
      // There already (made meanwhile, perhaps): done if it is a directory or a link to one (Windows
      // answers EPERM, not EEXIST, for a drive's root); a file in the way is the error.
      if (await stat(dir).then((stats) => stats.isDirectory(), () => false)) return
      const code = (error as NodeJS.ErrnoException).code
      const parent = path.dirname(dir)
      // ENOENT: the parent is missing. Once it is made, a second ENOENT (procfs) is the answer, not a reason to try again.
      if (code !== 'ENOENT' || attempt > 1 || parent === dir) throw error
      await makeLevel(parent, mode, created)
    }
  }
}
