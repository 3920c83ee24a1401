import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import * as core from '@actions/core'
import {
  type CertificateUploadOptions,
  type CertificateUploadResult,
  describeUpload,
  readProfileFile,
  uploadCertificate,
  uploadSucceeded
} from '../certificate/upload.js'
import { ExitCode, ToolError, UsageError, describeFault } from '../shared/exit-codes.js'
import type { CertificateEntry, Limits } from '../service/client.js'
import { resolveHosts } from '../service/hosts.js'
import { removeTree } from '../shared/remove.js'
import { HOST_INPUTS, Input, booleanInput, optionalInput, requiredInput } from './inputs.js'
import { log } from './log.js'
import { Output, setOutputs } from './outputs.js'
import type { Ending } from './report.js'
import type { SummaryRow } from './summary.js'

/** The title of this mode's annotations. */
const TITLE = 'Virtuoso QA certificate'

export interface CertificateInputs {
  upload: Omit<CertificateUploadOptions, 'workDir'>
  /** The user's work directory; undefined means a fresh temporary one, removed afterwards. */
  workDir?: string
}

/** Maps the certificate-mode inputs onto Client A's options (contract: Inputs); the secrets are masked already (maskSecretInputs). */
export async function readCertificateInputs(token: string): Promise<CertificateInputs> {
  const password = requiredInput(Input.CertificatePassword, ' in certificate mode')
  const workDir = optionalInput(Input.WorkDir)
  return {
    upload: {
      profile: await readProfile(),
      password,
      name: requiredInput(Input.CertificateName, ' in certificate mode'),
      description: optionalInput(Input.CertificateDescription),
      token,
      organizationId: requiredInput(Input.OrganizationId, ' in certificate mode'),
      apiUrl: resolveHosts(booleanInput(Input.App2, false), { apiUrl: optionalInput(Input.ApiUrl) }, HOST_INPUTS).apiUrl
    },
    workDir: workDir === undefined ? undefined : path.resolve(workDir)
  }
}

/** The profile from exactly one of `certificate-file` and `certificate-base64`. */
async function readProfile(): Promise<Buffer> {
  const file = optionalInput(Input.CertificateFile)
  const base64 = optionalInput(Input.CertificateBase64)
  if (file !== undefined && base64 !== undefined) {
    throw new UsageError(`Give only one of the inputs "${Input.CertificateFile}" and "${Input.CertificateBase64}", not both.`)
  }
  if (file !== undefined) return readProfileFile(path.resolve(file))
  if (base64 !== undefined) return decodeBase64(base64)
  throw new UsageError(`Certificate mode needs the input "${Input.CertificateFile}" or "${Input.CertificateBase64}".`)
}

/** Strict base64 (line breaks and spaces allowed, as `base64` wraps its output); Buffer.from alone skips bad characters. */
function decodeBase64(text: string): Buffer {
  const compact = text.replace(/\s+/g, '')
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(compact) || compact.replace(/=+$/, '').length % 4 === 1) {
    throw new UsageError(`The input "${Input.CertificateBase64}" is not valid base64: encode the whole .p12 file, for example with \`base64 < client.p12\` (Linux, macOS) or [Convert]::ToBase64String([IO.File]::ReadAllBytes("$PWD\\client.p12")) (PowerShell).`)
  }
  return Buffer.from(compact, 'base64')
}

/**
 * Certificate mode: Client A in a work directory that, unless the user chose it, is a fresh
 * temporary one removed afterwards, whatever happened, so that no private key outlives the run.
 */
export async function runCertificateMode(inputs: CertificateInputs, signal: AbortSignal, limits?: Partial<Limits>): Promise<Ending> {
  const workDir = inputs.workDir ?? (await temporaryWorkDir())
  let result: CertificateUploadResult
  try {
    result = await uploadCertificate(
      { ...inputs.upload, workDir, limits, debug: log.debug },
      {
        signal,
        events: {
          converted: (facts) => log.info(`Converted the profile: ${facts.subject}, valid until ${facts.validTo}.`),
          created(entry) {
            maskUploadUrls(entry)
            log.info(`Created certificate entry ${entry.id}.`)
          },
          uploaded(upload) {
            if (uploadSucceeded(upload)) {
              log.info(`Uploaded ${upload.file} (${upload.bytes} bytes): HTTP ${upload.status}.`)
            } else {
              log.warning(`The upload of ${describeUpload(upload)} failed; the verification decides.`, TITLE)
            }
          },
          warning: (message) => log.warning(message, TITLE)
        }
      }
    )
  } finally {
    if (inputs.workDir === undefined) await removeWorkDir(workDir, signal.aborted)
  }

  if (result.exitCode === ExitCode.Success) setOutputs({ [Output.CertificateId]: result.certificateId })
  return {
    exitCode: result.exitCode,
    message: result.message,
    title: TITLE,
    summary: { heading: `Virtuoso QA certificate "${inputs.upload.name}"`, rows: certificateSummaryRows(inputs, result) }
  }
}

/** A fresh 0700 directory under RUNNER_TEMP (or the system's temp); a missing one is a local fault, exit 1. */
async function temporaryWorkDir(): Promise<string> {
  const parent = process.env.RUNNER_TEMP || tmpdir()
  try {
    return await mkdtemp(path.join(parent, 'virtuoso-certificate-'))
  } catch (error) {
    throw new ToolError(`Could not create a work directory in ${parent}: ${describeFault(error)}; set the input "${Input.WorkDir}" to a directory that can be written.`)
  }
}

/**
 * Removes the temporary work directory. A removal that still fails after its retries (Windows:
 * a file held by antivirus or the indexer) is a warning that says where the key is left: it never
 * changes the run's result.
 */
async function removeWorkDir(workDir: string, cancelled: boolean): Promise<void> {
  // A cancelled run has two seconds to report: its retries wait 0.3 s at most, not 1 s.
  const fault = await removeTree(workDir, cancelled ? { attempts: 3 } : {})
  if (fault === undefined) return
  const runnerTemp = process.env.RUNNER_TEMP ? ' (the runner empties RUNNER_TEMP after the job)' : ''
  log.warning(`Could not remove the work directory ${workDir}, which may still hold the private key: ${describeFault(fault)}. Delete it${runnerTemp}.`, TITLE)
}

/** The pre-signed addresses grant write access: masked whole and by their query (error messages may quote the query). */
function maskUploadUrls(entry: CertificateEntry): void {
  for (const url of Object.values(entry.uploadUrls)) {
    core.setSecret(url)
    const query = new URL(url).search.slice(1)
    if (query) core.setSecret(query)
  }
}

function certificateSummaryRows(inputs: CertificateInputs, result: CertificateUploadResult): SummaryRow[] {
  return [
    ['Name', inputs.upload.name],
    ['Organization', inputs.upload.organizationId],
    ['Certificate', result.certificate ? `${result.certificate.subject}, valid until ${result.certificate.validTo}` : '—'],
    ['Entry', result.certificateId ?? '—'],
    ...result.uploads.map((upload): SummaryRow => [upload.file, uploadSucceeded(upload) ? `uploaded, ${upload.bytes} bytes` : describeUpload(upload)])
  ]
}
