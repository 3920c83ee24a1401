import { X509Certificate, createPrivateKey, generateKeyPairSync, hash, randomBytes } from 'node:crypto'
import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import rc2 from 'node-forge/lib/rc2.js'
import forgeUtil from 'node-forge/lib/util.js'
import { children, integer, octetString, oid, parseDer, sequence } from '../../src/certificate/der.js'
import { convertProfile } from '../../src/certificate/convert.js'
import { DecryptionError, decrypt, passwordForms, pkcs12Kdf } from '../../src/certificate/pkcs12-crypto.js'
import { sha256Rounds } from '../../src/certificate/sha256.js'
import { NOT_PKCS12, WRONG_PASSWORD, readPkcs12 } from '../../src/certificate/pkcs12.js'
import { CertificateError } from '../../src/certificate/profile.js'
import { type Profile, badProfiles, profileCases, profileNamed, rsaPair } from '../helpers/pkcs12-fixtures.js'
import {
  DHX_KEY, OIDS, type Pbes2Options, bmpString, certBag, crlBag, dataSafe, encryptedSafe, envelopedSafe, explicitCurveKey, keyBag, p256Parts, pbes2, pfx,
  pkcs12Key, safeContentsBag, shroudedKeyBag, utf8String
} from '../helpers/pkcs12-builder.js'
import { tempDir } from '../helpers/temp.js'

const fixtures = path.join(import.meta.dirname, '../fixtures/pkcs12')
const derOf = (pem: string): Buffer => new X509Certificate(pem).raw

/** Reads a profile and checks it holds exactly what went into it. */
async function expectOpens(profile: Profile, keyType: string): Promise<void> {
  const read = await readPkcs12(await readFile(profile.file), profile.password)
  expect(read.privateKey.asymmetricKeyType).toBe(keyType)
  expect(read.privateKey.export({ format: 'jwk' })).toEqual(createPrivateKey(profile.keyPem).export({ format: 'jwk' }))
  // The original DER bytes, never re-encoded.
  expect(read.certificate.der.equals(derOf(profile.certPem))).toBe(true)
  expect(read.chain.map((c) => c.der.toString('hex'))).toEqual(profile.chainPem.map((pem) => derOf(pem).toString('hex')))
  expect(read.certificate.friendlyName).toBe(profile.friendlyName)
  expect(read.keyFriendlyName).toBe(profile.friendlyName)
}

/** The message of the CertificateError that `fn` throws (a CertificateError, or the test fails). */
async function refusal(fn: () => unknown): Promise<string> {
  try {
    await fn()
  } catch (error) {
    expect(error).toBeInstanceOf(CertificateError)
    return (error as Error).message
  }
  throw new Error('no error was thrown')
}

const openFile = (profile: Profile, password = profile.password) => async () => readPkcs12(await readFile(profile.file), password)

describe('readPkcs12 opens every kind of profile', () => {
  it.each(profileCases.map((c) => [c.name, c] as const))('%s', async (_, profileCase) => {
    await expectOpens(profileCase, profileCase.keyType)
  })

  it.each(['pbeWithSHAAnd128BitRC2-CBC', 'pbeWithSHAAnd2-KeyTripleDES-CBC', 'PBES2-with-3DES', 'legacy-no-mac'] as const)('%s', async (name) => {
    await expectOpens(profileNamed(name), 'rsa')
  })

  it.each([
    ['java17-rsa.p12', 'rsa', 'client'],
    ['java-legacy-ec.p12', 'ec', 'client']
  ])('%s, made by Java keytool', async (file, keyType, alias) => {
    const read = await readPkcs12(await readFile(path.join(fixtures, file)), 'changeit')
    expect(read.privateKey.asymmetricKeyType).toBe(keyType)
    expect(read.certificate.friendlyName).toBe(alias)
    expect(read.keyFriendlyName).toBe(alias)
    expect(read.chain).toEqual([])
    expect(new X509Certificate(read.certificate.der).checkPrivateKey(read.privateKey)).toBe(true)
  })
})

