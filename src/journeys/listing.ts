import { type JobResults, type Journey, finalRun, isFailed, isFlaky } from './model.js'

// One ordering and one naming of a run's journeys (contract: "Legible in every shape of run"),
// read by every front end — the job summary, the annotations, the pull-request comment, the JUnit
// file, the CLIs' lines and the outputs — so that none sorts or names journeys of its own.

/** Where a journey stands once the run is over, in the order a reader wants them: what failed first. */
export type Standing = 'failed' | 'flaky' | 'other' | 'passed'

/** The standings in the order they are listed. */
export const STANDINGS: readonly Standing[] = ['failed', 'flaky', 'other', 'passed']

/**
 * A journey's standing: `failed` (its final outcome FAIL or ERROR), `flaky` (it failed, then passed
 * when run again), `passed`, or `other` (SKIP, NOT_REACHED, RUNNING, another word).
 */
export function standingOf(journey: Journey): Standing {
  const outcome = finalRun(journey).outcome
  if (isFailed(outcome)) return 'failed'
  if (isFlaky(journey)) return 'flaky'
  return outcome === 'PASS' ? 'passed' : 'other'
}

/** A journey as every front end lists it: with its job, its standing and its name. */
export interface ListedJourney {
  job: JobResults
  journey: Journey
  standing: Standing
  /** Its name within its job: its title, or `<title> [<id>]` where the job's titles repeat (contract: JUnit names are unique). */
  name: string
}

/**
 * The journeys of `jobs` with the given standings (all when none is given), in the order of
 * STANDINGS; within a standing, the new failures first (contract: "History"), then in job then
 * journey order.
 */
export function listJourneys(jobs: readonly JobResults[], ...standings: Standing[]): ListedJourney[] {
  const wanted = standings.length === 0 ? STANDINGS : standings
  const all = jobs.flatMap((job) => namedJourneys(job).map(({ journey, name }) => ({ job, journey, name, standing: standingOf(journey) })))
  const isNew = (listed: ListedJourney) => listed.journey.history?.new === true
  return STANDINGS.filter((standing) => wanted.includes(standing)).flatMap((standing) => {
    const these = all.filter((listed) => listed.standing === standing)
    return [...these.filter(isNew), ...these.filter((listed) => !isNew(listed))]
  })
}

/**
 * A job's journeys in its own order, each with a name no other journey of the job has: its title,
 * or `<title> [<id>]` where titles repeat (contract: "JUnit names are unique"). A title that itself
 * reads like such a name (`Search [101]`) takes its id too where it would clash, and what still
 * clashes (two entries of one id) a count.
 */
export function namedJourneys(job: JobResults): { journey: Journey; name: string }[] {
  const journeys = job.journeys ?? []
  const byTitle = counts(journeys.map((journey) => journey.title))
  let names = journeys.map((journey) => ((byTitle.get(journey.title) ?? 0) > 1 ? `${journey.title} [${journey.id}]` : journey.title))
  const clashing = counts(names)
  names = names.map((name, i) => ((clashing.get(name) ?? 0) > 1 && name === journeys[i].title ? `${name} [${journeys[i].id}]` : name))
  const seen = new Map<string, number>()
  const still = counts(names)
  names = names.map((name) => {
    if ((still.get(name) ?? 0) < 2) return name
    const n = (seen.get(name) ?? 0) + 1
    seen.set(name, n)
    return n === 1 ? name : `${name} (${n})`
  })
  return journeys.map((journey, i) => ({ journey, name: names[i] }))
}

function counts(values: readonly string[]): Map<string, number> {
  const seen = new Map<string, number>()
  for (const value of values) seen.set(value, (seen.get(value) ?? 0) + 1)
  return seen
}

/** The goal's name (contract: endpoint 7's top-level `name`): else `Goal <id>`, else `Virtuoso QA`. */
export function goalNameOf(job: JobResults): string {
  if (job.goalName) return job.goalName
  return job.goalId ? `Goal ${job.goalId}` : 'Virtuoso QA'
}
