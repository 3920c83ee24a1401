import { Readable, Writable } from 'node:stream'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { pipeline } from 'node:stream/promises'
import { expect, it } from 'vitest'
import { selectJson, type JsonPath, type JsonSelector } from '../src/shared/json-select.js'
import { prettyJson } from '../src/shared/pretty-json.js'
import { filtered } from '../__tests__/helpers/chunks.js'
import { journeyResults, streamedJourneyResults } from './journey-results.js'
import { mb, measureAsync } from './measure.js'

// The JSON tokenizer's two consumers on a document like a job's journey results (J1 of the contract): the
// pretty-printer streaming it (as it streams a report to its file), and the selective reader keeping what the
// journey results need and skipping the rest (the steps' DOM blobs, the test data). Throughput is the best of 5 runs,
// in MB/s of input; the reader's memory is what its reading of a streamed answer of 50 and of 400 MB adds to the heap
// at its peak, which must not grow with the size.

const DOCUMENT_BYTES = 100 << 20

/** What the journey results keep of J1 (contract: Journeys, J1). */
const KEPT: Record<number, (name: string | number, path: JsonPath) => boolean> = {
  0: () => true,
  1: (name) => ['goalId', 'snapshotId', 'environmentId', 'startDate', 'testSuites'].includes(name as string),
  2: (_name, path) => path[0] === 'testSuites',
  3: (name) => ['testSuiteId', 'outcome', 'totalDuration', 'testCases'].includes(name as string),
  4: () => true,
  5: (name) => ['outcome', 'totalDuration', 'testSteps'].includes(name as string),
  6: () => true,
  7: (name) => name === 'testStepId' || name === 'outcome'
}

function journeySelector(): { selector: JsonSelector; steps: () => number } {
  let steps = 0
  const selector: JsonSelector = {
    keep: (path) => KEPT[path.length]?.(path[path.length - 1], path) ?? false,
    scalar: (path) => { if (path[6] === 'testStepId') steps++ }
  }
  return { selector, steps: () => steps }
}


/** A full garbage collection, so that a heap measured next holds only what is alive (--expose-gc, set late). */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc')
  ;(runInNewContext('gc') as () => void)()
}

const mbPerSecond = (bytes: number, ms: number) => `${(bytes / (1 << 20) / (ms / 1000)).toFixed(1)} MB/s`

it('throughput of prettyJson and selectJson on 100 MB of journey results, and the memory of selectJson', async () => {
  // First, with nothing else in memory: the heap that reading a streamed answer adds, at its peak.
  const peaks: string[] = []
  for (const bytes of [50 << 20, 400 << 20]) {
    collectGarbage()
    const before = process.memoryUsage().heapUsed
    let peak = 0
    const measured = async function* () {
      for await (const chunk of streamedJourneyResults(bytes)) {
        peak = Math.max(peak, process.memoryUsage().heapUsed)
        yield chunk
      }
    }
    await selectJson(measured(), journeySelector().selector)
    peaks.push(`${mb(bytes)}: +${mb(peak - before)}`)
  }
  const { chunks, steps: stepsWritten } = journeyResults(DOCUMENT_BYTES)
  const total = chunks.reduce((sum, chunk) => sum + chunk.length, 0)
  let written = 0
  const pretty = async () => {
    written = 0
    const sink = new Writable({ write(piece: Buffer, _encoding, callback) { written += piece.length; callback() } })
    await pipeline(filtered(chunks, prettyJson()), sink)
  }
  let steps = 0
  const select = async () => {
    const journeys = journeySelector()
    await selectJson(Readable.from(chunks), journeys.selector)
    steps = journeys.steps()
  }
  // Alternated, so that both see the same load of the machine.
  const prettyTimes: number[] = []
  const selectTimes: number[] = []
  for (let round = 0; round < 5; round++) {
    prettyTimes.push((await measureAsync(pretty, 1)).min)
    selectTimes.push((await measureAsync(select, 1)).min)
  }
  expect(written).toBeGreaterThan(total)
  expect(steps).toBe(stepsWritten) // each step's id kept, none skipped

  console.table({
    prettyJson: { input: `${mb(total)}, ${steps} steps of ${(total / steps / 1000).toFixed(1)} kB`, throughput: mbPerSecond(total, Math.min(...prettyTimes)) },
    selectJson: { input: mb(total), throughput: mbPerSecond(total, Math.min(...selectTimes)), 'heap added at the peak': peaks.join(', ') }
  })
})
