import type { ChildProcess } from 'node:child_process'
import { readdir } from 'node:fs/promises'
import { afterEach, describe, expect, it } from 'vitest'
import { type ArtifactBackend, startArtifactBackend } from '../fakes/artifact-backend.js'
import { type FakeService, type ServiceScript, hang, startFakeService, state, trickle } from '../fakes/service.js'
import { type ActionRun, dist, runAction, runNode } from '../helpers/child.js'
import { heavyProfile, profileCases } from '../helpers/pkcs12-fixtures.js'
import { tempDir } from '../helpers/temp.js'
import { when } from '../helpers/when.js'

// Real signals sent to the bundled action and CLIs in every phase of the contract's table of exit
// codes on cancel: the time from the signal to the exit, the exit code, the outputs, the files
// kept, and that no request followed the signal. (The runner sends SIGINT, then SIGTERM; Windows
// has no such signals for a child process, so these run on Linux and macOS.)

let service: FakeService | undefined
let backend: ArtifactBackend | undefined
afterEach(async () => {
  await service?.close()
  await backend?.close()
  service = undefined
  backend = undefined
})

interface Signalled {
  /** Milliseconds from the (first) signal to the process's exit. */
  ms: number
  /** Requests the service and its store had received when the signal was sent. */
  requestsAtSignal: number
}

/**
 * Sends `signal` to the child once `ready()` holds, and a second signal
 * `second` ms later when asked: the wind-down must survive it.
 */
function signalWhen(ready: () => boolean, signal: NodeJS.Signals, second?: number) {
  const signalled: Signalled = { ms: 0, requestsAtSignal: -1 }
  let at = 0
  const onStart = (child: ChildProcess): void => {
    when(ready, () => {
      at = performance.now()
      signalled.requestsAtSignal = allRequests()
      child.kill(signal)
      if (second !== undefined) setTimeout(() => child.exitCode === null && child.kill('SIGINT'), second)
    })
    child.on('exit', () => (signalled.ms = at ? performance.now() - at : -1))
  }
  return { signalled, onStart }
}

const allRequests = (): number => (service ? service.requests.length + service.storeRequests.length : 0)
const requestsTo = (pattern: RegExp) => (): boolean => (service?.requests.some((r) => pattern.test(r.url)) ?? false)

async function goal(script: ServiceScript, ready: () => boolean, signal: NodeJS.Signals = 'SIGTERM', env: Record<string, string> = {}, second?: number): Promise<ActionRun & Signalled> {
  service = await startFakeService(script)
  const { signalled, onStart } = signalWhen(ready, signal, second)
  const run = await runAction({ mode: 'goal', token: 'tok-s', 'goal-id': 'goal-7', 'api-url': service.apiUrl, 'poll-interval': '0.05' }, env, onStart)
  return { ...run, ...signalled }
}

/** What the run left in the workspace, beside the runner's output and summary files: no temporary file may remain. */
const workspaceFiles = async (run: ActionRun): Promise<string[]> => (await readdir(run.dir)).filter((file) => file !== 'output' && file !== 'summary').sort()