describe('readPkcs12 refuses what it cannot use, each with its own message', () => {
  it.each(['rsa-default', 'rsa-legacy', 'rsa-no-mac', 'rsa-unicode-password', 'rsa-latin1-password', 'rsa-empty-password'] as const)(
    'a wrong password (%s)',
    async (name) => {
      const profile = profileNamed(name)
      expect(await refusal(openFile(profile, profile.password === '' ? 'x' : 'wrong password'))).toBe(WRONG_PASSWORD)
    }
  )

  it('a wrong password stops the key derivations that began beside the MAC check', async () => {
    // Legacy PBE (RC2 and 3DES, RFC 7292 App. C) derives its keys in JavaScript, on this thread:
    // 600,000 iterations, four derivations, over a second of work that must not run on unheard.
    const profile = profileNamed('legacy-600k')
    expect(await refusal(openFile(profile, 'wrong password'))).toBe(WRONG_PASSWORD)
    const cpu = process.threadCpuUsage()
    await new Promise((resolve) => setTimeout(resolve, 300))
    const used = process.threadCpuUsage(cpu)
    expect((used.user + used.system) / 1000).toBeLessThan(100)
  })

  it('a wrong password, legacy without a MAC (RC2 padding and DER checks)', async () => {
    const profile = profileNamed('legacy-no-mac')
    for (const password of ['wrong', 'wrong password', 'Correct horse', '']) {
      expect(await refusal(openFile(profile, password))).toBe(WRONG_PASSWORD)
    }
  })

  it.each([
    ['an empty file', ''],
    ['text', 'hello, this is not a certificate\n'],
    ['a PEM certificate', '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n'],
    ['random bytes', Buffer.from('3082ffff0201030500', 'hex')]
  ])('%s is not a PKCS#12 profile', async (_, content) => {
    expect(await refusal(() => readPkcs12(Buffer.from(content), 'pw'))).toBe(NOT_PKCS12)
  })

  it('a DER certificate, a PEM key and a truncated profile are not PKCS#12 profiles', async () => {
    const profile = profileNamed('rsa-default')
    const p12 = await readFile(profile.file)
    expect(await refusal(() => readPkcs12(derOf(profile.certPem), 'pw'))).toBe(NOT_PKCS12)
    expect(await refusal(() => readPkcs12(Buffer.from(profile.keyPem), 'pw'))).toBe(NOT_PKCS12)
    expect(await refusal(() => readPkcs12(p12.subarray(0, 200), profile.password))).toBe(NOT_PKCS12)
  })

  it('a profile with no private key', async () => {
    expect(await refusal(openFile(badProfiles.noKey))).toBe('the certificate profile holds no private key')
  })

  it('a key without its certificate', async () => {
    expect(await refusal(openFile(badProfiles.noCertificate))).toBe(
      'the certificate profile holds no certificate for its private key'
    )
  })

  it('several private keys', async () => {
    const data = await readFile(path.join(fixtures, 'java-two-keys.p12'))
    expect(await refusal(() => readPkcs12(data, 'changeit'))).toBe(
      'the certificate profile holds 2 private keys; it must hold exactly one'
    )
  })

  it.each([
    ['DSA', badProfiles.dsa, 'the private key type DSA is not supported: use RSA or EC on P-256, P-384 or P-521'],
    ['Ed25519', badProfiles.ed25519, 'the private key type ED25519 is not supported: use RSA or EC on P-256, P-384 or P-521']
  ])('an unsupported key type: %s', async (_, profile, message) => {
    expect(await refusal(openFile(profile))).toBe(message)
  })

  it('an unsupported encryption algorithm, named by its OID', async () => {
    expect(await refusal(openFile(badProfiles.rc4Key))).toBe(
      'the certificate profile uses the encryption algorithm 1.2.840.113549.1.12.1.1 (pbeWithSHAAnd128BitRC4), which is not supported'
    )
  })
})

