import { MAX_RECORD_BYTES } from '../history/record.js'
import type { ChildProcess } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import * as core from '@actions/core'
import { HistoryStoreError, type RecordStore } from '../history/store.js'
import { throwIfAborted } from '../shared/clock.js'
import { readRegularFile } from '../shared/read-file.js'
import { log } from './log.js'

// The action's history record in GitHub's Actions cache (contract: "History: what is new, what
// keeps failing, what was fixed"), through the toolkit's @actions/cache, in a process of its own.
//
// Why a child process. The client archives its paths relative to GITHUB_WORKSPACE (its working
// directory without one) and hashes the path strings as given into the cache version, which a
// restore must match. In the child, the record is a constant relative file name in a fresh
// temporary directory that is the child's working directory, GITHUB_WORKSPACE and RUNNER_TEMP: the
// version is the same on every runner (with enableCrossOsArchive the OS is left out of it), nothing
// is written into the user's workspace, and this process's environment and working directory never
// change. The client takes no signal and retries on its own for half a minute: a deadline or a
// cancel kills the child, so nothing of it outlives the run. And the client, with its Azure tree,
// is never loaded into the action's own process (the 150 MB peak while a large answer is read).

/** Restore and save deadlines (contract: the whole restore 30 s, the whole save 60 s). */
export const RESTORE_DEADLINE_MS = 30_000
export const SAVE_DEADLINE_MS = 60_000
/** The argument that makes the action's bundle (dist/index.js) the cache client's process. */
export const HISTORY_CACHE_CHILD = '--virtuoso-qa-history-cache-child'
/** The record's file, relative to the child's directory: part of the cache version, so never to change. */
const RECORD_FILE = 'virtuoso-qa-history.json'
/** Debug lines from the client are cut at this length; longer ones carry service text, not news. */
const LINE_LIMIT = 4096
/** A line of the client's output is held at most this long while it arrives. */
const PENDING_LIMIT = 1 << 16

export interface HistoryIdentity {
  kind: 'goal' | 'plan'
  id: string
  environmentId?: string
}

export interface CacheStoreTuning {
  restoreDeadlineMs?: number
  saveDeadlineMs?: number
  /** Where the client's own log lines go (made inert); the action's debug log by default. */
  debug?: (line: string) => void
}

/**
 * The store of a goal's (plan mode: a plan's and environment's) record in the Actions cache, per
 * branch; `{ off }` (why, for a debug line) off GitHub, where the contract sends no request:
 * ACTIONS_RUNTIME_TOKEN, or both ACTIONS_RESULTS_URL and ACTIONS_CACHE_URL, missing.
 *
 * A pull request (the event has `pull_request`) restores the newest record of its base branch and
 * saves nothing; any other event restores its own ref's newest, else the default branch's, and
 * saves under its own ref with a key of its own (cache keys are immutable).
 */
export function cacheStore(identity: HistoryIdentity, env: NodeJS.ProcessEnv = process.env, tuning: CacheStoreTuning = {}): (RecordStore & { readonly saves: boolean }) | { off: string } {
  if (!env.ACTIONS_RUNTIME_TOKEN) return { off: 'No history: ACTIONS_RUNTIME_TOKEN is not set (not running on GitHub Actions).' }
  if (!env.ACTIONS_RESULTS_URL && !env.ACTIONS_CACHE_URL) return { off: 'No history: neither ACTIONS_RESULTS_URL nor ACTIONS_CACHE_URL is set (no Actions cache here).' }
  const event = readEvent(env.GITHUB_EVENT_PATH)
  const base = env.GITHUB_BASE_REF || event.baseRef
  const pullRequest = event.pullRequest || Boolean(env.GITHUB_BASE_REF)
  const own = pullRequest ? (base ? `refs/heads/${base}` : undefined) : env.GITHUB_REF
  if (!own) return { off: pullRequest ? 'No history: the pull request has no base branch (GITHUB_BASE_REF).' : 'No history: GITHUB_REF is not set.' }
  const fallback = !pullRequest && event.defaultBranch ? `refs/heads/${event.defaultBranch}` : undefined

  const family = `virtuoso-qa-history-v1-${identity.kind}-${shortHash(identity)}-`
  const prefixOf = (ref: string): string => `${family}${ref.replace(/%/g, '%25').replace(/,/g, '%2C')}-` // a key holds no comma
  const restoreKeys = fallback && fallback !== own ? [prefixOf(fallback)] : []
  const { restoreDeadlineMs = RESTORE_DEADLINE_MS, saveDeadlineMs = SAVE_DEADLINE_MS, debug = log.debug } = tuning
  const where = `the Actions cache (${own})`

  return {
    where,
    saves: !pullRequest,
    async restore(signal) {
      const result = await inChild({ op: 'restore', key: prefixOf(own), restoreKeys }, undefined, env, restoreDeadlineMs, signal, debug)
      if (result === undefined) return undefined
      return { text: result.file, from: `the Actions cache (${result.key.startsWith(prefixOf(own)) || !fallback ? own : fallback})` }
    },
    async save(text, signal) {
      if (pullRequest) throw new HistoryStoreError('A pull request saves no history record.')
      const unique = `${env.GITHUB_RUN_ID ?? '0'}-${env.GITHUB_RUN_ATTEMPT ?? '1'}-${randomBytes(4).toString('hex')}` // matrix jobs share a run and attempt
      await inChild({ op: 'save', key: prefixOf(own) + unique, restoreKeys: [] }, text, env, saveDeadlineMs, signal, debug)
    }
  }
}

