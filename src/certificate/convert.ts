import path from 'node:path'
import { NSS_FILES } from '../service/certificate-files.js'
import { removeFilesQuietly } from '../shared/remove.js'
import { checkNssDatabase } from './nss/reader.js'
import { writeNssDatabase } from './nss/writer.js'
import { readPkcs12 } from './pkcs12.js'
import { yieldToEventLoop } from './pkcs12-crypto.js'
import type { CertificateProfile } from './profile.js'

/**
 * Client A rule 4: imports a PKCS#12 profile into an NSS SQL database in `dir` with an empty
 * key-database password, as `certutil -N --empty-password` and `pk12util -i -K ''` would, then
 * reads the database back as NSS would to check it. Needs no NSS tools.
 *
 * Never holds the event loop for long (a profile exported by NSS takes tenths of a second of key derivation),
 * so that a signal is handled at once. When `signal` aborts, it rejects promptly with the signal's
 * reason (a DOMException named AbortError when that reason is not an Error). Whenever it rejects,
 * it leaves none of the three database files in `dir`.
 * @throws CertificateError with a one-line message for the user; a ToolError when `dir` holds a database already.
 */
export async function convertProfile(data: Buffer, password: string, dir: string, signal?: AbortSignal): Promise<CertificateProfile> {
  const profile = await readPkcs12(data, password, signal)
  await yieldToEventLoop(signal)
  writeNssDatabase(profile, dir) // removes what it created when it fails
  try {
    await yieldToEventLoop(signal)
    checkNssDatabase(dir, profile)
  } catch (error) {
    // Cancelled between writing and checking, or not read back: the database goes, as it would had the writer failed.
    removeFilesQuietly(NSS_FILES.map((file) => path.join(dir, file)))
    throw error
  }
  return profile
}
