import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { commentOnPullRequest } from '../../src/action/comment.js'
import { FORBIDDEN, type FakeComment, type FakeGitHub, type GitHubAnswer, startFakeGitHub } from '../fakes/github.js'
import { type FakeService, closedPort, startFakeService, state } from '../fakes/service.js'
import { goalInputs } from '../helpers/goal-inputs.js'
import { runActionInProcess } from '../helpers/in-process.js'
import { logLines } from '../helpers/workflow-log.js'

// The comment's requests and what the runner gives them (contract: "A comment on the pull request:
// `comment-on-pr`", "One comment per step and what it ran"), at the edges comment.test.ts leaves:
// which events name a pull request, payloads with parts missing, runner variables unset, the paging
// bound, GitHub's failures.

const TOKEN = 'ghs-2'
let service: FakeService | undefined
let github: FakeGitHub | undefined
let dir: string | undefined
afterEach(async () => {
  await service?.close()
  await github?.close()
  if (dir) await rm(dir, { recursive: true, force: true })
  service = github = dir = undefined
})

interface Options {
  /** The event payload's text, in place of `{"pull_request": <pull>}`. */
  event?: string
  answer?: GitHubAnswer
  comments?: FakeComment[]
  env?: Record<string, string | undefined>
  inputs?: Record<string, string>
  tuning?: object
}

/** The action on a passing goal with comment-on-pr, for a pull request payload (`pull_request` as given), with only the runner variables named. */
async function comment(pull: object, { event: text, answer, comments = [], env = {}, inputs = {}, tuning = {} }: Options = {}) {
  service = await startFakeService({ statuses: [state('FINISHED', 'PASS')] })
  github = await startFakeGitHub(TOKEN, comments)
  github.answer = answer
  dir = await mkdtemp(path.join(tmpdir(), 'pr-event-'))
  const event = path.join(dir, 'event.json')
  await writeFile(event, text ?? JSON.stringify({ pull_request: pull }))
  const runner = { GITHUB_API_URL: github.apiUrl, GITHUB_EVENT_PATH: event, GITHUB_REPOSITORY: 'acme/shop', ...env }
  const run = await runActionInProcess(goalInputs(service.apiUrl, { 'comment-on-pr': 'true', 'github-token': TOKEN, ...inputs }), runner, { tuning })
  const lines = logLines(run.stdout)
  return { run, lines, warnings: lines.filter((line) => line.startsWith('::warning ')).map((line) => line.replace(/^::warning title=Virtuoso QA::/, '')) }
}
const posted = () => (github?.requests ?? []).filter((r) => r.method === 'POST')

describe('which event names a pull request', () => {
  it('a pull request without head or base: no fork, so a 403 asks for the permission', async () => {
    const { warnings } = await comment({ number: 17, base: { repo: { full_name: 'acme/shop' } } }, { answer: FORBIDDEN })
    expect(warnings).toEqual(['Could not comment on pull request #17: HTTP 403: the token needs the permission pull-requests: write (permissions: pull-requests: write in the job).'])
  })

  it('a pull request with only its number: commented', async () => {
    const { warnings } = await comment({ number: 17 })
    expect(posted().map((r) => r.path)).toEqual(['/repos/acme/shop/issues/17/comments'])
    expect(warnings).toEqual([])
  })

  it.each([
    ['a number written as a string', JSON.stringify({ pull_request: { number: '17' } })],
    ['a payload that is not JSON', '{"pull_request": {"number": 17'],
    ['a push', JSON.stringify({ ref: 'refs/heads/main' })]
  ])('%s: no pull request, no request, a debug line', async (_, event) => {
    const { lines } = await comment({}, { event })
    expect(github!.requests).toEqual([])
    expect(lines).toContain('::debug::No comment: the workflow does not run for a pull request.')
  })

  it('without GITHUB_REPOSITORY: a warning that says so, no request', async () => {
    const { warnings } = await comment({ number: 17 }, { env: { GITHUB_REPOSITORY: undefined } })
    expect(github!.requests).toEqual([])
    expect(warnings).toEqual(['Could not comment on pull request #17: GITHUB_REPOSITORY is not set.'])
  })

  it('commentOnPullRequest with the comment not asked for: no request, for a pull request too', async () => {
    github = await startFakeGitHub(TOKEN)
    dir = await mkdtemp(path.join(tmpdir(), 'pr-event-'))
    const event = path.join(dir, 'event.json')
    await writeFile(event, JSON.stringify({ pull_request: { number: 17 } }))
    const saved = { ...process.env }
    Object.assign(process.env, { GITHUB_API_URL: github.apiUrl, GITHUB_EVENT_PATH: event, GITHUB_REPOSITORY: 'acme/shop' })
    try {
      const inputs = { enabled: false, token: TOKEN, subject: 'goal-7', selection: 'h' }
      await commentOnPullRequest(inputs, { heading: 'h', exitCode: 0, message: 'm', plan: false, jobs: [] }, new AbortController().signal)
    } finally {
      for (const key of ['GITHUB_API_URL', 'GITHUB_EVENT_PATH', 'GITHUB_REPOSITORY']) {
        if (saved[key] === undefined) delete process.env[key]
        else process.env[key] = saved[key]
      }
    }
    expect(github.requests).toEqual([])
  })
})

