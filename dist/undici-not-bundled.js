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
