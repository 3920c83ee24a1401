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
    labels: ['Add to cart', `Product card ${k}`, 'Ajouter au panier'],
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

/** How a goal's journeys are made: checkpoints per journey, steps per checkpoint. */
export interface Shape {
  checkpoints: number
  steps: number
}

/** The default: journeys of 10 checkpoints of 10 steps (about 600 KB each). */
const DEEP: Shape = { checkpoints: 10, steps: 10 }

// Ids of journeys, checkpoints and steps, each unique within its answer.
const journeyId = (index: number) => 527_218 + index
const checkpointId = (index: number, c: number) => 1_296_513 + index * 1000 + c
const stepNumber = (index: number, c: number, s: number) => index * 100_000 + c * 1000 + s

/**
 * The `testSuites` entry of one journey, after a "," unless it is the first. With `failing`, its
 * last checkpoint fails at its middle step (the others pass), as the journey does.
 */
function journey(index: number, shape = DEEP, failing = false): Buffer {
  const cases: Record<string, unknown> = {}
  for (let c = 0; c < shape.checkpoints; c++) {
    const failed = failing && c === shape.checkpoints - 1
    const testSteps: Record<string, unknown> = {}
    for (let s = 0; s < shape.steps; s++) {
      const made = step(stepNumber(index, c, s)) as { testStepId: number; outcome: string }
      if (failing) made.outcome = failed && s === shape.steps >> 1 ? 'FAIL' : 'PASS'
      testSteps[made.testStepId] = made
    }
    cases[checkpointId(index, c)] = { testCaseId: checkpointId(index, c), outcome: failed ? 'FAIL' : 'PASS', totalDuration: 19_970, libraryCheckpoint: false, testSteps }
  }
  const suite = { testSuiteId: journeyId(index), testSuiteCanonicalId: '67c7', outcome: failing ? 'FAIL' : 'PASS', totalDuration: 199_700, testCases: cases, libraryCheckpoints: {}, dataDriven: false }
  return Buffer.from(`${index > 0 ? ',' : ''}"${journeyId(index)}":${JSON.stringify(suite)}`)
}

/** One journey of J2 as the service writes it (research: journey answers): titles, checkpoints, steps with their targets and values, the test data. */
function journeyDefinition(index: number, shape: Shape): unknown {
  const target = (n: number) => ({
    selectors: [
      { type: 'GUESS', value: JSON.stringify({ clue: `Add to cart ${n}`, hints: ['button', 'primary', 'cart', 'checkout'] }) },
      { type: 'CSS', value: `#main > div.row:nth-child(${n % 9}) > button[data-id="${n}"]` },
      { type: 'XPATH', value: `//*[@id="el-${n}"]/span[2]/text()` },
      { type: 'ID', value: `el-${n}` },
      { type: 'CSS', value: `form#checkout-${n % 7} > fieldset.payment > div:nth-of-type(${n % 4}) > button.btn-primary` },
      { type: 'XPATH', value: `//form[@id="checkout-${n % 7}"]//button[normalize-space(.)="Add to cart"]` },
      { type: 'ATTRIBUTE', value: JSON.stringify({ name: 'data-testid', value: `add-to-cart-${n}` }) }
    ],
    text: 'Ajouter au panier ✓ — 12,99 € 🛒',
    context: { frame: null, shadowRoot: false, label: `Product card ${n} "wide"`, hints: ['button', 'primary', 'cart', 'checkout', 'payment', 'card', 'submit'] },
    rect: { x: (n % 40) * 13.5, y: 640.25, width: 320, height: 48.75 },
    description: `Click the "Add to cart" button of product card ${n}, below the price and above the reviews`
  })
  return {
    id: journeyId(index),
    snapshotId: 28_733,
    goalId: 8534,
    name: `Suite ${index}`,
    title: `Journey ${index}: check out with a saved card`,
    canonicalId: `67c7${index.toString(16).padStart(28, '0')}`,
    draft: false,
    tags: ['checkout', 'regression'],
    dataTableId: 1940,
    cases: Array.from({ length: shape.checkpoints }, (_, c) => ({
      kind: 'Checkpoint',
      id: checkpointId(index, c),
      canonicalId: `53b8${c.toString(16).padStart(28, '0')}`,
      snapshotId: 28_733,
      goalId: 8534,
      name: `TC${c}`,
      title: `Checkpoint ${c}: pay by card`,
      sharedCount: 27,
      tags: [],
      steps: Array.from({ length: shape.steps }, (_, s) => {
        const n = stepNumber(index, c, s)
        return {
          id: 15_878_407 + n,
          canonicalId: `3dba${n.toString(16).padStart(28, '0')}`,
          action: ['NAVIGATE', 'CLICK', 'WRITE', 'ASSERT_EXISTS'][s % 4],
          variable: 'password',
          value: 'p@ssw0rd "secret"',
          meta: { kind: 'CLICK', type: 'ELEMENT', useNewTab: false, explicit: true },
          target: target(n),
          optional: false,
          ignoreOutcome: false,
          skip: false
        }
      })
    })),
    dataAttributeValues: { username: 'qa@example.com', password: 'hunter2', card: '4111 1111 1111 1111', address: '1 Rue de la Paix, 75002 Paris' }
  }
}

/**
 * A goal whose `count` journeys of `shape` all ran (every tenth failed, see journey): J1 and J2 as
 * the service writes them, compact, the journeys in the same order, and how many failed.
 */
export function goalAnswers(count: number, shape: Shape): { j1: Buffer; j2: Buffer; failed: number } {
  const j1: Buffer[] = [Buffer.from(HEAD)]
  const j2: Buffer[] = []
  for (let index = 0; index < count; index++) {
    j1.push(journey(index, shape, index % 10 === 9))
    j2.push(Buffer.from(`${index > 0 ? ',' : '{'}"${journeyId(index)}":${JSON.stringify(journeyDefinition(index, shape))}`))
  }
  j1.push(Buffer.from(TAIL))
  j2.push(Buffer.from('}'))
  return { j1: Buffer.concat(j1), j2: Buffer.concat(j2), failed: Math.floor(count / 10) }
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
  const made = [0, 1, 2, 3].map((index) => journey(index))
  yield Buffer.from(HEAD)
  for (let index = 0, size = HEAD.length; size < bytes; index++) {
    const text = index === 0 ? made[0] : index < 4 ? made[index] : Buffer.concat([Buffer.from(`,"${journeyId(index)}"`), made[index % 4].subarray(made[index % 4].indexOf(':'))])
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
