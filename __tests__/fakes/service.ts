import { randomBytes } from 'node:crypto'
import { type IncomingHttpHeaders, type IncomingMessage, type RequestListener, type ServerResponse, createServer } from 'node:http'
import type { AddressInfo, Server, Socket } from 'node:net'

// This file imports nothing of the project's: scripts/demo.ts runs it under plain Node, which
// cannot resolve a .js import to a .ts file.

/**
 * A fake of the Virtuoso QA service: real HTTP servers on 127.0.0.1, port 0, scripted per test.
 * The API serves every endpoint under `/api`: the certificate endpoints (1 and 3) and the goal
 * endpoints (4 to 7). A second server, on another port, is the storage behind the pre-signed
 * upload addresses (endpoint 2). Both record every request, and can fail in every way the
 * clients must survive.
 */

/** One scripted answer: a JSON body (HTTP 200), or a failure. */
export type Reply =
  | { json: unknown; status?: number; headers?: Record<string, string> }
  | { status: number; body?: string; headers?: Record<string, string> }
  | { reset: true }
  | { hang: true }
  /** Headers at once, then the body a few bytes at a time: never idle, never done in time. */
  | { trickle: string; intervalMs: number; bytesPerChunk?: number; status?: number }
  /** A redirect to another address, which a client must not follow. */
  | { redirect: string; status?: number }
  /** Exact bytes (invalid UTF-8, a body larger than a limit). */
  | { raw: Buffer; status?: number; headers?: Record<string, string> }
  /**
   * A server that closed a kept-alive connection while it was idle, as the request came: a
   * request on a connection that served an earlier one is reset before any byte of an answer; on a
   * new connection, `then` answers.
   */
  | { closedWhileIdle: true; then: Reply }

export const ok = (json: unknown): Reply => ({ json })
export const state = (status: string, outcome: string | null = null): Reply => ({ json: { status, outcome } })
export const httpError = (status: number, headers?: Record<string, string>): Reply => ({ status, body: 'error', headers })
export const emptyBody: Reply = { status: 200, body: '' }
export const notJson: Reply = { status: 200, body: '<html>Bad gateway</html>' }
export const reset: Reply = { reset: true }
export const hang: Reply = { hang: true }
export const trickle = (body: string, intervalMs = 20, bytesPerChunk = 1): Reply => ({ trickle: body, intervalMs, bytesPerChunk })
export const redirect = (location: string, status = 302): Reply => ({ redirect: location, status })
export const closedWhileIdle = (then: Reply): Reply => ({ closedWhileIdle: true, then })
export const raw = (body: Buffer | string, status = 200): Reply => ({ raw: Buffer.from(body), status, headers: { 'content-type': 'application/json' } })

/** The certificate endpoints' script. */
export interface CertificateScript {
  /** `item.id` of a created entry; default `cert-91`. */
  certificateId?: string
  /** Answer of endpoint 1; default success, with one pre-signed address per file on the store. */
  create?: Reply
  /** Answer of endpoint 3; default `success` exactly when the store holds all three files of the entry. */
  verify?: Reply
  /** The store's answer to the upload of a file; default 200 with an empty body, and the file is kept. */
  store?: Partial<Record<string, Reply>>
  /** The origin of the pre-signed addresses; default the store's own (`http://127.0.0.1:<port>`). */
  uploadOrigin?: string
}

