import path from 'node:path'
import { describeUpload, readProfileFile, uploadCertificate, uploadSucceeded } from '../certificate/upload.js'
import { ExitCode, ToolError, UsageError } from '../shared/exit-codes.js'
import { UNSET } from '../shared/parse.js'
import { resolveHosts } from '../service/hosts.js'
import { TOKEN_VARIABLE, parseArgs } from './args.js'
import { type CliIo, inertIo, printLines } from './io.js'
import { versionLine } from './version.js'

export const UPLOAD_CERTIFICATE_USAGE = `Usage: upload-certificate -f FILE -p PASSWORD -w DIR -n NAME [-d DESCRIPTION] -t TOKEN -o ORG_ID -a API_URL [-h|--help] [--version]

Converts a PKCS#12 client-certificate profile into an NSS certificate database (key4.db,
cert9.db, pkcs11.txt) and uploads it to a Virtuoso QA organization.

  -f FILE         the certificate profile, PKCS#12 (.p12 or .pfx)
  -p PASSWORD     the profile's password (may be empty: -p '')
  -w DIR          where the database is generated; created when missing, must not hold one already
  -n NAME         name of the uploaded certificate, unique in the organization
  -d DESCRIPTION  description of the uploaded certificate (optional)
  -t TOKEN        access token; default: the variable ${TOKEN_VARIABLE}
  -o ORG_ID       organization id
  -a API_URL      API base address, such as https://api.virtuoso.qa/api
  -h, --help      print this help and exit
  --version       print the version and exit

A value of "unset" counts as not given. ${TOKEN_VARIABLE} holds the access token when -t gives none (a
token on a command line is visible to every user of the machine). Exit status: 0 when the
certificate is verified, else 1.`

const options = {
  file: { names: ['-f'], required: 'the certificate file' },
  password: { names: ['-p'], required: 'the password' },
  workDir: { names: ['-w'], required: 'the work directory' },
  name: { names: ['-n'], required: 'the certificate name' },
  description: { names: ['-d'] },
  token: { names: ['-t'], required: `the access token, or set ${TOKEN_VARIABLE}` },
  organizationId: { names: ['-o'], required: 'the organization id' },
  apiUrl: { names: ['-a'], required: 'the API address' },
  help: { names: ['-h', '--help'], flag: true },
  version: { names: ['--version'], flag: true }
} as const

type Key = keyof typeof options
const keys = Object.keys(options) as Key[]

/** The `upload-certificate` CLI: Client A exactly. */
export async function uploadCertificateCli(argv: readonly string[], rawIo: CliIo): Promise<ExitCode> {
  const io = inertIo(rawIo)
  let args: Record<Key, string | undefined>
  try {
    args = readArgs(argv, io.env)
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    // Rules 1 and 2: the message and the help, on the error stream.
    io.err(error.message)
    printLines(io.err, UPLOAD_CERTIFICATE_USAGE)
    return ExitCode.Failure
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
  const token = [parsed.token, env[TOKEN_VARIABLE]].find((value) => value !== undefined && value !== UNSET && value.trim() !== '')
  const args = Object.fromEntries(
    keys.map((key) => {
      const value = key === 'token' ? token : parsed[key]
      const given = value !== undefined && value !== UNSET && (value !== '' || key === 'password')
      return [key, given ? value : undefined]
    })
  ) as Record<Key, string | undefined>
  if (args.help || args.version) return args
  const missing = keys.flatMap((key) => {
    const option: { names: readonly string[]; required?: string } = options[key]
    return option.required !== undefined && args[key] === undefined ? [`${option.names[0]} (${option.required})`] : []
  })
  if (missing.length > 0) throw new UsageError(`Missing required option${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}.`)
  return { ...args, apiUrl: resolveHosts(false, { apiUrl: args.apiUrl }).apiUrl }
}
