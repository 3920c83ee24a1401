import { type KeyObject, X509Certificate, createHash } from 'node:crypto'
import { type Der, Tag, children, octetString, oidToString, parseDer } from '../der.js'
import { CertificateError, type CertificateProfile, type ProfileCertificate } from '../profile.js'

// The PKCS#11 objects that `pk12util -i` creates for a profile (p12d.c, pk11pk12.c), with the
// attribute values as NSS stores them (sftkdb.c): what the NSS writer stores and the reader checks.

/** PKCS#11 attribute types (pkcs11t.h, pkcs11n.h). */
export const CKA = {
  CLASS: 0x0, TOKEN: 0x1, PRIVATE: 0x2, LABEL: 0x3, VALUE: 0x11,
  CERTIFICATE_TYPE: 0x80, ISSUER: 0x81, SERIAL_NUMBER: 0x82,
  KEY_TYPE: 0x100, SUBJECT: 0x101, ID: 0x102, SENSITIVE: 0x103, ENCRYPT: 0x104, DECRYPT: 0x105,
  WRAP: 0x106, UNWRAP: 0x107, SIGN: 0x108, SIGN_RECOVER: 0x109, VERIFY: 0x10a, VERIFY_RECOVER: 0x10b,
  DERIVE: 0x10c, START_DATE: 0x110, END_DATE: 0x111,
  MODULUS: 0x120, PUBLIC_EXPONENT: 0x122, PRIVATE_EXPONENT: 0x123, PRIME_1: 0x124, PRIME_2: 0x125,
  EXPONENT_1: 0x126, EXPONENT_2: 0x127, COEFFICIENT: 0x128,
  EXTRACTABLE: 0x162, LOCAL: 0x163, NEVER_EXTRACTABLE: 0x164, ALWAYS_SENSITIVE: 0x165, MODIFIABLE: 0x170,
  EC_PARAMS: 0x180, EC_POINT: 0x181, NSS_DB: 0xd5a0db00
} as const

export const CKO = { CERTIFICATE: 1, PUBLIC_KEY: 2, PRIVATE_KEY: 3 } as const
export const CKK = { RSA: 0, EC: 3 } as const

/** Attributes whose stored value is encrypted and MACed with object id 0 (sftkdb_isPrivateAttribute). */
export const PRIVATE_ATTRIBUTES: readonly number[] = [
  CKA.VALUE, CKA.PRIVATE_EXPONENT, CKA.PRIME_1, CKA.PRIME_2, CKA.EXPONENT_1, CKA.EXPONENT_2, CKA.COEFFICIENT
]
/** Plaintext attributes that carry a MAC with the row's own id (sftkdb_isAuthenticatedAttribute). */
export const AUTHENTICATED_ATTRIBUTES: readonly number[] = [CKA.MODULUS, CKA.PUBLIC_EXPONENT]

/** The named curves, by the DER of their OID (CKA_EC_PARAMS), their JWK name and OpenSSL's. */
export const CURVES = [
  { jwk: 'P-256', name: 'prime256v1', params: '06082a8648ce3d030107' },
  { jwk: 'P-384', name: 'secp384r1', params: '06052b81040022' },
  { jwk: 'P-521', name: 'secp521r1', params: '06052b81040023' }
] as const

export type Attributes = Map<number, Buffer>

/** A CK_ULONG as NSS stores it: 4 bytes, big-endian, whatever the platform (sftk_ULong2SDBULong). */
export const ulong = (n: number): Buffer => {
  const b = Buffer.alloc(4)
  b.writeUInt32BE(n)
  return b
}
const bool = (value: boolean): Buffer => Buffer.of(value ? 1 : 0)
const EMPTY = Buffer.alloc(0)

export interface NssObjects {
  privateKey: Attributes
  publicKey: Attributes
  certificates: Attributes[]
}