export interface ServiceScript {
  certificates?: CertificateScript
  jobId?: string | number
  /** Answer of endpoint 4; default `{ id: jobId }`. */
  start?: Reply
  /** Answers of endpoint 5, in order; the last one repeats. */
  statuses?: Reply[]
  /** Answers of endpoints 6 and 7. */
  report?: Reply
  goal?: Reply
  /** Names of goals by id, for the default answer of endpoint 7 (else `defaultGoal`'s name). */
  goalNames?: Record<string, string>
  /** The plan execution of the default P1 answer; default 7001. */
  planExecutionId?: string | number
  /**
   * The jobs of a plan, in order: the default P1 answer lists them (as an array), and each has its
   * own status answers (the last one repeats) and report. A status request for another job gets `statuses`.
   */
  planJobs?: PlanJobScript[]
  /** Answer of endpoint P1; default `{ id: planExecutionId, jobs: [{ id }, …] }` from `planJobs`. */
  planStart?: Reply
  /** Answer of endpoint P2; default `{ id: planExecutionId, status: 'FINISHED' }`. */
  planReport?: Reply
  /** The goal job's journeys, which its J1 answer reports (default: one, `Login journey`, passed). */
  journeys?: JourneyScript[]
  /** Answer of J1 for the goal job; default a realistic answer made from `journeys` (see journeyResults). */
  journeyResults?: Reply
  /** Answer of J2; default a realistic answer made from every journey scripted, the plan's jobs' included. */
  goalJourneys?: Reply
  /** Answer of J3 (a goal's versions); default two versions, the newest 28733 (the fake's J1 answers name it). */
  versions?: Reply
  /**
   * Jobs that J4 starts (re-runs, chosen journeys), in the order J4 is called: each has its own
   * status answers, report and J1, as a plan's jobs do. The k-th J4 answers `{ id }` of the k-th.
   * A J4 past them starts a job as the service does (see startedJob).
   */
  journeyRuns?: PlanJobScript[]
  /** Answers of J4 in order, in place of the default; the last one repeats. */
  journeyRunStarts?: Reply[]
}

/** A journey as the fake's J1 (its results) and J2 (its titles and steps) report it. */
export interface JourneyScript {
  id: string | number
  /** J2's `title`; none leaves it out. */
  title?: string
  /** J2's `name`, an internal label; default `Suite <id>`. */
  name?: string
  /** J1's outcome of the journey. */
  outcome: string
  /**
   * Its outcomes when J4 runs it again (a re-run), in order, the last one repeating; default its
   * `outcome` every time. `['PASS']` after a FAIL makes a flaky journey.
   */
  reruns?: string[]
  /** J1's `totalDuration`, ms; default 1000 per checkpoint. */
  durationMs?: number
  /** Default: one checkpoint of two steps, all with the journey's outcome. */
  checkpoints?: CheckpointScript[]
}

export interface CheckpointScript {
  id: string | number
  title?: string
  outcome: string
  steps: { id: string | number; action?: string; outcome: string }[]
}

/**
 * Test data in clear, as real J1 and J2 answers carry it (research: journey answers): planted in
 * every field that holds it (`testDataValue`, `sideEffects`, `meta`, `dataAttributeValues`, a step's
 * `value`) and in the screenshot links, so that a test can assert it reaches no log, output or file.
 */
export const JOURNEY_SECRET = 'pw-Hunter2-in-clear-4417'

export interface PlanJobScript {
  id: string | number
  /** Its journeys, which its J1 answer reports (default: one, `Login journey`, passed). */
  journeys?: JourneyScript[]
  /** Answer of J1 for this job; default made from `journeys`. */
  journeyResults?: Reply
  /** Default: RUNNING, then FINISHED with PASS. */
  statuses?: Reply[]
  /** Default: the `report` of the script, else `{ id, status: 'FINISHED' }`. */
  report?: Reply
  /** The job's goal, as a plan's jobs each run their own: its J1 answer's `goalId`, and its JSON status answers' unless they name one. */
  goalId?: string | number
}

export interface RecordedRequest {
  method: string
  /** Path and query exactly as received (still percent-encoded). */
  url: string
  headers: IncomingHttpHeaders
  /** The client's port: equal ports mean one reused connection. */
  remotePort: number
  body: Buffer
  /** `performance.now()` in this process when the answer was given (a JSON answer is written whole at once). */
  answeredAt: number
  /** `performance.now()` in this process when the request had arrived whole. */
  receivedAt: number
}

/** A file the store keeps: the bytes of an accepted upload. */
export interface StoredFile {
  organizationId: string
  certificateId: string
  file: string
  body: Buffer
}