describe('a tampered profile is refused, with the right password', () => {
  // Each file below differs from a good one in one byte that the MAC covers, and is otherwise
  // usable: without its MAC it opens under the password. Only the MAC check can refuse it, and
  // refuse it the documented way: a conversion failure (CertificateError, exit 1) that writes
  // nothing. The message is not pinned: today it is the wrong-password one, as the MAC check
  // alone cannot tell a changed file from a wrong password.

  /** The PFX without its MacData: what a reader that skipped the MAC check would open. */
  const withoutMac = (data: Buffer): Buffer => {
    const [version, authSafe] = children(parseDer(data))
    return sequence(version.raw, authSafe.raw)
  }

  /** A copy of the profile with one byte flipped: in the MAC digest, or in the key bag's friendlyName. */
  async function tampered(profile: Profile, where: 'MAC digest' | 'authenticated content'): Promise<Buffer> {
    const data = Buffer.from(await readFile(profile.file))
    if (where === 'MAC digest') {
      // MacData { DigestInfo { algorithm, digest }, salt, iterations }: the digest's last byte.
      const [, , macData] = children(parseDer(data))
      const digest = children(children(macData)[0])[1]
      data[digest.raw.byteOffset - data.byteOffset + digest.raw.length - 1] ^= 1
    } else {
      // The key bag's attributes are not encrypted (the key itself is): its friendlyName, a
      // BMPString inside the authenticated safes, appears once in the file. Its first letter's
      // case changes; the DER stays valid.
      const name = Buffer.from(profile.friendlyName!, 'utf16le').swap16()
      const at = data.indexOf(name)
      expect(at).toBeGreaterThan(0)
      expect(data.indexOf(name, at + 1)).toBe(-1)
      data[at + 1] ^= 0x20
    }
    return data
  }

  it.each([
    ['rsa-default', 'MAC digest'],
    ['rsa-default', 'authenticated content'],
    ['rsa-legacy', 'MAC digest'],
    ['rsa-legacy', 'authenticated content']
  ] as const)('%s, one byte of its %s changed', async (name, where) => {
    const profile = profileNamed(name)
    const data = await tampered(profile, where)
    // Usable but for the MAC: the change is what the MAC is there to catch.
    const unchecked = await readPkcs12(withoutMac(data), profile.password)
    expect(unchecked.keyFriendlyName).toBe(where === 'MAC digest' ? profile.friendlyName : `R${profile.friendlyName!.slice(1)}`)

    const dir = await tempDir()
    const error = await convertProfile(data, profile.password, dir).then(() => undefined, (e: unknown) => e)
    expect(error).toBeInstanceOf(CertificateError)
    expect((error as CertificateError).exitCode).toBe(1)
    expect((error as Error).message).toMatch(/^[^\n]+$/)
    expect(await readdir(dir)).toEqual([])
    // The same bytes untouched convert: the refusal is the change's doing.
    await expect(convertProfile(await readFile(profile.file), profile.password, await tempDir())).resolves.toBeDefined()
  })
})

describe('password encodings (RFC 7292 App. B.1, RFC 8018 §6.2)', () => {
  it('the MAC and PKCS#12 PBE take a big-endian BMPString with two trailing zero bytes; PBES2 takes UTF-8 first', () => {
    const [standard] = passwordForms('pä€')
    expect(standard.bmp.toString('hex')).toBe('007000e420ac0000')
    expect(standard.pbes2.toString('hex')).toBe('70c3a4e282ac')
  })

  it('a Latin-1 password also tries its Latin-1 bytes for PBKDF2; an empty one also the NULL password', () => {
    expect(passwordForms('pä').map((f) => f.pbes2.toString('hex'))).toEqual(['70c3a4', '70c3a4', '70e4'])
    expect(passwordForms('pä')[2].bmp.toString('hex')).toBe('007000e40000')
    expect(passwordForms('').map((f) => f.bmp.toString('hex'))).toEqual(['0000', ''])
    expect(passwordForms('ascii')).toHaveLength(1)
  })
})

