import type { KeyObject } from 'node:crypto'
import { ToolError } from '../shared/exit-codes.js'

/** One certificate of a PKCS#12 profile. */
export interface ProfileCertificate {
  /** The certificate's DER bytes exactly as stored in the PKCS#12 file (never re-encoded). */
  der: Buffer
  /** The certificate bag's friendlyName attribute, when present. */
  friendlyName?: string
}

/**
 * What a PKCS#12 profile holds once decrypted: one private key, the certificate that matches it,
 * and any other certificates (the CA chain). This is the boundary between the PKCS#12 reader
 * and the NSS database writer.
 */
export interface CertificateProfile {
  privateKey: KeyObject
  /** The key bag's friendlyName attribute, when present (pk12util's nickname fallback). */
  keyFriendlyName?: string
  /** The certificate whose public key matches `privateKey`. */
  certificate: ProfileCertificate
  /** The other certificates, in file order. */
  chain: ProfileCertificate[]
}

/** A profile that cannot be read or converted: a wrong password, not PKCS#12, no key, … (exit 1). */
export class CertificateError extends ToolError {}
