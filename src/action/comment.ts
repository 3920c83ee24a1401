import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import type { JourneyCounts } from '../jobs/journeys.js'
import type { JobResults } from '../journeys/model.js'
import { listJourneys } from '../journeys/listing.js'
import { givenEnvironmentId } from '../plan/run-plan.js'
import { UsageError, messageOf } from '../shared/exit-codes.js'
import { checkHeaderValue } from '../shared/parse.js'
import * as core from '@actions/core'
import { Input, booleanInput, optionalInput } from './inputs.js'
import { comparedWith, inSummary, journeyColumns, journeyTable } from './journeys.js'
import type { Comparison } from '../history/compare.js'
import { TITLE, log } from './log.js'
import { escapeHtml, journeyCell } from './summary.js'
import { DeadlineError } from '../service/errors.js'
import { environments } from '../service/hosts.js'
import { type Exchange, Transport, readLimited } from '../service/http.js'

// The pull-request comment (contract: "A comment on the pull request: `comment-on-pr`"): one per
// step and what it ran, created once and updated by every later run of it; never a failed gate.

/** Each request's deadline (contract: 30 s), which tests shorten. */
export const COMMENT_DEADLINE_MS = 30_000
/** Pages of 100 comments read at most while looking for the run's own: the paging has an end. */
export const COMMENT_PAGES = 50
/** GitHub's limit on a comment's body, in characters. */
export const COMMENT_LIMIT = 65_536
/** Failed and flaky journeys the comment lists at most, and job links. */
const LISTED = 50

/**
 * What a run ran, as far as its comment is concerned (contract: "One comment per step and what it
 * ran"): the goal or plan, and whatever else selects what ran.
 */
export interface CommentSubject {
  /** The goal id; in plan mode `plan-id`, or without it the plan execution waited for. */
  id: string
  environmentId?: string
  /** The `journeys` input's lines. */
  journeys?: readonly string[]
  /** The service's API address. */
  apiUrl: string
}

export interface CommentInputs {
  enabled: boolean
  /** The token for GitHub's API; undefined when not given. Masked. */
  token?: string
  /** The goal or plan the marker names. */
  subject: string
  /** The short hash of what else selected what ran (selectionHash). */
  selection: string
}

/**
 * `comment-on-pr` and `github-token`. A run that does not wait has no verdict to comment, so
 * `comment-on-pr: true` with `wait: false` is a usage error before anything starts (contract:
 * "Checked before anything starts").
 * @throws UsageError
 */
export function readCommentInputs(subject: CommentSubject, wait: boolean): CommentInputs {
  const enabled = booleanInput(Input.CommentOnPr, false)
  if (enabled && !wait) {
    throw new UsageError(`The input "${Input.CommentOnPr}" and ${Input.Wait}: false exclude each other: a run that does not wait has no result to comment.`)
  }
  const token = optionalInput(Input.GithubToken)
  if (token !== undefined) {
    core.setSecret(token)
    checkHeaderValue(`The input "${Input.GithubToken}"`, token)
  }
  return { enabled, token, subject: subject.id, selection: selectionHash(subject) }
}

const DEFAULT_API_HOST = new URL(environments.default.apiUrl).hostname

/**
 * One short hash of what selects what ran beyond the goal or plan (contract: "One comment per
 * step and what it ran"): the environment, the chosen journeys (a set: their order and repeats
 * select nothing more), and the API host when it is not the default one, its port and path left
 * out. Two matrix legs that differ only there keep a comment each.
 */
export function selectionHash({ environmentId, journeys, apiUrl }: Omit<CommentSubject, 'id'>): string {
  const host = new URL(apiUrl).hostname
  const selected = {
    environmentId: givenEnvironmentId(environmentId),
    journeys: journeys && [...new Set(journeys)].sort(),
    host: host === DEFAULT_API_HOST ? undefined : host
  }
  return createHash('sha256').update(JSON.stringify(selected)).digest('hex').slice(0, 12)
}