describe('the PKCS#12 key derivation (RFC 7292 App. B.2)', () => {
  // The classic SHA-1 vectors (Dr S. Henson's PKCS#12 FAQ test.txt; Bouncy Castle's and Crypto++'s
  // suites): passwords "smeg" and "queeg" as BMPStrings. The profile cases above are end-to-end
  // vectors for SHA-256, SHA-512 and non-ASCII text (their MACs verify).
  const bmp: Record<string, Buffer> = {
    smeg: Buffer.from('0073006d006500670000', 'hex'),
    queeg: Buffer.from('007100750065006500670000', 'hex')
  }
  it.each([
    ['smeg', 1, '0a58cf64530d823f', 1, 24, '8aaae6297b6cb04642ab5b077851284eb7128f1a2a7fbca3'],
    ['smeg', 2, '0a58cf64530d823f', 1, 8, '79993dfe048d3b76'],
    ['smeg', 1, '642b99ab44fb4b1f', 1, 24, 'f3a95fec48d7711e985cfe67908c5ab79fa3d7c5caa5d966'],
    ['smeg', 2, '642b99ab44fb4b1f', 1, 8, 'c0a38d64a79bea1d'],
    ['smeg', 3, '3d83c0e4546ac140', 1, 20, '8d967d88f6caa9d714800ab3d48051d63f73a312'],
    ['queeg', 1, '05dec959acff72f7', 1000, 24, 'ed2034e36328830ff09df1e1a07dd357185dac0d4f9eb3d4'],
    ['queeg', 2, '05dec959acff72f7', 1000, 8, '11dedad7758d4860'],
    ['queeg', 1, '1682c0fc5b3f7ec5', 1000, 24, '483dd6e919d7de2e8e648ba8f862f3fbfbdc2bcb2c02957f'],
    ['queeg', 2, '1682c0fc5b3f7ec5', 1000, 8, '9d461d1b00355c50'],
    ['queeg', 3, '263216fcc2fab31c', 1000, 20, '5ec4c7a80df652294c3925b6489a7ab857c83476']
  ] as const)('%s, id %i, salt %s, %i iteration(s)', async (password, id, salt, iterations, length, expected) => {
    expect((await pkcs12Kdf('sha1', 64, bmp[password], Buffer.from(salt, 'hex'), id, iterations, length)).toString('hex')).toBe(expected)
  })
})

describe('the rounds of SHA-256 in JavaScript', () => {
  it.each([0, 1, 2, 64, 1_500])('give what crypto.hash gives, %i round(s)', (count) => {
    for (const start of [Buffer.alloc(32), Buffer.alloc(32, 0xff), randomBytes(32)]) {
      const expected = Buffer.from(start)
      for (let i = 0; i < count; i++) expected.set(hash('sha256', expected, 'buffer'))
      const actual = Buffer.from(start)
      sha256Rounds(actual, count)
      expect(actual.toString('hex')).toBe(expected.toString('hex'))
    }
  })
})

describe('a profile that asks for too many iterations', () => {
  it('is refused at once, before any key derivation (a broken or hostile file would keep the conversion busy for hours)', async () => {
    const made = profileNamed('rsa-chain')
    const [version, authSafe, macData] = children(parseDer(await readFile(made.file)))
    const [digestInfo, salt] = children(macData)
    const tampered = sequence(version.raw, authSafe.raw, sequence(digestInfo.raw, salt.raw, integer(10_000_001)))
    const started = performance.now()
    await expect(readPkcs12(tampered, made.password)).rejects.toThrow(
      new CertificateError('the certificate profile uses 10000001 key-derivation iterations (at most 10000000 are accepted), which is not supported')
    )
    expect(performance.now() - started).toBeLessThan(2_000)
    // At the limit, the count is taken (the MAC then no longer matches: the file was changed).
    const atLimit = sequence(version.raw, authSafe.raw, sequence(digestInfo.raw, salt.raw, integer(1)))
    await expect(readPkcs12(atLimit, made.password)).rejects.toThrow(new CertificateError(WRONG_PASSWORD))
  })
})

