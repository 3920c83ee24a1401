import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { NOT_PKCS12 } from '../../src/certificate/pkcs12.js'
import { UPLOAD_CERTIFICATE_USAGE, uploadCertificateCli } from '../../src/cli/upload-certificate.js'
import { type FakeService, type ServiceScript, hang, httpError, ok, startFakeService } from '../fakes/service.js'
import { cancel, dist, root, runNode } from '../helpers/child.js'
import { runCliInProcess } from '../helpers/in-process.js'
import { expectUploadedDatabase } from '../helpers/nss-tools.js'
import { type Profile, profileNamed } from '../helpers/pkcs12-fixtures.js'
import { tempDir } from '../helpers/temp.js'
import { when } from '../helpers/when.js'

// Client A from its source (src/cli/upload-certificate.ts), in this process, with the io its bin gives
// it, against the fake service; the committed bundle, dist/upload-certificate/index.js, runs as a
// process only in the last block.

let service: FakeService | undefined
afterEach(async () => {
  await service?.close()
  service = undefined
})

const ec = profileNamed('ec-p256')
const emptyPassword = profileNamed('rsa-empty-password')
const TOKEN = 'cli-token-8a2c'

/** Every option given: `-f profile.p12 -p … -w work -n … -t … -o … -a <fake>`. */
async function allOptions(script: ServiceScript, made: Profile) {
  service = await startFakeService(script)
  const args = ['-f', made.file, '-p', made.password, '-w', 'work', '-n', 'nightly client', '-t', TOKEN, '-o', 'org-3', '-a', service.apiUrl]
  return { args, password: made.password, cwd: await tempDir() }
}

/** The CLI, in process, with every option given; `edit` changes the list. */
async function cli(script: ServiceScript = {}, edit: (args: string[]) => string[] = (args) => args, made = ec, signal?: AbortSignal) {
  const { args, password, cwd } = await allOptions(script, made)
  const run = await runCliInProcess(uploadCertificateCli, edit(args), { cwd, signal })
  return { ...run, cwd, password }
}

/** Removes an option and its value. */
const without = (option: string) => (args: string[]) => {
  const i = args.indexOf(option)
  return [...args.slice(0, i), ...args.slice(i + 2)]
}
/** Replaces an option's value. */
const withValue = (option: string, value: string) => (args: string[]) => args.map((arg, i) => (args[i - 1] === option ? value : arg))

describe('upload-certificate succeeds', () => {
  it('prints its progress and the certificate id, keeps the database in -w, and uploads it', async () => {
    const run = await cli()
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    const lines = run.stdout.split('\n')
    expect(lines[0]).toMatch(/^Converted the profile: CN=ec-P-256-client, O=Example, valid until \d{4}-\d\d-\d\d\.$/)
    expect(lines.slice(1)).toEqual([
      'Created certificate entry cert-91.',
      expect.stringMatching(/^Uploaded key4\.db \(\d+ bytes\)\.$/),
      expect.stringMatching(/^Uploaded cert9\.db \(\d+ bytes\)\.$/),
      expect.stringMatching(/^Uploaded pkcs11\.txt \(\d+ bytes\)\.$/),
      'Certificate ID: cert-91'
    ])
    expect((await readdir(path.join(run.cwd, 'work'))).sort()).toEqual(['cert9.db', 'key4.db', 'pkcs11.txt'])
    await expectUploadedDatabase(service!.stored, 'ec')
    expect(run.stdout).not.toContain(TOKEN)
    expect(run.stdout).not.toContain(run.password)
    expect(run.stdout).not.toContain('X-Amz-Signature')
  })

  it('sends -d as the description', async () => {
    const run = await cli({}, (args) => [...args, '-d', 'for the nightly run'])
    expect(run.code).toBe(0)
    expect(JSON.parse(service!.requests[0].body.toString())).toEqual({ name: 'nightly client', description: 'for the nightly run' })
  })

  it('takes an empty password for a profile that has one (-p "")', async () => {
    const run = await cli({}, (args) => args, emptyPassword)
    expect(run.password).toBe('')
    expect(run.code).toBe(0)
    await expectUploadedDatabase(service!.stored, 'rsa')
  })
})