/** What the comment says: the job summary's heading, verdict and message, the counts, the journeys, the links. */
export interface CommentContent {
  heading: string
  exitCode: number
  message: string
  journeys?: JourneyCounts
  results?: readonly JobResults[]
  /** A plan's run: its journeys name their goal and job. */
  plan: boolean
  /** The run compared with its history's newest run, when it had one. */
  comparison?: Comparison
  jobs: readonly { id: string; executionUrl: string }[]
  /** The workflow run's page, when known. */
  runUrl?: string
}

/** What the marker is made of: the runner's names of the step, and what it ran. */
export interface MarkerParts {
  workflow: string
  job: string
  /** GITHUB_ACTION: unique per step of a job. */
  step: string
  subject: string
  selection: string
}

/**
 * The hidden marker that starts the comment (contract: "One comment per step and what it ran"):
 * the workflow, the job, the step, the goal or plan, and the hash of what else selected what ran,
 * so that a re-run of a step updates its own comment and other legs and steps keep theirs. Each
 * part is percent-encoded where it could end the HTML comment (`<`, `>`, a `-` after a `-`, a line
 * break) or run into the next part (`/`), and `%` itself: one to one, so two steps never share a marker.
 */
export function commentMarker(parts: MarkerParts): string {
  const encode = (text: string) => text.replace(/[%/<>\r\n]|(?<=-)-/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)
  const { workflow, job, step, subject, selection } = parts
  return `<!-- virtuoso-qa-action: ${[workflow, job, step, subject, selection].map(encode).join('/')} -->`
}

/**
 * The comment's body, worded and escaped as the job summary is: the verdict with the exit code,
 * the journey counts, the failed and flaky journeys (up to 50, then how many more), and the links.
 * Kept under GitHub's limit, with a line saying what was left out.
 */
export function commentBody(marker: string, content: CommentContent, limit = COMMENT_LIMIT): string {
  const passed = content.exitCode === 0
  const results = content.results ?? []
  const listed = listJourneys(results, 'failed', 'flaky')
  const columns = journeyColumns(results, content.plan)
  // A pointer to the summary only where the summary lists what is left out here.
  const listedInSummary = inSummary(results, content.plan)
  const jobLinks = content.jobs.slice(0, LISTED).map((job) => `<a href="${escapeHtml(job.executionUrl)}">job ${escapeHtml(job.id)}</a>`)
  const moreJobs = content.jobs.length > LISTED ? ` and ${content.jobs.length - LISTED} more jobs` : ''
  const links = [
    ...(jobLinks.length > 0 ? [`${jobLinks.join(', ')}${moreJobs}`] : []),
    ...(content.runUrl ? [`<a href="${escapeHtml(content.runUrl)}">the workflow run</a>`] : [])
  ]
  const build = (rows: number): string => {
    const shown = listed.slice(0, rows)
    const leftOut = listed.length - shown.length
    return [
      marker,
      `### ${passed ? '✅' : '❌'} ${escapeHtml(content.heading)}`,
      `<p>${escapeHtml(verdictLine(content.message, content.exitCode))}</p>`,
      ...(content.journeys ? [`<p>Journeys: ${escapeHtml(journeyCell(content.journeys))}</p>`] : []),
      ...(content.comparison ? [`<p>${comparedWith(content.comparison)}</p>`] : []),
      ...(shown.length > 0 ? [journeyTable(shown, columns)] : []),
      ...(leftOut > 0 ? [`<p>${leftOut} more failed or flaky journeys are left out here; ${listed.slice(rows).every(listedInSummary) ? 'the job summary lists them' : 'the JUnit file lists them all'}.</p>`] : []),
      ...(links.length > 0 ? [`<p>${links.join(' · ')}</p>`] : [])
    ].join('\n')
  }
  // Fewer rows until it fits; what still does not (a very long message) is cut, and says so.
  for (let rows = Math.min(listed.length, LISTED); ; rows = Math.floor(rows / 2)) {
    const body = build(rows)
    if (body.length <= limit) return body
    if (rows === 0) break
  }
  const cut = '\n<p>The rest is left out: GitHub takes no more in one comment.</p>'
  return build(0).slice(0, limit - cut.length) + cut
}

