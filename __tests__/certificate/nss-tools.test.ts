import { X509Certificate, createPrivateKey } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { createSecureContext } from 'node:tls'
import { describe, expect, it } from 'vitest'
import { nicknamesOf } from '../../src/certificate/nss/objects.js'
import { writeNssDatabase } from '../../src/certificate/nss/writer.js'
import { readPkcs12 } from '../../src/certificate/pkcs12.js'
import { profileCases } from '../helpers/pkcs12-fixtures.js'
import { hasNssTools, nss } from '../helpers/nss-tools.js'
import { tempDir } from '../helpers/temp.js'

// The real NSS tools are the oracle: what we write must be what certutil and pk12util accept.

describe.skipIf(!hasNssTools)('the real NSS tools accept what we write', () => {
  it.each(profileCases.map((c) => [c.name, c] as const))('%s', async (_, profileCase) => {
    const profile = await readPkcs12(await readFile(profileCase.file), profileCase.password)
    const dir = await tempDir()
    writeNssDatabase(profile, dir)
    const [nickname, ...chainNicknames] = nicknamesOf(profile)

    // certutil -L: the certificate with trust u,u,u (it has a private key); chain certificates with ,,.
    const list = await nss('certutil', ['-L', '-d', `sql:${dir}`])
    expect(list).toMatch(new RegExp(`^${escape(nickname)}\\s+u,u,u\\s*$`, 'm'))
    for (const other of chainNicknames) expect(list).toMatch(new RegExp(`^${escape(other)}\\s+,,\\s*$`, 'm'))

    // certutil -K lists the key without asking for a password: the empty-password check passes.
    const keys = await nss('certutil', ['-K', '-d', `sql:${dir}`])
    expect(keys).toMatch(new RegExp(`<\\s*0> ${profileCase.keyType}\\s+[0-9a-f]{40}\\s+${escape(nickname)}$`, 'm'))

    // pk12util exports a key and a certificate equal to the originals.
    const out = await tempDir()
    await writeFile(path.join(out, 'pw'), 'export-password\n')
    await nss('pk12util', ['-o', path.join(out, 'out.p12'), '-n', nickname, '-d', `sql:${dir}`, '-w', path.join(out, 'pw'), '-K', ''])
    const exported = await readPkcs12(await readFile(path.join(out, 'out.p12')), 'export-password')
    expect(exported.privateKey.export({ format: 'jwk' })).toEqual(createPrivateKey(profileCase.keyPem).export({ format: 'jwk' }))
    expect(exported.certificate.der.equals(new X509Certificate(profileCase.certPem).raw)).toBe(true)
    // And OpenSSL, a second opinion (Node's own, through node:tls), opens NSS's export: its MAC,
    // and a key that belongs to the certificate, which is the original (above).
    const pfx = await readFile(path.join(out, 'out.p12'))
    expect(() => createSecureContext({ pfx, passphrase: 'export-password' })).not.toThrow()
    expect(() => createSecureContext({ pfx, passphrase: 'another password' })).toThrow(/mac verify failure/)
  })
})

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
