import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { COMMENT_LIMIT, commentBody, commentMarker, selectionHash } from '../../src/action/comment.js'
import { FORBIDDEN, type FakeComment, type FakeGitHub, type GitHubAnswer, startFakeGitHub } from '../fakes/github.js'
import { JOURNEY_SECRET, type FakeService, type ServiceScript, hang, httpError, startFakeService, state } from '../fakes/service.js'
import { GOAL_TOKEN, goalInputs } from '../helpers/goal-inputs.js'
import { runAction } from '../helpers/child.js'
import { runActionInProcess } from '../helpers/in-process.js'
import { failingJourneys, failingWhere } from '../helpers/journeys.js'
import { startTunnellingProxy } from '../helpers/https-proxy.js'
import { logLines } from '../helpers/workflow-log.js'

// The pull-request comment (contract: "A comment on the pull request: `comment-on-pr`"), against
// the loopback fakes of the service and of GitHub's REST API, with a real event payload.

const GITHUB_TOKEN = 'ghs-fake-7c1e'
/** The marker of the tests' step running goal-7 on the fake at 127.0.0.1 (any port): written out, so that a change of its form or hash shows. */
const MARKER = '<!-- virtuoso-qa-action: CI/gate/run-qa/goal-7/4c00f474eec9 -->'
/** The marker of another step or of what it ran, made as the action makes it. */
const markerOf = (parts: { step?: string; subject?: string; environmentId?: string; journeys?: string[]; apiUrl?: string }) =>
  commentMarker({
    workflow: 'CI',
    job: 'gate',
    step: parts.step ?? 'run-qa',
    subject: parts.subject ?? 'goal-7',
    selection: selectionHash({ apiUrl: parts.apiUrl ?? 'http://127.0.0.1/', environmentId: parts.environmentId, journeys: parts.journeys })
  })
const failedRun: ServiceScript = { statuses: [state('FINISHED', 'FAIL')], journeys: failingJourneys }

let service: FakeService | undefined
let github: FakeGitHub | undefined
const dirs: string[] = []
afterEach(async () => {
  await service?.close()
  await github?.close()
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
  service = github = undefined
})

/** A pull_request event as GitHub writes it (the parts read): #17, from a fork when `fork`. */
async function eventFile(event: object): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pr-event-'))
  dirs.push(dir)
  const file = path.join(dir, 'event.json')
  await writeFile(file, JSON.stringify(event))
  return file
}
const pullRequest = (fork = false) => ({
  action: 'synchronize',
  number: 17,
  pull_request: { number: 17, head: { repo: { full_name: fork ? 'someone/repo' : 'acme/shop' } }, base: { repo: { full_name: 'acme/shop' } } }
})

async function run(
  script: ServiceScript,
  {
    comments = [],
    answer,
    inputs = {},
    event = pullRequest(),
    tuning = {},
    signal,
    runner = {}
  }: { comments?: FakeComment[]; answer?: GitHubAnswer; inputs?: Record<string, string>; event?: object; tuning?: object; signal?: AbortSignal; runner?: Record<string, string> } = {}
) {
  service = await startFakeService(script)
  github = await startFakeGitHub(GITHUB_TOKEN, comments)
  github.answer = answer
  const env = {
    GITHUB_API_URL: github.apiUrl,
    GITHUB_EVENT_PATH: await eventFile(event),
    GITHUB_REPOSITORY: 'acme/shop',
    GITHUB_WORKFLOW: 'CI',
    GITHUB_JOB: 'gate',
    GITHUB_ACTION: 'run-qa',
    GITHUB_RUN_ID: '9001',
    GITHUB_SERVER_URL: 'https://github.example',
    ...runner
  }
  return runActionInProcess(goalInputs(service.apiUrl, { 'comment-on-pr': 'true', 'github-token': GITHUB_TOKEN, ...inputs }), env, { tuning, signal })
}

const warnings = (stdout: string) => logLines(stdout).filter((line) => line.startsWith('::warning '))
const writes = () => (github?.requests ?? []).filter((request) => request.method !== 'GET')

