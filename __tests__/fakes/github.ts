import { type IncomingMessage, type ServerResponse, createServer } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

/**
 * A fake of GitHub's REST API as the pull-request comment uses it, on a real HTTP server on
 * 127.0.0.1: list an issue's comments (paged, oldest first, with a `Link` header as GitHub's), create
 * one, update one. It checks the token as GitHub does (`Authorization: token …`, else 401) and
 * records every request. `answer` replaces every answer: a status with headers and a JSON body (a
 * 403 as a fork's read-only token gets, a 404, a 500, a rate limit), or `'hang'` (never answers).
 */

export interface FakeComment {
  id: number
  body: string
  user: string
}

export interface GitHubRequest {
  method: string
  path: string
  authorization?: string
  body?: { body?: string }
}

export type GitHubAnswer = { status: number; headers?: Record<string, string>; json?: unknown } | 'hang'

export interface FakeGitHub {
  /** GITHUB_API_URL */
  apiUrl: string
  comments: FakeComment[]
  requests: GitHubRequest[]
  answer?: GitHubAnswer
  /** Connections accepted so far, and those still open (a client that disposes of its kept-alive connection closes it). */
  connections(): number
  openConnections(): number
  close(): Promise<void>
}

/** The fork's answer: what GitHub says to a read-only token that writes. */
export const FORBIDDEN: GitHubAnswer = { status: 403, json: { message: 'Resource not accessible by integration' } }

export async function startFakeGitHub(token: string, comments: FakeComment[] = []): Promise<FakeGitHub> {
  const hanging = new Set<ServerResponse>()
  let accepted = 0
  const open = new Set<Socket>()
  const fake: FakeGitHub = { apiUrl: '', comments, requests: [], connections: () => accepted, openConnections: () => open.size, close: async () => undefined }
  let nextId = 1000 + comments.length
  const send = (response: ServerResponse, status: number, json: unknown, headers: Record<string, string> = {}) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers }).end(JSON.stringify(json))
  }
  const view = (comment: FakeComment) => ({ id: comment.id, body: comment.body, user: { login: comment.user }, html_url: `https://github.example/pull/1#issuecomment-${comment.id}` })
  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const text = Buffer.concat(chunks).toString('utf8')
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    fake.requests.push({ method: request.method ?? '', path: `${url.pathname}${url.search}`, authorization: request.headers.authorization, body: text ? JSON.parse(text) : undefined })
    if (fake.answer === 'hang') {
      hanging.add(response)
      return
    }
    if (fake.answer) return send(response, fake.answer.status, fake.answer.json ?? { message: 'fake' }, fake.answer.headers)
    if (request.headers.authorization !== `token ${token}`) return send(response, 401, { message: 'Bad credentials' })
    const list = /^\/repos\/[^/]+\/[^/]+\/issues\/(\d+)\/comments$/.exec(url.pathname)
    if (list && request.method === 'GET') {
      const perPage = Number(url.searchParams.get('per_page') ?? 30)
      const page = Number(url.searchParams.get('page') ?? 1)
      const last = Math.max(1, Math.ceil(fake.comments.length / perPage))
      const link = (n: number, rel: string) => `<${fake.apiUrl}${url.pathname}?per_page=${perPage}&page=${n}>; rel="${rel}"`
      const links = page < last ? [link(page + 1, 'next'), link(last, 'last')] : []
      return send(response, 200, fake.comments.slice((page - 1) * perPage, page * perPage).map(view), links.length ? { link: links.join(', ') } : {})
    }
    if (list && request.method === 'POST') {
      const comment = { id: ++nextId, body: JSON.parse(text).body, user: 'github-actions[bot]' }
      fake.comments.push(comment)
      return send(response, 201, view(comment))
    }
    const one = /^\/repos\/[^/]+\/[^/]+\/issues\/comments\/(\d+)$/.exec(url.pathname)
    const comment = one && fake.comments.find((each) => each.id === Number(one[1]))
    if (comment && request.method === 'PATCH') {
      comment.body = JSON.parse(text).body
      return send(response, 200, view(comment))
    }
    send(response, 404, { message: 'Not Found' })
  })
  server.on('connection', (socket: Socket) => {
    accepted++
    open.add(socket)
    socket.on('close', () => open.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  fake.apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  fake.close = async () => {
    for (const response of hanging) response.destroy()
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
  return fake
}
