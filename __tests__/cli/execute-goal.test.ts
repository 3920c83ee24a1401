import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { EXECUTE_GOAL_HELP, EXECUTE_GOAL_USAGE, executeGoalCli } from '../../src/cli/execute-goal.js'
import { type FakeService, type Reply, type ServiceScript, closedPort, defaultGoal, httpError, ok, raw, redirect, startFakeService, state } from '../fakes/service.js'
import { cancel, dist, root, runNode } from '../helpers/child.js'
import { startRecordingProxy } from '../helpers/https-proxy.js'
import { type InProcessCliOptions, runCliInProcess } from '../helpers/in-process.js'
import { FakeClock } from '../helpers/fake-clock.js'
import { tempDir } from '../helpers/temp.js'

// Client B from its source (src/cli/execute-goal.ts), in this process, with the io its bin gives it;
// the committed bundle, dist/execute-goal/index.js, runs as a process only in the last block.

let service: FakeService | undefined
afterEach(async () => {
  await service?.close()
  service = undefined
})

const execute = (args: string[], options?: InProcessCliOptions) => runCliInProcess(executeGoalCli, args, options)

async function cli(script: ServiceScript, args: string[], options: Omit<InProcessCliOptions, 'cwd'> = {}) {
  service = await startFakeService(script)
  const cwd = await tempDir()
  const run = await execute([...args, '--api_url', service.apiUrl, '--ui_url', 'https://ui.example'], { ...options, cwd })
  return { ...run, cwd }
}