/** The message and the exit code as one sentence: `… (job 4242); exit code 2.` */
function verdictLine(message: string, exitCode: number): string {
  return `${message.replace(/\.$/, '')}; exit code ${exitCode}.`
}

/** The pull request the workflow runs for: from the event payload's `pull_request`; undefined for any other event. */
async function pullRequestOfEvent(): Promise<{ number: number; fork: boolean } | undefined> {
  const file = process.env.GITHUB_EVENT_PATH
  if (!file) return undefined
  try {
    const event = JSON.parse(await readFile(file, 'utf8')) as { pull_request?: { number?: unknown; head?: { repo?: { full_name?: unknown } }; base?: { repo?: { full_name?: unknown } } } }
    const pull = event.pull_request
    if (typeof pull?.number !== 'number') return undefined
    const head = pull.head?.repo?.full_name
    return { number: pull.number, fork: head !== undefined && head !== pull.base?.repo?.full_name }
  } catch {
    return undefined
  }
}

/**
 * The comment of a run that reached rule 9 (its results fetched; not after a cancel, a start
 * failure, a polling that gave up, or `wait: false`), after the files and the artifact.
 */
export async function commentOnRun(
  inputs: CommentInputs,
  result: { resultsFetched: boolean },
  content: CommentContent,
  signal: AbortSignal,
  tuning: { commentDeadlineMs?: number; commentPages?: number }
): Promise<void> {
  if (!inputs.enabled || !result.resultsFetched || signal.aborted) return
  await commentOnPullRequest(inputs, content, signal, { deadlineMs: tuning.commentDeadlineMs, pages: tuning.commentPages })
}

/**
 * Creates or updates the run's comment on the pull request the workflow runs for (contract:
 * `comment-on-pr`). Every request has its own deadline and the run's signal, none is retried, and
 * none is made after a cancel; any failure is one warning that says what to do: the exit code
 * never changes. The GitHub client is loaded here, so that a run without a comment never pays for it.
 */
