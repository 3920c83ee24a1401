// `node scripts/fake-service.ts`: starts the fakes of the use-action workflow on 127.0.0.1 in a
// process of their own, and returns once they listen, leaving them running for the later steps.
// It prints their addresses, the process id and its log file, and appends them as step outputs to
// $GITHUB_OUTPUT when set (`pass-api-url`, `fail-api-url`, `certificate-api-url`, `pid`, `log`).
//
// The same on Linux, macOS and Windows: no shell job control. The server process is detached (on
// Windows that also keeps it out of the job object in which Node ends its children), has no handle
// on this step's output (a step ends only when every holder of its output has closed it), reports
// its addresses over an IPC channel that is then closed, and exits by itself after
// FAKE_SERVICE_LIFETIME_SECONDS (default 900), so that it never lingers, even where nothing ends it.
import { spawn } from 'node:child_process'
import { appendFileSync, closeSync, openSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startFakeService } from '../__tests__/fakes/service.ts'
import { services } from './use-action/scenarios.ts'

const LIFETIME_VARIABLE = 'FAKE_SERVICE_LIFETIME_SECONDS'
const SERVE = '--serve'
/** How long the server process may take to listen. */
const START_TIMEOUT_MS = 20_000

if (process.argv[2] === SERVE) await serve()
else await start()

async function start(): Promise<void> {
  const lifetime = process.env[LIFETIME_VARIABLE] ?? '900'
  if (!/^[1-9]\d{0,3}$/.test(lifetime) || Number(lifetime) > 3600) {
    console.error(`fake-service: ${LIFETIME_VARIABLE} must be a whole number of seconds from 1 to 3600, not "${lifetime}".`)
    process.exit(1)
  }
  const log = path.join(process.env.RUNNER_TEMP || tmpdir(), `fake-service-${process.pid}.log`)
  const fd = openSync(log, 'a')
  const server = spawn(process.execPath, [import.meta.filename, SERVE], {
    detached: true,
    stdio: ['ignore', fd, fd, 'ipc'],
    env: { ...process.env, [LIFETIME_VARIABLE]: lifetime },
    windowsHide: true
  })
  closeSync(fd)
  let addresses: Record<string, string>
  try {
    addresses = await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`did not listen within ${START_TIMEOUT_MS / 1000} seconds`)), START_TIMEOUT_MS)
      server.once('message', (message: Record<string, string>) => {
        clearTimeout(timer)
        resolve(message)
      })
      server.once('exit', (code, signal) => {
        clearTimeout(timer)
        reject(new Error(`exited (${code ?? signal}) before it listened`))
      })
      server.once('error', reject)
    })
  } catch (error) {
    server.kill()
    console.error(`fake-service: the server process ${(error as Error).message}. Its log (${log}):`)
    console.error(readFileSync(log, 'utf8').trimEnd())
    process.exit(1)
  }
  const outputs = { ...addresses, pid: String(server.pid), log }
  for (const [name, value] of Object.entries(outputs)) console.log(`${name.padEnd(19)} ${value}`)
  console.log(`The fakes exit by themselves in ${lifetime} s.`)
  if (process.env.GITHUB_OUTPUT) {
    appendFileSync(process.env.GITHUB_OUTPUT, Object.entries(outputs).map(([name, value]) => `${name}=${value}\n`).join(''))
  }
  // Nothing of the server process keeps this one alive any more: it ends, the server goes on.
  server.disconnect()
  server.unref()
}

async function serve(): Promise<void> {
  const lifetime = Number(process.env[LIFETIME_VARIABLE])
  const addresses: Record<string, string> = {}
  for (const [name, script] of Object.entries(services)) {
    addresses[`${name}-api-url`] = (await startFakeService(script)).apiUrl
  }
  setTimeout(() => {
    console.log(`${new Date().toISOString()} lifetime of ${lifetime} s over, exiting`)
    process.exit(0)
  }, lifetime * 1000)
  console.log(`${new Date().toISOString()} process ${process.pid} listening: ${JSON.stringify(addresses)}`)
  process.send!(addresses)
}
