import * as core from '@actions/core'
import { run } from './run.js'

// The action's entry: SIGINT/SIGTERM (a cancelled workflow, a step timeout) abort the run,
// which then writes its outputs and summary with the last status seen and exits.
const controller = new AbortController()
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => controller.abort())

run(controller.signal).then(
  (code) => process.exit(code),
  (error: unknown) => {
    core.error(`Unexpected error: ${error instanceof Error ? error.message : String(error)}`, { title: 'Virtuoso QA' })
    process.exit(1)
  }
)
