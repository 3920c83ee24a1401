import { execFile } from 'node:child_process'
import { X509Certificate } from 'node:crypto'
import { readFile, readdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it } from 'vitest'
import { type FakeService, type ServiceScript, hang, httpError, ok, startFakeService } from '../fakes/service.js'
import { cancel, runAction } from '../helpers/child.js'
import { startRecordingProxy } from '../helpers/https-proxy.js'
import { canChangeDirectory, runActionInProcess } from '../helpers/in-process.js'
import { expectUploadedDatabase } from '../helpers/nss-tools.js'
import { profileNamed } from '../helpers/pkcs12-fixtures.js'
import { tempDir } from '../helpers/temp.js'
import { when } from '../helpers/when.js'
import { logLines, maskedValues } from '../helpers/workflow-log.js'

// Certificate mode from the source (src/action/run.ts), run in this process as the runner would run
// it; the committed bundle, dist/index.js, runs as a process only in the last block.

let service: FakeService | undefined
afterEach(async () => {
  await service?.close()
  service = undefined
})

const TOKEN = 'tok-c3rt-71aa'
const rsa = profileNamed('rsa-chain')
const missingFile = path.join(tmpdir(), 'vqa-no-such-dir', 'profile.p12')

interface ActionResult {
  code: number | null
  stdout: string
  stderr: string
  outputs: Record<string, string>
  summary: string
  /** The workspace, in process. */
  dir?: string
}
type Runner = (inputs: Record<string, string>, env: Record<string, string | undefined>) => Promise<ActionResult>

/** The action from its source, in this process (the default). */
const inProcess =
  (signal?: AbortSignal): Runner =>
  (inputs, env) =>
    runActionInProcess(inputs, env, { signal })
/** The bundle, as a child process. */
const asProcess =
  (onStart?: Parameters<typeof runAction>[2]): Runner =>
  (inputs, env) =>
    runAction(inputs, env, onStart)

interface Run {
  inputs?: Record<string, string>
  env?: Record<string, string | undefined>
  runner?: Runner
}

/** Runs the action in certificate mode with a profile file; RUNNER_TEMP is returned to check what is left in it. */
async function certificate(script: ServiceScript = {}, { inputs = {}, env = {}, runner = inProcess() }: Run = {}) {
  service = await startFakeService(script)
  const runnerTemp = await tempDir('vqa-runner-temp-')
  const run = await runner(
    {
      mode: 'certificate',
      token: TOKEN,
      'api-url': service.apiUrl,
      'certificate-file': rsa.file,
      'certificate-password': rsa.password,
      'certificate-name': 'release gate client',
      'organization-id': 'org-11',
      ...inputs
    },
    { RUNNER_TEMP: runnerTemp, ...env }
  )
  return { ...run, password: rsa.password, file: rsa.file, leftInTemp: await readdir(runnerTemp) }
}

/** Acts when the storage has received the first upload (which `hang` then leaves unanswered). */
const onFirstUpload = (act: () => void): void => when(() => (service?.storeRequests.length ?? 0) > 0, act)

