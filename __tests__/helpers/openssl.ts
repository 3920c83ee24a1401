import { spawnSync } from 'node:child_process'

/** The OpenSSL 3 command: `OPENSSL` where `openssl` is another program (LibreSSL on macOS). */
export const OPENSSL = process.env.OPENSSL || 'openssl'

/**
 * Whether OPENSSL can make the test fixtures: OpenSSL 3 or later (its `pkcs12` defaults and
 * options), with its legacy provider (`-legacy`, for RC2 and 3DES profiles). `version` is what
 * `version -a` prints, which names the build; `problem` says why it cannot, in a few words.
 */
function probe(): { version: string; problem?: undefined } | { version?: undefined; problem: string } {
  const run = (args: string[]) => spawnSync(OPENSSL, args, { encoding: 'utf8', timeout: 10_000 })
  const version = run(['version', '-a'])
  if (version.error) return { problem: version.error.message }
  const name = version.stdout.split(/\r?\n/)[0].trim()
  if (!/^OpenSSL [3-9]\./.test(name)) return { problem: `it is ${name ? `"${name}"` : 'no OpenSSL'}` }
  if (run(['list', '-providers', '-provider', 'legacy']).status !== 0) return { problem: `${name} has no legacy provider` }
  return { version: version.stdout }
}

const found = probe()

/** What `OPENSSL version -a` prints, when it can make the fixtures. */
export const opensslVersion = found.version
/** The tests that make PKCS#12 fixtures (or other keys and certificates) with OpenSSL run only when this holds. */
export const hasOpenssl = found.version !== undefined

/**
 * Vitest's global setup: says once per run which OpenSSL makes the fixtures, since a machine may
 * have several (macOS: LibreSSL and Homebrew's; Windows: Git's and others), or, in one line, that
 * there is none and the tests that need it are skipped.
 */
export function setup(): void {
  if (found.version !== undefined) {
    const lines = found.version.split(/\r?\n/).filter((line) => /^(OpenSSL |OPENSSLDIR:)/.test(line))
    console.log(`OpenSSL of the test fixtures, "${OPENSSL}": ${lines.join(', ')}`)
  } else {
    console.warn(`No OpenSSL 3 with its legacy provider at "${OPENSSL}" (${found.problem}): the tests that make certificates with it are skipped (set OPENSSL to an OpenSSL 3 binary).`)
  }
}
