// `npm run bundle`: builds dist/ with @vercel/ncc, one ES-module bundle per entry point, and one
// dist/licenses.txt for everything bundled.
//
// ES modules, as the sources are. CommonJS bundles were built and measured against them: no faster
// to the first request, and no less CPU for a whole one-poll run (execute-goal 69 against 70 ms,
// the action 85 against 87 ms; the ES-module loader's cost shows in a bare .mjs script, not in
// these bundles); and webpack's CommonJS output breaks the artifact client
// (@azure/storage-common's createRequire(import.meta.url) becomes an undefined function).
// Code that a run may not need (the artifact client, certificate mode) is
// imported dynamically and lands in chunks of its own, loaded only when used. ncc's own --license
// covers the main chunk only, so the licences are gathered here from the module graph of every
// chunk of every bundle, and a package that declares no licence stops the build.
import { chmodSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const ncc = createRequire(import.meta.url)('@vercel/ncc') as (entry: string, options: object) => Promise<Build>

interface Build {
  code: string
  assets: Record<string, { source: Buffer | string; permissions?: number }>
  stats: { toJson(options: object): { modules?: StatsModule[] } }
}
interface StatsModule {
  name?: string
  modules?: StatsModule[]
  reasons?: { moduleName?: string; resolvedModule?: string; userRequest?: string }[]
  usedExports?: string[] | boolean | null
}

/**
 * Modules left out of every bundle, each replaced by a stand-in that fails loudly if it is ever
 * used (a test runs every path that loads their neighbours: the upload, the cache client, the
 * comment), keyed by the request that imports it. The build stops if a stand-in is imported from
 * anywhere but `from.module`; for @actions/core's, if it is no longer imported at all (a new
 * version's layout: a silent miss would bring the cost back unnoticed), or if anything bundled uses
 * the export of that module that leads to it (`from.export`), as webpack's analysis of used exports tells.
 *
 * - undici: @actions/core loads @actions/http-client, whose main module imports undici (900 KiB, a
 *   third of the action's start-up then) for getAgentDispatcher() alone, as @actions/github does
 *   for getProxyFetch(): neither a run nor the artifact upload calls them.
 * - @actions/core's OIDC client and platform details (issue 37): core.js imports them at its top,
 *   and with them @actions/http-client with tunnel and assert, and @actions/exec with
 *   @actions/io and child_process, about 12 ms of CPU at every start of the action (a whole goal
 *   job is some 130 ms) for getIDToken() and platform.getDetails(), which nothing bundled calls.
 *   The artifact, cache and GitHub API clients import @actions/http-client themselves, in the
 *   chunks that load when they are used.
 */
const STAND_INS: { request: string; from?: { module: string; export: string }; source: string }[] = [
  {
    request: 'undici',
    source: `// Stands in for undici, which scripts/bundle.ts leaves out of the bundle: nothing a run does uses it.
const missing = (name) => new Error(\`undici's \${name} is not bundled with this action\`)
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
`
  },
  {
    request: './oidc-utils.js',
    from: { module: 'node_modules/@actions/core/lib/core.js', export: 'getIDToken' },
    source: `// Stands in for @actions/core's OIDC client, which scripts/bundle.ts leaves out of the bundle
// with @actions/http-client: nothing the action runs asks for an OIDC token.
export class OidcClient {
  static getIDToken() {
    throw new Error("@actions/core's getIDToken is not bundled with this action")
  }
}
`
  },
  {
    request: './platform.js',
    from: { module: 'node_modules/@actions/core/lib/core.js', export: 'platform' },
    source: `// Stands in for @actions/core's platform details, which scripts/bundle.ts leaves out of the
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
`
  }
]

/**
 * The one file of all the stand-ins, beside each bundle that imports one: the bundle imports it as
 * an ES module at its start, and each file imported so costs a start about 1 ms of CPU.
 */
const STAND_IN_FILE = 'not-bundled.js'
const STAND_IN_SOURCE = STAND_INS.map((standIn) => standIn.source).join('\n')

/** Each entry point and the folder its bundle goes to. */
const BUNDLES = [
  { entry: 'src/action/index.ts', out: 'dist' },
  { entry: 'src/cli/bin/execute-goal.ts', out: 'dist/execute-goal' },
  { entry: 'src/cli/bin/execute-plan.ts', out: 'dist/execute-plan' },
  { entry: 'src/cli/bin/upload-certificate.ts', out: 'dist/upload-certificate' }
]

/**
 * Packages that declare no licence at all, reviewed by hand; any other such package stops the
 * build, so that a new dependency's terms are read before it ships.
 */
const UNDECLARED = new Set(['buffers'])

const packages = new Map<string, string>() // name → folder in node_modules
for (const bundle of BUNDLES) {
  const out = path.join(root, bundle.out)
  // Chunks of an earlier build must not linger; nested bundles' folders stay.
  if (existsSync(out)) for (const file of readdirSync(out)) if (file.endsWith('.js')) rmSync(path.join(out, file))
  mkdirSync(out, { recursive: true })
  const build = await ncc(path.join(root, bundle.entry), {
    esm: true,
    filename: 'index.js',
    quiet: true,
    cache: false,
    sourceMapRegister: false,
    externals: Object.fromEntries(STAND_INS.map((standIn) => [standIn.request, `./${STAND_IN_FILE}`]))
  })
  const code = shareRequire(build.code)
  writeFileSync(path.join(out, 'index.js'), code)
  // The CLIs start with #!: executable, as npm links them.
  chmodSync(path.join(out, 'index.js'), code.startsWith('#!') ? 0o755 : 0o644)
  // The chunks, and a package.json that says "type": "module".
  for (const [name, asset] of Object.entries(build.assets)) {
    writeFileSync(path.join(out, name), asset.source, { mode: asset.permissions })
  }
  const files = [build.code, ...Object.values(build.assets).map((asset) => asset.source.toString())]
  const stats = build.stats.toJson({ modules: true, nestedModules: true, reasons: true, usedExports: true })
  checkStandIns(bundle.out === 'dist', stats.modules ?? [])
  if (files.some((code) => code.includes(STAND_IN_FILE))) writeFileSync(path.join(out, STAND_IN_FILE), STAND_IN_SOURCE)
  for (const name of moduleNames(stats.modules ?? [])) {
    const match = /^(.*node_modules\/((?:@[^/]+\/)?[^/]+))\//.exec(name.replace(/^\.\//, ''))
    if (match) packages.set(match[2], match[1])
  }
}
writeFileSync(path.join(root, 'dist/licenses.txt'), licences(packages))

/**
 * webpack's ES-module output loads each Node built-in through a require function of its own,
 * `__WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs")`: about 35 at the action's start, and
 * each createRequire parses the file's URL and makes a module object, some 4 ms of CPU in all
 * (issue 37: a whole goal job's CPU is mostly start-up). One require function, made once beside
 * the import, serves every built-in in the entry and its chunks (webpack keeps the externals in
 * the entry). An output of another shape stops the build rather than ship unchanged.
 */
function shareRequire(code: string): string {
  const made = '__WEBPACK_EXTERNAL_createRequire(import.meta.url)'
  const imported = 'import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";\n'
  if (!code.includes(made)) return code
  if (!code.includes(imported)) throw new Error('The bundle requires built-ins without the createRequire import scripts/bundle.ts expects: see shareRequire().')
  return code
    .replaceAll(made, '__WEBPACK_EXTERNAL_require')
    .replace(imported, `${imported}const __WEBPACK_EXTERNAL_require = ${made};\n`)
}

/**
 * Stops the build where a stand-in with a `from` is imported by another module (each import, an
 * ES one or a require(), is a reason of the stand-ins' external module, with its request); is imported nowhere in the action's
 * bundle (`isAction`: its package changed its layout); or is reached through its export, used or
 * of unknown use.
 */
function checkStandIns(isAction: boolean, modules: StatsModule[]): void {
  const all = withNested(modules)
  const source = (name: string | undefined) => name?.replace(/^\.\//, '')
  for (const { request, from } of STAND_INS) {
    if (!from) continue
    const importers = all
      .filter((module) => module.name === `external "./${STAND_IN_FILE}"`)
      .flatMap((external) => external.reasons ?? [])
      .filter((reason) => reason.userRequest === request)
      .map((reason) => source(reason.resolvedModule ?? reason.moduleName) ?? '')
    const strangers = importers.filter((importer) => !importer.startsWith(from.module))
    if (strangers.length > 0) throw new Error(`${strangers.join(', ')} imports "${request}", which scripts/bundle.ts replaces with a stand-in for ${from.module}'s: see STAND_INS.`)
    if (isAction && importers.length === 0) throw new Error(`The action's bundle no longer imports "${request}" from ${from.module}: see STAND_INS in scripts/bundle.ts.`)
    for (const module of all.filter((module) => source(module.name) === from.module)) {
      if (!Array.isArray(module.usedExports) || module.usedExports.includes(from.export))
        throw new Error(`Something bundled may use ${from.module}'s ${from.export}, which leads to a stand-in that fails: see STAND_INS in scripts/bundle.ts.`)
    }
  }
}

/** Every module, and every module concatenated into one. */
function withNested(modules: StatsModule[]): StatsModule[] {
  return modules.flatMap((module) => [module, ...withNested(module.modules ?? [])])
}

/** Every module's source path, concatenated modules included (each in place of the module they make). */
function moduleNames(modules: StatsModule[]): string[] {
  return withNested(modules).flatMap((module) => (!module.modules && module.name ? [module.name] : []))
}

/** The licences of the bundled packages, in ncc's format: name, licence, its text. */
function licences(found: Map<string, string>): string {
  const undeclared: string[] = []
  const entries = [...found].sort(([a], [b]) => a.localeCompare(b)).map(([name, folder]) => {
    const dir = path.join(root, folder)
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { license?: string | { type?: string } }
    const license = typeof manifest.license === 'string' ? manifest.license : manifest.license?.type
    if (!license && !UNDECLARED.has(name)) undeclared.push(name)
    const file = readdirSync(dir).find((f) => /^(licen[cs]e|copying)(\b|[.-])/i.test(f))
    const text = file ? readFileSync(path.join(dir, file), 'utf8').replace(/\r\n/g, '\n').replace(/^\n+|\s+$/g, '') : '(the package has no licence file)'
    return `${name}\n${license ?? '(the package declares no licence)'}\n${text}\n`
  })
  if (undeclared.length > 0) throw new Error(`These bundled packages declare no licence: ${undeclared.join(', ')}. Read their terms before shipping them.`)
  return entries.join('\n')
}
