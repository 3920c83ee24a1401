import { describe, expect, it } from 'vitest'
import { parseJobIds, readPlanTarget } from '../../src/plan/target.js'
import { UsageError } from '../../src/shared/exit-codes.js'

// What a plan run is to do, from the options as a front end read them (contract: plan mode,
// "Start now, gate later"): every breach is a UsageError before any request.

const names = { planId: 'PLAN', planExecutionId: 'EXECUTION', jobIds: 'JOBS', noWait: 'NOWAIT' }
const target = (given: Partial<Parameters<typeof readPlanTarget>[0]>) => readPlanTarget({ wait: true, ...given }, names)
const usage = (act: () => unknown): string => {
  try {
    act()
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError)
    return (error as Error).message
  }
  throw new Error('no usage error')
}

describe('readPlanTarget', () => {
  it('starts the plan without a plan execution', () => {
    expect(target({ planId: 'p-1' })).toEqual({ planId: 'p-1' })
  })

  it.each([
    [undefined, 'PLAN is required: the id of the plan to run.'],
    ['', 'PLAN is required: the id of the plan to run.'],
    ['null', 'PLAN must be the id of the plan to run, not "null".']
  ])('refuses a plan id of %j', (planId, message) => {
    expect(usage(() => target({ planId }))).toBe(message)
  })

  it('waits for a plan execution with its jobs, the plan id then ignored', () => {
    expect(target({ planId: 'null', planExecutionId: '77', jobIds: '1, 2' })).toEqual({ attach: { id: '77', jobIds: ['1', '2'] } })
  })

  it.each([
    [{ planExecutionId: '77' }, 'EXECUTION and JOBS go together: give both (the outputs of a step that did not wait) or neither.'],
    [{ jobIds: '1' }, 'EXECUTION and JOBS go together: give both (the outputs of a step that did not wait) or neither.'],
    [{ planExecutionId: '77', jobIds: '1', wait: false }, 'EXECUTION and NOWAIT exclude each other: give one or the other.'],
    [{ planExecutionId: 'null', jobIds: '1' }, 'EXECUTION must be the id of a plan execution to wait for, not "null".'],
    [{ planExecutionId: '', jobIds: '1' }, 'EXECUTION must be the id of a plan execution to wait for, not empty.']
  ])('refuses %j', (given, message) => {
    expect(usage(() => target(given))).toBe(message)
  })
})

describe('parseJobIds', () => {
  it.each([
    ['1,2,3', ['1', '2', '3']],
    [' 1 ,\t2 ', ['1', '2']],
    ['["a", "b"]', ['a', 'b']],
    [' [12345678901234567891, "x"] ', ['12345678901234567891', 'x']],
    ['single', ['single']]
  ])('reads %j', (text, ids) => {
    expect(parseJobIds(text, 'JOBS')).toEqual(ids)
  })

  it.each([
    ['', 'JOBS must list at least one job id.'],
    ['[]', 'JOBS must list at least one job id.'],
    ['[1 2]', 'JOBS is neither a JSON array of job ids nor a comma-separated list: "[1 2]".'],
    ['[1,', 'JOBS is neither a JSON array of job ids nor a comma-separated list: "[1,".'],
    ['1,,2', 'JOBS must list job ids, each a string or a number, none empty or "null": "1,,2".'],
    ['1, ', 'JOBS must list job ids, each a string or a number, none empty or "null": "1, ".'],
    ['null', 'JOBS must list job ids, each a string or a number, none empty or "null": "null".'],
    ['[1, null]', 'JOBS must list job ids, each a string or a number, none empty or "null": "[1, null]".'],
    ['[[1]]', 'JOBS must list job ids, each a string or a number, none empty or "null": "[[1]]".'],
    ['[""]', 'JOBS must list job ids, each a string or a number, none empty or "null": "[""]".'],
    ['5, 5', 'JOBS names job 5 twice.'],
    ['[5, "5"]', 'JOBS names job 5 twice.']
  ])('refuses %j', (text, message) => {
    expect(usage(() => parseJobIds(text, 'JOBS'))).toBe(message)
  })
})
