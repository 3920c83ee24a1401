import { execFileSync } from 'node:child_process'
import { X509Certificate } from 'node:crypto'
import { existsSync, rmSync } from 'node:fs'
import { mkdir, readFile, readdir, stat, truncate, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { readNssDatabase } from '../../src/certificate/nss/reader.js'
import { convertProfile } from '../../src/certificate/convert.js'
import { readPkcs12 } from '../../src/certificate/pkcs12.js'
import {
  type CertificateUploadOptions, type UploadOutcome, describeUpload, readProfileFile, uploadCertificate, uploadSucceeded
} from '../../src/certificate/upload.js'
import { ExitCode, ToolError } from '../../src/shared/exit-codes.js'
import { type FakeService, type ServiceScript, closedPort, hang, httpError, ok, reset, startFakeService } from '../fakes/service.js'
import { holdByBindMount } from '../helpers/bind-mounts.js'
import { badProfiles, profileNamed } from '../helpers/pkcs12-fixtures.js'
import { tempDir } from '../helpers/temp.js'
import { when } from '../helpers/when.js'

// Client A rules 4 to 9, in process, against the fake service and its pre-signed store.

let service: FakeService | undefined
afterEach(async () => {
  await service?.close()
  service = undefined
})

const rsa = profileNamed('rsa-chain')
/** What a failure after the entry was created says a retry needs. */
const TAKEN = '; the name "staging client" is now taken by certificate entry cert-91: a retry needs another name, or that entry removed in Virtuoso QA.'

async function options(script: ServiceScript = {}, overrides: Partial<CertificateUploadOptions> = {}): Promise<CertificateUploadOptions> {
  service = await startFakeService(script)
  return {
    profile: await readFile(rsa.file),
    password: rsa.password,
    workDir: path.join(await tempDir(), 'work'),
    name: 'staging client',
    token: 'cert-token-5d1f',
    organizationId: 'org 7/β',
    apiUrl: service.apiUrl,
    ...overrides
  }
}

describe('a successful upload', () => {
  it('creates, uploads the three files to their pre-signed addresses, verifies, and returns the id', async () => {
    const opts = await options()
    const uploads: UploadOutcome[] = []
    const created: string[] = []
    const result = await uploadCertificate(opts, { events: { created: (entry) => created.push(entry.id), uploaded: (u) => uploads.push(u) } })

    expect(result).toMatchObject({ exitCode: ExitCode.Success, certificateId: 'cert-91' })
    expect(result.message).toBe('Certificate "staging client" was uploaded and verified as entry cert-91.')
    expect(created).toEqual(['cert-91'])
    expect(uploads.map((u) => [u.file, u.status])).toEqual([
      ['key4.db', 200],
      ['cert9.db', 200],
      ['pkcs11.txt', 200]
    ])

    // The API saw create then verify, both with the token; ids percent-encoded in the path.
    const org = encodeURIComponent('org 7/β')
    expect(service!.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      `POST /api/organizations/${org}/certificates`,
      `PUT /api/organizations/${org}/certificates/cert-91/verify`
    ])
    const [create, verify] = service!.requests
    for (const request of [create, verify]) {
      expect(request.headers.authorization).toBe('Bearer cert-token-5d1f')
      expect(request.headers['content-type']).toBe('application/json')
    }
    // `description` is left out when not given; verify has no body.
    expect(JSON.parse(create.body.toString())).toEqual({ name: 'staging client' })
    expect(verify.body.length).toBe(0)
    expect(verify.headers['transfer-encoding']).toBeUndefined()
  })

  it('sends the files to the store with nothing but transport headers: no Authorization, no User-Agent', async () => {
    const opts = await options()
    await uploadCertificate(opts)
    expect(new URL(service!.storeUrl).port).not.toBe(new URL(service!.apiUrl).port)
    expect(service!.storeRequests.map((r) => r.method)).toEqual(['PUT', 'PUT', 'PUT'])
    for (const request of service!.storeRequests) {
      expect(Object.keys(request.headers).sort()).toEqual(['connection', 'content-length', 'host'])
      expect(Number(request.headers['content-length'])).toBe(request.body.length)
    }
  })

  it('uploads bytes that open as an NSS database holding the profile, identical to the work directory', async () => {
    const opts = await options()
    await uploadCertificate(opts)
    const received = await tempDir()
    for (const file of service!.stored) {
      expect(file.body.equals(await readFile(path.join(opts.workDir, file.file)))).toBe(true)
      await writeFile(path.join(received, file.file), file.body)
    }
    const database = readNssDatabase(received)
    const profile = await readPkcs12(opts.profile, opts.password)
    expect(database.privateKeys).toHaveLength(1)
    expect(database.privateKeys[0].key.export({ format: 'jwk' })).toEqual(profile.privateKey.export({ format: 'jwk' }))
  })

  it('sends the description when given', async () => {
    const opts = await options({}, { description: 'mTLS for staging' })
    await uploadCertificate(opts)
    expect(JSON.parse(service!.requests[0].body.toString())).toEqual({ name: 'staging client', description: 'mTLS for staging' })
  })

  it('creates a missing work directory, private to the user', async () => {
    const opts = await options()
    await uploadCertificate(opts)
    expect((await readdir(opts.workDir)).sort()).toEqual(['cert9.db', 'key4.db', 'pkcs11.txt'])
    if (process.platform !== 'win32') {
      expect((await stat(opts.workDir)).mode & 0o777).toBe(0o700)
    }
  })
})

