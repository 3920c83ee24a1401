import { createHash } from 'node:crypto'
import { Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { describe, expect, it } from 'vitest'
import { JsonSyntaxError, prettyJson } from '../../src/shared/pretty-json.js'
import { filtered, random, split } from '../helpers/chunks.js'

type Options = Parameters<typeof prettyJson>[0]

/** The output of the real printer for these chunks, checking that it comes out as Buffers. */
async function prettyBytes(input: string | Buffer | Buffer[], options?: Options): Promise<{ bytes: Buffer; pieces: Buffer[] }> {
  const chunks = Array.isArray(input) ? input : [Buffer.from(input)]
  const pieces: Buffer[] = []
  // A Writable sees each piece as it was pushed (reading a stream could join several).
  const sink = new Writable({
    write(piece: unknown, _encoding, callback) {
      expect(Buffer.isBuffer(piece)).toBe(true)
      pieces.push(piece as Buffer)
      callback()
    }
  })
  await pipeline(filtered(chunks, prettyJson(options)), sink)
  return { bytes: Buffer.concat(pieces), pieces }
}

/** The output as text. */
const pretty = async (input: string | Buffer | Buffer[], options?: Options): Promise<string> => (await prettyBytes(input, options)).bytes.toString('utf8')

const stringified = (text: string) => JSON.stringify(JSON.parse(text), null, 2) + '\n'

// Each has only tokens JSON.stringify writes back unchanged, so its layout is the reference.
const documents = [
  '{}',
  '{"a":[]}',
  ' \t\r\n{ "a" : 1 , "b" : [ true , false , null ] }\n ',
  '{"empty":{},"list":[],"nested":[[],{},[[]],{"x":{}}]}',
  '{"numbers":[0,1,-1,1.5,-2.25,1e+21,1e-7,0.000001,123456789,3.14159e-10]}',
  '{"text":"plain","é":"ünïcödé 中文 😀🎉","quote":"a\\"b\\\\c","controls":"\\n\\t\\r\\b\\f\\u0001\\u001f","lone":"\\ud800"}',
  '{"array":[1,"two",{"three":[3,{"four":4}]},[5,[6,[7]]],null]}',
  '{"":"empty key","b":""}',
  JSON.stringify({ deep: JSON.parse('['.repeat(70) + '"bottom"' + ']'.repeat(70)) }), // deeper than the cached indentations
  JSON.stringify({
    journey: { name: 'checkout 🛒', steps: Array.from({ length: 30 }, (_, i) => ({ id: i, ok: i % 2 === 0, took: i * 0.5, note: 'ß'.repeat(i), tags: [] })) }
  })
]

describe('prettyJson', () => {
  it('lays out documents exactly like JSON.stringify(JSON.parse(x), null, 2) plus a newline', async () => {
    for (const doc of documents) expect(await pretty(doc)).toBe(stringified(doc))
  })

  it('gives the same output when the input comes one byte at a time, splitting multi-byte characters', async () => {
    for (const doc of documents) expect(await pretty(split(Buffer.from(doc), () => 1))).toBe(stringified(doc))
  })

  it('gives the same output for random chunk sizes', async () => {
    const next = random(7)
    for (const doc of documents) {
      for (let round = 0; round < 5; round++) {
        const chunks = split(Buffer.from(doc), () => 1 + Math.floor(next() * 9))
        expect(await pretty(chunks), `${doc} in ${chunks.map((c) => c.length).join(',')}`).toBe(stringified(doc))
      }
    }
  })

  it('keeps every number and escape as the service wrote it', async () => {
    const doc = '{"big":12345678901234567890123,"exp":1.50E+10,"neg":-0.0e-0,"long":0.1000000000000000000001,"s":"\\u00e9\\/\\u00E9","t":[true,false,null]}'
    const expected = [
      '{',
      '  "big": 12345678901234567890123,',
      '  "exp": 1.50E+10,',
      '  "neg": -0.0e-0,',
      '  "long": 0.1000000000000000000001,',
      '  "s": "\\u00e9\\/\\u00E9",',
      '  "t": [',
      '    true,',
      '    false,',
      '    null',
      '  ]',
      '}',
      ''
    ].join('\n')
    expect(await pretty(doc)).toBe(expected)
    expect(await pretty(split(Buffer.from(doc), () => 1))).toBe(expected)
  })

  it('accepts every hex digit in a \\u escape, in either case', async () => {
    const doc = '{"s":"\\u0123\\u4567\\u89ab\\ucdef\\uABCD\\uEF00"}'
    const expected = '{\n  "s": "\\u0123\\u4567\\u89ab\\ucdef\\uABCD\\uEF00"\n}\n'
    expect(await pretty(doc)).toBe(expected)
    expect(await pretty(split(Buffer.from(doc), () => 1))).toBe(expected)
  })

  it('turns invalid UTF-8 into U+FFFD, also when split across chunks', async () => {
    const bytes = Buffer.concat([Buffer.from('{"s":"a'), Buffer.from([0xff, 0xc3]), Buffer.from('b'), Buffer.from([0xe2, 0x82]), Buffer.from('"}')])
    // Compared as bytes: text decoded from the output would hide an invalid byte copied through as U+FFFD.
    const expected = Buffer.from('{\n  "s": "a\ufffd\ufffdb\ufffd"\n}\n')
    expect((await prettyBytes(bytes)).bytes).toEqual(expected)
    expect((await prettyBytes(split(bytes, () => 1))).bytes).toEqual(expected)
  })

  it('decodes any bytes in a string exactly as Buffer.toString does (WHATWG UTF-8), in any chunks', async () => {
    // Random bytes, mostly the lead and continuation bytes of multi-byte characters and the bounds the decoder
    // checks (E0 A0, ED 9F, F0 90, F4 8F, C0, C1, F5…), never a quote, a backslash or a control character.
    const next = random(11)
    const interesting = [0x80, 0x8f, 0x90, 0x9f, 0xa0, 0xbf, 0xc0, 0xc1, 0xc2, 0xdf, 0xe0, 0xe1, 0xed, 0xee, 0xef, 0xf0, 0xf1, 0xf4, 0xf5, 0xff, 0x41, 0x7e]
    for (let round = 0; round < 300; round++) {
      const content = Buffer.from(Array.from({ length: 1 + Math.floor(next() * 12) }, () => interesting[Math.floor(next() * interesting.length)]))
      const doc = Buffer.concat([Buffer.from('{"s":"'), content, Buffer.from('","k\\u00e9":1}')])
      const expected = Buffer.from(`{\n  "s": "${content.toString('utf8')}",\n  "k\\u00e9": 1\n}\n`)
      const chunks = split(doc, () => 1 + Math.floor(next() * 4))
      expect((await prettyBytes(chunks)).bytes, `${content.toString('hex')} in ${chunks.map((c) => c.length).join(',')}`).toEqual(expected)
    }
  })

  it('counts error positions in bytes of the input, exactly, also after invalid UTF-8', async () => {
    const doc = Buffer.concat([Buffer.from('{"s":"'), Buffer.from([0xff, 0xe2, 0x82]), Buffer.from('é",x}')])
    for (const chunks of [[doc], split(doc, () => 1)]) {
      await expect(pretty(chunks)).rejects.toThrow(/^not JSON: unexpected "x" at byte 13$/)
    }
  })

  it('rejects a byte order mark cut short', async () => {
    for (const doc of [Buffer.from([0xef, 0xbb, 0x7b, 0x7d]), Buffer.from([0xef])]) {
      for (const chunks of [[doc], split(doc, () => 1)]) await expect(pretty(chunks)).rejects.toThrow(/^not JSON: unexpected "\ufffd" at byte 0$/)
    }
  })

  it('lays out a document across many output buffers the same whatever the input chunks', async () => {
    // About 400 KB of output: every kind of token falls on the 64 KiB boundaries of the output buffers somewhere.
    const value = {
      rows: Array.from({ length: 1500 }, (_, i) => ({
        i,
        s: 'x'.repeat(i % 40) + 'é😀'.repeat(i % 3),
        n: [-i * 1.5e-3, i % 2 === 0, null, {}, [], [[i]]],
        deep: JSON.parse('['.repeat(i % 30) + String(i) + ']'.repeat(i % 30)) as unknown
      })),
      long: 'y'.repeat(150_000)
    }
    const doc = Buffer.from(JSON.stringify(value))
    const expected = JSON.stringify(value, null, 2) + '\n'
    const next = random(5)
    for (const chunks of [[doc], split(doc, () => 1 + Math.floor(next() * 3000)), split(doc, () => 65_536)]) {
      expect(await pretty(chunks)).toBe(expected)
    }
  })

  it('keeps multi-byte characters and U+FFFD whole where they fall on the end of an output buffer', async () => {
    // A string of 4-, 2- and 3-byte characters and an invalid byte (3 bytes of U+FFFD out), 12 bytes out a round,
    // shifted by 0 to 11 bytes: each of them, at each of its offsets, straddles the end of the first 64 KiB buffer.
    const round = Buffer.concat([Buffer.from('😀é中'), Buffer.from([0xff])])
    const content = Buffer.concat(Array.from({ length: 6_000 }, () => round))
    for (let shift = 0; shift < 12; shift++) {
      const doc = Buffer.concat([Buffer.from(`{"s":"${'x'.repeat(shift)}`), content, Buffer.from('"}')])
      const expected = Buffer.from(`{\n  "s": "${'x'.repeat(shift)}${content.toString('utf8')}"\n}\n`)
      expect((await prettyBytes([doc])).bytes.equals(expected), `shifted by ${shift}`).toBe(true)
    }
  })

  it('hands output on in pieces of at most 64 KiB, over shared buffers of 64 KiB, whatever the size of an input chunk', async () => {
    // One input chunk of 4 MB: the output (about 6 MB) must still come in bounded pieces, without a buffer per piece
    // or one as large as the input: the output memory of a chunk is bounded, and nothing is held whole.
    const value = { items: Array.from({ length: 40_000 }, (_, i) => ({ id: i, name: `item ${i}`, ok: i % 2 === 0 })), blob: 'z'.repeat(1_000_000) }
    const doc = Buffer.from(JSON.stringify(value))
    const { bytes, pieces } = await prettyBytes([doc])
    expect(bytes.toString()).toBe(JSON.stringify(value, null, 2) + '\n')
    const buffers = new Set(pieces.map((piece) => piece.buffer))
    expect(Math.max(...pieces.map((piece) => piece.length))).toBeLessThanOrEqual(64 << 10)
    expect(Math.max(...[...buffers].map((buffer) => buffer.byteLength))).toBeLessThanOrEqual(64 << 10)
    expect(buffers.size).toBeLessThanOrEqual(Math.ceil(bytes.length / (64 << 10)) + 1)
  })

  it('skips a leading byte order mark', async () => {
    expect(await pretty(split(Buffer.from('\ufeff{"a":1}'), () => 1))).toBe('{\n  "a": 1\n}\n')
  })

  it('accepts any top-level value with topLevel "any"', async () => {
    const cases = [['[1,[]]', '[\n  1,\n  []\n]\n'], ['"s"', '"s"\n'], [' 12 ', '12\n'], ['12', '12\n'], ['-1.25', '-1.25\n'], ['-0.5e3', '-0.5e3\n'], ['0', '0\n'], ['true', 'true\n'], ['null', 'null\n']]
    for (const [doc, expected] of cases) expect(await pretty(doc, { topLevel: 'any' })).toBe(expected)
  })

  it('accepts nesting up to maxDepth', async () => {
    expect(await pretty('{"a":{"b":[]}}', { maxDepth: 3 })).toBe('{\n  "a": {\n    "b": []\n  }\n}\n')
  })

  const rejected: [string, string | Buffer, RegExp, Options?][] = [
    ['trailing comma in an object', '{"a":1,}', /^not JSON: unexpected "}" at byte 7$/],
    ['trailing comma in an array', '{"a":[1,]}', /unexpected "]" at byte 8/],
    ['missing colon', '{"a" 1}', /unexpected "1"/],
    ['missing comma', '{"a":1 "b":2}', /unexpected "\\""/],
    ['key that is not a string', '{a:1}', /unexpected "a"/],
    ['bad escape', '{"a":"\\x"}', /unexpected "x"/],
    ['bad \\u escape', '{"a":"\\u12G4"}', /unexpected "G"/],
    // The characters next to the ranges of hex digits: "/" and ":" around 0-9, "@" and "G" around A-F, "`" and "g" around a-f.
    ['"/" in a \\u escape', '{"a":"\\u/123"}', /^not JSON: unexpected "\/" at byte 8$/],
    ['":" in a \\u escape', '{"a":"\\u:123"}', /^not JSON: unexpected ":" at byte 8$/],
    ['"@" in a \\u escape', '{"a":"\\u@123"}', /^not JSON: unexpected "@" at byte 8$/],
    ['"`" in a \\u escape', '{"a":"\\u`123"}', /^not JSON: unexpected "`" at byte 8$/],
    ['"g" in a \\u escape', '{"a":"\\u12g4"}', /^not JSON: unexpected "g" at byte 10$/],
    ['raw newline in a string', '{"a":"x\ny"}', /unexpected "\\n"/],
    ['raw control character in a string', '{"a":"x\u0001"}', /unexpected "\\u0001"/],
    ['number with a leading zero', '{"a":01}', /unexpected "1"/],
    ['negative number with a leading zero', '{"a":-01}', /^not JSON: unexpected "1" at byte 7$/],
    ['number ending in a dot', '{"a":1.}', /unexpected "}"/],
    ['lone minus', '{"a":-}', /unexpected "}"/],
    ['number starting with a dot', '{"a":.5}', /unexpected "\."/],
    ['number with a plus', '{"a":+1}', /unexpected "\+"/],
    ['empty exponent', '{"a":1.5e+}', /unexpected "}"/],
    ['misspelt literal', '{"a":nul}', /unexpected "}"/],
    ['capitalised literal', '{"a":True}', /unexpected "T"/],
    ['unterminated string', '{"a":"abc', /^not JSON: unexpected end of input at byte 9$/],
    ['unterminated object', '{"a":1', /unexpected end of input/],
    ['unterminated array', '{"a":[', /unexpected end of input/],
    ['empty input', '', /unexpected end of input at byte 0/],
    ['whitespace only', ' \n', /unexpected end of input/],
    ['two top-level values', '{}{}', /unexpected "{" at byte 2/],
    ['text after the value', '{"a":1} x', /unexpected "x" at byte 8/],
    ['two top-level numbers', '1 2', /unexpected "2"/, { topLevel: 'any' }],
    ['a number at the end cut short', '1e', /unexpected end of input/, { topLevel: 'any' }],
    ['top-level array by default', '[1]', /^not a JSON object: the top-level value starts with "\[" at byte 0$/],
    ['top-level string by default', ' "s"', /^not a JSON object: .* "\\"" at byte 1$/],
    ['top-level garbage', 'x', /^not JSON: unexpected "x"/],
    ['invalid UTF-8 outside a string', Buffer.from([0x7b, 0xff]), /unexpected "\ufffd" at byte 1$/],
    ['bytes counted as UTF-8 in the position', '{"é":x}', /unexpected "x" at byte 6$/],
    ['nesting deeper than maxDepth', '{"a":{"b":{"c":[]}}}', /^nested too deeply \(over 3 levels\): "\[" at byte 15$/, { maxDepth: 3 }]
  ]
  it.each(rejected)('rejects %s', async (_name, doc, message, options) => {
    // Each error also when read one byte at a time: the states must hold across chunk boundaries.
    for (const chunks of [[Buffer.from(doc)], split(Buffer.from(doc), () => 1)]) {
      const error = await pretty(chunks, options).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(JsonSyntaxError)
      expect((error as Error).name).toBe('JsonSyntaxError')
      expect((error as Error).message).toMatch(message)
    }
  })

  it('names an unexpected character of several bytes whole when its bytes come in one chunk', async () => {
    const error = await pretty('{"a":😀}').catch((e: unknown) => e)
    expect((error as Error).message).toBe('not JSON: unexpected "😀" at byte 5')
  })

  it('rejects nesting deeper than 1000 by default', async () => {
    const error = await pretty('['.repeat(1_001), { topLevel: 'any' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(JsonSyntaxError)
    expect((error as Error).message).toBe('nested too deeply (over 1000 levels): "[" at byte 1000')
  })

  it('streams a large document: output flows before the input ends, and no token is held whole', async () => {
    // ~2.5 MB: 8000 report-like items, then one 1 MB string (16 output buffers). The input is generated chunk
    // by chunk, and the expected output is hashed as it is generated, so neither is ever held whole. (Sizes in
    // the hundreds of megabytes are the memory bench's.)
    const chunkSize = 65_537 // odd, so chunks split multi-byte characters
    const expected = createHash('sha256')
    let written = 0
    let writtenAtFirstOutput = -1
    async function* input(): AsyncGenerator<Buffer> {
      let pending = Buffer.alloc(0)
      function* take(compact: string, prettyText: string) {
        expected.update(prettyText)
        pending = Buffer.concat([pending, Buffer.from(compact)])
        for (; pending.length >= chunkSize; pending = pending.subarray(chunkSize)) {
          written++
          yield pending.subarray(0, chunkSize)
        }
      }
      yield* take('{"items":[', '{\n  "items": [')
      for (let batch = 0; batch < 16; batch++) {
        const compact: string[] = []
        const prettyText: string[] = []
        for (let i = batch * 500; i < (batch + 1) * 500; i++) {
          const item = { id: i, name: `step ${i} — ünïcödé 😀`, ok: i % 3 === 0, took: i * 1.25, tags: ['a', 'b'], more: { none: null, list: [], text: 'x'.repeat(i % 50) } }
          compact.push((i > 0 ? ',' : '') + JSON.stringify(item))
          prettyText.push((i > 0 ? ',' : '') + '\n    ' + JSON.stringify(item, null, 2).replaceAll('\n', '\n    '))
        }
        yield* take(compact.join(''), prettyText.join(''))
      }
      yield* take('],"blob":"', '\n  ],\n  "blob": "')
      const blob = 'y'.repeat(64 * 1024)
      for (let i = 0; i < 16; i++) yield* take(blob, blob)
      yield* take('"}', '"\n}\n')
      written++
      yield pending
    }
    const actual = createHash('sha256')
    let outputChunks = 0
    let largestOutput = 0
    const sink = new Writable({
      write(piece: Buffer, _encoding, callback) {
        if (writtenAtFirstOutput < 0) writtenAtFirstOutput = written
        outputChunks++
        largestOutput = Math.max(largestOutput, piece.length)
        actual.update(piece)
        callback()
      }
    })
    await pipeline(filtered(input(), prettyJson()), sink)
    expect(actual.digest('hex')).toBe(expected.digest('hex'))
    expect(written).toBeGreaterThan(30)
    expect(writtenAtFirstOutput).toBeGreaterThan(0)
    expect(writtenAtFirstOutput).toBeLessThan(written / 10)
    expect(outputChunks).toBeGreaterThan(written / 2)
    // Pretty-printing these items roughly doubles them; a string held whole would make one output chunk of 1 MB.
    expect(largestOutput).toBeLessThan(4 * chunkSize)
  })
})