/** The identity in 16 hex digits: the key's length stays bounded whatever the ids hold. */
function shortHash({ kind, id, environmentId }: HistoryIdentity): string {
  return createHash('sha256')
    .update(JSON.stringify([kind, id, environmentId ?? null]))
    .digest('hex')
    .slice(0, 16)
}

/** What the event payload says of the pull request and the default branch; nothing when it cannot be read. */
function readEvent(file: string | undefined): { pullRequest: boolean; baseRef?: string; defaultBranch?: string } {
  try {
    // Read once, synchronously, bounded: GitHub caps a webhook payload at 25 MB.
    if (!file || statSync(file).size > 32 * 1024 * 1024) return { pullRequest: false }
    const event = JSON.parse(readFileSync(file, 'utf8')) as { pull_request?: { base?: { ref?: unknown } }; repository?: { default_branch?: unknown } }
    const pull = event.pull_request
    const baseRef = pull?.base?.ref
    const defaultBranch = event.repository?.default_branch
    return {
      pullRequest: typeof pull === 'object' && pull !== null,
      baseRef: typeof baseRef === 'string' && baseRef ? baseRef : undefined,
      defaultBranch: typeof defaultBranch === 'string' && defaultBranch ? defaultBranch : undefined
    }
  } catch {
    return { pullRequest: false }
  }
}

type Answer = { ok: true; key?: string } | { ok: false; reason: string }

/**
 * Runs one restore or save in the client's child process, in a fresh temporary directory removed
 * afterwards. Resolves with the restored key and the record's text (a restore's hit), or
 * undefined; rejects with HistoryStoreError, or the signal's reason on a cancel, the child killed.
 */
async function inChild(
  request: { op: 'restore' | 'save'; key: string; restoreKeys: string[] },
  text: string | undefined,
  env: NodeJS.ProcessEnv,
  deadlineMs: number,
  signal: AbortSignal,
  debug: (line: string) => void
): Promise<{ key: string; file: string } | undefined> {
  throwIfAborted(signal)
  const doing = request.op === 'restore' ? 'the restore' : 'the save'
  const dir = await mkdtemp(path.join(env.RUNNER_TEMP || tmpdir(), 'virtuoso-qa-history-'))
  let child: ChildProcess | undefined
  try {
    if (text !== undefined) await writeFile(path.join(dir, RECORD_FILE), text, 'utf8')
    // Loaded here: a run without history: cache does not load child_process at start.
    const { fork } = await import('node:child_process')
    throwIfAborted(signal)
    const entry = childEntry()
    const started = fork(entry.module, entry.args, {
      cwd: dir,
      // The step's inputs (the tokens and passwords among them) are none of the cache client's business.
      env: { ...Object.fromEntries(Object.entries(env).filter(([name]) => !/^INPUT_/i.test(name))), GITHUB_WORKSPACE: dir, RUNNER_TEMP: dir },
      execArgv: [],
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      // Its own process group on POSIX, so that a kill reaches the tar and zstd it runs.
      detached: process.platform !== 'win32'
    })
    child = started
    const deadline = AbortSignal.timeout(deadlineMs)
    // The answer counts once the child has ended (its archive closed), so that its directory can go.
    const answer = await new Promise<Answer>((resolve, reject) => {
      let message: Answer | undefined
      const stop = (): void => {
        kill(started)
        reject(signal.aborted ? signal.reason : new HistoryStoreError(`${doing} did not finish within ${deadlineMs / 1000} s`))
      }
      signal.addEventListener('abort', stop, { once: true })
      deadline.addEventListener('abort', stop, { once: true })
      const settle = (): void => {
        signal.removeEventListener('abort', stop)
        deadline.removeEventListener('abort', stop)
      }
      for (const stream of [started.stdout, started.stderr]) {
        const output = lines(debug)
        stream?.setEncoding('utf8').on('data', output.write).on('end', output.end)
      }
      started.once('message', (received: Answer) => (message = received))
      started.once('error', (error) => {
        settle()
        reject(new HistoryStoreError(`${doing} could not start the cache client (${(error as NodeJS.ErrnoException).code ?? error.message})`))
      })
      started.once('exit', (code, signalName) => {
        settle()
        if (message) resolve(message)
        else reject(new HistoryStoreError(`the cache client ended without an answer (${signalName ?? `exit code ${code}`})`))
      })
      started.send({ ...request, paths: [RECORD_FILE] })
    })
    if (!answer?.ok) throw new HistoryStoreError(oneSentence(answer?.reason ?? 'no answer').replace(/\.$/, ''))
    if (request.op === 'save' || answer.key === undefined) return undefined
    const read = await readRegularFile(path.join(dir, RECORD_FILE), MAX_RECORD_BYTES).catch(() => undefined)
    if (read === undefined || !Buffer.isBuffer(read)) {
      const what = read?.refused === 'too large' ? `a record over ${MAX_RECORD_BYTES >> 20} MiB` : 'no record'
      throw new HistoryStoreError(`the entry ${answer.key} holds ${what}`)
    }
    return { key: answer.key, file: read.toString('utf8') }
  } finally {
    const remove = (): Promise<void> => rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }).catch(() => undefined)
    // After a kill, removed once the child has gone, not awaited: a cancel returns at once.
    if (!child || child.exitCode !== null || child.signalCode !== null) await remove()
    else child.once('exit', () => void remove())
  }
}

