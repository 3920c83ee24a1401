import { checkNssDatabase } from './nss/reader.js'
import { writeNssDatabase } from './nss/writer.js'
import { readPkcs12 } from './pkcs12.js'
import type { CertificateProfile } from './profile.js'

/**
 * Client A rule 4: imports a PKCS#12 profile into an NSS SQL database in `dir` with an empty
 * key-database password, as `certutil -N --empty-password` and `pk12util -i -K ''` would, then
 * reads the database back as NSS would to check it. Needs no NSS tools.
 * @throws CertificateError with a one-line message for the user.
 */
export function convertProfile(data: Buffer, password: string, dir: string): CertificateProfile {
  const profile = readPkcs12(data, password)
  writeNssDatabase(profile, dir)
  checkNssDatabase(dir, profile)
  return profile
}