describe('execute-goal', () => {
  it('prints what Client B prints and writes both files in the current directory', async () => {
    const run = await cli({ statuses: [state('RUNNING'), state('FINISHED', 'PASS')] }, ['-t', 'tok', '-gi', 'goal-7'], { clock: new FakeClock() })
    expect(run.code).toBe(0)
    expect(run.stdout.split('\n')).toEqual([
      'Job ID: 4242',
      'Status: RUNNING, Outcome: null',
      'Status: FINISHED, Outcome: PASS',
      'Execution link: https://ui.example/#/project/execution/4242',
      'Done!'
    ])
    expect(run.stderr).toBe('')
    expect((await readdir(run.cwd)).sort()).toEqual(['execution_report.json', 'goal.json'])
    expect(JSON.parse(await readFile(path.join(run.cwd, 'goal.json'), 'utf8'))).toEqual(defaultGoal)
  })

  it('accepts the long option names and prints a retry message, never the token', async () => {
    const run = await cli({ statuses: [httpError(503), state('FINISHED', 'FAIL')] }, [
      '--token',
      'tok-5b1e',
      '--goal_id',
      'goal-7',
      '--max_retry_time',
      '5',
      '--retry_delay_time',
      '0.01'
    ])
    expect(run.code).toBe(2)
    expect(run.stdout.split('\n')).toEqual([
      'Job ID: 4242',
      'The status request failed: HTTP 503; retrying in 0.01 seconds (retry time used: 0 of 5 seconds)',
      'Status: FINISHED, Outcome: FAIL',
      'Execution link: https://ui.example/#/project/execution/4242'
    ])
    expect(run.stderr).toBe('The goal execution finished with outcome FAIL.')
    expect(run.stdout + run.stderr).not.toContain('tok-5b1e')
  })

  it('prints a file it could not fetch as a "Warning:" line on stderr, and keeps the exit code', async () => {
    const run = await cli({ statuses: [state('FINISHED', 'PASS')], report: httpError(500) }, ['-t', 'tok', '-gi', 'goal-7'])
    expect(run.code).toBe(0)
    expect(run.stderr).toBe('Warning: Could not fetch the job report: HTTP 500.')
    expect(run.stdout.split('\n').at(-1)).toBe('Done!')
  })

  it('exits 3 when the final status is FAILED', async () => {
    const run = await cli({ statuses: [state('FAILED', 'ERROR')] }, ['-t', 'tok', '-gi', 'g'])
    expect(run.code).toBe(3)
    expect(run.stdout.split('\n')).toEqual(['Job ID: 4242', 'Status: FAILED, Outcome: ERROR', 'Execution link: https://ui.example/#/project/execution/4242'])
    expect(run.stderr).toBe('The goal execution ended with status FAILED.')
  })

  it('exits 2 when polling keeps failing past --max_retry_time', async () => {
    const run = await cli({ statuses: [httpError(500)] }, ['-t', 'tok', '-gi', 'g', '--max_retry_time', '0'])
    expect(run.code).toBe(2)
    expect(run.stderr).toBe('Reading the status of job 4242 failed: HTTP 500, with no time left for a retry (max-retry-time 0 s); it may still be running: https://ui.example/#/project/execution/4242.')
    expect(service!.statusRequests()).toHaveLength(1)
  })

  it('takes every long option with hyphens too, the action\'s spellings (contract: "The CLIs")', async () => {
    const args = ['--token', 'tok', '--goal-id', 'goal-7', '--max-retry-time', '5', '--retry-delay-time', '0', '--poll-interval', '0', '--timeout', '60']
    const run = await cli({ statuses: [state('FINISHED', 'PASS')] }, args)
    expect(run).toMatchObject({ code: 0, stderr: '' })
    const started = await cli({}, ['--token', 'tok', '--goal-id', 'goal-7', '--no-wait', '--app2=false'])
    expect(started).toMatchObject({ code: 0, stderr: '', stdout: 'Job ID: 4242\nExecution link: https://ui.example/#/project/execution/4242' })
    const attached = await execute(['-t', 'tok', '-gi', 'goal-7', '--job-id=77', '--api-url', service!.apiUrl, '--ui-url', 'https://ui.example', '--no_wait'])
    expect(attached.stderr.split('\n')[0]).toBe('--job_id and --no_wait exclude each other: give one or the other.')
  })

  it('a wrong API address is told apart from a wrong goal: the address that answered, and what to check', async () => {
    service = await startFakeService()
    const origin = new URL(service.apiUrl).origin
    const wrongPath = await execute(['-t', 'tok', '-gi', 'goal-7', '--api_url', `${origin}/wrong`])
    expect(wrongPath).toMatchObject({ code: 1, stderr: `Starting goal goal-7 failed: HTTP 404 from ${origin}/wrong/goals/goal-7/execute: a wrong id, or a wrong address (the API's address, api-url, ends in /api; the web interface's host is ui-url).` })
    await service.close()
    // The web interface's address given as the API's: its pages are HTML.
    service = await startFakeService({ start: { status: 200, body: '<!DOCTYPE html><html><body>Virtuoso</body></html>', headers: { 'content-type': 'text/html' } } })
    const html = await execute(['-t', 'tok', '-gi', 'goal-7', '--api_url', service.apiUrl])
    expect(html).toMatchObject({
      code: 1,
      stderr: `Starting goal goal-7 failed: the answer from ${service.apiUrl}/goals/goal-7/execute is an HTML page, not JSON (the API's address, api-url, ends in /api; the web interface's host is ui-url).`
    })
  })

  it('prints the usage line and exits 1 with no arguments (rule 1)', async () => {
    const run = await execute([])
    expect(run.code).toBe(1)
    expect(run.stdout).toBe('')
    expect(run.stderr).toBe(EXECUTE_GOAL_USAGE)
    expect(EXECUTE_GOAL_USAGE).toBe(
      'Usage: execute-goal -t|--token TOKEN -gi|--goal_id GOAL_ID [--max_retry_time SECONDS] [--retry_delay_time SECONDS] ' +
        '[--poll_interval SECONDS] [--timeout SECONDS] [--app2] [--api_url URL] [--ui_url URL] [--junit FILE] [--rerun_failed N] [--history FILE] [--fail_on any|new] [--journey ID_OR_TITLE]... [--job_id JOB_ID | --no_wait] [-h|--help] [--version]'
    )
  })

  // Each after `--api_url <fake>` (arguments 1 and 2): a usage error sends nothing, there or elsewhere.
  it.each([
    [['-t', 'tok', '-gi', 'g', '--verbose'], 'Unknown option: --verbose.'],
    [['-t', 'tok', '-gi'], '-gi (--goal_id) needs a value: the id of the goal to run.'],
    [['-gi', 'g', '-t'], '-t (--token) needs a value: the access token.'],
    [['-t', '-gi', 'g'], '-t (--token) needs a value: the access token.'],
    [['-t', 'tok', '-gi', 'g', '--max_retry_time'], '--max_retry_time needs a value: seconds of retrying failed status requests, per round.'],
    [['-t', 'tok', '-gi', 'g', '--app2', 'yes'], '--app2 takes no value, but "yes" follows it.'],
    [['-t', 'tok', '-gi', 'g', 'extra'], 'Argument 7 is a value with no option before it (not shown here: it may be a secret).'],
    [['-t', 'tok', '-gi', 'g', '--app2=yes'], '--app2 takes no value (at most =true or =false), not "yes".'],
    [['-t', 'tok', '-gi', 'g', '-t=s3cr3t'], '-t takes its value as the next word, not after "=" (only long options do).'],
    [['-t', 'tok', '-gi', 'g', '-x=s3cr3t'], 'Unknown option: -x.'],
    [['-t', 'tok', '-gi', 'g', '--tokn=s3cr3t'], 'Unknown option: --tokn (did you mean --token?)'],
    [['-t', 'tok', '--goalid', 'g'], 'Unknown option: --goalid (did you mean --goal_id?)'],
    [['-t', 'tok', '-gi', 'g', '--Poll-Intervall', '1'], 'Unknown option: --Poll-Intervall (did you mean --poll_interval?)'],
    [['-t', 'tok', '-gi', 'g', '--nowait'], 'Unknown option: --nowait (did you mean --no_wait?)'],
    [['-t', 'tok', '-gi', 'g', '--goal-id'], '-gi (--goal_id) needs a value: the id of the goal to run.'],
    [['-t', 'tok', '-gi', '--api-url', 'g'], '-gi (--goal_id) needs a value: the id of the goal to run.'],
    [['-t', 'tok', '-gi', 'g', '--ui_url=-t'], '--ui_url must be an http or https address, not "-t".'],
    [['-t', 'tok', '-gi', 'g', '-s3cr3t!'], 'Unknown option (not shown here: it may be a secret).'],
    [['-gi', 'g', '--app2', 's3cr3t'], '--app2 takes no value, but a word (not shown here: it may be a secret) follows it.'],
    // Only a whole yes or no is shown: a secret may hold one (a substring match would print these).
    [['-gi', 'g', '--app2', 'tok3n1x'], '--app2 takes no value, but a word (not shown here: it may be a secret) follows it.'],
    [['-gi', 'g', '--app2', 'onion'], '--app2 takes no value, but a word (not shown here: it may be a secret) follows it.'],
    [['-gi', 'g', '--app2', 'nonce0'], '--app2 takes no value, but a word (not shown here: it may be a secret) follows it.'],
    [['-gi', 'g', '--app2', 'yes\nno'], '--app2 takes no value, but a word (not shown here: it may be a secret) follows it.'],
    [['-gi', 'g', '--app2', '1'], '--app2 takes no value, but "1" follows it.'],
    [['-gi', 'g', '--no-wait', 'On'], '--no-wait takes no value, but "On" follows it.'],
    [['-t', 'tok', '-gi', 'g', '--timeout=soon'], '--timeout must be a number of seconds from 0 to 86400, not "soon".'],
    [['-gi', 'g'], 'Missing the access token: give -t or --token, or set VIRTUOSO_TOKEN.'],
    [['-t', 'tok', '-gi', 'g', '--max_retry_time', 'soon'], '--max_retry_time must be a number of seconds from 0 to 86400, not "soon".'],
    [['-t', 'tok', '-gi', 'g', '--max_retry_time', '-1'], '--max_retry_time must be a number of seconds from 0 to 86400, not "-1".'],
    [['-t', 'tok', '-gi', 'g', '--max_retry_time', '86400.5'], '--max_retry_time must be a number of seconds from 0 to 86400, not "86400.5".'],
    [['-t', 'tok', '-gi', 'g', '--max_retry_time', ''], '--max_retry_time must be a number of seconds from 0 to 86400, not "".'],
    [['-t', 'tok', '-gi', 'g', '--max_retry_time', '1e3'], '--max_retry_time must be a number of seconds from 0 to 86400, not "1e3".'],
    [['-t', 'tok', '-gi', 'g', '--retry_delay_time', '86401'], '--retry_delay_time must be a number of seconds from 0 to 86400, not "86401".'],
    [['-t', 'tok', '-gi', 'g', '--retry_delay_time', '-0.5'], '--retry_delay_time must be a number of seconds from 0 to 86400, not "-0.5".'],
    [['-t', 'tok', '-gi', 'g', '--retry_delay_time', '0x10'], '--retry_delay_time must be a number of seconds from 0 to 86400, not "0x10".'],
    [['-t', 'tok', '-gi', 'g', '--retry_delay_time', 'unset'], '--retry_delay_time must be a number of seconds from 0 to 86400, not "unset".'],
    [['-t', 'tok', '-gi', 'g', '--api_url', 'ftp://api.example/api'], '--api_url must be an http or https address, not "ftp://api.example/api".'],
    [['-t', 'tok', '-gi', 'g', '--api_url', 'api.virtuoso.qa/api'], '--api_url must be an http or https address, not "api.virtuoso.qa/api".'],
    [['-t', 'tok', '-gi', 'g', '--ui_url', ''], '--ui_url must be an http or https address, not "".'],
    [['-t', 'tok', '-gi', 'g', '--ui_url', 'javascript:alert(1)'], '--ui_url must be an http or https address, not "javascript:alert(1)".']
  ])('exits 1 on bad arguments %j: one line, then the usage line', async (args, message) => {
    service = await startFakeService()
    const run = await execute(['--api_url', service.apiUrl, ...args])
    expect(run).toEqual({ code: 1, stdout: '', stderr: `${message}\n${EXECUTE_GOAL_USAGE}` })
    expect(service.requests).toHaveLength(0)
  })

  it('prints service text inert: a status cannot start a line of its own (a workflow command when run in a step)', async () => {
    const run = await cli({ statuses: [state('RUNNING\n::error::forged\u001b[2J'), state('FINISHED', 'PASS')] }, ['-t', 'tok', '-gi', 'goal-7'], { clock: new FakeClock() })
    expect(run.code).toBe(0)
    expect(run.stdout.split('\n').filter((line) => line.startsWith('::'))).toEqual([])
    expect(run.stdout).toContain('Status: RUNNING\\n::error::forged\\u001b[2J, Outcome: null')
  })

  it.each([
    [['-t', 'null', '-gi', 'g'], 'Login failed: the access token is "null".'],
    [['-t', 'tok', '-gi', 'null'], `-gi (--goal_id) is "null", which is no goal's id (an unset variable?): give the id of the goal to run.\n${EXECUTE_GOAL_USAGE}`],
    [['-t', 'tok', '-gi', ''], `Missing option -gi (--goal_id): the id of the goal to run.\n${EXECUTE_GOAL_USAGE}`],
    [['-t', 'tok'], `Missing option -gi (--goal_id): the id of the goal to run.\n${EXECUTE_GOAL_USAGE}`]
  ])('exits 1 for %j before any request (rules 4 and 5)', async (args, message) => {
    const run = await cli({}, args)
    expect(run).toMatchObject({ code: 1, stdout: '', stderr: message })
    expect(service?.requests).toHaveLength(0)
  })

  it('takes --name=value for a long option, =true or =false for a flag, and of an option given twice the last', async () => {
    const clock = new FakeClock()
    const run = await cli({ statuses: [state('RUNNING'), state('FINISHED', 'PASS')] }, [
      '--token=first',
      '--goal_id=goal-7',
      '-t',
      'tok=with=equals',
      '--poll_interval=7',
      '--app2=true',
      '--app2=FALSE',
      '--no_wait=false'
    ], { clock })
    expect(run.code).toBe(0)
    expect(clock.sleeps).toEqual([7000])
    expect(new Set(service!.requests.map((r) => r.headers.authorization))).toEqual(new Set(['Bearer tok=with=equals']))
    // --app2=FALSE took it back: the links are the default environment's... but --ui_url is given; the API is the fake's.
    expect(service!.requests.map((r) => r.url)[0]).toBe('/api/goals/goal-7/execute?envelope=false')
  })

  it('an address that is not an http or https URL is a usage error', async () => {
    service = await startFakeService()
    const run = await execute(['-t', 'tok', '-gi', 'g', '--ui_url', 'app.example', '--api_url', service.apiUrl])
    expect(run).toEqual({ code: 1, stdout: '', stderr: `--ui_url must be an http or https address, not "app.example".\n${EXECUTE_GOAL_USAGE}` })
    expect(service.requests).toHaveLength(0)
  })

  it('--app2 switches the API host to the alternate environment', async () => {
    const proxy = await startRecordingProxy()
    try {
      const run = await execute(['-t', 'tok', '-gi', 'g', '--app2'], { env: { HTTPS_PROXY: proxy.url } })
      expect(run.code).toBe(1)
      expect(proxy.targets).toEqual(['api-app2.virtuoso.qa:443'])
    } finally {
      await proxy.close()
    }
  })

  it('stops at once with exit 3 when its signal aborts (as on SIGINT or SIGTERM)', async () => {
    const controller = new AbortController()
    let abortedAt = 0
    const run = await cli({ statuses: [state('RUNNING')] }, ['-t', 'tok', '-gi', 'g'], {
      signal: controller.signal,
      onOut(line) {
        if (!abortedAt && line === 'Status: RUNNING, Outcome: null') {
          abortedAt = Date.now()
          controller.abort()
        }
      }
    })
    expect(abortedAt).toBeGreaterThan(0)
    expect(run.code).toBe(3)
    // The next poll would have come 2 s later.
    expect(Date.now() - abortedAt).toBeLessThan(1_000)
    expect(service!.statusRequests()).toHaveLength(1)
    expect(run.stderr).toBe('Cancelled while waiting for job 4242 (last status RUNNING); it may still be running: https://ui.example/#/project/execution/4242.')
    expect(run.stdout).not.toContain('Done!')
  })
})

