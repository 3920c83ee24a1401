import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, readFile, rename, stat, writeFile } from 'node:fs/promises'
import { readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { OPENSSL, hasOpenssl, opensslVersion } from './openssl.js'
import { removeWithRetries } from './temp.js'

export { OPENSSL, hasOpenssl }

/**
 * PKCS#12 profiles made at test time by the system's OpenSSL 3, one per way people export them.
 *
 * - `profileCases`: the profiles a reader must open (the PKCS#12 and the NSS tests iterate it);
 * - `badProfiles`: makers of profiles a reader must refuse;
 * - `exportProfile`, `rsaPair`, `ecPair`: the building blocks, for one-off variants.
 *
 * Making them takes seconds (RSA and DSA keys, exports of 600,000 iterations), and mutation testing
 * runs a test file again for every mutant. So each key pair and each profile is made once and kept
 * in a cache under the system's temporary directory, shared by every test file, process and run.
 * The cache's name carries a hash of this file and of the OpenSSL that makes them: a change to
 * either starts a new cache. Each item is made in a directory of its own and renamed into place
 * whole, so that two processes making it at once, or one stopped halfway, never leave half of it.
 * Tests read these files and never change them.
 *
 * Where OPENSSL is no OpenSSL 3 with its legacy provider (`hasOpenssl` is false), the tests that
 * make profiles are skipped (`describe.skipIf(!hasOpenssl)`), and the run says so once, in one line
 * (the global setup in openssl.ts).
 */

const run = promisify(execFile)

/** A profile on disk and what went into it. */
export interface Profile {
  /** The .p12 file. */
  file: string
  /** The password as a user types it (the file may hold it in another encoding, see `passwordEncoding`). */
  password: string
  /** The file openssl read the password from, as `-passin file:…` reads it again (its first line, in the same bytes). */
  passwordFile: string
  /** The private key, PKCS#8 PEM. */
  keyPem: string
  /** The certificate of the key, PEM. */
  certPem: string
  /** The other certificates of the file (the CA chain), PEM, in file order. */
  chainPem: string[]
  /** The `-name` given to openssl (friendlyName of the key and certificate bags); undefined when none. */
  friendlyName?: string
}

/** One kind of profile; `make` is memoized, so every call returns the same file. */
export interface ProfileCase {
  name: string
  keyType: 'rsa' | 'ec'
  make(): Promise<Profile>
}

/** Key and certificate files. */
export interface KeyPair {
  key: string
  cert: string
}

const hashOf = (...parts: (string | Buffer)[]): string => {
  const hash = createHash('sha256')
  for (const part of parts) hash.update(part).update('\0')
  return hash.digest('hex').slice(0, 16)
}

const CACHE = path.join(tmpdir(), `vqa-p12-${hashOf(readFileSync(import.meta.filename), OPENSSL, opensslVersion ?? '')}`)

const items = new Map<string, Promise<string>>()

/**
 * The cache directory of one item, made by `make` (which runs openssl in the directory it is
 * given) unless an earlier run or another process made it.
 */
function item(name: string, make: (dir: string) => Promise<void>): Promise<string> {
  let made = items.get(name)
  if (!made) {
    made = (async () => {
      const target = path.join(CACHE, name)
      if (await exists(target)) return target
      await mkdir(CACHE, { recursive: true })
      const staging = await mkdtemp(path.join(CACHE, '.staging-'))
      await make(staging)
      try {
        await rename(staging, target)
      } catch (error) {
        // Another process put it in place first (ENOTEMPTY or EEXIST; EPERM on Windows): use theirs.
        if (!(await exists(target))) throw error
        await removeWithRetries(staging)
      }
      return target
    })()
    items.set(name, made)
  }
  return made
}

const exists = (file: string): Promise<boolean> => stat(file).then(() => true, () => false)

async function openssl(cwd: string, args: string[]): Promise<void> {
  await run(OPENSSL, args, { cwd })
}

function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined
  return () => (made ??= make())
}

/**
 * A key and a certificate, made once per name: self-signed, or issued by the test CA. `prepare`
 * runs openssl in the pair's directory first (DSA keys need their domain parameters).
 */
