import { execFileSync } from 'node:child_process'
import { X509Certificate, createDecipheriv, createHash, createPrivateKey, generateKeyPairSync, pbkdf2Sync } from 'node:crypto'
import { readFile, readdir, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { describe, expect, it } from 'vitest'
import { children, parseDer } from '../../src/certificate/der.js'
import { PASSWORD_CHECK, encryptValue, passKey, signValue, signatureMatches } from '../../src/certificate/nss/crypto.js'
import { nicknamesOf } from '../../src/certificate/nss/objects.js'
import { convertProfile } from '../../src/certificate/convert.js'
import { checkNssDatabase, readNssDatabase } from '../../src/certificate/nss/reader.js'
import { ATTRIBUTE_COLUMNS, pkcs11Text, writeNssDatabase } from '../../src/certificate/nss/writer.js'
import { readPkcs12 } from '../../src/certificate/pkcs12.js'
import { CertificateError, type CertificateProfile } from '../../src/certificate/profile.js'
import { OPENSSL, profileCases } from '../helpers/pkcs12-fixtures.js'
import { tempDir } from '../helpers/temp.js'

// The NSS database format pinned without NSS tools, so that these run on every OS.

async function profileOf(name: string): Promise<CertificateProfile> {
  const made = await profileCases.find((c) => c.name === name)!.make()
  return readPkcs12(await readFile(made.file), made.password)
}

async function written(name: string): Promise<{ dir: string; profile: CertificateProfile }> {
  const profile = await profileOf(name)
  const dir = await tempDir()
  writeNssDatabase(profile, dir)
  return { dir, profile }
}

/** Rows of a table as column → hex (null columns left out), straight from SQLite. */
function rawRows(file: string, table: string): Record<string, string>[] {
  const db = new DatabaseSync(file, { readOnly: true })
  try {
    return (db.prepare(`SELECT * FROM ${table}`).all() as Record<string, unknown>[]).map((row) =>
      Object.fromEntries(
        Object.entries(row)
          .filter(([, v]) => v !== null)
          .map(([k, v]) => [k, k === 'id' ? String(v) : Buffer.from(v as Uint8Array).toString('hex')])
      )
    )
  } finally {
    db.close()
  }
}

describe('the quirks of the key database cryptography', () => {
  const key = passKey(Buffer.alloc(20, 7))

  it('passKey is SHA-1 of the 20-byte global salt (empty password)', () => {
    expect(key.equals(createHash('sha1').update(Buffer.alloc(20, 7)).digest())).toBe(true)
  })

  it('encrypts with PBKDF2 (1 iteration, 32 bytes, hmacWithSHA256 without NULL) and a 14-byte IV field', () => {
    const blob = encryptValue(key, PASSWORD_CHECK)
    expect(blob).toHaveLength(132)
    const hex = blob.toString('hex')
    expect(hex).toMatch(/^308181306d06092a864886f70d01050d3060304106092a864886f70d01050c30340420[0-9a-f]{64}020101020120300a06082a864886f70d0209301b060960864801650304012a040e[0-9a-f]{28}0410[0-9a-f]{32}$/)
  })

  it('uses the raw DER of the IV field, 04 0E and 14 bytes, as the 16-byte IV', () => {
    const blob = encryptValue(key, PASSWORD_CHECK)
    const [algorithm, ciphertext] = children(parseDer(blob))
    const [kdf, scheme] = children(children(algorithm)[1])
    const salt = children(children(kdf)[1])[0].value
    const ivField = children(scheme)[1]
    const aesKey = pbkdf2Sync(key, salt, 1, 32, 'sha256')
    const decrypt = (iv: Buffer) => {
      const d = createDecipheriv('aes-256-cbc', aesKey, iv).setAutoPadding(false)
      return Buffer.concat([d.update(ciphertext.value), d.final()])
    }
    expect(ivField.raw.subarray(0, 2).toString('hex')).toBe('040e')
    expect(decrypt(ivField.raw).subarray(0, 14).equals(PASSWORD_CHECK)).toBe(true)
    // The "standard" reading (the 14 bytes, zero-padded) would not give the plaintext.
    expect(decrypt(Buffer.concat([ivField.value, Buffer.alloc(2)])).subarray(0, 14).equals(PASSWORD_CHECK)).toBe(false)
  })

  it('MACs with PBMAC1 over BE32(object id) ‖ BE32(type) ‖ value', () => {
    const blob = signValue(key, 0x1234, 0x120, Buffer.from('modulus'))
    expect(blob).toHaveLength(131)
    expect(blob.toString('hex')).toMatch(
      /^308180305c06092a864886f70d01050e304f304106092a864886f70d01050c30340420[0-9a-f]{64}020101020120300a06082a864886f70d0209300a06082a864886f70d02090420[0-9a-f]{64}$/
    )
    expect(signatureMatches(key, blob, 0x1234, 0x120, Buffer.from('modulus'))).toBe(true)
    expect(signatureMatches(key, blob, 0x1235, 0x120, Buffer.from('modulus'))).toBe(false)
    expect(signatureMatches(key, blob, 0x1234, 0x122, Buffer.from('modulus'))).toBe(false)
  })
})

describe('a written database', () => {
  it('has the 192 attribute columns in both tables, the indexes and the metaData table', async () => {
    const { dir } = await written('rsa-default')
    expect(ATTRIBUTE_COLUMNS).toHaveLength(192)
    for (const [file, table] of [['cert9.db', 'nssPublic'], ['key4.db', 'nssPrivate']]) {
      const db = new DatabaseSync(path.join(dir, file), { readOnly: true })
      const columns = (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name)
      const indexes = (db.prepare(`SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL`).all() as { name: string }[])
      const journal = db.prepare('PRAGMA journal_mode').get() as { journal_mode: string }
      db.close()
      expect(columns).toEqual(['id', ...ATTRIBUTE_COLUMNS])
      expect(indexes.map((i) => i.name).sort()).toEqual(['ckaid', 'issuer', 'label', 'subject'])
      expect(journal.journal_mode).toBe('delete')
    }
    const meta = rawRows(path.join(dir, 'key4.db'), 'metaData')
    const password = meta.find((row) => row.id === 'password')
    expect(password?.item1).toHaveLength(40) // a 20-byte global salt
    expect(password?.item2).toHaveLength(264) // 132 bytes
  })

  it('creates exactly the three files, each with mode 0600, and leaves no journal', async () => {
    const { dir } = await written('ec-p256')
    expect((await readdir(dir)).sort()).toEqual(['cert9.db', 'key4.db', 'pkcs11.txt'])
    if (process.platform !== 'win32') {
      for (const file of await readdir(dir)) expect((await stat(path.join(dir, file))).mode & 0o777).toBe(0o600)
    }
  })

  it('refuses a directory that already holds a database', async () => {
    const profile = await profileOf('ec-p256')
    const dir = await tempDir()
    await writeFile(path.join(dir, 'key4.db'), 'someone else’s')
    expect(() => writeNssDatabase(profile, dir)).toThrow('the work directory already holds key4.db')
    // Nothing of ours is left, and their file is untouched.
    expect(await readdir(dir)).toEqual(['key4.db'])
    expect(await readFile(path.join(dir, 'key4.db'), 'utf8')).toBe('someone else’s')
  })

  it('writes pkcs11.txt as NSS does, with the directory in forward slashes', async () => {
    const { dir } = await written('ec-p256')
    const text = await readFile(path.join(dir, 'pkcs11.txt'), 'utf8')
    expect(text).toBe(pkcs11Text(dir))
    expect(text).toContain(`parameters=configdir='sql:${path.resolve(dir).replaceAll('\\', '/')}' certPrefix=''`)
    expect(text).toMatch(/updateTokenDescription='' \n/)
    expect(text.endsWith('timeout=30})\n\n')).toBe(true)
    expect(text).not.toContain('\r')
  })
})

describe('the objects of pk12util, attribute by attribute', () => {
  const ulongHex = (n: number) => n.toString(16).padStart(8, '0')

  it.each([
    ['rsa-default', 'rsa'],
    ['ec-p256', 'ec']
  ])('%s', async (name, type) => {
    const { dir, profile } = await written(name)
    const [priv] = rawRows(path.join(dir, 'key4.db'), 'nssPrivate')
    const pub = rawRows(path.join(dir, 'cert9.db'), 'nssPublic')
    const rsa = type === 'rsa'
    const publicKey = pub.find((row) => row.a0 === ulongHex(2))!
    const certificate = pub.find((row) => row.a0 === ulongHex(1))!
    const common = { a1: '01', a110: 'a5005a', a111: 'a5005a', a163: '00', a170: '01', a100: ulongHex(rsa ? 0 : 3) }
    expect(priv).toMatchObject({
      ...common, a0: '00000003', a2: '01', a103: '01', a105: rsa ? '01' : '00', a107: rsa ? '01' : '00',
      a108: '01', a109: '01', a10c: rsa ? '00' : '01', a162: '01', a164: '00', a165: '00',
      a3: Buffer.from(profile.certificate.friendlyName!).toString('hex')
    })
    expect(Object.keys(priv).sort()).toEqual(
      ['id', 'a0', 'a1', 'a2', 'a3', 'a100', 'a101', 'a102', 'a103', 'a105', 'a107', 'a108', 'a109', 'a10c', 'a110', 'a111',
        'a162', 'a163', 'a164', 'a165', 'a170', 'ad5a0db00',
        ...(rsa ? ['a120', 'a122', 'a123', 'a124', 'a125', 'a126', 'a127', 'a128'] : ['a11', 'a180'])].sort()
    )
    expect(publicKey).toMatchObject({
      ...common, a2: '00', a3: 'a5005a', a101: 'a5005a', a102: priv.a102,
      a104: rsa ? '01' : '00', a106: rsa ? '01' : '00', a10a: '01', a10b: rsa ? '01' : '00', a10c: rsa ? '00' : '01'
    })
    if (!rsa) {
      expect(publicKey.a180).toBe('06082a8648ce3d030107')
      expect(publicKey.a181).toBe(`0441${priv.ad5a0db00}`) // the point DER-wrapped in the public key only
    }
    const x509 = new X509Certificate(profile.certificate.der)
    expect(certificate).toMatchObject({
      a1: '01', a2: '00', a11: profile.certificate.der.toString('hex'), a80: '00000000', a102: priv.a102, a170: '01'
    })
    expect(certificate.a82.startsWith(`02${(certificate.a82.length / 2 - 2).toString(16).padStart(2, '0')}`)).toBe(true)
    expect(certificate.a82.endsWith(x509.serialNumber.toLowerCase().replace(/^0+/, ''))).toBe(true)
    expect(Object.keys(certificate).sort()).toEqual(['id', 'a0', 'a1', 'a2', 'a3', 'a11', 'a80', 'a81', 'a82', 'a101', 'a102', 'a170'].sort())
  })

  it('MACs private attributes with object id 0 and authenticated ones with the real id', async () => {
    const { dir } = await written('rsa-default')
    const db = readNssDatabase(dir)
    const [priv] = db.privateKeys
    const hex = priv.id.toString(16).padStart(8, '0')
    const meta = new Map(rawRows(path.join(dir, 'key4.db'), 'metaData').map((r) => [r.id, r]))
    const salt = Buffer.from(meta.get('password')!.item1, 'hex')
    const mac = (type: number) => Buffer.from(meta.get(`sig_key_${hex}_${type.toString(16).padStart(8, '0')}`)!.item1, 'hex')
    const value = (type: number) => priv.attributes.get(type)!
    expect(signatureMatches(passKey(salt), mac(0x123), 0, 0x123, value(0x123))).toBe(true)
    expect(signatureMatches(passKey(salt), mac(0x123), priv.id, 0x123, value(0x123))).toBe(false)
    expect(signatureMatches(passKey(salt), mac(0x120), priv.id, 0x120, value(0x120))).toBe(true)
    expect(signatureMatches(passKey(salt), mac(0x120), 0, 0x120, value(0x120))).toBe(false)
    expect(db.metaData.filter((name) => name.startsWith('sig_')).sort()).toEqual(
      [
        ...[0x120, 0x122, 0x123, 0x124, 0x125, 0x126, 0x127, 0x128].map((t) => `sig_key_${hex}_${t.toString(16).padStart(8, '0')}`),
        ...[0x120, 0x122].map((t) => `sig_cert_${db.publicObjects.find((o) => o.attributes.get(0)!.readUInt32BE(0) === 2)!.id.toString(16).padStart(8, '0')}_${t.toString(16).padStart(8, '0')}`)
      ].sort()
    )
  })
})

describe('reading back', () => {
  it.each(profileCases.map((c) => c.name))('%s round-trips: same key, same certificate bytes', async (name) => {
    const { dir, profile } = await written(name)
    const db = readNssDatabase(dir)
    expect(db.privateKeys).toHaveLength(1)
    expect(db.privateKeys[0].key.export({ format: 'jwk' })).toEqual(profile.privateKey.export({ format: 'jwk' }))
    const certificates = db.publicObjects.filter((o) => o.attributes.get(0)!.readUInt32BE(0) === 1)
    expect(certificates.map((c) => c.attributes.get(0x11)!.toString('hex'))).toEqual(
      [profile.certificate, ...profile.chain].map((c) => c.der.toString('hex'))
    )
  })

  it.each(['rsa', 'ec', 'rsa-chain'])('verifies the database that real pk12util made (%s)', async (name) => {
    const dir = path.join(import.meta.dirname, '../fixtures/nss', name)
    const db = readNssDatabase(dir)
    const original = createPrivateKey(await readFile(path.join(dir, 'key.pem')))
    expect(db.privateKeys.map((k) => k.key.export({ format: 'jwk' }))).toEqual([original.export({ format: 'jwk' })])
    const certificates = db.publicObjects.filter((o) => o.attributes.get(0)!.readUInt32BE(0) === 1)
    const cert = new X509Certificate(await readFile(path.join(dir, 'cert.pem')))
    expect(certificates.some((c) => c.attributes.get(0x11)!.equals(cert.raw))).toBe(true)
    expect(certificates).toHaveLength(name === 'rsa-chain' ? 2 : 1)
  })

  it('checkNssDatabase accepts what was written and rejects another profile', async () => {
    const { dir, profile } = await written('rsa-chain')
    expect(() => checkNssDatabase(dir, profile)).not.toThrow()
    const other = await profileOf('ec-p256')
    expect(() => checkNssDatabase(dir, other)).toThrow(/does not hold the profile's private key/)
    expect(() => checkNssDatabase(dir, { ...profile, chain: [] })).toThrow(/does not hold the profile's certificates/)
  })

  it('fails on a flipped MAC byte', async () => {
    const { dir } = await written('ec-p256')
    const db = new DatabaseSync(path.join(dir, 'key4.db'))
    const row = db.prepare(`SELECT id, item1 FROM metaData WHERE id LIKE 'sig_key_%'`).get() as { id: string; item1: Uint8Array }
    const mac = Buffer.from(row.item1)
    mac[mac.length - 1] ^= 1
    db.prepare('UPDATE metaData SET item1 = ? WHERE id = ?').run(mac, row.id)
    db.close()
    expect(() => readNssDatabase(dir)).toThrow(/sig_key_[0-9a-f]{8}_00000011 does not match/)
  })
})

describe('nicknames (pk12util)', () => {
  it('takes the certificate bag name, else the key bag name, else "<CN> - <issuer O>"', async () => {
    const chain = await profileOf('rsa-chain')
    expect(nicknamesOf(chain)).toEqual(['rsa-chain', 'Test Root CA - Spike'])
    const unnamed = await profileOf('rsa-no-friendly-name')
    expect(nicknamesOf(unnamed)).toEqual(['rsa-client - Spike'])
    expect(nicknamesOf({ ...unnamed, keyFriendlyName: 'from the key bag' })).toEqual(['from the key bag'])
  })

  it('takes the last CN and escapes quotes as NSS does', async () => {
    const dir = await tempDir()
    execFileSync(OPENSSL, ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-keyout', 'k.pem',
      '-out', 'c.pem', '-subj', '/CN=first/CN=last "q"/O=Org', '-days', '1'], { cwd: dir, stdio: 'ignore' })
    const profile: CertificateProfile = {
      privateKey: createPrivateKey(await readFile(path.join(dir, 'k.pem'))),
      certificate: { der: new X509Certificate(await readFile(path.join(dir, 'c.pem'))).raw },
      chain: []
    }
    // What pk12util 3.87 gives for the same certificate.
    expect(nicknamesOf(profile)).toEqual(['last \\"q\\" - Org'])
  })

  it('refuses key types NSS client certificates do not use, with a CertificateError', async () => {
    const { privateKey } = generateKeyPairSync('dsa', { modulusLength: 1024, divisorLength: 160 })
    const profile = await profileOf('ec-p256')
    const dir = await tempDir()
    expect(() => writeNssDatabase({ ...profile, privateKey }, dir)).toThrow(CertificateError)
  })

  it('adds " #2" when another subject already has the name', async () => {
    const chain = await profileOf('rsa-chain')
    const clash = { ...chain, chain: chain.chain.map((c) => ({ ...c, friendlyName: 'rsa-chain' })) }
    expect(nicknamesOf(clash)).toEqual(['rsa-chain', 'rsa-chain #2'])
  })
})

describe('convertProfile', () => {
  it('turns a PKCS#12 file into a checked NSS database', async () => {
    const made = await profileCases.find((c) => c.name === 'ec-p384')!.make()
    const dir = await tempDir()
    const profile = await convertProfile(await readFile(made.file), made.password, dir)
    expect((await readdir(dir)).sort()).toEqual(['cert9.db', 'key4.db', 'pkcs11.txt'])
    expect(readNssDatabase(dir).privateKeys[0].key.export({ format: 'jwk' })).toEqual(profile.privateKey.export({ format: 'jwk' }))
  })

  it('writes nothing for a wrong password', async () => {
    const made = await profileCases.find((c) => c.name === 'rsa-default')!.make()
    const dir = await tempDir()
    await expect(convertProfile(Buffer.from(''), made.password, dir)).rejects.toThrow(CertificateError)
    expect(await readdir(dir)).toEqual([])
  })
})
