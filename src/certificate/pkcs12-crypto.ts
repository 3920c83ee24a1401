import { createDecipheriv, createHmac, hash as digest, pbkdf2, timingSafeEqual } from 'node:crypto'
import { setImmediate as nextTurn } from 'node:timers/promises'
import { promisify } from 'node:util'
import rc2 from 'node-forge/lib/rc2.js'
import forgeUtil from 'node-forge/lib/util.js'
import { abortable, throwIfAborted } from '../shared/clock.js'
import { type Der, Tag, children, expectTag, integerToNumber, octets, oidToString } from './der.js'
import { sha256Rounds } from './sha256.js'

// The ciphers of PKCS#12 files: the PKCS#12 PBE schemes (RFC 7292 App. B and C) and PBES2
// (RFC 8018). Everything runs on node:crypto except RC2, which Node 24's OpenSSL keeps in its
// legacy provider (unavailable to an action: the runner starts node without flags); node-forge's
// RC2 module fills that gap, and only that one. The PKCS#12 KDF's rounds of SHA-256 are ours too,
// for speed (see sha256.ts).

/** Which error a decryption failure means: with a MAC-less file, a wrong password shows up here. */
export class DecryptionError extends Error {}
/** An algorithm this reader does not implement; its message names it: "the cipher 1.2.3 (name)". */
export class UnsupportedAlgorithmError extends Error {}

const pbkdf2Async = promisify(pbkdf2)

/**
 * How long the conversion may hold the event loop before it lets timers, signals and I/O run: a
 * profile exported by NSS takes 600,000 hashes for its MAC key alone, 0.2 s or more of JavaScript.
 */
const SLICE_MS = 20
/** When the conversion last gave the event loop a turn; any stale value only makes a yield come early. */
let sliceStart = performance.now()

/** Gives the event loop a turn (timers, signal handlers, I/O), then throws if `signal` has aborted meanwhile. */
export async function yieldToEventLoop(signal?: AbortSignal): Promise<void> {
  await nextTurn()
  sliceStart = performance.now()
  throwIfAborted(signal)
}

/** Names for the OIDs people meet that we do not implement, so that the error says more than digits. */
const UNSUPPORTED_NAMES: Record<string, string> = {
  '1.2.840.113549.1.12.1.1': 'pbeWithSHAAnd128BitRC4',
  '1.2.840.113549.1.12.1.2': 'pbeWithSHAAnd40BitRC4',
  '1.2.840.113549.1.5.3': 'pbeWithMD5AndDES-CBC',
  '1.2.840.113549.1.5.10': 'pbeWithSHA1AndDES-CBC',
  '1.2.840.113549.1.5.14': 'PBMAC1',
  '1.2.840.113549.2.5': 'MD5',
  '1.3.14.3.2.7': 'DES-CBC',
  '1.2.840.113549.3.2': 'RC2-CBC'
}

/** An OID as an error message shows it: dotted, with its name when known. */
export function describeOid(oid: string): string {
  const name = UNSUPPORTED_NAMES[oid]
  return name ? `${oid} (${name})` : oid
}

/** The password forms a file may have been written with (see `passwordForms`). */
export interface Password {
  /** RFC 7292 App. B.1: BMPString, big-endian, with two trailing zero bytes; for the MAC and PKCS#12 PBE. */
  bmp: Buffer
  /** The bytes PBKDF2 gets in PBES2 (RFC 8018 §6.2 leaves the encoding open): OpenSSL 3 and Java pass UTF-8. */
  pbes2: Buffer
}

/**
 * The encodings to try, most likely first: the standard BMPString of the text with its UTF-8
 * bytes; for an empty password also no bytes at all (OpenSSL's NULL password); for non-ASCII
 * text also each UTF-8 byte widened to 16 bits (what OpenSSL 1.x wrote from a UTF-8 terminal);
 * and, when every character is Latin-1, its Latin-1 bytes for PBKDF2 (OpenSSL 3 given a Latin-1
 * password file or terminal: its BMPString falls back to widening the bytes, which is the
 * standard form, but PBKDF2 gets the raw bytes).
 */
export function passwordForms(password: string): Password[] {
  const utf8 = Buffer.from(password, 'utf8')
  const bmp = (units: Buffer): Buffer => Buffer.concat([units, Buffer.alloc(2)])
  const standard = bmp(Buffer.from(password, 'utf16le').swap16())
  const forms: Password[] = [{ bmp: standard, pbes2: utf8 }]
  if (password === '') forms.push({ bmp: Buffer.alloc(0), pbes2: utf8 })
  const codes = [...password].map((c) => c.codePointAt(0) ?? 0)
  if (codes.some((code) => code > 0x7f)) {
    const widened = Buffer.alloc(utf8.length * 2)
    utf8.forEach((byte, i) => (widened[i * 2 + 1] = byte))
    forms.push({ bmp: bmp(widened), pbes2: utf8 })
    if (codes.every((code) => code <= 0xff)) forms.push({ bmp: standard, pbes2: Buffer.from(password, 'latin1') })
  }
  return forms
}

