#!/usr/bin/env node
import { uploadCertificateCli } from '../upload-certificate.js'
import { runCli } from './run-cli.js'

runCli((io) => uploadCertificateCli(process.argv.slice(2), io))
