#!/usr/bin/env node
import { startCli } from './start-cli.js'

// Loaded only after the check of the Node.js (start-cli.ts); "eager" keeps it in this one file.
await startCli('upload-certificate', async () => (await import(/* webpackMode: "eager" */ '../upload-certificate.js')).uploadCertificateCli)
