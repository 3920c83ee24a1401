import { readFileSync } from 'node:fs'
import { type IncomingMessage, type RequestListener, createServer } from 'node:http'
import { createServer as createTlsServer } from 'node:https'
import { type Socket, connect, createServer as createTcpServer } from 'node:net'
import tls from 'node:tls'
import { listenOnLoopback } from '../fakes/service.js'
import { tlsPair } from './pkcs12-fixtures.js'

/**
 * A recording HTTPS proxy on loopback: it notes each CONNECT target and refuses it, so a
 * test learns which host a client was about to reach without any traffic leaving the machine.
 */
export async function startRecordingProxy(): Promise<{ url: string; targets: string[]; close(): Promise<void> }> {
  const targets: string[] = []
  const proxy = await startProxy(undefined, (req, socket) => {
    targets.push(req.url ?? '')
    socket.end('HTTP/1.1 403 Forbidden\r\ncontent-length: 0\r\n\r\n')
  })
  return { ...proxy, targets }
}

/**
 * A working CONNECT proxy on loopback that sends every tunnel to `port` on 127.0.0.1, whatever
 * host was asked for: a client can name a host that does not resolve (so that the proxy rules,
 * which never proxy loopback, apply) and still reach a local server. Notes each CONNECT target,
 * its Proxy-Authorization header, the bytes the client sent through the tunnel, and whether the
 * tunnel has closed. With `tlsIdentity` it is an `https://` proxy: clients speak TLS to it before
 * their CONNECT. With `closeIdleAfterMs`, it closes a tunnel through which nothing passed for that
 * long, as proxies do with idle tunnels.
 */
export async function startTunnellingProxy(
  port: number,
  tlsIdentity?: TlsIdentity,
  { closeIdleAfterMs }: { closeIdleAfterMs?: number } = {}
): Promise<{ url: string; connects: { target: string; auth?: string; carried: Buffer[]; closed: boolean }[]; close(): Promise<void> }> {
  const connects: { target: string; auth?: string; carried: Buffer[]; closed: boolean }[] = []
  const proxy = await startProxy(tlsIdentity, (req, client, head) => {
    const carried = [head]
    const tunnel = { target: req.url ?? '', auth: req.headers['proxy-authorization'], carried, closed: false }
    connects.push(tunnel)
    client.on('close', () => (tunnel.closed = true))
    const upstream = connect(port, '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection established\r\n\r\n')
      upstream.write(head)
      upstream.pipe(client).pipe(upstream)
      client.on('data', (chunk: Buffer) => carried.push(chunk))
      if (closeIdleAfterMs !== undefined) {
        const idle = setTimeout(() => client.destroy(), closeIdleAfterMs)
        const busy = (): void => void idle.refresh()
        client.on('data', busy)
        upstream.on('data', busy)
        client.on('close', () => clearTimeout(idle))
      }
    })
    // Each side ends the other: closing the proxy's connections ends the tunnels too.
    for (const [socket, other] of [[client, upstream], [upstream, client]]) {
      socket.on('error', () => other.destroy())
      socket.on('close', () => other.destroy())
    }
  })
  return { ...proxy, connects }
}

/**
 * A listener on loopback that accepts every connection and never sends a byte: as a proxy, one
 * that drops the traffic before it answers the CONNECT (or before its TLS handshake, for an
 * `https://` address); as a server behind a working proxy or reached directly, one that never
 * completes a TLS handshake or answers a request. `open()` counts the connections the client has
 * not let go of yet.
 */
export async function startSilentListener(): Promise<{ port: number; url: string; connections(): number; open(): number; close(): Promise<void> }> {
  // Each connection is read, and what comes discarded, so that the client's close is seen at once.
  const server = createTcpServer((socket) => socket.on('error', () => undefined).resume())
  const { port, connections, open, close } = await listenOnLoopback(server)
  return { port, url: `http://127.0.0.1:${port}`, connections, open, close }
}

/** A key and certificate for a proxy that clients reach over TLS (an `https://` proxy address). */
export interface TlsIdentity {
  key: Buffer
  cert: string
}

/**
 * The committed loopback identity (tlsPair: 127.0.0.1, service.test, api.virtuoso.qa and
 * api-app2.virtuoso.qa), trusted as a root by this process (tls.setDefaultCACertificates) until
 * `withdraw()`: a client verifies the server as it would a real one, no check is switched off.
 */
export function trustedLoopbackIdentity(): TlsIdentity & { withdraw(): void } {
  if (typeof tls.setDefaultCACertificates !== 'function') {
    throw new Error(`trustedLoopbackIdentity needs tls.setDefaultCACertificates (Node.js 24.5 or newer), not in Node.js ${process.version}`)
  }
  const [key, cert] = [readFileSync(tlsPair.key), readFileSync(tlsPair.cert, 'utf8')]
  const roots = tls.getCACertificates('default')
  tls.setDefaultCACertificates([...roots, cert])
  return { key, cert, withdraw: () => tls.setDefaultCACertificates(roots) }
}

/**
 * An HTTP proxy on loopback, over TLS when given an identity, that hands each CONNECT to
 * `onConnect`; close() ends every connection.
 */
async function startProxy(
  tlsIdentity: TlsIdentity | undefined,
  onConnect: (req: IncomingMessage, socket: Socket, head: Buffer) => void
): Promise<{ url: string; close(): Promise<void> }> {
  const refuse: RequestListener = (_req, res) => {
    res.writeHead(405).end()
  }
  const server = tlsIdentity ? createTlsServer(tlsIdentity, refuse) : createServer(refuse)
  server.on('connect', onConnect)
  const { port, close } = await listenOnLoopback(server)
  return { url: `${tlsIdentity ? 'https' : 'http'}://127.0.0.1:${port}`, close }
}
