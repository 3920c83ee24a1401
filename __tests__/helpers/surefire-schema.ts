import { spawn, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { tempDir } from './temp.js'

// A reader that decides (contract: "JUnit names are unique"): Maven Surefire's own test-report
// schema 3.0 (the committed fixture, see its README), applied by xmllint (Debian's libxml2-utils)
// where installed. The schema's root is one <testsuite>, so each suite of the file is checked as a
// document of its own.

export const SCHEMA = path.join(import.meta.dirname, '..', 'fixtures', 'surefire', 'surefire-test-report-3.0.xsd')

export const hasXmllint = spawnSync('xmllint', ['--version'], { timeout: 10_000 }).status === 0
if (!hasXmllint) console.warn('xmllint (libxml2-utils) not found: the checks against Surefire\'s schema are skipped.')

/** The elements a testcase may hold, in the order of the schema's sequence, as the schema itself lists them. */
export const SCHEMA_ORDER: string[] = (() => {
  const xsd = readFileSync(SCHEMA, 'utf8')
  const testcase = xsd.slice(xsd.indexOf('<xs:element name="testcase"'))
  return [...testcase.matchAll(/<xs:element name="(\w+)"/g)].map((match) => match[1]).filter((name) => /^(failure|error|skipped|rerun|flaky)/.test(name))
})()

/** Each `<testsuite>` of a file, cut out whole as its own document. */
export function suiteDocuments(xml: string): string[] {
  // Text and attributes are escaped (`<` is `&lt;`), so a tag in the file is a tag.
  return [...xml.matchAll(/<testsuite[ >][\s\S]*?<\/testsuite>/g)].map(([suite]) => `<?xml version="1.0" encoding="UTF-8"?>\n${suite}\n`)
}

/**
 * Validates every suite of the file against the schema in one xmllint run: for each suite in order,
 * xmllint's messages about it ([] when it is valid).
 */
export async function schemaErrors(xml: string): Promise<string[][]> {
  const dir = await tempDir('vqa-xsd-')
  const suites = suiteDocuments(xml)
  const files = suites.map((_, i) => path.join(dir, `${i}.xml`))
  await Promise.all(suites.map((suite, i) => writeFile(files[i], suite)))
  const child = spawn('xmllint', ['--noout', '--schema', SCHEMA, ...files], { stdio: ['ignore', 'ignore', 'pipe'], timeout: 120_000 })
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk))
  await new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('close', resolve)
  })
  // xmllint's lines name the file: `<file> validates`, `<file> fails to validate`, `<file>:<line>: …`.
  const said = suites.map((): string[] => [])
  for (const line of stderr.split('\n').filter(Boolean)) said[Number(/[\\/](\d+)\.xml[: ]/.exec(line)?.[1] ?? -1)]?.push(line)
  return said.map((lines, i) => {
    if (!lines.includes(`${files[i]} validates`)) return lines.length > 0 ? lines : [`xmllint said nothing of ${files[i]}: ${stderr.trim().slice(0, 500)}`]
    return lines.filter((line) => line !== `${files[i]} validates`)
  })
}