describe.skipIf(process.platform === 'win32')('the bundled action, cancelled in each phase', () => {
  it('while starting the goal: exit 1, no job, no files', async () => {
    const run = await goal({ start: hang }, requestsTo(/\/execute\?/))
    expect(run.ms).toBeLessThan(2_000)
    expect(run.code).toBe(1)
    expect(run.outputs['exit-code']).toBe('1')
    expect(run.outputs['job-id']).toBeUndefined()
    expect(run.stdout).toContain('::error title=Virtuoso QA goal::Cancelled while starting the goal; it may have started.')
    expect(allRequests()).toBe(run.requestsAtSignal)
  })

  it('while polling, with a second signal during the wind-down: exit 3, the last status, no files', async () => {
    const run = await goal({ statuses: [state('RUNNING'), hang] }, () => (service?.statusRequests().length ?? 0) >= 2, 'SIGTERM', {}, 10)
    expect(run.ms).toBeLessThan(2_000)
    expect(run.code).toBe(3)
    expect(run.outputs).toMatchObject({ 'exit-code': '3', 'job-id': '4242', status: 'RUNNING' })
    expect(run.outputs['report-file']).toBeUndefined()
    expect(run.summary).toContain('Cancelled while waiting for job 4242 (last status RUNNING)')
    expect(allRequests()).toBe(run.requestsAtSignal)
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

  it('while uploading the artifact: exit 3, both files kept, no artifact-id', async () => {
    backend = await startArtifactBackend()
    backend.hang()
    const run = await goal({ statuses: [state('FINISHED', 'FAIL')] }, () => (backend?.requests.length ?? 0) > 0, 'SIGTERM', backend.env)
    expect(run.ms).toBeLessThan(2_000)
    expect(run.code).toBe(3)
    expect(run.outputs).toMatchObject({ 'exit-code': '3', outcome: 'FAIL' })
    expect(run.outputs['artifact-id']).toBeUndefined()
    expect(await workspaceFiles(run)).toEqual(['execution_report.json', 'goal.json'])
    expect(run.stdout).toContain('::error title=Virtuoso QA goal::Cancelled while uploading the artifact of job 4242.')
  })
})

describe.skipIf(process.platform === 'win32')('the bundled action in certificate mode, cancelled in each phase', () => {
  async function certificate(script: ServiceScript, ready: (stdout: () => string) => () => boolean, heavy = false): Promise<ActionRun & Signalled & { leftInTemp: string[] }> {
    service = await startFakeService(script)
    const made = heavy ? await heavyProfile() : await profileCases.find((c) => c.name === 'rsa-chain')!.make()
    const runnerTemp = await tempDir('vqa-runner-temp-')
    let stdout = ''
    const { signalled, onStart } = signalWhen(ready(() => stdout), 'SIGTERM')
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
    return { ...run, ...signalled, leftInTemp: await readdir(runnerTemp) }
  }

  it('while converting: exit 1, no request at all, the work directory removed', async () => {
    // The password is masked just before the conversion, which takes over a second for this profile.
    const run = await certificate({}, (stdout) => () => /::add-mask::correct horse/.test(stdout()), true)
    expect(run.ms).toBeLessThan(2_000)
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('::error title=Virtuoso QA certificate::Cancelled while converting the profile; no certificate entry was created.')
    expect(allRequests()).toBe(0)
    expect(run.leftInTemp).toEqual([])
  })

  it.each([
    ['creating the entry', { certificates: { create: hang } }, () => () => (service?.requests.length ?? 0) >= 1, 'Cancelled before the certificate entry was created.'],
    ['uploading a file', { certificates: { store: { 'cert9.db': hang } } }, () => () => (service?.storeRequests.length ?? 0) >= 2, 'Cancelled before certificate entry cert-91 was verified.'],
    ['verifying', { certificates: { verify: hang } }, () => () => (service?.requests.length ?? 0) >= 2, 'Cancelled before certificate entry cert-91 was verified.']
  ] as const)('while %s: exit 1, nothing sent after the signal, the work directory removed', async (_, script, ready, message) => {
    const run = await certificate(script, ready)
    expect(run.ms).toBeLessThan(2_000)
    expect(run.code).toBe(1)
    expect(run.outputs).toMatchObject({ 'exit-code': '1' })
    expect(run.outputs['certificate-id']).toBeUndefined()
    expect(run.stdout).toContain(`::error title=Virtuoso QA certificate::${message}`)
    expect(allRequests()).toBe(run.requestsAtSignal)
    expect(run.leftInTemp).toEqual([])
  })
})

describe.skipIf(process.platform === 'win32')('the bundled CLIs, cancelled', () => {
  it('execute-goal while fetching the report: exit 3 at once, nothing written', async () => {
    service = await startFakeService({ statuses: [state('FINISHED', 'PASS')], report: hang })
    const cwd = await tempDir()
    const { signalled, onStart } = signalWhen(requestsTo(/\/jobs\//), 'SIGINT')
    const run = await runNode(dist.executeGoal, ['-t', 'tok', '-gi', 'goal-7', '--api_url', service.apiUrl], { cwd, onStart })
    expect(signalled.ms).toBeLessThan(2_000)
    expect(run.code).toBe(3)
    expect(run.stderr).toContain('Cancelled while saving the results of job 4242.')
    expect(await readdir(cwd)).toEqual([])
  })

  it('upload-certificate while converting: exit 1, no request, the database not left behind', async () => {
    service = await startFakeService({})
    const made = await heavyProfile()
    const work = `${await tempDir()}/nss`
    let stdout = ''
    const { signalled, onStart } = signalWhen(() => stdout === '' && performance.now() - started > 300, 'SIGTERM')
    const started = performance.now()
    const run = await runNode(
      dist.uploadCertificate,
      ['-f', made.file, '-p', made.password, '-w', work, '-n', 'heavy', '-t', 'tok', '-o', 'org-1', '-a', service.apiUrl],
      {
        onStart(child) {
          child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk))
          onStart(child)
        }
      }
    )
    expect(signalled.ms).toBeLessThan(2_000)
    expect(run.code).toBe(1)
    expect(run.stderr).toBe('Cancelled while converting the profile; no certificate entry was created.\n')
    expect(allRequests()).toBe(0)
    expect(await readdir(work)).toEqual([])
  })
})
