import { type KeyObject, createPrivateKey } from 'node:crypto'
import path from 'node:path'
import type { DatabaseSync } from 'node:sqlite'
import { withDatabases } from './databases.js'
import { PASSWORD_CHECK, decryptValue, passKey, signatureMatches } from './crypto.js'
import { AUTHENTICATED_ATTRIBUTES, type Attributes, CKA, CKK, CKO, CURVES, PRIVATE_ATTRIBUTES } from './objects.js'
import { CertificateError, type CertificateProfile } from '../profile.js'
import { EXPLICIT_NULL } from './writer.js'

// Reads an NSS SQL database with the empty password, verifying everything NSS verifies: the
// password check and every integrity MAC. For the tests, and for a self-check after writing.

/** A database that NSS would reject: a failed password check, a wrong or missing MAC, an unreadable key. */
export class NssDatabaseError extends CertificateError {}

export interface NssObject {
  id: number
  /** Plaintext values: private attributes decrypted, explicit-empty markers turned back into empty values. */
  attributes: Attributes
}

export interface NssDatabase {
  /** The private key objects, with their keys rebuilt. */
  privateKeys: (NssObject & { key: KeyObject })[]
  /** Every object of cert9.db: certificates and public keys. */
  publicObjects: NssObject[]
  /** Names of the metaData rows. */
  metaData: string[]
}

/** Opens `dir`'s cert9.db and key4.db read-only and checks them; throws NssDatabaseError on any mismatch. */
export function readNssDatabase(dir: string): NssDatabase {
  const files = ['key4.db', 'cert9.db'].map((file) => ({ path: path.join(dir, file), readOnly: true }))
  return withDatabases(files, ([keyDb, certDb]) => {
    const meta = new Map(
      (keyDb.prepare('SELECT id, item1, item2 FROM metaData').all() as { id: string; item1: Uint8Array; item2: Uint8Array | null }[]).map(
        (row) => [row.id, row]
      )
    )
    const password = meta.get('password')
    if (!password?.item2) throw new NssDatabaseError('no password entry in key4.db')
    const key = passKey(Buffer.from(password.item1))
    let check: Buffer
    try {
      check = decryptValue(key, Buffer.from(password.item2))
    } catch {
      throw new NssDatabaseError('the password check does not decrypt with the empty password')
    }
    if (!check.equals(PASSWORD_CHECK)) throw new NssDatabaseError('the password check does not match')

    const verify = (table: 'key' | 'cert', object: NssObject, type: number, macId: number): void => {
      const name = `sig_${table}_${object.id.toString(16).padStart(8, '0')}_${type.toString(16).padStart(8, '0')}`
      const row = meta.get(name)
      if (!row) throw new NssDatabaseError(`missing ${name}`)
      if (!signatureMatches(key, Buffer.from(row.item1), macId, type, object.attributes.get(type) as Buffer)) {
        throw new NssDatabaseError(`${name} does not match`)
      }
    }

    const privateKeys = readObjects(keyDb, 'nssPrivate').map((object) => {
      for (const type of PRIVATE_ATTRIBUTES) {
        const stored = object.attributes.get(type)
        if (stored === undefined) continue
        object.attributes.set(type, decryptValue(key, stored))
        verify('key', object, type, 0)
      }
      for (const type of AUTHENTICATED_ATTRIBUTES) if (object.attributes.has(type)) verify('key', object, type, object.id)
      return { ...object, key: rebuildKey(object.attributes) }
    })
    const publicObjects = readObjects(certDb, 'nssPublic')
    for (const object of publicObjects) {
      for (const type of AUTHENTICATED_ATTRIBUTES) if (object.attributes.has(type)) verify('cert', object, type, object.id)
    }
    return { privateKeys, publicObjects, metaData: [...meta.keys()] }
  })
}

/**
 * The self-check after writing: the database in `dir` opens with the empty password, every MAC
 * verifies, and it holds exactly the profile's key and certificates.
 */
export function checkNssDatabase(dir: string, profile: CertificateProfile): void {
  const db = readNssDatabase(dir)
  const jwk = (key: KeyObject): string => JSON.stringify(key.export({ format: 'jwk' }))
  if (db.privateKeys.length !== 1 || jwk(db.privateKeys[0].key) !== jwk(profile.privateKey)) {
    throw new NssDatabaseError('the written key database does not hold the profile\'s private key')
  }
  const written = db.publicObjects
    .filter((o) => o.attributes.get(CKA.CLASS)?.readUInt32BE(0) === CKO.CERTIFICATE)
    .map((o) => o.attributes.get(CKA.VALUE)?.toString('hex'))
  const expected = [profile.certificate, ...profile.chain].map((c) => c.der.toString('hex'))
  if (written.sort().join() !== expected.sort().join()) {
    throw new NssDatabaseError('the written certificate database does not hold the profile\'s certificates')
  }
}

function readObjects(db: DatabaseSync, table: string): NssObject[] {
  return (db.prepare(`SELECT * FROM ${table}`).all() as Record<string, unknown>[]).map((row) => {
    const attributes: Attributes = new Map()
    for (const [name, value] of Object.entries(row)) {
      if (name === 'id' || value === null) continue
      const bytes = Buffer.from(value as Uint8Array)
      attributes.set(Number.parseInt(name.slice(1), 16), bytes.equals(EXPLICIT_NULL) ? Buffer.alloc(0) : bytes)
    }
    return { id: Number(row.id), attributes }
  })
}

function rebuildKey(attributes: Attributes): KeyObject {
  const get = (type: number): string => (attributes.get(type) ?? Buffer.alloc(0)).toString('base64url')
  const keyType = attributes.get(CKA.KEY_TYPE)?.readUInt32BE(0)
  if (attributes.get(CKA.CLASS)?.readUInt32BE(0) !== CKO.PRIVATE_KEY) throw new NssDatabaseError('not a private key object')
  if (keyType === CKK.RSA) {
    return createPrivateKey({
      format: 'jwk',
      key: {
        kty: 'RSA', n: get(CKA.MODULUS), e: get(CKA.PUBLIC_EXPONENT), d: get(CKA.PRIVATE_EXPONENT), p: get(CKA.PRIME_1),
        q: get(CKA.PRIME_2), dp: get(CKA.EXPONENT_1), dq: get(CKA.EXPONENT_2), qi: get(CKA.COEFFICIENT)
      }
    })
  }
  const curve = CURVES.find((c) => attributes.get(CKA.EC_PARAMS)?.toString('hex') === c.params)
  if (keyType !== CKK.EC || !curve) throw new NssDatabaseError(`unsupported key type ${keyType}`)
  const point = attributes.get(CKA.NSS_DB) as Buffer
  const size = (point.length - 1) / 2
  // Node takes the scalar at any length, with leading zeros or without, as NSS may store it.
  return createPrivateKey({
    format: 'jwk',
    key: {
      kty: 'EC', crv: curve.jwk, x: point.subarray(1, 1 + size).toString('base64url'),
      y: point.subarray(1 + size).toString('base64url'), d: get(CKA.VALUE)
    }
  })
}
