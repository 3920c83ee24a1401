import { X509Certificate } from 'node:crypto'
import { opendir, rm, rmdir } from 'node:fs/promises'
import path from 'node:path'
import { ExitCode, ToolError, describeFault, messageOf } from '../shared/exit-codes.js'
import { makeDirectory } from '../shared/make-directory.js'
import { readRegularFile } from '../shared/read-file.js'
import { removeTree } from '../shared/remove.js'
import { NSS_FILES, type NssFile } from '../service/certificate-files.js'
import { type CertificateEntry, type EnvelopeAnswer, type Limits, type RequestLog, ServiceClient } from '../service/client.js'
import { describeStatus, htmlAnswer, neverSent } from '../service/errors.js'
import { convertProfile } from './convert.js'
import { CertificateError, type CertificateProfile } from './profile.js'

// Client A: converts a PKCS#12 profile into an NSS database, creates the certificate entry,
// uploads the three files to their pre-signed addresses and has the service verify them.

export interface CertificateUploadOptions {
  /** The PKCS#12 file's bytes. */
  profile: Buffer
  password: string
  /**
   * Where the database is generated, created when missing. After a failure, the database and the
   * directories this run created are gone; after a success, the database is left there.
   */
  workDir: string
  name: string
  /** Sent only when given. */
  description?: string
  token: string
  organizationId: string
  /** The API base address ({base_url}). */
  apiUrl: string
  /** The contract's request bounds; its figures are the defaults (tests pass small ones). */
  limits?: Partial<Limits>
  /** One line per request, for a debug log (ServiceClientOptions.debug). */
  debug?: RequestLog
}

/** One file's upload: its HTTP status, or why no answer came. Rule 9: not checked, only reported. */
export interface UploadOutcome {
  file: NssFile
  bytes: number
  status?: number
  error?: string
}

export const uploadSucceeded = (upload: UploadOutcome): boolean =>
  upload.status !== undefined && upload.status >= 200 && upload.status <= 299

/** What the certificate in the profile is, for the log. */
export interface CertificateFacts {
  subject: string
  validTo: string
  expired: boolean
}

export interface CertificateUploadEvents {
  converted?(facts: CertificateFacts): void
  /** The entry exists. Its upload addresses are secrets: an adapter masks them here, before anything is logged. */
  created?(entry: CertificateEntry): void
  uploaded?(upload: UploadOutcome): void
  warning?(message: string): void
}

export interface CertificateUploadResult {
  exitCode: ExitCode
  /** One sentence for the user: what happened, or why it failed. */
  message: string
  certificateId?: string
  certificate?: CertificateFacts
  uploads: UploadOutcome[]
}

export interface CertificateUploadDependencies {
  events?: CertificateUploadEvents
  signal?: AbortSignal
  /** Wall-clock time in ms, for the certificate's expiry. */
  now?: () => number
  /** Rule 4's conversion; a seam only for the test of rule 5. */
  convert?: (data: Buffer, password: string, dir: string, signal?: AbortSignal) => Promise<CertificateProfile>
}

/** The largest profile read: PKCS#12 profiles are kilobytes, and a larger file is not read into memory. */
const MAX_PROFILE_BYTES = 16 << 20

/**
 * Client A rule 3, for both adapters: the profile file's bytes, or a one-line ToolError. Only a
 * regular file is read, in bounded steps (readRegularFile): a pipe, a device or a procfs file
 * could hold the process for good.
 */
export async function readProfileFile(file: string): Promise<Buffer> {
  let read: Awaited<ReturnType<typeof readRegularFile>>
  try {
    read = await readRegularFile(file, MAX_PROFILE_BYTES)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT' || code === 'ENOTDIR') throw new ToolError(`The certificate file ${file} does not exist.`)
    throw new ToolError(`The certificate file ${file} cannot be read: ${describeFault(error)}.`)
  }
  if (Buffer.isBuffer(read)) return read
  const why = {
    'a directory': 'is a directory, not a PKCS#12 file',
    'not a regular file': 'is not a regular file (a pipe or a device is not read)',
    'too large': 'holds more than 16 MiB, too large for a PKCS#12 profile'
  }[read.refused]
  throw new ToolError(`The certificate file ${file} ${why}.`)
}

/**
 * Client A rules 4 to 9. Never throws for the user's or the service's failures: the result says.
 * A failure leaves the work directory as it found it (contract: "Certificate mode, beyond the
 * client"): the database this run wrote is removed, and so are the directories it created.
 */
