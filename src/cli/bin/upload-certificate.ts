#!/usr/bin/env node
import { startCli } from './start-cli.js'

// Loaded only after the check of the Node.js (start-cli.ts); "eager" keeps it in this one file.
// node:sqlite writes the certificate database: the reason for the Node.js it needs.
await startCli('upload-certificate', async () => (await import(/* webpackMode: "eager" */ '../upload-certificate.js')).uploadCertificateCli, 'node:sqlite')
