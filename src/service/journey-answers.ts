import { type JsonPath, type JsonScalar, type JsonSelector, selectJson } from '../shared/json-select.js'
import { InvalidResponseError } from './errors.js'

// What is kept of the answers about journeys (contract: "Journeys", endpoints J1 and J2), read as
// streams: a real J1 weighs hundreds of megabytes (a step is about 6 KB, mostly the page's DOM) and
// carries the goal's test data in clear, passwords included. Only ids, outcomes, durations, titles
// and a step's action are kept; nothing else of an answer is decoded, let alone stored.

/** An id as the service wrote it: its text, and whether it was a number (a J4 body writes it back the same way). */
export interface WrittenId {
  text: string
  number: boolean
}

/** A step of a checkpoint in J1: its id (`testStepId`, else its key) and outcome. */
export interface StepResult {
  id: string
  outcome?: string
}

/** A checkpoint of a journey in J1 (`testCases`), its steps in the order the text lists them. */
export interface CheckpointResult {
  id: string
  outcome?: string
  steps: StepResult[]
}

/** A journey in J1 (`testSuites`), its checkpoints in the order the text lists them. */
export interface JourneyResult {
  /** `testSuiteId`, else the key (contract: a journey's id). */
  id: WrittenId
  outcome: string
  durationMs?: number
  checkpoints: CheckpointResult[]
}

/** J1, as kept: the job's goal and version, and its journeys in the order the text lists them. */
export interface JourneyResults {
  goalId?: WrittenId
  snapshotId?: WrittenId
  environmentId?: WrittenId
  /** `startDate`, milliseconds since the epoch. */
  startedAt?: number
  journeys: JourneyResult[]
}

/** A step of a checkpoint in J2. */
export interface StepDefinition {
  id: string
  action?: string
}

/** A checkpoint of a journey in J2, its steps in order. */
export interface CheckpointDefinition {
  id: string
  title?: string
  steps: StepDefinition[]
}

/** A journey of a goal version in J2. */
export interface JourneyDefinition {
  id?: WrittenId
  title?: string
  name?: string
  checkpoints: CheckpointDefinition[]
}

/** J2, as kept: the journeys of a goal version by id (`5` and `"5"` the same), else by key. */
export type GoalJourneys = Map<string, JourneyDefinition>

/**
 * Reads J1 from its body; an answer other than described is an InvalidResponseError that says how.
 * With `failed`, a journey keeps only the checkpoints that `failed` says failed, with their steps,
 * and only when it failed itself: where a journey failed needs no more (contract: "where it
 * failed"), and a wide goal's thousands of other checkpoints and steps are let go as they are read.
 */
