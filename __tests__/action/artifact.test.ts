import { afterEach, describe, expect, it } from 'vitest'
import { type ArtifactBackend, startArtifactBackend } from '../fakes/artifact-backend.js'
import { type FakeService, defaultGoal, defaultReport, startFakeService, state } from '../fakes/service.js'
import { runAction } from '../helpers/child.js'
import { runActionInProcess } from '../helpers/in-process.js'

// The action, from its source and in this process, uploads through the real @actions/artifact client
// to a loopback fake of the backend. The client reads ACTIONS_RUNTIME_TOKEN and ACTIONS_RESULTS_URL
// from process.env when it is called, which the in-process run sets for its duration; each test
// has its own backend on its own port, so state the client kept between calls would show here.

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
    const run = await runActionInProcess(inputs, backend.env)
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
    const run = await runActionInProcess(inputs, backend.env)
    expect(run.code).toBe(2)
    expect(backend.artifacts.map((a) => a.name)).toEqual(['nightly results'])
  })

  it('warns when the upload fails and keeps the exit code', async () => {
    const { inputs } = await goal('ERROR')
    backend.failNext('CreateArtifact', 403)
    const run = await runActionInProcess(inputs, backend.env)
    expect(run.code).toBe(2)
    expect(run.stdout).toMatch(/::warning title=Virtuoso QA::Could not upload the artifact "virtuoso-goal-4242"/)
    expect(run.outputs['artifact-id']).toBeUndefined()
    expect(run.outputs['exit-code']).toBe('2')
  })
})

describe('bundled action (dist/index.js) as a process', () => {
  // The one check that the bundle carries a working @actions/artifact client (and the Azure
  // storage code it loads), which the in-process runs above take from node_modules instead.
  it('uploads both files as one artifact', async () => {
    const { inputs } = await goal('PASS')
    const run = await runAction(inputs, backend.env)
    expect(run.code).toBe(0)
    expect(backend.artifacts.map((a) => [a.name, [...a.files.keys()].sort()])).toEqual([['virtuoso-goal-4242', ['execution_report.json', 'goal.json']]])
    expect(run.outputs['artifact-id']).toBe(String(backend.artifacts[0].id))
  })
})