describe('failures before any request (rules 3 to 5)', () => {
  it('a wrong password', async () => {
    const opts = await options({}, { password: 'not it' })
    const result = await uploadCertificate(opts)
    expect(result).toMatchObject({ exitCode: ExitCode.Failure, message: 'Could not convert the certificate profile: the certificate password is wrong.' })
    expect(service!.requests).toHaveLength(0)
  })

  it('a profile without a key', async () => {
    const made = badProfiles.noKey
    const opts = await options({}, { profile: await readFile(made.file), password: made.password })
    const result = await uploadCertificate(opts)
    expect(result.message).toBe('Could not convert the certificate profile: the certificate profile holds no private key.')
    expect(service!.requests).toHaveLength(0)
  })

  it('a work directory that already holds a database', async () => {
    const opts = await options()
    await uploadCertificate(opts)
    const again = await uploadCertificate(opts)
    expect(again).toMatchObject({ exitCode: ExitCode.Failure })
    expect(again.message).toBe(
      `The work directory ${opts.workDir} already holds key4.db: choose another work directory, ` +
        'or delete the database there (key4.db, cert9.db, pkcs11.txt) if it is no longer needed.'
    )
    // The first run's database is left as it was.
    expect((await readdir(opts.workDir)).sort()).toEqual(['cert9.db', 'key4.db', 'pkcs11.txt'])
    expect(service!.requests).toHaveLength(2)
  })

  it('a work directory that is a file', async () => {
    const file = path.join(await tempDir(), 'a-file')
    await writeFile(file, 'x')
    const opts = await options({}, { workDir: file })
    const result = await uploadCertificate(opts)
    expect(result.message).toBe(`Could not create the work directory ${file}: EEXIST; give a work directory that can be created.`)
    expect(service!.requests).toHaveLength(0)
  })

  it('rule 5: an empty work directory after the conversion', async () => {
    const opts = await options()
    const result = await uploadCertificate(opts, { convert: (data, password) => readPkcs12(data, password) })
    expect(result).toMatchObject({ exitCode: ExitCode.Failure })
    expect(result.message).toBe(`The work directory ${opts.workDir} is empty after the conversion: no certificate database was generated.`)
    expect(service!.requests).toHaveLength(0)
  })

  it('rule 3: a missing file, a directory, and a file that cannot be read, each in one line', async () => {
    const dir = await tempDir()
    const refused = (file: string, message: string) => expect(readProfileFile(file)).rejects.toThrow(new ToolError(message))
    await refused(path.join(dir, 'nope.p12'), `The certificate file ${path.join(dir, 'nope.p12')} does not exist.`)
    await refused(dir, `The certificate file ${dir} is a directory, not a PKCS#12 file.`)
    // A pipe would block the read for good; a huge file is not read into memory.
    const fifo = path.join(dir, 'profile.fifo')
    if (process.platform !== 'win32') {
      execFileSync('mkfifo', [fifo])
      await refused(fifo, `The certificate file ${fifo} is not a regular file (a pipe or a device is not read).`)
    }
    const huge = path.join(dir, 'huge.p12')
    await writeFile(huge, '')
    await truncate(huge, (16 << 20) + 1)
    await refused(huge, `The certificate file ${huge} holds more than 16 MiB, too large for a PKCS#12 profile.`)
    // 16 MiB exactly is still read; a path through a regular file (ENOTDIR) does not exist.
    await truncate(huge, 16 << 20)
    expect(await readProfileFile(huge)).toHaveLength(16 << 20)
    const through = path.join(huge, 'profile.p12')
    await refused(through, `The certificate file ${through} does not exist.`)
    if (process.platform === 'linux') {
      // Reading a process's memory from offset 0 fails with EIO, even for root.
      await refused('/proc/self/mem', 'The certificate file /proc/self/mem cannot be read: EIO.')
      // Regular files that say they hold 0 bytes: one that never ends is read to the limit, no further…
      await refused('/proc/self/pagemap', 'The certificate file /proc/self/pagemap holds more than 16 MiB, too large for a PKCS#12 profile.')
      // …and one that waits for the kernel's next message is not waited for (EAGAIN as root, else EPERM).
      await expect(readProfileFile('/proc/kmsg')).rejects.toThrow(/^The certificate file \/proc\/kmsg (cannot be read: E[A-Z]+|does not exist)\.$/)
    }
  })
})

