// Reads the use-action workflow for its local twin (scripts/use-action-local.ts): the jobs and steps,
// checked against the little the twin can run, and the few `${{ }}` expressions it resolves. Anything
// else is a TwinError, so that the twin never runs something other than what CI runs.
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'

/** The workflow uses something the twin cannot run as the runner would. */
export class TwinError extends Error {}

export interface Step {
  id?: string
  name?: string
  uses?: string
  run?: string
  with?: Record<string, unknown>
  env?: Record<string, unknown>
  'continue-on-error'?: boolean
}

export interface Job {
  id: string
  needs: string[]
  /** The matrix's `os` values. */
  os: string[]
  steps: Step[]
}

/** What later steps see of a step that ran. */
export interface StepResult {
  outputs: Record<string, string>
  outcome: 'success' | 'failure'
  conclusion: 'success' | 'failure'
}

export interface Context {
  matrixOs: string
  runnerTemp: string
  /** The steps of this job that ran so far, by id. */
  steps: Map<string, StepResult>
  /** The outputs the action declares, for the steps that run it (`uses: ./`). */
  actionOutputs: string[]
  /** Ids of the steps that run the action. */
  actionSteps: Set<string>
}

const KEYS = {
  workflow: ['name', 'on', 'permissions', 'jobs'],
  job: ['name', 'needs', 'runs-on', 'timeout-minutes', 'strategy', 'steps'],
  strategy: ['fail-fast', 'matrix'],
  step: ['id', 'name', 'uses', 'run', 'with', 'env', 'continue-on-error']
}

/** `${{ … }}`: the runner's expression syntax. */
const EXPRESSION = /\$\{\{(.*?)\}\}/g
/** The expressions the twin resolves. */
const SUPPORTED = /^(?:steps\.[A-Za-z_][\w-]*\.(?:outputs\.[A-Za-z_][\w-]*|outcome|conclusion)|runner\.temp|matrix\.os)$/

export function readWorkflow(file: string): Job[] {
  let workflow: Record<string, unknown>
  try {
    workflow = parse(readFileSync(file, 'utf8')) as Record<string, unknown>
  } catch (error) {
    throw new TwinError(`cannot read ${file}: ${(error as Error).message.split('\n')[0]}`)
  }
  checkExpressions(workflow, '')
  onlyKeys(workflow, KEYS.workflow, 'the workflow')
  return Object.entries(workflow.jobs as Record<string, Record<string, unknown>>).map(([id, job]) => {
    onlyKeys(job, KEYS.job, `job ${id}`)
    const strategy = (job.strategy ?? {}) as Record<string, unknown>
    onlyKeys(strategy, KEYS.strategy, `job ${id}'s strategy`)
    const matrix = (strategy.matrix ?? {}) as Record<string, unknown>
    onlyKeys(matrix, ['os'], `job ${id}'s matrix`)
    const steps = job.steps as Step[]
    steps.forEach((step, i) => onlyKeys(step as Record<string, unknown>, KEYS.step, `step ${i + 1} of job ${id}`))
    const needs = job.needs === undefined ? [] : ([] as string[]).concat(job.needs as string)
    return { id, needs, os: (matrix.os as string[] | undefined) ?? [], steps }
  })
}

/** The step's name as the Actions UI shows it. */
export function stepName(step: Step): string {
  return step.name ?? step.uses ?? `Run ${step.run}`
}

/** A step, named in a message. */
export function stepLabel(jobId: string, step: Step): string {
  return `job ${jobId}, step "${stepName(step)}"`
}

/** Replaces each expression in `value` (a YAML scalar) by its value in `context`. */
export function resolve(value: unknown, context: Context, where: string): string {
  return String(value).replace(EXPRESSION, (_, expression: string) => {
    const [head, id, kind, name] = expression.trim().split('.')
    if (head === 'runner') return context.runnerTemp
    if (head === 'matrix') return context.matrixOs
    const step = context.steps.get(id)
    if (!step) throw new TwinError(`${where} reads step "${id}", which has not run before it in this job.`)
    if (kind !== 'outputs') return step[kind as 'outcome' | 'conclusion']
    if (context.actionSteps.has(id) && !context.actionOutputs.includes(name)) {
      throw new TwinError(`${where} reads the output "${name}" of step "${id}", which action.yml does not declare.`)
    }
    return step.outputs[name] ?? ''
  })
}

/** Every expression anywhere in the workflow must be one the twin resolves. */
function checkExpressions(node: unknown, at: string): void {
  if (typeof node === 'string') {
    for (const [whole, expression] of node.matchAll(EXPRESSION)) {
      if (!SUPPORTED.test(expression.trim())) {
        throw new TwinError(`${at}: the twin does not resolve ${whole} (only steps.<id>.outputs.<name>, steps.<id>.outcome, steps.<id>.conclusion, runner.temp and matrix.os).`)
      }
    }
    if (node.replace(EXPRESSION, '').includes('${{')) throw new TwinError(`${at}: an unclosed \${{ in "${node}".`)
  } else if (Array.isArray(node)) {
    node.forEach((item, i) => checkExpressions(item, `${at}[${i}]`))
  } else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) checkExpressions(value, at ? `${at}.${key}` : key)
  }
}

function onlyKeys(node: Record<string, unknown>, allowed: string[], what: string): void {
  const unknown = Object.keys(node).filter((key) => !allowed.includes(key))
  if (unknown.length > 0) throw new TwinError(`${what} uses ${unknown.join(', ')}, which the twin does not run (it knows ${allowed.join(', ')}).`)
}
