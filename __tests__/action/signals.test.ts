import type { ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import { afterEach, describe, expect, it } from 'vitest'
import { type ArtifactBackend, startArtifactBackend } from '../fakes/artifact-backend.js'
import { type FakeService, type ServiceScript, hang, startFakeService, state, trickle } from '../fakes/service.js'
import { type ActionRun, type CancelSignal, cancel, dist, runAction, runNode } from '../helpers/child.js'
import { startSilentListener } from '../helpers/https-proxy.js'
import { heavyProfile, profileNamed } from '../helpers/pkcs12-fixtures.js'
import { tempDir } from '../helpers/temp.js'
import { when } from '../helpers/when.js'

// Signals sent to the bundled action and CLIs in every phase of the contract's table of exit codes
// on cancel: the time from the signal to the exit, the exit code, the outputs, the files kept, and
// that no request followed the signal. Real signals on Linux and macOS; on Windows, and for
// SIGBREAK everywhere, the entry's IPC stand-in raises the signal inside the child (see cancel()).
// A second signal in the wind-down is SIGBREAK: the Windows runner's Ctrl+Break after Ctrl+C.

let service: FakeService | undefined
let backend: ArtifactBackend | undefined
afterEach(async () => {
  await service?.close()
  await backend?.close()
  service = undefined
  backend = undefined
})

interface Signalled {
  /** Milliseconds from the (first) signal to the process's exit; Infinity when no signal was sent. */
  ms: number
  /** Requests the service and its store had received when the signal was sent. */
  requestsAtSignal: number
  /** Whether the second signal went out (the process had not exited yet). */
  secondSent: boolean
}

/**
 * Sends `signal` to the child once `ready()` holds and, when asked, a `second` one right after
 * it, during the wind-down, which must survive it.
 */
function signalWhen(ready: () => boolean, signal: CancelSignal, second?: CancelSignal) {
  const signalled: Signalled = { ms: Infinity, requestsAtSignal: -1, secondSent: false }
  let at = 0
  const onStart = (child: ChildProcess): void => {
    when(ready, () => {
      at = performance.now()
      signalled.requestsAtSignal = allRequests()
      cancel(child, signal)
      if (second) setImmediate(() => (signalled.secondSent = cancel(child, second)))
    })
    child.on('exit', () => {
      if (at) signalled.ms = performance.now() - at
    })
  }
  return { signalled, onStart }
}

/** Lets a request sent just before the exit reach the fake's record before requests are counted. */
const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 100))

const allRequests = (): number => (service ? service.requests.length + service.storeRequests.length : 0)
const requestsTo = (pattern: RegExp) => (): boolean => (service?.requests.some((r) => pattern.test(r.url)) ?? false)

async function goal(script: ServiceScript, ready: () => boolean, signal: CancelSignal = 'SIGTERM', env: Record<string, string> = {}, second?: CancelSignal): Promise<ActionRun & Signalled> {
  service = await startFakeService(script)
  const { signalled, onStart } = signalWhen(ready, signal, second)
  const run = await runAction({ mode: 'goal', token: 'tok-s', 'goal-id': 'goal-7', 'api-url': service.apiUrl, 'poll-interval': '0.05' }, env, onStart)
  await settle()
  return { ...run, ...signalled }
}

/** What the run left in the workspace, beside the runner's output and summary files: no temporary file may remain. */
const workspaceFiles = async (run: ActionRun): Promise<string[]> => (await readdir(run.dir)).filter((file) => file !== 'output' && file !== 'summary').sort()

