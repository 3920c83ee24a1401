import { UsageError } from '../shared/exit-codes.js'
import type { PlanExecution } from '../service/client.js'

/** How a front end names the options of a plan run, in its messages, as in mid-sentence (`the input "plan-id"`, `-pi`). */
export interface PlanOptionNames {
  planId: string
  planExecutionId: string
  jobIds: string
  noWait: string
}

/**
 * What a plan run is to do, from the front end's options as given (contract: plan mode, "Start
 * now, gate later"): start `planId`, or wait for the plan execution that `planExecutionId` and
 * `jobIds` name. Checked as the options are read, so that a breach is a usage error before any
 * request: the two go together and exclude not waiting; the plan id is then ignored, and
 * otherwise required. None may be empty or `null`.
 * @throws UsageError
 */
export function readPlanTarget(
  given: { planId?: string; planExecutionId?: string; jobIds?: string; wait: boolean },
  names: PlanOptionNames
): { planId: string } | { attach: PlanExecution } {
  const { planExecutionId, jobIds } = given
  if (planExecutionId === undefined && jobIds === undefined) {
    if (given.planId === undefined || given.planId === '') throw usage(`${names.planId} is required: the id of the plan to run.`)
    if (given.planId === 'null') throw usage(`${names.planId} must be the id of the plan to run, not "null".`)
    return { planId: given.planId }
  }
  if (planExecutionId === undefined || jobIds === undefined) {
    throw usage(`${names.planExecutionId} and ${names.jobIds} go together: give both (the outputs of a step that did not wait) or neither.`)
  }
  if (!given.wait) throw usage(`${names.planExecutionId} and ${names.noWait} exclude each other: give one or the other.`)
  if (planExecutionId === '' || planExecutionId === 'null') {
    throw usage(`${names.planExecutionId} must be the id of a plan execution to wait for, not ${planExecutionId === '' ? 'empty' : '"null"'}.`)
  }
  return { attach: { id: planExecutionId, jobIds: parseJobIds(jobIds, names.jobIds) } }
}

/**
 * Job ids as `job-ids` gives them: a JSON array of strings or numbers (the `job-ids` output of a
 * step that did not wait), or a comma-separated list with blanks around each id ignored. A number
 * is kept digit for digit, even beyond 2^53.
 * @throws UsageError for an empty list, an empty, `null` or repeated id, or a JSON text that is no array of ids.
 */
export function parseJobIds(text: string, name: string): string[] {
  const trimmed = text.trim()
  let ids: unknown
  if (trimmed.startsWith('[')) {
    try {
      ids = JSON.parse(trimmed, numbersAsWritten as Parameters<typeof JSON.parse>[1])
    } catch {
      throw usage(`${name} is neither a JSON array of job ids nor a comma-separated list: "${text}".`)
    }
  } else {
    ids = trimmed === '' ? [] : trimmed.split(',').map((id) => id.trim())
  }
  if (!Array.isArray(ids) || ids.length === 0) throw usage(`${name} must list at least one job id.`)
  const seen = new Set<string>()
  for (const id of ids) {
    if (typeof id !== 'string' || id === '' || id === 'null') {
      throw usage(`${name} must list job ids, each a string or a number, none empty or "null": "${text}".`)
    }
    if (seen.has(id)) throw usage(`${name} names job ${id} twice.`)
    seen.add(id)
  }
  return [...seen]
}

/** JSON.parse's reviver with source text access (Node 22+): a number becomes the text written. */
function numbersAsWritten(_key: string, value: unknown, context?: { source?: string }): unknown {
  return typeof value === 'number' ? (context?.source ?? value) : value
}

/** A usage error whose sentence starts with a capital, whatever name comes first. */
function usage(sentence: string): UsageError {
  return new UsageError(sentence.charAt(0).toUpperCase() + sentence.slice(1))
}
