import { type KeyObject, X509Certificate, createPrivateKey, createPublicKey } from 'node:crypto'
import { type Der, DerError, Tag, children, expectTag, octets, oidToString, parseDer, readDer } from './der.js'
import {
  DecryptionError, type Password, UnsupportedAlgorithmError, decrypt, macMatches, passwordForms
} from './pkcs12-crypto.js'
import { curveOf } from './nss/objects.js'
import { throwIfAborted } from '../shared/clock.js'
import { CertificateError, type CertificateProfile, type ProfileCertificate } from './profile.js'

// A PKCS#12 (RFC 7292) reader, on node:crypto. Our own because no library opens every profile
// people have: node-forge garbles non-ASCII passwords and re-encodes certificates, pkijs has no
// legacy ciphers (RC2, 3DES) that macOS, Windows and Java 8 exports use. It keeps each
// certificate's original DER bytes. RC2 alone comes from node-forge's rc2 module: Node 24 has it
// only behind --openssl-legacy-provider, forge's module is small, maintained, bundles with ncc,
// and we check its PKCS#7 padding ourselves; the PKCS#12 KDF is ours (see pkcs12-crypto.ts).

const OID = {
  data: '1.2.840.113549.1.7.1',
  encryptedData: '1.2.840.113549.1.7.6',
  keyBag: '1.2.840.113549.1.12.10.1.1',
  shroudedKeyBag: '1.2.840.113549.1.12.10.1.2',
  certBag: '1.2.840.113549.1.12.10.1.3',
  safeContentsBag: '1.2.840.113549.1.12.10.1.6',
  x509Certificate: '1.2.840.113549.1.9.22.1',
  friendlyName: '1.2.840.113549.1.9.20'
}

export const WRONG_PASSWORD = 'the certificate password is wrong'
export const NOT_PKCS12 = 'the certificate file is not a PKCS#12 profile'

interface Bags {
  keys: { pkcs8: Buffer; friendlyName?: string }[]
  certificates: ProfileCertificate[]
}

/**
 * Opens a PKCS#12 profile: verifies its MAC, decrypts it, and returns its one private key, the
 * certificate that matches that key, and the other certificates. The key derivations yield to the
 * event loop; when `signal` aborts, it rejects promptly with the signal's reason.
 * @throws CertificateError with a one-line message for every way a profile can be unusable.
 */
export async function readPkcs12(data: Buffer, password: string, signal?: AbortSignal): Promise<CertificateProfile> {
  throwIfAborted(signal)
  const bags = await readBags(data, password, signal)
  if (bags.keys.length === 0) throw new CertificateError('the certificate profile holds no private key')
  if (bags.keys.length > 1) {
    throw new CertificateError(`the certificate profile holds ${bags.keys.length} private keys; it must hold exactly one`)
  }
  const privateKey = privateKeyOf(bags.keys[0].pkcs8)
  const publicKey = createPublicKey(privateKey).export({ type: 'spki', format: 'der' })
  const index = bags.certificates.findIndex((certificate) =>
    publicKeyOf(certificate.der)?.equals(publicKey)
  )
  if (index < 0) throw new CertificateError('the certificate profile holds no certificate for its private key')
  return {
    privateKey,
    keyFriendlyName: bags.keys[0].friendlyName,
    certificate: bags.certificates[index],
    chain: bags.certificates.filter((_, i) => i !== index)
  }
}

/**
 * Decrypts the safes under each password form the MAC allows, most likely first. A form that
 * fails to decrypt is not the one (a Latin-1 PBES2 password verifies the MAC like the UTF-8 one);
 * when none decrypts, the first form's failure is the message.
 *
 * The likeliest form's decryption starts at once, beside the MAC check, and counts only once the
 * MAC has verified that form: a profile exported by NSS asks 600,000 iterations of PBKDF2 for each
 * of its two safes, which libuv's thread pool runs on another core while this thread derives the
 * MAC key (RFC 7292's KDF has no native implementation in Node). On two cores, that takes such a
 * profile from about 0.45 s to 0.26 s.
 */
