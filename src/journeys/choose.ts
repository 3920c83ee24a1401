import { capitalise } from '../shared/words.js'
import type { Call, GoalJourneys, ServiceClient, WrittenId } from '../service/client.js'
import { keyId } from '../service/journey-answers.js'
import { editDistance } from '../shared/edit-distance.js'
import { ToolError, UsageError, messageOf } from '../shared/exit-codes.js'
import { shownTitle } from './model.js'

// Choosing journeys (contract: "Choosing journeys (goal mode): `journeys`"): instead of endpoint 4,
// J3 finds the goal's newest version, J2 its journeys, the lines select among them, and J4 runs
// those. One home for the lines, the matching and its usage error; the front ends only map their
// strings (an input of lines, a repeated option) onto the goal run's `journeys`.

/** How many of the version's titles a line that selects nothing lists. */
export const LISTED_TITLES = 20

/**
 * The journeys asked for: one a line (an option's values may each hold several), blank lines and
 * the blanks around a line ignored. None left is a usage error: `name` says where they were given.
 * @throws UsageError
 */
export function journeyLines(values: readonly string[], name: string): string[] {
  const lines = values.flatMap((value) => value.split(/\r?\n|\r/)).map((line) => line.trim()).filter((line) => line !== '')
  if (lines.length === 0) throw new UsageError(`${name} must name at least one journey, by id or by title.`)
  return lines
}

/**
 * The ids of the journeys the lines select, each once, in J2's order: a line that equals a
 * journey's id selects it; otherwise every journey whose title equals it. A journey without an id
 * in J2 is known by its key (bare digits a number: contract, a journey's id).
 * @throws UsageError naming the first line that selects nothing, with up to 20 titles of the version
 */
export function chooseJourneys(lines: readonly string[], journeys: GoalJourneys, version: string): WrittenId[] {
  const all = [...journeys].map(([key, journey]) => ({ id: journey.id ?? keyId(key), title: journey.title }))
  // By the id's text: two entries of one id are one journey, sent once.
  const chosen = new Set<string>()
  for (const line of lines) {
    const byId = all.filter((journey) => journey.id.text === line)
    const selected = byId.length > 0 ? byId : all.filter((journey) => journey.title === line)
    if (selected.length === 0) throw new UsageError(selectsNothing(line, all, version))
    for (const journey of selected) chosen.add(journey.id.text)
  }
  return all.filter((journey) => chosen.delete(journey.id.text)).map((journey) => journey.id)
}

/** How many edits away a title may be for a line that selects nothing to name it (`Log n` is `Log in`; `Lg n` nothing). */
const NEAR_EDITS = 2

/**
 * The message for a line that selects nothing: the title it nearly matches, when one is (another
 * case, or at most two edits away, the fewest first and then J2's order), and the version's
 * titles, each once, up to 20.
 */
function selectsNothing(line: string, all: readonly { title?: string }[], version: string): string {
  const titles = [...new Set(all.flatMap((journey) => (journey.title === undefined ? [] : [journey.title])))]
  const listed = titles.slice(0, LISTED_TITLES).map((title) => JSON.stringify(title)).join(', ')
  const more = titles.length > LISTED_TITLES ? ` and ${titles.length - LISTED_TITLES} more` : ''
  const known = titles.length === 0 ? 'it has no journey with a title' : `its journeys: ${listed}${more}`
  const near = nearestTitle(line, titles)
  const hint = near === undefined ? '' : ` (did you mean ${JSON.stringify(near)}?)`
  return `The journey ${JSON.stringify(line)} is neither the id nor the title of a journey of ${version}${hint}; ${known}.`
}

/** Of `titles`, the one closest to `line` in any case, when at most NEAR_EDITS away. */
function nearestTitle(line: string, titles: readonly string[]): string | undefined {
  let best: { title: string; distance: number } | undefined
  for (const title of titles) {
    const distance = editDistance(line.toLowerCase(), title.toLowerCase())
    if (distance <= NEAR_EDITS && (best === undefined || distance < best.distance)) best = { title, distance }
  }
  return best?.title
}

/** The journeys a run chose (contract: "Chosen journeys are said"): their titles in J2's order, and how many the version has. */
export interface ChosenJourneys {
  titles: string[]
  of: number
}

/** `3 of 14 journeys chosen`: what the summary's heading and the comment say of a run of chosen journeys. */
export function chosenCount(chosen: ChosenJourneys): string {
  return `${chosen.titles.length} of ${chosen.of} ${chosen.of === 1 ? 'journey' : 'journeys'} chosen`
}

/** The log's line of a run of chosen journeys: the count, then up to 20 titles and how many more. */
export function describeChosen(chosen: ChosenJourneys): string {
  const listed = chosen.titles.slice(0, LISTED_TITLES).map((title) => JSON.stringify(shownTitle(title)))
  const more = chosen.titles.length > LISTED_TITLES ? ` and ${chosen.titles.length - LISTED_TITLES} more` : ''
  return `${capitalise(chosenCount(chosen))}: ${listed.join(', ')}${more}.`
}

/**
 * Starts the chosen journeys of a goal's newest version: J3, J2, then J4 (never retried: a retry
 * could start a second run). Returns the new job's id and what was chosen.
 * @throws UsageError when a line selects nothing (no job started); ToolError, saying which request, when one fails
 */
export async function startChosenJourneys(client: ServiceClient, goalId: string, lines: readonly string[], call: Call): Promise<{ jobId: string; chosen: ChosenJourneys }> {
  const step = async <T>(what: string, request: () => Promise<T>): Promise<T> => {
    try {
      return await request()
    } catch (error) {
      if (call.signal?.aborted) throw error
      throw new ToolError(`${what} failed: ${messageOf(error)}.`)
    }
  }
  const snapshotId = await step(`Finding the newest version of goal ${goalId}`, () => client.getLatestVersion(goalId, call))
  const version = `version ${snapshotId} of goal ${goalId}`
  const journeys = await step(`Reading the journeys of ${version}`, () => client.getGoalJourneys(snapshotId, goalId, call))
  const ids = chooseJourneys(lines, journeys, version)
  const jobId = await step(`Starting ${ids.length === 1 ? 'the chosen journey' : `the ${ids.length} chosen journeys`} of ${version}`, () =>
    client.executeJourneys(goalId, snapshotId, ids, undefined, call)
  )
  const byId = new Map([...journeys].map(([key, journey]) => [(journey.id ?? keyId(key)).text, journey.title]))
  return { jobId, chosen: { titles: ids.map((id) => byId.get(id.text) ?? `Journey ${id.text}`), of: journeys.size } }
}
