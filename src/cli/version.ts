import packageJson from '../../package.json' with { type: 'json' }

/** What `--version` prints: "execute-goal 1.0.0". The version is package.json's, which the bundle inlines. */
export function versionLine(cli: string): string {
  return `${cli} ${packageJson.version}`
}
