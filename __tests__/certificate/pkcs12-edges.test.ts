import { randomBytes } from 'node:crypto'
import { getEventListeners } from 'node:events'
import { describe, expect, it } from 'vitest'
import rc2, { type BlockCipher } from 'node-forge/lib/rc2.js'
import forgeUtil from 'node-forge/lib/util.js'
import { Tag, children, encode, integer, octetString, oid, parseDer, sequence } from '../../src/certificate/der.js'
import { DecryptionError, MAX_ITERATIONS, decrypt, passwordForms, pkcs12Kdf } from '../../src/certificate/pkcs12-crypto.js'
import { NOT_PKCS12, WRONG_PASSWORD, readPkcs12 } from '../../src/certificate/pkcs12.js'
import { CertificateError } from '../../src/certificate/profile.js'
import {
  OIDS, bag, bmpString, certBag, dataSafe, encryptedSafe, keyBag, p256Parts, pbes2, pfx, pkcs12Key, pkcs12Pbe3Des, shroudedKeyBag
} from '../helpers/pkcs12-builder.js'

// The edges of the PKCS#12 reader that OpenSSL's exports never reach: password forms, the KDF past
// one block of input, the MAC's and the padding's checks, cancellation, odd bags and attributes.
// Every profile here is assembled by ../helpers/pkcs12-builder.ts, with crypto of its own.

const PASSWORD = 'correct horse'

/** The message of the CertificateError that `promise` rejects with (a CertificateError, or the test fails). */
async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(() => undefined, (e: unknown) => e)
  expect(error).toBeInstanceOf(CertificateError)
  return (error as Error).message
}

/** What `promise` rejects with (the test fails if it resolves). */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(() => { throw new Error('it resolved') }, (e: unknown) => e)
}

describe('passwordForms: every encoding tried, in order (RFC 7292 App. B.1, RFC 8018 §6.2)', () => {
  // [password, [BMPString for the MAC and PKCS#12 PBE, bytes for PBKDF2] of each form]
  it.each([
    ['ab', [['006100620000', '6162']]],
    ['\x7f', [['007f0000', '7f']]], // DEL is still ASCII: one form
    ['', [['0000', ''], ['', '']]], // and OpenSSL's NULL password
    // Latin-1: also each UTF-8 byte widened (OpenSSL 1.x), and the Latin-1 bytes for PBKDF2 (OpenSSL 3).
    ['é', [['00e90000', 'c3a9'], ['00c300a90000', 'c3a9'], ['00e90000', 'e9']]],
    ['ÿ', [['00ff0000', 'c3bf'], ['00c300bf0000', 'c3bf'], ['00ff0000', 'ff']]],
    // Beyond Latin-1, in part or whole: no Latin-1 bytes to try.
    ['€', [['20ac0000', 'e282ac'], ['00e2008200ac0000', 'e282ac']]],
    ['ä€', [['00e420ac0000', 'c3a4e282ac'], ['00c300a400e2008200ac0000', 'c3a4e282ac']]]
  ])('%j', (password, expected) => {
    expect(passwordForms(password).map((f) => [f.bmp.toString('hex'), f.pbes2.toString('hex')])).toEqual(expected)
  })
})

describe('the PKCS#12 KDF on inputs longer than one block (v = 64 bytes)', () => {
  // Salt and password are each repeated to a whole number of 64-byte blocks: checked against the
  // builder's independent implementation (BigInt arithmetic, createHash).
  const text = 'a password of more than thirty-two characters, so more than 64 bytes'
  const bmp = Buffer.concat([Buffer.from(text, 'utf16le').swap16(), Buffer.alloc(2)])
  it.each([
    ['sha1', 1, 8, 1, 24],
    ['sha1', 2, 70, 3, 8],
    ['sha1', 3, 130, 2, 20],
    ['sha256', 3, 70, 2, 32],
    ['sha256', 1, 20, 1, 100]
  ] as const)('%s, id %i, a %i-byte salt, %i iteration(s), %i bytes', async (hash, id, saltLength, iterations, length) => {
    const salt = randomBytes(saltLength)
    const expected = pkcs12Key(hash, text, salt, id, iterations, length)
    expect((await pkcs12Kdf(hash, 64, bmp, salt, id, iterations, length)).toString('hex')).toBe(expected.toString('hex'))
  })
})

