import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse, parseAllDocuments } from 'yaml'
import { root } from './helpers/child.js'

// The workflows a user copies: examples/*.yml (actionlint checks them in npm run lint) and the
// README's YAML snippets. Each must parse, and give the action only the inputs action.yml declares,
// and read only the outputs it declares, so that none of them breaks when copied.

const action = parse(readFileSync(path.join(root, 'action.yml'), 'utf8')) as { inputs: Record<string, unknown>; outputs: Record<string, unknown> }
const readme = readFileSync(path.join(root, 'README.md'), 'utf8')
const examples = readdirSync(path.join(root, 'examples')).filter((file) => file.endsWith('.yml'))
const USES = 'virtuoso-qa/virtuoso-qa-action@v1'

interface Step {
  id?: string
  uses?: string
  with?: Record<string, unknown>
}

/** Every step of a workflow, or of a snippet that is a list of steps or a job. */
function stepsOf(node: unknown): Step[] {
  if (Array.isArray(node)) return node.flatMap(stepsOf)
  if (typeof node !== 'object' || node === null) return []
  const object = node as Record<string, unknown>
  return [...(typeof object.uses === 'string' ? [object as Step] : []), ...Object.values(object).flatMap(stepsOf)]
}

/** What a text asks of the action: the inputs of its steps, and the outputs it reads of them. */
function problems(text: string): string[] {
  const steps = stepsOf(parse(text)).filter((step) => step.uses === USES)
  const ids = new Set(steps.map((step) => step.id).filter((id) => id !== undefined))
  const inputs = steps.flatMap((step) => Object.keys(step.with ?? {})).filter((name) => !(name in action.inputs)).map((name) => `input ${name}`)
  const modes = steps.map((step) => step.with?.mode).filter((mode) => !['goal', 'plan', 'certificate'].includes(String(mode))).map((mode) => `mode ${mode}`)
  const outputs = [...text.matchAll(/steps\.([\w-]+)\.outputs\.([\w-]+)/g)]
    .filter(([, id, name]) => ids.has(id) && !(name in action.outputs))
    .map(([, , name]) => `output ${name}`)
  return [...inputs, ...modes, ...outputs]
}

describe('examples/', () => {
  it.each(examples)('%s uses the action, with declared inputs and outputs only, and the README links it', (file) => {
    const text = readFileSync(path.join(root, 'examples', file), 'utf8')
    expect(stepsOf(parse(text)).some((step) => step.uses === USES)).toBe(true)
    expect(problems(text)).toEqual([])
    expect(readme).toContain(`](examples/${file})`)
  })

  /** The jobs of a workflow, with their steps that wait for a goal or plan (the action, goal or plan mode, not `wait: false`). */
  function waitingJobs(file: string) {
    const workflow = parse(readFileSync(path.join(root, 'examples', file), 'utf8')) as {
      on: Record<string, unknown>
      concurrency?: unknown
      jobs: Record<string, Record<string, unknown>>
    }
    const jobs = Object.entries(workflow.jobs).map(([name, job]) => {
      const waits = stepsOf(job.steps).filter((step) => step.uses === USES && step.with?.mode !== 'certificate' && String(step.with?.wait) !== 'false')
      return { name, job, waits }
    })
    return { workflow, jobs }
  }

  it.each(examples)('%s: every job that waits has timeout-minutes, and its step a timeout below it (the README\'s advice)', (file) => {
    for (const { name, job, waits } of waitingJobs(file).jobs.filter((each) => each.waits.length > 0)) {
      expect(job['timeout-minutes'], name).toBeTypeOf('number')
      for (const step of waits) expect(Number(step.with?.timeout), name).toBeLessThan((job['timeout-minutes'] as number) * 60)
    }
  })

  it.each(examples)('%s: a gate (a push that waits for a goal or plan) sets concurrency, not cancelled', (file) => {
    const { workflow, jobs } = waitingJobs(file)
    const gate = workflow.on.push !== undefined && jobs.some((each) => each.waits.length > 0)
    if (gate) expect(workflow.concurrency).toMatchObject({ group: expect.any(String), 'cancel-in-progress': false })
    else expect(['nightly.yml', 'certificate-upload.yml', 'pull-request-gate.yml']).toContain(file)
  })

  it('holds the workflows the README promises', () => {
    expect(examples.sort()).toEqual([
      'certificate-upload.yml',
      'nightly.yml',
      'plan-release-gate.yml',
      'plan-start-now-gate-later.yml',
      'pull-request-gate.yml',
      'release-gate.yml',
      'start-now-gate-later.yml'
    ])
  })
})

describe('the README\'s YAML', () => {
  const snippets = [...readme.matchAll(/```yaml\n([\s\S]*?)```/g)].map(([, text]) => text)

  it('has snippets', () => {
    expect(snippets.length).toBeGreaterThan(5)
  })

  it.each(snippets.map((text, i) => [i + 1, text]))('snippet %i: a job in it that waits has timeout-minutes or a timeout (the README\'s advice)', (_, text) => {
    const jobs = (parse(text as string) as { jobs?: Record<string, Record<string, unknown>> } | null)?.jobs ?? {}
    for (const [name, job] of Object.entries(jobs)) {
      const waits = stepsOf(job.steps).filter((step) => step.uses === USES && step.with?.mode !== 'certificate' && String(step.with?.wait) !== 'false')
      if (waits.length > 0) expect(job['timeout-minutes'] !== undefined || waits.every((step) => step.with?.timeout !== undefined), name).toBe(true)
    }
  })

  it.each(snippets.map((text, i) => [i + 1, text]))('snippet %i parses, and asks the action only what it declares', (_, text) => {
    expect(parseAllDocuments(text as string).flatMap((document) => document.errors.map((error) => error.message))).toEqual([])
    expect(problems(text as string)).toEqual([])
  })
})