describe('the bundled action, cancelled in each phase', () => {
  it('while starting the goal (SIGBREAK): exit 1, no job, no files', async () => {
    const run = await goal({ start: hang }, requestsTo(/\/execute\?/), 'SIGBREAK')
    expect(run.ms).toBeLessThan(2_000)
    expect(run.code).toBe(1)
    expect(run.outputs['exit-code']).toBe('1')
    expect(run.outputs['job-id']).toBeUndefined()
    expect(run.stdout).toContain('::error title=Virtuoso QA goal::Cancelled while starting the goal; it may have started.')
    expect(allRequests()).toBe(run.requestsAtSignal)
    expect(await workspaceFiles(run)).toEqual([])
  })

  // That the handlers stay for a later signal is __tests__/shared/process.test.ts's to show: two signals this close may merge.
  it('while polling, SIGINT then SIGBREAK (the Windows runner\'s sequence): exit 3, the last status, no files', async () => {
    const run = await goal({ statuses: [state('RUNNING'), hang] }, () => (service?.statusRequests().length ?? 0) >= 2, 'SIGINT', {}, 'SIGBREAK')
    expect(run.secondSent).toBe(true)
    expect(run.ms).toBeLessThan(2_000)
    expect(run.code).toBe(3)
    expect(run.outputs).toMatchObject({ 'exit-code': '3', 'job-id': '4242', status: 'RUNNING' })
    expect(run.outputs['report-file']).toBeUndefined()
    expect(run.summary).toContain('Cancelled while waiting for job 4242 (last status RUNNING)')
    expect(allRequests()).toBe(run.requestsAtSignal)
    expect(await workspaceFiles(run)).toEqual([])
  })

  it('while fetching the goal: exit 3, the report kept, the goal not written', async () => {
    const run = await goal({ statuses: [state('FINISHED', 'PASS')], goal: trickle('{"id":"goal-7","padding":"' + 'x'.repeat(400) + '"}', 10) }, requestsTo(/\/goals\/goal-7\?/), 'SIGINT')
    expect(run.ms).toBeLessThan(2_000)
    expect(run.code).toBe(3)
    expect(run.outputs).toMatchObject({ 'exit-code': '3', status: 'FINISHED', outcome: 'PASS' })
    expect(run.outputs['report-file']).toMatch(/execution_report\.json$/)
    expect(run.outputs['goal-file']).toBeUndefined()
    expect(await workspaceFiles(run)).toEqual(['execution_report.json'])
    expect(allRequests()).toBe(run.requestsAtSignal)
  })

  it('while uploading the artifact: exit 3, the files kept, no artifact-id', async () => {
    backend = await startArtifactBackend()
    backend.hang()
    let backendAtSignal = -1
    const run = await goal({ statuses: [state('FINISHED', 'FAIL')] }, () => (backendAtSignal = backend?.requests.length ?? 0) > 0, 'SIGTERM', backend.env)
    expect(run.ms).toBeLessThan(2_000)
    expect(backend.requests).toHaveLength(backendAtSignal)
    expect(run.code).toBe(3)
    expect(run.outputs).toMatchObject({ 'exit-code': '3', outcome: 'FAIL' })
    expect(run.outputs['artifact-id']).toBeUndefined()
    expect(await workspaceFiles(run)).toEqual(['execution_report.json', 'goal.json', 'virtuoso-junit.xml'])
    expect(run.stdout).toContain('::error title=Virtuoso QA goal::Cancelled while uploading the artifact of job 4242.')
  })
})

