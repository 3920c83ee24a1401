import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { uploadResults } from '../../src/action/artifact.js'
import { type ArtifactBackend, startArtifactBackend } from '../fakes/artifact-backend.js'
import { tempDir } from '../helpers/temp.js'
import { logLines } from '../helpers/workflow-log.js'

// uploadResults called directly, with what the goal run never gives it: no signal, or one that is
// already aborted. The runner's variables are set for the call, and its log is captured from
// stdout, where @actions/core writes it.

let backend: ArtifactBackend | undefined
afterEach(async () => {
  await backend?.close()
  backend = undefined
})

// Loaded once beforehand, so that an upload started in a test reaches the client at once.
beforeAll(async () => {
  await import('@actions/artifact')
})

/** Runs `body` with `env` in process.env and stdout captured; both restored afterwards. */
async function withRunner<T>(env: Record<string, string>, body: () => Promise<T>): Promise<{ value: T; log: string[] }> {
  const saved = { ...process.env }
  const write = Object.getOwnPropertyDescriptor(process.stdout, 'write')
  let text = ''
  Object.assign(process.env, env)
  process.stdout.write = ((chunk: string | Uint8Array) => {
    text += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8')
    return true
  }) as typeof process.stdout.write
  try {
    return { value: await body(), log: logLines(text).filter((line) => line !== '') }
  } finally {
    if (write) Object.defineProperty(process.stdout, 'write', write)
    else delete (process.stdout as Partial<NodeJS.WriteStream>).write
    for (const key of Object.keys(env)) if (!(key in saved)) delete process.env[key]
    Object.assign(process.env, saved)
  }
}

describe('uploadResults without the goal run', () => {
  it('without a signal, a failed upload is a warning and resolves to no id', async () => {
    backend = await startArtifactBackend()
    backend.failNext('CreateArtifact', 403)
    const dir = await tempDir()
    await writeFile(path.join(dir, 'a.json'), '{}')
    const { value, log } = await withRunner(backend.env, () => uploadResults('results', [path.join(dir, 'a.json')], dir))
    expect(value).toBeUndefined()
    expect(log).toContainEqual(expect.stringMatching(/^::warning title=Virtuoso QA::Could not upload the artifact "results": .*\(403\) Forbidden/))
    expect(backend.artifacts).toEqual([])
  })

  it('with a signal already aborted, resolves to no id without a warning; the abandoned upload failing later is no unhandled rejection', async () => {
    const unhandled: unknown[] = []
    const record = (reason: unknown): void => void unhandled.push(reason)
    process.on('unhandledRejection', record)
    try {
      const missing = path.join(await tempDir(), 'gone')
      const env = { ACTIONS_RUNTIME_TOKEN: 'token', ACTIONS_RESULTS_URL: 'http://127.0.0.1:1/' }
      const { value, log } = await withRunner(env, async () => {
        const id = await uploadResults('results', [path.join(missing, 'a.json')], missing, { signal: AbortSignal.abort() })
        // The upload went on, and fails on the missing directory: within a few ticks, the client being loaded.
        await new Promise((resolve) => setTimeout(resolve, 50))
        return id
      })
      expect(value).toBeUndefined()
      expect(log.filter((line) => /^::(group|endgroup|warning|error)/.test(line))).toEqual(['::group::Uploading the artifact "results"', '::endgroup::'])
      expect(unhandled).toEqual([])
    } finally {
      process.off('unhandledRejection', record)
    }
  })
})
