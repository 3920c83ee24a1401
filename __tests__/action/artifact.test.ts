import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { type ArtifactBackend, startArtifactBackend } from '../fakes/artifact-backend.js'
import { type FakeService, defaultGoal, defaultReport, startFakeService, state } from '../fakes/service.js'
import { runAction } from '../helpers/child.js'
import { runActionInProcess } from '../helpers/in-process.js'
import { tempDir } from '../helpers/temp.js'
import { logLines } from '../helpers/workflow-log.js'

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

/** The log's annotations (notices, warnings, errors). */
const annotations = (stdout: string): string[] => logLines(stdout).filter((line) => /^::(notice|warning|error)/.test(line))

/** The log's outline: its groups, warnings and errors, and the line that reports the upload. */
const outline = (stdout: string): string[] => logLines(stdout).filter((line) => /^::(group|endgroup|warning|error)|^Uploaded \d+ files/.test(line))

describe('goal mode: the artifact', () => {
  it('uploads the report, the goal and the JUnit file as one artifact named after the job, and outputs its id', async () => {
    const { inputs } = await goal('PASS')
    const run = await runActionInProcess(inputs, backend.env)
    expect(run.code).toBe(0)
    expect(backend.artifacts).toHaveLength(1)
    const [artifact] = backend.artifacts
    expect(artifact.name).toBe('virtuoso-goal-4242')
    expect([...artifact.files.keys()].sort()).toEqual(['execution_report.json', 'goal.json', 'virtuoso-junit.xml'])
    expect(JSON.parse(artifact.files.get('execution_report.json')!.toString())).toEqual(defaultReport)
    expect(JSON.parse(artifact.files.get('goal.json')!.toString())).toEqual(defaultGoal)
    expect(run.outputs['artifact-id']).toBe(String(artifact.id))
    // The client's own lines stay in a group of their own, closed before the line that names the artifact.
    expect(outline(run.stdout)).toEqual([
      '::group::Waiting for job 4242',
      '::endgroup::',
      '::group::Uploading the artifact "virtuoso-goal-4242"',
      '::endgroup::',
      `Uploaded 3 files as artifact "virtuoso-goal-4242" (id ${artifact.id}).`
    ])
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
    // The group closes before the warning; the result comes last.
    expect(outline(run.stdout).slice(2)).toEqual([
      '::group::Uploading the artifact "virtuoso-goal-4242"',
      '::endgroup::',
      expect.stringMatching(/^::warning title=Virtuoso QA::Could not upload the artifact "virtuoso-goal-4242": .*403/),
      '::error title=Virtuoso QA goal::The goal execution finished with outcome ERROR.'
    ])
  })

  it.each(['ACTIONS_RESULTS_URL', 'ACTIONS_RUNTIME_TOKEN'])('takes a runner without %s for one without an artifact backend: a notice, no upload', async (missing) => {
    const { inputs } = await goal('PASS')
    const run = await runActionInProcess(inputs, { ...backend.env, [missing]: undefined })
    expect(run.code).toBe(0)
    expect(logLines(run.stdout)).toContain('::notice title=Virtuoso QA::No artifact backend here (not running on GitHub Actions): the files were not uploaded.')
    expect(run.stdout).not.toContain('::warning')
    expect(backend.requests).toEqual([])
    expect(run.outputs['artifact-id']).toBeUndefined()
  })

  it('on a GitHub Enterprise Server, which the client does not support: one notice, no upload, the same exit code', async () => {
    const { inputs } = await goal('FAIL')
    const run = await runActionInProcess(inputs, { ...backend.env, GITHUB_SERVER_URL: 'https://github.example.com' })
    expect(run.code).toBe(2)
    expect(annotations(run.stdout)).toEqual([
      '::notice title=Virtuoso QA::Goal goal-7 started as job 4242: https://app.virtuoso.qa/#/project/execution/4242',
      '::notice title=Virtuoso QA::No artifact upload on GitHub Enterprise Server (github.example.com), which the artifact client does not support: the files were not uploaded.',
      '::error title=Virtuoso QA goal::The goal execution finished with outcome FAIL.'
    ])
    expect(backend.requests).toEqual([])
    expect(run.outputs['artifact-id']).toBeUndefined()
  })

  // The client's own test of a GitHub host (isGhes): github.com in any case, GHE.com, and GitHub's development hosts.
  it.each(['https://GitHub.com', 'https://acme.ghe.com', 'http://codespace.localhost'])('takes %s for GitHub, not an Enterprise Server: it uploads', async (server) => {
    const { inputs } = await goal('PASS')
    const run = await runActionInProcess(inputs, { ...backend.env, GITHUB_SERVER_URL: server })
    expect(run.code).toBe(0)
    expect(backend.artifacts.map((a) => a.name)).toEqual(['virtuoso-goal-4242'])
    expect(run.stdout).not.toContain('::notice title=Virtuoso QA::No artifact')
  })

  it('leaves a server address that does not parse to the client: its failure is a warning, the exit code stays', async () => {
    const { inputs } = await goal('PASS')
    const run = await runActionInProcess(inputs, { ...backend.env, GITHUB_SERVER_URL: 'not an address' })
    expect(run.code).toBe(0)
    expect(logLines(run.stdout)).toContain('::warning title=Virtuoso QA::Could not upload the artifact "virtuoso-goal-4242": Invalid URL.')
    expect(backend.requests).toEqual([])
    expect(run.outputs['artifact-id']).toBeUndefined()
  })

  it('upload-artifact: false says so in a plain line, with no annotation, and sends nothing to the backend', async () => {
    const { inputs } = await goal('PASS', { 'upload-artifact': 'false' })
    const run = await runActionInProcess(inputs, backend.env)
    expect(run.code).toBe(0)
    expect(logLines(run.stdout)).toContain('Artifact upload is off (upload-artifact: false); the files stay in the output directory.')
    // The one annotation is the start's link, which every run writes.
    expect(annotations(run.stdout)).toEqual(['::notice title=Virtuoso QA::Goal goal-7 started as job 4242: https://app.virtuoso.qa/#/project/execution/4242'])
    expect(backend.requests).toEqual([])
    expect(run.outputs['artifact-id']).toBeUndefined()
  })

  it('uploads the files written when one cannot be, after a warning that names it', async () => {
    const outputDir = await tempDir()
    // A directory where goal.json should go: the file cannot be renamed into place (Windows says EPERM).
    await mkdir(path.join(outputDir, 'goal.json', 'taken'), { recursive: true })
    const { inputs } = await goal('PASS', { 'output-dir': outputDir })
    const run = await runActionInProcess(inputs, backend.env)
    expect(run.code).toBe(0)
    const fault = process.platform === 'win32' ? 'EPERM' : 'EISDIR'
    expect(logLines(run.stdout)).toContain(`::warning title=Virtuoso QA goal::Could not write ${path.join(outputDir, 'goal.json')}: ${fault}.`)
    expect(run.outputs['report-file']).toBe(path.join(outputDir, 'execution_report.json'))
    expect(run.outputs['goal-file']).toBeUndefined()
    expect(run.summary).toMatch(/<td>Not written<\/td><td>goal\.json \(see the warnings\)<\/td>/)
    // (The order of a zip's entries varies from run to run.)
    expect(backend.artifacts.map((a) => [a.name, [...a.files.keys()].sort()])).toEqual([['virtuoso-goal-4242', ['execution_report.json', 'virtuoso-junit.xml']]])
    expect(logLines(run.stdout)).toContain(`Uploaded 2 files as artifact "virtuoso-goal-4242" (id ${backend.artifacts[0].id}).`)
    expect(run.outputs['artifact-id']).toBe(String(backend.artifacts[0].id))
  })
})

describe('bundled action (dist/index.js) as a process', () => {
  // The one check that the bundle carries a working @actions/artifact client (and the Azure
  // storage code it loads), which the in-process runs above take from node_modules instead.
  it('uploads the three files as one artifact', async () => {
    const { inputs } = await goal('PASS')
    const run = await runAction(inputs, backend.env)
    expect(run.code).toBe(0)
    expect(backend.artifacts.map((a) => [a.name, [...a.files.keys()].sort()])).toEqual([['virtuoso-goal-4242', ['execution_report.json', 'goal.json', 'virtuoso-junit.xml']]])
    expect(run.outputs['artifact-id']).toBe(String(backend.artifacts[0].id))
  })
})
