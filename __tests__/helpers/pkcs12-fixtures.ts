import { execFile } from 'node:child_process'
import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

/**
 * PKCS#12 profiles made at test time by the system's openssl, one per way people export them.
 * Keys and certificates are made once per test file and shared by every case.
 */

const run = promisify(execFile)

/** The OpenSSL 3 command: `OPENSSL` where `openssl` is another program (LibreSSL on macOS). */
export const OPENSSL = process.env.OPENSSL || 'openssl'

export interface Profile {
  /** The .p12 file. */
  file: string
  password: string
  keyPem: string
  certPem: string
  /** The other certificates of the file, PEM. */
  chainPem: string[]
  friendlyName?: string
}

export interface ProfileCase {
  name: string
  keyType: 'rsa' | 'ec'
  make(): Promise<Profile>
}

let workDir: Promise<string> | undefined
const made = new Map<string, Promise<{ key: string; cert: string }>>()

function dir(): Promise<string> {
  workDir ??= mkdtemp(path.join(tmpdir(), 'vqa-p12-'))
  return workDir
}

async function openssl(args: string[], env: Record<string, string> = {}): Promise<void> {
  await run(OPENSSL, args, { cwd: await dir(), env: { ...process.env, ...env } })
}

/** A key and a certificate, made once: self-signed, or issued by the test CA. */
function keyPair(name: string, keyArgs: string[], subject: string, issuedByCa = false): Promise<{ key: string; cert: string }> {
  let pair = made.get(name)
  if (!pair) {
    pair = (async () => {
      const d = await dir()
      const key = path.join(d, `${name}.key`)
      const cert = path.join(d, `${name}.crt`)
      await openssl(['genpkey', ...keyArgs, '-out', key])
      if (issuedByCa) {
        const ca = await keyPair('ca', ['-algorithm', 'RSA', '-pkeyopt', 'rsa_keygen_bits:2048'], '/CN=Test Root CA/O=Spike')
        await openssl(['req', '-new', '-key', key, '-subj', subject, '-out', `${name}.csr`])
        await openssl(['x509', '-req', '-in', `${name}.csr`, '-CA', ca.cert, '-CAkey', ca.key, '-set_serial', '4097', '-days', '30', '-out', cert])
      } else {
        await openssl(['req', '-x509', '-new', '-key', key, '-subj', subject, '-days', '30', '-out', cert])
      }
      return { key, cert }
    })()
    made.set(name, pair)
  }
  return pair
}

const rsa = (): Promise<{ key: string; cert: string }> =>
  keyPair('rsa', ['-algorithm', 'RSA', '-pkeyopt', 'rsa_keygen_bits:2048'], '/CN=rsa-client/O=Example', true)
const ec = (curve: string): Promise<{ key: string; cert: string }> =>
  keyPair(`ec-${curve}`, ['-algorithm', 'EC', '-pkeyopt', `ec_paramgen_curve:${curve}`], `/CN=ec-${curve}-client/O=Example`)

/** Exports a PKCS#12 file with `openssl pkcs12 -export` and the given options; the password goes through the environment. */
export async function exportProfile(
  name: string,
  pair: { key: string; cert: string },
  options: { password?: string; friendlyName?: string; withCa?: boolean; args?: string[] } = {}
): Promise<Profile> {
  const { password = 'correct horse', friendlyName = name, withCa = false, args = [] } = options
  const d = await dir()
  const file = path.join(d, `${name}.p12`)
  const ca = withCa ? await keyPair('ca', [], '') : undefined
  await openssl(
    [
      'pkcs12', '-export', '-inkey', pair.key, '-in', pair.cert, '-passout', 'env:P12_PASSWORD', '-out', file,
      ...(friendlyName ? ['-name', friendlyName] : []),
      ...(ca ? ['-certfile', ca.cert] : []),
      ...args
    ],
    { P12_PASSWORD: password }
  )
  return {
    file,
    password,
    keyPem: await readFile(pair.key, 'utf8'),
    certPem: await readFile(pair.cert, 'utf8'),
    chainPem: ca ? [await readFile(ca.cert, 'utf8')] : [],
    friendlyName: friendlyName || undefined
  }
}

