#!/usr/bin/env node
import { startCli } from './start-cli.js'

// Loaded only after the check of the Node.js (start-cli.ts); "eager" keeps it in this one file.
await startCli('execute-plan', async () => (await import(/* webpackMode: "eager" */ '../execute-plan.js')).executePlanCli)