async function readBags(data: Buffer, password: string, signal?: AbortSignal): Promise<Bags> {
  const { safes, content, macData } = openPfx(data)
  const forms = passwordForms(password)
  // Stopped with the caller's signal, and when it is not needed after all (a wrong password), so
  // that no key derivation of ours runs on after the verdict.
  const early = new AbortController()
  const cancel = (): void => early.abort(signal?.reason)
  signal?.addEventListener('abort', cancel, { once: true })
  const first = collectBags(safes, forms[0], early.signal)
  first.catch(() => {}) // awaited below only when the MAC allows the form
  try {
    const candidates = macData ? await verifiedForms(macData, content, forms, signal) : forms
    let firstError: unknown
    for (const form of candidates) {
      throwIfAborted(signal)
      try {
        return await (form === forms[0] ? first : collectBags(safes, form, signal))
      } catch (error) {
        throwIfAborted(signal) // a cancellation is no failed decryption
        if (error instanceof UnsupportedAlgorithmError) throw asCertificateError(error)
        firstError ??= error
      }
    }
    // Without a MAC, a wrong password shows only as a failed decryption or as garbage.
    if (!macData || firstError instanceof DecryptionError) throw new CertificateError(WRONG_PASSWORD)
    throw asCertificateError(firstError)
  } finally {
    signal?.removeEventListener('abort', cancel)
    early.abort()
  }
}

/** Reads the PFX envelope: its safes, the octets its MAC covers, and the MacData if it has one. */
function openPfx(data: Buffer): { safes: Der[]; content: Buffer; macData?: Der } {
  try {
    const [version, authSafe, macData] = children(expectTag(readDer(data), Tag.Sequence, 'PFX'))
    if (expectTag(version, Tag.Integer, 'version').value[0] !== 3) throw new DerError('not version 3')
    const content = contentOf(authSafe, OID.data)
    return { safes: children(readDer(content)), content, macData }
  } catch (error) {
    throw asCertificateError(error)
  }
}

/** The password forms under which the MAC verifies; refuses the password when there is none. */
async function verifiedForms(macData: Der, content: Buffer, forms: Password[], signal?: AbortSignal): Promise<Password[]> {
  try {
    // Several forms share one BMPString: check each MAC key once (NSS's exports take 600,000 hashes).
    const checked = new Map<string, boolean>()
    const candidates: Password[] = []
    for (const form of forms) {
      const id = form.bmp.toString('hex')
      if (!checked.has(id)) {
        throwIfAborted(signal)
        checked.set(id, await macMatches(macData, content, form, signal))
      }
      if (checked.get(id) === true) candidates.push(form)
    }
    if (candidates.length === 0) throw new CertificateError(WRONG_PASSWORD)
    return candidates
  } catch (error) {
    throwIfAborted(signal)
    throw asCertificateError(error)
  }
}

async function collectBags(safes: Der[], password: Password, signal?: AbortSignal): Promise<Bags> {
  const bags: Bags = { keys: [], certificates: [] }
  for (const safe of safes) {
    const type = oidToString(children(safe)[0].value)
    if (type === OID.data) {
      await readSafeContents(contentOf(safe, OID.data), password, bags, signal)
    } else if (type === OID.encryptedData) {
      // EncryptedData { version, EncryptedContentInfo { contentType, algorithm, [0] IMPLICIT content } }
      const [, info] = children(explicitContent(safe))
      const [, algorithm, encrypted] = children(info)
      await readSafeContents(await decryptDer(algorithm, octets(encrypted), password, signal), password, bags, signal)
    } else {
      throw new UnsupportedAlgorithmError(`a safe of type ${type} (public-key encrypted)`)
    }
  }
  return bags
}

