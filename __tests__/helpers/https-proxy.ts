import { createServer } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

/**
 * A recording HTTPS proxy on loopback: it notes each CONNECT target and refuses it, so a
 * test learns which host a client was about to reach without any traffic leaving the machine.
 */
export async function startRecordingProxy(): Promise<{ url: string; targets: string[]; close(): Promise<void> }> {
  const targets: string[] = []
  const sockets = new Set<Socket>()
  const server = createServer((_req, res) => {
    res.writeHead(405).end()
  })
  server.on('connect', (req, socket: Socket) => {
    targets.push(req.url ?? '')
    socket.end('HTTP/1.1 403 Forbidden\r\ncontent-length: 0\r\n\r\n')
  })
  server.on('connection', (socket) => sockets.add(socket))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    targets,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      })
  }
}
