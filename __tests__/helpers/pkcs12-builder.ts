import { X509Certificate, createCipheriv, createECDH, createHash, createHmac, createPrivateKey, pbkdf2Sync, randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { type Der, Tag, children, encode, integer, integerToNumber, octetString, octets, oid, oidToString, parseDer, sequence } from '../../src/certificate/der.js'
import { ecPair } from './pkcs12-fixtures.js'

/**
 * PKCS#12 profiles (RFC 7292) assembled from their parts, for the shapes `openssl pkcs12 -export`
 * never writes: a bag nested in a SafeContents bag, a UTF8String friendlyName, a public-key
 * encrypted safe, a PBES2 scheme with another KDF, cipher or PRF, a MAC algorithm we refuse, a
 * key that is no key. The encryption and the MAC are computed here, from the RFCs, with
 * node:crypto and a PKCS#12 KDF of our own: never with src/certificate's. And `madeOf`, which
 * says how a profile is made.
 */

export const OIDS = {
  data: '1.2.840.113549.1.7.1',
  envelopedData: '1.2.840.113549.1.7.3',
  encryptedData: '1.2.840.113549.1.7.6',
  keyBag: '1.2.840.113549.1.12.10.1.1',
  shroudedKeyBag: '1.2.840.113549.1.12.10.1.2',
  certBag: '1.2.840.113549.1.12.10.1.3',
  crlBag: '1.2.840.113549.1.12.10.1.4',
  safeContentsBag: '1.2.840.113549.1.12.10.1.6',
  x509Certificate: '1.2.840.113549.1.9.22.1',
  x509Crl: '1.2.840.113549.1.9.23.1',
  friendlyName: '1.2.840.113549.1.9.20',
  pbes2: '1.2.840.113549.1.5.13',
  pbkdf2: '1.2.840.113549.1.5.12',
  scrypt: '1.3.6.1.4.1.11591.4.11',
  aes128Cbc: '2.16.840.1.101.3.4.1.2',
  aes192Cbc: '2.16.840.1.101.3.4.1.22',
  aes256Cbc: '2.16.840.1.101.3.4.1.42',
  desEde3Cbc: '1.2.840.113549.3.7',
  desCbc: '1.3.14.3.2.7',
  rc2Cbc: '1.2.840.113549.3.2',
  hmacWithSha1: '1.2.840.113549.2.7',
  hmacWithMd5: '1.2.840.113549.2.6',
  hmacWithSha224: '1.2.840.113549.2.8',
  hmacWithSha256: '1.2.840.113549.2.9',
  hmacWithSha384: '1.2.840.113549.2.10',
  hmacWithSha512: '1.2.840.113549.2.11',
  sha1: '1.3.14.3.2.26',
  sha224: '2.16.840.1.101.3.4.2.4',
  sha256: '2.16.840.1.101.3.4.2.1',
  sha384: '2.16.840.1.101.3.4.2.2',
  sha512: '2.16.840.1.101.3.4.2.3',
  md5: '1.2.840.113549.2.5',
  pbeWithSha1And40BitRc2: '1.2.840.113549.1.12.1.6'
}

const explicit = (...content: Buffer[]): Buffer => encode(0xa0, ...content)
const set = (...content: Buffer[]): Buffer => encode(Tag.Set, ...content)
const NULL = encode(Tag.Null)

export const bmpString = (text: string): Buffer => encode(Tag.BmpString, Buffer.from(text, 'utf16le').swap16())
export const utf8String = (text: string): Buffer => encode(Tag.Utf8String, Buffer.from(text, 'utf8'))

/** A SafeBag; `friendlyName` is the encoded string (BMPString or UTF8String). */
export function bag(type: string, value: Buffer, friendlyName?: Buffer): Buffer {
  const attributes = friendlyName ? [set(sequence(oid(OIDS.friendlyName), set(friendlyName)))] : []
  return sequence(oid(type), explicit(value), ...attributes)
}

export const keyBag = (pkcs8: Buffer, friendlyName?: Buffer): Buffer => bag(OIDS.keyBag, pkcs8, friendlyName)
export const certBag = (der: Buffer, friendlyName?: Buffer): Buffer =>
  bag(OIDS.certBag, sequence(oid(OIDS.x509Certificate), explicit(octetString(der))), friendlyName)
export const shroudedKeyBag = (encrypted: Encrypted, friendlyName?: Buffer): Buffer =>
  bag(OIDS.shroudedKeyBag, sequence(encrypted.algorithm, octetString(encrypted.data)), friendlyName)
export const safeContentsBag = (...bags: Buffer[]): Buffer => bag(OIDS.safeContentsBag, sequence(...bags))
/** A CRL bag (its "CRL" is a placeholder: a reader must pass over the bag, not read it). */
export const crlBag = (): Buffer => bag(OIDS.crlBag, sequence(oid(OIDS.x509Crl), explicit(octetString(Buffer.from('no CRL')))))

/** A ContentInfo of type data holding a SafeContents. */
export const dataSafe = (...bags: Buffer[]): Buffer => sequence(oid(OIDS.data), explicit(octetString(sequence(...bags))))
/** A ContentInfo of type encryptedData: EncryptedData { version, EncryptedContentInfo { data, algorithm, [0] IMPLICIT } }. */
export const encryptedSafe = (encrypted: Encrypted): Buffer =>
  sequence(oid(OIDS.encryptedData), explicit(sequence(integer(0), sequence(oid(OIDS.data), encrypted.algorithm, encode(0x80, encrypted.data)))))
/** A ContentInfo of type envelopedData (public-key encrypted); its content is a stub. */
export const envelopedSafe = (): Buffer => sequence(oid(OIDS.envelopedData), explicit(sequence(integer(0))))

/** An AlgorithmIdentifier and the data encrypted under it. */
export interface Encrypted {
  algorithm: Buffer
  data: Buffer
}

export interface Pbes2Options {
  /** The KDF's OID; default PBKDF2. Another one gets scrypt-shaped parameters. */
  kdf?: string
  /** The cipher's OID; default AES-256-CBC (AES-128, AES-192 and 3DES are computed too). */
  cipher?: string
  /** PBKDF2's PRF; default hmacWithSHA256 (any HMAC of SHA-1 or SHA-2); null leaves it out (RFC 8018's default, hmacWithSHA1). */
  prf?: string | null
}

const PRF_HASHES: Record<string, string> = {
  [OIDS.hmacWithSha1]: 'sha1',
  [OIDS.hmacWithSha224]: 'sha224',
  [OIDS.hmacWithSha256]: 'sha256',
  [OIDS.hmacWithSha384]: 'sha384',
  [OIDS.hmacWithSha512]: 'sha512'
}

/** The PBES2 ciphers computed here: OpenSSL's name, key and IV length (RFC 8018 App. B.2, NIST SP 800-38A). */
const PBES2_CIPHERS: Record<string, { name: string; keyLength: number; ivLength: number }> = {
  [OIDS.aes128Cbc]: { name: 'aes-128-cbc', keyLength: 16, ivLength: 16 },
  [OIDS.aes192Cbc]: { name: 'aes-192-cbc', keyLength: 24, ivLength: 16 },
  [OIDS.aes256Cbc]: { name: 'aes-256-cbc', keyLength: 32, ivLength: 16 },
  [OIDS.desEde3Cbc]: { name: 'des-ede3-cbc', keyLength: 24, ivLength: 8 }
}

/**
 * `plaintext` encrypted with PBES2 (RFC 8018 §6.2) under the UTF-8 password, 2 iterations. With a
 * KDF, cipher or PRF that is not PBKDF2, AES or 3DES, or an HMAC of SHA-1 or SHA-2, the data is
 * random: a reader must refuse the algorithm before it decrypts.
 */
export function pbes2(plaintext: Buffer, password: string, options: Pbes2Options = {}): Encrypted {
  const { kdf = OIDS.pbkdf2, cipher = OIDS.aes256Cbc, prf = OIDS.hmacWithSha256 } = options
  const scheme = PBES2_CIPHERS[cipher]
  const salt = randomBytes(8)
  const iv = randomBytes(scheme?.ivLength ?? 16)
  const kdfParams = kdf === OIDS.pbkdf2
    ? sequence(octetString(salt), integer(2), ...(prf === null ? [] : [sequence(oid(prf), NULL)]))
    : sequence(octetString(salt), integer(16384), integer(8), integer(1)) // scrypt: cost, block size, parallelization
  const algorithm = sequence(oid(OIDS.pbes2), sequence(sequence(oid(kdf), kdfParams), sequence(oid(cipher), octetString(iv))))
  const hash = PRF_HASHES[prf ?? OIDS.hmacWithSha1]
  if (kdf !== OIDS.pbkdf2 || !scheme || !hash) return { algorithm, data: randomBytes(32) }
  const key = pbkdf2Sync(Buffer.from(password, 'utf8'), salt, 2, scheme.keyLength, hash)
  const encrypter = createCipheriv(scheme.name, key, iv)
  return { algorithm, data: Buffer.concat([encrypter.update(plaintext), encrypter.final()]) }
}

/** The password as RFC 7292 App. B.1 feeds the MAC's KDF: a BMPString with two trailing zero bytes. */
const bmpPassword = (password: string): Buffer => Buffer.concat([Buffer.from(password, 'utf16le').swap16(), Buffer.alloc(2)])

/** The hashes of the PKCS#12 KDF and of the MAC computed here. */
export type MacHash = 'sha1' | 'sha224' | 'sha256' | 'sha384' | 'sha512'

/**
 * RFC 7292 App. B.2: id 1 key, 2 IV, 3 MAC key; the password as a user types it. v, the hash's
 * block size, is 64 bytes for SHA-1, SHA-224 and SHA-256, 128 for SHA-384 and SHA-512.
 */
export function pkcs12Key(hash: MacHash, text: string, salt: Buffer, id: number, iterations: number, length: number): Buffer {
  const v = hash === 'sha384' || hash === 'sha512' ? 128 : 64
  const password = bmpPassword(text)
  const fill = (data: Buffer): Buffer =>
    Buffer.from(Array.from({ length: data.length === 0 ? 0 : v * Math.ceil(data.length / v) }, (_, i) => data[i % data.length]))
  const input = Buffer.concat([fill(salt), fill(password)])
  const blocks: Buffer[] = []
  while (Buffer.concat(blocks).length < length) {
    let a = createHash(hash).update(Buffer.alloc(v, id)).update(input).digest()
    for (let i = 1; i < iterations; i++) a = createHash(hash).update(a).digest()
    blocks.push(a)
    const b = BigInt(`0x${fill(a).subarray(0, v).toString('hex')}`)
    for (let j = 0; j < input.length; j += v) {
      const sum = (BigInt(`0x${input.subarray(j, j + v).toString('hex')}`) + b + 1n) % (1n << BigInt(8 * v))
      Buffer.from(sum.toString(16).padStart(2 * v, '0'), 'hex').copy(input, j)
    }
  }
  return Buffer.concat(blocks).subarray(0, length)
}

export interface MacOptions {
  password: string
  /** The digest algorithm's OID; default SHA-256. SHA-1 and SHA-2 get a computed MAC; another gets a random digest. */
  algorithm?: string
}

const MAC_HASHES: Record<string, MacHash> = {
  [OIDS.sha1]: 'sha1', [OIDS.sha224]: 'sha224', [OIDS.sha256]: 'sha256', [OIDS.sha384]: 'sha384', [OIDS.sha512]: 'sha512'
}

/** A PFX: version 3, the authenticated safe of `safes`, and MacData when `mac` is given. */
export function pfx(safes: Buffer[], mac?: MacOptions): Buffer {
  const content = sequence(...safes)
  const authSafe = sequence(oid(OIDS.data), explicit(octetString(content)))
  if (!mac) return sequence(integer(3), authSafe)
  const { password, algorithm = OIDS.sha256 } = mac
  const salt = randomBytes(8)
  const hash = MAC_HASHES[algorithm]
  // The MAC key is as long as the hash's output (RFC 7292 App. B.4).
  const digest = hash
    ? createHmac(hash, pkcs12Key(hash, password, salt, 3, 1, createHash(hash).digest().length)).update(content).digest()
    : randomBytes(16)
  const macData = sequence(sequence(sequence(oid(algorithm), NULL), octetString(digest)), octetString(salt), integer(1))
  return sequence(integer(3), authSafe, macData)
}

/** An unsigned INTEGER from big-endian bytes (a leading zero when the high bit is set). */
const bigInteger = (bytes: Buffer): Buffer => encode(Tag.Integer, bytes[0] & 0x80 ? Buffer.concat([Buffer.of(0), bytes]) : bytes)

/**
 * A PKCS#8 EC key with explicit curve parameters that name no curve: P-256's field, equation and
 * order, but 2G as the generator (a point of the same prime order). OpenSSL matches explicit
 * parameters to a named curve when they are one; these are not, so the key has no curve name.
 */
export function explicitCurveKey(): Buffer {
  const hex = (text: string): Buffer => Buffer.from(text, 'hex')
  const p = hex('ffffffff00000001000000000000000000000000ffffffffffffffffffffffff')
  const a = hex('ffffffff00000001000000000000000000000000fffffffffffffffffffffffc')
  const b = hex('5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604b')
  const n = hex('ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551')
  const ecdh = createECDH('prime256v1')
  ecdh.setPrivateKey(Buffer.concat([Buffer.alloc(31), Buffer.of(2)]))
  const twoG = ecdh.getPublicKey()
  const parameters = sequence(
    integer(1), sequence(oid('1.2.840.10045.1.1'), bigInteger(p)), sequence(octetString(a), octetString(b)),
    octetString(twoG), bigInteger(n), integer(1)
  )
  const ecPrivateKey = sequence(integer(1), octetString(Buffer.concat([Buffer.alloc(31), Buffer.of(7)])))
  return sequence(integer(0), sequence(oid('1.2.840.10045.2.1'), parameters), octetString(ecPrivateKey))
}

/**
 * An X9.42 Diffie-Hellman key (RFC 5114's 1024-bit group), from `openssl genpkey -algorithm DHX`:
 * a key node:crypto reads but names no type for (asymmetricKeyType undefined).
 */
export const DHX_KEY = `-----BEGIN PRIVATE KEY-----
MIIBSwIBADCCASwGByqGSM4+AgEwggEfAoGBALELj5aggOAd3pLeXq5dVOxSyZ+8
+wajxppqncpS0jthYHPihnWiPRiYOO8eLuZSwBPstK6pBhEjJJdcPNSbg7+sy919
kMS9cJhIjpwhmnNyTv/W+uVkRzj6oxpP9VvMwKFRr18NyLS9Rb833zZcGmXmjP2n
bU2nCN8fsrwuSkNxAoGBAKTRy9XD/TQSZ2WkQu+5mQX4EE3SWKxQf9ZAbP8UJm0x
Jm/qHlxBVkt3fmkPVQTyExYCF7SwG4hqXpFUf54nSfTX+9fTuaku4ZCdDSJj+Ap2
pqJMCHoJH1MdvwoBabaiitZipNGOc6+jLXedWRjQi8iFj03O+XwqJIVebusis7Ll
AhUA9Riqh4Go3yeKuk59ZLfLnUlGI1MEFgIUVuRO5VAXT2itcRZj5SizpidzI8o=
-----END PRIVATE KEY-----
`

/** pbeWithSHAAnd3-KeyTripleDES-CBC (RFC 7292 App. C). */
export const PBE_SHA1_3DES = '1.2.840.113549.1.12.1.3'

/**
 * `plaintext` encrypted with pbeWithSHAAnd3-KeyTripleDES-CBC (RFC 7292 App. C): key and IV from
 * the PKCS#12 KDF with SHA-1, the password as a BMPString; PKCS#7 padding.
 */
export function pkcs12Pbe3Des(plaintext: Buffer, password: string, iterations = 1): Encrypted {
  const salt = randomBytes(8)
  const key = pkcs12Key('sha1', password, salt, 1, iterations, 24)
  const iv = pkcs12Key('sha1', password, salt, 2, iterations, 8)
  const encrypter = createCipheriv('des-ede3-cbc', key, iv)
  return {
    algorithm: sequence(oid(PBE_SHA1_3DES), sequence(octetString(salt), integer(iterations))),
    data: Buffer.concat([encrypter.update(plaintext), encrypter.final()])
  }
}

/** The P-256 test key of the fixtures (PKCS#8 DER, and as a JWK) and its certificate (DER): parts to build profiles from. */
export async function p256Parts(): Promise<{ pkcs8: Buffer; certificate: Buffer; jwk: unknown }> {
  const pair = ecPair('P-256')
  const key = createPrivateKey(await readFile(pair.key))
  return {
    pkcs8: key.export({ type: 'pkcs8', format: 'der' }),
    certificate: new X509Certificate(await readFile(pair.cert, 'utf8')).raw,
    jwk: key.export({ format: 'jwk' })
  }
}

const NAMES: Record<string, string> = {
  '1.2.840.113549.1.12.1.1': 'RC4-128',
  '1.2.840.113549.1.12.1.3': '3DES',
  '1.2.840.113549.1.12.1.4': '2DES',
  '1.2.840.113549.1.12.1.5': 'RC2-128',
  '1.2.840.113549.1.12.1.6': 'RC2-40',
  [OIDS.aes128Cbc]: 'AES-128',
  [OIDS.aes256Cbc]: 'AES-256',
  [OIDS.desEde3Cbc]: 'DES-EDE3',
  [OIDS.hmacWithSha1]: 'SHA-1',
  [OIDS.hmacWithSha256]: 'SHA-256',
  [OIDS.sha1]: 'SHA-1',
  [OIDS.sha256]: 'SHA-256',
  [OIDS.sha512]: 'SHA-512'
}
const nameOf = (element: Der): string => {
  const dotted = oidToString(element.value)
  return NAMES[dotted] ?? dotted
}

/** An encryption: `PBES2 <cipher>/<PBKDF2 hash> ×<iterations>`, or `<PKCS#12 PBE> ×<iterations>`. */
function encryption(algorithm: Der): string {
  const [id, parameters] = children(algorithm)
  if (oidToString(id.value) !== OIDS.pbes2) return `${nameOf(id)} ×${integerToNumber(children(parameters)[1].value)}`
  const [kdf, scheme] = children(parameters)
  const [, iterations, ...rest] = children(children(kdf)[1])
  const prf = rest.find((element) => element.tag === 0x30)
  return `PBES2 ${nameOf(children(scheme)[0])}/${prf ? nameOf(children(prf)[0]) : 'SHA-1'} ×${integerToNumber(iterations.value)}`
}

/**
 * How a PKCS#12 file is made, read from its DER here (not by the reader under test): each safe in
 * order, `encrypted <encryption>` or the bags of a plain one (`certificate`, `key`, `shrouded key
 * <encryption>`), then `MAC <hash> ×<iterations>` or `no MAC`.
 */
export function madeOf(file: string): string {
  const [, authSafe, macData] = children(parseDer(readFileSync(file)))
  const safes = children(parseDer(octets(children(authSafe)[1]))).map((safe) => {
    const [type, content] = children(safe)
    if (oidToString(type.value) === OIDS.encryptedData) return `encrypted ${encryption(children(children(children(content)[0])[1])[1])}`
    return children(parseDer(octets(children(content)[0]))).map((bag) => {
      const [bagType, value] = children(bag)
      const kind = oidToString(bagType.value)
      if (kind === OIDS.shroudedKeyBag) return `shrouded key ${encryption(children(children(value)[0])[0])}`
      return kind === OIDS.keyBag ? 'key' : kind === OIDS.certBag ? 'certificate' : kind
    }).join(', ')
  })
  if (!macData) return [...safes, 'no MAC'].join('; ')
  const [digestInfo, , iterations] = children(macData)
  return [...safes, `MAC ${nameOf(children(children(digestInfo)[0])[0])} ×${iterations ? integerToNumber(iterations.value) : 1}`].join('; ')
}
