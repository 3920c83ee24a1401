import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { root, runNode } from '../helpers/child.js'

// The README's first command must keep working: the demo runs both modes of the bundled action.

describe('npm run demo', () => {
  it('shows goal mode and certificate mode passing', async () => {
    const run = await runNode(path.join(root, 'scripts/demo.ts'), [])
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('The goal execution finished with outcome PASS.')
    expect(run.stdout).toContain('Certificate "demo client" was uploaded and verified as entry cert-2718.')
    expect(run.stdout).toMatch(/^key4\.db +\d+ bytes, an SQLite database$/m)
    // The step outputs, read back from GITHUB_OUTPUT (its lines end in \r\n on Windows).
    expect(run.stdout).toMatch(/^outcome +PASS$/m)
    expect(run.stdout).toMatch(/^certificate-id cert-2718$/m)
    expect(run.stdout).toContain('Goal mode: the step passed (exit code 0). Certificate mode: the step passed (exit code 0).')
    // The renderer applies the masks as the runner does: no secret of the demo shows.
    expect(run.stdout).not.toMatch(/demo-token-0c7e|demo-p12-password|X-Amz-Signature/)
  }, 30_000)

  it('--fail shows both gates failing', async () => {
    const run = await runNode(path.join(root, 'scripts/demo.ts'), ['--fail'])
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('Goal mode: the step failed (exit code 2). Certificate mode: the step failed (exit code 1).')
  }, 30_000)
})
