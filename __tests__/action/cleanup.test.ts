import { existsSync, mkdirSync, readdirSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { type FakeService, type ServiceScript, hang, startFakeService } from '../fakes/service.js'
import { runActionInProcess } from '../helpers/in-process.js'
import { mountTmpfs, tmpfs, unmount } from '../helpers/mounts.js'
import { profileNamed } from '../helpers/pkcs12-fixtures.js'
import { tempDir } from '../helpers/temp.js'
import { when } from '../helpers/when.js'
import { logLines } from '../helpers/workflow-log.js'

// The temporary work directory of certificate mode goes after the run, and a removal that meets a
// held file never changes the run's result. A file held for a moment is what Windows' antivirus or
// indexer does; here a real EBUSY comes from a tmpfs mounted inside the work directory (a mount
// point cannot be removed), for as long as the test keeps it mounted. Linux only, where mounting
// is allowed (root, or sudo). On Windows, __tests__/shared/remove.test.ts holds a file for real.

let service: FakeService | undefined
afterEach(async () => {
  await service?.close()
  service = undefined
})

/**
 * Runs certificate mode in process; once the profile is converted (the work directory holds the
 * database), a tmpfs is mounted at `busy` inside the work directory, and `held(workDir, busy)`
 * decides when it goes.
 */
async function runHeld(
  held: (workDir: string, busy: string) => void,
  { script = {}, signal, withoutRunnerTemp = false }: { script?: ServiceScript; signal?: AbortSignal; withoutRunnerTemp?: boolean } = {}
) {
  service = await startFakeService(script)
  const made = profileNamed('rsa-chain')
  // Without RUNNER_TEMP, the work directory goes in the system's temporary directory: TMPDIR.
  const runnerTemp = await tempDir('vqa-runner-temp-')
  let workDir = ''
  /** When the warning about the directory left behind was written. */
  let warnedAt = 0
  const run = await runActionInProcess(
    {
      mode: 'certificate',
      token: 'tok-clean',
      'api-url': service.apiUrl,
      'certificate-file': made.file,
      'certificate-password': made.password,
      'certificate-name': 'held',
      'organization-id': 'org-1'
    },
    withoutRunnerTemp ? { RUNNER_TEMP: undefined, TMPDIR: runnerTemp } : { RUNNER_TEMP: runnerTemp },
    {
      signal,
      onStdout(text) {
        if (text.startsWith('::warning') && text.includes('Could not remove the work directory')) warnedAt = performance.now()
        if (workDir || !text.includes('Converted the profile')) return
        workDir = path.join(runnerTemp, readdirSync(runnerTemp)[0])
        const busy = path.join(workDir, 'busy')
        mkdirSync(busy)
        mountTmpfs(busy, '16k')
        held(workDir, busy)
      }
    }
  )
  return { ...run, workDir, warnedAt, leftInTemp: await readdir(runnerTemp) }
}

describe('the temporary work directory', () => {
  it('held at the first try (EBUSY): removed at a later one; exit 0, the certificate id, no warning', async ({ skip }) => {
    if (!(await tmpfs('4k'))) return skip('cannot mount a tmpfs here')
    let unmountedWhileRunning = false
    let running = true
    const run = await runHeld((workDir, busy) =>
      // The first try has removed the database and met the mount point: now the hold ends.
      when(() => !existsSync(path.join(workDir, 'key4.db')), () => {
        unmount(busy)
        unmountedWhileRunning = running
      })
    )
    running = false
    expect(unmountedWhileRunning).toBe(true)
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({ 'exit-code': '0', 'certificate-id': 'cert-91' })
    expect(run.stdout).not.toContain('::warning')
    expect(run.leftInTemp).toEqual([])
  })

  it('held throughout: a warning that names it, and the result unchanged (exit 0, the certificate id)', async ({ skip }) => {
    if (!(await tmpfs('4k'))) return skip('cannot mount a tmpfs here')
    const run = await runHeld(() => {})
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({ 'exit-code': '0', 'certificate-id': 'cert-91' })
    expect(run.stdout).toContain(
      `::warning title=Virtuoso QA certificate::Could not remove the work directory ${run.workDir}, which may still hold the private key: EBUSY. ` +
        'Delete it (the runner empties RUNNER_TEMP after the job).'
    )
    expect(run.summary).toContain('cert-91')
    expect(run.leftInTemp).toHaveLength(1)
  })

  it('held throughout, without RUNNER_TEMP: the warning says to delete it, without the runner\'s promise', async ({ skip }) => {
    if (!(await tmpfs('4k'))) return skip('cannot mount a tmpfs here')
    const run = await runHeld(() => {}, { withoutRunnerTemp: true })
    expect(run.code).toBe(0)
    expect(run.workDir).toMatch(/virtuoso-certificate-/)
    expect(logLines(run.stdout)).toContain(
      `::warning title=Virtuoso QA certificate::Could not remove the work directory ${run.workDir}, which may still hold the private key: EBUSY. Delete it.`
    )
  })

  it('held throughout a cancelled run: tried again for 0.3 s, not 1 s, then the warning; exit 1', async ({ skip }) => {
    if (!(await tmpfs('4k'))) return skip('cannot mount a tmpfs here')
    const controller = new AbortController()
    // The first removal attempt empties the directory up to the mount point; the warning follows the last.
    let firstAttemptAt = 0
    const run = await runHeld(
      (workDir) => {
        when(() => service!.storeRequests.length > 0, () => controller.abort())
        when(() => !existsSync(path.join(workDir, 'key4.db')), () => (firstAttemptAt = performance.now()), 1)
      },
      { script: { certificates: { store: { 'key4.db': hang } } }, signal: controller.signal }
    )
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('::error title=Virtuoso QA certificate::Cancelled before certificate entry cert-91 was verified; the name "held" is now taken by certificate entry cert-91: a retry needs another name, or that entry removed in Virtuoso QA.')
    expect(run.stdout).toMatch(/^::warning title=Virtuoso QA certificate::Could not remove the work directory .*: EBUSY\. Delete it/m)
    expect(firstAttemptAt).toBeGreaterThan(0)
    // Three attempts, 0.1 and 0.2 s apart; five attempts would take 1 s.
    expect(run.warnedAt - firstAttemptAt).toBeGreaterThanOrEqual(250)
    expect(run.warnedAt - firstAttemptAt).toBeLessThan(700)
  })
})