describe('the MAC', () => {
  /** The profile with its MacData's digest and iteration count replaced. */
  function withMac(data: Buffer, change: { digest?: (digest: Buffer) => Buffer; iterations?: number }): Buffer {
    const [version, authSafe, macData] = children(parseDer(data))
    const [digestInfo, salt, iterations] = children(macData)
    const [algorithm, digest] = children(digestInfo)
    const newDigest = change.digest ? octetString(change.digest(digest.value)) : digest.raw
    const newIterations = change.iterations === undefined ? iterations.raw : integer(change.iterations)
    return sequence(version.raw, authSafe.raw, sequence(sequence(algorithm.raw, newDigest), salt.raw, newIterations))
  }

  it('a digest shorter than the hash is a MAC that does not verify: the wrong-password message', async () => {
    const { pkcs8, certificate } = await p256Parts()
    const data = pfx([dataSafe(keyBag(pkcs8), certBag(certificate))], { password: PASSWORD })
    expect(await refusal(readPkcs12(withMac(data, { digest: (d) => d.subarray(0, 16) }), PASSWORD))).toBe(WRONG_PASSWORD)
  })

  it(`${MAX_ITERATIONS} iterations, the limit, are taken: the derivation starts, and stops when the signal aborts`, async () => {
    const { pkcs8, certificate } = await p256Parts()
    const data = withMac(pfx([dataSafe(keyBag(pkcs8), certBag(certificate))], { password: PASSWORD }), { iterations: MAX_ITERATIONS })
    // Ten million hashes take seconds of this thread: only a derivation that gives the event loop
    // turns lets the timeout's signal abort and rejects with its reason (else: the wrong-password
    // message, the count having changed since the MAC was computed).
    const error = await rejection(readPkcs12(data, PASSWORD, AbortSignal.timeout(50)))
    expect((error as Error).name).toBe('TimeoutError')
  })
})

describe('every MAC hash, PBES2 cipher and PBKDF2 function the reader takes', () => {
  // OpenSSL's exports use SHA-256 and AES-256 (and SHA-1 and 3DES with -legacy); other writers
  // pick the others. The builder computes each with node:crypto and a KDF of its own; OpenSSL 3
  // (`openssl pkcs12 -info`) verifies such MACs and decrypts such safes.
  it.each([
    ['SHA-1', OIDS.sha1],
    ['SHA-224', OIDS.sha224],
    ['SHA-256', OIDS.sha256],
    ['SHA-384 (128-byte blocks in the KDF)', OIDS.sha384],
    ['SHA-512 (128-byte blocks in the KDF)', OIDS.sha512]
  ])('a MAC with %s verifies; a wrong password does not', async (_, algorithm) => {
    const { pkcs8, certificate, jwk } = await p256Parts()
    const data = pfx([dataSafe(keyBag(pkcs8), certBag(certificate))], { password: PASSWORD, algorithm })
    expect((await readPkcs12(data, PASSWORD)).privateKey.export({ format: 'jwk' })).toEqual(jwk)
    expect(await refusal(readPkcs12(data, 'wrong password'))).toBe(WRONG_PASSWORD)
  })

  it.each([
    ['AES-128-CBC', OIDS.aes128Cbc, OIDS.hmacWithSha256],
    ['AES-192-CBC', OIDS.aes192Cbc, OIDS.hmacWithSha256],
    ['AES-256-CBC', OIDS.aes256Cbc, OIDS.hmacWithSha256],
    ['3DES (DES-EDE3-CBC)', OIDS.desEde3Cbc, OIDS.hmacWithSha256],
    ['AES-256-CBC, hmacWithSHA1', OIDS.aes256Cbc, OIDS.hmacWithSha1],
    ['AES-256-CBC, hmacWithSHA224', OIDS.aes256Cbc, OIDS.hmacWithSha224],
    ['AES-256-CBC, hmacWithSHA384', OIDS.aes256Cbc, OIDS.hmacWithSha384],
    ['AES-256-CBC, hmacWithSHA512', OIDS.aes256Cbc, OIDS.hmacWithSha512]
  ])('PBES2 with %s opens an encrypted safe and a shrouded key', async (_, cipher, prf) => {
    const { pkcs8, certificate, jwk } = await p256Parts()
    const data = pfx([
      encryptedSafe(pbes2(sequence(certBag(certificate)), PASSWORD, { cipher, prf })),
      dataSafe(shroudedKeyBag(pbes2(pkcs8, PASSWORD, { cipher, prf })))
    ], { password: PASSWORD })
    const read = await readPkcs12(data, PASSWORD)
    expect(read.privateKey.export({ format: 'jwk' })).toEqual(jwk)
    expect(read.certificate.der.equals(certificate)).toBe(true)
  })
})

