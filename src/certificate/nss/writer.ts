import { randomInt } from 'node:crypto'
import { closeSync, openSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { DatabaseSync } from 'node:sqlite'
import { withDatabases } from './databases.js'
import { PASSWORD_CHECK, encryptValue, newGlobalSalt, passKey, signValue } from './crypto.js'
import { AUTHENTICATED_ATTRIBUTES, type Attributes, CKA, type NssObjects, PRIVATE_ATTRIBUTES, objectsOf } from './objects.js'
import type { CertificateProfile } from '../profile.js'
import { ToolError } from '../../shared/exit-codes.js'
import { NSS_FILES, type NssFile } from '../../service/certificate-files.js'
import { removeFilesQuietly } from '../../shared/remove.js'

// Writes what `certutil -N --empty-password` and `pk12util -i FILE -K ''` write: an NSS SQL
// database (cert9.db, key4.db, pkcs11.txt) holding one profile, with an empty key-database password.

/** The attribute columns of current NSS (sdb.c sftkdb_known_attributes, `a` + lowercase hex). Older NSS ignores extra columns. */
export const ATTRIBUTE_COLUMNS = (
  'a0 a1 a2 a3 a4 a10 a11 a12 a80 a81 a82 a83 a84 a85 a86 a87 a88 a89 a8a a8b a8c a90 a100 a101 a102 a103 a104 a105 a106 ' +
  'a107 a108 a109 a10a a10b a10c a110 a111 a120 a121 a122 a123 a124 a125 a126 a127 a128 a129 a130 a131 a132 a133 a134 a160 ' +
  'a161 a162 a163 a164 a165 a166 a170 a171 a172 a180 a181 a200 a201 a202 a210 a40000211 a40000212 a40000213 a220 a221 a222 ' +
  'a223 a224 a225 a226 a227 a22e a22f a22a a22b a22c a22d a250 a251 a252 a300 a301 a302 a400 a401 a402 a403 a404 a405 a406 ' +
  'a480 a481 a482 a500 a501 a502 a503 a601 a602 a603 a604 a605 a606 a607 a608 a609 a60a a60b a60c a60d a60e a60f a610 a611 ' +
  'a612 a617 a618 a619 a61a a61b a61c a61d a61e a61f a620 a621 a622 a623 a624 a625 a626 a627 a629 a628 a62a a62b a62c a62d ' +
  'a62e a62f a630 a631 a632 a633 a634 a635 a636 a637 a80000001 ace534351 ace534352 ace534353 ace534354 ace534355 ace534356 ' +
  'ace534357 ace534358 ace534364 ace534365 ace534366 ace534367 ace534368 ace534369 ace534373 ace534374 ace536351 ace536352 ' +
  'ace536353 ace536354 ace536355 ace536356 ace536357 ace536358 ace536359 ace53635a ace53635b ace53635c ace53635d ace53635e ' +
  'ace53635f ace536360 ace5363b4 ace5363b5 ad5a0db00'
).split(' ')

/** How NSS stores a zero-length value, to tell it from an absent one (sdb.c SQLITE_EXPLICIT_NULL). */
export const EXPLICIT_NULL = Buffer.from([0xa5, 0x00, 0x5a])

/** The column of an attribute type: `printf("a%lx")`. */
export const column = (type: number): string => `a${type.toString(16)}`

/** The object id of a row: any unused non-zero value below 2^30 (sdb.c sdb_getObjectId). */
const newObjectId = (): number => randomInt(1, 0x40000000)

/**
 * Writes the three files into `dir`, each created with mode 0600. Refuses a directory that
 * already holds one of them rather than merging into someone's database.
 */
export function writeNssDatabase(profile: CertificateProfile, dir: string): void {
  const objects = objectsOf(profile)
  const files = Object.fromEntries(NSS_FILES.map((name) => [name, path.join(dir, name)])) as Record<NssFile, string>
  const created: string[] = []
  try {
    for (const file of Object.values(files)) {
      createPrivateFile(file)
      created.push(file)
    }
    writeDatabases(objects, files)
    writeFileSync(files['pkcs11.txt'], pkcs11Text(dir))
  } catch (error) {
    // Leave no half-written database (and no key material) behind, and nobody else's file touched.
    removeFilesQuietly(created)
    throw error
  }
}

function writeDatabases(objects: NssObjects, files: Record<NssFile, string>): void {
  const globalSalt = newGlobalSalt()
  const pass = passKey(globalSalt)
  withDatabases([{ path: files['key4.db'] }, { path: files['cert9.db'] }], ([keyDb, certDb]) => {
    createTable(keyDb, 'nssPrivate')
    createTable(certDb, 'nssPublic')
    keyDb.exec('CREATE TABLE metaData (id PRIMARY KEY UNIQUE ON CONFLICT REPLACE, item1, item2)')
    const putMeta = keyDb.prepare('INSERT INTO metaData (id, item1, item2) VALUES (?, ?, ?)')
    putMeta.run('password', globalSalt, encryptValue(pass, PASSWORD_CHECK))
    const sign = (table: 'key' | 'cert', id: number, type: number, macId: number, value: Buffer): void => {
      const name = `sig_${table}_${hex8(id)}_${hex8(type)}`
      putMeta.run(name, signValue(pass, macId, type, value), null)
    }

    const privateId = newObjectId()
    const stored = new Map(objects.privateKey)
    for (const type of PRIVATE_ATTRIBUTES) {
      const value = objects.privateKey.get(type)
      if (value === undefined) continue
      stored.set(type, encryptValue(pass, value))
      sign('key', privateId, type, 0, value) // object id 0: sftkdb_EncryptAttribute passes CK_INVALID_HANDLE
    }
    for (const type of AUTHENTICATED_ATTRIBUTES) {
      const value = objects.privateKey.get(type)
      if (value !== undefined) sign('key', privateId, type, privateId, value)
    }
    insert(keyDb, 'nssPrivate', privateId, stored)

    const used = new Set<number>()
    const uniqueId = (): number => {
      let id = newObjectId()
      while (used.has(id)) id = newObjectId()
      used.add(id)
      return id
    }
    const publicId = uniqueId()
    insert(certDb, 'nssPublic', publicId, objects.publicKey)
    for (const type of AUTHENTICATED_ATTRIBUTES) {
      const value = objects.publicKey.get(type)
      if (value !== undefined) sign('cert', publicId, type, publicId, value)
    }
    for (const certificate of objects.certificates) insert(certDb, 'nssPublic', uniqueId(), certificate)
    for (const db of [keyDb, certDb]) db.exec('COMMIT')
  })
}

function createPrivateFile(file: string): void {
  try {
    closeSync(openSync(file, 'wx', 0o600))
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'EEXIST') {
      // Not the profile's fault: a message of its own, which says how to go on.
      throw new ToolError(
        `The work directory ${path.dirname(file)} already holds ${path.basename(file)}: choose another work directory, ` +
          `or delete the database there (${NSS_FILES.join(', ')}) if it is no longer needed.`
      )
    }
    // Not the profile's fault (a read-only or full disk): the caller reports it as a local fault.
    throw error
  }
}