describe('the bundled action in certificate mode, cancelled in each phase', () => {
  async function certificate(
    script: ServiceScript,
    ready: (stdout: () => string) => () => boolean,
    { heavy = false, signal = 'SIGTERM' }: { heavy?: boolean; signal?: CancelSignal } = {}
  ): Promise<ActionRun & Signalled & { leftInTemp: string[] }> {
    service = await startFakeService(script)
    const made = heavy ? heavyProfile : profileNamed('rsa-chain')
    const runnerTemp = await tempDir('vqa-runner-temp-')
    let stdout = ''
    const { signalled, onStart } = signalWhen(ready(() => stdout), signal)
    const run = await runAction(
      {
        mode: 'certificate',
        token: 'tok-c',
        'api-url': service.apiUrl,
        'certificate-file': made.file,
        'certificate-password': made.password,
        'certificate-name': 'gate client',
        'organization-id': 'org-1'
      },
      { RUNNER_TEMP: runnerTemp },
      (child) => {
        child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk))
        onStart(child)
      }
    )
    await settle()
    return { ...run, ...signalled, leftInTemp: await readdir(runnerTemp) }
  }

  it('while converting: exit 1, no request at all, the work directory removed', async () => {
    // The password is masked just before the conversion, which takes some tenths of a second for this profile.
    const run = await certificate({}, (stdout) => () => /::add-mask::correct horse/.test(stdout()), { heavy: true })
    expect(run.ms).toBeLessThan(2_000)
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('::error title=Virtuoso QA certificate::Cancelled while converting the profile; no certificate entry was created.')
    expect(allRequests()).toBe(0)
    expect(run.leftInTemp).toEqual([])
  })

  it.each([
    ['creating the entry', { certificates: { create: hang } }, () => () => (service?.requests.length ?? 0) >= 1, 'Cancelled while creating the certificate entry "gate client"; it may have been created, and then a retry needs another name, or the entry removed in Virtuoso QA.'],
    ['uploading a file', { certificates: { store: { 'cert9.db': hang } } }, () => () => (service?.storeRequests.length ?? 0) >= 2, 'Cancelled before certificate entry cert-91 was verified; the name "gate client" is now taken by certificate entry cert-91: a retry needs another name, or that entry removed in Virtuoso QA.'],
    ['verifying', { certificates: { verify: hang } }, () => () => (service?.requests.length ?? 0) >= 2, 'Cancelled before certificate entry cert-91 was verified; the name "gate client" is now taken by certificate entry cert-91: a retry needs another name, or that entry removed in Virtuoso QA.', 'SIGBREAK']
  ] as const)('while %s: exit 1, nothing sent after the signal, the work directory removed', async (_, script, ready, message, signal?: CancelSignal) => {
    const run = await certificate(script, ready, { signal })
    expect(run.ms).toBeLessThan(2_000)
    expect(run.code).toBe(1)
    expect(run.outputs).toMatchObject({ 'exit-code': '1' })
    expect(run.outputs['certificate-id']).toBeUndefined()
    expect(run.stdout).toContain(`::error title=Virtuoso QA certificate::${message}`)
    expect(allRequests()).toBe(run.requestsAtSignal)
    expect(run.leftInTemp).toEqual([])
  })
})