describe('certificate mode succeeds', () => {
  it('uploads the database, sets certificate-id, writes a summary, and leaves no key on disk', async () => {
    const run = await certificate()
    expect(run.code).toBe(0)
    expect(run.outputs).toEqual({ 'certificate-id': 'cert-91', 'exit-code': '0' })
    expect(run.stdout).toMatch(/^Converted the profile: CN=rsa-client, O=Example, valid until \d{4}-\d\d-\d\d\.$/m)
    expect(run.stdout).toContain('Created certificate entry cert-91.')
    expect(run.stdout).toMatch(/^Uploaded key4\.db \(\d+ bytes\): HTTP 200\.$/m)
    expect(run.stdout).toContain('Certificate "release gate client" was uploaded and verified as entry cert-91.')
    expect(run.summary).toContain('✅ Virtuoso QA certificate &quot;release gate client&quot;')
    expect(run.summary).toMatch(/<td>Entry<\/td><td>cert-91<\/td>/)
    expect(run.summary).toMatch(/<td>pkcs11\.txt<\/td><td>uploaded, \d+ bytes<\/td>/)
    await expectUploadedDatabase(service!.stored, 'rsa')
    expect(run.leftInTemp).toEqual([])
  })

  it('masks the token, the password and each pre-signed address and its query before anything else', async () => {
    const run = await certificate()
    const lines = logLines(run.stdout)
    const masks = maskedValues(run.stdout)
    const urls = service!.storeRequests.map((request) => `${service!.storeUrl}${request.url}`)
    const queries = urls.map((url) => new URL(url).search.slice(1))
    expect(masks).toEqual([TOKEN, run.password, ...urls.flatMap((url, i) => [url, queries[i]])])
    // Each address is masked before the first line that follows the entry's creation.
    const created = lines.findIndex((line) => line.startsWith('Created certificate entry'))
    expect(lines.findLastIndex((line) => line.startsWith('::add-mask::'))).toBeLessThan(created)
    const unmasked = lines.filter((line) => !line.startsWith('::add-mask::')).join('\n') + run.stderr + run.summary
    for (const secret of [TOKEN, run.password, ...queries]) expect(unmasked).not.toContain(secret)
  })

  it('takes the profile as base64, wrapped as `base64` wraps it', async () => {
    const base64 = (await readFile(rsa.file)).toString('base64').replace(/.{76}/g, '$&\n')
    const run = await certificate({}, { inputs: { 'certificate-file': '', 'certificate-base64': base64 } })
    expect(run.code).toBe(0)
    expect(run.outputs['certificate-id']).toBe('cert-91')
    await expectUploadedDatabase(service!.stored, 'rsa')
  })

  it('takes base64 without its padding, as some encoders write it', async () => {
    const base64 = (await readFile(rsa.file)).toString('base64').replace(/=+$/, '')
    const run = await certificate({}, { inputs: { 'certificate-file': '', 'certificate-base64': base64 } })
    expect(run.code).toBe(0)
    expect(run.outputs['certificate-id']).toBe('cert-91')
  })

  it('masks an upload address that has no query once, whole: no empty mask', async () => {
    // Addresses on a port where nothing listens: the uploads fail, and the verification with them.
    const files = ['key4.db', 'cert9.db', 'pkcs11.txt']
    const urls = files.map((file) => `http://127.0.0.1:1/vqa-certificates/${file}`)
    const create = ok({ success: true, item: { id: 'cert-91', s3PreSignedUrls: Object.fromEntries(files.map((file, i) => [file, urls[i]])) } })
    const run = await certificate({ certificates: { create } })
    expect(maskedValues(run.stdout)).toEqual([TOKEN, run.password, ...urls])
    expect(run.code).toBe(1)
  })

  it('warns, in the log and as an annotation, that an expired certificate will be refused, and goes on', async () => {
    const made = profileNamed('rsa-expired')
    const run = await certificate({}, { inputs: { 'certificate-file': made.file, 'certificate-password': made.password } })
    expect(run.code).toBe(0)
    const validTo = new X509Certificate(made.certPem).validToDate.toISOString().slice(0, 10)
    expect(logLines(run.stdout)).toContain(
      `::warning title=Virtuoso QA certificate::The certificate (CN=expired-client, O=Example) expired on ${validTo}; servers will refuse it.`
    )
    expect(run.outputs['certificate-id']).toBe('cert-91')
  })

  it('keeps a work directory the user chose, with the database in it', async () => {
    const workDir = path.join(await tempDir(), 'nss')
    const run = await certificate({}, { inputs: { 'work-dir': workDir, 'certificate-description': 'gate' } })
    expect(run.code).toBe(0)
    expect((await readdir(workDir)).sort()).toEqual(['cert9.db', 'key4.db', 'pkcs11.txt'])
    expect(JSON.parse(service!.requests[0].body.toString())).toEqual({ name: 'release gate client', description: 'gate' })
  })

  it.skipIf(!canChangeDirectory)('resolves a relative work-dir against the directory the step runs in', async () => {
    const run = await certificate({}, { inputs: { 'work-dir': 'nss' } })
    expect(run.code).toBe(0)
    expect((await readdir(path.join(run.dir!, 'nss'))).sort()).toEqual(['cert9.db', 'key4.db', 'pkcs11.txt'])
  })

  it('needs no NSS tools: certutil and pk12util are not on PATH', async () => {
    const emptyPath = await tempDir('vqa-empty-path-')
    // The proof that the tools are out of reach with this PATH (node itself is started by its full path).
    // (Windows always searches its system folder, where another program is called certutil.)
    for (const tool of process.platform === 'win32' ? ['pk12util'] : ['certutil', 'pk12util']) {
      await expect(promisify(execFile)(tool, ['-H'], { env: { PATH: emptyPath } })).rejects.toMatchObject({ code: 'ENOENT' })
    }
    const run = await certificate({}, { env: { PATH: emptyPath } })
    expect(run.code).toBe(0)
    expect(run.outputs['certificate-id']).toBe('cert-91')
    await expectUploadedDatabase(service!.stored, 'rsa')
  })
})

/** The annotation of a bad input, found before the mode starts; and of a failure of the mode itself. */
const inputError = (message: string): string => `::error title=Virtuoso QA::${message}`
const modeError = (message: string): string => `::error title=Virtuoso QA certificate::${message}`