describe('usage (rules 1 and 2)', () => {
  it('-h prints the help on standard output and exits 0, sending nothing', async () => {
    const run = await cli({}, () => ['-h'])
    expect(run).toMatchObject({ code: 0, stdout: UPLOAD_CERTIFICATE_USAGE, stderr: '' })
    expect(service!.requests).toHaveLength(0)
  })

  it.each([[['--help']], [['-f', 'unset', '--help']]])('%j works as -h', async (args) => {
    const run = await cli({}, () => args)
    expect(run).toMatchObject({ code: 0, stdout: UPLOAD_CERTIFICATE_USAGE, stderr: '' })
    expect(service!.requests).toHaveLength(0)
  })

  it('the help names -h, --help and --version', () => {
    const lines = UPLOAD_CERTIFICATE_USAGE.split('\n')
    expect(lines[0]).toBe('Usage: upload-certificate -f FILE -p PASSWORD -w DIR -n NAME [-d DESCRIPTION] -t TOKEN -o ORG_ID -a API_URL [-h|--help] [--version]')
    expect(lines.filter((line) => line.startsWith('  -h') || line.startsWith('  --'))).toEqual([
      '  -h, --help                     print this help and exit',
      '  --version                      print the version and exit'
    ])
  })

  it('--version prints the name and the version of package.json and exits 0, whatever else is missing', async () => {
    const { version } = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as { version: string }
    const run = await cli({}, () => ['--version'])
    expect(run).toMatchObject({ code: 0, stdout: `upload-certificate ${version}`, stderr: '' })
    expect(service!.requests).toHaveLength(0)
  })

  it('no options: names every required one, prints the help, exits 1', async () => {
    const run = await cli({}, () => [])
    expect(run.code).toBe(1)
    expect(run.stderr).toBe(
      'Missing required options: -f (the certificate file), -p (the password), -w (the work directory), -n (the certificate name), ' +
        `-t (the access token, or set VIRTUOSO_TOKEN), -o (the organization id), -a (the API address).\n${UPLOAD_CERTIFICATE_USAGE}`
    )
    expect(run.stdout).toBe('')
  })

  it.each([
    ['-f', 'the certificate file'],
    ['-p', 'the password'],
    ['-w', 'the work directory'],
    ['-n', 'the certificate name'],
    ['-t', 'the access token, or set VIRTUOSO_TOKEN'],
    ['-o', 'the organization id'],
    ['-a', 'the API address']
  ])('%s missing, "unset" or (but for the password) empty is a usage error before any request', async (option, what) => {
    // The password may really be empty (-p ''): only absent or "unset" is missing.
    // A token of blanks is none too (contract: "The CLIs").
    const blank = option === '-t' ? [withValue(option, '  \t')] : []
    const edits = [without(option), withValue(option, 'unset'), ...(option === '-p' ? [] : [withValue(option, '')]), ...blank]
    for (const edit of edits) {
      const run = await cli({}, edit)
      expect(run).toMatchObject({ code: 1, stdout: '', stderr: `Missing required option: ${option} (${what}).\n${UPLOAD_CERTIFICATE_USAGE}` })
      expect(await readdir(run.cwd)).toEqual([])
      expect(service!.requests).toHaveLength(0)
      await service!.close()
    }
  })

  it('takes the long form of every option, hyphens or underscores, beside Client A\'s letters', async () => {
    const letters = { '-f': '--file', '-p': '--password', '-w': '--work-dir', '-n': '--name', '-t': '--token', '-o': '--organization_id', '-a': '--api-url' }
    const run = await cli({}, (args) => [...args.map((arg) => letters[arg as keyof typeof letters] ?? arg), '--description=nightly'])
    expect(run).toMatchObject({ code: 0, stderr: '' })
    expect(run.stdout).toContain('Certificate ID: cert-91')
    expect(JSON.parse(service!.requests[0].body.toString())).toEqual({ name: 'nightly client', description: 'nightly' })
    expect(service!.requests[0].headers.authorization).toBe(`Bearer ${TOKEN}`)
  })

  it('names the closest known option of an unknown one', async () => {
    const run = await cli({}, (args) => [...args, '--workdir', 'w'])
    expect(run).toMatchObject({ code: 1, stdout: '', stderr: `Unknown option: --workdir (did you mean --work-dir?)\n${UPLOAD_CERTIFICATE_USAGE}` })
    expect(service!.requests).toHaveLength(0)
  })

  it('a wrong API address names the address that answered and what to check', async () => {
    const run = await cli({}, (args) => args.map((arg, i) => (args[i - 1] === '-a' ? `${new URL(arg).origin}/wrong` : arg)))
    const origin = new URL(service!.apiUrl).origin
    expect(run.code).toBe(1)
    expect(run.stderr).toBe(
      `The service did not create the certificate entry "nightly client": it answered HTTP 404 from ${origin}/wrong/organizations/org-3/certificates: a wrong id, or a wrong address (the API's address, api-url, ends in /api; the web interface's host is ui-url).`
    )
  })

  it('-d unset is not sent', async () => {
    const run = await cli({}, (args) => [...args, '-d', 'unset'])
    expect(run.code).toBe(0)
    expect(JSON.parse(service!.requests[0].body.toString())).toEqual({ name: 'nightly client' })
  })

  it.each([
    ['an unknown option', (args: string[]) => [...args, '-x', 'y'], 'Unknown option: -x.'],
    ['an option without its argument, last', (args: string[]) => [...args, '-d'], '-d (--description) needs a value: the description of the uploaded certificate (optional).'],
    ['an option followed by another option', (args: string[]) => ['-n', ...without('-n')(args)], '-n (--name) needs a value: the name of the uploaded certificate, unique in the organization.'],
    ['a stray word, never echoed', (args: string[]) => [...args, 's3cr3t'], 'Argument 15 is a value with no option before it (not shown here: it may be a secret).']
  ])('%s: a message on the error stream, the help, exit 1', async (_, edit, message) => {
    const run = await cli({}, edit)
    expect(run).toMatchObject({ code: 1, stdout: '', stderr: `${message}\n${UPLOAD_CERTIFICATE_USAGE}` })
    expect(service!.requests).toHaveLength(0)
  })
})

