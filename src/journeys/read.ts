import type { Call, GoalJourneys, JobState, JourneyResults } from '../service/client.js'
import type { CheckpointDefinition, CheckpointResult, JourneyDefinition, JourneyResult, StepDefinition, StepResult } from '../service/journey-answers.js'
import { messageOf } from '../shared/exit-codes.js'
import { selectJson } from '../shared/json-select.js'
import { fileChunks } from '../shared/read-file.js'
import { exitCodeOf } from '../jobs/verdict.js'
import { type JobResults, type Journey, isFailed } from './model.js'

// Reading a run's journey results (contract: "Journey results"): after rule 9, each job's J1 in
// job order, then J2 once per goal version those answers name; then each job's journeys, titled by
// J2 and told where they failed. What the service answers otherwise is a warning, never a failure.

/** What reading the results takes of the service: endpoints J1 and J2, as ServiceClient has them. */
export interface JourneyReader {
  getJourneyResults(jobId: string, call: Call & { failed?: (outcome: string) => boolean }): Promise<JourneyResults>
  getGoalJourneys(snapshotId: string, goalId: string, call: Call & { wanted?: ReadonlySet<string>; detailed?: ReadonlySet<string> }): Promise<GoalJourneys>
}

/** A job whose results are read: its id, link and last state, as the watcher leaves them. */
export interface FinishedJob {
  id: string
  executionUrl: string
  state?: JobState
}

/** Reads the results of jobs: J1 of each, then J2 of each version not read yet. */
export type ResultsReader = (jobs: readonly FinishedJob[]) => Promise<JobResults[]>

/**
 * A reader of jobs' results (J1 each, in order, then J2 once per version over all its calls: a
 * re-run's version is its job's, read already). A job or version whose answer cannot be read is
 * one warning naming the reason; the job keeps its verdict, without journeys (or without titles).
 * Rejects only when cancelled (no request is sent after the signal) or for an unexpected error.
 */
export function resultsReader(reader: JourneyReader, { signal, warning }: { signal?: AbortSignal; warning?: (message: string) => void }): ResultsReader {
  const titles: VersionTitles = new Map()
  return async (jobs) => {
    const answers: (JourneyResults | undefined)[] = []
    for (const job of jobs) {
      // Of each journey, only where it failed is kept (contract: "where it failed"): its failed checkpoints, if it failed.
      answers.push(await read(() => reader.getJourneyResults(job.id, { signal, failed: isFailed }), `Journey results of job ${job.id}`, { signal, warning }))
    }
    // One J2 per version, in the order the jobs name them: a plan's jobs often share one, and a
    // re-run's is its job's, read already (it re-runs journeys that failed here, whose steps are
    // kept). Of each version, only the journeys its jobs ran are read, and the steps of those that failed.
    const wanted = new Map<string, { snapshotId: string; goalId: string; ids: Set<string>; failed: Set<string> }>()
    for (const answer of answers) {
      const key = versionKey(answer)
      if (answer?.snapshotId && answer.goalId && key !== undefined && !titles.has(key)) {
        const version = wanted.get(key) ?? { snapshotId: answer.snapshotId.text, goalId: answer.goalId.text, ids: new Set<string>(), failed: new Set<string>() }
        for (const journey of answer.journeys) {
          version.ids.add(journey.id.text)
          if (isFailed(journey.outcome)) version.failed.add(journey.id.text)
        }
        wanted.set(key, version)
      }
    }
    for (const [key, version] of wanted) {
      const what = `Journey titles of goal ${version.goalId}, version ${version.snapshotId},`
      const call = { signal, wanted: version.ids, detailed: version.failed }
      titles.set(key, await read(() => reader.getGoalJourneys(version.snapshotId, version.goalId, call), what, { signal, warning }))
    }
    return jobs.map((job, index) => resultsOf(job, answers[index], titles))
  }
}

/** A job's results from its J1 answer (undefined when it could not be read) and the versions' J2. */
function resultsOf(job: FinishedJob, answer: JourneyResults | undefined, titles: VersionTitles): JobResults {
  const key = versionKey(answer)
  const definitions = key === undefined ? undefined : titles.get(key)
  const goalId = answer?.goalId?.text ?? job.state?.goalId
  return {
    jobId: job.id,
    executionUrl: job.executionUrl,
    ...(goalId === undefined ? {} : { goalId }),
    status: job.state?.status,
    outcome: job.state?.outcome,
    exitCode: exitCodeOf(job.state),
    ...(answer?.startedAt === undefined ? {} : { startedAt: answer.startedAt }),
    journeys: answer && journeysOf(answer, definitions, job),
    rerunJobIds: [],
    ...(answer?.goalId && answer.snapshotId ? { version: { goalId: answer.goalId, snapshotId: answer.snapshotId, environmentId: answer.environmentId } } : {})
  }
}

/** The journeys of each goal version read so far (J2), by versionKey; undefined for one that could not be read. */
type VersionTitles = Map<string, GoalJourneys | undefined>

function versionKey(answer: JourneyResults | undefined): string | undefined {
  return answer?.snapshotId && answer.goalId ? JSON.stringify([answer.snapshotId.text, answer.goalId.text]) : undefined
}

/** One request of the results: its answer, or undefined and one warning; a cancel goes on up. */
async function read<T>(request: () => Promise<T>, what: string, { signal, warning }: { signal?: AbortSignal; warning?: (message: string) => void }): Promise<T | undefined> {
  try {
    return await request()
  } catch (error) {
    if (signal?.aborted) throw error
    warning?.(`${what} could not be read: ${messageOf(error)}.`)
    return undefined
  }
}

