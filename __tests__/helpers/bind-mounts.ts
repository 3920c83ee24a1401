import { execFileSync, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { afterEach } from 'vitest'
// First, so that its hook, which removes the test's directories, runs after this one's unmounts (hooks run last in, first out).
import './temp.js'

// A file held for real on Linux: a file with another bind-mounted over it cannot be unlinked
// (EBUSY) until it is unmounted, whoever asks, root included. The mount is made as root, or through
// `sudo -n` (GitHub's Linux runners allow it without a password); what a test leaves mounted is
// unmounted after it.

const mounted: string[] = []

/** The command line that runs `command` as root. */
const asRoot = (command: string, args: string[]): [string, string[]] => (process.getuid?.() === 0 ? [command, args] : ['sudo', ['-n', command, ...args]])

/**
 * Bind-mounts the file `over` onto the existing file `target`, at once; false, with the reason
 * printed, where this machine cannot (not Linux, neither root nor sudo): the caller then marks its
 * test skipped, so that it never passes without running.
 */
export function holdByBindMount(target: string, over: string): boolean {
  if (process.platform !== 'linux') {
    console.log(`Skipped: bind mounts are made on Linux only (this is ${process.platform}).`)
    return false
  }
  try {
    execFileSync(...asRoot('mount', ['--bind', over, target]), { stdio: ['ignore', 'ignore', 'pipe'], timeout: 10_000 })
  } catch (error) {
    const why = String((error as { stderr?: unknown }).stderr ?? '').trim() || (error as Error).message
    console.log(`Skipped: cannot bind-mount a file here (${why.split('\n')[0]}).`)
    return false
  }
  mounted.push(target)
  return true
}

/**
 * Unmounts each of `targets` from another process `ms` from now, whatever this thread is doing
 * then (a synchronous wait included); resolves once that process has ended.
 */
export function releaseAfter(targets: string[], ms: number): Promise<void> {
  const umount = process.getuid?.() === 0 ? 'umount' : 'sudo -n umount'
  const script = `sleep ${ms / 1000} && for target in "$@"; do ${umount} -l "$target" || exit 1; done`
  const child = spawn('sh', ['-c', script, 'sh', ...targets], { stdio: 'ignore' })
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`umount exited with ${code}`))))
  })
}

const isMounted = (target: string): boolean => readFileSync('/proc/self/mounts', 'utf8').split('\n').some((line) => line.split(' ')[1] === target)

afterEach(() => {
  for (const target of mounted.splice(0)) {
    if (!isMounted(target)) continue
    execFileSync(...asRoot('umount', ['-l', target]), { stdio: 'ignore', timeout: 10_000 })
  }
})