export async function readJourneyResults(body: AsyncIterable<Buffer>, failed?: (outcome: string) => boolean): Promise<JourneyResults> {
  const kept = (outcome: string | undefined): boolean => failed === undefined || failed(outcome ?? '')
  const results: JourneyResults = { journeys: [] }
  // Set by the callbacks as the text is read.
  let suites = 'none' as 'none' | 'object' | 'other'
  let journey: JourneyResult | undefined
  let outcome: unknown
  let checkpoint: CheckpointResult | undefined
  let step: StepResult | undefined
  const selector: JsonSelector = {
    keep: (path) => keepJ1(path),
    open(path, kind) {
      const [top, , field, , stepsField] = path
      if (path.length === 0) {
        if (kind !== 'object') throw new InvalidResponseError('the answer is not a JSON object')
      } else if (path.length === 1 && top === 'testSuites') {
        suites = kind === 'object' ? 'object' : 'other'
      } else if (path.length === 2 && suites === 'object') {
        if (kind !== 'object') throw badJourney(path)
        journey = { id: keyId(path[1]), outcome: '', checkpoints: [] }
        outcome = undefined
      } else if (path.length === 4 && field === 'testCases' && kind === 'object' && journey) {
        checkpoint = { id: String(path[3]), steps: [] }
      } else if (path.length === 6 && stepsField === 'testSteps' && kind === 'object' && checkpoint) {
        step = { id: String(path[5]) }
        checkpoint.steps.push(step)
      }
    },
    close(path) {
      if (path.length === 2 && journey) {
        if (typeof outcome !== 'string') throw badJourney(path)
        results.journeys.push({ ...journey, outcome, checkpoints: kept(outcome) ? journey.checkpoints : [] })
        journey = undefined
      } else if (path.length === 4 && checkpoint) {
        // Its outcome may follow its steps: known only now.
        if (kept(checkpoint.outcome)) journey?.checkpoints.push(checkpoint)
        checkpoint = undefined
      } else if (path.length === 6) step = undefined
    },
    scalar(path, value) {
      if (path.length === 0) throw new InvalidResponseError('the answer is not a JSON object')
      if (path.length === 1) {
        if (path[0] === 'testSuites') suites = 'other'
        else if (path[0] === 'startDate') results.startedAt = milliseconds(value)
        else results[path[0] as 'goalId' | 'snapshotId' | 'environmentId'] = idOf(value)
      } else if (path.length === 2 && suites === 'object') {
        throw badJourney(path)
      } else if (path.length === 3 && journey) {
        if (path[2] === 'outcome') outcome = value
        else if (path[2] === 'totalDuration') journey.durationMs = milliseconds(value)
        else if (path[2] === 'testSuiteId') journey.id = idOf(value) ?? journey.id
      } else if (path.length === 5 && checkpoint) {
        if (path[4] === 'outcome') checkpoint.outcome = textOf(value)
        else if (path[4] === 'testCaseId') checkpoint.id = idOf(value)?.text ?? checkpoint.id
      } else if (path.length === 7 && step) {
        if (path[6] === 'outcome') step.outcome = textOf(value)
        else if (path[6] === 'testStepId') step.id = idOf(value)?.text ?? step.id
      }
    }
  }
  await select(body, selector)
  if (suites !== 'object') throw new InvalidResponseError(suites === 'none' ? 'the answer has no testSuites' : 'testSuites is not an object')
  return results
}

/**
 * Reads J2 from its body: the journeys, by id; an entry that is no journey object is left out.
 * With `wanted`, only the journeys with one of those ids are kept, and with `detailed`, only those
 * with one of its ids have their checkpoints and steps read (without it, every journey kept): a
 * version holds every journey of the goal, a run may have run a few, and only the failed ones
 * need their steps; the rest is skipped unread, so that neither time nor memory grows with it.
 */
export async function readGoalJourneys(body: AsyncIterable<Buffer>, wanted?: ReadonlySet<string>, detailed = wanted): Promise<GoalJourneys> {
  const journeys: GoalJourneys = new Map()
  let journey: JourneyDefinition | undefined
  const has = (ids: ReadonlySet<string> | undefined, key: string | number): boolean => ids === undefined || ids.has(journey?.id?.text ?? String(key))
  const isWanted = (key: string | number): boolean => has(wanted, key)
  let checkpoint: CheckpointDefinition | undefined
  let step: StepDefinition | undefined
  const selector: JsonSelector = {
    // Each journey's id and titles are read; its checkpoints and steps only when it is wanted and
    // detailed, by its id when the text gave it before them (as the service writes it), else by its key.
    keep: (path) => (path.length === 2 && path[1] === 'cases' ? isWanted(path[0]) && has(detailed, path[0]) : keepJ2(path)),
    open(path, kind) {
      if (path.length === 0 && kind !== 'object') throw new InvalidResponseError('the answer is not a JSON object')
      if (path.length === 1 && kind === 'object') journey = { checkpoints: [] }
      else if (path.length === 3 && kind === 'object' && journey) {
        checkpoint = { id: '', steps: [] }
        journey.checkpoints.push(checkpoint)
      } else if (path.length === 5 && kind === 'object' && checkpoint) {
        step = { id: '' }
        checkpoint.steps.push(step)
      }
    },
    close(path) {
      if (path.length === 1 && journey) {
        if (isWanted(path[0])) journeys.set(journey.id?.text ?? String(path[0]), journey)
        journey = undefined
      } else if (path.length === 3) checkpoint = undefined
      else if (path.length === 5) step = undefined
    },
    scalar(path, value) {
      if (path.length === 0) throw new InvalidResponseError('the answer is not a JSON object')
      if (path.length === 2 && journey) {
        if (path[1] === 'id') journey.id = idOf(value)
        else if (path[1] === 'title' || path[1] === 'name') journey[path[1]] = textOf(value)
      } else if (path.length === 4 && checkpoint) {
        if (path[3] === 'id') checkpoint.id = idOf(value)?.text ?? ''
        else if (path[3] === 'title') checkpoint.title = textOf(value)
      } else if (path.length === 6 && step) {
        if (path[5] === 'id') step.id = idOf(value)?.text ?? ''
        else if (path[5] === 'action') step.action = textOf(value)
      }
    }
  }
  await select(body, selector)
  return journeys
}

