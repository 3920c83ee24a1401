import path from 'node:path'
import { type PlanRunOptions, type PlanRunResult, count, givenEnvironmentId, runPlan } from '../plan/run-plan.js'
import type { HistoryIdentity } from './history-cache.js'
import { JUNIT_FILE } from '../journeys/results.js'
import { describeRerun } from '../journeys/rerun.js'
import { annotateJourneys, journeyOutputs, failedCount, journeySections } from './journeys.js'
import { readPlanTarget } from '../plan/target.js'
import { UsageError } from '../shared/exit-codes.js'
import { type CommentInputs, commentOnRun, readCommentInputs } from './comment.js'
import { type HistoryInputs, historyOf, readHistoryInputs } from './history.js'
import { Input, optionalInput } from './inputs.js'
import { TITLE as ACTION_TITLE, log } from './log.js'
import { Output, setOutputs } from './outputs.js'
import type { Ending } from './report.js'
import { planSummary } from './summary.js'
import { type ArtifactInputs, type Tuning, finishWait, pollLog, readArtifactInputs, readWaitInputs } from './waiting.js'

/** The title of this mode's annotations. */
const TITLE = 'Virtuoso QA plan'

export interface PlanInputs {
  run: PlanRunOptions
  artifact: ArtifactInputs
  comment: CommentInputs
  /** And the plan whose record it is: the plan it starts, or the `plan-id` of a plan execution it attaches to; none without one. */
  history: HistoryInputs & { identity?: HistoryIdentity }
}

/** Maps the plan-mode inputs onto the plan run's options (contract: plan mode). */
export function readPlanInputs(token: string): PlanInputs {
  // Contract: choosing journeys is goal mode's; a plan's jobs are its own.
  if (optionalInput(Input.Journeys) !== undefined) throw new UsageError(`The input "${Input.Journeys}" is for goal mode: a plan runs its own journeys.`)
  const waiting = readWaitInputs()
  const planId = optionalInput(Input.PlanId)
  const target = readPlanTarget(
    {
      planId,
      planExecutionId: optionalInput(Input.PlanExecutionId),
      jobIds: optionalInput(Input.JobIds),
      wait: waiting.wait
    },
    {
      planId: `the input "${Input.PlanId}"`,
      planExecutionId: `the input "${Input.PlanExecutionId}"`,
      jobIds: `the input "${Input.JobIds}"`,
      noWait: `${Input.Wait}: false`
    }
  )
  const environmentId = optionalInput(Input.EnvironmentId)
  // The comment's plan: `plan-id` even where the run ignores it (attaching), so that a run that
  // attaches updates the comment of the plan's earlier runs (contract: "One comment per step and what it ran").
  const subject = { id: 'planId' in target ? target.planId : (planId ?? target.attach.id), environmentId, apiUrl: waiting.apiUrl }
  // The history is the plan's (and environment's): a plan execution attached to without plan-id belongs to no known plan.
  const historyPlan = 'planId' in target ? target.planId : planId
  const environment = givenEnvironmentId(environmentId)
  return {
    run: { token, ...target, environmentId, ...waiting },
    artifact: readArtifactInputs(),
    comment: readCommentInputs(subject, waiting.wait),
    history: { ...readHistoryInputs(), identity: historyPlan === undefined ? undefined : { kind: 'plan', id: historyPlan, ...(environment === undefined ? {} : { environmentId: environment }) } }
  }
}

/**
 * Plan mode: runs the plan with a quiet log (a line per job whose state changes, inside one
 * group), sets the plan execution's outputs as soon as it starts, then the rest and the artifact
 * of every report; returns how it ended.
 */