describe('the service says no (rules 6 and 8)', () => {
  it('create: success not true names both likely causes, and nothing is uploaded', async () => {
    const opts = await options({ certificates: { create: ok({ success: false }) } })
    const result = await uploadCertificate(opts)
    expect(result.exitCode).toBe(ExitCode.Failure)
    expect(result.certificateId).toBeUndefined()
    expect(result.message).toBe(
      'The service did not create the certificate entry "staging client": its answer did not report success. ' +
        'Likely causes: a wrong access token, or a name that is not unique in organization org 7/β.'
    )
    expect(service!.storeRequests).toHaveLength(0)
    expect(service!.requests).toHaveLength(1)
  })

  // A 2xx status is not named: "HTTP 200" would read as a success.
  it.each([
    ['HTTP 401 with a JSON body', { status: 401, json: { success: false, message: 'Unauthorized' } }, 'it answered HTTP 401'],
    ['HTTP 409 with a text body', httpError(409), 'it answered HTTP 409'],
    ['HTTP 300, even saying success', { status: 300, json: { success: true } }, 'it answered HTTP 300'],
    ['HTTP 299 without success', { status: 299, json: { success: false } }, 'its answer did not report success'],
    ['success as the string "true"', ok({ success: 'true', item: {} }), 'its answer did not report success']
  ] as const)('create: %s is a refusal', async (_, reply, reason) => {
    const opts = await options({ certificates: { create: reply } })
    const result = await uploadCertificate(opts)
    expect(result.message).toBe(
      `The service did not create the certificate entry "staging client": ${reason}. ` +
        'Likely causes: a wrong access token, or a name that is not unique in organization org 7/β.'
    )
  })

  it('create: success with no usable item is a clear failure', async () => {
    const opts = await options({ certificates: { create: ok({ success: true, item: { id: 'c1', s3PreSignedUrls: { 'key4.db': 'ftp://x' } } }) } })
    const result = await uploadCertificate(opts)
    expect(result.message).toBe(
      'Creating the certificate entry "staging client" failed: the answer has no upload address for key4.db, cert9.db, pkcs11.txt in item.s3PreSignedUrls' +
        '; it may have been created, and then a retry needs another name, or the entry removed in Virtuoso QA.'
    )
    expect(service!.storeRequests).toHaveLength(0)
  })

  it('create: a connection reset', async () => {
    const opts = await options({ certificates: { create: reset } })
    const result = await uploadCertificate(opts)
    expect(result.message).toBe(
      'Creating the certificate entry "staging client" failed: read ECONNRESET' +
        '; it may have been created, and then a retry needs another name, or the entry removed in Virtuoso QA.'
    )
  })

  it('create: a refused connection sent nothing, and says that nothing was created', async () => {
    const port = await closedPort()
    const result = await uploadCertificate(await options({}, { apiUrl: `http://127.0.0.1:${port}/api` }))
    expect(result.message).toBe(
      `Creating the certificate entry "staging client" failed: connect ECONNREFUSED 127.0.0.1:${port}; nothing was created, as the request never reached the service.`
    )
  })

  it('verify: success not true fails with the entry id', async () => {
    const opts = await options({ certificates: { verify: ok({ success: false }) } })
    const result = await uploadCertificate(opts)
    expect(result).toMatchObject({ exitCode: ExitCode.Failure, certificateId: 'cert-91' })
    expect(result.message).toBe('The service did not verify certificate entry cert-91: its answer did not report success' + TAKEN)
    expect(service!.stored).toHaveLength(3)
  })

  it('verify: an answer that is not 2xx names its status', async () => {
    const opts = await options({ certificates: { verify: httpError(500) } })
    const result = await uploadCertificate(opts)
    expect(result.message).toBe(`The service did not verify certificate entry cert-91: it answered HTTP 500${TAKEN}`)
  })
})