describe('profiles assembled from their parts: the shapes OpenSSL does not export', () => {
  const PASSWORD = 'correct horse'
  const SUPPORTED = 'use RSA or EC on P-256, P-384 or P-521'


  it('the usual shape, assembled here, opens: an encrypted certificate safe, a shrouded key, a SHA-256 MAC', async () => {
    // What the cases below vary; it opening shows that the builder's encryption and MAC are right.
    const { pkcs8, certificate, jwk } = await p256Parts()
    const data = pfx([
      encryptedSafe(pbes2(sequence(certBag(certificate, bmpString('client'))), PASSWORD)),
      dataSafe(shroudedKeyBag(pbes2(pkcs8, PASSWORD), bmpString('client')))
    ], { password: PASSWORD })
    const read = await readPkcs12(data, PASSWORD)
    expect(read.privateKey.export({ format: 'jwk' })).toEqual(jwk)
    expect(read.certificate).toEqual({ der: certificate, friendlyName: 'client' })
    expect(read.keyFriendlyName).toBe('client')
    expect(await refusal(() => readPkcs12(data, 'wrong password'))).toBe(WRONG_PASSWORD)
  })

  it('certificates inside a SafeContents bag are read; a CRL bag beside them is passed over', async () => {
    const { pkcs8, certificate, jwk } = await p256Parts()
    const ca = derOf(await readFile(rsaPair.cert, 'utf8'))
    const data = pfx([dataSafe(keyBag(pkcs8), safeContentsBag(certBag(ca), safeContentsBag(certBag(certificate))), crlBag())])
    const read = await readPkcs12(data, PASSWORD)
    expect(read.privateKey.export({ format: 'jwk' })).toEqual(jwk)
    expect(read.certificate.der.equals(certificate)).toBe(true)
    expect(read.chain.map((c) => c.der.toString('hex'))).toEqual([ca.toString('hex')])
  })

  it('a friendlyName written as a UTF8String (a few writers do) is read like a BMPString', async () => {
    const { pkcs8, certificate } = await p256Parts()
    const data = pfx([dataSafe(keyBag(pkcs8, utf8String('Zoë’s key')), certBag(certificate, bmpString('Zoë’s certificate')))])
    const read = await readPkcs12(data, PASSWORD)
    expect(read.keyFriendlyName).toBe('Zoë’s key')
    expect(read.certificate.friendlyName).toBe('Zoë’s certificate')
  })

  it('PBES2 without a PBKDF2 function takes hmacWithSHA1, the default of RFC 8018', async () => {
    const { pkcs8, certificate, jwk } = await p256Parts()
    const data = pfx([dataSafe(shroudedKeyBag(pbes2(pkcs8, PASSWORD, { prf: null })), certBag(certificate))], { password: PASSWORD })
    expect((await readPkcs12(data, PASSWORD)).privateKey.export({ format: 'jwk' })).toEqual(jwk)
  })

  it.each([
    ['a key derivation function other than PBKDF2 (scrypt)', { kdf: OIDS.scrypt }, 'the key derivation function 1.3.6.1.4.1.11591.4.11'],
    ['a cipher other than AES and 3DES (single DES)', { cipher: OIDS.desCbc }, 'the cipher 1.3.14.3.2.7 (DES-CBC)'],
    ['a PBKDF2 function other than HMAC-SHA-1 or SHA-2 (HMAC-MD5)', { prf: OIDS.hmacWithMd5 }, 'the PBKDF2 function 1.2.840.113549.2.6']
  ] as [string, Pbes2Options, string][])('a key encrypted with %s is refused, naming it', async (_, options, what) => {
    const { pkcs8, certificate } = await p256Parts()
    const data = pfx([dataSafe(shroudedKeyBag(pbes2(pkcs8, PASSWORD, options)), certBag(certificate))], { password: PASSWORD })
    expect(await refusal(() => readPkcs12(data, PASSWORD))).toBe(`the certificate profile uses ${what}, which is not supported`)
  })

  it('a MAC algorithm that is not SHA-1 or SHA-2 (MD5) is refused, naming it', async () => {
    const { pkcs8, certificate } = await p256Parts()
    const data = pfx([dataSafe(keyBag(pkcs8), certBag(certificate))], { password: PASSWORD, algorithm: OIDS.md5 })
    expect(await refusal(() => readPkcs12(data, PASSWORD))).toBe(
      'the certificate profile uses the MAC algorithm 1.2.840.113549.2.5 (MD5), which is not supported'
    )
  })

  it('a public-key encrypted safe is refused, even beside a usable key and certificate', async () => {
    const { pkcs8, certificate } = await p256Parts()
    const data = pfx([dataSafe(keyBag(pkcs8), certBag(certificate)), envelopedSafe()], { password: PASSWORD })
    expect(await refusal(() => readPkcs12(data, PASSWORD))).toBe(
      'the certificate profile uses a safe of type 1.2.840.113549.1.7.3 (public-key encrypted), which is not supported'
    )
  })

  it('a shrouded key that decrypts, under a MAC that verifies, to no DER element is a failed decryption: the wrong-password message', async () => {
    // Valid padding, garbage inside: what a wrong key gives once in 256 tries. The reader tells
    // failed decryptions apart from unreadable files (NOT_PKCS12) by their kind.
    const { certificate } = await p256Parts()
    const data = pfx([dataSafe(shroudedKeyBag(pbes2(Buffer.from('no DER element'), PASSWORD)), certBag(certificate))], { password: PASSWORD })
    expect(await refusal(() => readPkcs12(data, PASSWORD))).toBe(WRONG_PASSWORD)
  })

  it('a key bag whose content is no private key', async () => {
    const { certificate } = await p256Parts()
    const data = pfx([dataSafe(keyBag(sequence(integer(0))), certBag(certificate))], { password: PASSWORD })
    expect(await refusal(() => readPkcs12(data, PASSWORD))).toBe('the private key in the certificate profile cannot be read')
  })

  it.each([
    ['EC on a curve NSS does not take', () => generateKeyPairSync('ec', { namedCurve: 'secp256k1' }).privateKey.export({ type: 'pkcs8', format: 'der' }),
      'EC on the curve secp256k1'],
    ['EC with explicit parameters of no named curve', explicitCurveKey, 'EC on the curve with explicit parameters'],
    ['a key node:crypto names no type for (X9.42 DH)', () => createPrivateKey(DHX_KEY).export({ type: 'pkcs8', format: 'der' }), 'UNKNOWN']
  ])('an unsupported key type: %s', async (_, pkcs8, what) => {
    const data = pfx([dataSafe(keyBag(pkcs8()))], { password: PASSWORD })
    expect(await refusal(() => readPkcs12(data, PASSWORD))).toBe(`the private key type ${what} is not supported: ${SUPPORTED}`)
  })
})

