import { run } from '../main.js'
import { exitWhenFlushed } from '../shared/process.js'

// The action's entry. A cancelled workflow or a step timeout sends SIGINT, SIGTERM or (Windows)
// SIGBREAK: each aborts the run (run() wires them), which winds down and reports. run() never
// throws: every ending is reported there; the exit waits for the log to reach the runner.
void run().then((code) => exitWhenFlushed(code), () => exitWhenFlushed(1))