export interface FakeService {
  /** The API base address ({base_url}). */
  apiUrl: string
  requests: RecordedRequest[]
  /** The pre-signed storage's origin, another port than the API's. */
  storeUrl: string
  /** Every request the store received, accepted or not. */
  storeRequests: RecordedRequest[]
  /** Files the store accepted, in order. */
  stored: StoredFile[]
  /** Requests to the status endpoint so far. */
  statusRequests(): RecordedRequest[]
  /** Connections the API accepted so far (one kept-alive connection serves many requests). */
  connections(): number
  /** The most requests the API had at once, from the arrival of a request to the end of its answer. */
  maxInFlight(): number
  /** Connections to the API still open (a client that disposes of its kept-alive connection closes it). */
  openConnections(): number
  close(): Promise<void>
}

export const defaultReport = { id: 4242, status: 'FINISHED', testsuites: [{ name: 'Login journey', passed: true }] }
export const defaultGoal = { id: 'goal-7', name: 'Checkout regression', snapshotId: 12 }

export async function startFakeService(script: ServiceScript = {}): Promise<FakeService> {
  const jobId = script.jobId ?? 4242
  const statuses = script.statuses ?? [state('RUNNING'), state('FINISHED', 'PASS')]
  let statusIndex = 0
  const planExecutionId = script.planExecutionId ?? 7001
  // Jobs known by id: the plan's (P1 lists them) and those J4 starts (it does not).
  const planJobs = new Map([...(script.planJobs ?? []), ...(script.journeyRuns ?? [])].map((job) => [String(job.id), { ...job, next: 0 }]))
  let journeyRunsStarted = 0
  /** The jobs that ran each journey so far, by journey id: its next run is its run number this many. */
  const ranIn = new Map<string, Set<string>>()
  const ran = (jobId: string | number, journeys: readonly JourneyScript[]) => {
    for (const journey of journeys) ranIn.set(String(journey.id), (ranIn.get(String(journey.id)) ?? new Set()).add(String(jobId)))
  }
  /** Every journey scripted, the first of each id: those of the goal, of the plan's jobs, of the scripted J4 jobs. */
  const scriptedJourneys = (): JourneyScript[] => {
    const scripted = [script.journeys, ...[...planJobs.values()].map((job) => job.journeys)]
    const all = [...scripted.flatMap((journeys) => journeys ?? []), ...(scripted.some((journeys) => journeys === undefined) ? [loginJourney] : [])]
    return all.filter((journey, i) => all.findIndex((other) => String(other.id) === String(journey.id)) === i)
  }
  /**
   * J4 as the service answers it (research: journey answers): a new job, the next free id after the
   * goal's job, that runs the journeys `suiteIds` names, each with the outcome of its next run
   * (`outcome`, then `reruns`): RUNNING, then FINISHED, its report and J1 telling the same.
   * Anything else than an array of the version's journey ids is refused (400).
   */
  const startedJob = (body: Buffer): Reply => {
    let suiteIds: unknown
    try {
      suiteIds = (JSON.parse(body.toString('utf8')) as { suiteIds?: unknown }).suiteIds
    } catch {
      return httpError(400)
    }
    const known = scriptedJourneys()
    const journeys = Array.isArray(suiteIds) ? suiteIds.map((id) => known.find((journey) => String(journey.id) === String(id))) : []
    if (journeys.length === 0 || journeys.some((journey) => journey === undefined)) return httpError(400)
    let id = /^\d+$/.test(String(jobId)) ? Number(jobId) + 1 : 9001
    while (planJobs.has(String(id))) id++
    const runs = (journeys as JourneyScript[]).map((journey) => runAgain(journey, ranIn.get(String(journey.id))?.size ?? 0))
    ran(id, runs)
    const failed = runs.some((journey) => journey.outcome === 'FAIL' || journey.outcome === 'ERROR')
    const counts = (outcomes: string[]) => ({ countPerOutcome: Object.fromEntries(outcomes.map((outcome) => [outcome, outcomes.filter((each) => each === outcome).length])), totalCount: outcomes.length })
    planJobs.set(String(id), {
      id,
      journeys: runs,
      statuses: [
        ok({ status: 'RUNNING', outcome: null, journeyStatistics: counts(runs.map(() => 'RUNNING')) }),
        ok({ status: 'FINISHED', outcome: failed ? 'FAIL' : 'PASS', journeyStatistics: counts(runs.map((journey) => journey.outcome)) })
      ],
      report: ok({ id, status: 'FINISHED', testsuites: runs.map((journey) => ({ name: journey.title ?? `Journey ${journey.id}`, passed: journey.outcome === 'PASS' })) }),
      next: 0
    })
    return ok({ id })
  }
  const requests: RecordedRequest[] = []
  const storeRequests: RecordedRequest[] = []
  const stored: StoredFile[] = []
  const certificates = script.certificates ?? {}
  /** Pre-signed addresses issued so far: path → query, as an S3-like store would check its signature. */
  const issued = new Map<string, { organizationId: string; certificateId: string; file: string; query: string }>()
  let storeUrl = ''

  const presign = (organizationId: string, certificateId: string, file: string): string => {
    const key = `/vqa-certificates/${encodeURIComponent(organizationId)}/${encodeURIComponent(certificateId)}/${file}`
    const query =
      'X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAFAKE%2F20261122%2Feu-west-1%2Fs3%2Faws4_request' +
      `&X-Amz-Date=20261122T120000Z&X-Amz-Expires=900&X-Amz-SignedHeaders=host&X-Amz-Signature=${randomBytes(32).toString('hex')}`
    issued.set(key, { organizationId, certificateId, file, query })
    return `${certificates.uploadOrigin ?? storeUrl}${key}?${query}`
  }

  const certificateRoute = (req: IncomingMessage, organizationId: string, rest: string[]): Reply => {
    if (req.method === 'POST' && rest.length === 0) {
      if (certificates.create) return certificates.create
      const id = certificates.certificateId ?? 'cert-91'
      const s3PreSignedUrls = Object.fromEntries(['key4.db', 'cert9.db', 'pkcs11.txt'].map((file) => [file, presign(organizationId, id, file)]))
      return ok({ success: true, item: { id, name: 'from request', s3PreSignedUrls } })
    }
    if (req.method === 'PUT' && rest.length === 2 && rest[1] === 'verify') {
      if (certificates.verify) return certificates.verify
      const id = decodeURIComponent(rest[0])
      const files = new Set(stored.filter((f) => f.organizationId === organizationId && f.certificateId === id).map((f) => f.file))
      return ok({ success: files.size === 3 })
    }
    return httpError(404)
  }

  const route = (req: IncomingMessage, body: Buffer): Reply => {
    // The path as sent, segment by segment: a URL parser would drop an id of `.` or `..`.
    const [path, query = ''] = (req.url ?? '/').split('?', 2)
    const parts = path.split('/').slice(1)
    if (parts[0] !== 'api') return httpError(404)
    if (parts[1] === 'organizations' && parts[3] === 'certificates') {
      return certificateRoute(req, decodeURIComponent(parts[2]), parts.slice(4))
    }
    const [resource, id, action] = parts.slice(1)
    if (new URLSearchParams(query).get('envelope') !== 'false') return httpError(400)
    if (resource === 'plans' && id === 'executions') return planRoute(req, parts.slice(3))
    if (req.method === 'POST' && resource === 'goals' && action === 'execute') return script.start ?? ok({ id: jobId })
    if (req.method === 'GET' && resource === 'goals' && action === 'versions') return script.versions ?? ok({ snapshots: [{ snapshotId: SNAPSHOT_ID }, { snapshotId: 28700 }] })
    if (req.method === 'POST' && resource === 'goals' && action === 'snapshots' && parts[5] === 'execute') {
      const k = journeyRunsStarted++
      const starts = script.journeyRunStarts
      if (starts) return starts[Math.min(k, starts.length - 1)]
      const run = script.journeyRuns?.[k]
      return run ? ok({ id: run.id }) : startedJob(body)
    }
    if (req.method === 'GET' && resource === 'executions' && action === 'status') {
      const job = planJobs.get(decodeURIComponent(id))
      if (job) {
        const sequence = job.statuses ?? [state('RUNNING'), state('FINISHED', 'PASS')]
        return withGoal(sequence[Math.min(job.next++, sequence.length - 1)], job.goalId)
      }
      const reply = statuses[Math.min(statusIndex, statuses.length - 1)]
      statusIndex++
      return reply
    }
    if (req.method === 'GET' && resource === 'executions' && action === undefined) {
      const job = planJobs.get(decodeURIComponent(id))
      const [reported, journeys] = job ? [job.id, job.journeys ?? [loginJourney]] : [decodeURIComponent(id), script.journeys ?? [loginJourney]]
      // A job whose results are read has run its journeys: a J4 after it runs them again.
      ran(reported, journeys)
      return (job ?? script).journeyResults ?? raw(journeyResultsText(reported, journeys, job?.goalId))
    }
    if (req.method === 'GET' && resource === 'snapshots' && parts[3] === 'goals' && parts[5] === 'testsuites') {
      // Every journey scripted, then the default one where a job has none; each once, as first
      // scripted (a re-run's journeys are its job's).
      return script.goalJourneys ?? ok(goalJourneys(scriptedJourneys()))
    }
    if (req.method === 'GET' && resource === 'jobs' && action === 'status') {
      const job = planJobs.get(decodeURIComponent(id))
      return job?.report ?? script.report ?? (job ? ok({ id: job.id, status: 'FINISHED' }) : ok(defaultReport))
    }
    if (req.method === 'GET' && resource === 'goals' && id !== undefined && action === undefined) {
      const goalId = decodeURIComponent(id)
      return script.goal ?? ok({ ...defaultGoal, id: goalId, name: script.goalNames?.[goalId] ?? defaultGoal.name })
    }
    return httpError(404)
  }

  /** P1 (`POST /plans/executions/<plan id>/execute`) and P2 (`GET /plans/executions/status/<plan execution id>`). */
  const planRoute = (req: IncomingMessage, rest: string[]): Reply => {
    if (req.method === 'POST' && rest.length === 2 && rest[1] === 'execute') {
      return script.planStart ?? ok({ id: planExecutionId, jobs: (script.planJobs ?? []).map((job) => ({ id: job.id })) })
    }
    if (req.method === 'GET' && rest.length === 2 && rest[0] === 'status') return script.planReport ?? ok({ id: planExecutionId, status: 'FINISHED' })
    return httpError(404)
  }

  /** S3's rules for a pre-signed PUT: a known path, its exact query, a length (no chunked body). */
  const storeRoute = (req: IncomingMessage, body: Buffer): Reply => {
    const url = new URL(req.url ?? '/', 'http://fake')
    const entry = issued.get(url.pathname)
    if (req.method !== 'PUT' || !entry || url.search.slice(1) !== entry.query) return httpError(403)
    if (req.headers['transfer-encoding']) return httpError(501)
    const reply = certificates.store?.[entry.file] ?? { status: 200, body: '' }
    const status = 'json' in reply || 'trickle' in reply || 'raw' in reply ? (reply.status ?? 200) : 'status' in reply ? (reply.status ?? 302) : 0
    if (status >= 200 && status <= 299) stored.push({ ...entry, body })
    return reply
  }

  const api = await listen(requests, route)
  const store = await listen(storeRequests, storeRoute)
  storeUrl = store.url

  return {
    apiUrl: `${api.url}/api`,
    requests,
    storeUrl,
    storeRequests,
    stored,
    statusRequests: () => requests.filter((r) => /^\/api\/executions\/[^?]*\/status\?/.test(r.url)),
    connections: () => api.connections,
    maxInFlight: () => api.maxInFlight,
    openConnections: () => api.open(),
    close: async () => {
      await Promise.all([api.close(), store.close()])
    }
  }
}

