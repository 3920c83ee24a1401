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

/** The named curves, by the DER of their OID (CKA_EC_PARAMS) and the JWK name. */
export const CURVES = [
  { jwk: 'P-256', params: '06082a8648ce3d030107' },
  { jwk: 'P-384', params: '06052b81040022' },
  { jwk: 'P-521', params: '06052b81040023' }
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
    const fields = i === 0 ? ee : certificateFields(certificate.der)
    return new Map<number, Buffer>([
      [CKA.CLASS, ulong(CKO.CERTIFICATE)], [CKA.TOKEN, bool(true)], [CKA.PRIVATE, bool(false)],
      [CKA.LABEL, Buffer.from(nicknames[i])], [CKA.VALUE, certificate.der], [CKA.CERTIFICATE_TYPE, ulong(0)],
      [CKA.ISSUER, fields.issuer], [CKA.SERIAL_NUMBER, fields.serial], [CKA.SUBJECT, fields.subject],
      [CKA.ID, i === 0 ? key.id : chainCertificateId(certificate.der)],
      [CKA.MODIFIABLE, bool(true)]
    ])
  })
  return { privateKey, publicKey, certificates }
}

/** A chain certificate's CKA_ID: from its own public key, like the key's; any other key type by its SPKI. */
function chainCertificateId(der: Buffer): Buffer {
  const publicKey = new X509Certificate(der).publicKey
  try {
    return keyValues(publicKey).id
  } catch {
    return createHash('sha1').update(publicKey.export({ type: 'spki', format: 'der' })).digest()
  }
}

interface KeyValues {
  type: number
  /** CKA_ID: SHA-1 of the modulus or of the EC point (pk11pk12.c PK11_MakeIDFromPubKey). */
  id: Buffer
  /** CKA_NSS_DB: the modulus, or the raw EC point. */
  publicValue: Buffer
  publicAttributes: [number, Buffer][]
  privateAttributes: [number, Buffer][]
}

function keyValues(key: KeyObject): KeyValues {
  if (key.asymmetricKeyType !== 'rsa' && key.asymmetricKeyType !== 'ec') {
    throw new CertificateError(`the key type ${key.asymmetricKeyType?.toUpperCase() ?? 'unknown'} is not supported`)
  }
  const jwk = key.export({ format: 'jwk' })
  const big = (value?: string): Buffer => stripZeros(Buffer.from(value ?? '', 'base64url'))
  if (jwk.kty === 'RSA') {
    const modulus = big(jwk.n)
    const isPrivate = key.type === 'private'
    return {
      type: CKK.RSA,
      id: createHash('sha1').update(modulus).digest(),
      publicValue: modulus,
      publicAttributes: [[CKA.MODULUS, modulus], [CKA.PUBLIC_EXPONENT, big(jwk.e)]],
      privateAttributes: isPrivate
        ? [[CKA.MODULUS, modulus], [CKA.PUBLIC_EXPONENT, big(jwk.e)], [CKA.PRIVATE_EXPONENT, big(jwk.d)], [CKA.PRIME_1, big(jwk.p)],
           [CKA.PRIME_2, big(jwk.q)], [CKA.EXPONENT_1, big(jwk.dp)], [CKA.EXPONENT_2, big(jwk.dq)], [CKA.COEFFICIENT, big(jwk.qi)]]
        : []
    }
  }
  const curve = CURVES.find((c) => c.jwk === jwk.crv)
  if (jwk.kty !== 'EC' || !curve) throw new CertificateError(`the key type ${jwk.kty}${jwk.crv ? ` ${jwk.crv}` : ''} is not supported`)
  const point = Buffer.concat([Buffer.of(4), Buffer.from(jwk.x ?? '', 'base64url'), Buffer.from(jwk.y ?? '', 'base64url')])
  const params = Buffer.from(curve.params, 'hex')
  return {
    type: CKK.EC,
    id: createHash('sha1').update(point).digest(),
    publicValue: point,
    // The public key object keeps the point DER-wrapped as an OCTET STRING; the private key keeps it raw.
    publicAttributes: [[CKA.EC_PARAMS, params], [CKA.EC_POINT, octetString(point)]],
    privateAttributes: key.type === 'private' ? [[CKA.EC_PARAMS, params], [CKA.VALUE, Buffer.from(jwk.d ?? '', 'base64url')]] : []
  }
}

/** Big-endian integers without leading zeros, as NSS stores RSA numbers. */
const stripZeros = (b: Buffer): Buffer => {
  let i = 0
  while (i < b.length - 1 && b[i] === 0) i++
  return b.subarray(i)
}

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
