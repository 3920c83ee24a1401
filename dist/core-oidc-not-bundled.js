// Stands in for @actions/core's OIDC client, which scripts/bundle.ts leaves out of the bundle
// with @actions/http-client: nothing the action runs asks for an OIDC token.
export class OidcClient {
  static getIDToken() {
    throw new Error("@actions/core's getIDToken is not bundled with this action")
  }
}
