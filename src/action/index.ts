import { run } from './run.js'

// The action's entry. A cancelled workflow or a step timeout sends SIGINT, SIGTERM or (Windows)
// SIGBREAK: each aborts the run, which winds down and reports. The handlers stay installed, so a
// second signal cannot cut the wind-down short.
const controller = new AbortController()
for (const signal of ['SIGINT', 'SIGTERM', 'SIGBREAK'] as const) process.on(signal, () => controller.abort())

// run() never throws: every ending is reported there. Exiting ends an abandoned artifact upload.
void run(controller.signal).then(
  (code) => process.exit(code),
  () => process.exit(1)
)
