import { type PlanRunEvents, type PlanRunOptions, type PlanRunResult, runPlan } from '../../src/plan/run-plan.js'
import type { Clock } from '../../src/shared/clock.js'
import type { FakeService } from '../fakes/service.js'
import { FakeClock } from './fake-clock.js'
import { runDefaults } from './run-defaults.js'

export interface PlanRun {
  result: PlanRunResult
  options: PlanRunOptions
  clock: Clock
  warnings: string[]
}

/**
 * Runs plan `plan-3` against a fake service with the tests' defaults (runDefaults, and a fake clock), collecting warnings.
 */
export async function runPlanOn(
  service: FakeService,
  overrides: Partial<PlanRunOptions> = {},
  seams: { clock?: Clock; signal?: AbortSignal; events?: PlanRunEvents } = {}
): Promise<PlanRun> {
  const clock = seams.clock ?? new FakeClock()
  const options: PlanRunOptions = {
    ...(await runDefaults(service)),
    planId: 'plan-3',
    ...overrides
  }
  const warnings: string[] = []
  const result = await runPlan(options, { clock, signal: seams.signal, events: { warning: (m) => warnings.push(m), ...seams.events } })
  return { result, options, clock, warnings }
}

/** The job ids of a service's status requests, in the order they were sent. */
export const polledJobs = (service: FakeService): string[] =>
  service.statusRequests().map((request) => decodeURIComponent(request.url.split('/')[3]))