describe('rule 9: a failed upload is not checked, the verification decides', () => {
  it('a refused upload is reported, the others still go, and the verification fails', async () => {
    const opts = await options({ certificates: { store: { 'cert9.db': httpError(403) } } })
    const uploads: UploadOutcome[] = []
    const result = await uploadCertificate(opts, { events: { uploaded: (u) => uploads.push(u) } })
    expect(uploads.map((u) => u.status)).toEqual([200, 403, 200])
    expect(result.message).toBe(`The service did not verify certificate entry cert-91: its answer did not report success; failed uploads: cert9.db (HTTP 403)${TAKEN}`)
    expect(service!.requests.map((r) => r.method)).toEqual(['POST', 'PUT'])
  })

  it('a service that verifies anyway succeeds', async () => {
    const opts = await options({ certificates: { store: { 'key4.db': reset }, verify: ok({ success: true }) } })
    const result = await uploadCertificate(opts)
    expect(result.exitCode).toBe(ExitCode.Success)
    expect(result.uploads[0]).toMatchObject({ file: 'key4.db' })
    expect(result.uploads[0].status).toBeUndefined()
    expect(result.uploads[0].error).toMatch(/^the upload failed: read ECONNRESET$/)
  })

  it('a file gone from the work directory is reported as unreadable, the others still go, and the verification decides', async () => {
    const opts = await options()
    const uploads: UploadOutcome[] = []
    const result = await uploadCertificate(opts, {
      events: { created: () => rmSync(path.join(opts.workDir, 'cert9.db')), uploaded: (u) => uploads.push(u) }
    })
    expect(uploads).toEqual([
      { file: 'key4.db', bytes: expect.any(Number), status: 200 },
      { file: 'cert9.db', bytes: 0, error: 'cannot read it: ENOENT' },
      { file: 'pkcs11.txt', bytes: expect.any(Number), status: 200 }
    ])
    expect(result.uploads).toEqual(uploads)
    expect(result.message).toBe(
      `The service did not verify certificate entry cert-91: its answer did not report success; failed uploads: cert9.db (cannot read it: ENOENT)${TAKEN}`
    )
    expect(service!.storeRequests.map((r) => r.url.split('?')[0].split('/').pop())).toEqual(['key4.db', 'pkcs11.txt'])
  })

  it('an upload error never quotes the pre-signed query', async () => {
    // A store that never answers: the deadline passes, and the message must not quote the address.
    const opts = await options({ certificates: { store: { 'pkcs11.txt': { hang: true } }, verify: ok({ success: true }) } }, { limits: { requestDeadlineMs: 300 } })
    const result = await uploadCertificate(opts)
    const error = result.uploads[2].error ?? ''
    expect(error).toMatch(/^the upload failed: /)
    expect(error).not.toMatch(/X-Amz-Signature|127\.0\.0\.1/)
  })
})

describe('cancellation', () => {
  it('stops before the next request and says so', async () => {
    const opts = await options({ certificates: { store: { 'key4.db': { hang: true } } } })
    const controller = new AbortController()
    const result = await uploadCertificate(opts, {
      signal: controller.signal,
      events: { created: () => setTimeout(() => controller.abort(), 50) }
    })
    expect(result).toMatchObject({ exitCode: ExitCode.Failure, message: `Cancelled before certificate entry cert-91 was verified${TAKEN}` })
    expect(service!.requests.map((r) => r.method)).toEqual(['POST'])
  })

  it('while the entry is being created: says it may have been created, and what a retry then needs', async () => {
    const opts = await options({ certificates: { create: { hang: true } } })
    const controller = new AbortController()
    when(() => service!.requests.length === 1, () => controller.abort())
    const result = await uploadCertificate(opts, { signal: controller.signal })
    expect(result).toMatchObject({
      exitCode: ExitCode.Failure,
      message: 'Cancelled while creating the certificate entry "staging client"; it may have been created, and then a retry needs another name, or the entry removed in Virtuoso QA.'
    })
    expect(result.certificateId).toBeUndefined()
    expect(service!.storeRequests).toEqual([])
  })

  it('sends no request when the cancel comes as the conversion ends', async () => {
    const opts = await options()
    const controller = new AbortController()
    const result = await uploadCertificate(opts, {
      signal: controller.signal,
      convert: async (data, password, dir) => {
        const profile = await convertProfile(data, password, dir)
        controller.abort()
        return profile
      }
    })
    expect(result).toMatchObject({ exitCode: ExitCode.Failure, message: 'Cancelled after the conversion; no certificate entry was created.' })
    expect(service!.requests).toEqual([])
  })

  it('a full disk or an unwritable directory while converting is a local fault in one sentence, and nothing is sent', async () => {
    const opts = await options()
    const full = Object.assign(new Error('database or disk is full'), { code: 'ERR_SQLITE_ERROR' })
    const result = await uploadCertificate(opts, { convert: () => Promise.reject(full) })
    expect(result).toMatchObject({ exitCode: ExitCode.Failure, message: `Could not write the certificate database in ${opts.workDir}: database or disk is full; give a work directory that can be written.` })
    const denied = Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' })
    expect(await uploadCertificate(opts, { convert: () => Promise.reject(denied) })).toMatchObject({
      message: `Could not write the certificate database in ${opts.workDir}: EACCES; give a work directory that can be written.`
    })
    expect(service!.requests).toEqual([])
  })
})

