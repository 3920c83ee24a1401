import path from 'node:path'
import { type GoalRunOptions, checkJobToWaitFor, runGoal } from '../goal/run-goal.js'
import { describeChosen, journeyLines } from '../journeys/choose.js'
import { JUNIT_FILE } from '../journeys/results.js'
import { describeRerun } from '../journeys/rerun.js'
import { annotateJourneys, journeyOutputs, journeySections } from './journeys.js'
import { type CommentInputs, commentOnRun, readCommentInputs } from './comment.js'
import { type HistoryInputs, historyOf, readHistoryInputs } from './history.js'
import { Input, optionalInput, requiredInput } from './inputs.js'
import { TITLE as ACTION_TITLE, log } from './log.js'
import { Output, setOutputs } from './outputs.js'
import type { Ending } from './report.js'
import { goalHeading, goalSummaryRows } from './summary.js'
import { type ArtifactInputs, type Tuning, finishWait, pollLog, readArtifactInputs, readWaitInputs } from './waiting.js'

export type { Tuning } from './waiting.js'

/** The title of this mode's annotations. */
const TITLE = 'Virtuoso QA goal'

export interface GoalInputs {
  run: GoalRunOptions
  artifact: ArtifactInputs
  comment: CommentInputs
  history: HistoryInputs
}

/** Maps the goal-mode inputs onto the goal run's options (contract: Inputs). */
export function readGoalInputs(token: string): GoalInputs {
  const waiting = readWaitInputs()
  const jobId = optionalInput(Input.JobId)
  const journeys = optionalInput(Input.Journeys)
  checkJobToWaitFor(jobId, waiting.wait, journeys !== undefined, {
    jobId: `The input "${Input.JobId}"`,
    noWait: `${Input.Wait}: false`,
    journeys: `the input "${Input.Journeys}"`
  })
  const goalId = requiredInput(Input.GoalId, ' in goal mode')
  const chosen = journeys === undefined ? undefined : journeyLines([journeys], `The input "${Input.Journeys}"`)
  return {
    run: { token, goalId, ...waiting, jobId, journeys: chosen },
    artifact: readArtifactInputs(),
    comment: readCommentInputs({ id: goalId, journeys: chosen, apiUrl: waiting.apiUrl }, waiting.wait),
    history: readHistoryInputs()
  }
}

/**
 * Goal mode: runs the goal with a quiet log (a line per change, inside a group), sets the
 * job's outputs as soon as it starts, then the rest and the artifact; returns how it ended.
 */
export async function runGoalMode(inputs: GoalInputs, signal: AbortSignal, tuning: Tuning = {}): Promise<Ending> {
  const polls = pollLog()
  let waited = false
  const result = await runGoal(
    {
      ...inputs.run,
      junitFile: path.resolve(inputs.run.outputDir, JUNIT_FILE),
      limits: tuning.limits,
      debug: log.debug,
      // No history without a wait (contract: "Which runs take part").
      history: inputs.run.wait ? historyOf(inputs.history, { kind: 'goal', id: inputs.run.goalId }, tuning.history) : undefined
    },
    {
      signal,
      clock: tuning.clock,
      events: {
        job({ id, executionUrl, attached }) {
          // Early, so that a later step has them even if this one is cancelled.
          setOutputs({ [Output.JobId]: id, [Output.ExecutionUrl]: executionUrl })
          const what = attached ? `Waiting for job ${id} of goal ${inputs.run.goalId}` : `Goal ${inputs.run.goalId} started as job ${id}`
          log.notice(`${what}: ${executionUrl}`, ACTION_TITLE)
        },
        waiting(jobId) {
          waited = true
          polls.start(`Waiting for job ${jobId}`)
        },
        polled: (state, poll) => polls.polled(state, poll),
        retrying: (retry) => polls.retrying(retry),
        chosen: (chosen) => log.info(describeChosen(chosen)),
        rerunning: (rerun) => log.info(describeRerun(rerun)),
        warning: (message) => log.warning(message, TITLE),
        notice: (message) => log.notice(message, TITLE)
      }
    }
  ).finally(() => polls.end())

  if (result.results) {
    annotateJourneys(result.results, 'goal', false)
  }
  const ending = await finishWait(
    result,
    waited,
    {
      [Output.Status]: result.state?.status,
      [Output.Outcome]: result.state?.outcome,
      [Output.ReportFile]: result.reportFile,
      [Output.GoalFile]: result.goalFile,
      [Output.JunitFile]: result.junitFile,
      ...journeyOutputs(result)
    },
    {
      inputs: inputs.artifact,
      name: `virtuoso-goal-${result.jobId}`,
      files: [result.reportFile, result.goalFile, ...(result.reruns?.reportFiles ?? []), result.junitFile],
      dir: inputs.run.outputDir,
      what: `job ${result.jobId}`,
      owner: `goal ${result.goalId} (job ${result.jobId})`,
      title: TITLE
    },
    signal,
    tuning
  )
  const heading = goalHeading(result)
  await commentOnRun(
    inputs.comment,
    result,
    {
      heading,
      ...ending,
      plan: false,
      comparison: result.comparison,
      journeys: result.journeys,
      results: result.results,
      jobs: result.jobId && result.executionUrl ? [{ id: result.jobId, executionUrl: result.executionUrl }, ...(result.reruns?.started ?? [])] : []
    },
    signal,
    tuning
  )
  if (result.executionUrl) log.info(`Execution link: ${result.executionUrl}`)
  return {
    ...ending,
    title: TITLE,
    summary: {
      heading,
      rows: goalSummaryRows(result, inputs.run.timeoutSeconds),
      started: !waited,
      html: result.results && journeySections(result.results, false, result.reruns, result.comparison)
    }
  }
}