describe('a profile that cannot be used: one line, exit 1, no request (rules 3 and 4)', () => {
  it('a missing file', async () => {
    const run = await cli({}, withValue('-f', 'missing.p12'))
    // Resolved against the working directory.
    expect(run).toMatchObject({ code: 1, stdout: '', stderr: `The certificate file ${path.join(run.cwd, 'missing.p12')} does not exist.` })
    expect(service!.requests).toHaveLength(0)
  })

  it('a directory', async () => {
    const run = await cli({}, withValue('-f', '.'))
    expect(run).toMatchObject({ code: 1, stdout: '', stderr: `The certificate file ${run.cwd} is a directory, not a PKCS#12 file.` })
    expect(service!.requests).toHaveLength(0)
  })

  it('a file that is not PKCS#12', async () => {
    const dir = await tempDir()
    await writeFile(path.join(dir, 'cert.pem'), '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n')
    const run = await cli({}, withValue('-f', path.join(dir, 'cert.pem')))
    expect(run).toMatchObject({ code: 1, stderr: `Could not convert the certificate profile: ${NOT_PKCS12}.` })
    expect(service!.requests).toHaveLength(0)
  })

  it('a wrong password: and the -w directory it had made is gone', async () => {
    const run = await cli({}, withValue('-p', 'wrong'))
    expect(run).toMatchObject({ code: 1, stderr: 'Could not convert the certificate profile: the certificate password is wrong.' })
    expect(service!.requests).toHaveLength(0)
    expect(await readdir(run.cwd)).toEqual([])
  })

  it('a work directory that already holds a database', async () => {
    const dir = await tempDir()
    await mkdir(path.join(dir, 'work'))
    await writeFile(path.join(dir, 'work', 'cert9.db'), 'someone else’s')
    const run = await cli({}, withValue('-w', path.join(dir, 'work')))
    expect(run).toMatchObject({
      code: 1,
      stderr: `The work directory ${path.join(dir, 'work')} already holds cert9.db: choose another work directory, or delete the database there (key4.db, cert9.db, pkcs11.txt) if it is no longer needed.`
    })
    // Theirs is left as it was, and nothing of ours.
    expect(await readdir(path.join(dir, 'work'))).toEqual(['cert9.db'])
    expect(service!.requests).toHaveLength(0)
  })
})