export async function runPlanMode(inputs: PlanInputs, signal: AbortSignal, tuning: Tuning = {}): Promise<Ending> {
  const polls = pollLog()
  let waited = false
  const result = await runPlan(
    {
      ...inputs.run,
      junitFile: path.resolve(inputs.run.outputDir, JUNIT_FILE),
      limits: tuning.limits,
      debug: log.debug,
      // No history without a wait, nor for a plan execution of no known plan (contract: "Which runs take part").
      history: inputs.run.wait === false ? undefined : historyOf(inputs.history, inputs.history.identity, tuning.history)
    },
    {
      signal,
      clock: tuning.clock,
      events: {
        started({ id, jobs, attached }) {
          // Early, so that a later step has them even if this one is cancelled (rule 2).
          setOutputs({
            [Output.PlanExecutionId]: id,
            [Output.JobIds]: JSON.stringify(jobs.map((job) => job.id)),
            [Output.ExecutionUrls]: JSON.stringify(jobs.map((job) => job.executionUrl))
          })
          const what = attached ? `Waiting for plan execution ${id} with ${count(jobs.length)}` : `Plan ${inputs.run.planId} started as plan execution ${id} with ${count(jobs.length)}`
          log.notice(`${what}; the links are in the step's outputs and the job summary.`, ACTION_TITLE)
          for (const job of jobs) log.info(`Job ${job.id}: ${job.executionUrl}`)
        },
        waiting(planExecutionId) {
          waited = true
          polls.start(`Waiting for plan execution ${planExecutionId}`)
        },
        polled: (job, state) => polls.polled(state, job.polls, `Job ${job.id}: `),
        retrying: (job, retry) => polls.retrying(retry, `Job ${job.id}: `),
        rerunning: (rerun) => log.info(describeRerun(rerun)),
        warning: (message) => log.warning(message, TITLE),
        notice: (message) => log.notice(message, TITLE),
        debug: (line) => log.debug(line)
      }
    }
  ).finally(() => polls.end())

  if (result.results) {
    annotateJourneys(result.results, 'plan', true)
  }
  const ending = await finishWait(
    result,
    waited,
    {
      [Output.Status]: result.deciding?.state?.status,
      [Output.Outcome]: result.deciding?.state?.outcome,
      [Output.ReportFile]: result.reportFile,
      [Output.Jobs]: waited ? JSON.stringify(jobsOutput(result)) : undefined,
      [Output.JunitFile]: result.junitFile,
      ...journeyOutputs(result)
    },
    {
      inputs: inputs.artifact,
      name: `virtuoso-plan-${result.planExecutionId}`,
      files: [...result.jobs.map((job) => job.reportFile), ...(result.reruns?.reportFiles ?? []), result.reportFile, result.junitFile],
      dir: inputs.run.outputDir,
      what: `plan execution ${result.planExecutionId}`,
      owner: result.planId === undefined ? `plan execution ${result.planExecutionId}` : `plan ${result.planId} (plan execution ${result.planExecutionId})`,
      title: TITLE
    },
    signal,
    tuning
  )
  // One of the two is known from the start: the plan to start, or the plan execution to wait for.
  const heading = `Virtuoso QA plan ${result.planId ?? result.planExecutionId}`
  const content = { heading, ...ending, plan: true, comparison: result.comparison, journeys: result.journeys, results: result.results, jobs: [...result.jobs, ...(result.reruns?.started ?? [])] }
  await commentOnRun(inputs.comment, result, content, signal, tuning)
  return {
    ...ending,
    title: TITLE,
    summary: {
      heading,
      ...planSummary(result, inputs.run.timeoutSeconds),
      started: !waited,
      html: result.results && journeySections(result.results, true, result.reruns, result.comparison)
    }
  }
}

/** The `jobs` output (rule 4): one object per job, in job order; `goalId` only when the service named it. */
function jobsOutput(result: PlanRunResult) {
  return result.jobs.map((job, index) => ({
    id: job.id,
    status: job.state?.status ?? null,
    outcome: job.state?.outcome ?? null,
    executionUrl: job.executionUrl,
    reportFile: job.reportFile ?? null,
    ...(job.state?.goalId === undefined ? {} : { goalId: job.state.goalId }),
    ...optional('failedJourneys', failedCount(result.results?.[index])),
    ...optional('rerunJobIds', result.reruns && (result.results?.[index]?.rerunJobIds ?? []))
  }))
}

/** `{ [name]: value }`, or nothing when the value is undefined: a field of an output only when known. */
function optional<K extends string, V>(name: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [name]: value } as Record<K, V>)
}

