import { execFile, execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { unsupportedNodeMessage } from '../../src/cli/node-version.js'
import { dist } from '../helpers/child.js'

// The CLIs need Node.js 22.13 or newer, for node:sqlite (contract: "The CLIs"): the check from its
// source, then the committed bundles under an older Node.js, when this machine has one.

describe('unsupportedNodeMessage', () => {
  it.each(['v22.13.0', 'v22.21.1', 'v23.4.0', 'v23.11.1', 'v24.0.0', 'v24.21.0', 'v25.2.1', 'v100.0.0'])('%s will do', (version) => {
    expect(unsupportedNodeMessage('upload-certificate', version)).toBeUndefined()
  })

  it.each(['v20.19.2', 'v22.12.0', 'v22.5.1', 'v21.7.3', 'v18.20.8', 'v16.0.0', 'v0.12.18'])('%s is too old: one line', (version) => {
    expect(unsupportedNodeMessage('upload-certificate', version)).toBe(
      `upload-certificate needs Node.js 22.13 or newer (node:sqlite); this is Node.js ${version}.`
    )
  })

  it.each(['v23.0.0', 'v23.3.0'])('%s, of the 23 line before node:sqlite came without a flag, is told the 23 line’s release', (version) => {
    expect(unsupportedNodeMessage('execute-goal', version)).toBe(
      `execute-goal needs Node.js 22.13 or newer, 23.4 or newer in the 23 line (node:sqlite); this is Node.js ${version}.`
    )
  })

  it.each(['', 'unknown', 'v24'])('a version it cannot read (%j) is let through', (version) => {
    expect(unsupportedNodeMessage('execute-goal', version)).toBeUndefined()
  })
})

/** A Node.js older than 22.13 at /usr/bin/node or on PATH, with its version, if there is one. */
function findOldNode(): { node: string; version: string } | undefined {
  const candidates = ['/usr/bin/node', ...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean).map((dir) => path.join(dir, 'node'))]
  for (const node of new Set(candidates)) {
    if (!existsSync(node)) continue
    let version: string
    try {
      version = execFileSync(node, ['-p', 'process.version'], { encoding: 'utf8', timeout: 10_000 }).trim()
    } catch {
      continue
    }
    const [major, minor] = version.slice(1).split('.').map(Number)
    if (major < 22 || (major === 22 && minor < 13)) return { node, version }
  }
  return undefined
}

describe('the committed CLI bundles under a Node.js older than 22.13', () => {
  const old = findOldNode()

  it.for([
    ['execute-goal', dist.executeGoal],
    ['upload-certificate', dist.uploadCertificate]
  ])('%s -h says so in one line on stderr and exits 1', async ([name, bundle], context) => {
    context.skip(old === undefined, 'no Node.js older than 22.13 at /usr/bin/node or on PATH')
    const run = await promisify(execFile)(old!.node, [bundle, '-h'], { timeout: 10_000 }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr })
    )
    expect(run).toEqual({ code: 1, stdout: '', stderr: `${name} needs Node.js 22.13 or newer (node:sqlite); this is Node.js ${old!.version}.\n` })
  })
})