describe('execute-goal -h, --help and --version (contract: "The CLIs")', () => {
  it.each([[['-h']], [['--help']], [['-t', 'tok', '--help', '-gi', 'g']]])('%j prints the usage on stdout and exits 0, sending nothing', async (args) => {
    service = await startFakeService()
    const run = await execute([...args, '--api_url', service.apiUrl])
    expect(run).toEqual({ code: 0, stdout: EXECUTE_GOAL_HELP, stderr: '' })
    expect(service.requests).toHaveLength(0)
  })

  it('--version prints the name and the version of package.json, and exits 0', async () => {
    const { version } = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as { version: string }
    expect(await execute(['--version'])).toEqual({ code: 0, stdout: `execute-goal ${version}`, stderr: '' })
  })

  it('an unknown option next to -h is still a usage error (exit 1)', async () => {
    expect(await execute(['-h', '--verbose'])).toEqual({ code: 1, stdout: '', stderr: `Unknown option: --verbose.\n${EXECUTE_GOAL_USAGE}` })
  })

  it('the help gives every option with its meaning and default, the forms, the environment and the exit statuses', () => {
    const lines = EXECUTE_GOAL_HELP.split('\n')
    expect(lines[0]).toBe(EXECUTE_GOAL_USAGE)
    for (const option of ['-t, --token TOKEN', '-gi, --goal_id GOAL_ID', '--max_retry_time SECONDS', '--retry_delay_time SECONDS', '--poll_interval SECONDS', '--timeout SECONDS', '--app2', '--api_url URL', '--ui_url URL', '--job_id JOB_ID', '--no_wait', '-h, --help', '--version']) {
      expect(lines.some((line) => line.startsWith(`  ${option} `)), option).toBe(true)
      // The usage line names it too.
      expect(EXECUTE_GOAL_USAGE).toContain(option.split(' ')[0].split(',')[0])
    }
    expect(EXECUTE_GOAL_HELP).toMatch(/--max_retry_time SECONDS +seconds of retrying failed status requests, per round \(default: 300\)/)
    expect(EXECUTE_GOAL_HELP).toMatch(/--retry_delay_time SECONDS +seconds between retries \(default: 10\)/)
    expect(EXECUTE_GOAL_HELP).toMatch(/--poll_interval SECONDS +seconds between status requests of a running job \(default: 2\)/)
    expect(EXECUTE_GOAL_HELP).toContain('A long option also takes the form --goal_id=GOAL_ID, and hyphens for its underscores (--goal-id, the\naction\'s spelling); of an option given twice, the last one counts.')
    expect(EXECUTE_GOAL_HELP).toContain('Environment: VIRTUOSO_TOKEN')
    expect(EXECUTE_GOAL_HELP).toMatch(/^Exit status: 0 .*; 1 .*; 2 .*; 3 /ms)
    expect(Math.max(...lines.slice(1).map((line) => line.length))).toBeLessThanOrEqual(100)
  })
})

