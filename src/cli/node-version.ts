// The Node.js the CLIs need (contract: "The CLIs"), checked by their entries before anything else
// is loaded. This file imports nothing: under an older Node it must load and run as it is.

/**
 * The floor every CLI shares: the first release of each line with node:sqlite without a flag,
 * 22.13 and 23.4 (it came to 22.5 and 23.0 behind --experimental-sqlite), which upload-certificate
 * needs. Every line from 24 has it.
 */
const FLOOR: Readonly<Record<number, number>> = { 22: 13, 23: 4 }

/**
 * The one line a CLI prints under a Node.js too old for it, or undefined when `version` (as
 * `process.version` gives it, "v20.19.2") will do. `why`, when given, is what the CLI itself needs
 * that release for ("node:sqlite"); a CLI that uses no such module names none. A version it cannot
 * read is taken as new enough: the check is there to explain a missing feature, not to refuse an
 * unusual build.
 */
export function unsupportedNodeMessage(cli: string, version: string, why?: string): string | undefined {
  const match = /^v?(\d+)\.(\d+)\./.exec(version)
  if (!match) return undefined
  const [major, minor] = [Number(match[1]), Number(match[2])]
  if (major >= 24 || (major in FLOOR && minor >= FLOOR[major])) return undefined
  const line23 = major === 23 ? ', 23.4 or newer in the 23 line' : ''
  return `${cli} needs Node.js 22.13 or newer${line23}${why ? ` (for ${why})` : ''}; this is Node.js ${version}.`
}
