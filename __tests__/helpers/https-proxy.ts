import { execFile } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { type IncomingMessage, type RequestListener, createServer } from 'node:http'
import { createServer as createTlsServer } from 'node:https'
import { type Socket, connect } from 'node:net'
import path from 'node:path'
import tls from 'node:tls'
import { promisify } from 'node:util'
import { listenOnLoopback } from '../fakes/service.js'
import { OPENSSL } from './openssl.js'
import { tempDir } from './temp.js'

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
 * which never proxy loopback, apply) and still reach a local server. Notes each CONNECT target
 * and its Proxy-Authorization header. With `tlsIdentity` it is an `https://` proxy: clients speak
 * TLS to it before their CONNECT.
 */
export async function startTunnellingProxy(
  port: number,
  tlsIdentity?: TlsIdentity
): Promise<{ url: string; connects: { target: string; auth?: string }[]; close(): Promise<void> }> {
  const connects: { target: string; auth?: string }[] = []
  const proxy = await startProxy(tlsIdentity, (req, client, head) => {
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

/** A key and certificate for a proxy that clients reach over TLS (an `https://` proxy address). */
export interface TlsIdentity {
  key: Buffer
  cert: string
}

/**
 * A certificate for 127.0.0.1 and the host `names`, made here, and trusted as a root by this
 * process (tls.setDefaultCACertificates) until `withdraw()`: a client verifies the proxy as it
 * would a real one, no check is switched off.
 */
export async function trustedLoopbackIdentity(names: string[] = []): Promise<TlsIdentity & { withdraw(): void }> {
  const dir = await tempDir('vqa-proxy-tls-')
  const [keyFile, certFile] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')]
  const request = ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-keyout', keyFile, '-out', certFile, '-days', '1']
  await promisify(execFile)(OPENSSL, [...request, '-subj', '/CN=127.0.0.1', '-addext', `subjectAltName=${['IP:127.0.0.1', ...names.map((name) => `DNS:${name}`)].join(',')}`])
  const [key, cert] = await Promise.all([readFile(keyFile), readFile(certFile, 'utf8')])
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