/** A JSON status answer that names `goalId`, unless it names a goal already. */
function withGoal(reply: Reply, goalId: string | number | undefined): Reply {
  if (goalId === undefined || !('json' in reply) || typeof reply.json !== 'object' || reply.json === null || 'goalId' in reply.json) return reply
  return { ...reply, json: { ...reply.json, goalId } }
}

const loginJourney: JourneyScript = { id: 527218, title: 'Login journey', outcome: 'PASS' }
const SNAPSHOT_ID = 28733
const JOURNEYS_GOAL_ID = 8534

/**
 * The journey as its run number `run` ends (0 its first): `outcome`, then each of `reruns`, the
 * last repeating. An outcome other than the scripted one holds in every checkpoint and step.
 */
function runAgain(journey: JourneyScript, run: number): JourneyScript {
  const outcomes = [journey.outcome, ...(journey.reruns ?? [])]
  const outcome = outcomes[Math.min(run, outcomes.length - 1)]
  if (outcome === journey.outcome) return journey
  const checkpoints = checkpointsOf(journey).map((checkpoint) => ({ ...checkpoint, outcome, steps: checkpoint.steps.map((step) => ({ ...step, outcome })) }))
  return { ...journey, outcome, checkpoints }
}

/** A journey's checkpoints as scripted, or one of two steps with the journey's outcome. */
function checkpointsOf(journey: JourneyScript): CheckpointScript[] {
  const outcome = journey.outcome === 'PASS' ? 'PASS' : journey.outcome
  return (
    journey.checkpoints ?? [
      { id: `${journey.id}01`, title: 'Navigate to URL', outcome, steps: [{ id: `${journey.id}011`, action: 'NAVIGATE', outcome }, { id: `${journey.id}012`, action: 'CLICK', outcome }] }
    ]
  )
}