describe('execute-goal: a start that fails says so once (Client B rule 6)', () => {
  it.each<[string, Reply, string]>([
    ['an HTTP error', httpError(500), 'HTTP 500'],
    ['a refused token', httpError(401), 'HTTP 401: check the token'],
    ['a redirect', redirect('http://elsewhere.example/api'), 'HTTP 302 (a redirect, not followed)'],
    ['an answer without an id', ok({ name: 'no id' }), 'the answer has no job id'],
    ['an id that is null', ok({ id: null }), 'the answer has no job id'],
    ['an answer over 1 MiB', raw(`{"id":"${'7'.repeat(1 << 20)}"}`), 'the answer is larger than 1 MiB']
  ])('%s', async (_, start, reason) => {
    const run = await cli({ start }, ['-t', 'tok', '-gi', '1234'])
    expect(run).toMatchObject({ code: 1, stdout: '', stderr: `Starting goal 1234 failed: ${reason}.` })
  })

  it('a refused connection', async () => {
    const port = await closedPort()
    const run = await execute(['-t', 'tok', '-gi', '1234', '--api_url', `http://127.0.0.1:${port}/api`])
    expect(run).toEqual({ code: 1, stdout: '', stderr: `Starting goal 1234 failed: connect ECONNREFUSED 127.0.0.1:${port}.` })
  })
})

