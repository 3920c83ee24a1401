// Stands in for @actions/core's platform details, which scripts/bundle.ts leaves out of the
// bundle with @actions/exec: nothing the action runs asks for them. The constants are the real
// module's (os.platform() is process.platform); the details, which run commands, fail.
export const platform = process.platform
export const arch = process.arch
export const isWindows = platform === 'win32'
export const isMacOS = platform === 'darwin'
export const isLinux = platform === 'linux'
export function getDetails() {
  throw new Error("@actions/core's platform.getDetails is not bundled with this action")
}