/** Several KB of a page's DOM, as every real step's `sideEffects.discoveredElement` carries. */
function discoveredElement(stepId: string | number) {
  const attributes = Array.from({ length: 40 }, (_, i) => ({ name: `data-attr-${i}`, value: `value ${i} of step ${stepId} ${'x'.repeat(60)}` }))
  return { element: { tag: 'button', rect: { x: 12.5, y: 340, width: 120, height: 32 }, labels: ['Sign in', 'Log in'], selectors: [{ type: 'CSS', value: `#login > form > button.step-${stepId}` }], attributes } }
}

/**
 * A J1 answer (`GET /executions/<job>`) shaped as the captured one (research: journey answers): the
 * job's fields, `meta` with the test data in clear, and per journey its checkpoints and steps, each
 * step with screenshots, its test data and a DOM blob; only `outcome`, `totalDuration`,
 * `testStepId` and the keys are what a reader needs.
 */
export function journeyResults(jobId: string | number, journeys: JourneyScript[], goalId: string | number = JOURNEYS_GOAL_ID) {
  const testSuites = Object.fromEntries(
    journeys.map((journey) => {
      const checkpoints = checkpointsOf(journey)
      const testCases = Object.fromEntries(
        checkpoints.map((checkpoint) => [
          String(checkpoint.id),
          {
            testCaseId: checkpoint.id,
            testCaseCanonicalId: `53b8-${checkpoint.id}`,
            outcome: checkpoint.outcome,
            totalDuration: 1000,
            libraryCheckpoint: false,
            testSteps: Object.fromEntries(
              checkpoint.steps.map((step, index) => [
                String(step.id),
                {
                  id: 12381981 + index,
                  testStepId: step.id,
                  testStepCanonicalId: `3dba-${step.id}`,
                  outcome: step.outcome,
                  duration: 500,
                  totalDuration: 500,
                  screenshot: `https://vqa-shots.s3.eu-west-1.amazonaws.com/${JOURNEY_SECRET}/${step.id}.png`,
                  beforeScreenshot: `https://vqa-shots.s3.eu-west-1.amazonaws.com/${JOURNEY_SECRET}/${step.id}-before.png`,
                  testDataValue: JOURNEY_SECRET,
                  sideEffects: { usedData: { password: JOURNEY_SECRET, url: 'https://app.example/#/login' }, warnings: [], downloadedFiles: [], discoveredElement: discoveredElement(step.id) },
                  sideEffectsSummary: { warnings: 0, downloadedFiles: 0, usedData: 1, popup: 0, hasDiscoveredElement: true, total: 1 },
                  eventsFile: `https://vqa-events.s3.eu-west-1.amazonaws.com/${JOURNEY_SECRET}/events.json`
                }
              ])
            )
          }
        ])
      )
      const suite = {
        testSuiteId: journey.id,
        testSuiteCanonicalId: `67c7-${journey.id}`,
        outcome: journey.outcome,
        totalDuration: journey.durationMs ?? 1000 * checkpoints.length,
        testCases,
        libraryCheckpoints: {},
        dataDriven: false
      }
      return [String(journey.id), suite]
    })
  )
  return {
    id: jobId,
    type: 'EXECUTION',
    snapshotId: SNAPSHOT_ID,
    goalId,
    environmentId: 2418,
    submitDate: 1721125752205,
    startDate: 1721125752277,
    endDate: 1721125766802,
    status: 'FINISHED',
    meta: {
      kind: 'EXECUTION',
      testSuiteIds: journeys.map((journey) => journey.id),
      executionRequest: { suiteIds: [], environmentId: 2418, dataDriven: false },
      initialDataPerJourneySequence: Object.fromEntries(journeys.map((journey) => [String(journey.id), { 1: { username: 'qa@example.com', password: JOURNEY_SECRET } }]))
    },
    testSuites,
    outcome: journeys.some((journey) => journey.outcome !== 'PASS') ? 'FAIL' : 'PASS'
  }
}