describe('execute-goal: the retry line counts its seconds in words', () => {
  it.each([
    ['longer than --retry_delay_time: waited in full, and told', '25', 25],
    ['shorter: the retry delay is waited, and told', '3', 10]
  ])('a Retry-After %s (what the user is told is what is waited)', async (_, retryAfter, waited) => {
    const clock = new FakeClock()
    const args = ['-t', 'tok', '-gi', 'g', '--retry_delay_time', '10', '--max_retry_time', '300']
    const run = await cli({ statuses: [httpError(503, { 'retry-after': retryAfter }), state('FINISHED', 'PASS')] }, args, { clock })
    expect(run.code).toBe(0)
    expect(run.stdout.split('\n')[1]).toBe(`The status request failed: HTTP 503; retrying in ${waited} seconds (retry time used: 0 of 300 seconds)`)
    expect(clock.sleeps).toEqual([waited * 1000])
  })

  it('tells the time used as the delays are written: 0.5 after one retry of 0.5 seconds, never rounded up to 1', async () => {
    const args = ['-t', 'tok', '-gi', 'g', '--retry_delay_time', '0.5', '--max_retry_time', '300']
    const run = await cli({ statuses: [httpError(503), httpError(503), httpError(503), state('FINISHED', 'PASS')] }, args, { clock: new FakeClock() })
    expect(run.stdout.split('\n').slice(1, 4)).toEqual([0, 0.5, 1].map((used) => `The status request failed: HTTP 503; retrying in 0.5 seconds (retry time used: ${used} of 300 seconds)`))
  })

  it('a polling that gave up after retries says how long it retried; one that could make no retry says so', async () => {
    const retried = await cli({ statuses: [httpError(500)] }, ['-t', 'tok', '-gi', 'g', '--retry_delay_time', '2', '--max_retry_time', '5'], { clock: new FakeClock() })
    expect(retried.stderr).toBe('Reading the status of job 4242 failed: HTTP 500, still after 6 s of retries; it may still be running: https://ui.example/#/project/execution/4242.')
  })

  it('https at an http server: the TLS handshake failed, in words, without OpenSSL\'s text', async () => {
    service = await startFakeService()
    const run = await execute(['-t', 'tok', '-gi', '1234', '--api_url', service.apiUrl.replace('http:', 'https:')])
    expect(run).toEqual({
      code: 1,
      stdout: '',
      stderr: expect.stringMatching(/^Starting goal 1234 failed: the TLS handshake failed: (wrong version number|packet length too long|http request) \(is it an http server, at an https address\?\)\.$/)
    })
  })

  it.each([
    ['1', '1', 'retrying in 1 second (retry time used: 0 of 1 second)'],
    ['0.5', '300', 'retrying in 0.5 seconds (retry time used: 0 of 300 seconds)'],
    ['2', '1.5', 'retrying in 2 seconds (retry time used: 0 of 1.5 seconds)']
  ])('--retry_delay_time %s --max_retry_time %s', async (delay, max, retrying) => {
    const args = ['-t', 'tok', '-gi', 'g', '--retry_delay_time', delay, '--max_retry_time', max]
    const run = await cli({ statuses: [httpError(503), state('FINISHED', 'PASS')] }, args, { clock: new FakeClock() })
    expect(run.stdout.split('\n')[1]).toBe(`The status request failed: HTTP 503; ${retrying}`)
  })
})