describe('certificate mode fails with exit 1, an annotation, and the temporary directory gone', () => {
  it.each([
    ['no profile', { 'certificate-file': '' }, inputError('Certificate mode needs the input "certificate-file" or "certificate-base64".')],
    [
      'both profiles',
      { 'certificate-base64': 'MIIB' },
      inputError('Give only one of the inputs "certificate-file" and "certificate-base64", not both.')
    ],
    [
      'invalid base64',
      { 'certificate-file': 'unset', 'certificate-base64': 'MIIK!not*base64' },
      inputError(
        'The input "certificate-base64" is not valid base64: encode the whole .p12 file, for example with `base64 < client.p12` (Linux, macOS) ' +
          'or [Convert]::ToBase64String([IO.File]::ReadAllBytes("$PWD\\client.p12")) (PowerShell).'
      )
    ],
    // QUJDR== : five characters of data, whatever the padding, cannot be whole bytes.
    ...['QUJD===', 'QUJDR', 'QUJDR==', 'QU=JD'].map((base64) => [
      `base64 that cannot be whole: ${base64}`,
      { 'certificate-file': 'unset', 'certificate-base64': base64 },
      inputError(
        'The input "certificate-base64" is not valid base64: encode the whole .p12 file, for example with `base64 < client.p12` (Linux, macOS) ' +
          'or [Convert]::ToBase64String([IO.File]::ReadAllBytes("$PWD\\client.p12")) (PowerShell).'
      )
    ]),
    [
      'an API address that is not a URL',
      { 'api-url': 'ftp://api.example' },
      inputError('The input "api-url" must be an http or https address, not "ftp://api.example".')
    ],
    ['no password', { 'certificate-password': '' }, inputError('The input "certificate-password" is required in certificate mode.')],
    ['no name', { 'certificate-name': 'unset' }, inputError('The input "certificate-name" is required in certificate mode.')],
    ['no organization', { 'organization-id': '' }, inputError('The input "organization-id" is required in certificate mode.')],
    ['a missing file', { 'certificate-file': missingFile }, inputError(`The certificate file ${missingFile} does not exist.`)],
    [
      'a wrong password',
      { 'certificate-password': 'Tr0ub4dor' },
      modeError('Could not convert the certificate profile: the certificate password is wrong.')
    ]
  ] as [string, Record<string, string>, string][])('%s: before any request', async (_, inputs, annotation) => {
    const run = await certificate({}, { inputs })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain(annotation)
    expect(run.outputs).toEqual({ 'exit-code': '1' })
    expect(service!.requests).toHaveLength(0)
    expect(run.leftInTemp).toEqual([])
  })

  it('the name is taken: both likely causes', async () => {
    const run = await certificate({ certificates: { create: { status: 409, json: { success: false } } } })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain(
      modeError(
        'The service did not create the certificate entry "release gate client": it answered HTTP 409. ' +
          'Likely causes: a wrong access token, or a name that is not unique in organization org-11.'
      )
    )
    expect(run.summary).toContain('❌ Virtuoso QA certificate')
    expect(run.leftInTemp).toEqual([])
  })

  it('a refused upload is a warning with its HTTP status; the failed verification is the error', async () => {
    const run = await certificate({ certificates: { store: { 'cert9.db': httpError(403) } } })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('::warning title=Virtuoso QA certificate::The upload of cert9.db (HTTP 403) failed; the verification decides.')
    expect(run.stdout).toContain(
      modeError('The service did not verify certificate entry cert-91: its answer did not report success; failed uploads: cert9.db (HTTP 403); the name "release gate client" is now taken by certificate entry cert-91: a retry needs another name, or that entry removed in Virtuoso QA.')
    )
    expect(run.outputs).toEqual({ 'exit-code': '1' })
    expect(run.leftInTemp).toEqual([])
  })

  it('uploads go through the runner’s proxy, like every request of the toolkit', async () => {
    const proxy = await startRecordingProxy()
    try {
      const run = await certificate(
        { certificates: { uploadOrigin: 'https://vqa-certificates.s3.eu-west-1.amazonaws.com' } },
        { env: { HTTPS_PROXY: proxy.url, NO_PROXY: '' } }
      )
      // The proxy refuses to connect: three warnings, and the verification fails.
      expect(proxy.targets).toEqual(Array(3).fill('vqa-certificates.s3.eu-west-1.amazonaws.com:443'))
      expect(run.stdout.match(/::warning title=Virtuoso QA certificate::The upload of/g)).toHaveLength(3)
      expect(run.code).toBe(1)
    } finally {
      await proxy.close()
    }
  })

  it('cancelled during an upload (as on SIGINT or SIGTERM): exit 1 at once, temporary directory removed', async () => {
    const controller = new AbortController()
    onFirstUpload(() => controller.abort())
    const run = await certificate({ certificates: { store: { 'key4.db': hang } } }, { runner: inProcess(controller.signal) })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain(modeError('Cancelled before certificate entry cert-91 was verified; the name "release gate client" is now taken by certificate entry cert-91: a retry needs another name, or that entry removed in Virtuoso QA.'))
    expect(run.outputs).toEqual({ 'exit-code': '1' })
    expect(service!.requests.map((r) => r.method)).toEqual(['POST'])
    expect(run.summary).toContain('❌ Virtuoso QA certificate')
    expect(run.leftInTemp).toEqual([])
  })

  it('a work-dir the run made: gone after a wrong password, and after a failure past the entry\'s creation', async () => {
    for (const script of [{}, { certificates: { verify: ok({ success: false }) } }]) {
      const root = await tempDir()
      const workDir = path.join(root, 'nss')
      const run = await certificate(script, { inputs: { 'work-dir': workDir, ...(script.certificates ? {} : { 'certificate-password': 'Tr0ub4dor' }) } })
      expect(run.code).toBe(1)
      expect(await readdir(root)).toEqual([])
    }
  })

  it('a work-dir that was there: the database goes, the rest stays, and a retry with it and another name works', async () => {
    const workDir = await tempDir()
    await writeFile(path.join(workDir, 'notes.txt'), 'mine')
    const failed = await certificate({ certificates: { verify: ok({ success: false }) } }, { inputs: { 'work-dir': workDir } })
    expect(failed.code).toBe(1)
    expect(await readdir(workDir)).toEqual(['notes.txt'])
    await service!.close()
    const retried = await certificate({}, { inputs: { 'work-dir': workDir, 'certificate-name': 'release gate client 2' } })
    expect(retried.outputs).toEqual({ 'certificate-id': 'cert-91', 'exit-code': '0' })
    expect((await readdir(workDir)).sort()).toEqual(['cert9.db', 'key4.db', 'notes.txt', 'pkcs11.txt'])
  })

  it('a verification refused without reason', async () => {
    const run = await certificate({ certificates: { verify: ok({ success: false }) } })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain(modeError('The service did not verify certificate entry cert-91: its answer did not report success; the name "release gate client" is now taken by certificate entry cert-91: a retry needs another name, or that entry removed in Virtuoso QA.'))
    expect(run.leftInTemp).toEqual([])
  })
})