/**
 * The requests that read the journey results of these jobs (percent-encoded as in a path), as
 * `METHOD path` lines: J1 of each, then J2 of the one version the fake's J1 answers name.
 */
export function journeyRequestLines(...jobPaths: (string | number)[]): string[] {
  return [...jobPaths.map((job) => `GET /api/executions/${job}?envelope=false`), `GET /api/snapshots/${SNAPSHOT_ID}/goals/${JOURNEYS_GOAL_ID}/testsuites?envelope=false`]
}

/** A plan run's requests of its journey results: journeyRequestLines, then the name of the goal only J1 named (endpoint 7, contract: "Goal names in plan mode"). */
export function planJourneyRequestLines(...jobPaths: (string | number)[]): string[] {
  return [...journeyRequestLines(...jobPaths), `GET /api/goals/${JOURNEYS_GOAL_ID}?envelope=false`]
}

/**
 * journeyResults as text, its journeys in the order given: a JavaScript object puts integer keys
 * first and ascending, whatever order they were added in, and the service's text need not.
 */
export function journeyResultsText(jobId: string | number, journeys: JourneyScript[], goalId?: string | number): string {
  const [before, after] = JSON.stringify(journeyResults(jobId, [], goalId)).split('"testSuites":{}')
  const suites = journeys.map((journey) => JSON.stringify(journeyResults(jobId, [journey]).testSuites).slice(1, -1))
  return `${before}"testSuites":{${suites.join(',')}}${after}`
}

