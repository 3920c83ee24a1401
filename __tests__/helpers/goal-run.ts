import { type GoalRunEvents, type GoalRunOptions, type GoalRunResult, runGoal } from '../../src/goal/run-goal.js'
import type { Clock } from '../../src/shared/clock.js'
import type { FakeService } from '../fakes/service.js'
import { FakeClock } from './fake-clock.js'
import { runDefaults } from './run-defaults.js'

export interface GoalRun {
  result: GoalRunResult
  options: GoalRunOptions
  /** The clock the run used: a FakeClock unless the test gave another. */
  clock: Clock
  warnings: string[]
}

/**
 * Runs a goal against a fake service with the tests' defaults (runDefaults, and a fake clock), collecting warnings.
 */
export async function runGoalOn(
  service: FakeService,
  overrides: Partial<GoalRunOptions> = {},
  seams: { clock?: Clock; signal?: AbortSignal; events?: GoalRunEvents } = {}
): Promise<GoalRun> {
  const clock = seams.clock ?? new FakeClock()
  const options: GoalRunOptions = {
    ...(await runDefaults(service)),
    goalId: 'goal-7',
    ...overrides
  }
  const warnings: string[] = []
  const result = await runGoal(options, { clock, signal: seams.signal, events: { warning: (m) => warnings.push(m), ...seams.events } })
  return { result, options, clock, warnings }
}
