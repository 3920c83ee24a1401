import { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A fake of the Virtuoso QA service: a real HTTP server on 127.0.0.1, port 0, scripted per test.
 * It serves the goal endpoints (4 to 7) under `/api`, records every request, and can fail in
 * every way the client must survive.
 */

/** One scripted answer: a JSON body (HTTP 200), or a failure. */
export type Reply =
  | { json: unknown; status?: number; headers?: Record<string, string> }
  | { status: number; body?: string; headers?: Record<string, string> }
  | { reset: true }
  | { hang: true }

export const ok = (json: unknown): Reply => ({ json })
export const state = (status: string, outcome: string | null = null): Reply => ({ json: { status, outcome } })
export const httpError = (status: number, headers?: Record<string, string>): Reply => ({ status, body: 'error', headers })
export const emptyBody: Reply = { status: 200, body: '' }
export const notJson: Reply = { status: 200, body: '<html>Bad gateway</html>' }
export const reset: Reply = { reset: true }
export const hang: Reply = { hang: true }

export interface ServiceScript {
  jobId?: string | number
  /** Answer of endpoint 4; default `{ id: jobId }`. */
  start?: Reply
  /** Answers of endpoint 5, in order; the last one repeats. */
  statuses?: Reply[]
  /** Answers of endpoints 6 and 7. */
  report?: Reply
  goal?: Reply
}

export interface RecordedRequest {
  method: string
  /** Path and query exactly as received (still percent-encoded). */
  url: string
  headers: IncomingHttpHeaders
  /** The client's port: equal ports mean one reused connection. */
  remotePort: number
}

export interface FakeService {
  /** The API base address ({base_url}). */
  apiUrl: string
  requests: RecordedRequest[]
  /** Requests to the status endpoint so far. */
  statusRequests(): RecordedRequest[]
  close(): Promise<void>
}

export const defaultReport = { id: 4242, status: 'FINISHED', testsuites: [{ name: 'Login journey', passed: true }] }
export const defaultGoal = { id: 'goal-7', name: 'Checkout regression', snapshotId: 12 }

export async function startFakeService(script: ServiceScript = {}): Promise<FakeService> {
  const jobId = script.jobId ?? 4242
  const statuses = script.statuses ?? [state('RUNNING'), state('FINISHED', 'PASS')]
  let statusIndex = 0
  const requests: RecordedRequest[] = []

  const route = (req: IncomingMessage): Reply => {
    const url = new URL(req.url ?? '/', 'http://fake')
    const parts = url.pathname.split('/').slice(1)
    if (parts[0] !== 'api') return httpError(404)
    const [resource, id, action] = parts.slice(1)
    if (url.searchParams.get('envelope') !== 'false') return httpError(400)
    if (req.method === 'POST' && resource === 'goals' && action === 'execute') return script.start ?? ok({ id: jobId })
    if (req.method === 'GET' && resource === 'executions' && action === 'status') {
      const reply = statuses[Math.min(statusIndex, statuses.length - 1)]
      statusIndex++
      return reply
    }
    if (req.method === 'GET' && resource === 'jobs' && action === 'status') return script.report ?? ok(defaultReport)
    if (req.method === 'GET' && resource === 'goals' && id !== undefined && action === undefined) {
      return script.goal ?? ok({ ...defaultGoal, id: decodeURIComponent(id) })
    }
    return httpError(404)
  }

  const sockets = new Set<import('node:net').Socket>()
  const server = createServer((req, res) => {
    requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, remotePort: req.socket.remotePort ?? 0 })
    req.resume()
    req.on('end', () => answer(res, route(req)))
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    apiUrl: `http://127.0.0.1:${port}/api`,
    requests,
    statusRequests: () => requests.filter((r) => r.url.startsWith('/api/executions/')),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      })
  }
}

function answer(res: ServerResponse, reply: Reply): void {
  if ('reset' in reply) {
    res.socket?.resetAndDestroy()
    return
  }
  if ('hang' in reply) return
  if ('json' in reply) {
    res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers })
    res.end(JSON.stringify(reply.json))
    return
  }
  res.writeHead(reply.status, { 'content-type': 'text/plain', ...reply.headers })
  res.end(reply.body ?? '')
}