describe('bundled action (dist/index.js) as a process', () => {
  // What only a process shows: that the bundle converts and uploads (its node-forge and node:sqlite
  // code), the process's exit code, and SIGTERM.

  it('exits 0 when the certificate is verified', async () => {
    const run = await certificate({}, { runner: asProcess() })
    expect(run.code).toBe(0)
    expect(run.outputs).toEqual({ 'certificate-id': 'cert-91', 'exit-code': '0' })
    await expectUploadedDatabase(service!.stored, 'rsa')
    expect(run.leftInTemp).toEqual([])
  })

  // A path on which the old code never returned, blocking the event loop so that no signal was
  // handled: Node's recursive mkdir loops on procfs, and a read of /proc/kmsg waits for the kernel's
  // next message. SIGTERM goes out as the run reaches the path (the password is masked just before
  // the profile is read and the work directory made); the run ends within 2 s of it, either way.
  it.skipIf(process.platform !== 'linux').each([
    [
      'a work-dir on procfs, where no directory can be made',
      { 'work-dir': '/proc/nope/work' },
      /^::error title=Virtuoso QA certificate::Could not create the work directory \/proc\/nope\/work: ENOENT; give a work directory that can be created\.$/m
    ],
    [
      'a certificate-file that never ends (/proc/kmsg)',
      { 'certificate-file': '/proc/kmsg' },
      /^::error title=Virtuoso QA::The certificate file \/proc\/kmsg (cannot be read: E[A-Z]+|does not exist)\.$/m
    ]
  ])('%s: exit 1 within 2 s of a SIGTERM, with the annotation', async (_, inputs, annotation) => {
    let [signalledAt, exitedAt] = [0, 0]
    const run = await certificate({}, {
      inputs,
      runner: asProcess((child) => {
        let stdout = ''
        child.stdout!.on('data', (chunk: Buffer) => {
          stdout += chunk
          if (signalledAt || !stdout.includes('::add-mask::')) return
          signalledAt = performance.now()
          cancel(child, 'SIGTERM')
        })
        child.on('exit', () => (exitedAt = performance.now()))
      })
    })
    expect(signalledAt).toBeGreaterThan(0)
    expect(exitedAt - signalledAt).toBeLessThan(2_000)
    expect(run.code).toBe(1)
    expect(run.stdout).toMatch(annotation)
    expect(run.outputs).toEqual({ 'exit-code': '1' })
    expect(service!.requests).toHaveLength(0)
    expect(run.leftInTemp).toEqual([])
  }, 10_000)
  // Signals in every phase, to the bundle: signals.test.ts.
})