/**
 * Makes the table and indexes of sdb.c (sdb_init, CREATE_*_INDEX_CMD) in a new database, inside
 * one transaction without fsync: the file is fresh, and a crash leaves nothing worth keeping.
 */
function createTable(db: DatabaseSync, table: string): void {
  db.exec('PRAGMA synchronous = OFF; BEGIN')
  db.exec(`CREATE TABLE ${table} (id PRIMARY KEY UNIQUE ON CONFLICT ABORT, ${ATTRIBUTE_COLUMNS.join(', ')})`)
  for (const [name, type] of [['issuer', CKA.ISSUER], ['subject', CKA.SUBJECT], ['label', CKA.LABEL], ['ckaid', CKA.ID]] as const) {
    db.exec(`CREATE INDEX ${name} ON ${table} (${column(type)})`)
  }
}

function insert(db: DatabaseSync, table: string, id: number, attributes: Attributes): void {
  const types = [...attributes.keys()]
  const sql = `INSERT INTO ${table} (id, ${types.map(column).join(', ')}) VALUES (?${', ?'.repeat(types.length)})`
  db.prepare(sql).run(id, ...types.map((type) => {
    const value = attributes.get(type) as Buffer
    return value.length === 0 ? EXPLICIT_NULL : value
  }))
}

const hex8 = (n: number): string => n.toString(16).padStart(8, '0')

/** pkcs11.txt as NSS writes it, LF line endings, trailing space and blank line included (utilmod.c). */
export function pkcs11Text(dir: string): string {
  const configdir = path.resolve(dir).replaceAll('\\', '/')
  return [
    'library=',
    'name=NSS Internal PKCS #11 Module',
    `parameters=configdir='sql:${configdir}' certPrefix='' keyPrefix='' secmod='secmod.db' flags= updatedir='' updateCertPrefix='' updateKeyPrefix='' updateid='' updateTokenDescription='' `,
    'NSS=Flags=internal,critical trustOrder=75 cipherOrder=100 slotParams=(1={slotFlags=[ECC,RSA,DSA,DH,RC2,RC4,DES,RANDOM,SHA1,MD5,MD2,SSL,TLS,AES,Camellia,SEED,SHA256,SHA512] askpw=any timeout=30})',
    '',
    ''
  ].join('\n')
}