describe('decrypt: results and failures of each cipher', () => {
  it('AES (PBES2): data that is no whole number of blocks fails with a DecryptionError that says why', async () => {
    const { algorithm } = pbes2(Buffer.from('plaintext'), PASSWORD)
    const error = await rejection(decrypt(parseDer(algorithm), Buffer.alloc(15, 1), passwordForms(PASSWORD)[0]))
    expect(error).toBeInstanceOf(DecryptionError)
    expect((error as Error).message).toMatch(/^decryption failed: \S.*$/)
  })

  it('3DES (PKCS#12 PBE): gives back the plaintext, from the password as a BMPString', async () => {
    const plaintext = Buffer.from('three keys, eight-byte blocks, 2 iterations')
    const { algorithm, data } = pkcs12Pbe3Des(plaintext, PASSWORD, 2)
    expect((await decrypt(parseDer(algorithm), data, passwordForms(PASSWORD)[0])).toString()).toBe(plaintext.toString())
  })

  describe('RC2 (pbeWithSHAAnd40BitRC2-CBC): PKCS#7 padding, every byte checked', () => {
    const salt = Buffer.from('0807060504030201', 'hex')
    const algorithm = parseDer(sequence(oid(OIDS.pbeWithSha1And40BitRc2), sequence(octetString(salt), integer(1))))

    /** RC2 encryption of whole blocks, no padding added: the "plaintext" below is what decryption sees. */
    function rc2Encrypt(plaintext: Buffer): Buffer {
      const key = pkcs12Key('sha1', PASSWORD, salt, 1, 1, 5)
      const iv = pkcs12Key('sha1', PASSWORD, salt, 2, 1, 8)
      // forge's RC2 module encrypts too; src's declaration of it types only what src uses.
      const { createEncryptionCipher } = rc2 as unknown as { createEncryptionCipher(key: string, bits: number): BlockCipher }
      const cipher = createEncryptionCipher(key.toString('binary'), 40)
      cipher.start(iv.toString('binary'), null)
      cipher.update(forgeUtil.createBuffer(plaintext.toString('binary')))
      expect(cipher.finish(() => true)).toBe(true)
      return Buffer.from(cipher.output.getBytes(), 'binary')
    }

    it.each([
      ['four bytes of padding', '6162636404040404', '61626364'],
      ['one byte of padding', '6162636465666701', '61626364656667'],
      ['a whole block of padding after a block', '41424344454647480808080808080808', '4142434445464748'],
      ['a whole block of padding and nothing else', '0808080808080808', '']
    ])('%s is removed', async (_, plaintext, expected) => {
      const data = rc2Encrypt(Buffer.from(plaintext, 'hex'))
      expect((await decrypt(algorithm, data, passwordForms(PASSWORD)[0])).toString('hex')).toBe(expected)
    })

    it.each([
      ['a count larger than the block (9)', '09090909090909090909090909090909'],
      ['a count of 255', '41424344454647ff'],
      ['a padding byte that differs from the count', '6162636465020303'],
      ['the first padding byte differing from the count', '6162630405050505']
    ])('%s is refused', async (_, plaintext) => {
      const data = rc2Encrypt(Buffer.from(plaintext, 'hex'))
      const error = await rejection(decrypt(algorithm, data, passwordForms(PASSWORD)[0]))
      expect(error).toBeInstanceOf(DecryptionError)
      expect((error as Error).message).toBe('decryption failed: bad padding')
    })
  })
})