export async function commentOnPullRequest(
  inputs: CommentInputs,
  content: CommentContent,
  signal: AbortSignal,
  { deadlineMs = COMMENT_DEADLINE_MS, pages = COMMENT_PAGES }: { deadlineMs?: number; pages?: number } = {}
): Promise<void> {
  if (!inputs.enabled) return
  const pull = await pullRequestOfEvent()
  if (pull === undefined) {
    log.debug('No comment: the workflow does not run for a pull request.')
    return
  }
  const repository = process.env.GITHUB_REPOSITORY ?? ''
  const [owner, repo] = repository.split('/')
  if (!inputs.token || !owner || !repo) {
    const what = inputs.token ? 'GITHUB_REPOSITORY is not set' : `the input "${Input.GithubToken}" is empty (give it a token with pull-requests: write)`
    log.warning(`Could not comment on pull request #${pull.number}: ${what}.`, TITLE)
    return
  }
  if (signal.aborted) return
  const { GITHUB_WORKFLOW: workflow = '', GITHUB_JOB: job = '', GITHUB_ACTION: step = '' } = process.env
  const marker = commentMarker({ workflow, job, step, subject: inputs.subject, selection: inputs.selection })
  const { GITHUB_SERVER_URL: server, GITHUB_RUN_ID: run } = process.env
  const body = commentBody(marker, { ...content, runUrl: server && run ? `${server}/${repository}/actions/runs/${run}` : undefined })
  let timedOut = false
  const transport = new Transport({ keepAlive: true, debug: log.debug })
  try {
    const { getOctokit } = await import('@actions/github')
    // Octokit's requests go through the project's own transport (src/service/http.ts), as every
    // other request does: the runner's proxy (HTTPS_PROXY, NO_PROXY) through a tunnel, a deadline
    // of its own over every phase, the run's signal, a size limit, no redirect followed.
    const fetchBounded: typeof fetch = async (url, init) => {
      signal.throwIfAborted()
      const headers = Object.fromEntries(new Headers(init?.headers).entries())
      const body = init?.body == null ? undefined : Buffer.from(await new Response(init.body).arrayBuffer())
      const method = (init?.method ?? 'GET').toUpperCase() as Exchange['method']
      try {
        return await transport.exchange({ method, url: String(url), headers, body, deadlineMs, signal }, async (answer) => {
          const data = await readLimited(answer.body, MAX_ANSWER_BYTES)
          const answerHeaders = new Headers()
          for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined) answerHeaders.set(name, Array.isArray(value) ? value.join(', ') : value)
          return new Response(data.length > 0 ? data : null, { status: answer.status, headers: answerHeaders })
        })
      } catch (error) {
        timedOut ||= error instanceof DeadlineError
        throw error
      }
    }
    const baseUrl = process.env.GITHUB_API_URL || 'https://api.github.com'
    const octokit = getOctokit(inputs.token, { baseUrl, request: { fetch: fetchBounded } })
    const issue = { owner, repo, issue_number: pull.number }
    let found: number | undefined
    let page = 1
    for (; page <= pages; page++) {
      const { data } = await octokit.rest.issues.listComments({ ...issue, per_page: 100, page })
      // Oldest first: the last one that starts with the marker is the newest.
      for (const comment of data) if (comment.body?.startsWith(marker)) found = comment.id
      if (data.length < 100) break
    }
    if (page > pages) log.warning(`Read the first ${pages * 100} comments of pull request #${pull.number} only, looking for this job's comment.`, TITLE)
    const { data } =
      found === undefined
        ? await octokit.rest.issues.createComment({ ...issue, body })
        : await octokit.rest.issues.updateComment({ owner, repo, comment_id: found, body })
    log.info(`${found === undefined ? 'Commented on' : 'Updated the comment on'} pull request #${pull.number}: ${data.html_url}`)
  } catch (error) {
    if (signal.aborted) return
    log.warning(`Could not comment on pull request #${pull.number}: ${failureText(error, pull.fork, timedOut, deadlineMs)}`, TITLE)
  } finally {
    transport.dispose()
  }
}

/** What an answer of GitHub's API is read to at most: a page of 100 comments of up to 65,536 characters each. */
const MAX_ANSWER_BYTES = 32 << 20

/** What went wrong, and what to do about it, without GitHub's own text. */
function failureText(error: unknown, fork: boolean, timedOut: boolean, deadlineMs: number): string {
  if (timedOut) return `GitHub did not answer within ${deadlineMs / 1000} s.`
  const { status, response } = error as { status?: number; response?: { headers?: Record<string, string | undefined> } }
  // Octokit gives a request that got no answer (a refused connection) status 500: no answer is no HTTP status.
  if (typeof status !== 'number' || response === undefined) return messageOf(error)
  const headers = response?.headers ?? {}
  const retryAfter = headers['retry-after']
  const reset = Number(headers['x-ratelimit-reset'])
  if (status === 429 || (status === 403 && (retryAfter !== undefined || headers['x-ratelimit-remaining'] === '0'))) {
    const when = retryAfter !== undefined ? ` (retry after ${retryAfter} s)` : Number.isFinite(reset) ? ` (until ${new Date(reset * 1000).toISOString()})` : ''
    return `HTTP ${status}, GitHub's rate limit${when}; the next run updates the comment.`
  }
  if (status === 403 && fork) {
    return 'HTTP 403: a pull request from a fork gets a read-only token. Comment from a workflow_run workflow instead (see the README).'
  }
  // A 401 is the token itself refused (wrong, expired, revoked); a 403 is a token that may not write here.
  if (status === 401) return `HTTP 401: GitHub refused the token of the input "${Input.GithubToken}" (wrong, expired or revoked).`
  if (status === 403) return 'HTTP 403: the token needs the permission pull-requests: write (permissions: pull-requests: write in the job).'
  return `HTTP ${status}.`
}
