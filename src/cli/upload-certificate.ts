import path from 'node:path'
import { describeUpload, readProfileFile, uploadCertificate, uploadSucceeded } from '../certificate/upload.js'
import { ExitCode, ToolError, UsageError } from '../shared/exit-codes.js'
import { UNSET } from '../shared/parse.js'
import { resolveHosts } from '../service/hosts.js'
import { checkProxySettings } from '../service/proxy.js'
import { type OptionSpec, TOKEN_VARIABLE, givenToken, parseArgs } from './args.js'
import { ENVIRONMENT_NOTE, helpText, usageFailure } from './help.js'
import { type CliIo, inertIo, printLines } from './io.js'
import { INFO_OPTIONS, TOKEN_OPTION } from './options.js'
import { versionLine } from './version.js'

const USAGE_LINE = 'Usage: upload-certificate -f FILE -p PASSWORD -w DIR -n NAME [-d DESCRIPTION] -t TOKEN -o ORG_ID -a API_URL [-h|--help] [--version]'

/** An option, and how a message names it when it is missing (Client A rule 1). */
type UploadOption = OptionSpec & { missing?: string }

const options = {
  file: { names: ['-f', '--file'], value: 'FILE', about: 'the certificate profile, a PKCS#12 file (.p12 or .pfx)', missing: 'the certificate file' },
  password: { names: ['-p', '--password'], value: 'PASSWORD', about: "the profile's password (may be empty: -p '')", missing: 'the password' },
  workDir: {
    names: ['-w', '--work-dir'],
    value: 'DIR',
    about: 'where the database is generated; created when missing, it must not hold one already',
    missing: 'the work directory'
  },
  name: { names: ['-n', '--name'], value: 'NAME', about: 'the name of the uploaded certificate, unique in the organization', missing: 'the certificate name' },
  description: { names: ['-d', '--description'], value: 'DESCRIPTION', about: 'the description of the uploaded certificate (optional)' },
  token: { ...TOKEN_OPTION, missing: `the access token, or set ${TOKEN_VARIABLE}` },
  organizationId: { names: ['-o', '--organization-id'], value: 'ORG_ID', about: 'the organization id', missing: 'the organization id' },
  apiUrl: { names: ['-a', '--api-url'], value: 'API_URL', about: 'the API base address, such as https://api.virtuoso.qa/api', missing: 'the API address' },
  ...INFO_OPTIONS
} satisfies Record<string, UploadOption>

export const UPLOAD_CERTIFICATE_USAGE = helpText({
  usage: USAGE_LINE,
  about:
    'Converts a PKCS#12 client-certificate profile into an NSS certificate database (key4.db, cert9.db, pkcs11.txt) and ' +
    'uploads it to a Virtuoso QA organization.',
  options,
  notes: [
    'Each option also has its long form, which takes the form --name=value too. A value of "unset" counts as not given; of an ' +
      'option given twice, the last one counts.',
    ENVIRONMENT_NOTE
  ],
  exitStatus: 'Exit status: 0 when the certificate is verified, else 1.'
})

type Key = keyof typeof options
const keys = Object.keys(options) as Key[]

/** The `upload-certificate` CLI: Client A exactly. */
export async function uploadCertificateCli(argv: readonly string[], rawIo: CliIo): Promise<ExitCode> {
  const io = inertIo(rawIo)
  let args: Record<Key, string | undefined>
  try {
    args = readArgs(argv, io.env)
  } catch (error) {
    // Rules 1 and 2: the message and the help, on the error stream.
    return usageFailure(io, error, UPLOAD_CERTIFICATE_USAGE)
  }
  if (args.help) {
    printLines(io.out, UPLOAD_CERTIFICATE_USAGE)
    return ExitCode.Success
  }
  if (args.version) {
    io.out(versionLine('upload-certificate'))
    return ExitCode.Success
  }

  let profile: Buffer
  try {
    // Rule 3, before anything is written or sent.
    profile = await readProfileFile(path.resolve(io.cwd, args.file!))
  } catch (error) {
    if (!(error instanceof ToolError)) throw error
    io.err(error.message)
    return error.exitCode
  }

  const result = await uploadCertificate(
    {
      profile,
      password: args.password!,
      workDir: path.resolve(io.cwd, args.workDir!),
      name: args.name!,
      description: args.description,
      token: args.token!,
      organizationId: args.organizationId!,
      apiUrl: args.apiUrl!
    },
    {
      signal: io.signal,
      events: {
        converted: (facts) => io.out(`Converted the profile: ${facts.subject}, valid until ${facts.validTo}.`),
        created: (entry) => io.out(`Created certificate entry ${entry.id}.`),
        uploaded: (upload) =>
          uploadSucceeded(upload)
            ? io.out(`Uploaded ${upload.file} (${upload.bytes} bytes).`)
            : io.err(`Warning: the upload of ${describeUpload(upload)} failed; the verification decides.`),
        warning: (message) => io.err(`Warning: ${message}`)
      }
    }
  )
  if (result.exitCode !== ExitCode.Success) {
    io.err(result.message)
    return result.exitCode
  }
  // Rule 9.
  io.out(`Certificate ID: ${result.certificateId}`)
  return ExitCode.Success
}

/**
 * The options, with rule 1 applied: `unset` (or an empty value, except for the password, which
 * may really be empty) counts as not given, and every missing required option is named at once.
 */
function readArgs(argv: readonly string[], env: CliIo['env']): Record<Key, string | undefined> {
  const parsed = parseArgs(argv, options)
  // The token of -t, unless empty or blank, else VIRTUOSO_TOKEN's (contract: "The CLIs").
  const token = givenToken(parsed.token, env, UNSET)
  const args = Object.fromEntries(
    keys.map((key) => {
      const value = key === 'token' ? token : parsed[key]
      const given = value !== undefined && value !== UNSET && (value !== '' || key === 'password')
      return [key, given ? value : undefined]
    })
  ) as Record<Key, string | undefined>
  if (args.help || args.version) return args
  const missing = keys.flatMap((key) => {
    const option: UploadOption = options[key]
    return option.missing !== undefined && args[key] === undefined ? [`${option.names[0]} (${option.missing})`] : []
  })
  if (missing.length > 0) throw new UsageError(`Missing required option${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}.`)
  checkProxySettings(env)
  return { ...args, apiUrl: resolveHosts(false, { apiUrl: args.apiUrl }, { apiUrl: '-a', uiUrl: '-a' }).apiUrl }
}