/**
 * The most key-derivation iterations a profile may ask for. NSS writes 600,000 and OpenSSL 2,048;
 * a count far beyond is a broken or hostile file that would keep the conversion busy for hours.
 */
export const MAX_ITERATIONS = 10_000_000

/** An iteration count, refused past MAX_ITERATIONS. */
function iterationCount(value: Buffer): number {
  const count = integerToNumber(value)
  if (count > MAX_ITERATIONS) throw new UnsupportedAlgorithmError(`${count} key-derivation iterations (at most ${MAX_ITERATIONS} are accepted)`)
  return count
}

const HASHES: Record<string, { name: string; blockSize: number }> = {
  '1.3.14.3.2.26': { name: 'sha1', blockSize: 64 },
  '2.16.840.1.101.3.4.2.4': { name: 'sha224', blockSize: 64 },
  '2.16.840.1.101.3.4.2.1': { name: 'sha256', blockSize: 64 },
  '2.16.840.1.101.3.4.2.2': { name: 'sha384', blockSize: 128 },
  '2.16.840.1.101.3.4.2.3': { name: 'sha512', blockSize: 128 }
}

/**
 * The PKCS#12 key derivation of RFC 7292 App. B.2 (id 1: key, 2: IV, 3: MAC key). Its hashes run
 * here, on the main thread, so it yields to the event loop every SLICE_MS and then rejects with
 * the signal's reason if it has aborted.
 */
export async function pkcs12Kdf(
  hash: string, blockSize: number, password: Buffer, salt: Buffer, id: number, iterations: number, length: number, signal?: AbortSignal
): Promise<Buffer> {
  const v = blockSize
  const fill = (data: Buffer): Buffer => {
    const out = Buffer.alloc(v * Math.ceil(data.length / v))
    for (let i = 0; i < out.length; i++) out[i] = data[i % data.length]
    return out
  }
  const d = Buffer.alloc(v, id)
  const input = Buffer.concat([fill(salt), fill(password)])
  const rounds = hash === 'sha256' ? sha256Rounds : (value: Buffer, count: number): void => hashRounds(hash, value, count)
  const result: Buffer[] = []
  for (let produced = 0; produced < length; ) {
    const a = digest(hash, Buffer.concat([d, input]), 'buffer')
    // 1,024 hashes at a time: a few milliseconds at most between two looks at the clock.
    for (let done = 1; done < iterations; done += 1024) {
      rounds(a, Math.min(1024, iterations - done))
      if (performance.now() - sliceStart >= SLICE_MS) await yieldToEventLoop(signal)
    }
    result.push(a)
    produced += a.length
    // I_j = (I_j + B + 1) mod 2^(8v), with B the digest repeated to v bytes.
    const b = fill(a)
    for (let j = 0; j < input.length; j += v) {
      let carry = 1
      for (let k = v - 1; k >= 0; k--) {
        const sum = input[j + k] + b[k] + carry
        input[j + k] = sum & 0xff
        carry = sum >> 8
      }
    }
  }
  return Buffer.concat(result).subarray(0, length)
}

/**
 * Hashes `value` again `count` times, in place, with crypto.hash: the one-shot digest is several
 * times faster than createHash for these short inputs, and its Latin-1 string ('binary') written
 * back into one buffer three times faster again than its Buffer output, which allocates a Buffer
 * per hash.
 */
function hashRounds(hash: string, value: Buffer, count: number): void {
  for (let i = 0; i < count; i++) value.write(digest(hash, value, 'binary'), 'binary')
}

