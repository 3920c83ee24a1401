import { afterEach, describe, expect, it } from 'vitest'
import { type ArtifactBackend, startArtifactBackend } from '../fakes/artifact-backend.js'
import { type FakeService, defaultGoal, defaultReport, startFakeService, state } from '../fakes/service.js'
import { runAction } from '../helpers/child.js'

// The bundled action uploads through the real @actions/artifact client to a loopback fake of the backend.

let service: FakeService
let backend: ArtifactBackend
afterEach(async () => {
  await service.close()
  await backend.close()
})

async function goal(outcome: string, inputs: Record<string, string> = {}) {
  service = await startFakeService({ statuses: [state('FINISHED', outcome)] })
  backend = await startArtifactBackend()
  return { backend, inputs: { mode: 'goal', token: 'tok', 'goal-id': 'goal-7', 'api-url': service.apiUrl, ...inputs } }
}

describe('goal mode: the artifact', () => {
  it('uploads both files as one artifact named after the job, and outputs its id', async () => {
    const { inputs } = await goal('PASS')
    const run = await runAction(inputs, backend.env)
    expect(run.code).toBe(0)
    expect(backend.artifacts).toHaveLength(1)
    const [artifact] = backend.artifacts
    expect(artifact.name).toBe('virtuoso-goal-4242')
    expect([...artifact.files.keys()].sort()).toEqual(['execution_report.json', 'goal.json'])
    expect(JSON.parse(artifact.files.get('execution_report.json')!.toString())).toEqual(defaultReport)
    expect(JSON.parse(artifact.files.get('goal.json')!.toString())).toEqual(defaultGoal)
    expect(run.outputs['artifact-id']).toBe(String(artifact.id))
  })

  it('uses artifact-name, and uploads whatever the outcome', async () => {
    const { inputs } = await goal('FAIL', { 'artifact-name': 'nightly results' })
    const run = await runAction(inputs, backend.env)
    expect(run.code).toBe(2)
    expect(backend.artifacts.map((a) => a.name)).toEqual(['nightly results'])
  })

  it('warns when the upload fails and keeps the exit code', async () => {
    const { inputs } = await goal('ERROR')
    backend.failNext('CreateArtifact', 403)
    const run = await runAction(inputs, backend.env)
    expect(run.code).toBe(2)
    expect(run.stdout).toMatch(/::warning::Could not upload the artifact "virtuoso-goal-4242"/)
    expect(run.outputs['artifact-id']).toBeUndefined()
    expect(run.outputs['exit-code']).toBe('2')
  })
})
