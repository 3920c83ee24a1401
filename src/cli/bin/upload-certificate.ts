#!/usr/bin/env node
import { runCli } from './run-cli.js'

runCli(async (io) => {
  io.err('upload-certificate is not implemented yet.')
  return 1
})
