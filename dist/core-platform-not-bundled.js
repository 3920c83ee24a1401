// Stands in for @actions/core's platform details, which scripts/bundle.ts leaves out of the
// bundle with @actions/exec: nothing the action runs asks for them.
export function getDetails() {
  throw new Error("@actions/core's platform.getDetails is not bundled with this action")
}