const J1_TOP = new Set(['goalId', 'snapshotId', 'environmentId', 'startDate', 'testSuites'])
const J1_JOURNEY = new Set(['outcome', 'totalDuration', 'testSuiteId', 'testCases'])
const J1_CHECKPOINT = new Set(['outcome', 'testCaseId', 'testSteps'])
const J1_STEP = new Set(['outcome', 'testStepId'])

/** The paths of J1 that are read: everything else (the DOM, the test data, the screenshots) is skipped unread. */
function keepJ1(path: JsonPath): boolean {
  switch (path.length) {
    case 0: return true
    case 1: return J1_TOP.has(path[0] as string)
    case 2: return path[0] === 'testSuites'
    case 3: return J1_JOURNEY.has(path[2] as string)
    case 4: return path[2] === 'testCases'
    case 5: return path[2] === 'testCases' && J1_CHECKPOINT.has(path[4] as string)
    case 6: return path[4] === 'testSteps'
    case 7: return path[4] === 'testSteps' && J1_STEP.has(path[6] as string)
    default: return false
  }
}

const J2_JOURNEY = new Set(['id', 'title', 'name', 'cases'])
const J2_CHECKPOINT = new Set(['id', 'title', 'steps'])
const J2_STEP = new Set(['id', 'action'])

/** The paths of J2 that are read: a step's value and the journey's test data are skipped unread. */
function keepJ2(path: JsonPath): boolean {
  switch (path.length) {
    case 0:
    case 1: return true
    case 2: return J2_JOURNEY.has(path[1] as string)
    case 3: return path[1] === 'cases'
    case 4: return path[1] === 'cases' && J2_CHECKPOINT.has(path[3] as string)
    case 5: return path[3] === 'steps'
    case 6: return path[3] === 'steps' && J2_STEP.has(path[5] as string)
    default: return false
  }
}

async function select(body: AsyncIterable<Buffer>, selector: JsonSelector): Promise<void> {
  try {
    await selectJson(body, selector)
  } catch (error) {
    // The grammar's own words ("not JSON: unexpected "<" at byte 0"), as the answer's fault.
    if (error instanceof Error && error.name === 'JsonSyntaxError') throw new InvalidResponseError(`the answer is ${error.message}`)
    throw error
  }
}

function badJourney(path: JsonPath): InvalidResponseError {
  return new InvalidResponseError(`testSuites[${JSON.stringify(path[1])}] is not a journey with an outcome`)
}

/**
 * A key as an id: bare digits are a number as the service wrote it (contract: a journey's id), as
 * JSON writes one (no leading zero: `007` stays a string, which a request can carry as it is).
 */
export function keyId(key: string | number): WrittenId {
  const text = String(key)
  return { text, number: /^(0|[1-9]\d*)$/.test(text) }
}

/** An id: a string or a number, digit for digit; anything else is none. */
function idOf(value: JsonScalar): WrittenId | undefined {
  if (typeof value === 'string') return value === '' ? undefined : { text: value, number: false }
  if (value !== null && typeof value === 'object') return { text: value.number, number: true }
  return undefined
}

function textOf(value: JsonScalar): string | undefined {
  return typeof value === 'string' ? value : undefined
}

/** A duration or a date in milliseconds: a finite number ≥ 0, else none. */
function milliseconds(value: JsonScalar): number | undefined {
  if (value === null || typeof value !== 'object') return undefined
  const n = Number(value.number)
  return Number.isFinite(n) && n >= 0 ? n : undefined
}