describe('the service says no (rules 6, 8 and 9)', () => {
  it('create fails: both likely causes, exit 1', async () => {
    const run = await cli({ certificates: { create: { status: 401, json: { success: false } } } })
    expect(run.code).toBe(1)
    expect(run.stderr).toBe(
      'The service did not create the certificate entry "nightly client": it answered HTTP 401. ' +
        'Likely causes: a wrong access token, or a name that is not unique in organization org-3.'
    )
    expect(service!.storeRequests).toHaveLength(0)
  })

  it('verify fails: exit 1, no certificate id, the database and the -w directory gone, and what a retry needs', async () => {
    const run = await cli({ certificates: { verify: ok({ success: false }) } })
    expect(await readdir(run.cwd)).toEqual([])
    expect(run.code).toBe(1)
    expect(run.stderr).toBe('The service did not verify certificate entry cert-91: its answer did not report success; the name "nightly client" is now taken by certificate entry cert-91: a retry needs another name, or that entry removed in Virtuoso QA.')
    expect(run.stdout).not.toContain('Certificate ID')
  })

  it('a failed upload is a warning; the verification decides', async () => {
    const run = await cli({ certificates: { store: { 'key4.db': httpError(403) }, verify: ok({ success: true }) } })
    expect(run.code).toBe(0)
    expect(run.stderr).toBe('Warning: the upload of key4.db (HTTP 403) failed; the verification decides.')
    expect(run.stdout).toContain('Certificate ID: cert-91')
  })
})

describe('the service answers oddly', () => {
  it('a created entry without an id: exit 1, nothing uploaded', async () => {
    const run = await cli({ certificates: { create: ok({ success: true, item: { s3PreSignedUrls: {} } }) } })
    expect(run.code).toBe(1)
    expect(run.stderr).toBe('Creating the certificate entry "nightly client" failed: the answer has no item.id; it may have been created, and then a retry needs another name, or the entry removed in Virtuoso QA.')
    expect(service!.storeRequests).toHaveLength(0)
  })
})

describe('warnings', () => {
  it('an expired certificate: a "Warning:" line on stderr, and the upload goes on', async () => {
    const run = await cli({}, undefined, profileNamed('rsa-expired'))
    expect(run.code).toBe(0)
    const validTo = /^Converted the profile: CN=expired-client, O=Example, valid until (\d{4}-\d\d-\d\d)\.$/m.exec(run.stdout)?.[1]
    expect(validTo).toBeDefined()
    expect(run.stderr).toBe(`Warning: The certificate (CN=expired-client, O=Example) expired on ${validTo}; servers will refuse it.`)
    expect(run.stdout).toContain('Certificate ID: cert-91')
  })
})

describe('the API address', () => {
  it('must be an http or https URL: a usage error before the conversion', async () => {
    const run = await cli({}, withValue('-a', 'api.virtuoso.qa/api'))
    expect(run).toMatchObject({ code: 1, stdout: '' })
    expect(run.stderr).toBe(`-a must be an http or https address, not "api.virtuoso.qa/api".\n${UPLOAD_CERTIFICATE_USAGE}`)
    expect(await readdir(run.cwd)).toEqual([])
  })

  it('may end in a slash', async () => {
    const run = await cli({}, (args) => withValue('-a', `${service!.apiUrl}/`)(args))
    expect(run.code).toBe(0)
    expect(service!.requests[0].url).toBe('/api/organizations/org-3/certificates')
  })
})