describe('decrypt: the failures of RC2 (forge decrypts, we check the padding)', () => {
  // pbeWithSHAAnd40BitRC2-CBC, one iteration. decrypt's errors never reach the user as they are
  // (a failed decryption reads as a wrong password): these pin them at decrypt itself.
  const password = 'correct horse'
  const salt = Buffer.from('0102030405060708', 'hex')
  const algorithm = parseDer(sequence(oid(OIDS.pbeWithSha1And40BitRc2), sequence(octetString(salt), integer(1))))

  /** RC2 decryption of whole blocks under the profile's key, with no unpadding. */
  function rc2Decrypt(data: Buffer, iv: Buffer): Buffer {
    const key = pkcs12Key('sha1', password, salt, 1, 1, 5)
    const decipher = rc2.createDecryptionCipher(key.toString('binary'), 40)
    decipher.start(iv.toString('binary'), null)
    decipher.update(forgeUtil.createBuffer(data.toString('binary')))
    expect(decipher.finish(() => true)).toBe(true)
    return Buffer.from(decipher.output.getBytes(), 'binary')
  }

  it('data that is not whole 8-byte blocks', async () => {
    await expect(decrypt(algorithm, Buffer.alloc(15, 1), passwordForms(password)[0])).rejects.toThrow(
      new DecryptionError('decryption failed: not whole blocks')
    )
  })

  it('a last block that ends in no PKCS#7 padding', async () => {
    // CBC: the last plaintext block is D(C2) XOR C1. With C1 = D(C2) it is eight zero bytes, and a
    // padding count of 0 is no padding.
    const c2 = Buffer.from('a1b2c3d4e5f60718', 'hex')
    const c1 = rc2Decrypt(c2, Buffer.alloc(8))
    expect(rc2Decrypt(Buffer.concat([c1, c2]), Buffer.alloc(8)).subarray(8).equals(Buffer.alloc(8))).toBe(true)
    const error = await decrypt(algorithm, Buffer.concat([c1, c2]), passwordForms(password)[0]).then(() => undefined, (e: unknown) => e)
    expect(error).toBeInstanceOf(DecryptionError)
    expect((error as Error).message).toBe('decryption failed: bad padding')
  })
})