describe('the certificate facts', () => {
  it('names the subject and expiry, and warns about an expired certificate', async () => {
    const opts = await options()
    const warnings: string[] = []
    const result = await uploadCertificate(opts, { now: () => Date.parse('2100-01-01'), events: { warning: (m) => warnings.push(m) } })
    expect(result.certificate?.subject).toBe('CN=rsa-client, O=Example')
    expect(result.certificate?.expired).toBe(true)
    expect(warnings).toEqual([`The certificate (CN=rsa-client, O=Example) expired on ${result.certificate?.validTo}; servers will refuse it.`])
  })
})

describe('a failure leaves the work directory as the run found it (contract: "Certificate mode, beyond the client")', () => {
  it('a wrong password: no directory the run made is left, however deep', async () => {
    const root = await tempDir()
    const opts = await options({}, { password: 'not it', workDir: path.join(root, 'a', 'b', 'work') })
    expect((await uploadCertificate(opts)).exitCode).toBe(ExitCode.Failure)
    expect(await readdir(root)).toEqual([])
  })

  it('a network failure after the entry was created: the database and the directory gone, and a retry with the same work directory works', async () => {
    const opts = await options({ certificates: { verify: reset } })
    const failed = await uploadCertificate(opts)
    expect(failed.message).toBe(`Verifying certificate entry cert-91 failed: read ECONNRESET${TAKEN}`)
    expect(existsSync(opts.workDir)).toBe(false)
    await service!.close()
    service = await startFakeService()
    const retried = await uploadCertificate({ ...opts, apiUrl: service.apiUrl, name: 'staging client 2' })
    expect(retried).toMatchObject({ exitCode: ExitCode.Success, certificateId: 'cert-91' })
    expect((await readdir(opts.workDir)).sort()).toEqual(['cert9.db', 'key4.db', 'pkcs11.txt'])
  })

  it('in a work directory that was there: only the database goes; the directory and what else it holds stay', async () => {
    const opts = await options({ certificates: { verify: ok({ success: false }) } })
    await mkdir(opts.workDir)
    await writeFile(path.join(opts.workDir, 'notes.txt'), 'mine')
    expect((await uploadCertificate(opts)).exitCode).toBe(ExitCode.Failure)
    expect(await readdir(opts.workDir)).toEqual(['notes.txt'])
  })

  it('a cancel after the entry was created: the database and the directory gone', async () => {
    const opts = await options({ certificates: { verify: hang } })
    const controller = new AbortController()
    when(() => service!.requests.length === 2, () => controller.abort())
    const result = await uploadCertificate(opts, { signal: controller.signal })
    expect(result.message).toBe(`Cancelled before certificate entry cert-91 was verified${TAKEN}`)
    expect(existsSync(opts.workDir)).toBe(false)
  })

  it('a database file that cannot be removed: a warning says where the key is left, and the directory stays', async ({ skip }) => {
    const opts = await options({ certificates: { verify: ok({ success: false }) } })
    const over = path.join(await tempDir(), 'over')
    await writeFile(over, '')
    const key = path.join(opts.workDir, 'key4.db')
    let held = true
    const warnings: string[] = []
    const result = await uploadCertificate(opts, {
      // Held (EBUSY) from the moment the entry exists, through the removal's retries.
      events: { created: () => (held = holdByBindMount(key, over)), warning: (message) => warnings.push(message) }
    })
    if (!held) return skip('cannot bind-mount a file here')
    expect(result.exitCode).toBe(ExitCode.Failure)
    expect(warnings).toEqual([`Could not remove ${key}, which may hold the private key: EBUSY. Delete it.`])
    expect(await readdir(opts.workDir)).toEqual(['key4.db'])
  })
})

