import { X509Certificate, createPrivateKey } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { pkcs12Kdf } from '../../src/certificate/pkcs12-crypto.js'
import { NOT_PKCS12, WRONG_PASSWORD, readPkcs12 } from '../../src/certificate/pkcs12.js'
import { CertificateError } from '../../src/certificate/profile.js'
import { badProfiles, profileCases } from '../helpers/pkcs12-fixtures.js'

const fixtures = path.join(import.meta.dirname, '../fixtures/pkcs12')
const derOf = (pem: string): Buffer => new X509Certificate(pem).raw

describe('readPkcs12 opens every kind of profile', () => {
  it.each(profileCases.map((c) => [c.name, c] as const))('%s', async (_, profileCase) => {
    const profile = await profileCase.make()
    const read = readPkcs12(await readFile(profile.file), profile.password)
    expect(read.privateKey.asymmetricKeyType).toBe(profileCase.keyType)
    expect(read.privateKey.export({ format: 'jwk' })).toEqual(createPrivateKey(profile.keyPem).export({ format: 'jwk' }))
    // The original DER bytes, never re-encoded.
    expect(read.certificate.der.equals(derOf(profile.certPem))).toBe(true)
    expect(read.chain.map((c) => c.der.toString('hex'))).toEqual(profile.chainPem.map((pem) => derOf(pem).toString('hex')))
    expect(read.certificate.friendlyName).toBe(profile.friendlyName)
    expect(read.keyFriendlyName).toBe(profile.friendlyName)
  })

  it.each([
    ['java17-rsa.p12', 'rsa', 'client'],
    ['java-legacy-ec.p12', 'ec', 'client']
  ])('%s, made by Java keytool', async (file, keyType, alias) => {
    const read = readPkcs12(await readFile(path.join(fixtures, file)), 'changeit')
    expect(read.privateKey.asymmetricKeyType).toBe(keyType)
    expect(read.certificate.friendlyName).toBe(alias)
    expect(new X509Certificate(read.certificate.der).checkPrivateKey(read.privateKey)).toBe(true)
  })
})

describe('readPkcs12 refuses what it cannot use, each with its own message', () => {
  const refusal = (fn: () => unknown): string => {
    try {
      fn()
    } catch (error) {
      expect(error).toBeInstanceOf(CertificateError)
      return (error as Error).message
    }
    throw new Error('no error was thrown')
  }

  it.each(['rsa-default', 'rsa-legacy', 'rsa-no-mac', 'rsa-unicode-password', 'rsa-empty-password'])(
    'a wrong password (%s)',
    async (name) => {
      const profile = await profileCases.find((c) => c.name === name)!.make()
      const data = await readFile(profile.file)
      expect(refusal(() => readPkcs12(data, profile.password === '' ? 'x' : 'wrong password'))).toBe(WRONG_PASSWORD)
    }
  )

  it.each([
    ['an empty file', ''],
    ['text', 'hello, this is not a certificate\n'],
    ['a PEM certificate', '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n'],
    ['random bytes', Buffer.from('3082ffff0201030500', 'hex')]
  ])('%s is not a PKCS#12 profile', async (_, content) => {
    expect(refusal(() => readPkcs12(Buffer.from(content), 'pw'))).toBe(NOT_PKCS12)
  })

  it('a DER certificate is not a PKCS#12 profile', async () => {
    const profile = await profileCases[0].make()
    expect(refusal(() => readPkcs12(derOf(profile.certPem), 'pw'))).toBe(NOT_PKCS12)
  })

  it('a profile with no private key', async () => {
    const profile = await badProfiles.noKey()
    const data = await readFile(profile.file)
    expect(refusal(() => readPkcs12(data, profile.password))).toBe('the certificate profile holds no private key')
  })

  it('a key without its certificate', async () => {
    const profile = await badProfiles.noCertificate()
    await expect(async () => readPkcs12(await readFile(profile.file), profile.password)).rejects.toThrow(
      'the certificate profile holds no certificate for its private key'
    )
  })

  it('several private keys', async () => {
    const data = await readFile(path.join(fixtures, 'java-two-keys.p12'))
    expect(refusal(() => readPkcs12(data, 'changeit'))).toBe('the certificate profile holds 2 private keys; it must hold exactly one')
  })

  it.each([
    ['DSA', badProfiles.dsa, 'the private key type DSA is not supported: use RSA or EC on P-256, P-384 or P-521'],
    ['Ed25519', badProfiles.ed25519, 'the private key type ED25519 is not supported: use RSA or EC on P-256, P-384 or P-521']
  ])('an unsupported key type: %s', async (_, make, message) => {
    const profile = await make()
    await expect(async () => readPkcs12(await readFile(profile.file), profile.password)).rejects.toThrow(message)
  })
})

describe('the PKCS#12 key derivation (RFC 7292 App. B.2)', () => {
  // Vectors from the test suite of Bouncy Castle's PKCS12ParametersGenerator (SHA-1, password "smeg").
  const smeg = Buffer.from('0073006d006500670000', 'hex')
  it.each([
    [1, '0a58cf64530d823f', 1, 24, '8aaae6297b6cb04642ab5b077851284eb7128f1a2a7fbca3'],
    [2, '0a58cf64530d823f', 1, 8, '79993dfe048d3b76'],
    [1, '642b99ab44fb4b1f', 1, 24, 'f3a95fec48d7711e985cfe67908c5ab79fa3d7c5caa5d966'],
    [3, '3d83c0e4546ac140', 1, 20, '8d967d88f6caa9d714800ab3d48051d63f73a312']
  ])('id %i, salt %s, %i iteration(s)', (id, salt, iterations, length, expected) => {
    expect(pkcs12Kdf('sha1', 64, smeg, Buffer.from(salt, 'hex'), id, iterations, length).toString('hex')).toBe(expected)
  })
})
