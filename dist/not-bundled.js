// Stands in for undici, which scripts/bundle.ts leaves out of the bundle: nothing a run does uses it.
const missing = (name) => new Error(`undici's ${name} is not bundled with this action`)
// Made, not used: @actions/github makes one when a proxy is set, as it loads (the action's own
// transport then carries its requests); anything that dispatched through it would fail here.
export class ProxyAgent {
  dispatch() {
    throw missing('ProxyAgent')
  }
}
export function fetch() {
  throw missing('fetch')
}

// Stands in for @actions/core's OIDC client, which scripts/bundle.ts leaves out of the bundle
// with @actions/http-client: nothing the action runs asks for an OIDC token.
export class OidcClient {
  static getIDToken() {
    throw new Error("@actions/core's getIDToken is not bundled with this action")
  }
}

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
