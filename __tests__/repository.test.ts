import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { root } from './helpers/child.js'

// A CLI run from a clone writes its files in the current directory: none of them is committed, and
// git ignores them all, so that the clone stays clean.

// junit.xml: the name a user gives --junit most often; a stray one (of a re-run test's data) was
// once committed at the root.
const FILES = ['execution_report.json', 'goal.json', 'execution_report-4242.json', 'plan_execution_report.json', 'virtuoso-junit.xml', 'junit.xml']
const git = (...args: string[]): string => execFileSync('git', args, { cwd: root, encoding: 'utf8' })
const inGit = existsSync(path.join(root, '.git'))

describe('the files a CLI writes in a clone', () => {
  it.skipIf(!inGit)('are neither committed nor seen by git', () => {
    expect(git('ls-files', '--', ...FILES)).toBe('')
    expect(git('check-ignore', '--no-index', ...FILES).trim().split('\n')).toEqual(FILES)
  })
})
