import { abortable } from '../shared/clock.js'
import { messageOf } from '../shared/exit-codes.js'
import { TITLE, log } from './log.js'

/** The artifact upload's deadline (contract: "Bounded, cancellable, always reported"). */
export const ARTIFACT_DEADLINE_MS = 90_000

/**
 * Uploads the files as one workflow artifact and returns its id. Where no artifact backend
 * exists (outside GitHub) or the client supports none (a GitHub Enterprise Server) it says so in
 * one notice; a failed upload, or one past the deadline, is a warning; a cancel abandons it: none
 * of these changes the exit code.
 *
 * @actions/artifact takes no signal and retries on its own for minutes, so it is bounded from
 * outside: the upload is raced against the deadline and the signal, and left behind when either
 * wins (the process exits once the run has reported, which ends it).
 *
 * The client (with its Azure and protobuf tree, most of the bundle) is loaded here, not at start:
 * a run that uploads nothing never pays for it.
 */
export async function uploadResults(
  name: string,
  files: string[],
  rootDirectory: string,
  { signal, deadlineMs = ARTIFACT_DEADLINE_MS, retentionDays }: { signal?: AbortSignal; deadlineMs?: number; retentionDays?: number } = {}
): Promise<number | undefined> {
  const enterpriseServer = enterpriseServerHost()
  if (enterpriseServer !== undefined) {
    log.notice(`No artifact upload on GitHub Enterprise Server (${enterpriseServer}), which the artifact client does not support: the files were not uploaded.`, TITLE)
    return undefined
  }
  if (!process.env.ACTIONS_RUNTIME_TOKEN || !process.env.ACTIONS_RESULTS_URL) {
    log.notice('No artifact backend here (not running on GitHub Actions): the files were not uploaded.', TITLE)
    return undefined
  }
  const safeName = name.replace(/[":<>|*?\\/\r\n]/g, '-')
  const deadline = AbortSignal.timeout(deadlineMs)
  const stop = signal ? AbortSignal.any([signal, deadline]) : deadline
  // The client logs every step of the upload: keep that in a collapsed group.
  log.startGroup(`Uploading the artifact "${safeName}"`)
  try {
    const upload = import('@actions/artifact').then(({ DefaultArtifactClient }) =>
      // Without retentionDays the backend applies the repository's setting.
      new DefaultArtifactClient().uploadArtifact(safeName, files, rootDirectory, retentionDays === undefined ? {} : { retentionDays })
    )
    upload.catch(() => undefined) // abandoned on a cancel or past the deadline: its later failure is nobody's
    const { id } = await abortable(upload, stop)
    log.endGroup()
    log.info(`Uploaded ${files.length} ${files.length === 1 ? 'file' : 'files'} as artifact "${safeName}"${id === undefined ? '' : ` (id ${id})`}.`)
    return id
  } catch (error) {
    log.endGroup()
    if (signal?.aborted) return undefined
    const why = deadline.aborted ? `it did not finish within ${deadlineMs / 1000} s` : messageOf(error)
    log.warning(`Could not upload the artifact "${safeName}": ${why}.`, TITLE)
    return undefined
  }
}

/**
 * The host of the GitHub Enterprise Server the run is on, or undefined elsewhere. @actions/artifact
 * refuses to upload there (GHESNotSupportedError, after a warning of its own); this is the same
 * test as its isGhes(), so that the two never disagree: GITHUB_SERVER_URL's host is github.com, a
 * *.ghe.com or a *.localhost everywhere else. An address that does not parse is left to the
 * client, whose failure is the usual warning.
 */
function enterpriseServerHost(): string | undefined {
  const address = process.env.GITHUB_SERVER_URL || 'https://github.com'
  if (!URL.canParse(address)) return undefined
  // The parser gives the host in lower case, without the blanks that the client's test trims and upper-cases.
  const host = new URL(address).hostname
  return host === 'github.com' || host.endsWith('.ghe.com') || host.endsWith('.localhost') ? undefined : host
}
