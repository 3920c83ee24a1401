import { X509Certificate, createDecipheriv, createHash, createHmac, pbkdf2Sync } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { type Profile, profileNamed } from './pkcs12-fixtures.js'

// The databases that real NSS made (__tests__/fixtures/nss, see its README), and the means to
// compare ours with them value by value. Everything here reads SQLite directly and decrypts and
// checks MACs by NSS's rules written out again (sftkpwd.c, lowpbe.c), never with src/certificate/nss:
// a writer and a reader that share a mistake would agree with each other, not with NSS.

export const NSS_FIXTURES = ['rsa', 'ec', 'rsa-chain'] as const
/**
 * A chain of CA certificates whose keys are neither RSA nor EC (a DSA CA under an Ed25519 root)
 * and whose names take each rule of CERT_MakeCANickname: compared on its own (see nss-format.test.ts).
 */
export const ODD_CAS_FIXTURE = 'ec-odd-cas'
export type NssFixture = (typeof NSS_FIXTURES)[number] | typeof ODD_CAS_FIXTURE

export const nssFixtureDir = (name: NssFixture): string => path.join(import.meta.dirname, '../fixtures/nss', name)

const pemBlocks = (file: string): string[] => readFileSync(file, 'utf8').match(/-----BEGIN CERTIFICATE-----[^-]+-----END CERTIFICATE-----/g) ?? []

/**
 * The fixture's certificates by their DER in hex, named by their file (a file of several: file
 * and subject): what tells the certificate rows apart.
 */
export function fixtureCertificates(name: NssFixture): Map<string, string> {
  const files = ['cert.pem', 'ca.pem'].filter((file) => existsSync(path.join(nssFixtureDir(name), file)))
  return new Map(files.flatMap((file) => {
    const blocks = pemBlocks(path.join(nssFixtureDir(name), file)).map((pem) => new X509Certificate(pem))
    return blocks.map((certificate) => [
      certificate.raw.toString('hex'),
      blocks.length === 1 ? file : `${file} ${certificate.subject.replaceAll('\n', ', ')}`
    ] as const)
  }))
}

/**
 * A PKCS#12 profile of the fixture's own key and certificates, exported as its README says (same
 * `-name`, the CA with `-certfile`), so that what pk12util stored for it can be compared one to one.
 */
export const fixtureProfile = (name: NssFixture): Profile => profileNamed(`nss-fixture-${name}`)

function withDatabase<T>(file: string, use: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync(file, { readOnly: true })
  try {
    return use(db)
  } finally {
    db.close()
  }
}

/** The table and index definitions and the header settings of a database, as SQLite reports them. */
export function schemaOf(file: string): Record<string, unknown> {
  return withDatabase(file, (db) => {
    const entries = db.prepare('SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY name').all() as Record<string, string | null>[]
    const pragma = (name: string): unknown => Object.values(db.prepare(`PRAGMA ${name}`).get() as object)[0]
    return {
      // The attribute columns are compared on their own (NSS 3.87 has fewer than current NSS).
      entries: entries.map((entry) => ({ ...entry, sql: entry.sql?.replace(/, a[0-9a-f]+/g, '') ?? null })),
      settings: Object.fromEntries(['page_size', 'journal_mode', 'encoding', 'user_version', 'application_id', 'auto_vacuum'].map((p) => [p, pragma(p)]))
    }
  })
}

/** The columns of a table, each with its declared type and primary-key position. */
export function columnsOf(file: string, table: string): { name: string; type: string; pk: number }[] {
  return withDatabase(file, (db) =>
    (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string; type: string; pk: number }[]).map(({ name, type, pk }) => ({ name, type, pk }))
  )
}

/** One DER element: its tag, all its bytes, and its content. */
interface Tlv {
  tag: number
  raw: Buffer
  content: Buffer
}

/** The DER elements one after another in `der` (definite lengths only, as DER has). */
function elements(der: Buffer): Tlv[] {
  const found: Tlv[] = []
  let i = 0
  while (i < der.length) {
    let length = der[i + 1]
    let header = 2
    if (length & 0x80) {
      header += length & 0x7f
      length = der.readUIntBE(i + 2, length & 0x7f)
    }
    found.push({ tag: der[i], raw: der.subarray(i, i + header + length), content: der.subarray(i + header, i + header + length) })
    i += header + length
  }
  return found
}

const inside = (element: Tlv): Tlv[] => elements(element.content)

