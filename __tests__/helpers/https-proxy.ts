import { type IncomingMessage, createServer } from 'node:http'
import { type Socket, connect } from 'node:net'
import { listenOnLoopback } from '../fakes/service.js'

/**
 * A recording HTTPS proxy on loopback: it notes each CONNECT target and refuses it, so a
 * test learns which host a client was about to reach without any traffic leaving the machine.
 */
export async function startRecordingProxy(): Promise<{ url: string; targets: string[]; close(): Promise<void> }> {
  const targets: string[] = []
  const proxy = await startProxy((req, socket) => {
    targets.push(req.url ?? '')
    socket.end('HTTP/1.1 403 Forbidden\r\ncontent-length: 0\r\n\r\n')
  })
  return { ...proxy, targets }
}

/**
 * A working CONNECT proxy on loopback that sends every tunnel to `port` on 127.0.0.1, whatever
 * host was asked for: a client can name a host that does not resolve (so that the proxy rules,
 * which never proxy loopback, apply) and still reach a local server. Notes each CONNECT target
 * and its Proxy-Authorization header.
 */
export async function startTunnellingProxy(port: number): Promise<{ url: string; connects: { target: string; auth?: string }[]; close(): Promise<void> }> {
  const connects: { target: string; auth?: string }[] = []
  const proxy = await startProxy((req, client, head) => {
    connects.push({ target: req.url ?? '', auth: req.headers['proxy-authorization'] })
    const upstream = connect(port, '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection established\r\n\r\n')
      upstream.write(head)
      upstream.pipe(client).pipe(upstream)
    })
    // Each side ends the other: closing the proxy's connections ends the tunnels too.
    for (const [socket, other] of [[client, upstream], [upstream, client]]) {
      socket.on('error', () => other.destroy())
      socket.on('close', () => other.destroy())
    }
  })
  return { ...proxy, connects }
}

/** An HTTP proxy on loopback that hands each CONNECT to `onConnect`; close() ends every connection. */
async function startProxy(onConnect: (req: IncomingMessage, socket: Socket, head: Buffer) => void): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((_req, res) => {
    res.writeHead(405).end()
  })
  server.on('connect', onConnect)
  const { port, close } = await listenOnLoopback(server)
  return { url: `http://127.0.0.1:${port}`, close }
}