describe('what the adapters report of each upload', () => {
  const outcome = (status?: number, error?: string): UploadOutcome => ({ file: 'key4.db', bytes: 5, status, error })

  it('only a 2xx status is a successful upload', () => {
    expect([199, 200, 204, 299, 300, 403].map((status) => uploadSucceeded(outcome(status)))).toEqual([false, true, true, true, false, false])
    expect(uploadSucceeded(outcome(undefined, 'the upload failed: read ECONNRESET'))).toBe(false)
  })

  it('names the file with its status, or with why no answer came', () => {
    expect(describeUpload(outcome(403))).toBe('key4.db (HTTP 403)')
    expect(describeUpload(outcome(undefined, 'cannot read it: ENOENT'))).toBe('key4.db (cannot read it: ENOENT)')
  })
})

describe('the steps after the entry exists', () => {
  it('a verification that fails names every failed upload, separated by commas', async () => {
    const opts = await options({ certificates: { store: { 'key4.db': httpError(403), 'pkcs11.txt': httpError(500) } } })
    const result = await uploadCertificate(opts)
    expect(result.message).toBe(
      'The service did not verify certificate entry cert-91: its answer did not report success; ' +
        `failed uploads: key4.db (HTTP 403), pkcs11.txt (HTTP 500)${TAKEN}`
    )
  })

  it('a fault while the files are sent names the upload step and the entry', async () => {
    const opts = await options()
    const result = await uploadCertificate(opts, {
      events: {
        uploaded: () => {
          throw new Error('the log is gone')
        }
      }
    })
    expect(result).toMatchObject({ exitCode: ExitCode.Failure, certificateId: 'cert-91', message: `Uploading certificate entry cert-91 failed: the log is gone${TAKEN}` })
  })

  it('a verification that gets no answer names the verify step and the entry', async () => {
    const opts = await options({ certificates: { verify: reset } })
    const result = await uploadCertificate(opts)
    expect(result.message).toBe(`Verifying certificate entry cert-91 failed: read ECONNRESET${TAKEN}`)
    expect(service!.stored).toHaveLength(3)
  })

  it('a cancel during the verification ends it at once, not at its deadline', async () => {
    const opts = await options({ certificates: { verify: { hang: true } } }, { limits: { requestDeadlineMs: 4000 } })
    const controller = new AbortController()
    when(() => service!.requests.length === 2, () => controller.abort())
    const started = performance.now()
    const result = await uploadCertificate(opts, { signal: controller.signal })
    expect(result.message).toBe(`Cancelled before certificate entry cert-91 was verified${TAKEN}`)
    expect(performance.now() - started).toBeLessThan(3000)
  })

  it('closes its kept-alive connections when done', async () => {
    const opts = await options()
    const sockets = (): number => process.getActiveResourcesInfo().filter((r) => r === 'TCPSocketWrap').length
    const before = sockets()
    const result = await uploadCertificate(opts)
    expect(result.exitCode).toBe(ExitCode.Success)
    // Both ends close within moments; kept alive, they would stay open for the server's 5 s.
    const deadline = performance.now() + 1500
    while (sockets() > before && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20))
    expect(sockets()).toBe(before)
  })
})

describe('the certificate\'s expiry', () => {
  it('expires after its last valid millisecond, not at it', async () => {
    const opts = await options()
    const validTo = new X509Certificate(rsa.certPem).validToDate.getTime()
    const expired: boolean[] = []
    for (const now of [validTo - 1, validTo, validTo + 1]) {
      const controller = new AbortController()
      const result = await uploadCertificate({ ...opts, workDir: path.join(await tempDir(), 'work') }, {
        now: () => now,
        signal: controller.signal,
        events: { converted: (facts) => (expired.push(facts.expired), controller.abort()) }
      })
      expect(result.message).toBe('Cancelled after the conversion; no certificate entry was created.')
    }
    expect(expired).toEqual([false, false, true])
    expect(service!.requests).toEqual([])
  })

  it('an expired certificate with nobody listening for warnings still uploads', async () => {
    const opts = await options()
    const result = await uploadCertificate(opts, { now: () => Date.parse('2100-01-01') })
    expect(result).toMatchObject({ exitCode: ExitCode.Success, certificate: { expired: true } })
  })
})