/** A J2 answer (`GET /snapshots/<s>/goals/<g>/testsuites`): per journey its title, checkpoints and steps, and its test data in clear. */
export function goalJourneys(journeys: JourneyScript[]) {
  return Object.fromEntries(
    journeys.map((journey) => [
      String(journey.id),
      {
        id: journey.id,
        snapshotId: SNAPSHOT_ID,
        goalId: JOURNEYS_GOAL_ID,
        name: journey.name ?? `Suite ${journey.id}`,
        ...(journey.title === undefined ? {} : { title: journey.title }),
        canonicalId: `67c7-${journey.id}`,
        draft: false,
        tags: [],
        cases: checkpointsOf(journey).map((checkpoint) => ({
          kind: 'Checkpoint',
          id: checkpoint.id,
          name: `TC${checkpoint.id}`,
          ...(checkpoint.title === undefined ? {} : { title: checkpoint.title }),
          steps: checkpoint.steps.map((step) => ({
            id: step.id,
            ...(step.action === undefined ? {} : { action: step.action }),
            variable: 'password',
            value: JOURNEY_SECRET,
            meta: { kind: step.action ?? 'WRITE', type: 'TEXT' },
            optional: false,
            skip: false
          }))
        })),
        dataAttributeValues: { username: 'qa@example.com', password: JOURNEY_SECRET }
      }
    ])
  )
}