export async function uploadCertificate(
  options: CertificateUploadOptions,
  dependencies: CertificateUploadDependencies = {}
): Promise<CertificateUploadResult> {
  let made: string[]
  try {
    made = await makeDirectory(options.workDir, 0o700)
  } catch (error) {
    return {
      exitCode: ExitCode.Failure,
      message: `Could not create the work directory ${options.workDir}: ${describeFault(error)}; give a work directory that can be created.`,
      uploads: []
    }
  }
  const written = { database: false }
  const result = await convertAndUpload(options, dependencies, written)
  if (result.exitCode !== ExitCode.Success) {
    await removeWhatTheRunMade(options.workDir, written.database, made, dependencies)
  }
  return result
}

async function convertAndUpload(
  options: CertificateUploadOptions,
  dependencies: CertificateUploadDependencies,
  written: { database: boolean }
): Promise<CertificateUploadResult> {
  const { events = {}, signal, convert = convertProfile, now = Date.now } = dependencies
  const uploads: UploadOutcome[] = []
  /** What is known so far, for a failure's result. */
  const known: Pick<CertificateUploadResult, 'certificate' | 'certificateId'> = {}
  const fail = (message: string): CertificateUploadResult => ({ exitCode: ExitCode.Failure, message, ...known, uploads })

  // Rule 4, then rule 5: no request before the profile has proved usable.
  let profile: CertificateProfile
  try {
    profile = await convert(options.profile, options.password, options.workDir, signal)
    // The conversion wrote all three files, or none (it removes what it wrote when it fails).
    written.database = true
    if (await isEmptyDirectory(options.workDir)) {
      return fail(`The work directory ${options.workDir} is empty after the conversion: no certificate database was generated.`)
    }
  } catch (error) {
    if (signal?.aborted) return fail('Cancelled while converting the profile; no certificate entry was created.')
    if (error instanceof CertificateError) return fail(`Could not convert the certificate profile: ${error.message}.`)
    // A refused work directory says itself what to do.
    if (error instanceof ToolError) return fail(error.message)
    // Not the profile's fault: the disk is full, the directory unwritable, … (a local fault, exit 1).
    return fail(`Could not write the certificate database in ${options.workDir}: ${describeFault(error)}; give a work directory that can be written.`)
  }
  const certificate = factsOf(profile, now())
  known.certificate = certificate
  events.converted?.(certificate)
  if (certificate.expired) {
    events.warning?.(`The certificate (${certificate.subject}) expired on ${certificate.validTo}; servers will refuse it.`)
  }

  // No request after a cancel: a cancel during the conversion creates no entry.
  if (signal?.aborted) return fail('Cancelled after the conversion; no certificate entry was created.')
  const client = new ServiceClient({ apiUrl: options.apiUrl, token: options.token, limits: options.limits, debug: options.debug })
  // The step under way, for a failure's message.
  let step = `Creating the certificate entry "${options.name}"`
  // What a retry needs once the entry may exist: its name is taken.
  let retry = '; it may have been created, and then a retry needs another name, or the entry removed in Virtuoso QA.'
  try {
    // Rule 6.
    const created = await client.createCertificate(options.organizationId, options.name, options.description, { signal })
    if (!created.success) {
      // An answer of a wrong address says what to check itself.
      const causes = created.wrongAddress === undefined ? ` Likely causes: a wrong access token, or a name that is not unique in organization ${options.organizationId}.` : ''
      return fail(`The service did not create the certificate entry "${options.name}": ${refusal(created)}.${causes}`)
    }
    const certificateId = created.item.id
    step = `Uploading certificate entry ${certificateId}`
    retry = `; the name "${options.name}" is now taken by certificate entry ${certificateId}: a retry needs another name, or that entry removed in Virtuoso QA.`
    known.certificateId = certificateId
    events.created?.(created.item)

    // Rules 7 and 9: every file is sent; a failed upload is reported, and the verification decides.
    for (const file of NSS_FILES) {
      const upload = await uploadOne(client, options.workDir, file, created.item.uploadUrls[file], signal)
      uploads.push(upload)
      events.uploaded?.(upload)
    }

    // Rule 8.
    step = `Verifying certificate entry ${certificateId}`
    const verified = await client.verifyCertificate(options.organizationId, certificateId, { signal })
    if (!verified.success) {
      const failed = uploads.filter((upload) => !uploadSucceeded(upload)).map(describeUpload)
      return fail(
        `The service did not verify certificate entry ${certificateId}: ${refusal(verified)}` +
          (failed.length > 0 ? `; failed uploads: ${failed.join(', ')}` : '') +
          retry
      )
    }
    return {
      exitCode: ExitCode.Success,
      message: `Certificate "${options.name}" was uploaded and verified as entry ${certificateId}.`,
      certificateId,
      certificate,
      uploads
    }
  } catch (error) {
    if (signal?.aborted) {
      return fail(
        known.certificateId
          ? `Cancelled before certificate entry ${known.certificateId} was verified${retry}`
          : `Cancelled while creating the certificate entry "${options.name}"${retry}`
      )
    }
    // A creation that never left the runner (a refused connection) created nothing: a retry may use the name.
    if (known.certificateId === undefined && neverSent(error)) return fail(`${step} failed: ${messageOf(error)}; nothing was created, as the request never reached the service.`)
    return fail(`${step} failed: ${messageOf(error)}${retry}`)
  } finally {
    client.dispose()
  }
}