/**
 * The child's entry: from source, its own file (Node strips the types); in the bundle, the bundle
 * itself in child mode (src/action/index.ts), so that dist/ keeps one copy of the client and its
 * Azure SDK, shared with the artifact upload. This module's code lies in dist/ (index.js or one of
 * its chunks) in the bundle.
 */
function childEntry(): { module: string; args: string[] } {
  const here = fileURLToPath(import.meta.url)
  const folder = path.dirname(here)
  return here.endsWith('.ts') ? { module: path.join(folder, 'history-cache-child.ts'), args: [] } : { module: path.join(folder, 'index.js'), args: [HISTORY_CACHE_CHILD] }
}

/** Kills the child and, on POSIX, its process group (the tar and zstd it started). */
function kill(child: ChildProcess): void {
  try {
    if (process.platform !== 'win32' && child.pid !== undefined) process.kill(-child.pid, 'SIGKILL')
    else child.kill('SIGKILL')
  } catch {
    child.kill('SIGKILL')
  }
}

/**
 * Turns the client's output into debug lines: each line inert (log.debug), cut at LINE_LIMIT. Its
 * `::add-mask::` lines (the signed URLs' signatures) are passed on as masks, not shown.
 */
function lines(debug: (line: string) => void): { write(chunk: string): void; end(): void } {
  let pending = ''
  /** A line longer than PENDING_LIMIT is dropped whole, up to its end: never cut into a wrong mask. */
  let dropping = false
  const emit = (line: string): void => {
    const mask = /^::add-mask::(.*)$/.exec(line)
    if (mask) core.setSecret(mask[1].replace(/%0D|%0A|%25/g, (escape) => ({ '%0D': '\r', '%0A': '\n', '%25': '%' })[escape] ?? escape))
    // `::warning::x` → `@actions/cache: warning: x`: its own warnings stay debug lines (contract).
    else if (line) debug(`@actions/cache: ${line.slice(0, LINE_LIMIT).replace(/^::(\w+)[^:]*::/, (_, command: string) => (command === 'debug' ? '' : `${command}: `))}`)
  }
  return {
    write(chunk) {
      const parts = (pending + chunk).split(/\r?\n/)
      pending = parts.pop()!
      for (const line of parts) {
        if (!dropping) emit(line)
        dropping = false
      }
      if (pending.length > PENDING_LIMIT) {
        pending = ''
        dropping = true
      }
    },
    end() {
      if (!dropping) emit(pending)
      pending = ''
    }
  }
}

/** The client's message as one sentence without addresses (a signed URL carries its signature). */
function oneSentence(reason: string): string {
  return reason
    .split(/\r?\n|%0D|%0A/)[0]
    .replace(/\bhttps?:\/\/\S+/g, '(address)')
    .replace(/[.\s]+$/, '')
    .slice(0, 300)
}