/** A recording HTTP server on 127.0.0.1 that answers each request, once its body has arrived, with `route`. */
async function listen(
  requests: RecordedRequest[],
  route: (req: IncomingMessage, body: Buffer) => Reply
): Promise<{ url: string; readonly connections: number; readonly maxInFlight: number; open(): number; close(): Promise<void> }> {
  let inFlight = 0
  let maxInFlight = 0
  /** Requests each connection has served. */
  const served = new WeakMap<Socket, number>()
  const handler: RequestListener = (req, res) => {
    const earlier = served.get(req.socket) ?? 0
    served.set(req.socket, earlier + 1)
    maxInFlight = Math.max(maxInFlight, ++inFlight)
    res.once('close', () => inFlight--)
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      const receivedAt = performance.now()
      const record = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, remotePort: req.socket.remotePort ?? 0, body, answeredAt: 0, receivedAt }
      requests.push(record)
      const reply = route(req, body)
      answer(res, 'closedWhileIdle' in reply ? (earlier > 0 ? { reset: true } : reply.then) : reply)
      record.answeredAt = performance.now()
    })
  }
  const server = await listenOnLoopback(createServer(handler))
  return {
    url: `http://127.0.0.1:${server.port}`,
    get connections() {
      return server.connections()
    },
    get maxInFlight() {
      return maxInFlight
    },
    open: server.open,
    close: server.close
  }
}

function answer(res: ServerResponse, reply: Reply): void {
  if ('closedWhileIdle' in reply) return answer(res, reply.then)
  if ('reset' in reply) {
    res.socket?.resetAndDestroy()
    return
  }
  if ('hang' in reply) return
  if ('trickle' in reply) {
    res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' })
    const body = Buffer.from(reply.trickle)
    const step = reply.bytesPerChunk ?? 1
    let sent = 0
    const timer = setInterval(() => {
      if (res.destroyed || sent >= body.length) {
        clearInterval(timer)
        res.end()
        return
      }
      res.write(body.subarray(sent, (sent += step)))
    }, reply.intervalMs)
    res.on('close', () => clearInterval(timer))
    return
  }
  if ('redirect' in reply) {
    res.writeHead(reply.status ?? 302, { location: reply.redirect })
    res.end()
    return
  }
  if ('raw' in reply) {
    res.writeHead(reply.status ?? 200, { 'content-length': String(reply.raw.length), ...reply.headers })
    res.end(reply.raw)
    return
  }
  if ('json' in reply) {
    res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers })
    res.end(JSON.stringify(reply.json))
    return
  }
  res.writeHead(reply.status, { 'content-type': 'text/plain', ...reply.headers })
  res.end(reply.body ?? '')
}

/**
 * Starts `server` (HTTP, TLS or plain TCP) on 127.0.0.1 at a free port; the other loopback servers
 * of the tests and benches use it too. close() ends every
 * connection it accepted, then the server, so that a teardown never waits on a kept-alive socket.
 */
export async function listenOnLoopback(server: Server): Promise<{ port: number; connections(): number; open(): number; close(): Promise<void> }> {
  const sockets = new Set<Socket>()
  let connections = 0
  server.on('connection', (socket: Socket) => {
    connections++
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => connections,
    open: () => sockets.size,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      })
  }
}

/** A loopback port on which nothing listens: it was free a moment ago. */
export async function closedPort(): Promise<number> {
  const { port, close } = await listenOnLoopback(createServer())
  await close()
  return port
}