/**
 * The shape of an encrypted value or a MAC: its DER with the content of every OCTET STRING (salts,
 * IVs, ciphertexts, MACs: all random) zeroed, the rest kept (algorithms, iteration count, key
 * length, every length). Two blobs that NSS would read alike have the same shape.
 */
export function shapeOf(der: Buffer): string {
  const mask = (bytes: Buffer): Buffer =>
    Buffer.concat(elements(bytes).map((e) => {
      const header = e.raw.subarray(0, e.raw.length - e.content.length)
      if (e.tag === 0x04) return Buffer.concat([header, Buffer.alloc(e.content.length)])
      return e.tag & 0x20 ? Buffer.concat([header, mask(e.content)]) : e.raw
    }))
  return mask(der).toString('hex')
}

/** The PBKDF2-HMAC-SHA256 key of an NSS PBES2 or PBMAC1 blob, from its salt and iteration count. */
function pbkdf2Key(passKey: Buffer, kdf: Tlv): Buffer {
  const [salt, iterations] = inside(inside(kdf)[1])
  return pbkdf2Sync(passKey, salt.content, iterations.content.readUIntBE(0, iterations.content.length), 32, 'sha256')
}

/** Decrypts an NSS-encrypted value; the IV is the parameter's raw DER, `04 0E` and 14 bytes (lowpbe.c). */
function decrypt(passKey: Buffer, blob: Buffer): Buffer {
  const [algorithm, ciphertext] = inside(elements(blob)[0])
  const [kdf, scheme] = inside(inside(algorithm)[1])
  const decipher = createDecipheriv('aes-256-cbc', pbkdf2Key(passKey, kdf), inside(scheme)[1].raw)
  return Buffer.concat([decipher.update(ciphertext.content), decipher.final()])
}

/** Whether an NSS MAC blob is HMAC-SHA256 over BE32(object id) ‖ BE32(type) ‖ value (sftkdb_SignAttribute). */
function macMatches(passKey: Buffer, blob: Buffer, objectId: number, type: number, value: Buffer): boolean {
  const [algorithm, mac] = inside(elements(blob)[0])
  const header = Buffer.alloc(8)
  header.writeUInt32BE(objectId, 0)
  header.writeUInt32BE(type, 4)
  const expected = createHmac('sha256', pbkdf2Key(passKey, inside(inside(algorithm)[1])[0])).update(header).update(value).digest()
  return expected.equals(mac.content)
}

/** Columns of nssPrivate that NSS stores encrypted (sftkdb_isPrivateAttribute): CKA_VALUE, CKA_PRIVATE_EXPONENT…CKA_COEFFICIENT. */
const ENCRYPTED = new Set(['a11', 'a123', 'a124', 'a125', 'a126', 'a127', 'a128'])

type Row = { id: number; values: Map<string, Buffer> }

function rowsOf(db: DatabaseSync, table: string): Row[] {
  return (db.prepare(`SELECT * FROM ${table}`).all() as Record<string, unknown>[]).map((row) => ({
    id: Number(row.id),
    values: new Map(
      Object.entries(row)
        .filter(([name, value]) => name !== 'id' && value !== null)
        .map(([name, value]) => [name, Buffer.from(value as Uint8Array)])
    )
  }))
}

export interface DatabaseContents {
  /** Each object by what it is ("private key", "certificate cert.pem"…), its attribute columns as hex. */
  objects: Record<string, Record<string, unknown>>
  /** Each metaData row, object ids replaced by what the object is. */
  metaData: Record<string, unknown>
}

/**
 * The contents of the database in `dir` with everything random taken out, so that a database NSS
 * made and one made by us from the same key and certificates compare equal: object ids (random)
 * become what the object is, and an encrypted value or a MAC becomes its shape, its plaintext (an
 * encrypted value), and which object id its MAC covers. `certificates` names the certificates.
 */