function keyPair(name: string, keyArgs: string[], subject: string, issuer?: () => Promise<KeyPair>, prepare: string[] = []): Promise<KeyPair> {
  return item(`pair-${name}`, async (d) => {
    if (prepare.length > 0) await openssl(d, prepare)
    await openssl(d, ['genpkey', ...keyArgs, '-out', 'key.pem'])
    if (issuer) {
      const ca = await issuer()
      await openssl(d, ['req', '-new', '-key', 'key.pem', '-subj', subject, '-out', 'cert.csr'])
      await openssl(d, ['x509', '-req', '-in', 'cert.csr', '-CA', ca.cert, '-CAkey', ca.key, '-set_serial', '4097', '-days', '30', '-out', 'cert.pem'])
    } else {
      await openssl(d, ['req', '-x509', '-new', '-key', 'key.pem', '-subj', subject, '-days', '30', '-out', 'cert.pem'])
    }
  }).then((d) => ({ key: path.join(d, 'key.pem'), cert: path.join(d, 'cert.pem') }))
}

const RSA_2048 = ['-algorithm', 'RSA', '-pkeyopt', 'rsa_keygen_bits:2048']

/** The self-signed test root CA (RSA 2048). */
export const caPair = (): Promise<KeyPair> => keyPair('ca', RSA_2048, '/CN=Test Root CA/O=Spike')
/** The RSA 2048 client key, its certificate issued by the test CA. */
export const rsaPair = (): Promise<KeyPair> => keyPair('rsa', RSA_2048, '/CN=rsa-client/O=Example', caPair)
/** A self-signed EC client key on a NIST curve. */
export const ecPair = (curve: 'P-256' | 'P-384' | 'P-521'): Promise<KeyPair> =>
  keyPair(`ec-${curve}`, ['-algorithm', 'EC', '-pkeyopt', `ec_paramgen_curve:${curve}`], `/CN=ec-${curve}-client/O=Example`)

export interface ExportOptions {
  /** Default `correct horse`. */
  password?: string
  /**
   * The bytes of the password file openssl reads: UTF-8 (default), or Latin-1, as from a Latin-1
   * terminal or password file. Never the environment: OpenSSL on Windows reads `env:` in the ANSI
   * code page, not UTF-8.
   */
  passwordEncoding?: 'utf8' | 'latin1'
  /** The `-name`; default the profile's name; '' for none. */
  friendlyName?: string
  /** Adds the test CA with `-certfile`. */
  withCa?: boolean
  /** More `openssl pkcs12 -export` options (`-legacy`, `-macalg sha1`, …). */
  args?: string[]
}

/**
 * Exports `<name>.p12` with `openssl pkcs12 -export`; the password never appears on a command line.
 * Made once for each name, key pair (by content) and set of options.
 */
export async function exportProfile(name: string, pair: KeyPair, options: ExportOptions = {}): Promise<Profile> {
  const { password = 'correct horse', passwordEncoding = 'utf8', friendlyName = name, withCa = false, args = [] } = options
  const keyPem = await readFile(pair.key, 'utf8')
  const certPem = await readFile(pair.cert, 'utf8')
  const ca = withCa ? await caPair() : undefined
  const chainPem = ca ? [await readFile(ca.cert, 'utf8')] : []
  const d = await item(`profile-${name}-${hashOf(keyPem, certPem, ...chainPem, JSON.stringify(options))}`, async (d) => {
    // openssl takes the first line: an empty one is the empty password.
    await writeFile(path.join(d, `${name}.pw`), Buffer.from(`${password}\n`, passwordEncoding))
    await openssl(d, [
      'pkcs12', '-export', '-inkey', pair.key, '-in', pair.cert, '-passout', `file:${name}.pw`, '-out', `${name}.p12`,
      ...(friendlyName ? ['-name', friendlyName] : []),
      ...(ca ? ['-certfile', ca.cert] : []),
      ...args
    ])
  })
  return {
    file: path.join(d, `${name}.p12`),
    password,
    passwordFile: path.join(d, `${name}.pw`),
    keyPem,
    certPem,
    chainPem,
    friendlyName: friendlyName || undefined
  }
}

function profileCase(name: string, keyType: 'rsa' | 'ec', pair: () => Promise<KeyPair>, options: ExportOptions = {}): ProfileCase {
  return { name, keyType, make: once(async () => exportProfile(name, await pair(), options)) }
}

const LEGACY = ['-legacy']