/** The objects of one profile: its private key (key4.db), public key and certificates (cert9.db). */
export function objectsOf(profile: CertificateProfile): NssObjects {
  const key = keyValues(profile.privateKey)
  const nicknames = nicknamesOf(profile)
  const ee = certificateFields(profile.certificate.der)
  const common = (cls: number, isPrivate: boolean): [number, Buffer][] => [
    [CKA.CLASS, ulong(cls)], [CKA.TOKEN, bool(true)], [CKA.PRIVATE, bool(isPrivate)], [CKA.KEY_TYPE, ulong(key.type)],
    [CKA.ID, key.id], [CKA.START_DATE, EMPTY], [CKA.END_DATE, EMPTY], [CKA.LOCAL, bool(false)], [CKA.MODIFIABLE, bool(true)]
  ]
  const rsa = key.type === CKK.RSA
  const privateKey: Attributes = new Map([
    ...common(CKO.PRIVATE_KEY, true),
    [CKA.LABEL, Buffer.from(nicknames[0])], [CKA.SUBJECT, ee.subject], [CKA.SENSITIVE, bool(true)],
    [CKA.DECRYPT, bool(rsa)], [CKA.UNWRAP, bool(rsa)], [CKA.SIGN, bool(true)], [CKA.SIGN_RECOVER, bool(true)],
    [CKA.DERIVE, bool(!rsa)], [CKA.EXTRACTABLE, bool(true)], [CKA.NEVER_EXTRACTABLE, bool(false)],
    [CKA.ALWAYS_SENSITIVE, bool(false)], [CKA.NSS_DB, key.publicValue], ...key.privateAttributes
  ])
  const publicKey: Attributes = new Map([
    ...common(CKO.PUBLIC_KEY, false),
    [CKA.LABEL, EMPTY], [CKA.SUBJECT, EMPTY], [CKA.ENCRYPT, bool(rsa)], [CKA.WRAP, bool(rsa)],
    [CKA.VERIFY, bool(true)], [CKA.VERIFY_RECOVER, bool(rsa)], [CKA.DERIVE, bool(!rsa)], ...key.publicAttributes
  ])
  const all = [profile.certificate, ...profile.chain]
  const certificates = all.map((certificate, i) => {
    const fields = certificateFields(certificate.der)
    return new Map<number, Buffer>([
      [CKA.CLASS, ulong(CKO.CERTIFICATE)], [CKA.TOKEN, bool(true)], [CKA.PRIVATE, bool(false)],
      [CKA.LABEL, Buffer.from(nicknames[i])], [CKA.VALUE, certificate.der], [CKA.CERTIFICATE_TYPE, ulong(0)],
      [CKA.ISSUER, fields.issuer], [CKA.SERIAL_NUMBER, fields.serial], [CKA.SUBJECT, fields.subject],
      [CKA.ID, certificateId(certificate.der)],
      [CKA.MODIFIABLE, bool(true)]
    ])
  })
  return { privateKey, publicKey, certificates }
}

/**
 * A certificate's CKA_ID: the one of its public key, as for the key (so the end-entity certificate
 * and its key share it); a key of any other type by the SHA-1 of its SPKI.
 */
function certificateId(der: Buffer): Buffer {
  const publicKey = new X509Certificate(der).publicKey
  return sha1(publicValue(publicKey) ?? publicKey.export({ type: 'spki', format: 'der' }))
}

/** CKA_NSS_DB: the modulus of an RSA key, the raw point of an EC key on a curve of CURVES; nothing for any other key. */
function publicValue(key: KeyObject): Buffer | undefined {
  if (key.asymmetricKeyType === 'rsa') return base64url(key.export({ format: 'jwk' }).n)
  if (!curveOf(key)) return undefined
  const jwk = key.export({ format: 'jwk' })
  return Buffer.concat([Buffer.of(4), base64url(jwk.x), base64url(jwk.y)])
}

/** The curve of CURVES that an EC key is on; undefined for any other key. */
export const curveOf = (key: KeyObject) => CURVES.find((c) => c.name === key.asymmetricKeyDetails?.namedCurve)

interface KeyValues {
  type: number
  /** CKA_ID: SHA-1 of the modulus or of the EC point (pk11pk12.c PK11_MakeIDFromPubKey). */
  id: Buffer
  /** CKA_NSS_DB: the modulus, or the raw EC point. */
  publicValue: Buffer
  publicAttributes: [number, Buffer][]
  privateAttributes: [number, Buffer][]
}

