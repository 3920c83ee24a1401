import { execFileSync, spawnSync } from 'node:child_process'
import path from 'node:path'
import { expect, it } from 'vitest'
import { measure, ms } from './measure.js'

// How long the committed bundles take to load: the time before the action does anything.
// Each run exits at once on a usage error, after the whole bundle has been evaluated.

const root = path.resolve(import.meta.dirname, '..')

it('cold start of the bundles', () => {
  const start = (args: string[]) => () => void spawnSync(process.execPath, args, { cwd: root, stdio: 'ignore', env: { PATH: process.env.PATH } })
  const rows = [
    ['node -e 0 (baseline)', ['-e', '0']],
    ['dist/index.js (the action)', ['dist/index.js']],
    ['dist/execute-goal/index.js', ['dist/execute-goal/index.js']],
    ['dist/upload-certificate/index.js', ['dist/upload-certificate/index.js']]
  ].map(([name, args]) => {
    const time = measure(start(args as string[]), 15)
    return { entry: name as string, median: ms(time.median), fastest: ms(time.min) }
  })
  console.table(rows)
  expect(execFileSync(process.execPath, ['--version']).toString()).toMatch(/^v24\./)
})