/** Checks the MacData of RFC 7292 §4 over the authenticated safe's octets. */
export async function macMatches(macData: Der, content: Buffer, password: Password, signal?: AbortSignal): Promise<boolean> {
  const [digestInfo, saltElement, iterationsElement] = children(expectTag(macData, Tag.Sequence, 'MacData'))
  const [algorithm, digest] = children(digestInfo)
  const oid = oidToString(children(algorithm)[0].value)
  const hash = HASHES[oid]
  if (!hash) throw new UnsupportedAlgorithmError(`the MAC algorithm ${describeOid(oid)}`)
  const iterations = iterationsElement ? iterationCount(iterationsElement.value) : 1
  const expected = octets(digest)
  const key = await pkcs12Kdf(hash.name, hash.blockSize, password.bmp, octets(saltElement), 3, iterations, expected.length, signal)
  const actual = createHmac(hash.name, key).update(content).digest()
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/** PKCS#12 PBE schemes (RFC 7292 App. C): SHA-1 KDF with the cipher's key length and effective bits. */
const PKCS12_PBE: Record<string, { cipher: string; keyLength: number; ivLength: number; rc2Bits?: number }> = {
  '1.2.840.113549.1.12.1.3': { cipher: 'des-ede3-cbc', keyLength: 24, ivLength: 8 },
  '1.2.840.113549.1.12.1.4': { cipher: 'des-ede-cbc', keyLength: 16, ivLength: 8 },
  '1.2.840.113549.1.12.1.5': { cipher: 'rc2-cbc', keyLength: 16, ivLength: 8, rc2Bits: 128 },
  '1.2.840.113549.1.12.1.6': { cipher: 'rc2-cbc', keyLength: 5, ivLength: 8, rc2Bits: 40 }
}

const PBES2_CIPHERS: Record<string, { cipher: string; keyLength: number }> = {
  '2.16.840.1.101.3.4.1.2': { cipher: 'aes-128-cbc', keyLength: 16 },
  '2.16.840.1.101.3.4.1.22': { cipher: 'aes-192-cbc', keyLength: 24 },
  '2.16.840.1.101.3.4.1.42': { cipher: 'aes-256-cbc', keyLength: 32 },
  '1.2.840.113549.3.7': { cipher: 'des-ede3-cbc', keyLength: 24 }
}

const PBKDF2_PRFS: Record<string, string> = {
  '1.2.840.113549.2.7': 'sha1',
  '1.2.840.113549.2.8': 'sha224',
  '1.2.840.113549.2.9': 'sha256',
  '1.2.840.113549.2.10': 'sha384',
  '1.2.840.113549.2.11': 'sha512'
}

/**
 * Decrypts data under an AlgorithmIdentifier of a PKCS#12 PBE scheme or PBES2. PBKDF2 runs on
 * libuv's thread pool; an abort rejects at once and leaves that computation to finish unheard.
 */
export async function decrypt(algorithm: Der, data: Buffer, password: Password, signal?: AbortSignal): Promise<Buffer> {
  const [oidElement, params] = children(expectTag(algorithm, Tag.Sequence, 'AlgorithmIdentifier'))
  const oid = oidToString(oidElement.value)
  const pbe = PKCS12_PBE[oid]
  if (pbe) {
    const [salt, iterations] = children(params).map((e) => e.value)
    const derive = (id: number, length: number): Promise<Buffer> =>
      pkcs12Kdf('sha1', 64, password.bmp, salt, id, iterationCount(iterations), length, signal)
    const key = await derive(1, pbe.keyLength)
    const iv = await derive(2, pbe.ivLength)
    return pbe.rc2Bits ? rc2Decrypt(key, pbe.rc2Bits, iv, data) : nodeDecrypt(pbe.cipher, key, iv, data)
  }
  if (oid === '1.2.840.113549.1.5.13') {
    const [kdf, scheme] = children(params)
    const [kdfOid, kdfParams] = children(kdf)
    if (oidToString(kdfOid.value) !== '1.2.840.113549.1.5.12') {
      throw new UnsupportedAlgorithmError(`the key derivation function ${describeOid(oidToString(kdfOid.value))}`)
    }
    const [schemeOid, ivElement] = children(scheme)
    const cipher = PBES2_CIPHERS[oidToString(schemeOid.value)]
    if (!cipher) throw new UnsupportedAlgorithmError(`the cipher ${describeOid(oidToString(schemeOid.value))}`)
    const [salt, iterations, ...rest] = children(kdfParams)
    const prfElement = rest.find((e) => e.tag === Tag.Sequence)
    const prfOid = prfElement ? oidToString(children(prfElement)[0].value) : '1.2.840.113549.2.7'
    const prf = PBKDF2_PRFS[prfOid]
    if (!prf) throw new UnsupportedAlgorithmError(`the PBKDF2 function ${describeOid(prfOid)}`)
    const key = await abortable(pbkdf2Async(password.pbes2, salt.value, iterationCount(iterations.value), cipher.keyLength, prf), signal)
    return nodeDecrypt(cipher.cipher, key, ivElement.value, data)
  }
  throw new UnsupportedAlgorithmError(`the encryption algorithm ${describeOid(oid)}`)
}

function nodeDecrypt(cipher: string, key: Buffer, iv: Buffer, data: Buffer): Buffer {
  try {
    const decipher = createDecipheriv(cipher, key, iv)
    return Buffer.concat([decipher.update(data), decipher.final()])
  } catch (error) {
    throw new DecryptionError(`decryption failed: ${(error as Error).message}`)
  }
}

function rc2Decrypt(key: Buffer, bits: number, iv: Buffer, data: Buffer): Buffer {
  const decipher = rc2.createDecryptionCipher(key.toString('binary'), bits)
  decipher.start(iv.toString('binary'), null)
  decipher.update(forgeUtil.createBuffer(data.toString('binary')))
  // forge's own unpadding only checks the last byte against the length (and takes 0): we pass a
  // no-op padding function and check PKCS#7 (RFC 8018 §6.1.1 step 4) ourselves.
  if (!decipher.finish(() => true)) throw new DecryptionError('decryption failed: not whole blocks')
  return unpad(Buffer.from(decipher.output.getBytes(), 'binary'), 8)
}

/** Removes PKCS#7 padding, checking every padding byte. */
function unpad(data: Buffer, blockSize: number): Buffer {
  const count = data.length > 0 ? data[data.length - 1] : 0
  const valid = count >= 1 && count <= blockSize && count <= data.length &&
    data.subarray(data.length - count).every((byte) => byte === count)
  if (!valid) throw new DecryptionError('decryption failed: bad padding')
  return data.subarray(0, data.length - count)
}
