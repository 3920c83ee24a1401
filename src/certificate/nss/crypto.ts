import { createCipheriv, createDecipheriv, createHash, createHmac, pbkdf2Sync, randomBytes, timingSafeEqual } from 'node:crypto'
import { type Der, Tag, children, encode, expectTag, integer, integerToNumber, octetString, oid, parseDer, sequence } from '../der.js'

// The cryptography of an NSS key database (key4.db) whose password is empty, as NSS's softoken
// writes it (lib/softoken/sftkpwd.c, lowpbe.c). Several details look like mistakes and are not:
// "correcting" any of them makes NSS reject the database, silently or with a password prompt.

const PBES2 = '1.2.840.113549.1.5.13'
const PBKDF2 = '1.2.840.113549.1.5.12'
const PBMAC1 = '1.2.840.113549.1.5.14'
const HMAC_SHA256 = '1.2.840.113549.2.9'
const AES_256_CBC = '2.16.840.1.101.3.4.1.42'

/** The plaintext of the password-check entry (sftkpwd.c SFTK_PW_CHECK_STRING). */
export const PASSWORD_CHECK = Buffer.from('password-check')

/**
 * The key that protects every entry: SHA-1 of the global salt followed by the password, here empty
 * (sftkdb_passwordToKey). NSS ≥ 3.118 uses SHA-384 and a 48-byte salt only for non-empty passwords.
 */
export function passKey(globalSalt: Buffer): Buffer {
  return createHash('sha1').update(globalSalt).digest()
}

/** A fresh global salt: 20 bytes, as sftkdb_ChangePassword picks for the empty password. */
export function newGlobalSalt(): Buffer {
  return randomBytes(20)
}

/**
 * PBKDF2 parameters as NSS writes them: a 32-byte salt, an iteration count of 1 (sftkdb_CheckPasswordNull
 * treats the token as password-less only with exactly 1), key length 32, PRF hmacWithSHA256 with no NULL.
 */
function pbkdf2Params(salt: Buffer): Buffer {
  return sequence(oid(PBKDF2), sequence(octetString(salt), integer(1), integer(32), sequence(oid(HMAC_SHA256))))
}

function deriveKey(key: Buffer, salt: Buffer, iterations = 1): Buffer {
  return pbkdf2Sync(key, salt, iterations, 32, 'sha256')
}

/**
 * Encrypts an attribute value or the password check (sftkdb_EncryptAttribute): PBES2 with
 * AES-256-CBC. The IV quirk (lowpbe.c nsspkcs5_SetIVParam): the parameter is a 14-byte OCTET STRING,
 * and the IV that NSS really uses is that parameter's raw DER, `04 0E` followed by the 14 bytes.
 */
export function encryptValue(key: Buffer, plaintext: Buffer): Buffer {
  const salt = randomBytes(32)
  const ivParameter = octetString(randomBytes(14))
  const cipher = createCipheriv('aes-256-cbc', deriveKey(key, salt), ivParameter)
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()])
  const algorithm = sequence(oid(PBES2), sequence(pbkdf2Params(salt), sequence(oid(AES_256_CBC), ivParameter)))
  return sequence(algorithm, octetString(ciphertext))
}

/** Reverses `encryptValue` for a blob that NSS or we wrote. */
export function decryptValue(key: Buffer, blob: Buffer): Buffer {
  const [algorithm, ciphertext] = children(expectTag(parseDer(blob), Tag.Sequence, 'encrypted value'))
  const [kdf, scheme] = children(children(algorithm)[1])
  const { salt, iterations } = readPbkdf2(kdf)
  const ivParameter = children(scheme)[1].raw
  const decipher = createDecipheriv('aes-256-cbc', deriveKey(key, salt, iterations), ivParameter)
  return Buffer.concat([decipher.update(ciphertext.value), decipher.final()])
}

/**
 * The integrity MAC of an attribute (sftkdb_SignAttribute): PBMAC1 with HMAC-SHA256 over the
 * object id and the attribute type, both 4-byte big-endian, then the plaintext value. For the
 * encrypted private attributes NSS passes object id 0 (CK_INVALID_HANDLE), not the row's id.
 */
export function signValue(key: Buffer, objectId: number, type: number, plaintext: Buffer): Buffer {
  const salt = randomBytes(32)
  const mac = macOf(deriveKey(key, salt), objectId, type, plaintext)
  const algorithm = sequence(oid(PBMAC1), sequence(pbkdf2Params(salt), sequence(oid(HMAC_SHA256))))
  return sequence(algorithm, encode(Tag.OctetString, mac))
}

/** Checks a MAC made by `signValue` or by NSS. */
export function signatureMatches(key: Buffer, blob: Buffer, objectId: number, type: number, plaintext: Buffer): boolean {
  const [algorithm, mac] = children(expectTag(parseDer(blob), Tag.Sequence, 'attribute MAC'))
  const [kdf] = children(children(algorithm)[1])
  const { salt, iterations } = readPbkdf2(kdf)
  const expected = macOf(deriveKey(key, salt, iterations), objectId, type, plaintext)
  return mac.value.length === expected.length && timingSafeEqual(mac.value, expected)
}

function macOf(key: Buffer, objectId: number, type: number, plaintext: Buffer): Buffer {
  const header = Buffer.alloc(8)
  header.writeUInt32BE(objectId, 0)
  header.writeUInt32BE(type, 4)
  return createHmac('sha256', key).update(header).update(plaintext).digest()
}

function readPbkdf2(kdf: Der): { salt: Buffer; iterations: number } {
  const [salt, iterations] = children(children(kdf)[1])
  return { salt: salt.value, iterations: integerToNumber(iterations.value) }
}
