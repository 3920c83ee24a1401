#!/usr/bin/env node
import { executeGoalCli } from '../execute-goal.js'
import { runCli } from './run-cli.js'

runCli((io) => executeGoalCli(process.argv.slice(2), io))
