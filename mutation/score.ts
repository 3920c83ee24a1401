// Prints the mutation score of src/ per folder from the JSON reports of both Stryker runs
// (stryker.config.mjs, mutation/sha256.config.mjs), lists every mutant that survived, and exits 1
// when the score is below the project's bar: 90% overall, 85% in every folder.
// Run by `npm run mutate` after both runs; `node mutation/score.ts` reprints it.
import { readFileSync } from 'node:fs'
import path from 'node:path'

interface Mutant {
  mutatorName: string
  replacement?: string
  status: string
  location: { start: { line: number; column: number } }
}
interface Report { files: Record<string, { mutants: Mutant[] }> }

const OVERALL = 90
const PER_FOLDER = 85
const DETECTED = new Set(['Killed', 'Timeout'])
const UNDETECTED = new Set(['Survived', 'NoCoverage'])

const reports = ['src.json', 'sha256.json'].map((name) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, 'report', name), 'utf8')) as Report)

const tally = new Map<string, { detected: number; undetected: number }>()
const survivors: string[] = []
for (const report of reports) {
  for (const [file, { mutants }] of Object.entries(report.files)) {
    const folder = path.posix.dirname(file.split(path.sep).join('/'))
    const counts = tally.get(folder) ?? { detected: 0, undetected: 0 }
    tally.set(folder, counts)
    for (const mutant of mutants) {
      if (DETECTED.has(mutant.status)) counts.detected++
      if (!UNDETECTED.has(mutant.status)) continue
      counts.undetected++
      const { line, column } = mutant.location.start
      survivors.push(`${file}:${line}:${column} ${mutant.status} ${mutant.mutatorName}: ${(mutant.replacement ?? '').replace(/\s+/g, ' ').slice(0, 100)}`)
    }
  }
}

const percent = (c: { detected: number; undetected: number }): number => (100 * c.detected) / (c.detected + c.undetected || 1)
const total = { detected: 0, undetected: 0 }
let failed = false
console.log('| folder | killed | survived | score |\n| --- | ---: | ---: | ---: |')
for (const [folder, counts] of [...tally].sort(([a], [b]) => a.localeCompare(b))) {
  total.detected += counts.detected
  total.undetected += counts.undetected
  const low = percent(counts) < PER_FOLDER
  failed ||= low
  console.log(`| ${folder} | ${counts.detected} | ${counts.undetected} | ${percent(counts).toFixed(1)}%${low ? ` (below ${PER_FOLDER}%)` : ''} |`)
}
failed ||= percent(total) < OVERALL
console.log(`| all of src | ${total.detected} | ${total.undetected} | ${percent(total).toFixed(1)}% |`)
console.log(`\n${survivors.length} mutant(s) not detected:\n${survivors.join('\n')}`)
if (failed) {
  console.log(`\nBelow the bar: ${OVERALL}% overall and ${PER_FOLDER}% in every folder.`)
  process.exitCode = 1
}
