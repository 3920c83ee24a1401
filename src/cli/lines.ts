import type { Retry } from '../jobs/watch.js'

/** The line a CLI prints when a status request is retried (Client B rule 8's retry message). */
export function retryLine(retry: Retry): string {
  return (
    `The status request failed: ${retry.reason}; retrying in ${seconds(retry.waitSeconds)} ` +
    `(${Math.round(retry.elapsedSeconds)} of ${seconds(retry.maxRetryTimeSeconds)} of retry time used)`
  )
}

/** "1 second", "0.5 seconds", "10 seconds". */
function seconds(count: number): string {
  return `${count} ${count === 1 ? 'second' : 'seconds'}`
}
