// A document like a job's journey results (J1 of the contract: journeys → checkpoints → steps, each step about 6 KB,
// mostly the page's DOM in `discoveredElement`, with test data in clear), for measuring the JSON readers.

const CHUNK_BYTES = 64 << 10

/** One step of J1: its few fields, then several KB of what the browser saw (strings, numbers, arrays, escapes, unicode). */
function step(id: number): unknown {
  const element = (depth: number, k: number): unknown => ({
    tag: ['div', 'button', 'input', 'span'][k % 4],
    rect: { x: k * 13.5, y: k * 7.25 + 0.125, width: 320 + k, height: 48.75, top: -k, visible: k % 3 !== 0 },
    attributes: { class: `btn btn-${k} primary "wide"`, id: `el-${id}-${k}`, 'aria-label': `Ajouter au panier ✓ ${k}`, style: 'color: #333;\tmargin: 0 auto;' },
    selectors: [
      { type: 'CSS', value: `#main > div.row:nth-child(${k}) > button[data-id="${id}"]`, score: 0.9 },
      { type: 'XPATH', value: `//*[@id="el-${id}-${k}"]/span[2]/text()`, score: 0.75 }
    ],
    text: k % 2 ? 'Add to cart — 12,99 € 🛒' : 'Line one\nline "two"\\path',
    children: depth > 1 ? [element(depth - 1, k * 2 + 1), element(depth - 1, k * 2 + 2)] : depth > 0 ? [element(0, k * 2 + 1)] : []
  })
  return {
    id: 12_381_981 + id,
    testStepId: 15_878_407 + id,
    testStepCanonicalId: `3dba${id.toString(16).padStart(28, '0')}`,
    outcome: id % 97 === 0 ? 'FAIL' : 'PASS',
    duration: 1997 + (id % 100),
    totalDuration: 1997 + (id % 100),
    screenshot: `https://bucket.s3.eu-west-1.amazonaws.com/shots/${id}.png?X-Amz-Signature=${'ab'.repeat(32)}`,
    beforeScreenshot: `https://bucket.s3.eu-west-1.amazonaws.com/shots/${id}-before.png`,
    testDataValue: 'p@ssw0rd "secret"',
    sideEffects: { usedData: { url: 'https://shop.example/#/login', password: 'hunter2' }, warnings: [], downloadedFiles: [], discoveredElement: { element: element(3, id % 5) } },
    sideEffectsSummary: { warnings: 0, downloadedFiles: 0, usedData: 1, popup: 0, hasDiscoveredElement: true, total: 1 },
    eventsFile: `https://bucket.s3.eu-west-1.amazonaws.com/events/${id}.json`
  }
}

const HEAD = '{"id":88715,"type":"EXECUTION","snapshotId":28733,"goalId":8534,"environmentId":2418,"startDate":1721125752277,"status":"FINISHED","meta":{"kind":"EXECUTION","initialDataPerJourneySequence":{"527218":{"1":{"password":"hunter2"}}}},"testSuites":{'
const TAIL = '},"outcome":"PASS","totalDuration":13579,"progress":1}'

/** The `testSuites` entry of one journey of 10 checkpoints of 10 steps (about 600 KB), after a "," unless it is the first. */
function journey(index: number): Buffer {
  const cases: Record<string, unknown> = {}
  for (let c = 0; c < 10; c++) {
    const testSteps: Record<string, unknown> = {}
    for (let s = 0; s < 10; s++) testSteps[15_878_407 + index * 100 + c * 10 + s] = step(index * 100 + c * 10 + s)
    cases[1_296_513 + index * 10 + c] = { testCaseId: 1_296_513 + index * 10 + c, outcome: 'PASS', totalDuration: 19_970, libraryCheckpoint: false, testSteps }
  }
  const suite = { testSuiteId: 527_218 + index, testSuiteCanonicalId: '67c7', outcome: 'PASS', totalDuration: 199_700, testCases: cases, libraryCheckpoints: {}, dataDriven: false }
  return Buffer.from(`${index > 0 ? ',' : ''}"${527_218 + index}":${JSON.stringify(suite)}`)
}

/** A J1 answer of about `bytes` bytes, compact, in chunks of 64 KiB, and how many steps it holds. */
export function journeyResults(bytes: number): { chunks: Buffer[]; steps: number } {
  const parts: Buffer[] = [Buffer.from(HEAD)]
  for (let index = 0, size = HEAD.length; size < bytes; index++) {
    parts.push(journey(index))
    size += parts[parts.length - 1].length
  }
  parts.push(Buffer.from(TAIL))
  return { chunks: slices(Buffer.concat(parts)), steps: (parts.length - 2) * 100 }
}

/** The same as it comes from a server, made as it is read: four journeys' text, again and again, in chunks of 64 KiB. */
export async function* streamedJourneyResults(bytes: number): AsyncGenerator<Buffer> {
  const made = [0, 1, 2, 3].map(journey)
  yield Buffer.from(HEAD)
  for (let index = 0, size = HEAD.length; size < bytes; index++) {
    const text = index === 0 ? made[0] : index < 4 ? made[index] : Buffer.concat([Buffer.from(`,"${527_218 + index}"`), made[index % 4].subarray(made[index % 4].indexOf(':'))])
    yield* slices(text)
    size += text.length
  }
  yield Buffer.from(TAIL)
}

function slices(whole: Buffer): Buffer[] {
  const chunks: Buffer[] = []
  for (let at = 0; at < whole.length; at += CHUNK_BYTES) chunks.push(whole.subarray(at, at + CHUNK_BYTES))
  return chunks
}