describe('how failures read', () => {
  it('without a MAC, an algorithm we do not implement is named, not taken for a wrong password', async () => {
    const { pkcs8, certificate } = await p256Parts()
    const data = pfx([dataSafe(shroudedKeyBag(pbes2(pkcs8, PASSWORD, { kdf: OIDS.scrypt })), certBag(certificate))])
    expect(await refusal(readPkcs12(data, PASSWORD))).toBe(
      'the certificate profile uses the key derivation function 1.3.6.1.4.1.11591.4.11, which is not supported'
    )
  })

  it.each([
    // PKCS#12 PBE with RC4 (RFC 7292 App. C) and PBES1 (RFC 8018 §6.1): old exports, insecure.
    ['pbeWithSHAAnd40BitRC4', '1.2.840.113549.1.12.1.2'],
    ['pbeWithMD5AndDES-CBC', '1.2.840.113549.1.5.3'],
    ['pbeWithSHA1AndDES-CBC', '1.2.840.113549.1.5.10']
  ])('a key encrypted with %s is refused, the algorithm named', async (name, algorithm) => {
    const { certificate } = await p256Parts()
    const key = { algorithm: sequence(oid(algorithm), sequence(octetString(randomBytes(8)), integer(1))), data: randomBytes(32) }
    const data = pfx([dataSafe(shroudedKeyBag(key), certBag(certificate))], { password: PASSWORD })
    expect(await refusal(readPkcs12(data, PASSWORD))).toBe(
      `the certificate profile uses the encryption algorithm ${algorithm} (${name}), which is not supported`
    )
  })

  it('a key encrypted with PBES2 and RC2-CBC is refused, the cipher named', async () => {
    const { pkcs8, certificate } = await p256Parts()
    const data = pfx([dataSafe(shroudedKeyBag(pbes2(pkcs8, PASSWORD, { cipher: OIDS.rc2Cbc })), certBag(certificate))], { password: PASSWORD })
    expect(await refusal(readPkcs12(data, PASSWORD))).toBe(
      'the certificate profile uses the cipher 1.2.840.113549.3.2 (RC2-CBC), which is not supported'
    )
  })

  it('a MAC of PBMAC1 (RFC 9579, OpenSSL 3.4 and later write it on request) is refused, named', async () => {
    const { pkcs8, certificate } = await p256Parts()
    const data = pfx([dataSafe(keyBag(pkcs8), certBag(certificate))], { password: PASSWORD, algorithm: '1.2.840.113549.1.5.14' })
    expect(await refusal(readPkcs12(data, PASSWORD))).toBe(
      'the certificate profile uses the MAC algorithm 1.2.840.113549.1.5.14 (PBMAC1), which is not supported'
    )
  })

  it('a safe that decrypts to DER that is no SafeContents: without a MAC, garbage, so a wrong password; with one, no PKCS#12 profile', async () => {
    const { pkcs8, certificate } = await p256Parts()
    const safes = [encryptedSafe(pbes2(integer(5), PASSWORD)), dataSafe(keyBag(pkcs8), certBag(certificate))]
    expect(await refusal(readPkcs12(pfx(safes), PASSWORD))).toBe(WRONG_PASSWORD)
    expect(await refusal(readPkcs12(pfx(safes, { password: PASSWORD }), PASSWORD))).toBe(NOT_PKCS12)
  })

  it('a PFX of another version than 3 is no PKCS#12 profile', async () => {
    const { pkcs8, certificate } = await p256Parts()
    const [, authSafe] = children(parseDer(pfx([dataSafe(keyBag(pkcs8), certBag(certificate))])))
    expect((await readPkcs12(sequence(integer(3), authSafe.raw), PASSWORD)).certificate.der.equals(certificate)).toBe(true)
    expect(await refusal(readPkcs12(sequence(integer(2), authSafe.raw), PASSWORD))).toBe(NOT_PKCS12)
  })

  it('an authenticated safe of another type than data (public-key integrity mode, signedData) is no PKCS#12 profile', async () => {
    const { pkcs8, certificate } = await p256Parts()
    const [version, authSafe] = children(parseDer(pfx([dataSafe(keyBag(pkcs8), certBag(certificate))])))
    const [, content] = children(authSafe)
    const signed = sequence(oid('1.2.840.113549.1.7.2'), content.raw)
    expect(await refusal(readPkcs12(sequence(version.raw, signed), PASSWORD))).toBe(NOT_PKCS12)
  })
})

