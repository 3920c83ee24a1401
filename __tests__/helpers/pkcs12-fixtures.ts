import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The PKCS#12 profiles, keys and certificates that OpenSSL 3 made once, one profile per way people
 * export them: committed in __tests__/fixtures/openssl, with make.sh, which made them, and a README
 * that says how to make them again. Tests read them and never change them; nothing runs OpenSSL.
 *
 * - `profileCases`: the profiles a reader must open (the PKCS#12 and the NSS tests iterate them);
 * - `badProfiles`: profiles a reader must refuse;
 * - `profileNamed(name)`: any of them by its name, the one-off variants too;
 * - `caPair`, `rsaPair`, `ecPair`, `tlsPair`: keys and certificates, as files.
 *
 * What this file says of a profile (its key pair, password, friendlyName and chain) is what make.sh
 * gave openssl: pkcs12.test.ts opens each and compares, and pkcs12-fixtures.test.ts checks how
 * each is encrypted.
 */

export const FIXTURES = path.join(import.meta.dirname, '../fixtures/openssl')

/** A committed profile and what went into it. */
export interface Profile {
  /** The .p12 file. */
  file: string
  /** The password as a user types it (make.sh may have given openssl other bytes: the Latin-1 profiles). */
  password: string
  /** The private key, PKCS#8 PEM. */
  keyPem: string
  /** The certificate of the key, PEM. */
  certPem: string
  /** The other certificates of the file (the CA chain), PEM, in file order. */
  chainPem: string[]
  /** The `-name` given to openssl (friendlyName of the key and certificate bags); undefined when none. */
  friendlyName?: string
}

/** One kind of profile that a reader must open. */
export interface ProfileCase extends Profile {
  name: ProfileName
  keyType: 'rsa' | 'ec'
}

/** Key and certificate files. */
export interface KeyPair {
  key: string
  cert: string
}

const pair = (key: string, cert = key): KeyPair => ({
  key: path.join(FIXTURES, 'pairs', `${key}.key.pem`),
  cert: path.join(FIXTURES, 'pairs', `${cert}.cert.pem`)
})

/** The self-signed test root CA (RSA 2048), `/CN=Test Root CA/O=Spike`. */
export const caPair = pair('ca')
/** The RSA 2048 client key, its certificate issued by the test CA. */
export const rsaPair = pair('rsa')
/** A self-signed EC client key on a NIST curve. */
export const ecPair = (curve: 'P-256' | 'P-384' | 'P-521'): KeyPair => pair(`ec-${curve}`)
/**
 * The loopback TLS servers' key (EC P-256) and self-signed certificate, for 127.0.0.1, service.test,
 * api.virtuoso.qa and api-app2.virtuoso.qa.
 */
export const tlsPair = pair('tls')
/** A certificate of the EC P-256 key (ecPair('P-256').key) whose subject pk12util names in its own way: `last-cn` or `utf8`. */
export const nicknameCertificate = (name: 'last-cn' | 'utf8'): string => path.join(FIXTURES, 'pairs', `nickname-${name}.cert.pem`)

interface Made {
  pair: KeyPair
  /** Default `correct horse`. */
  password?: string
  /** Default the profile's name; '' for none. */
  friendlyName?: string
  /** The CA certificate files added with `-certfile`. */
  chain?: string[]
}

/** The key and certificates that real NSS stored (../nss), exported as its README says. */
const nssFixture = (name: string): Made => {
  const dir = path.join(FIXTURES, '../nss', name)
  const ca = path.join(dir, 'ca.pem')
  return { pair: { key: path.join(dir, 'key.pem'), cert: path.join(dir, 'cert.pem') }, friendlyName: `${name}-fixture`, chain: existsSync(ca) ? [ca] : [] }
}

/** Every profile in profiles/, by its file name, as make.sh made it. */
const MADE = {
  'rsa-default': { pair: rsaPair },
  'rsa-legacy': { pair: rsaPair },
  'rsa-3des': { pair: rsaPair },
  'rsa-aes128': { pair: rsaPair },
  'rsa-cert-unencrypted': { pair: rsaPair },
  'rsa-sha512-mac': { pair: rsaPair },
  'rsa-no-mac': { pair: rsaPair },
  'rsa-empty-password': { pair: rsaPair, password: '' },
  'rsa-unicode-password': { pair: rsaPair, password: 'pässwörd€' },
  // Given to openssl as Latin-1 bytes: OpenSSL widens them for the MAC (= the standard BMPString) but PBKDF2 gets the raw bytes.
  'rsa-latin1-password': { pair: rsaPair, password: 'pässwörd' },
  'rsa-latin1-password-legacy': { pair: rsaPair, password: 'pässwörd' },
  'rsa-chain': { pair: rsaPair, chain: [caPair.cert] },
  'rsa-no-friendly-name': { pair: rsaPair, friendlyName: '' },
  'ec-p256': { pair: ecPair('P-256') },
  'ec-p256-legacy': { pair: ecPair('P-256') },
  'ec-p384': { pair: ecPair('P-384') },
  'ec-p521': { pair: ecPair('P-521') },
  'pbeWithSHAAnd128BitRC2-CBC': { pair: rsaPair },
  'pbeWithSHAAnd2-KeyTripleDES-CBC': { pair: rsaPair },
  'PBES2-with-3DES': { pair: rsaPair },
  'legacy-no-mac': { pair: rsaPair },
  'rsa-plain': { pair: rsaPair },
  'rsa-blank-password': { pair: rsaPair, password: ' correct horse ' },
  'rsa-expired': { pair: pair('rsa', 'rsa-expired') },
  'rsa-600k-iterations': { pair: rsaPair },
  'rsa-600k-no-mac': { pair: rsaPair },
  'legacy-600k': { pair: rsaPair },
  dsa: { pair: pair('dsa') },
  ed25519: { pair: pair('ed25519') },
  'no-key': { pair: rsaPair },
  'no-certificate': { pair: rsaPair },
  'rc4-key': { pair: rsaPair },
  'nss-fixture-rsa': nssFixture('rsa'),
  'nss-fixture-ec': nssFixture('ec'),
  'nss-fixture-rsa-chain': nssFixture('rsa-chain'),
  'nss-fixture-ec-odd-cas': nssFixture('ec-odd-cas')
} satisfies Record<string, Made>

export type ProfileName = keyof typeof MADE
export const PROFILE_NAMES = Object.keys(MADE) as ProfileName[]

const read = (file: string): string => readFileSync(file, 'utf8')

/** A committed profile by its name (`profiles/<name>.p12`). */
export function profileNamed(name: ProfileName): Profile {
  const { pair, password = 'correct horse', friendlyName = name, chain = [] }: Made = MADE[name]
  return {
    file: path.join(FIXTURES, 'profiles', `${name}.p12`),
    password,
    keyPem: read(pair.key),
    certPem: read(pair.cert),
    chainPem: chain.map(read),
    friendlyName: friendlyName || undefined
  }
}

const asCase = (name: ProfileName, keyType: 'rsa' | 'ec'): ProfileCase => ({ ...profileNamed(name), name, keyType })

/**
 * Every kind of profile the reader and the NSS writer must handle. OpenSSL 3's defaults: PBES2
 * (PBKDF2-HMAC-SHA256, AES-256-CBC), a SHA-256 MAC; `-legacy`: RC2-40 certificates, a 3DES key, a
 * SHA-1 MAC (macOS Keychain, Windows, Java 8).
 */
export const profileCases: ProfileCase[] = [
  asCase('rsa-default', 'rsa'),
  asCase('rsa-legacy', 'rsa'),
  asCase('rsa-3des', 'rsa'),
  asCase('rsa-aes128', 'rsa'),
  asCase('rsa-cert-unencrypted', 'rsa'),
  asCase('rsa-sha512-mac', 'rsa'),
  asCase('rsa-no-mac', 'rsa'),
  asCase('rsa-empty-password', 'rsa'),
  asCase('rsa-unicode-password', 'rsa'),
  asCase('rsa-latin1-password', 'rsa'),
  asCase('rsa-latin1-password-legacy', 'rsa'),
  asCase('rsa-chain', 'rsa'),
  asCase('rsa-no-friendly-name', 'rsa'),
  asCase('ec-p256', 'ec'),
  asCase('ec-p256-legacy', 'ec'),
  asCase('ec-p384', 'ec'),
  asCase('ec-p521', 'ec')
]

/**
 * A profile as NSS exports it (`pk12util -o`): a SHA-256 MAC and PBES2 (PBKDF2-HMAC-SHA256,
 * AES-256-CBC), each with 600,000 iterations, which take tenths of a second to open.
 */
export const heavyProfile = profileNamed('rsa-600k-iterations')

/** Profiles that a reader must refuse. */
export const badProfiles = {
  /** A DSA key: not usable for TLS client authentication here. */
  dsa: profileNamed('dsa'),
  /** An Ed25519 key. */
  ed25519: profileNamed('ed25519'),
  /** Certificates only (`-nokeys`). */
  noKey: profileNamed('no-key'),
  /** A key without its certificate (`-nocerts`). */
  noCertificate: profileNamed('no-certificate'),
  /** A key encrypted with pbeWithSHAAnd128BitRC4 (1.2.840.113549.1.12.1.1), which no reader here implements. */
  rc4Key: profileNamed('rc4-key')
}

// Two private keys in one file cannot be made with `openssl pkcs12 -export` (one -inkey only):
// see __tests__/fixtures/pkcs12/java-two-keys.p12, made with keytool.
