import { connect } from 'node:net'
import tls from 'node:tls'
import { listenOnLoopback } from '../fakes/service.js'
import { startTunnellingProxy, trustedLoopbackIdentity } from './https-proxy.js'

// The fake service reached under the real service's host names, without leaving the machine: a
// test can then run the action with its default API address (`https://api.virtuoso.qa/api`) and
// see, in the fake's records, the exact path and Host header it was called with.
//
// The run's requests go through the runner's proxy setting (HTTPS_PROXY) to a tunnelling proxy on
// loopback, which sends every CONNECT to a TLS front on loopback, which passes the decrypted
// connection to the fake's port. The front's certificate (the committed tlsPair) names the hosts,
// and is a trusted root of this process (tls.setDefaultCACertificates) until close(): the client
// verifies the server as it would the real one; no check is switched off.

export interface ServiceAtHosts {
  /** For HTTPS_PROXY. */
  proxyUrl: string
  /** The proxy's CONNECT targets (`host:port`), in order. */
  targets(): string[]
  /** The server names (SNI) the TLS clients asked for, in order. */
  serverNames: string[]
  /** Every byte the clients sent through the proxy's tunnels. */
  carried(): Buffer
  close(): Promise<void>
}

/**
 * Serves the fake API at `apiPort` on 127.0.0.1 as `https://api.virtuoso.qa` and
 * `https://api-app2.virtuoso.qa`; close() after the test also withdraws the trust.
 */
export async function serveAtHosts(apiPort: number): Promise<ServiceAtHosts> {
  const identity = trustedLoopbackIdentity()
  const serverNames: string[] = []
  const front = tls.createServer(identity, (client) => {
    serverNames.push(client.servername || '')
    // Each side ends the other: closing the front's connections ends the upstream ones too.
    const upstream = connect(apiPort, '127.0.0.1')
    for (const [socket, other] of [[client, upstream], [upstream, client]] as const) {
      socket.on('error', () => other.destroy())
      socket.on('close', () => other.destroy())
    }
    client.pipe(upstream).pipe(client)
  })
  const listening = await listenOnLoopback(front)
  const proxy = await startTunnellingProxy(listening.port)
  return {
    proxyUrl: proxy.url,
    targets: () => proxy.connects.map((c) => c.target),
    serverNames,
    carried: () => Buffer.concat(proxy.connects.flatMap((c) => c.carried)),
    async close() {
      identity.withdraw()
      await Promise.all([proxy.close(), listening.close()])
    }
  }
}