/** Client A rule 5's check, reading one entry at most. */
async function isEmptyDirectory(dir: string): Promise<boolean> {
  const entries = await opendir(dir)
  try {
    return (await entries.read()) === null
  } finally {
    await entries.close()
  }
}

/**
 * After a failure, so that a retry with the same work directory works: removes the database the
 * run wrote, then the directories it created, innermost first and only when empty (nobody else's
 * file is removed). A database that stays is a warning that says where the key is left. Quick
 * after a cancel, which has two seconds to report.
 */
async function removeWhatTheRunMade(
  dir: string,
  database: boolean,
  made: readonly string[],
  { signal, events }: CertificateUploadDependencies
): Promise<void> {
  const attempts = signal?.aborted ? 3 : 5
  if (database) {
    const files = NSS_FILES.map((file) => path.join(dir, file))
    const faults = await Promise.all(files.map((file) => removeTree(file, { remove: (f) => rm(f, { force: true }), attempts })))
    const left = files.filter((_, i) => faults[i] !== undefined)
    if (left.length > 0) {
      const fault = faults.find((f) => f !== undefined)
      events?.warning?.(`Could not remove ${left.join(', ')}, which may hold the private key: ${describeFault(fault)}. Delete ${left.length > 1 ? 'them' : 'it'}.`)
      return
    }
  }
  for (const directory of [...made].reverse()) {
    if ((await removeTree(directory, { remove: (d) => rmdir(d), attempts })) !== undefined) return
  }
}

async function uploadOne(client: ServiceClient, dir: string, file: NssFile, url: string, signal?: AbortSignal): Promise<UploadOutcome> {
  let data: Buffer
  try {
    const read = await readRegularFile(path.join(dir, file), MAX_PROFILE_BYTES)
    if (!Buffer.isBuffer(read)) return { file, bytes: 0, error: `cannot read it: it is ${read.refused}` }
    data = read
  } catch (error) {
    return { file, bytes: 0, error: `cannot read it: ${describeFault(error)}` }
  }
  try {
    return { file, bytes: data.length, status: await client.uploadFile(url, data, { signal }) }
  } catch (error) {
    if (signal?.aborted) throw error
    return { file, bytes: data.length, error: `the upload failed: ${messageOf(error)}` }
  }
}

/**
 * Why a certificate endpoint's answer failed (rules 6 and 8: `success` decides). A status from
 * 300 up is what went wrong; a 2xx one is left out, as "HTTP 200" would read as a success (an
 * answer's final status is never below 200).
 */
function refusal({ httpStatus, wrongAddress, html }: Extract<EnvelopeAnswer<unknown>, { success: false }>): string {
  // An answer that a wrong address gives names the address that answered and what to check.
  if (wrongAddress !== undefined) return html ? htmlAnswer(wrongAddress) : `it answered ${describeStatus(httpStatus, wrongAddress)}`
  return httpStatus >= 300 ? `it answered HTTP ${httpStatus}` : 'its answer did not report success'
}

/** "key4.db (HTTP 403)", "cert9.db (the upload failed: ECONNRESET)". */
export function describeUpload(upload: UploadOutcome): string {
  return `${upload.file} (${upload.status === undefined ? upload.error : `HTTP ${upload.status}`})`
}

function factsOf(profile: CertificateProfile, now: number): CertificateFacts {
  const certificate = new X509Certificate(profile.certificate.der)
  return {
    subject: certificate.subject.replaceAll('\n', ', '),
    validTo: certificate.validToDate.toISOString().slice(0, 10),
    expired: certificate.validToDate.getTime() < now
  }
}