async function readSafeContents(der: Buffer, password: Password, bags: Bags, signal?: AbortSignal): Promise<void> {
  for (const bag of children(readDer(der))) {
    const [idElement, valueWrapper, attributes] = children(bag)
    const id = oidToString(idElement.value)
    const value = children(valueWrapper)[0]
    const friendlyName = attributes ? friendlyNameOf(attributes) : undefined
    if (id === OID.keyBag) {
      bags.keys.push({ pkcs8: Buffer.from(value.raw), friendlyName })
    } else if (id === OID.shroudedKeyBag) {
      const [algorithm, encrypted] = children(value)
      bags.keys.push({ pkcs8: await decryptDer(algorithm, octets(encrypted), password, signal), friendlyName })
    } else if (id === OID.certBag) {
      const [certType, certValue] = children(value)
      if (oidToString(certType.value) !== OID.x509Certificate) continue // SDSI certificates: not for TLS
      bags.certificates.push({ der: Buffer.from(octets(children(certValue)[0])), friendlyName })
    } else if (id === OID.safeContentsBag) {
      await readSafeContents(value.raw, password, bags, signal)
    }
    // CRL and secret bags carry nothing a client certificate needs.
  }
}

/**
 * Decrypts what must be one DER element (SafeContents or PKCS#8). A wrong key passes the PKCS#7
 * padding check about once in 256 tries; the DER check turns that garbage into a DecryptionError.
 */
async function decryptDer(algorithm: Der, data: Buffer, password: Password, signal?: AbortSignal): Promise<Buffer> {
  throwIfAborted(signal)
  const plain = await decrypt(algorithm, data, password, signal)
  try {
    return parseDer(plain).raw
  } catch {
    throw new DecryptionError('decryption failed: the result is not DER')
  }
}

/** The octets of a ContentInfo of type data: `SEQUENCE { OID, [0] EXPLICIT OCTET STRING }`. */
function contentOf(contentInfo: Der, type: string): Buffer {
  const [oid] = children(expectTag(contentInfo, Tag.Sequence, 'ContentInfo'))
  if (oidToString(oid.value) !== type) throw new DerError(`expected content of type ${type}`)
  return octets(explicitContent(contentInfo))
}

function explicitContent(contentInfo: Der): Der {
  return children(expectTag(children(contentInfo)[1], 0xa0, '[0] content'))[0]
}

function friendlyNameOf(attributes: Der): string | undefined {
  for (const attribute of children(attributes)) {
    const [oid, values] = children(attribute)
    if (oidToString(oid.value) !== OID.friendlyName) continue
    const name = children(values)[0]
    // RFC 7292 §4.2: a BMPString (UTF-16BE); a few writers use UTF8String.
    if (name?.tag === Tag.Utf8String) return name.value.toString('utf8')
    if (name?.tag !== Tag.BmpString || name.value.length % 2) return undefined
    return Buffer.from(name.value).swap16().toString('utf16le')
  }
  return undefined
}

function privateKeyOf(pkcs8: Buffer): KeyObject {
  let key: KeyObject
  try {
    key = createPrivateKey({ key: pkcs8, format: 'der', type: 'pkcs8' })
  } catch {
    throw new CertificateError('the private key in the certificate profile cannot be read')
  }
  // The key types and curves NSS and the service's browsers take for client certificates.
  if (key.asymmetricKeyType === 'rsa' || curveOf(key)) return key
  const type = key.asymmetricKeyType ?? 'unknown'
  const curve = key.asymmetricKeyDetails?.namedCurve
  const what = type === 'ec' ? `EC on the curve ${curve ?? 'with explicit parameters'}` : type.toUpperCase()
  throw new CertificateError(`the private key type ${what} is not supported: use RSA or EC on P-256, P-384 or P-521`)
}

function publicKeyOf(der: Buffer): Buffer | undefined {
  try {
    return new X509Certificate(der).publicKey.export({ type: 'spki', format: 'der' })
  } catch {
    return undefined
  }
}

function asCertificateError(error: unknown): CertificateError {
  if (error instanceof CertificateError) return error
  if (error instanceof UnsupportedAlgorithmError) {
    return new CertificateError(`the certificate profile uses ${error.message}, which is not supported`)
  }
  return new CertificateError(NOT_PKCS12)
}
