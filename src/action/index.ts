import { run } from '../main.js'
import { exitWhenFlushed } from '../shared/process.js'
import { HISTORY_CACHE_CHILD } from './history-cache.js'

// The action's entry. A cancelled workflow or a step timeout sends SIGINT, SIGTERM or (Windows)
// SIGBREAK: each aborts the run (run() wires them), which winds down and reports. run() never
// throws: every ending is reported there; the exit waits for the log to reach the runner.
// With HISTORY_CACHE_CHILD, the bundle is the Actions cache client's process instead (see
// history-cache.ts), so that dist/ holds one copy of the client.
if (process.argv[2] === HISTORY_CACHE_CHILD) void import('./history-cache-child.js')
else void run().then((code) => exitWhenFlushed(code), () => exitWhenFlushed(1))
