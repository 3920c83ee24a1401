import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { convertProfile } from '../src/certificate/convert.js'
import { measure, measureAsync, ms } from './measure.js'

// PKCS#12 → NSS database: our converter against certutil -N + pk12util -i, on the same profiles,
// side by side. Both sides include reading the profile and writing the three files.

const work = mkdtempSync(path.join(tmpdir(), 'vqa-bench-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))
const openssl = (...args: string[]) => execFileSync(process.env.OPENSSL || 'openssl', args, { cwd: work, stdio: 'ignore', env: { ...process.env, P: 'bench' } })
const hasNssTools = (() => {
  try {
    execFileSync('certutil', ['-H'], { stdio: 'ignore' })
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ENOENT'
  }
  return true
})()
writeFileSync(path.join(work, 'pw'), 'bench\n')

const profiles = [
  ['RSA 2048', ['-newkey', 'rsa:2048']],
  ['RSA 4096', ['-newkey', 'rsa:4096']],
  ['EC P-256', ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256']]
] as const

let run = 0
const freshDir = () => mkdtempSync(path.join(work, `db-${run++}-`))

it('PKCS#12 → NSS database: built-in converter (with its self-check) against certutil -N + pk12util -i', async () => {
  const rows: Record<string, string>[] = []
  for (const [name, keyArgs] of profiles) {
    const base = name.replace(/\W/g, '')
    openssl('req', '-x509', ...keyArgs, '-nodes', '-keyout', `${base}.key`, '-out', `${base}.crt`, '-subj', `/CN=${name}`, '-days', '30')
    openssl('pkcs12', '-export', '-inkey', `${base}.key`, '-in', `${base}.crt`, '-name', name, '-passout', 'env:P', '-out', `${base}.p12`)
    const file = path.join(work, `${base}.p12`)
    const builtIn = await measureAsync(async () => {
      await convertProfile(readFileSync(file), 'bench', freshDir())
    }, 25)
    const row: Record<string, string> = { profile: name, 'built-in (median)': ms(builtIn.median) }
    if (hasNssTools) {
      const tools = measure(() => {
        const dir = freshDir()
        execFileSync('certutil', ['-N', '-d', `sql:${dir}`, '--empty-password'], { stdio: 'ignore' })
        execFileSync('pk12util', ['-i', file, '-d', `sql:${dir}`, '-w', path.join(work, 'pw'), '-K', ''], { stdio: 'ignore' })
      }, 25)
      row['NSS tools (median)'] = ms(tools.median)
      row['speed-up'] = `${(tools.median / builtIn.median).toFixed(1)}×`
    }
    rows.push(row)
  }
  console.table(rows)
  if (!hasNssTools) console.log('certutil/pk12util not installed: only the built-in converter was measured.')
  expect(rows).toHaveLength(profiles.length)
})
