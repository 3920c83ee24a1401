import { execFile, spawnSync } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { expect } from 'vitest'
import { readNssDatabase } from '../../src/certificate/nss/reader.js'
import type { StoredFile } from '../fakes/service.js'
import { tempDir } from './temp.js'

// The real NSS tools (libnss3-tools) as an oracle, where they are installed.

const run = promisify(execFile)

/**
 * Whether `tool -H` runs and, where `says` is given, prints it: Windows has a program of its own
 * called certutil, in its system folder, which is on the PATH.
 */
function found(tool: string, says?: RegExp): boolean {
  const help = spawnSync(tool, ['-H'], { encoding: 'utf8', timeout: 10_000 })
  if ((help.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') return false
  return !says || says.test(`${help.stdout}${help.stderr}`)
}

export const hasNssTools = found('certutil', /Cert database directory/) && found('pk12util')
if (!hasNssTools) console.warn('certutil/pk12util (libnss3-tools) not found: the NSS tool checks are skipped.')

/** Runs an NSS tool with no standard input, so a password prompt fails instead of waiting. */
export const nss = (tool: string, args: string[]): Promise<string> => run(tool, args, { timeout: 10_000 }).then((r) => r.stdout)

/**
 * Checks what the fake store received for one certificate entry: exactly the three files, which
 * our reader opens with the empty password (every MAC checked), and which `certutil -L` and
 * `certutil -K` list with the key's certificate, where the NSS tools are installed.
 */
export async function expectUploadedDatabase(stored: StoredFile[], keyType: 'rsa' | 'ec'): Promise<void> {
  expect(stored.map((file) => file.file)).toEqual(['key4.db', 'cert9.db', 'pkcs11.txt'])
  const dir = await tempDir('vqa-received-')
  for (const file of stored) await writeFile(path.join(dir, file.file), file.body)
  const database = readNssDatabase(dir)
  expect(database.privateKeys).toHaveLength(1)
  if (!hasNssTools) return
  expect(await nss('certutil', ['-L', '-d', `sql:${dir}`])).toMatch(/^\S.*\s+u,u,u\s*$/m)
  expect(await nss('certutil', ['-K', '-d', `sql:${dir}`])).toMatch(new RegExp(`<\\s*0> ${keyType}\\s+[0-9a-f]{40}\\s+\\S`, 'm'))
}
