import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { root, runNode } from '../helpers/child.js'
import { tempDir } from '../helpers/temp.js'

// scripts/use-action/check.ts, the checks that the use-action workflow and its local twin share,
// fed directly: one line per check, exit 1 when any differs.

const check = path.join(root, 'scripts/use-action/check.ts')

describe('node scripts/use-action/check.ts', () => {
  it('certificate: passes on the outputs of a passing step', async () => {
    const run = await runNode(check, ['certificate'], { env: { STEP_OUTCOME: 'success', EXIT_CODE: '0', CERTIFICATE_ID: 'cert-use-action' } })
    expect(run.code).toBe(0)
    expect(run.stdout).toBe(['ok    step outcome: "success"', 'ok    exit-code: "0"', 'ok    certificate-id: "cert-use-action"', 'certificate: all checks passed', ''].join('\n'))
  })

  it('certificate: names each output that differs, and an output not set', async () => {
    const run = await runNode(check, ['certificate'], { env: { STEP_OUTCOME: 'success', EXIT_CODE: '1' } })
    expect(run.code).toBe(1)
    expect(run.stdout).toBe(
      ['ok    step outcome: "success"', 'FAIL  exit-code: "1", expected "0"', 'FAIL  certificate-id: "", expected "cert-use-action"', 'certificate: 2 check(s) failed', ''].join('\n')
    )
  })

  it('artifact: a folder without the files fails', async () => {
    const dir = await tempDir('vqa-artifact-')
    await writeFile(path.join(dir, 'goal.txt'), '{}')
    const run = await runNode(check, ['artifact'], { env: { ARTIFACT_DIR: dir } })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('FAIL  the artifact holds the three files: ["goal.txt"], expected ["execution_report.json","goal.json","virtuoso-junit.xml"]\n')
    expect(run.stdout).toMatch(/^FAIL {2}goal\.json holds what the fake served: "\(unreadable: ENOENT: no such file or directory, open '.+goal\.json'\)", expected \{"id":"goal-7",/m)
  })

  it('refuses anything but the name of one check, with a one-line message', async () => {
    for (const args of [['passing'], ['pass', 'fail'], []]) {
      const run = await runNode(check, args)
      expect(run.code).toBe(2)
      expect(run.stdout).toBe('')
      expect(run.stderr).toBe(`check: name one check of pass, fail, plan, plan-fail, certificate, artifact, not "${args.join(' ')}".\n`)
    }
  })
})
