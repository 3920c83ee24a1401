import { spawn, spawnSync } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { tempDir } from './temp.js'

// An independent reader of the JUnit file, where installed: Debian's python3-junitparser (the
// library of EnricoMi's publish-unit-test-result-action) for /usr/bin/python3, and Python's strict
// XML parser (expat, through xml.etree) for well-formedness. Not the Python first on the PATH:
// the library is the system Python's package.

const PYTHON = '/usr/bin/python3'

export const hasJunitparser = spawnSync(PYTHON, ['-c', 'import junitparser, xml.etree.ElementTree'], { timeout: 10_000 }).status === 0
if (!hasJunitparser) console.warn(`${PYTHON} with junitparser (python3-junitparser) not found: the JUnit reader checks are skipped.`)

/** An element as xml.etree reads it. */
export interface XmlElement {
  tag: string
  attrib: Record<string, string>
  text: string | null
  children: XmlElement[]
}

export interface Counts {
  name: string | null
  tests: number
  failures: number
  errors: number
  skipped: number
  time: number
}

export interface ReadCase {
  name: string
  classname: string
  time: number
  passed: boolean
  skipped: boolean
  /** junitparser's results: Failure, Error or Skipped. */
  results: { kind: string; type: string | null; message: string | null; text: string | null }[]
}

export interface ReadSuite extends Counts {
  timestamp: string | null
  properties: [string, string][]
  cases: ReadCase[]
}

/** What junitparser reads, and the whole tree as expat parses it (json.dumps escapes every non-ASCII character). */
export interface ReadFile {
  root: Counts
  suites: ReadSuite[]
  tree: XmlElement
}

const SCRIPT = `
import json, sys
import xml.etree.ElementTree as ET
from junitparser import JUnitXml
path = sys.argv[1]
tree = ET.parse(path)
def element(e):
    return {'tag': e.tag, 'attrib': dict(e.attrib), 'text': e.text, 'children': [element(c) for c in e]}
def counts(x):
    return {k: getattr(x, k) for k in ('name', 'tests', 'failures', 'errors', 'skipped', 'time')}
def case(c):
    results = [{'kind': type(r).__name__, 'type': r.type, 'message': r.message, 'text': r.text} for r in c.result]
    return {'name': c.name, 'classname': c.classname, 'time': c.time, 'passed': c.is_passed, 'skipped': c.is_skipped, 'results': results}
xml = JUnitXml.fromfile(path)
suites = [dict(counts(s), timestamp=s.timestamp, properties=[[p.name, p.value] for p in s.properties()], cases=[case(c) for c in s]) for s in xml]
print(json.dumps({'root': counts(xml), 'suites': suites, 'tree': element(tree.getroot())}))
`

/** Writes the text as UTF-8 to a temporary file and reads it with junitparser and expat; rejects with Python's error. */
export async function readJunit(xml: string): Promise<ReadFile> {
  const file = path.join(await tempDir('vqa-junit-'), 'virtuoso-junit.xml')
  await writeFile(file, xml)
  const child = spawn(PYTHON, ['-c', SCRIPT, file], { stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk))
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject)
    child.on('close', resolve)
  })
  if (code !== 0) throw new Error(`python3 could not read the file (exit ${code}): ${stderr.trim().split('\n').pop()}`)
  return JSON.parse(stdout) as ReadFile
}
