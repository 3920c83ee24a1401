import { describe, expect, it } from 'vitest'
import { EXECUTE_GOAL_HELP, executeGoalCli } from '../../src/cli/execute-goal.js'
import { EXECUTE_PLAN_HELP, executePlanCli } from '../../src/cli/execute-plan.js'
import { UPLOAD_CERTIFICATE_USAGE, uploadCertificateCli } from '../../src/cli/upload-certificate.js'
import { runCliInProcess } from '../helpers/in-process.js'

// Each CLI's --help, pinned as text: what a user reads of every option, its default, the forms, the
// environment and the exit statuses (the tests of each CLI compare their output with these constants).

describe('--help', () => {
  it('execute-goal', () => {
    expect(EXECUTE_GOAL_HELP.split('\n')).toEqual([
      'Usage: execute-goal -t|--token TOKEN -gi|--goal_id GOAL_ID [--max_retry_time SECONDS] [--retry_delay_time SECONDS] [--poll_interval SECONDS] [--timeout SECONDS] [--app2] [--api_url URL] [--ui_url URL] [--junit FILE] [--rerun_failed N] [--history FILE] [--fail_on any|new] [--journey ID_OR_TITLE]... [--job_id JOB_ID | --no_wait] [-h|--help] [--version]',
      '',
      'Runs a Virtuoso QA goal: starts it, waits for its job to end, writes the job report',
      '(execution_report.json) and the goal (goal.json) in the current directory, and exits by its outcome.',
      '',
      '  -t, --token TOKEN           the access token (default: the variable VIRTUOSO_TOKEN)',
      '  -gi, --goal_id GOAL_ID      the id of the goal to run',
      '  --max_retry_time SECONDS    seconds of retrying failed status requests, per round (default: 300)',
      '  --retry_delay_time SECONDS  seconds between retries (default: 10)',
      '  --poll_interval SECONDS     seconds between status requests of a running job (default: 2)',
      '  --timeout SECONDS           seconds of waiting at most, 0 for no limit; then the reports are saved',
      '                              as the jobs stand, which go on in the service, and the exit status is',
      '                              3 (default: 0)',
      "  --app2                      use the alternate environment's hosts",
      '  --api_url URL               the API base address (default: https://api.virtuoso.qa/api; with',
      '                              --app2 https://api-app2.virtuoso.qa/api)',
      '  --ui_url URL                the web interface address, for the links (default:',
      '                              https://app.virtuoso.qa; with --app2 https://app-app2.virtuoso.qa)',
      '  --junit FILE                also write a JUnit XML file of the journeys there',
      '  --rerun_failed N            run the failed journeys of a job that finished FAIL or ERROR again, up',
      '                              to N times (0 to 5); a job whose journeys all pass when run again',
      '                              passes (default: 0)',
      "  --history FILE              keep a record of the journeys' outcomes in FILE, and compare each run",
      '                              with the newest run in it: what is new, what keeps failing, what was',
      '                              fixed',
      '  --fail_on any|new           new: exit 0 when every journey that failed also failed in the newest',
      '                              run of --history (a gate on what is new) (default: any)',
      "  --journey ID_OR_TITLE       run only this journey of the goal's newest version, by id or else by",
      '                              title (every journey of that title); repeat it for more',
      '  --job_id JOB_ID             the id of a job, started earlier with --no_wait, to wait for instead',
      '                              of starting the goal',
      '  --no_wait                   start the goal, print its job id and link, and exit 0',
      '  -h, --help                  print this help and exit',
      '  --version                   print the version and exit',
      '',
      'A long option also takes the form --goal_id=GOAL_ID, and hyphens for its underscores (--goal-id, the',
      "action's spelling); of an option given twice, the last one counts.",
      '',
      'Environment: VIRTUOSO_TOKEN, the access token when -t gives none (a token on a command line is',
      'visible to every user of the machine); HTTPS_PROXY, HTTP_PROXY and NO_PROXY, a proxy to go through.',
      '',
      'Exit status: 0 the job FINISHED with an outcome other than FAIL or ERROR (or, with --no_wait,',
      'started); 1 a usage error, a bad token, goal id or job id, or the start failed; 2 the outcome is',
      'FAIL or ERROR, or the status requests failed past --max_retry_time; 3 the job ended CANCELED or',
      'FAILED, --timeout ran out, or the run was cancelled.'
    ])
  })

  it('execute-plan', () => {
    expect(EXECUTE_PLAN_HELP.split('\n')).toEqual([
      'Usage: execute-plan -t|--token TOKEN -pi|--plan_id PLAN_ID [--environment_id ID] [--max_retry_time SECONDS] [--retry_delay_time SECONDS] [--poll_interval SECONDS] [--timeout SECONDS] [--app2] [--api_url URL] [--ui_url URL] [--junit FILE] [--rerun_failed N] [--history FILE] [--fail_on any|new] [--plan_execution_id ID --job_ids ID,ID,... | --no_wait] [-h|--help] [--version]',
      '',
      'Runs a Virtuoso QA plan: starts it, waits for every job of the plan execution to end, writes each',
      "job's report (execution_report-<job id>.json) and the plan execution's (plan_execution_report.json)",
      'in the current directory, and exits by the worst job.',
      '',
      '  -t, --token TOKEN           the access token (default: the variable VIRTUOSO_TOKEN)',
      '  -pi, --plan_id PLAN_ID      the id of the plan to run',
      "  --environment_id ID         the environment to run it in (default: the plan's own)",
      '  --max_retry_time SECONDS    seconds of retrying failed status requests, per round (default: 300)',
      '  --retry_delay_time SECONDS  seconds between retries (default: 10)',
      '  --poll_interval SECONDS     seconds between status requests of a running job (default: 2)',
      '  --timeout SECONDS           seconds of waiting at most, 0 for no limit; then the reports are saved',
      '                              as the jobs stand, which go on in the service, and the exit status is',
      '                              3 (default: 0)',
      "  --app2                      use the alternate environment's hosts",
      '  --api_url URL               the API base address (default: https://api.virtuoso.qa/api; with',
      '                              --app2 https://api-app2.virtuoso.qa/api)',
      '  --ui_url URL                the web interface address, for the links (default:',
      '                              https://app.virtuoso.qa; with --app2 https://app-app2.virtuoso.qa)',
      '  --junit FILE                also write a JUnit XML file of the journeys there',
      '  --rerun_failed N            run the failed journeys of a job that finished FAIL or ERROR again, up',
      '                              to N times (0 to 5); a job whose journeys all pass when run again',
      '                              passes (default: 0)',
      "  --history FILE              keep a record of the journeys' outcomes in FILE, and compare each run",
      '                              with the newest run in it: what is new, what keeps failing, what was',
      '                              fixed',
      '  --fail_on any|new           new: exit 0 when every journey that failed also failed in the newest',
      '                              run of --history (a gate on what is new) (default: any)',
      '  --plan_execution_id ID      the id of a plan execution, started earlier with --no_wait, to wait',
      '                              for instead of starting the plan (with --job_ids)',
      '  --job_ids ID,ID,...         the ids of its jobs (a JSON array works too)',
      "  --no_wait                   start the plan, print its jobs' links, and exit 0",
      '  -h, --help                  print this help and exit',
      '  --version                   print the version and exit',
      '',
      'A long option also takes the form --plan_id=PLAN_ID, and hyphens for its underscores (--plan-id, the',
      "action's spelling); of an option given twice, the last one counts.",
      '',
      'Environment: VIRTUOSO_TOKEN, the access token when -t gives none (a token on a command line is',
      'visible to every user of the machine); HTTPS_PROXY, HTTP_PROXY and NO_PROXY, a proxy to go through.',
      '',
      'Exit status: 0 every job FINISHED, none with outcome FAIL or ERROR (or, with --no_wait, the plan',
      "started); 1 a usage error, a bad token, plan id or job id, or the start failed; 2 a job's outcome is",
      'FAIL or ERROR, or its status requests failed past --max_retry_time; 3 a job ended CANCELED or',
      'FAILED, --timeout ran out, or the run was cancelled.'
    ])
  })

  it('upload-certificate', () => {
    expect(UPLOAD_CERTIFICATE_USAGE.split('\n')).toEqual([
      'Usage: upload-certificate -f FILE -p PASSWORD -w DIR -n NAME [-d DESCRIPTION] -t TOKEN -o ORG_ID -a API_URL [-h|--help] [--version]',
      '',
      'Converts a PKCS#12 client-certificate profile into an NSS certificate database (key4.db, cert9.db,',
      'pkcs11.txt) and uploads it to a Virtuoso QA organization.',
      '',
      '  -f, --file FILE                the certificate profile, a PKCS#12 file (.p12 or .pfx)',
      '  -p, --password PASSWORD        the profile\'s password (may be empty: -p \'\')',
      '  -w, --work-dir DIR             where the database is generated; created when missing, it must not',
      '                                 hold one already',
      '  -n, --name NAME                the name of the uploaded certificate, unique in the organization',
      '  -d, --description DESCRIPTION  the description of the uploaded certificate (optional)',
      '  -t, --token TOKEN              the access token (default: the variable VIRTUOSO_TOKEN)',
      '  -o, --organization-id ORG_ID   the organization id',
      '  -a, --api-url API_URL          the API base address, such as https://api.virtuoso.qa/api',
      '  -h, --help                     print this help and exit',
      '  --version                      print the version and exit',
      '',
      'Each option also has its long form, which takes the form --name=value too. A value of "unset" counts',
      'as not given; of an option given twice, the last one counts.',
      '',
      'Environment: VIRTUOSO_TOKEN, the access token when -t gives none (a token on a command line is',
      'visible to every user of the machine); HTTPS_PROXY, HTTP_PROXY and NO_PROXY, a proxy to go through.',
      '',
      'Exit status: 0 when the certificate is verified, else 1.'
    ])
  })

  it.each([EXECUTE_GOAL_HELP, EXECUTE_PLAN_HELP, UPLOAD_CERTIFICATE_USAGE])('keeps every line but the usage line within 100 columns (%#)', (help) => {
    expect(help.split('\n').slice(1).filter((line) => line.length > 100)).toEqual([])
  })

  // A help that cites an option its CLI does not take sends the reader to an error (execute-plan's once cited --goal-id).
  it.each([
    ['execute-goal', executeGoalCli, EXECUTE_GOAL_HELP],
    ['execute-plan', executePlanCli, EXECUTE_PLAN_HELP],
    ['upload-certificate', uploadCertificateCli, UPLOAD_CERTIFICATE_USAGE]
  ] as const)('%s: every option its help cites is one it takes', async (_, main, help) => {
    const cited = [...new Set(help.match(/(?<![\w-])--?[a-z][a-z0-9_-]*/g))]
    expect(cited.length).toBeGreaterThan(10)
    const unknown: string[] = []
    for (const option of cited) {
      // Alone, without a token: a usage error at most, never a request.
      const run = await runCliInProcess(main, [option])
      if (run.stderr.startsWith('Unknown option')) unknown.push(option)
    }
    expect(unknown).toEqual([])
  })
})
