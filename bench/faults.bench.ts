import type { ChildProcess } from 'node:child_process'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, it } from 'vitest'
import { startArtifactBackend } from '../__tests__/fakes/artifact-backend.js'
import { type ServiceScript, hang, httpError, raw, startFakeService, state, trickle } from '../__tests__/fakes/service.js'
import { type CancelSignal, cancel, runAction } from '../__tests__/helpers/child.js'
import { heavyProfile, profileNamed } from '../__tests__/helpers/pkcs12-fixtures.js'
import { ms } from './measure.js'
import { goalInputs } from '../__tests__/helpers/goal-inputs.js'

// The bundled action under each class of fault (contract: "Bounded, cancellable, always
// reported"): the time from the fault, or the signal, to the process's exit, and the exit code.
// One row runs at the contract's real 30 s request deadline; the artifact row is in the tests
// (in process, with a short deadline), since the bundle's 90 s is not shortened from outside.

interface Row {
  fault: string
  exit: number | null
  'fault → exit': string
}

/** The tests' goal-mode inputs, polling every 0.05 s. */
const benchGoal = (apiUrl: string, inputs: Record<string, string> = {}) => goalInputs(apiUrl, { 'poll-interval': '0.05', 'retry-delay-time': '0.05', ...inputs })

/** Runs the bundle; `faultAt` says when the fault happened (default: when the status request that fails was sent). */
async function goalFault(fault: string, script: ServiceScript, inputs: Record<string, string> = {}, env: Record<string, string> = {}): Promise<Row> {
  const service = await startFakeService(script)
  let faultAt = 0
  const watch = setInterval(() => {
    if (!faultAt && service.statusRequests().length > 0) faultAt = performance.now()
  }, 1)
  const run = await runAction(benchGoal(service.apiUrl, inputs), env)
  const end = performance.now()
  clearInterval(watch)
  await service.close()
  return { fault, exit: run.code, 'fault → exit': ms(end - (faultAt || end)) }
}

/**
 * Sends the signal that `fault` names first (SIGTERM, SIGINT, or SIGBREAK through the entries'
 * IPC stand-in, as Windows' Ctrl+Break) once `ready()` holds, and measures from it to the exit.
 */
async function signalled(
  fault: string,
  start: (onStart: (child: ChildProcess) => void) => Promise<{ code: number | null }>,
  ready: () => boolean
): Promise<Row> {
  let at = 0
  const run = await start((child) => {
    const timer = setInterval(() => {
      if (!ready()) return
      clearInterval(timer)
      at = performance.now()
      cancel(child, fault.split(' ')[0] as CancelSignal)
    }, 2)
    child.on('exit', () => clearInterval(timer))
  })
  return { fault, exit: run.code, 'fault → exit': ms(performance.now() - at) }
}

it('time from each fault to the exit', { timeout: 240_000 }, async () => {
  const rows: Row[] = []
  const body = JSON.stringify({ status: 'RUNNING', outcome: null, padding: 'x'.repeat(4000) })
  rows.push(await goalFault('status answer trickling 1 byte / 50 ms (real 30 s deadline, max-retry-time 0)', { statuses: [trickle(body, 50)] }, { 'max-retry-time': '0' }))
  rows.push(await goalFault('503 with Retry-After: 3600 (max-retry-time 300)', { statuses: [httpError(503, { 'retry-after': '3600' })] }))
  rows.push(await goalFault('status answer of 600 MB (max-retry-time 0)', { statuses: [raw(Buffer.alloc(600 << 20, 0x20))] }, { 'max-retry-time': '0' }))
  rows.push(await goalFault('status 401 every time (max-retry-time 1, delay 0.05)', { statuses: [httpError(401)] }, { 'max-retry-time': '1' }))
  rows.push(await goalFault('status answer 302 to elsewhere (max-retry-time 0)', { statuses: [{ redirect: 'http://127.0.0.1:9/steal' }] }, { 'max-retry-time': '0' }))

  type Service = Awaited<ReturnType<typeof startFakeService>>
  const goalPhases: [string, ServiceScript, (s: Service) => boolean][] = [
    ['SIGTERM while starting', { start: hang }, (s) => s.requests.length > 0],
    ['SIGTERM while polling', { statuses: [state('RUNNING'), hang] }, (s) => s.statusRequests().length > 1],
    ['SIGINT while polling', { statuses: [state('RUNNING'), hang] }, (s) => s.statusRequests().length > 1],
    ['SIGBREAK while polling (IPC stand-in)', { statuses: [state('RUNNING'), hang] }, (s) => s.statusRequests().length > 1],
    ['SIGTERM while fetching the report', { statuses: [state('FINISHED', 'PASS')], report: hang }, (s) => s.requests.some((r) => r.url.startsWith('/api/jobs/'))]
  ]
  for (const [phase, script, ready] of goalPhases) {
    const service = await startFakeService(script)
    rows.push(await signalled(phase, (onStart) => runAction(benchGoal(service.apiUrl), {}, onStart), () => ready(service)))
    await service.close()
  }

  const backend = await startArtifactBackend()
  backend.hang()
  const artifactService = await startFakeService({ statuses: [state('FINISHED', 'PASS')] })
  rows.push(await signalled('SIGTERM while uploading the artifact (backend hangs)', (onStart) => runAction(benchGoal(artifactService.apiUrl), backend.env, onStart), () => backend.requests.length > 0))
  await artifactService.close()
  await backend.close()

  const made = heavyProfile
  const rsa = profileNamed('rsa-chain')
  const certificate = (apiUrl: string, profile: { file: string; password: string }) => ({
    mode: 'certificate',
    token: 'tok-bench',
    'api-url': apiUrl,
    'certificate-file': profile.file,
    'certificate-password': profile.password,
    'certificate-name': 'bench',
    'organization-id': 'org-1'
  })
  const certificatePhases: [string, ServiceScript, { file: string; password: string }, (s: Service) => boolean][] = [
    ['SIGTERM while converting (600,000-iteration profile)', {}, made, () => false],
    ['SIGTERM while creating the entry', { certificates: { create: hang } }, rsa, (s) => s.requests.length > 0],
    ['SIGTERM while uploading a file', { certificates: { store: { 'key4.db': hang } } }, rsa, (s) => s.storeRequests.length > 0],
    ['SIGTERM while verifying', { certificates: { verify: hang } }, rsa, (s) => s.requests.length > 1],
    ['SIGBREAK while verifying (IPC stand-in)', { certificates: { verify: hang } }, rsa, (s) => s.requests.length > 1]
  ]
  for (const [phase, script, profile, ready] of certificatePhases) {
    const service = await startFakeService(script)
    const started = performance.now()
    // The conversion starts about 150 ms after the spawn and lasts about 0.3 s for this profile.
    const when = phase.includes('converting') ? () => performance.now() - started > 250 : () => ready(service)
    rows.push(await signalled(phase, (onStart) => runAction(certificate(service.apiUrl, profile), {}, onStart), when))
    await service.close()
  }

  const service = await startFakeService({})
  const started = performance.now()
  const missing = await runAction(certificate(service.apiUrl, rsa), { RUNNER_TEMP: path.join(tmpdir(), 'vqa-no-such-dir') })
  rows.push({ fault: 'RUNNER_TEMP names a missing directory (from the spawn)', exit: missing.code, 'fault → exit': ms(performance.now() - started) })
  await service.close()

  console.table(rows)
  expect(rows.every((row) => row.exit !== null)).toBe(true)
})