describe('execute-goal prints the execution link only once the files are fetched (Client B rule 9)', () => {
  it('not when polling gave up (exit 2)', async () => {
    const run = await cli({ statuses: [state('RUNNING'), httpError(500)] }, ['-t', 'tok', '-gi', 'g', '--max_retry_time', '0'], { clock: new FakeClock() })
    expect(run).toMatchObject({ code: 2, stdout: 'Job ID: 4242\nStatus: RUNNING, Outcome: null', stderr: 'Reading the status of job 4242 failed: HTTP 500, with no time left for a retry (max-retry-time 0 s); it may still be running: https://ui.example/#/project/execution/4242.' })
  })

  it('not after a cancel', async () => {
    const controller = new AbortController()
    const run = await cli({ statuses: [state('RUNNING')] }, ['-t', 'tok', '-gi', 'g'], { signal: controller.signal, onOut: (line) => line.startsWith('Status:') && controller.abort() })
    expect(run).toMatchObject({ code: 3, stdout: 'Job ID: 4242\nStatus: RUNNING, Outcome: null' })
  })

  it('not when the job given with --job_id cannot be read', async () => {
    const run = await cli({ statuses: [httpError(404)] }, ['-t', 'tok', '-gi', 'g', '--job_id', '77'])
    expect(run).toMatchObject({ code: 1, stdout: 'Job ID: 77', stderr: `Job 77 cannot be read: HTTP 404 from ${service!.apiUrl}/executions/77/status: a wrong id, or a wrong address (the API's address, api-url, ends in /api; the web interface's host is ui-url).` })
  })

  it('after the files, when the report could not be fetched', async () => {
    const run = await cli({ statuses: [state('FINISHED', 'ERROR')], report: httpError(500) }, ['-t', 'tok', '-gi', 'g'])
    expect(run.code).toBe(2)
    expect(run.stdout.split('\n')).toEqual(['Job ID: 4242', 'Status: FINISHED, Outcome: ERROR', 'Execution link: https://ui.example/#/project/execution/4242'])
  })
})