/** A job's journeys from its J1, titled by J2 when there is one, in the order J1's text lists them. */
export function journeysOf(answer: JourneyResults, definitions: GoalJourneys | undefined, job: Pick<FinishedJob, 'id' | 'executionUrl'>): Journey[] {
  return answer.journeys.map((result) => {
    const definition = definitions?.get(result.id.text)
    const id = definition?.id?.text ?? result.id.text
    return {
      id,
      idIsNumber: (definition?.id ?? result.id).number,
      title: nonBlank(definition?.title) ?? nonBlank(definition?.name) ?? `Journey ${id}`,
      runs: [
        {
          jobId: job.id,
          executionUrl: job.executionUrl,
          outcome: result.outcome,
          ...(result.durationMs === undefined ? {} : { durationMs: result.durationMs }),
          ...(isFailed(result.outcome) ? { where: whereItFailed(result, definition) } : {})
        }
      ]
    }
  })
}

/**
 * Where a journey failed (contract: "where it failed"): the first checkpoint in journey order whose
 * outcome is FAIL or ERROR, and in it the first such step, by its position among the checkpoint's
 * steps and its action: `checkpoint "Log in", step 3 of 5 (CLICK)`. Journey and step order are
 * J2's, else J1's; what is not known is left out, down to nothing at all.
 */
export function whereItFailed(result: JourneyResult, definition: JourneyDefinition | undefined): string | undefined {
  const checkpoints = inOrder<CheckpointResult, CheckpointDefinition>(result.checkpoints, definition?.checkpoints)
  const failed = checkpoints.find(({ result: checkpoint }) => isFailed(checkpoint?.outcome ?? ''))
  if (failed?.result === undefined) return undefined
  const title = nonBlank(failed.definition?.title)
  const checkpoint = title === undefined ? `checkpoint ${failed.result.id}` : `checkpoint "${title}"`
  const steps = inOrder<StepResult, StepDefinition>(failed.result.steps, failed.definition?.steps)
  const index = steps.findIndex(({ result: step }) => isFailed(step?.outcome ?? ''))
  if (index < 0) return checkpoint
  const action = nonBlank(steps[index].definition?.action)
  return `${checkpoint}, step ${index + 1} of ${steps.length}${action === undefined ? '' : ` (${action})`}`
}

/**
 * J1's entries in J2's order, matched by id (J2's entries without a result keep their place), then
 * J1's entries that J2 does not name, in J1's order; without J2, J1's order.
 */
function inOrder<R extends { id: string }, D extends { id: string }>(results: readonly R[], definitions: readonly D[] | undefined): { result?: R; definition?: D }[] {
  if (definitions === undefined) return results.map((result) => ({ result }))
  const byId = new Map(results.map((result) => [result.id, result]))
  const named = definitions.map((definition) => ({ definition, result: byId.get(definition.id) }))
  const known = new Set(definitions.map((definition) => definition.id))
  return [...named, ...results.filter((result) => !known.has(result.id)).map((result) => ({ result }))]
}

function nonBlank(text: string | undefined): string | undefined {
  return text === undefined || text.trim() === '' ? undefined : text
}

/** The goal record's top-level `name` (endpoint 7) read from a stream of it, as it arrives; undefined without a name string. */
async function readGoalName(body: AsyncIterable<Buffer>): Promise<string | undefined> {
  let name: string | undefined
  await selectJson(body, {
    keep: (path) => path.length === 0 || (path.length === 1 && path[0] === 'name'),
    scalar: (path, value) => {
      if (path.length === 1 && typeof value === 'string') name = value
    }
  })
  return nonBlank(name)
}

/**
 * The goal record's top-level `name`, read from the file rule 9 wrote (a failed fetch wrote an
 * `error` object there, which has none): the summary and the JUnit file name the goal by it.
 * Undefined when the file cannot be read or has no name string.
 */
export async function goalNameIn(file: string | undefined, signal?: AbortSignal): Promise<string | undefined> {
  if (file === undefined) return undefined
  try {
    return await readGoalName(fileChunks(file, signal))
  } catch (error) {
    if (signal?.aborted) throw error
    return undefined
  }
}

/** Names the goals of the given ids: a map of those that have a name. */
export type GoalNamer = (goalIds: readonly string[]) => Promise<ReadonlyMap<string, string>>

/**
 * Plan mode's goal names (contract: "Goal names in plan mode"): endpoint 7 once for each distinct
 * goal, one request at a time, reading only the record's top-level `name` and saving nothing. A
 * failed or unusable answer leaves the goal unnamed (`Goal <id>` where it is shown), with a debug
 * line; a cancel goes on up.
 */
export function goalNamer(client: { getGoal(goalId: string, save: (body: AsyncIterable<Buffer>) => Promise<void>, call: Call): Promise<void> }, { signal, debug }: { signal?: AbortSignal; debug?: (line: string) => void }): GoalNamer {
  const names = new Map<string, string | undefined>()
  return async (goalIds) => {
    for (const goalId of goalIds) {
      if (names.has(goalId)) continue
      let name: string | undefined
      try {
        await client.getGoal(goalId, async (body) => { name = await readGoalName(body) }, { signal })
        if (name === undefined) debug?.(`Goal ${goalId} has no name in its record.`)
      } catch (error) {
        if (signal?.aborted) throw error
        debug?.(`The name of goal ${goalId} could not be read: ${messageOf(error)}.`)
      }
      names.set(goalId, name)
    }
    return new Map([...names].filter((entry): entry is [string, string] => entry[1] !== undefined))
  }
}
