import { appendFileSync, mkdirSync, rmSync, rmdirSync, writeFileSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { type ArtifactBackend, startArtifactBackend } from '../fakes/artifact-backend.js'
import { type FakeService, type ServiceScript, startFakeService, state } from '../fakes/service.js'
import { runAction } from '../helpers/child.js'
import { runActionInProcess } from '../helpers/in-process.js'
import { tmpfs } from '../helpers/mounts.js'
import { when } from '../helpers/when.js'
import { logLines, maskedValues } from '../helpers/workflow-log.js'
import { heavyProfile, profileNamed } from '../helpers/pkcs12-fixtures.js'

// The one reporting path (contract: "Every ending is reported the same way"): whatever ends the
// run, the exit-code output, one error annotation in one sentence, the summary, the exit code;
// and the action's faults: unwritable outputs, local faults, a hanging artifact backend, a cancel.

let service: FakeService | undefined
let backend: ArtifactBackend | undefined
afterEach(async () => {
  await service?.close()
  await backend?.close()
  service = undefined
  backend = undefined
})

const TOKEN = 'tok-9e1d'

async function goal(script: ServiceScript, inputs: Record<string, string> = {}, env: Record<string, string | undefined> = {}, options: Parameters<typeof runActionInProcess>[2] = {}) {
  service ??= await startFakeService(script)
  return runActionInProcess(
    { mode: 'goal', token: TOKEN, 'goal-id': 'goal-7', 'api-url': service.apiUrl, 'poll-interval': '0.01', 'retry-delay-time': '0.01', ...inputs },
    env,
    options
  )
}

async function certificate(inputs: Record<string, string> = {}, env: Record<string, string | undefined> = {}, options: Parameters<typeof runActionInProcess>[2] = {}) {
  service = await startFakeService({})
  const made = profileNamed('rsa-chain')
  return runActionInProcess(
    {
      mode: 'certificate',
      token: TOKEN,
      'api-url': service.apiUrl,
      'certificate-file': made.file,
      'certificate-password': made.password,
      'certificate-name': 'gate client',
      'organization-id': 'org-1',
      ...inputs
    },
    env,
    options
  )
}

/** The log without its `::add-mask::` commands, which name the secrets so that the runner hides them. */
const withoutMasks = (stdout: string): string => logLines(stdout).filter((line) => !line.startsWith('::add-mask::')).join('\n')

/** The error annotations of a run's log. */
const errors = (stdout: string): string[] => stdout.split(/\r?\n/).filter((line) => line.startsWith('::error'))

describe('every ending is reported the same way', () => {
  it('a result: the exit code, one error annotation, the summary', async () => {
    const run = await goal({ statuses: [state('FINISHED', 'FAIL')] })
    expect(run.code).toBe(2)
    expect(run.outputs['exit-code']).toBe('2')
    expect(errors(run.stdout)).toEqual(['::error title=Virtuoso QA goal::The goal execution finished with outcome FAIL.'])
    expect(run.summary).toContain('❌ Virtuoso QA goal &quot;Checkout regression&quot;')
    expect(run.summary).toContain('<td>Exit code</td><td>2</td>')
  })

  it('a usage error: the same, before any request', async () => {
    const run = await goal({}, { 'poll-interval': '86401' })
    expect(run.code).toBe(1)
    expect(run.outputs['exit-code']).toBe('1')
    expect(errors(run.stdout)).toEqual(['::error title=Virtuoso QA::The input "poll-interval" must be a number of seconds from 0 to 86400, not "86401".'])
    expect(run.summary).toContain('The input &quot;poll-interval&quot; must be a number of seconds from 0 to 86400')
    expect(run.summary).toContain('<td>Exit code</td><td>1</td>')
    expect(service!.requests).toHaveLength(0)
  })

  it.each(['1e3', '0x10', '-0.5', 'Infinity', '5 s'])('a numeric input of %s is a usage error', async (value) => {
    const run = await goal({}, { 'max-retry-time': value })
    expect(run.code).toBe(1)
    expect(errors(run.stdout)).toHaveLength(1)
  })

  it('takes a numeric input of one day, with blanks around it', async () => {
    const run = await goal({ statuses: [state('FINISHED', 'PASS')] }, { 'max-retry-time': ' 86400 ', 'retry-delay-time': '0.5' })
    expect(run.code).toBe(0)
  })

  it('a local fault: a RUNNER_TEMP that names a missing directory is exit 1 in one sentence', async () => {
    const missing = path.join(tmpdir(), 'vqa-no-such-runner-temp')
    const run = await certificate({}, { RUNNER_TEMP: missing })
    expect(run.code).toBe(1)
    expect(run.outputs['exit-code']).toBe('1')
    expect(errors(run.stdout)).toEqual([`::error title=Virtuoso QA::Could not create a work directory in ${missing}: ENOENT; set the input "work-dir" to a directory that can be written.`])
    expect(run.summary).toContain('<td>Exit code</td><td>1</td>')
    expect(service!.requests).toHaveLength(0)
  })

  it.each([
    ['the log pipe broke', 'the log pipe broke.'],
    // A full stop inside the message is not its end.
    ['the pipe to runner.log broke', 'the pipe to runner.log broke.'],
    ['the log pipe broke!', 'the log pipe broke!']
  ])('an unexpected error (%j): exit 1, one sentence, the stack trace only in the debug log', async (message, sentence) => {
    let thrown = false
    const run = await goal({ statuses: [state('RUNNING'), state('FINISHED', 'PASS')] }, {}, {}, {
      onStdout(text) {
        // A fault of the runner's log pipe while a status line is written: nothing the run expects.
        if (!thrown && text.startsWith('Status RUNNING')) {
          thrown = true
          throw new Error(message)
        }
      }
    })
    expect(run.code).toBe(1)
    expect(run.outputs['exit-code']).toBe('1')
    expect(errors(run.stdout)).toEqual([`::error title=Virtuoso QA::Unexpected error: ${sentence}`])
    const stackLines = run.stdout.split(/\r?\n/).filter((line) => /^\s+at /.test(line))
    expect(stackLines).toEqual([])
    expect(run.stdout).toContain(`::debug::Error: ${message}%0A`)
    expect(run.stdout).toMatch(/^::debug::Error: .*%0A\s+at /m)
    expect(run.summary).toContain(`Unexpected error: ${sentence}`)
  })
})

describe('outputs and the summary that cannot be written', () => {
  it('an unwritable GITHUB_OUTPUT is a warning: the goal is still awaited and its result reported', async () => {
    const run = await goal({ statuses: [state('RUNNING'), state('RUNNING'), state('FINISHED', 'PASS')] }, {}, { GITHUB_OUTPUT: path.join(tmpdir(), 'vqa-missing-dir', 'output') })
    expect(run.code).toBe(0)
    expect(service!.statusRequests()).toHaveLength(3)
    expect(run.stdout).toMatch(/^::warning title=Virtuoso QA::Could not set the output "job-id": /m)
    expect(run.stdout).toMatch(/^::warning title=Virtuoso QA::Could not set the output "exit-code": /m)
    expect(errors(run.stdout)).toEqual([])
    expect(await readdir(run.dir)).toEqual(expect.arrayContaining(['execution_report.json', 'goal.json']))
  })

  it('a step summary that fails as it is written is a warning, and the exit code stays', async () => {
    let summaryFile = ''
    // The fault as this OS reports an append to a directory (Linux: EISDIR at the open; Wine: EBADF at the write).
    let fault = ''
    const run = await goal({ statuses: [state('FINISHED', 'FAIL')] }, {}, {}, {
      onStdout(text) {
        // The result's annotation comes just before the summary: a directory takes the summary file's place.
        if (text.startsWith('::error') && !summaryFile) {
          summaryFile = process.env.GITHUB_STEP_SUMMARY!
          rmSync(summaryFile)
          mkdirSync(summaryFile)
          try {
            appendFileSync(summaryFile, 'x')
          } catch (error) {
            fault = (error as Error).message
          }
        }
        // Put back once the write has failed, for the harness to read.
        if (text.includes('Could not write the job summary') && summaryFile) {
          rmdirSync(summaryFile)
          writeFileSync(summaryFile, '')
        }
      }
    })
    expect(run.code).toBe(2)
    expect(run.outputs['exit-code']).toBe('2')
    expect(errors(run.stdout)).toEqual(['::error title=Virtuoso QA goal::The goal execution finished with outcome FAIL.'])
    expect(fault).toMatch(/^E[A-Z]+: /)
    expect(run.stdout.split(/\r?\n/)).toContain(`::warning title=Virtuoso QA::Could not write the job summary: ${fault}`)
    expect(run.summary).toBe('')
  })

  it('an unwritable step summary is a warning, and the exit code stays (the bundle: the summary file is chosen once per process)', async () => {
    service = await startFakeService({ statuses: [state('FINISHED', 'FAIL')] })
    const run = await runAction(
      { mode: 'goal', token: TOKEN, 'goal-id': 'goal-7', 'api-url': service.apiUrl, 'poll-interval': '0.01' },
      { GITHUB_STEP_SUMMARY: path.join(tmpdir(), 'vqa-missing-dir', 'summary') }
    )
    expect(run.code).toBe(2)
    expect(run.outputs['exit-code']).toBe('2')
    expect(run.stdout).toMatch(/^::warning title=Virtuoso QA::Could not write the job summary: Unable to access summary file: '.*vqa-missing-dir.summary'/m)
  })
})

describe('service text is inert in the log', () => {
  const hostile = 'RUNNING\n::error::forged\r\n##[error]forged\u001b[31m'

  it('a status or outcome cannot start a workflow command', async () => {
    const run = await goal({ statuses: [{ json: { status: hostile, outcome: '::warning::x\nFAIL' } }, state('FINISHED', 'PASS')] })
    expect(run.code).toBe(0)
    const lines = run.stdout.split(/\r?\n/)
    expect(lines.filter((line) => /^(::|##\[)/.test(line) && /forged|::x/.test(line))).toEqual([])
    expect(run.stdout).toContain('Status RUNNING\\n::error::forged\\r\\n##[error]forged\\u001b[31m, outcome ::warning::x\\nFAIL (poll 1)')
    expect(run.stdout).not.toContain('\u001b')
  })

  it('a job id cannot either, and the outputs keep it as it was', async () => {
    service = await startFakeService({ jobId: '77\n::error::forged', statuses: [state('FINISHED', 'PASS')] })
    const run = await goal({})
    expect(run.stdout.split(/\r?\n/).filter((line) => line.startsWith('::error'))).toEqual([])
    expect(run.outputs['job-id']).toBe('77\n::error::forged')
  })
})

describe('inputs', () => {
  it('takes the token verbatim, blanks included, and sends it as given', async () => {
    const run = await goal({ statuses: [state('FINISHED', 'PASS')] }, { token: ' tok with blanks\t' })
    expect(run.code).toBe(0)
    // The leading blank reaches the service (a server drops trailing blanks of a header value).
    expect(service!.requests[0].headers.authorization).toBe('Bearer  tok with blanks')
    expect(run.stdout).toContain('::add-mask:: tok with blanks\t')
  })

  it.each(['goal', 'plan', 'certificate'])('in %s mode, refuses a token with a line break before any request, without showing it', async (mode) => {
    service = await startFakeService({ statuses: [state('FINISHED', 'PASS')] })
    const run = await runActionInProcess({ mode, token: 'sekr3t\n', 'goal-id': 'goal-7', 'plan-id': 'plan-1', 'api-url': service.apiUrl })
    expect(run.code).toBe(1)
    expect(errors(run.stdout)).toEqual(['::error title=Virtuoso QA::The input "token" holds a line break (not shown here: it is a secret); give it without.'])
    expect(withoutMasks(run.stdout)).not.toContain('sekr3t')
    expect(service.requests).toEqual([])
  })

  it('masks each line of a multi-line token before refusing it: the runner masks only secrets.*, and a log line by line', async () => {
    const run = await runActionInProcess({ mode: 'goal', token: 'first-half\r\n  second-half \n\n', 'goal-id': 'goal-7' })
    expect(run.code).toBe(1)
    const lines = logLines(run.stdout)
    const refused = lines.findIndex((line) => line.startsWith('::error'))
    const masks = maskedValues(lines.slice(0, refused).join('\n'))
    expect(masks).toEqual(expect.arrayContaining(['first-half', '  second-half ', 'second-half']))
    // No blank mask: it would hide every blank of the log.
    expect(masks.filter((mask) => mask.trim() === '')).toEqual([])
  })

  it('masks every secret input, each line, before any check: even a mode that is refused shows none', async () => {
    const secrets = { token: 'tok\nen-line', 'github-token': 'gh-first\ngh-second', 'certificate-password': 'pw-one\npw-two', 'certificate-base64': 'QUJD\nREVG' }
    const run = await runActionInProcess({ mode: 'nonsense', ...secrets })
    expect(run.code).toBe(1)
    expect(maskedValues(run.stdout)).toEqual(expect.arrayContaining(['tok', 'en-line', 'gh-first', 'gh-second', 'pw-one', 'pw-two', 'QUJD', 'REVG']))
    expect(logLines(run.stdout).findLastIndex((line) => line.startsWith('::add-mask::'))).toBeLessThan(logLines(run.stdout).findIndex((line) => line.startsWith('::error')))
  })

  it('takes the certificate password verbatim: a password with a trailing blank is accepted', async () => {
    service = await startFakeService({})
    const made = profileNamed('rsa-blank-password')
    const run = await runActionInProcess({
      mode: 'certificate',
      token: TOKEN,
      'api-url': service.apiUrl,
      'certificate-file': made.file,
      'certificate-password': made.password,
      'certificate-name': 'blank',
      'organization-id': 'org-1'
    })
    expect(errors(run.stdout)).toEqual([])
    expect(run.code).toBe(0)
  })
})

describe('the artifact upload is bounded', () => {
  it('past its deadline: a warning, the goal\'s exit code, no artifact-id', async () => {
    backend = await startArtifactBackend()
    backend.hang()
    // The deadline runs from the upload's start, the client's first load included: loaded here
    // first, so that 0.3 s bound the upload, not a cold load (seconds on a slow machine).
    await import('@actions/artifact')
    let uploadStarted = 0
    const run = await goal({ statuses: [state('FINISHED', 'FAIL')] }, {}, backend.env, {
      tuning: { artifactDeadlineMs: 300 },
      onStdout: (text) => text.startsWith('::group::Uploading the artifact') && (uploadStarted = performance.now())
    })
    expect(uploadStarted).toBeGreaterThan(0)
    expect(performance.now() - uploadStarted).toBeLessThan(3_000)
    expect(run.code).toBe(2)
    expect(run.outputs['exit-code']).toBe('2')
    expect(run.outputs['artifact-id']).toBeUndefined()
    expect(run.stdout).toMatch(/^::warning title=Virtuoso QA::Could not upload the artifact "virtuoso-goal-4242": it did not finish within 0\.3 s\.$/m)
    expect(backend.requests.length).toBeGreaterThan(0)
  })

  it('cancelled during the upload: abandoned at once, exit 3, both files kept, no artifact-id', async () => {
    backend = await startArtifactBackend()
    backend.hang()
    const controller = new AbortController()
    when(() => backend!.requests.length > 0, () => controller.abort())
    const run = await goal({ statuses: [state('FINISHED', 'PASS')] }, {}, backend.env, { signal: controller.signal })
    expect(run.code).toBe(3)
    expect(run.outputs).toMatchObject({ 'exit-code': '3', status: 'FINISHED', outcome: 'PASS' })
    expect(run.outputs['artifact-id']).toBeUndefined()
    expect(errors(run.stdout)).toEqual(['::error title=Virtuoso QA goal::Cancelled while uploading the artifact of job 4242.'])
    expect(await readdir(run.dir)).toEqual(expect.arrayContaining(['execution_report.json', 'goal.json']))
    expect(run.stdout).not.toMatch(/^::warning/m)
  })
})

describe('a cancel as the goal run ends', () => {
  it('starts no artifact upload: no request after the signal, exit 3', async () => {
    backend = await startArtifactBackend()
    const controller = new AbortController()
    const run = await goal({ statuses: [state('FINISHED', 'PASS')] }, {}, backend.env, {
      signal: controller.signal,
      // The group of polls closes as the goal run ends, before the upload would start.
      onStdout: (text) => text.startsWith('::endgroup::') && controller.abort()
    })
    expect(run.code).toBe(3)
    expect(backend.requests).toEqual([])
    expect(errors(run.stdout)).toEqual(['::error title=Virtuoso QA goal::Cancelled while uploading the artifact of job 4242.'])
  })
})

describe('the job summary', () => {
  it('keeps service text as text: the message is HTML, where Markdown is not rendered', async () => {
    const run = await goal({ statuses: [state('FINISHED', '[click](https://evil.example) **bold**')] })
    expect(run.summary).toContain('<p>The goal execution finished with outcome [click](https://evil.example) **bold**.</p>')
  })
})

describe('certificate mode: local faults and a cancel during the conversion', () => {
  it('a full disk while converting: exit 1 in one sentence, nothing sent', async ({ skip }) => {
    const disk = await tmpfs('16k')
    if (!disk) return skip('cannot mount a tmpfs here')
    const run = await certificate({ 'work-dir': path.join(disk, 'nss') })
    expect(run.code).toBe(1)
    expect(errors(run.stdout)).toHaveLength(1)
    expect(errors(run.stdout)[0]).toMatch(/^::error title=Virtuoso QA certificate::Could not write the certificate database in .*\/nss: /)
    expect(service!.requests).toHaveLength(0)
    expect(run.outputs['exit-code']).toBe('1')
  })

  it('a read-only work directory: exit 1 in one sentence, nothing sent', async ({ skip }) => {
    const disk = await tmpfs('64k', { readOnly: true })
    if (!disk) return skip('cannot mount a tmpfs here')
    const run = await certificate({ 'work-dir': disk })
    expect(run.code).toBe(1)
    expect(errors(run.stdout)).toEqual([`::error title=Virtuoso QA certificate::Could not write the certificate database in ${disk}: EROFS; give a work directory that can be written.`])
    expect(service!.requests).toHaveLength(0)
  })

  it('cancelled while converting a heavy profile: exit 1 at once, no certificate entry created', async () => {
    service = await startFakeService({})
    const made = heavyProfile
    const controller = new AbortController()
    // When the abort is due, not when its timer got to run: a blocked event loop delays the latter.
    let dueAt = 0
    const run = await runActionInProcess(
      {
        mode: 'certificate',
        token: TOKEN,
        'api-url': service.apiUrl,
        'certificate-file': made.file,
        'certificate-password': made.password,
        'certificate-name': 'heavy',
        'organization-id': 'org-1'
      },
      {},
      {
        signal: controller.signal,
        onStdout(text) {
          // The password is masked just before the conversion starts.
          if (text.startsWith('::add-mask::') && text.includes(made.password) && !dueAt) {
            dueAt = performance.now() + 100
            setTimeout(() => controller.abort(), 100)
          }
        }
      }
    )
    expect(dueAt).toBeGreaterThan(0)
    expect(performance.now() - dueAt).toBeLessThan(1_000)
    expect(run.code).toBe(1)
    expect(errors(run.stdout)).toEqual(['::error title=Virtuoso QA certificate::Cancelled while converting the profile; no certificate entry was created.'])
    expect(service.requests).toHaveLength(0)
    expect(await readdir(run.dir)).not.toEqual(expect.arrayContaining([expect.stringMatching(/^virtuoso-certificate-/)]))
  })
})
