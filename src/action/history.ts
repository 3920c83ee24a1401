import { UsageError } from '../shared/exit-codes.js'
import type { HistoryOptions } from '../history/keep.js'
import { NO_STORE } from '../history/store.js'
import type { RunPlace } from '../history/record.js'
import { type CacheStoreTuning, type HistoryIdentity, cacheStore } from './history-cache.js'
import { Input, booleanInput, optionalInput } from './inputs.js'
import { log } from './log.js'

// The action's history (contract: "History", "Where the action keeps it"): the inputs `history`
// and `fail-on`, the record in GitHub's Actions cache, the run's place from the runner.

/** What the inputs ask of the history: whether to keep one, and the gate. */
export interface HistoryInputs {
  keep: boolean
  failOn: 'any' | 'new'
}

/**
 * The inputs `history` (default true) and `fail-on` (`any`, the default, or `new`).
 * @throws UsageError
 */
export function readHistoryInputs(): HistoryInputs {
  const failOn = optionalInput(Input.FailOn)?.toLowerCase() ?? 'any'
  if (failOn !== 'any' && failOn !== 'new') throw new UsageError(`The input "${Input.FailOn}" must be "any" or "new", not "${optionalInput(Input.FailOn)}".`)
  return { keep: booleanInput(Input.History, true), failOn }
}

/**
 * The run's history, for a run that waits: the record of `identity` in the Actions cache, where
 * there is one (off GitHub, or with `history: false`, no request: a debug line). Without a record
 * to compare with, `fail-on: new` still takes part: it stays strict, and says so.
 */
export function historyOf(inputs: HistoryInputs, identity: HistoryIdentity | undefined, tuning: CacheStoreTuning = {}): HistoryOptions | undefined {
  const gateName = `${Input.FailOn}: new`
  const strictGate = inputs.failOn === 'new' ? { store: NO_STORE, failOn: inputs.failOn, gateName } : undefined
  if (!inputs.keep) {
    log.debug(`No history: the input "${Input.History}" is false.`)
    return strictGate
  }
  if (identity === undefined) {
    log.debug('No history: a plan execution attached to without plan-id belongs to no known plan.')
    return strictGate
  }
  const store = cacheStore(identity, process.env, tuning)
  if ('off' in store) {
    log.debug(store.off)
    return strictGate
  }
  return { store, failOn: inputs.failOn, gateName, place: runPlace(process.env) }
}

/** Where this run took place, as the record keeps it: the runner's `GITHUB_*` values and the run's address. */
function runPlace(env: NodeJS.ProcessEnv): RunPlace {
  const { GITHUB_REF: ref, GITHUB_SHA: sha, GITHUB_RUN_ID: runId, GITHUB_RUN_NUMBER: runNumber, GITHUB_RUN_ATTEMPT: runAttempt, GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository } = env
  const url = server && repository && runId ? `${server}/${repository}/actions/runs/${runId}` : undefined
  const place = { ref, sha, runId, runNumber, runAttempt, url }
  return Object.fromEntries(Object.entries(place).filter(([, value]) => value !== undefined && value !== '')) as RunPlace
}