describe('the payload of the pull request', () => {
  it.each([
    ['a head without a repository', { number: 17, head: {}, base: { repo: { full_name: 'acme/shop' } } }, 'the token needs the permission'],
    ['a head and no base: from another repository', { number: 17, head: { repo: { full_name: 'someone/shop' } } }, 'a pull request from a fork'],
    ['a base without a repository: from another repository', { number: 17, head: { repo: { full_name: 'someone/shop' } }, base: {} }, 'a pull request from a fork']
  ])('%s', async (_, pull, words) => {
    const { warnings } = await comment(pull, { answer: { status: 403, json: { message: 'Resource not accessible by integration' } } })
    expect(github!.requests).toHaveLength(1)
    expect(warnings).toEqual([expect.stringContaining(`Could not comment on pull request #17: HTTP 403: ${words}`)])
  })
})

describe('what the runner leaves unset', () => {
  it('no workflow, job or step names: empty parts of the marker; a run id without a server: no link to the run', async () => {
    const { run } = await comment({ number: 17 }, { env: { GITHUB_RUN_ID: '9001' } })
    expect(run.code).toBe(0)
    const [created] = github!.comments
    expect(created.body).toMatch(/^<!-- virtuoso-qa-action: \/\/\/goal-7\/[0-9a-f]{12} -->\n/)
    expect(created.body).not.toContain('the workflow run')
  })
})

describe('finding and writing the comment', () => {
  it('a comment without a body is passed over; the run says it updated its own', async () => {
    const { lines } = await comment({ number: 17 }, { comments: [{ id: 5, body: null as never, user: 'dev' }] })
    const created = github!.comments.at(-1)!
    expect(lines).toContain(`Commented on pull request #17: https://github.example/pull/1#issuecomment-${created.id}`)
    await Promise.all([service!.close(), github!.close()])
    const again = await comment({ number: 17 }, { comments: [{ id: 5, body: null as never, user: 'dev' }, created] })
    expect(github!.requests.map((r) => r.method)).toEqual(['GET', 'PATCH'])
    expect(again.lines).toContain(`Updated the comment on pull request #17: https://github.example/pull/1#issuecomment-${created.id}`)
  })

  it('one kept-alive connection for all its requests, closed when done; an empty github-token masks nothing', async () => {
    const { lines } = await comment({ number: 17 }, { comments: [{ id: 5, body: 'c', user: 'dev' }] })
    expect(github!.requests.map((r) => r.method)).toEqual(['GET', 'POST'])
    expect([github!.connections(), github!.openConnections()]).toEqual([1, 0])
    expect(lines.filter((line) => line.startsWith('::add-mask::') && line.length === '::add-mask::'.length)).toEqual([])
    await Promise.all([service!.close(), github!.close()])
    const empty = await comment({ number: 17 }, { inputs: { 'github-token': '' } })
    expect(empty.lines.filter((line) => line === '::add-mask::')).toEqual([])
  })

  it('a last page read within the bound is no cut: no warning', async () => {
    const { warnings } = await comment({ number: 17 }, { comments: [{ id: 5, body: 'c', user: 'dev' }], tuning: { commentPages: 1 } })
    expect(posted()).toHaveLength(1)
    expect(warnings).toEqual([])
  })

  it('a github-token with a line break is a usage error that names the input, before any request', async () => {
    const { run } = await comment({ number: 17 }, { inputs: { 'github-token': 'ghs\nx' } })
    expect(run.code).toBe(1)
    expect(logLines(run.stdout)).toContain('::error title=Virtuoso QA::The input "github-token" holds a line break (not shown here: it is a secret); give it without.')
    expect(service!.requests).toEqual([])
  })
})

describe("GitHub's failures, in words", () => {
  it.each<[string, GitHubAnswer, string]>([
    ['a 5xx with Retry-After', { status: 502, headers: { 'retry-after': '5' } }, 'HTTP 502.'],
    ['a 403 with Retry-After', { status: 403, headers: { 'retry-after': '60' } }, "HTTP 403, GitHub's rate limit (retry after 60 s); the next run updates the comment."],
    ['a 429 that says nothing of when', { status: 429 }, "HTTP 429, GitHub's rate limit; the next run updates the comment."]
  ])('%s', async (_, answer, words) => {
    const { warnings } = await comment({ number: 17 }, { answer })
    expect(warnings).toEqual([`Could not comment on pull request #17: ${words}`])
  })

  it('no answer at all (a refused connection): the reason, not an HTTP status', async () => {
    const { warnings } = await comment({ number: 17 }, { env: { GITHUB_API_URL: `http://127.0.0.1:${await closedPort()}` } })
    expect(warnings).toEqual([expect.stringMatching(/^Could not comment on pull request #17: .*ECONNREFUSED/)])
    expect(warnings[0]).not.toContain('HTTP')
  })
})