/** Every kind of profile the reader and the NSS writer must handle. */
export const profileCases: ProfileCase[] = [
  // OpenSSL 3 defaults: PBES2 (PBKDF2-HMAC-SHA256, AES-256-CBC), SHA-256 MAC.
  profileCase('rsa-default', 'rsa', rsaPair),
  // RC2-40 certificates, 3DES key, SHA-1 MAC: macOS Keychain, Windows, Java 8.
  profileCase('rsa-legacy', 'rsa', rsaPair, { args: LEGACY }),
  profileCase('rsa-3des', 'rsa', rsaPair, { args: ['-certpbe', 'PBE-SHA1-3DES', '-keypbe', 'PBE-SHA1-3DES', '-macalg', 'sha1'] }),
  profileCase('rsa-aes128', 'rsa', rsaPair, { args: ['-certpbe', 'AES-128-CBC', '-keypbe', 'AES-128-CBC'] }),
  profileCase('rsa-cert-unencrypted', 'rsa', rsaPair, { args: ['-certpbe', 'NONE'] }),
  profileCase('rsa-sha512-mac', 'rsa', rsaPair, { args: ['-macalg', 'sha512', '-iter', '100000'] }),
  profileCase('rsa-no-mac', 'rsa', rsaPair, { args: ['-nomac'] }),
  profileCase('rsa-empty-password', 'rsa', rsaPair, { password: '' }),
  profileCase('rsa-unicode-password', 'rsa', rsaPair, { password: 'pässwörd€' }),
  // Latin-1 bytes: OpenSSL widens them for the MAC (= the standard BMPString) but PBKDF2 gets the raw bytes.
  profileCase('rsa-latin1-password', 'rsa', rsaPair, { password: 'pässwörd', passwordEncoding: 'latin1' }),
  profileCase('rsa-latin1-password-legacy', 'rsa', rsaPair, { password: 'pässwörd', passwordEncoding: 'latin1', args: LEGACY }),
  profileCase('rsa-chain', 'rsa', rsaPair, { withCa: true }),
  profileCase('rsa-no-friendly-name', 'rsa', rsaPair, { friendlyName: '' }),
  profileCase('ec-p256', 'ec', () => ecPair('P-256')),
  profileCase('ec-p256-legacy', 'ec', () => ecPair('P-256'), { args: LEGACY }),
  profileCase('ec-p384', 'ec', () => ecPair('P-384')),
  profileCase('ec-p521', 'ec', () => ecPair('P-521'))
]

/**
 * A profile as NSS exports it (`pk12util -o`): a SHA-256 MAC and PBES2 (PBKDF2-HMAC-SHA256,
 * AES-256-CBC), each with 600,000 iterations, which take tenths of a second to open. OpenSSL 3's
 * `-iter` sets the MAC's count too (its `-maciter` is a no-op kept for compatibility).
 */
export const heavyProfile = once(async () => exportProfile('rsa-600k-iterations', await rsaPair(), { args: ['-iter', '600000'] }))

/** Makers of profiles that a reader must refuse. */
export const badProfiles = {
  /** A DSA key: not usable for TLS client authentication here. */
  dsa: once(async () => exportProfile('dsa', await keyPair('dsa', ['-paramfile', 'dsa.param'], '/CN=dsa-client', undefined,
    ['genpkey', '-genparam', '-algorithm', 'DSA', '-pkeyopt', 'pbits:2048', '-out', 'dsa.param']))),
  /** An Ed25519 key. */
  ed25519: once(async () => exportProfile('ed25519', await keyPair('ed25519', ['-algorithm', 'ED25519'], '/CN=ed25519-client'))),
  /** Certificates only (`-nokeys`). */
  noKey: once(async () => exportProfile('no-key', await rsaPair(), { args: ['-nokeys'] })),
  /** A key without its certificate (`-nocerts`). */
  noCertificate: once(async () => exportProfile('no-certificate', await rsaPair(), { args: ['-nocerts'] })),
  /** A key encrypted with pbeWithSHAAnd128BitRC4 (1.2.840.113549.1.12.1.1), which no reader here implements. */
  rc4Key: once(async () => exportProfile('rc4-key', await rsaPair(), { args: [...LEGACY, '-keypbe', 'PBE-SHA1-RC4-128'] }))
}

// Two private keys in one file cannot be made with `openssl pkcs12 -export` (one -inkey only):
// see __tests__/fixtures/pkcs12/java-two-keys.p12, made with keytool.