describe('bags and attributes', () => {
  const set = (...content: Buffer[]): Buffer => encode(Tag.Set, ...content)
  const withName = (pkcs8: Buffer, ...values: Buffer[]): Buffer =>
    sequence(oid(OIDS.keyBag), encode(0xa0, pkcs8), set(sequence(oid(OIDS.friendlyName), set(...values))))

  it('a bag of a type the reader does not know is passed over, whatever it holds', async () => {
    const { pkcs8, certificate, jwk } = await p256Parts()
    const data = pfx([dataSafe(bag('1.2.840.113549.1.12.10.1.5', encode(Tag.Null)), keyBag(pkcs8), certBag(certificate))])
    expect((await readPkcs12(data, PASSWORD)).privateKey.export({ format: 'jwk' })).toEqual(jwk)
  })

  it('the key\'s certificate is found past a certificate bag whose content is no certificate', async () => {
    // The key is matched to a certificate by public key; bytes that are no X.509 certificate have
    // none and match nothing, whatever comes after them.
    const { pkcs8, certificate } = await p256Parts()
    const data = pfx([dataSafe(keyBag(pkcs8), certBag(Buffer.from('no certificate')), certBag(certificate))])
    expect((await readPkcs12(data, PASSWORD)).certificate.der.equals(certificate)).toBe(true)
  })

  it('a certificate bag of another type than X.509 (an SDSI certificate) is passed over', async () => {
    const { pkcs8, certificate } = await p256Parts()
    const sdsi = bag(OIDS.certBag, sequence(oid('1.2.840.113549.1.9.22.2'), encode(0xa0, encode(0x16, Buffer.from('KHNkc2kp')))))
    const read = await readPkcs12(pfx([dataSafe(keyBag(pkcs8), sdsi, certBag(certificate))]), PASSWORD)
    expect(read.certificate.der.equals(certificate)).toBe(true)
    expect(read.chain).toEqual([])
  })

  it.each([
    ['no value', []],
    ['an IA5String', [encode(0x16, Buffer.from('ab'))]],
    ['a BMPString of an odd number of bytes', [encode(Tag.BmpString, Buffer.from('abc'))]]
  ] as [string, Buffer[]][])('a friendlyName with %s is no name', async (_, values) => {
    const { pkcs8, certificate } = await p256Parts()
    const read = await readPkcs12(pfx([dataSafe(withName(pkcs8, ...values), certBag(certificate, bmpString('cert')))]), PASSWORD)
    expect(read.keyFriendlyName).toBeUndefined()
    expect(read.certificate.friendlyName).toBe('cert')
  })
})

describe('cancellation', () => {
  it('leaves no listener on the caller\'s signal, whether the profile opens or not', async () => {
    const { pkcs8, certificate } = await p256Parts()
    const data = pfx([dataSafe(shroudedKeyBag(pbes2(pkcs8, PASSWORD)), certBag(certificate))], { password: PASSWORD })
    const signal = new AbortController().signal
    await readPkcs12(data, PASSWORD, signal)
    expect(getEventListeners(signal, 'abort')).toHaveLength(0)
    await refusal(readPkcs12(data, 'wrong', signal))
    expect(getEventListeners(signal, 'abort')).toHaveLength(0)
  })

  it('the abort itself takes the reader\'s listener off the signal, before the reading settles', async () => {
    // The listener is registered once, for the one abort event a signal ever fires: after that
    // nothing of the reader stays on the caller's signal, whenever the reading gets to its end.
    const { pkcs8, certificate } = await p256Parts()
    const data = pfx([dataSafe(shroudedKeyBag(pbes2(pkcs8, PASSWORD)), certBag(certificate))], { password: PASSWORD })
    const controller = new AbortController()
    const reading = readPkcs12(data, PASSWORD, controller.signal)
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(1)
    const reason = new Error('stopped')
    controller.abort(reason)
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0)
    expect(await rejection(reading)).toBe(reason)
  })

  it('an abort while the MAC is checked rejects with its reason, though nothing is left to decrypt', async () => {
    const { pkcs8, certificate } = await p256Parts()
    const data = pfx([dataSafe(keyBag(pkcs8), certBag(certificate))], { password: PASSWORD })
    const controller = new AbortController()
    const reading = readPkcs12(data, PASSWORD, controller.signal)
    const reason = new Error('stopped')
    queueMicrotask(() => controller.abort(reason))
    expect(await rejection(reading)).toBe(reason)
  })

  it('an abort while a MAC-less profile is decrypted (PKCS#12 PBE, one iteration) rejects with its reason', async () => {
    const { pkcs8, certificate } = await p256Parts()
    const data = pfx([encryptedSafe(pkcs12Pbe3Des(sequence(certBag(certificate)), PASSWORD)), dataSafe(shroudedKeyBag(pkcs12Pbe3Des(pkcs8, PASSWORD)))])
    expect((await readPkcs12(data, PASSWORD)).certificate.der.equals(certificate)).toBe(true)
    const controller = new AbortController()
    const reading = readPkcs12(data, PASSWORD, controller.signal)
    const reason = new Error('stopped')
    queueMicrotask(() => controller.abort(reason))
    expect(await rejection(reading)).toBe(reason)
  })

})
