import type { FakeService } from '../fakes/service.js'
import { tempDir } from './temp.js'

/**
 * What the goal and plan runs' tests share: the fake's addresses, a 30 s retry budget, 10 s
 * delays, 2 s polls, a 2 s request deadline, and a fresh output directory.
 */
export async function runDefaults(service: FakeService) {
  return {
    token: 'secret-token',
    apiUrl: service.apiUrl,
    uiUrl: 'https://ui.example',
    maxRetryTimeSeconds: 30,
    retryDelaySeconds: 10,
    pollIntervalSeconds: 2,
    outputDir: await tempDir(),
    limits: { requestDeadlineMs: 2_000 }
  }
}