describe('the bundled CLIs, cancelled', () => {
  it.each([
    ['starting the goal', { start: hang }, /\/execute\?/, 1, 'Cancelled while starting the goal; it may have started.'],
    ['fetching the report', { statuses: [state('FINISHED', 'PASS')], report: hang }, /\/jobs\//, 3, 'Cancelled while saving the results of job 4242.'],
    ['fetching the goal', { statuses: [state('FINISHED', 'PASS')], goal: hang }, /\/goals\/goal-7\?/, 3, 'Cancelled while saving the results of job 4242.']
  ] as const)('execute-goal while %s: exit at once with the table\'s code, no request after the signal', async (_, script, path, code, message) => {
    service = await startFakeService(script as ServiceScript)
    const cwd = await tempDir()
    const { signalled, onStart } = signalWhen(requestsTo(path), 'SIGINT')
    const run = await runNode(dist.executeGoal, ['-t', 'tok', '-gi', 'goal-7', '--api_url', service.apiUrl], { cwd, onStart })
    await settle()
    expect(signalled.ms).toBeLessThan(2_000)
    expect(run.code).toBe(code)
    expect(run.stderr).toContain(message)
    expect(allRequests()).toBe(signalled.requestsAtSignal)
    // A file already written is kept; the one cut off is not written.
    expect((await readdir(cwd)).sort()).toEqual(path.source.includes('goals') ? ['execution_report.json'] : [])
  })

  it('upload-certificate while converting: exit 1, no request, the database not left behind', async () => {
    service = await startFakeService({})
    const made = heavyProfile
    const work = `${await tempDir()}/nss`
    // The work directory is created just before the conversion, which lasts some tenths of a second.
    const { signalled, onStart } = signalWhen(() => existsSync(work), 'SIGTERM')
    const run = await runNode(dist.uploadCertificate, ['-f', made.file, '-p', made.password, '-w', work, '-n', 'heavy', '-t', 'tok', '-o', 'org-1', '-a', service.apiUrl], { onStart })
    await settle()
    expect(signalled.ms).toBeLessThan(2_000)
    expect(run.code).toBe(1)
    expect(run.stderr).toBe('Cancelled while converting the profile; no certificate entry was created.\n')
    expect(allRequests()).toBe(0)
    // The run created it: removed (contract: the cancel table).
    expect(existsSync(work)).toBe(false)
  })

  it.each([
    ['creating the entry', { certificates: { create: hang } }, () => (service?.requests.length ?? 0) >= 1, 'Cancelled while creating the certificate entry "gate"; it may have been created, and then a retry needs another name, or the entry removed in Virtuoso QA.'],
    ['verifying (SIGBREAK)', { certificates: { verify: hang } }, () => (service?.requests.length ?? 0) >= 2, 'Cancelled before certificate entry cert-91 was verified; the name "gate" is now taken by certificate entry cert-91: a retry needs another name, or that entry removed in Virtuoso QA.', 'SIGBREAK']
  ] as const)('upload-certificate while %s: exit 1, no request after the signal, the work directory removed', async (_, script, ready, message, signal: CancelSignal = 'SIGTERM') => {
    service = await startFakeService(script as ServiceScript)
    const made = profileNamed('rsa-chain')
    const { signalled, onStart } = signalWhen(ready, signal)
    const work = `${await tempDir()}/nss`
    const run = await runNode(dist.uploadCertificate, ['-f', made.file, '-p', made.password, '-w', work, '-n', 'gate', '-t', 'tok', '-o', 'org-1', '-a', service.apiUrl], { onStart })
    await settle()
    expect(signalled.ms).toBeLessThan(2_000)
    expect(run.code).toBe(1)
    expect(run.stderr).toBe(`${message}\n`)
    expect(allRequests()).toBe(signalled.requestsAtSignal)
    // The run created it: removed, with the database (contract: the cancel table).
    expect(existsSync(work)).toBe(false)
  })
})

describe('the bundled action and CLI behind a proxy that never answers, cancelled', () => {
  // A proxy that accepts the connection and then drops the traffic, before it answers the CONNECT
  // (HTTPS_PROXY for an https API, HTTP_PROXY for an http one): the cancel still ends the run at once.
  // The deadline, which ends such a request too, is __tests__/service/silent-proxy.test.ts's to show.
  it.each([
    ['HTTPS_PROXY', 'https://api.virtuoso.qa/api', 'SIGTERM'],
    ['HTTP_PROXY', 'http://service.test/api', 'SIGINT']
  ] as const)('the action through %s (%s), %s: exit 1 within two seconds, the outputs and the summary written', async (variable, apiUrl, signal) => {
    const proxy = await startSilentListener()
    try {
      const { signalled, onStart } = signalWhen(() => proxy.connections() > 0, signal)
      const run = await runAction({ mode: 'goal', token: 'tok-s', 'goal-id': 'goal-7', 'api-url': apiUrl }, { [variable]: proxy.url, NO_PROXY: '' }, onStart)
      expect(signalled.ms).toBeLessThan(2_000)
      expect(run.code).toBe(1)
      expect(run.outputs['exit-code']).toBe('1')
      expect(run.stdout).toContain('::error title=Virtuoso QA goal::Cancelled while starting the goal; it may have started.')
      expect(run.summary).toContain('Cancelled while starting the goal; it may have started.')
    } finally {
      await proxy.close()
    }
  })

  it('execute-goal through HTTPS_PROXY, SIGINT: exit 1 within two seconds', async () => {
    const proxy = await startSilentListener()
    try {
      const { signalled, onStart } = signalWhen(() => proxy.connections() > 0, 'SIGINT')
      const run = await runNode(dist.executeGoal, ['-t', 'tok', '-gi', 'goal-7', '--app2'], { env: { HTTPS_PROXY: proxy.url, NO_PROXY: '' }, cwd: await tempDir(), onStart })
      expect(signalled.ms).toBeLessThan(2_000)
      expect(run.code).toBe(1)
      expect(run.stderr).toContain('Cancelled while starting the goal; it may have started.')
    } finally {
      await proxy.close()
    }
  })
})
