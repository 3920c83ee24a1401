import { exitWhenFlushed, setUpProcess } from '../shared/process.js'
import { run } from './run.js'

// The action's entry. A cancelled workflow or a step timeout sends SIGINT, SIGTERM or (Windows)
// SIGBREAK: each aborts the run, which winds down and reports. run() never throws: every ending
// is reported there; the exit waits for the log to reach the runner.
void run(setUpProcess()).then((code) => exitWhenFlushed(code), () => exitWhenFlushed(1))
