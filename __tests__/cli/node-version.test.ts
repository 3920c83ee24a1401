import { execFile, execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { unsupportedNodeMessage } from '../../src/cli/node-version.js'
import { root } from '../helpers/child.js'

// The CLIs need Node.js 22.13 or newer (contract: "The CLIs"), and say so naming no module they do
// not use; -h, --help and --version work on any. The check from its source, then every bundle of
// package.json's "bin" under an older Node.js: a real one where this machine has one (Debian's 20
// at /usr/bin/node, as in CI), which also proves that the modules the help needs load there; else
// this Node.js posing as v20.0.0 (a preload sets process.version), which proves the rest on every OS.

describe('unsupportedNodeMessage', () => {
  it.each(['v22.13.0', 'v22.21.1', 'v23.4.0', 'v23.11.1', 'v24.0.0', 'v24.21.0', 'v25.2.1', 'v100.0.0'])('%s will do', (version) => {
    expect(unsupportedNodeMessage('upload-certificate', version, 'node:sqlite')).toBeUndefined()
    expect(unsupportedNodeMessage('execute-goal', version)).toBeUndefined()
  })

  it.each(['v20.19.2', 'v22.12.0', 'v22.5.1', 'v21.7.3', 'v18.20.8', 'v16.0.0', 'v0.12.18'])('%s is too old: one line, naming a module only when told', (version) => {
    expect(unsupportedNodeMessage('upload-certificate', version, 'node:sqlite')).toBe(
      `upload-certificate needs Node.js 22.13 or newer (for node:sqlite); this is Node.js ${version}.`
    )
    expect(unsupportedNodeMessage('execute-goal', version)).toBe(`execute-goal needs Node.js 22.13 or newer; this is Node.js ${version}.`)
  })

  it.each(['v23.0.0', 'v23.3.0'])('%s, of the 23 line before node:sqlite came without a flag, is told the 23 line’s release', (version) => {
    expect(unsupportedNodeMessage('execute-goal', version)).toBe(
      `execute-goal needs Node.js 22.13 or newer, 23.4 or newer in the 23 line; this is Node.js ${version}.`
    )
  })

  it.each(['', 'unknown', 'v24'])('a version it cannot read (%j) is let through', (version) => {
    expect(unsupportedNodeMessage('execute-goal', version)).toBeUndefined()
  })
})

/** How to start a Node.js older than 22.13, and its version. */
interface OldNode {
  command: string[]
  version: string
}

/** A real Node.js older than 22.13, else this one posing as v20.0.0. */
function oldNode(): OldNode {
  const real = findOldNode()
  if (real) return { command: [real.node], version: real.version }
  const preload = path.join(mkdtempSync(path.join(tmpdir(), 'vqa-old-node-')), 'pose.cjs')
  writeFileSync(preload, "Object.defineProperty(process, 'version', { value: 'v20.0.0' })\n")
  return { command: [process.execPath, '--require', preload], version: 'v20.0.0' }
}

/** A Node.js older than 22.13 at /usr/bin/node or on PATH (node.exe on Windows), with its version, if there is one. */
function findOldNode(): { node: string; version: string } | undefined {
  const executable = process.platform === 'win32' ? 'node.exe' : 'node'
  const candidates = ['/usr/bin/node', ...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean).map((dir) => path.join(dir, executable))]
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

interface Run {
  code: number
  stdout: string
  stderr: string
}

/** Runs `bundle` with `args` under the Node.js that `command` starts. */
const run = ([node, ...options]: string[], bundle: string, args: string[]): Promise<Run> =>
  promisify(execFile)(node, [...options, bundle, ...args], { timeout: 10_000 }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr })
  )

const { bin, version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { bin: Record<string, string>; version: string }
/** The module each CLI needs the newer Node.js for, which its line may name. */
const WHY: Record<string, string> = { 'upload-certificate': 'node:sqlite' }

const old = oldNode()

describe.each(Object.entries(bin))(`the bundle of %s under Node.js ${old.version}`, (name, file) => {
  const bundle = path.join(root, file)

  it.for([
    ['-h', ['-h']],
    ['--help', ['--help']],
    ['-t x --help', ['-t', 'x', '--help']]
  ] as const)('%s prints the help, as under this Node.js, and exits 0', async ([, args]) => {
    const help = await run([process.execPath], bundle, ['--help'])
    expect(help).toMatchObject({ code: 0, stderr: '' })
    expect(help.stdout).toMatch(new RegExp(`^Usage: ${name} `))
    expect(await run(old.command, bundle, [...args])).toEqual(help)
  })

  it('--version prints the version and exits 0', async () => {
    expect(await run(old.command, bundle, ['--version'])).toEqual({ code: 0, stdout: `${name} ${version}\n`, stderr: '' })
  })

  it.for([
    ['no options', []],
    ['-t x', ['-t', 'x']]
  ] as const)('%s: one line on stderr that says what it needs, naming no module it does not use, exit 1', async ([, args]) => {
    const why = WHY[name] ? ` (for ${WHY[name]})` : ''
    expect(await run(old.command, bundle, [...args])).toEqual({
      code: 1,
      stdout: '',
      stderr: `${name} needs Node.js 22.13 or newer${why}; this is Node.js ${old.version}.\n`
    })
  })
})
