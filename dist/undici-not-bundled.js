// Stands in for undici, which scripts/bundle.ts leaves out of the bundle: nothing a run does uses it.
const missing = (name) => new Error(`undici's ${name} is not bundled with this action`)
export class ProxyAgent {
  constructor() {
    throw missing('ProxyAgent')
  }
}
export function fetch() {
  throw missing('fetch')
}
