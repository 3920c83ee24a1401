import { Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { describe, expect, it } from 'vitest'
import { JsonSyntaxError, selectJson, type JsonPath, type JsonScalar, type JsonSelector } from '../../src/shared/json-select.js'
import { prettyJson } from '../../src/shared/pretty-json.js'
import { filtered, random, split } from '../helpers/chunks.js'

/** The chunks as an async source, one at a time, as a response body gives them. */
async function* from(chunks: Buffer[]): AsyncGenerator<Buffer> {
  for (const chunk of chunks) yield chunk
}

/** JSON.parse of the text as Buffer.toString decodes it (after a byte order mark), with every number as `{ number: <its text> }`. */
function parsed(doc: Buffer): unknown {
  const reviver = (_key: string, value: unknown, context: { source?: string }) => (typeof value === 'number' ? { number: context.source } : value)
  return JSON.parse(doc.toString('utf8').replace(/^\ufeff/, ''), reviver as Parameters<typeof JSON.parse>[1])
}

/** A selector that keeps everything and builds the value again from what it is told (objects as JSON.parse makes them). */
function rebuilding(): { selector: JsonSelector; value: () => unknown } {
  let root: unknown
  const open: (Record<string, unknown> | unknown[])[] = []
  const attach = (path: JsonPath, value: unknown) => {
    if (path.length === 0) root = value
    else {
      const parent = open[path.length - 1]
      const key = path[path.length - 1]
      if (Array.isArray(parent)) {
        expect(key).toBe(parent.length)
        parent.push(value)
      } else Object.defineProperty(parent, key, { value, enumerable: true, writable: true, configurable: true }) // "__proto__" too, as JSON.parse
    }
  }
  const selector: JsonSelector = {
    keep: () => true,
    open(path, kind) {
      const container = kind === 'object' ? {} : []
      attach(path, container)
      open.push(container)
    },
    close(path, kind) {
      expect(open.length).toBe(path.length + 1)
      expect(Array.isArray(open.pop())).toBe(kind === 'array')
    },
    scalar: (path, value) => attach(path, value)
  }
  return { selector, value: () => root }
}

async function rebuilt(chunks: Buffer[]): Promise<unknown> {
  const { selector, value } = rebuilding()
  await selectJson(from(chunks), selector)
  return value()
}

// Every escape, surrogate pairs and lone surrogates, unicode as written, numbers of every form and beyond 2^53,
// empty containers, duplicate keys, keys JSON.parse orders differently, "__proto__".
const documents = [
  '{}',
  '[]',
  ' \t\r\n{ "a" : 1 , "b" : [ true , false , null ] }\n ',
  '{"empty":{},"list":[],"nested":[[],{},[[]],{"x":{}}]}',
  '{"numbers":[0,-0,1,-1,1.5,-2.25,1e+21,1E-7,0.000001,123456789,3.14159e-10,-0.0e-0,1.50E+10,9007199254740993,-12345678901234567890123,0.1000000000000000000001,1e400]}',
  '{"escapes":"\\" \\\\ \\/ \\b \\f \\n \\r \\t","u":"\\u0000\\u001f\\u0041\\u00e9\\u00E9\\u4e2d\\uFFFF\\uabcd"}',
  '{"pair":"\\ud83d\\ude00","high":"\\ud800","low":"\\udc00","reversed":"\\ude00\\ud83d","then":"\\ud83dx","mixed":"a\\ud83d\\ude00b😀\\n"}',
  '{"text":"plain","é":"ünïcödé 中文 😀🎉","":"empty key","k\\u00e9y":"escaped key"}',
  '{"a":1,"b":2,"a":3,"c":{"x":1,"x":[2]},"a":{"deep":true}}',
  '{"2":"two","1":"one","b":"b","0":"zero","__proto__":{"polluted":true}}',
  JSON.stringify({ deep: JSON.parse('['.repeat(300) + '{"bottom":[1,{"x":"y"}]}' + ']'.repeat(300)) }),
  '"top-level string"',
  '12',
  '-0.5e3',
  'true',
  'null',
  '[1,"two",{"three":[3,{"four":4}]},[5,[6,[7]]],null]',
  '\ufeff{"after a byte order mark":1}'
]

describe('selectJson', () => {
  it('keeping everything, tells what JSON.parse reads, in one chunk, in chunks of one byte, and split at every byte', async () => {
    for (const doc of documents) {
      const bytes = Buffer.from(doc)
      const expected = parsed(bytes)
      expect(await rebuilt([bytes]), doc).toEqual(expected)
      expect(await rebuilt(split(bytes, () => 1)), doc).toEqual(expected)
      for (let at = 1; at < bytes.length && bytes.length < 2_000; at++) {
        expect(await rebuilt([bytes.subarray(0, at), bytes.subarray(at)]), `${doc} split at ${at}`).toEqual(expected)
      }
    }
  })

  it('decodes any bytes in a string exactly as Buffer.toString and JSON.parse do (invalid UTF-8 as U+FFFD), in any chunks', async () => {
    // Random bytes, mostly the lead and continuation bytes of multi-byte characters and the bounds the decoder checks
    // (E0 A0, ED 9F, F0 90, F4 8F, C0, C1, F5…), with escapes among them; in a value and in a key.
    const next = random(11)
    const interesting = [0x80, 0x8f, 0x90, 0x9f, 0xa0, 0xbf, 0xc0, 0xc1, 0xc2, 0xdf, 0xe0, 0xe1, 0xed, 0xee, 0xef, 0xf0, 0xf1, 0xf4, 0xf5, 0xff, 0x41, 0x7e]
    const escapes = ['\\n', '\\"', '\\u00e9', '\\ud83d', '\\ude00'].map((escape) => Buffer.from(escape))
    for (let round = 0; round < 400; round++) {
      const parts = Array.from({ length: 1 + Math.floor(next() * 12) }, () => (next() < 0.15 ? escapes[Math.floor(next() * escapes.length)] : Buffer.from([interesting[Math.floor(next() * interesting.length)]])))
      const content = Buffer.concat(parts)
      const doc = Buffer.concat([Buffer.from('{"s":"'), content, Buffer.from('","'), content, Buffer.from('":[1]}')])
      const chunks = split(doc, () => 1 + Math.floor(next() * 4))
      expect(await rebuilt(chunks), `${content.toString('hex')} in ${chunks.map((c) => c.length).join(',')}`).toEqual(parsed(doc))
    }
  })

  it('reads random documents as JSON.parse does, in random chunks', async () => {
    const next = random(3)
    const pick = <T>(items: T[]): T => items[Math.floor(next() * items.length)]
    const strings = ['', 'a', 'é😀', 'x"y\\z', '}]"', 'line\nbreak', '\u0001\u001f', '\ud800']
    const value = (depth: number): unknown => {
      const r = next()
      if (depth > 4 || r < 0.4) return pick<unknown>([0, -1, 1.5, 1e21, 123456789012, true, false, null, ...strings])
      if (r < 0.7) return Array.from({ length: Math.floor(next() * 4) }, () => value(depth + 1))
      return Object.fromEntries(Array.from({ length: Math.floor(next() * 4) }, () => [pick(strings) + pick(['', '1', 'k']), value(depth + 1)]))
    }
    for (let round = 0; round < 200; round++) {
      const doc = Buffer.from(JSON.stringify(value(0), null, pick([0, 1])))
      expect(await rebuilt(split(doc, () => 1 + Math.floor(next() * 7))), doc.toString()).toEqual(parsed(doc))
    }
  })

  it('tells keys as written, duplicates included, and containers as they open and close', async () => {
    const events: string[] = []
    const show = (path: JsonPath) => JSON.stringify(path)
    await selectJson(from([Buffer.from('{"b":1,"a":[true,{}],"b":"x","1":[]}')]), {
      keep: (path) => (events.push(`keep ${show(path)}`), true),
      open: (path, kind) => events.push(`open ${show(path)} ${kind}`),
      close: (path, kind) => events.push(`close ${show(path)} ${kind}`),
      scalar: (path, value) => events.push(`scalar ${show(path)} ${JSON.stringify(value)}`)
    })
    expect(events).toEqual([
      'keep []', 'open [] object',
      'keep ["b"]', 'scalar ["b"] {"number":"1"}',
      'keep ["a"]', 'open ["a"] array',
      'keep ["a",0]', 'scalar ["a",0] true',
      'keep ["a",1]', 'open ["a",1] object', 'close ["a",1] object',
      'close ["a"] array',
      'keep ["b"]', 'scalar ["b"] "x"',
      'keep ["1"]', 'open ["1"] array', 'close ["1"] array',
      'close [] object'
    ])
  })

  it('skips a value whole: nothing below it is asked or told, whatever its strings hold', async () => {
    // The skipped values hold what would end them early if they were not read token by token.
    const doc = Buffer.concat([
      Buffer.from('{"skip":{"a":"}]\\"","b":["]","\\\\",{"c":"{["}],"d":"'),
      Buffer.from([0xff, 0xe2, 0x82]), // invalid UTF-8, never decoded
      Buffer.from(`${'x'.repeat(5_000)}","e":[[[]]],"f":-1.5e3},"keep":{"n":12345678901234567890,"skip":"}","s":"\\u00e9"},"list":["a",{"in":"}]"},"b"],"last":null}`)
    ])
    const kept = ['skip', 'keep', 'keep.n', 'keep.s', 'list', 'list.0', 'list.2', 'last']
    for (const chunks of [[doc], split(doc, () => 1), split(doc, () => 7)]) {
      const asked: string[] = []
      const told: [string, JsonScalar][] = []
      await selectJson(from(chunks), {
        keep(path) {
          asked.push(path.join('.'))
          return path.length === 0 || (kept.includes(path.join('.')) && path.join('.') !== 'skip')
        },
        scalar: (path, value) => told.push([path.join('.'), value])
      }, { maxStringBytes: 100 })
      expect(asked).toEqual(['', 'skip', 'keep', 'keep.n', 'keep.skip', 'keep.s', 'list', 'list.0', 'list.1', 'list.2', 'last'])
      expect(told).toEqual([['keep.n', { number: '12345678901234567890' }], ['keep.s', 'é'], ['list.0', 'a'], ['list.2', 'b'], ['last', null]])
    }
  })

  it('skipping the top-level value still reads the whole document', async () => {
    let asked = 0
    await selectJson(from([Buffer.from('{"a":[1,2,{"b":"c"}]} ')]), { keep: () => (asked++, false) })
    expect(asked).toBe(1)
    const error = await selectJson(from([Buffer.from('{"a":[1,2,{"b":"c"}]} x')]), { keep: () => false }).catch((e: unknown) => e)
    expect((error as Error).message).toBe('not JSON: unexpected "x" at byte 22')
  })

  // Each is rejected by prettyJson too; the message must be the same, whether the bad part is kept or skipped.
  const bad: (string | Buffer)[] = [
    '{"a":1,}', '{"a":[1,]}', '{"a" 1}', '{"a":1 "b":2}', '{a:1}', '{"a":"\\x"}', '{"a":"\\u12G4"}', '{"a":"\\u/123"}', '{"a":"\\u:123"}',
    '{"a":"\\u@123"}', '{"a":"\\u`123"}', '{"a":"\\u12g4"}', '{"a":"x\ny"}', '{"a":"x\u0001"}', '{"a":01}', '{"a":-01}', '{"a":1.}', '{"a":-}',
    '{"a":.5}', '{"a":+1}', '{"a":1.5e+}', '{"a":nul}', '{"a":True}', '{"a":"abc', '{"a":1', '{"a":[', '', ' \n', '{}{}', '{"a":1} x', '1 2', '1e',
    'x', Buffer.from([0x7b, 0xff]), '{"é":x}', '{"a":😀}', '{"a":"é\\q"}', '[1,2', '{"a":{"b":[1,}]}}', '{"a":[1}', '{"a":{"b":1]}',
    Buffer.from([0xef, 0xbb, 0x7b, 0x7d]), Buffer.from([0xef]), Buffer.concat([Buffer.from('{"s":"'), Buffer.from([0xff, 0xe2, 0x82]), Buffer.from('é",x}')])
  ]

  async function prettyError(chunks: Buffer[], maxDepth?: number): Promise<string> {
    const sink = new Writable({ write(_piece, _encoding, callback) { callback() } })
    const error = await pipeline(filtered(chunks, prettyJson({ topLevel: 'any', maxDepth })), sink).then(() => undefined, (e: unknown) => e)
    expect(error).toBeInstanceOf(JsonSyntaxError)
    return (error as Error).message
  }
  async function selectError(chunks: Buffer[], keep: (path: JsonPath) => boolean, maxDepth?: number): Promise<string> {
    const error = await selectJson(from(chunks), { keep, scalar() {} }, { maxDepth }).then(() => undefined, (e: unknown) => e)
    expect(error).toBeInstanceOf(JsonSyntaxError)
    expect((error as Error).name).toBe('JsonSyntaxError')
    return (error as Error).message
  }

  it.each(bad.map((doc) => [String(doc), Buffer.from(doc)]))('rejects %j with the message prettyJson gives, kept or skipped, in any chunks', async (_name, doc) => {
    for (const chunks of [[doc], split(doc, () => 1)]) {
      const expected = await prettyError(chunks)
      expect(await selectError(chunks, () => true)).toBe(expected)
      expect(await selectError(chunks, (path) => path.length === 0)).toBe(expected)
      expect(await selectError(chunks, () => false)).toBe(expected)
    }
  })

  it('rejects nesting deeper than maxDepth (1000 by default), kept or skipped, as prettyJson does', async () => {
    for (const [doc, maxDepth] of [['{"a":{"b":{"c":[]}}}', 3], ['['.repeat(1_001), undefined], ['{"a":' + '['.repeat(1_000) + ']'.repeat(1_000) + '}', undefined]] as const) {
      const chunks = [Buffer.from(doc)]
      const expected = await prettyError(chunks, maxDepth)
      expect(expected).toMatch(/^nested too deeply/)
      expect(await selectError(chunks, () => true, maxDepth)).toBe(expected)
      expect(await selectError(chunks, () => false, maxDepth)).toBe(expected)
    }
    // Up to the limit is fine.
    const deepest = Buffer.from('[' + '{"a":'.repeat(999) + '1' + '}'.repeat(999) + ']')
    expect(await rebuilt([deepest])).toEqual(parsed(deepest))
  })

  it('rejects a kept string, key or number longer than maxStringBytes as written, and lets skipped ones be any length', async () => {
    const run = (doc: string | Buffer, keep: (path: JsonPath) => boolean = () => true) => selectJson(from(split(Buffer.from(doc), () => 3)), { keep }, { maxStringBytes: 6 })
    // Exactly 6 bytes as written: plain, multi-byte, an escape, invalid UTF-8 (decoded longer, counted as written).
    for (const doc of ['{"s":"abcdef"}', '{"s":"éé😀"}'.replace('😀', 'ab'), '{"s":"\\u00e9"}', '{"abcdef":1}', '{"n":-12345}', '{"n":1.2345}', Buffer.concat([Buffer.from('{"s":"'), Buffer.from([0xff, 0xff, 0xff, 0xff, 0xff, 0xff]), Buffer.from('"}')])]) {
      await expect(run(doc)).resolves.toBeUndefined()
    }
    await expect(run('{"s":"abcdefg"}')).rejects.toThrow(/^string too long \(over 6 bytes\): "\\"" at byte 5$/)
    await expect(run('{"s":"\\u00e9a"}')).rejects.toThrow(/^string too long \(over 6 bytes\): "\\"" at byte 5$/)
    await expect(run('{"s":"ééé😀"}')).rejects.toThrow(/^string too long/)
    await expect(run(Buffer.concat([Buffer.from('{"s":"'), Buffer.from([0xe2, 0x82, 0xff, 0xff, 0xff, 0xff, 0xff]), Buffer.from('"}')]))).rejects.toThrow(/^string too long/)
    await expect(run('{"a":1,"abcdefg":1}')).rejects.toThrow(/^string too long \(over 6 bytes\): "\\"" at byte 7$/)
    await expect(run('[1,-123456]')).rejects.toThrow(/^number too long \(over 6 bytes\): "-" at byte 3$/)
    const error = await run('{"s":"abcdefgh"}').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(JsonSyntaxError)
    // Skipped: never decoded, so never limited; nor are the keys of a skipped object.
    await expect(run(`{"s":"${'x'.repeat(100)}","o":{"${'k'.repeat(100)}":1},"n":${'9'.repeat(100)}}`, (path) => path.length === 0)).resolves.toBeUndefined()
  })

  it('limits kept strings to 1 MiB by default', async () => {
    const limit = 1 << 20
    await expect(selectJson(from([Buffer.from(`["${'a'.repeat(limit)}"]`)]), { keep: () => true })).resolves.toBeUndefined()
    await expect(selectJson(from([Buffer.from(`["${'a'.repeat(limit + 1)}"]`)]), { keep: () => true })).rejects.toThrow(`string too long (over ${limit} bytes): "\\"" at byte 1`)
  })

  it('rejects with what the selector or the source throws, and ends the source when the selector throws', async () => {
    const thrown = new Error('selector failed')
    let finished = false
    async function* source(): AsyncGenerator<Buffer> {
      try {
        yield Buffer.from('{"a":[1,')
        yield Buffer.from('2]}')
      } finally {
        finished = true
      }
    }
    await expect(selectJson(source(), { keep: () => true, scalar: () => { throw thrown } })).rejects.toBe(thrown)
    expect(finished).toBe(true)
    const broken = new Error('connection reset')
    async function* failing(): AsyncGenerator<Buffer> {
      yield Buffer.from('{"a":')
      throw broken
    }
    await expect(selectJson(failing(), { keep: () => true })).rejects.toBe(broken)
  })
})