describe('cancellation', () => {
  it('stops with exit 1 when its signal aborts during an upload (as on SIGINT or SIGTERM)', async () => {
    const controller = new AbortController()
    onFirstUpload(() => controller.abort())
    const run = await cli({ certificates: { store: { 'key4.db': hang } } }, undefined, ec, controller.signal)
    expect(run.code).toBe(1)
    expect(run.stderr).toBe('Cancelled before certificate entry cert-91 was verified; the name "nightly client" is now taken by certificate entry cert-91: a retry needs another name, or that entry removed in Virtuoso QA.')
    expect(run.stdout).not.toContain('Certificate ID')
    expect(service!.requests.map((r) => r.method)).toEqual(['POST'])
  })
})

/** Acts when the storage has received the first upload (which `hang` then leaves unanswered). */
const onFirstUpload = (act: () => void): void => when(() => (service?.storeRequests.length ?? 0) > 0, act)

describe('bundled upload-certificate (dist/upload-certificate/index.js) as a process', () => {
  // What only a process shows: that the bundle starts and converts (its node-forge and node:sqlite
  // code), its exit code, its working directory, and SIGTERM.

  it('starts, uploads, prints the certificate id, keeps the database in -w under its working directory, and exits 0', async () => {
    const { args, cwd } = await allOptions({}, ec)
    const run = await runNode(dist.uploadCertificate, args, { cwd })
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(/^Converted the profile: [^\n]+\n(.+\n){4}Certificate ID: cert-91\n$/)
    expect((await readdir(path.join(cwd, 'work'))).sort()).toEqual(['cert9.db', 'key4.db', 'pkcs11.txt'])
    await expectUploadedDatabase(service!.stored, 'ec')
  })

  it('exits 1 with the message and the help on stderr when an option is missing', async () => {
    const { args, cwd } = await allOptions({}, ec)
    const run = await runNode(dist.uploadCertificate, without('-t')(args), { cwd })
    expect(run).toMatchObject({ code: 1, stdout: '', stderr: `Missing required option: -t (the access token, or set VIRTUOSO_TOKEN).\n${UPLOAD_CERTIFICATE_USAGE}\n` })
    expect(service!.requests).toHaveLength(0)
  })

  // Paths on which the old code never returned and handled no signal: Node's recursive mkdir loops
  // on procfs; a read of /proc/kmsg waits for the kernel's next message. (The action's test sends
  // SIGTERM as the run reaches them.)
  it.skipIf(process.platform !== 'linux').each([
    ['-w on procfs, where no directory can be made', '-w', '/proc/nope/work', /^Could not create the work directory \/proc\/nope\/work: ENOENT; give a work directory that can be created\.\n$/],
    ['-f /proc/kmsg, a file that never ends', '-f', '/proc/kmsg', /^The certificate file \/proc\/kmsg (cannot be read: E[A-Z]+|does not exist)\.\n$/]
  ])('%s: one line, exit 1, at once, no request', async (_, option, value, message) => {
    const { args, cwd } = await allOptions({}, ec)
    const run = await runNode(dist.uploadCertificate, withValue(option, value)(args), { cwd })
    expect(run).toMatchObject({ code: 1, stdout: '' })
    expect(run.stderr).toMatch(message)
    expect(run.ms).toBeLessThan(5_000)
    expect(service!.requests).toHaveLength(0)
    expect(await readdir(cwd)).toEqual([])
  }, 10_000)

  it('SIGTERM during an upload: exit 1 within 2 s', async () => {
    const { args, cwd } = await allOptions({ certificates: { store: { 'key4.db': hang } } }, ec)
    let signalledAt = 0
    const run = await runNode(dist.uploadCertificate, args, {
      cwd,
      onStart: (child) =>
        onFirstUpload(() => {
          signalledAt = Date.now()
          cancel(child, 'SIGTERM')
        })
    })
    expect(signalledAt).toBeGreaterThan(0)
    expect(Date.now() - signalledAt).toBeLessThan(2_000)
    expect(run.code).toBe(1)
    expect(run.stderr).toBe('Cancelled before certificate entry cert-91 was verified; the name "nightly client" is now taken by certificate entry cert-91: a retry needs another name, or that entry removed in Virtuoso QA.\n')
  })
})