/** The values NSS stores for a private key and its public key. JWK integers are minimal, as NSS stores RSA numbers (RFC 7518 §2). */
function keyValues(key: KeyObject): KeyValues {
  const value = publicValue(key)
  if (!value) {
    const curve = key.asymmetricKeyDetails?.namedCurve
    throw new CertificateError(`the key type ${key.asymmetricKeyType?.toUpperCase() ?? 'unknown'}${curve ? ` ${curve}` : ''} is not supported`)
  }
  const jwk = key.export({ format: 'jwk' })
  const curve = curveOf(key)
  // publicValue took only RSA keys and EC keys on a curve of CURVES.
  if (curve) {
    const params = Buffer.from(curve.params, 'hex')
    return {
      type: CKK.EC,
      id: sha1(value),
      publicValue: value,
      // The public key object keeps the point DER-wrapped as an OCTET STRING; the private key keeps it raw.
      publicAttributes: [[CKA.EC_PARAMS, params], [CKA.EC_POINT, octetString(value)]],
      privateAttributes: [[CKA.EC_PARAMS, params], [CKA.VALUE, base64url(jwk.d)]]
    }
  }
  return {
    type: CKK.RSA,
    id: sha1(value),
    publicValue: value,
    publicAttributes: [[CKA.MODULUS, value], [CKA.PUBLIC_EXPONENT, base64url(jwk.e)]],
    privateAttributes: [
      [CKA.MODULUS, value], [CKA.PUBLIC_EXPONENT, base64url(jwk.e)], [CKA.PRIVATE_EXPONENT, base64url(jwk.d)], [CKA.PRIME_1, base64url(jwk.p)],
      [CKA.PRIME_2, base64url(jwk.q)], [CKA.EXPONENT_1, base64url(jwk.dp)], [CKA.EXPONENT_2, base64url(jwk.dq)], [CKA.COEFFICIENT, base64url(jwk.qi)]
    ]
  }
}

/** A JWK member: the JWK of an RSA or EC key has every member its type defines. */
const base64url = (text: string | undefined): Buffer => Buffer.from(text as string, 'base64url')
const sha1 = (data: Buffer): Buffer => createHash('sha1').update(data).digest()

/** The issuer, subject and serial number of a certificate as DER, the serial with its tag and length. */
export function certificateFields(der: Buffer): { issuer: Buffer; subject: Buffer; serial: Buffer } {
  const [tbs] = children(parseDer(der))
  const fields = children(tbs)
  const start = fields[0].tag === 0xa0 ? 1 : 0 // [0] EXPLICIT version is optional
  return { serial: fields[start].raw, issuer: fields[start + 2].raw, subject: fields[start + 4].raw }
}

/**
 * The nicknames pk12util gives (p12d.c sec_pkcs12_get_nickname_for_cert): the certificate bag's
 * friendlyName; for the key's certificate the key bag's next; else CERT_MakeCANickname's
 * "<subject CN or OU> - <issuer O or DC>". A name another subject already has gets " #2", " #3"….
 */
export function nicknamesOf(profile: CertificateProfile): string[] {
  const taken = new Map<string, string>()
  return [profile.certificate, ...profile.chain].map((certificate: ProfileCertificate, i) => {
    const given = certificate.friendlyName ?? (i === 0 ? profile.keyFriendlyName : undefined)
    const { issuer, subject } = certificateFields(certificate.der)
    const base = given ?? madeUpNickname(subject, issuer)
    const subjectHex = subject.toString('hex')
    let nickname = base
    for (let n = 2; taken.has(nickname) && taken.get(nickname) !== subjectHex; n++) nickname = `${base} #${n}`
    taken.set(nickname, subjectHex)
    return nickname
  })
}

function madeUpNickname(subject: Buffer, issuer: Buffer): string {
  // CERT_GetCommonName takes the last CN of the name; the others the first of their kind.
  const cn = nameElements(subject, '2.5.4.3').at(-1) ?? nameElements(subject, '2.5.4.11')[0]
  const org = nameElements(issuer, '2.5.4.10')[0] ?? nameElements(issuer, '0.9.2342.19200300.100.1.25')[0]
  if (cn && org) return `${cn} - ${org}`
  return cn ?? 'Unknown CA'
}

/** The values of the attributes of that type in a Name, in order, escaped as NSS's avaToString does. */
function nameElements(name: Buffer, type: string): string[] {
  const values: string[] = []
  for (const rdn of children(parseDer(name))) {
    for (const ava of children(rdn)) {
      const [oidElement, value] = children(ava)
      if (oidToString(oidElement.value) === type) values.push(decodeString(value).replace(/["\\]/g, '\\$&'))
    }
  }
  return values
}

function decodeString(value: Der): string {
  if (value.tag === Tag.BmpString) return Buffer.from(value.value).swap16().toString('utf16le')
  return value.value.toString(value.tag === 0x14 ? 'latin1' : 'utf8')
}
