// What the fake service serves to the use-action workflow (.github/workflows/use-action.yml), one
// fake per step that runs the action, and therefore what the checks of that workflow expect. The
// fake-service entry (scripts/fake-service.ts) and the checks (check.ts) both read it from here.
import { type JourneyScript, type ServiceScript, defaultGoal, ok, state } from '../../__tests__/fakes/service.ts'

/** The goal that both goal steps run; the fake answers endpoint 7 with `defaultGoal` under this id. */
export const goalId = 'goal-7'

export const passJobId = 5101
export const failJobId = 5102
export const certificateId = 'cert-use-action'

/** The plan of the two plan steps: its plan execution, and its jobs in the order the fake lists them. */
export const planId = 'plan-use-action'
export const planExecutionId = 6100
export const planJobIds = ['6101', '6102']
/** The plan execution report the fake serves. */
export const planReport = { id: planExecutionId, planId, status: 'FINISHED' }

/** The execution report the fake serves for the passing goal. */
export const passReport = { id: passJobId, status: 'FINISHED', testsuites: [{ name: 'Use the action', passed: true }] }

/** goal.json as the passing goal's run must write it: the fake's goal, under the id asked for. */
export const servedGoal = { ...defaultGoal, id: goalId }

/** The journeys of a failing job: one fails at the second step of its checkpoint, one passes. */
export const failingJourneys: JourneyScript[] = [
  {
    id: 7001,
    title: 'Pay by card',
    outcome: 'FAIL',
    checkpoints: [{ id: 70011, title: 'Pay', outcome: 'FAIL', steps: [{ id: 700111, action: 'WRITE', outcome: 'PASS' }, { id: 700112, action: 'CLICK', outcome: 'FAIL' }] }]
  },
  { id: 7002, title: 'Browse the catalogue', outcome: 'PASS' }
]

/**
 * One fake per step, each named after the output that carries its address (`<name>-api-url`).
 * The passing goal runs a poll longer than the failing one, so that the action waits at least once.
 */
export const services: Record<string, ServiceScript> = {
  pass: { jobId: passJobId, statuses: [state('RUNNING'), state('FINISHED', 'PASS')], report: ok(passReport) },
  fail: { jobId: failJobId, statuses: [state('FINISHED', 'FAIL')], journeys: failingJourneys },
  certificate: { certificates: { certificateId } },
  // One job runs a poll longer than the other; in the failing plan, the second job's outcome is FAIL.
  plan: {
    planExecutionId,
    planJobs: [
      { id: planJobIds[0], statuses: [state('RUNNING'), state('FINISHED', 'PASS')] },
      { id: planJobIds[1], statuses: [state('FINISHED', 'PASS')] }
    ],
    planReport: ok(planReport)
  },
  'plan-fail': {
    planExecutionId,
    planJobs: [
      { id: planJobIds[0], statuses: [state('FINISHED', 'PASS')] },
      { id: planJobIds[1], statuses: [state('FINISHED', 'FAIL')], journeys: failingJourneys }
    ],
    planReport: ok(planReport)
  }
}