describe('bundled execute-goal (dist/execute-goal/index.js) as a process', () => {
  // What only a process shows: that the bundle starts, its exit code, its working directory, signals.

  it('starts, prints its lines on stdout, writes both files in its working directory, and exits 0', async () => {
    service = await startFakeService({ statuses: [state('FINISHED', 'PASS')] })
    const cwd = await tempDir()
    const run = await runNode(dist.executeGoal, ['-t', 'tok', '-gi', 'goal-7', '--api_url', service.apiUrl, '--ui_url', 'https://ui.example'], { cwd })
    expect(run.code).toBe(0)
    expect(run.stdout).toBe(
      'Job ID: 4242\nStatus: FINISHED, Outcome: PASS\nExecution link: https://ui.example/#/project/execution/4242\nDone!\n'
    )
    expect(run.stderr).toBe('')
    expect((await readdir(cwd)).sort()).toEqual(['execution_report.json', 'goal.json'])
  })

  it('exits 1 with the usage line on stderr when given no arguments', async () => {
    const run = await runNode(dist.executeGoal, [], { cwd: await tempDir() })
    expect(run.code).toBe(1)
    expect(run.stdout).toBe('')
    expect(run.stderr).toMatch(/^Usage: execute-goal -t\|--token TOKEN -gi\|--goal_id GOAL_ID.*\n$/)
  })

  it.each(['SIGINT', 'SIGTERM', 'SIGBREAK'] as const)('stops on %s within 2 s with exit 3', async (signal) => {
    service = await startFakeService({ statuses: [state('RUNNING')] })
    let signalledAt = 0
    const run = await runNode(dist.executeGoal, ['-t', 'tok', '-gi', 'g', '--api_url', service.apiUrl], {
      cwd: await tempDir(),
      onStart: (child) =>
        child.stdout?.on('data', (chunk: Buffer) => {
          if (!signalledAt && chunk.toString().includes('Status: RUNNING')) {
            signalledAt = Date.now()
            cancel(child, signal)
          }
        })
    })
    expect(signalledAt).toBeGreaterThan(0)
    expect(run.code).toBe(3)
    expect(Date.now() - signalledAt).toBeLessThan(2_000)
    expect(run.stderr).toContain('Cancelled while waiting for job 4242 (last status RUNNING)')
  })
})