describe('comment-on-pr', () => {
  it('comments once on the pull request, worded as the job summary, without the test data; the exit code stays', async () => {
    const result = await run(failedRun)
    expect(result.code).toBe(2)
    expect(github!.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /repos/acme/shop/issues/17/comments?per_page=100&page=1',
      'POST /repos/acme/shop/issues/17/comments'
    ])
    expect(github!.requests.every((r) => r.authorization === `token ${GITHUB_TOKEN}`)).toBe(true)
    const [comment] = github!.comments
    expect(comment.body.startsWith(`${MARKER}\n### ❌ Virtuoso QA goal`)).toBe(true)
    expect(comment.body).toContain('<p>The goal execution finished with outcome FAIL; exit code 2.</p>')
    // The summary's own row, escaping included.
    const row = `<td>Log in and check out</td><td>FAIL</td><td>${failingWhere.checkout.replaceAll('"', '&quot;')}</td><td>1 min 1 s</td>`
    expect(result.summary).toContain(row)
    expect(comment.body).toContain(row)
    expect(comment.body).toContain('<a href="https://ui.example/#/project/execution/4242">job 4242</a>')
    expect(comment.body).toContain('<a href="https://github.example/acme/shop/actions/runs/9001">the workflow run</a>')
    expect(comment.body).not.toContain(JOURNEY_SECRET)
    expect(comment.body).not.toContain(GOAL_TOKEN)
    expect(result.stdout).toContain('Commented on pull request #17')
    expect(result.stdout).toContain(`::add-mask::${GITHUB_TOKEN}`)
    expect(warnings(result.stdout)).toEqual([])
  })

  it('updates its own newest comment, found on a later page; one that quotes the marker, and another goal’s, are left alone', async () => {
    const others = Array.from({ length: 140 }, (_, i) => ({ id: i + 1, body: `chatter ${i}`, user: 'dev' }))
    const comments: FakeComment[] = [
      ...others.slice(0, 50),
      { id: 500, body: `${MARKER}\nold run`, user: 'github-actions[bot]' },
      ...others.slice(50, 120),
      { id: 501, body: `${MARKER}\nnewer run`, user: 'github-actions[bot]' },
      { id: 502, body: `> ${MARKER}\nquoted by a reviewer`, user: 'dev' },
      { id: 503, body: `${markerOf({ subject: 'goal-8' })}\nthe other matrix job`, user: 'github-actions[bot]' },
      ...others.slice(120)
    ]
    await run({ statuses: [state('FINISHED', 'PASS')] }, { comments })
    expect(github!.requests.filter((r) => r.method === 'GET')).toHaveLength(2)
    expect(writes().map((r) => `${r.method} ${r.path}`)).toEqual(['PATCH /repos/acme/shop/issues/comments/501'])
    const byId = new Map(github!.comments.map((c) => [c.id, c.body]))
    expect(byId.get(501)!.startsWith(`${MARKER}\n### ✅ Virtuoso QA goal`)).toBe(true)
    expect(byId.get(500)).toBe(`${MARKER}\nold run`)
    expect(byId.get(502)).toBe(`> ${MARKER}\nquoted by a reviewer`)
    expect(github!.comments).toHaveLength(comments.length)
  })

  it('a matrix job of another goal keeps its own comment: a second one is created', async () => {
    await run({ statuses: [state('FINISHED', 'PASS')] }, { comments: [{ id: 503, body: `${markerOf({ subject: 'goal-8' })}\nx`, user: 'bot' }] })
    expect(writes().map((r) => r.method)).toEqual(['POST'])
    expect(github!.comments.map((c) => c.body.split('\n')[0])).toEqual([markerOf({ subject: 'goal-8' }), MARKER])
  })

  /** Runs one leg or step against a GitHub that keeps the comments of the runs before it; what it wrote, and its exit code. */
  async function leg(comments: FakeComment[], script: ServiceScript, inputs: Record<string, string> = {}, runner: Record<string, string> = {}) {
    const result = await run(script, { comments, inputs, runner })
    const wrote = writes().map((r) => `${r.method} ${r.path}`)
    expect(warnings(result.stdout)).toEqual([])
    await Promise.all([service!.close(), github!.close()])
    service = github = undefined
    return { code: result.code, wrote }
  }
  const POST = 'POST /repos/acme/shop/issues/17/comments'
  const PATCH = (id: number) => `PATCH /repos/acme/shop/issues/comments/${id}`
  const verdicts = (comments: FakeComment[]) => comments.map((c) => `${c.id} ${c.body.split('\n')[1].slice(4, 5)}`)

  it('one comment per step and what it ran: legs with other journeys and other steps keep theirs, a green leg never replaces a red one, a later run updates its own', async () => {
    const comments: FakeComment[] = []
    const two = [{ id: 1, title: 'Login', outcome: 'PASS' }, { id: 2, title: 'Search', outcome: 'PASS' }]
    const chosen: ServiceScript = { journeys: two, journeyRuns: [{ id: 5151, statuses: [state('FINISHED', 'PASS')] }] }
    const passed: ServiceScript = { statuses: [state('FINISHED', 'PASS')] }

    expect(await leg(comments, failedRun)).toEqual({ code: 2, wrote: [POST] })
    expect(await leg(comments, chosen, { journeys: 'Login' })).toEqual({ code: 0, wrote: [POST] })
    expect(await leg(comments, chosen, { journeys: 'Search\nLogin' })).toEqual({ code: 0, wrote: [POST] })
    expect(await leg(comments, passed, {}, { GITHUB_ACTION: 'smoke' })).toEqual({ code: 0, wrote: [POST] })
    // The red leg's comment is still red; each is the comment of its own step and choice.
    expect(verdicts(comments)).toEqual(['1001 ❌', '1002 ✅', '1003 ✅', '1004 ✅'])
    expect(comments.map((c) => c.body.split('\n')[0])).toEqual([
      MARKER,
      markerOf({ journeys: ['Login'] }),
      markerOf({ journeys: ['Login', 'Search'] }),
      markerOf({ step: 'smoke' })
    ])

    // Later runs: each updates its own, the order of chosen journeys aside.
    expect(await leg(comments, passed)).toEqual({ code: 0, wrote: [PATCH(1001)] })
    expect(await leg(comments, chosen, { journeys: 'Login\nSearch\nLogin' })).toEqual({ code: 0, wrote: [PATCH(1003)] })
    expect(await leg(comments, failedRun, {}, { GITHUB_ACTION: 'smoke' })).toEqual({ code: 2, wrote: [PATCH(1004)] })
    expect(verdicts(comments)).toEqual(['1001 ✅', '1002 ✅', '1003 ✅', '1004 ❌'])
  })

  it('plan legs in other environments keep theirs; attaching to a plan execution with plan-id updates the comment of the plan\'s run', async () => {
    const comments: FakeComment[] = []
    const plan = (planExecutionId: number): ServiceScript => ({ planExecutionId, planJobs: [{ id: 11, statuses: [state('FINISHED', 'PASS')] }] })
    const started = { mode: 'plan', 'plan-id': 'plan-3' }
    const attached = (id: string) => ({ mode: 'plan', 'plan-execution-id': id, 'job-ids': '11' })

    expect(await leg(comments, plan(7001), { ...started, 'environment-id': 'staging' })).toEqual({ code: 0, wrote: [POST] })
    expect(await leg(comments, plan(7002), { ...started, 'environment-id': 'prod' })).toEqual({ code: 0, wrote: [POST] })
    expect(await leg(comments, plan(7003), { ...attached('7003'), 'plan-id': 'plan-3', 'environment-id': 'staging' })).toEqual({ code: 0, wrote: [PATCH(1001)] })
    expect(await leg(comments, plan(7004), { ...attached('7004'), 'plan-id': 'plan-3', 'environment-id': 'prod' })).toEqual({ code: 0, wrote: [PATCH(1002)] })
    // Without plan-id, the plan execution is all it knows.
    expect(await leg(comments, plan(7005), attached('7005'))).toEqual({ code: 0, wrote: [POST] })
    expect(comments.map((c) => c.body.split('\n')[0])).toEqual([
      markerOf({ subject: 'plan-3', environmentId: 'staging' }),
      markerOf({ subject: 'plan-3', environmentId: 'prod' }),
      markerOf({ subject: '7005' })
    ])
    expect(comments[0].body).toContain('Virtuoso QA plan 7003')
  })

  it('a leg on another API host keeps its comment; the same host on another port or path is the same leg', async () => {
    // The other host's comment is the newer one: were the host left out, it would be taken.
    const comments: FakeComment[] = [
      { id: 601, body: `${markerOf({ apiUrl: 'https://127.0.0.1:8443/other/api' })}\nthis leg, an earlier run`, user: 'bot' },
      { id: 602, body: `${markerOf({ apiUrl: 'https://api.virtuoso.qa/api' })}\nthe leg on the default host`, user: 'bot' }
    ]
    expect(await leg(comments, failedRun)).toEqual({ code: 2, wrote: [PATCH(601)] })
    expect(comments[1].body).toBe(`${markerOf({ apiUrl: 'https://api.virtuoso.qa/api' })}\nthe leg on the default host`)
  })

  it('stops paging at its bound, with a warning', async () => {
    const comments = Array.from({ length: 450 }, (_, i) => ({ id: i + 1, body: `c ${i}`, user: 'dev' }))
    const result = await run({ statuses: [state('FINISHED', 'PASS')] }, { comments, tuning: { commentPages: 3 } })
    expect(github!.requests.filter((r) => r.method === 'GET')).toHaveLength(3)
    expect(warnings(result.stdout).join('\n')).toContain('Read the first 300 comments of pull request #17 only')
    expect(result.code).toBe(0)
  })

  it.each<[string, GitHubAnswer, object, string]>([
    ['a refused token (401)', { status: 401, json: { message: 'Bad credentials' } }, pullRequest(), 'HTTP 401: GitHub refused the token of the input "github-token" (wrong, expired or revoked).'],
    ['a refused token (401), from a fork', { status: 401, json: { message: 'Bad credentials' } }, pullRequest(true), 'HTTP 401: GitHub refused the token of the input "github-token" (wrong, expired or revoked).'],
    ['a fork (read-only token)', FORBIDDEN, pullRequest(true), 'HTTP 403: a pull request from a fork gets a read-only token. Comment from a workflow_run workflow instead'],
    ['a token without the permission', FORBIDDEN, pullRequest(), 'HTTP 403: the token needs the permission pull-requests: write'],
    ['a 404', { status: 404 }, pullRequest(), 'HTTP 404.'],
    ['a 5xx', { status: 502 }, pullRequest(), 'HTTP 502.'],
    ['a rate limit (429, Retry-After)', { status: 429, headers: { 'retry-after': '60' } }, pullRequest(), "HTTP 429, GitHub's rate limit (retry after 60 s)"],
    ['a rate limit (403, x-ratelimit-reset)', { status: 403, headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1800000000' } }, pullRequest(true), "HTTP 403, GitHub's rate limit (until 2027-01-15T08:00:00.000Z)"]
  ])('%s: one warning that says what to do, the exit code unchanged', async (_, answer, event, words) => {
    const result = await run(failedRun, { answer, event })
    expect(result.code).toBe(2)
    expect(github!.requests).toHaveLength(1)
    const found = warnings(result.stdout).filter((line) => line.includes('Could not comment'))
    expect(found).toHaveLength(1)
    expect(found[0]).toContain(`Could not comment on pull request #17: ${words}`)
    expect(result.stdout).not.toContain('Resource not accessible')
  })

  it('a GitHub that does not answer: the request ends at its deadline, with a warning', async () => {
    const started = Date.now()
    const result = await run({ statuses: [state('FINISHED', 'PASS')] }, { answer: 'hang', tuning: { commentDeadlineMs: 300 } })
    expect(result.code).toBe(0)
    expect(warnings(result.stdout).join('\n')).toContain('Could not comment on pull request #17: GitHub did not answer within 0.3 s.')
    expect(Date.now() - started).toBeLessThan(20_000)
  })

  it('no request without a pull request, with comment-on-pr false, or for a run that did not reach its results', async () => {
    await run(failedRun, { event: { ref: 'refs/heads/main' } })
    expect(github!.requests).toEqual([])
    await Promise.all([service!.close(), github!.close()])
    await run(failedRun, { inputs: { 'comment-on-pr': 'false' } })
    expect(github!.requests).toEqual([])
    await Promise.all([service!.close(), github!.close()])
    const failedStart = await run({ start: httpError(500) })
    expect(failedStart.code).toBe(1)
    expect(github!.requests).toEqual([])
  })

  it.each([['goal', {}], ['plan', { mode: 'plan', 'plan-id': 'plan-3' }]])(
    'comment-on-pr with wait: false (%s): a usage error before anything starts',
    async (_, inputs) => {
      const result = await run({ planJobs: [{ id: 11 }] }, { inputs: { ...inputs, wait: 'false' } })
      expect(result.code).toBe(1)
      expect(service!.requests).toEqual([])
      expect(github!.requests).toEqual([])
      const errors = logLines(result.stdout).filter((line) => line.startsWith('::error '))
      expect(errors).toEqual([
        '::error title=Virtuoso QA::The input "comment-on-pr" and wait: false exclude each other: a run that does not wait has no result to comment.'
      ])
    }
  )

  it('a plan: the marker names the plan, and the comment links each job', async () => {
    await run({ planJobs: [{ id: 11, statuses: [state('FINISHED', 'PASS')] }, { id: 12, statuses: [state('FINISHED', 'PASS')] }] }, { inputs: { mode: 'plan', 'plan-id': 'plan-3' } })
    const [comment] = github!.comments
    expect(comment.body.startsWith(`${markerOf({ subject: 'plan-3' })}\n### ✅ Virtuoso QA plan plan-3`)).toBe(true)
    expect(comment.body).toContain('<a href="https://ui.example/#/project/execution/11">job 11</a>, <a href="https://ui.example/#/project/execution/12">job 12</a>')
  })

  it('no request after a cancel: while the results are read, or while GitHub is asked', async () => {
    const controller = new AbortController()
    const abortWhen = (ready: () => boolean) => {
      const timer = setInterval(() => ready() && controller.abort(), 5)
      return () => clearInterval(timer)
    }
    let stop = abortWhen(() => (service?.requests ?? []).some((r) => r.url.startsWith('/api/executions/4242?envelope=false')))
    const cancelled = await run({ ...failedRun, journeyResults: hang }, { signal: controller.signal }).finally(() => stop())
    expect(cancelled.code).toBe(3)
    expect(github!.requests).toEqual([])

    await Promise.all([service!.close(), github!.close()])
    const again = new AbortController()
    const timer = setInterval(() => (github?.requests.length ?? 0) > 0 && again.abort(), 5)
    stop = () => clearInterval(timer)
    const started = Date.now()
    const asking = await run(failedRun, { answer: 'hang', signal: again.signal }).finally(() => stop())
    expect(Date.now() - started).toBeLessThan(20_000)
    expect(github!.requests.map((r) => r.method)).toEqual(['GET'])
    expect(warnings(asking.stdout).filter((line) => line.includes('Could not comment'))).toEqual([])
  })

  it('an empty github-token: a warning that says what to give, no request', async () => {
    const result = await run(failedRun, { inputs: { 'github-token': '' } })
    expect(result.code).toBe(2)
    expect(github!.requests).toEqual([])
    expect(warnings(result.stdout).join('\n')).toContain('the input "github-token" is empty (give it a token with pull-requests: write)')
  })
})

describe('the comment body', () => {
  const many = Array.from({ length: 60 }, (_, i) => ({ id: String(i), title: `${'Long journey title '.repeat(20)}${i}`, runs: [{ outcome: 'FAIL', executionUrl: 'https://ui.example/x', where: 'checkpoint 1' }] }))
  const content = { heading: 'Virtuoso QA goal "Shop"', exitCode: 2, message: 'The goal execution finished with outcome FAIL.', results: [{ jobId: '1', executionUrl: 'https://ui.example/x', exitCode: 2, rerunJobIds: [], journeys: many }], jobs: [] } as never

  it('lists 50 failed journeys, then how many more', () => {
    const body = commentBody(MARKER, content)
    expect(body.match(/<tr><td>Long journey/g)).toHaveLength(50)
    expect(body).toContain('<p>10 more failed or flaky journeys are left out here; the job summary lists them.</p>')
    expect(body.length).toBeLessThanOrEqual(COMMENT_LIMIT)
  })

  it('stays under the limit, saying what was left out', () => {
    const body = commentBody(MARKER, content, 5000)
    expect(body.length).toBeLessThanOrEqual(5000)
    expect(body.startsWith(MARKER)).toBe(true)
    expect(body).toMatch(/<p>\d+ more failed or flaky journeys are left out here/)
  })

  it('the verdict and the exit code read as one sentence', () => {
    const verdict = (message: string) => commentBody(MARKER, { ...(content as object), message, results: [] } as never).split('\n')[2]
    expect(verdict('Job 4242 finished with outcome FAIL (job 4242).')).toBe('<p>Job 4242 finished with outcome FAIL (job 4242); exit code 2.</p>')
    expect(verdict('Polling gave up after 300 s')).toBe('<p>Polling gave up after 300 s; exit code 2.</p>')
  })

  it('keeps names from ending the marker early, and two steps from sharing one', () => {
    const marker = commentMarker({ workflow: 'CI --> x', job: 'a\nb', step: '50%/<1>', subject: 'g---1', selection: 'h' })
    expect(marker).toBe('<!-- virtuoso-qa-action: CI -%2D%3E x/a%0Ab/50%25%2F%3C1%3E/g-%2D%2D1/h -->')
    // A name with "/" is not another split of the parts.
    const parts = { workflow: 'CI', job: 'gate', step: 'run', subject: 'g', selection: 'h' }
    expect(commentMarker({ ...parts, workflow: 'CI/gate' , job: 'x' })).not.toBe(commentMarker({ ...parts, workflow: 'CI', job: 'gate/x' }))
  })

  it('the hash: the environment, the chosen journeys as a set, the API host unless the default one, its port and path left out', () => {
    const base = { apiUrl: 'https://api.virtuoso.qa/api' }
    const hash = selectionHash(base)
    // Written out: a change of the hash would orphan every comment made before it.
    expect(hash).toBe('44136fa355b3')
    expect(selectionHash({ apiUrl: 'https://API.virtuoso.qa:8443/other/' })).toBe(hash)
    expect(selectionHash({ apiUrl: 'http://api.virtuoso.qa/api' })).toBe(hash)
    expect(selectionHash({ ...base, environmentId: 'null' })).toBe(hash)
    expect(selectionHash({ apiUrl: 'https://api-app2.virtuoso.qa/api' })).not.toBe(hash)
    expect(selectionHash({ apiUrl: 'https://qa.internal.example/api' })).toBe(selectionHash({ apiUrl: 'https://qa.internal.example:9000/v2' }))
    expect(selectionHash({ ...base, environmentId: 'prod' })).not.toBe(selectionHash({ ...base, environmentId: 'staging' }))
    expect(selectionHash({ ...base, journeys: ['B', 'A', 'B'] })).toBe(selectionHash({ ...base, journeys: ['A', 'B'] }))
    expect(selectionHash({ ...base, journeys: ['A'] })).not.toBe(hash)
  })
})

describe('comment-on-pr behind the runner\'s proxy', () => {
  it('goes through HTTPS_PROXY/HTTP_PROXY as every other request does (a tunnel), and comments', async () => {
    service = await startFakeService(failedRun)
    github = await startFakeGitHub(GITHUB_TOKEN, [])
    const port = new URL(github.apiUrl).port
    const proxy = await startTunnellingProxy(Number(port))
    try {
      // A host name the proxy rules do not exempt, as GitHub's is; the proxy sends the tunnel to the fake.
      const env = {
        GITHUB_API_URL: `http://api.github.test:${port}`,
        GITHUB_EVENT_PATH: await eventFile(pullRequest()),
        GITHUB_REPOSITORY: 'acme/shop',
        GITHUB_WORKFLOW: 'CI',
        GITHUB_JOB: 'gate',
        HTTP_PROXY: proxy.url,
        HTTPS_PROXY: proxy.url,
        NO_PROXY: '127.0.0.1'
      }
      const result = await runActionInProcess(goalInputs(service.apiUrl, { 'comment-on-pr': 'true', 'github-token': GITHUB_TOKEN }), env)
      expect(result.code).toBe(2)
      expect(warnings(result.stdout)).toEqual([])
      // Reading the comments and creating one: one tunnel (contract: "Proxies cost one tunnel").
      expect(proxy.connects.map((connect) => connect.target)).toEqual([`api.github.test:${port}`])
      expect(github.comments).toHaveLength(1)
      // The bundle too, whose @actions/github makes undici's ProxyAgent as it loads where a proxy is set.
      const bundled = await runAction(goalInputs(service.apiUrl, { 'comment-on-pr': 'true', 'github-token': GITHUB_TOKEN }), env)
      expect(bundled.code, bundled.stdout).toBe(2)
      expect(warnings(bundled.stdout)).toEqual([])
      expect(proxy.connects).toHaveLength(2)
    } finally {
      await proxy.close()
    }
  })
})
