import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

/** The OpenSSL 3 command: `OPENSSL` where `openssl` is another program (LibreSSL on macOS). */
export const OPENSSL = process.env.OPENSSL || 'openssl'

/**
 * Vitest's global setup: prints once per run which OpenSSL makes the fixtures, since a machine may
 * have several (macOS: LibreSSL and Homebrew's; Windows: Git's and others).
 */
export async function setup(): Promise<void> {
  const version = await promisify(execFile)(OPENSSL, ['version', '-v', '-d']).then(
    ({ stdout }) => stdout.trim().split(/\r?\n/).join(', '),
    (error: Error) => `not usable (${error.message.split(/\r?\n/)[0]})`
  )
  const hint = /^OpenSSL [3-9]\./.test(version) ? '' : ' (the fixtures need OpenSSL 3 or later: set OPENSSL to its path)'
  console.log(`OpenSSL of the test fixtures, "${OPENSSL}": ${version}${hint}`)
}