/** Every kind of profile the reader and the NSS writer must handle. */
export const profileCases: ProfileCase[] = [
  { name: 'rsa-default', keyType: 'rsa', make: async () => exportProfile('rsa-default', await rsa()) },
  { name: 'rsa-legacy', keyType: 'rsa', make: async () => exportProfile('rsa-legacy', await rsa(), { args: ['-legacy'] }) },
  {
    name: 'rsa-3des',
    keyType: 'rsa',
    make: async () =>
      exportProfile('rsa-3des', await rsa(), { args: ['-certpbe', 'PBE-SHA1-3DES', '-keypbe', 'PBE-SHA1-3DES', '-macalg', 'sha1'] })
  },
  {
    name: 'rsa-aes128',
    keyType: 'rsa',
    make: async () => exportProfile('rsa-aes128', await rsa(), { args: ['-certpbe', 'AES-128-CBC', '-keypbe', 'AES-128-CBC'] })
  },
  {
    name: 'rsa-cert-unencrypted',
    keyType: 'rsa',
    make: async () => exportProfile('rsa-cert-unencrypted', await rsa(), { args: ['-certpbe', 'NONE'] })
  },
  {
    name: 'rsa-sha512-mac',
    keyType: 'rsa',
    make: async () => exportProfile('rsa-sha512-mac', await rsa(), { args: ['-macalg', 'sha512', '-iter', '100000'] })
  },
  { name: 'rsa-no-mac', keyType: 'rsa', make: async () => exportProfile('rsa-no-mac', await rsa(), { args: ['-nomac'] }) },
  { name: 'rsa-empty-password', keyType: 'rsa', make: async () => exportProfile('rsa-empty-password', await rsa(), { password: '' }) },
  { name: 'rsa-unicode-password', keyType: 'rsa', make: async () => exportProfile('rsa-unicode-password', await rsa(), { password: 'pässwörd€' }) },
  { name: 'rsa-latin1-password', keyType: 'rsa', make: async () => exportProfile('rsa-latin1-password', await rsa(), { password: 'pässwörd' }) },
  { name: 'rsa-chain', keyType: 'rsa', make: async () => exportProfile('rsa-chain', await rsa(), { withCa: true }) },
  { name: 'rsa-no-friendly-name', keyType: 'rsa', make: async () => exportProfile('rsa-no-friendly-name', await rsa(), { friendlyName: '' }) },
  { name: 'ec-p256', keyType: 'ec', make: async () => exportProfile('ec-p256', await ec('P-256')) },
  { name: 'ec-p256-legacy', keyType: 'ec', make: async () => exportProfile('ec-p256-legacy', await ec('P-256'), { args: ['-legacy'] }) },
  { name: 'ec-p384', keyType: 'ec', make: async () => exportProfile('ec-p384', await ec('P-384')) },
  { name: 'ec-p521', keyType: 'ec', make: async () => exportProfile('ec-p521', await ec('P-521')) }
]

/** Profiles that must be refused, each with the message the reader gives. */
export const badProfiles = {
  dsa: async () => {
    // DSA keys need their domain parameters made first.
    await openssl(['genpkey', '-genparam', '-algorithm', 'DSA', '-pkeyopt', 'pbits:2048', '-out', 'dsa.param'])
    return exportProfile('dsa', await keyPair('dsa', ['-paramfile', 'dsa.param'], '/CN=dsa-client'))
  },
  ed25519: async () => exportProfile('ed25519', await keyPair('ed25519', ['-algorithm', 'ED25519'], '/CN=ed25519-client')),
  noKey: async () => exportProfile('no-key', await rsa(), { args: ['-nokeys'] }),
  /** A key without its certificate. */
  noCertificate: async () => exportProfile('no-certificate', await rsa(), { args: ['-nocerts'] }),
  /** Writes arbitrary bytes as a file. */
  bytes: async (name: string, content: Buffer | string) => {
    const file = path.join(await dir(), name)
    await writeFile(file, content)
    return file
  }
}