export function contentsOf(dir: string, certificates: Map<string, string>): DatabaseContents {
  const [keyRows, meta] = withDatabase(path.join(dir, 'key4.db'), (db) => [
    rowsOf(db, 'nssPrivate'),
    db.prepare('SELECT id, item1, item2 FROM metaData').all() as { id: string; item1: Uint8Array; item2: Uint8Array | null }[]
  ] as const)
  const certRows = withDatabase(path.join(dir, 'cert9.db'), (db) => rowsOf(db, 'nssPublic'))
  const globalSalt = Buffer.from(meta.find((row) => row.id === 'password')?.item1 ?? [])
  // sftkdb_passwordToKey with the empty password.
  const passKey = createHash('sha1').update(globalSalt).digest()
  const plaintext = (table: string, column: string, value: Buffer): Buffer | undefined => {
    if (table !== 'key' || !ENCRYPTED.has(column)) return value
    try {
      return decrypt(passKey, value)
    } catch {
      return undefined
    }
  }

  const objects: Record<string, Record<string, unknown>> = {}
  const byId = new Map<string, { kind: string; row: Row }>()
  for (const [table, rows] of [['key', keyRows], ['cert', certRows]] as const) {
    for (const row of rows) {
      const type = row.values.get('a0')?.toString('hex')
      const certificate = certificates.get(row.values.get('a11')?.toString('hex') ?? '') ?? 'not of the fixture'
      let kind = { '00000001': `certificate ${certificate}`, '00000002': 'public key', '00000003': 'private key' }[type ?? ''] ?? `object of class ${type}`
      while (objects[kind]) kind += ' again'
      byId.set(`${table}_${row.id.toString(16).padStart(8, '0')}`, { kind, row })
      objects[kind] = Object.fromEntries([...row.values].map(([column, value]) => [
        column,
        table === 'key' && ENCRYPTED.has(column)
          ? { shape: shapeOf(value), plaintext: plaintext(table, column, value)?.toString('hex') ?? 'does not decrypt' }
          : value.toString('hex')
      ]))
    }
  }

  const metaData: Record<string, unknown> = {}
  for (const { id, item1, item2 } of meta) {
    const signature = /^sig_(key|cert)_([0-9a-f]{8})_([0-9a-f]{8})$/.exec(id)
    if (id === 'password') {
      const check = (() => {
        try {
          return decrypt(passKey, Buffer.from(item2 ?? [])).toString()
        } catch {
          return 'does not decrypt'
        }
      })()
      metaData[id] = { item1: `${item1.length} random bytes`, item2: shapeOf(Buffer.from(item2 ?? [])), decrypted: check }
    } else if (signature) {
      const [, table, objectId, type] = signature
      const object = byId.get(`${table}_${objectId}`)
      const column = `a${Number.parseInt(type, 16).toString(16)}`
      const coveredId = (): string => {
        const stored = object?.row.values.get(column)
        if (!object || !stored) return 'no such attribute'
        const value = plaintext(table, column, stored)
        if (!value) return 'a value that does not decrypt'
        if (macMatches(passKey, Buffer.from(item1), 0, Number.parseInt(type, 16), value)) return 'object id 0'
        if (macMatches(passKey, Buffer.from(item1), object.row.id, Number.parseInt(type, 16), value)) return 'its object id'
        return 'neither'
      }
      metaData[`sig_${table}_<${object?.kind ?? 'no object'}>_${type}`] = { item1: shapeOf(Buffer.from(item1)), item2, covers: coveredId() }
    } else {
      metaData[id] = { item1: Buffer.from(item1).toString('hex'), item2: item2 && Buffer.from(item2).toString('hex') }
    }
  }
  return { objects, metaData }
}

/** The public value NSS derives CKA_ID and CKA_NSS_DB from: the RSA modulus (no leading zero) or the EC point 04‖X‖Y. */
export function publicValueOf(certificate: Buffer): { publicValue: Buffer; ecParams?: Buffer; exponent?: Buffer } {
  const key = new X509Certificate(certificate).publicKey
  const jwk = key.export({ format: 'jwk' })
  const bytes = (value?: string): Buffer => Buffer.from(value ?? '', 'base64url')
  if (jwk.kty === 'RSA') return { publicValue: bytes(jwk.n), exponent: bytes(jwk.e) }
  // SubjectPublicKeyInfo { AlgorithmIdentifier { id-ecPublicKey, namedCurve OID }, BIT STRING }
  const [algorithm] = inside(elements(key.export({ type: 'spki', format: 'der' }))[0])
  return { publicValue: Buffer.concat([Buffer.of(4), bytes(jwk.x), bytes(jwk.y)]), ecParams: inside(algorithm)[1].raw }
}

/** The rows of a table as column → value (null columns left out), straight from SQLite. */
export function tableRows(file: string, table: string): Map<string, Buffer>[] {
  return withDatabase(file, (db) => rowsOf(db, table).map((row) => row.values))
}
