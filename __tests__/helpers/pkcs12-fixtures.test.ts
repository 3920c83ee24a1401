import { X509Certificate } from 'node:crypto'
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { madeOf } from './pkcs12-builder.js'
import { FIXTURES, PROFILE_NAMES, type ProfileName, profileNamed, tlsPair } from './pkcs12-fixtures.js'

// The committed fixtures are what their names and make.sh say: a profile's name is all that the
// tests see of how it was made, and a test proves nothing on a profile made otherwise.

/** OpenSSL 3's defaults for `pkcs12 -export`. */
const OPENSSL_3 = 'encrypted PBES2 AES-256/SHA-256 ×2048; shrouded key PBES2 AES-256/SHA-256 ×2048; MAC SHA-256 ×2048'
/** OpenSSL's `-legacy`: what macOS Keychain, Windows and Java 8 export. */
const LEGACY = 'encrypted RC2-40 ×2048; shrouded key 3DES ×2048; MAC SHA-1 ×2048'

const MADE: Record<ProfileName, string> = {
  'rsa-default': OPENSSL_3,
  'rsa-legacy': LEGACY,
  'rsa-3des': 'encrypted 3DES ×2048; shrouded key 3DES ×2048; MAC SHA-1 ×2048',
  'rsa-aes128': 'encrypted PBES2 AES-128/SHA-256 ×2048; shrouded key PBES2 AES-128/SHA-256 ×2048; MAC SHA-256 ×2048',
  'rsa-cert-unencrypted': 'certificate; shrouded key PBES2 AES-256/SHA-256 ×2048; MAC SHA-256 ×2048',
  'rsa-sha512-mac': 'encrypted PBES2 AES-256/SHA-256 ×100000; shrouded key PBES2 AES-256/SHA-256 ×100000; MAC SHA-512 ×100000',
  'rsa-no-mac': 'certificate; shrouded key PBES2 AES-256/SHA-256 ×2048; no MAC',
  'rsa-empty-password': OPENSSL_3,
  'rsa-unicode-password': OPENSSL_3,
  'rsa-latin1-password': OPENSSL_3,
  'rsa-latin1-password-legacy': LEGACY,
  'rsa-chain': OPENSSL_3,
  'rsa-no-friendly-name': OPENSSL_3,
  'ec-p256': OPENSSL_3,
  'ec-p256-legacy': LEGACY,
  'ec-p384': OPENSSL_3,
  'ec-p521': OPENSSL_3,
  'pbeWithSHAAnd128BitRC2-CBC': 'encrypted RC2-128 ×2048; shrouded key RC2-128 ×2048; MAC SHA-1 ×2048',
  'pbeWithSHAAnd2-KeyTripleDES-CBC': 'encrypted 2DES ×2048; shrouded key 2DES ×2048; MAC SHA-256 ×2048',
  'PBES2-with-3DES': 'encrypted PBES2 DES-EDE3/SHA-256 ×2048; shrouded key PBES2 DES-EDE3/SHA-256 ×2048; MAC SHA-256 ×2048',
  'legacy-no-mac': 'certificate; shrouded key 3DES ×2048; no MAC',
  'rsa-plain': 'certificate; key; no MAC',
  'rsa-blank-password': OPENSSL_3,
  'rsa-expired': OPENSSL_3,
  'rsa-600k-iterations': 'encrypted PBES2 AES-256/SHA-256 ×600000; shrouded key PBES2 AES-256/SHA-256 ×600000; MAC SHA-256 ×600000',
  'rsa-600k-no-mac': 'encrypted PBES2 AES-256/SHA-256 ×600000; shrouded key PBES2 AES-256/SHA-256 ×600000; no MAC',
  'legacy-600k': 'encrypted RC2-40 ×600000; shrouded key 3DES ×600000; MAC SHA-1 ×600000',
  dsa: OPENSSL_3,
  ed25519: OPENSSL_3,
  'no-key': 'encrypted PBES2 AES-256/SHA-256 ×2048; MAC SHA-256 ×2048',
  'no-certificate': 'shrouded key PBES2 AES-256/SHA-256 ×2048; MAC SHA-256 ×2048',
  'rc4-key': 'encrypted RC2-40 ×2048; shrouded key RC4-128 ×2048; MAC SHA-1 ×2048',
  'nss-fixture-rsa': OPENSSL_3,
  'nss-fixture-ec': OPENSSL_3,
  'nss-fixture-rsa-chain': OPENSSL_3,
  'nss-fixture-ec-odd-cas': OPENSSL_3
}

describe('the committed profiles', () => {
  it('are the files of profiles/, each named here', () => {
    expect(readdirSync(path.join(FIXTURES, 'profiles')).sort()).toEqual(PROFILE_NAMES.map((name) => `${name}.p12`).sort())
  })

  it.each(PROFILE_NAMES)('%s is encrypted as make.sh says', (name) => {
    expect(madeOf(profileNamed(name).file)).toBe(MADE[name])
  })
})

describe('the committed certificates', () => {
  const certificates = readdirSync(path.join(FIXTURES, 'pairs')).filter((file) => file.endsWith('.cert.pem'))

  // No test depends on the day it runs: every certificate outlives the century, but the one that
  // must have expired.
  it.each(certificates)('%s: valid from 2025-01-01 to 2099-12-31, or expired in 2020', (file) => {
    const certificate = new X509Certificate(readFileSync(path.join(FIXTURES, 'pairs', file)))
    const expired = file === 'rsa-expired.cert.pem'
    expect([certificate.validFromDate.toISOString(), certificate.validToDate.toISOString()]).toEqual(
      expired ? ['2020-01-01T00:00:00.000Z', '2020-01-02T00:00:00.000Z'] : ['2025-01-01T00:00:00.000Z', '2099-12-31T23:59:59.000Z']
    )
  })

  it('the loopback TLS certificate names every host that the tests serve', () => {
    expect(new X509Certificate(readFileSync(tlsPair.cert)).subjectAltName).toBe(
      'IP Address:127.0.0.1, DNS:service.test, DNS:api.virtuoso.qa, DNS:api-app2.virtuoso.qa'
    )
  })
})
