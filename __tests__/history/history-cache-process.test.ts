import { writeFile } from 'node:fs/promises'
import { registerHooks } from 'node:module'
import path from 'node:path'
import { expect, test } from 'vitest'
import { branchScopes, startCacheService } from '../fakes/cache-service.js'
import { capturedStdout } from '../helpers/stdout.js'
import { tempDir } from '../helpers/temp.js'
import { lacksTar } from '../helpers/wine.js'

// The cache client runs in a process of its own (src/action/history-cache.ts): this process never
// loads it, not even as it loads the store's module (so the 150 MB peak while a large answer is read
// holds), and the signatures the client masks are masked in this process's log too. A file of its
// own, so that nothing imports the store before the hook below is in place.

test.skipIf(lacksTar)('this process never loads @actions/cache or the Azure SDK, and masks the signatures the client masks', async () => {
  const loaded: string[] = []
  const hooks = registerHooks({
    load(url, context, next) {
      loaded.push(url)
      return next(url, context)
    }
  })
  const service = await startCacheService()
  try {
    const { cacheStore } = await import('../../src/action/history-cache.js')
    const run = async () => {
      const workspace = await tempDir()
      const event = path.join(workspace, '..', `${path.basename(workspace)}-event.json`)
      await writeFile(event, '{}')
      const store = cacheStore({ kind: 'goal', id: '7' }, { PATH: process.env.PATH, ...service.env(branchScopes('refs/heads/main')), GITHUB_REF: 'refs/heads/main', GITHUB_EVENT_PATH: event, GITHUB_WORKSPACE: workspace }, { debug: () => {} })
      if ('off' in store) throw new Error(store.off)
      return store
    }
    const stdout = await capturedStdout(async () => {
      await (await run()).save('a record', AbortSignal.timeout(25_000))
      expect((await (await run()).restore(AbortSignal.timeout(25_000)))?.text).toBe('a record')
    })
    const signatures = service.requests.filter((r) => r.path.startsWith('/fakeaccount/')).map((r) => new URL(r.path, service.url).searchParams.get('sig'))
    expect(signatures).toHaveLength(2)
    for (const sig of signatures) expect(stdout).toContain(`::add-mask::${sig}`)
  } finally {
    hooks.deregister()
    await service.close()
  }
  // The hook saw the store's own dependencies load (@actions/core), and nothing of the client.
  expect(loaded.some((url) => url.includes('/node_modules/@actions/core/'))).toBe(true)
  expect(loaded.filter((url) => url.includes('/@actions/cache/') || url.includes('/@azure/'))).toEqual([])
})
