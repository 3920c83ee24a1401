import * as core from '@actions/core'
import { DefaultArtifactClient } from '@actions/artifact'

/**
 * Uploads the files as one workflow artifact and returns its id. Where no artifact backend
 * exists (outside GitHub) it says so; a failed upload is a warning: neither changes the exit code.
 */
export async function uploadResults(name: string, files: string[], rootDirectory: string): Promise<number | undefined> {
  if (!process.env.ACTIONS_RUNTIME_TOKEN || !process.env.ACTIONS_RESULTS_URL) {
    core.notice('No artifact backend here (not running on GitHub Actions): the files were not uploaded.')
    return undefined
  }
  const safeName = name.replace(/[":<>|*?\\/\r\n]/g, '-')
  try {
    // The client logs every step of the upload: keep that in a collapsed group.
    const { id } = await core.group(`Uploading the artifact "${safeName}"`, () =>
      new DefaultArtifactClient().uploadArtifact(safeName, files, rootDirectory)
    )
    core.info(`Uploaded ${files.length} files as artifact "${safeName}"${id === undefined ? '' : ` (id ${id})`}.`)
    return id
  } catch (error) {
    core.warning(`Could not upload the artifact "${safeName}": ${error instanceof Error ? error.message : String(error)}`)
    return undefined
  }
}
