import { JsonSyntaxError, jsonTokenizer, type TokenSink } from './json-tokenizer.js'

export { JsonSyntaxError } from './json-tokenizer.js'

/** A position in a JSON document: object keys and array indexes from the top. */
export type JsonPath = readonly (string | number)[]
/** A kept scalar: a string decoded as JSON.parse decodes it (invalid UTF-8 as U+FFFD); a number as the exact text written (digits kept); true, false, null. */
export type JsonScalar = string | boolean | null | { number: string }
/**
 * What to keep of a document, and what to do with it. The path handed to every call is one array that the reader
 * changes as it goes: copy what must outlive the call.
 */
export interface JsonSelector {
  /** Asked at the start of every value whose container was kept (and once for the top-level value, path []): keep it or skip it whole. */
  keep(path: JsonPath): boolean
  /** A kept container opens; its values are then asked for, in the order the text writes them (an object's keys as written, duplicates included). */
  open?(path: JsonPath, kind: 'object' | 'array'): void
  close?(path: JsonPath, kind: 'object' | 'array'): void
  /** A kept scalar. */
  scalar?(path: JsonPath, value: JsonScalar): void
}

/** What the reader is decoding: a key of a kept object, a kept string, a kept number. */
const KEY = 1
const STRING = 2
const NUMBER = 3

/** U+FFFD, in UTF-8. */
const REPLACEMENT = Buffer.from('\ufffd')

/**
 * Reads a whole JSON document from `source`, telling `selector` about the values it keeps; skipped values cost no
 * allocation (no string is decoded, no path built below them). Rejects with JsonSyntaxError at the first grammar error,
 * at an incomplete end, past maxDepth (default 1000), and when a kept string is longer than maxStringBytes (default 1 MiB)
 * as written; and with whatever `source` or the selector throw.
 *
 * The grammar, the errors and their messages are the pretty-printer's (one tokenizer, json-tokenizer.ts), except that any
 * top-level value is allowed. A key of a kept object is a kept string (it is decoded for the path), and a kept number's
 * text has the same limit: what is decoded stays bounded whatever the answer holds (contract: bounded).
 */
export async function selectJson(source: AsyncIterable<Buffer>, selector: JsonSelector, options: { maxDepth?: number; maxStringBytes?: number } = {}): Promise<void> {
  const maxStringBytes = options.maxStringBytes ?? 1 << 20
  const path: (string | number)[] = []
  const objects: boolean[] = [] // the kept containers open, true for an object (all the open ones: nothing is told inside a skipped one)
  // The key, string or number being decoded: its bytes so far (whole UTF-8 characters), what its escapes made of the
  // bytes before them, where it started and how many bytes of the input it took.
  let reading = STRING
  let bytes = Buffer.allocUnsafe(256)
  let length = 0
  let decoded = ''
  let startByte = 0
  let startAt = 0
  let written = 0

  function startReading(what: number, c: number, at: number): void {
    reading = what
    length = 0
    decoded = ''
    startByte = c
    startAt = at
    written = 0
  }
  /** Counts bytes of the input as the token's, against the limit. */
  function count(n: number): void {
    written += n
    if (written > maxStringBytes) {
      // Told as the tokenizer tells errors: a phrase, the token's first character and its byte offset.
      const what = reading === NUMBER ? 'number' : 'string'
      throw new JsonSyntaxError(`${what} too long (over ${maxStringBytes} bytes): ${JSON.stringify(String.fromCharCode(startByte))} at byte ${startAt}`)
    }
  }
  function append(from: Buffer, start: number, end: number): void {
    if (length + end - start > bytes.length) {
      const larger = Buffer.allocUnsafe(Math.max(2 * bytes.length, length + end - start))
      bytes.copy(larger, 0, 0, length)
      bytes = larger
    }
    from.copy(bytes, length, start, end)
    length += end - start
  }
  /** The string read so far: escapes are decoded as they come, the UTF-8 between them here. */
  function text(): string {
    return length === 0 ? decoded : decoded + bytes.toString('utf8', 0, length)
  }

  const sink: TokenSink = {
    value(c, at) {
      if (!selector.keep(path)) return false
      if (c === 0x7b || c === 0x5b) {
        objects.push(c === 0x7b)
        selector.open?.(path, c === 0x7b ? 'object' : 'array')
      } else if (c === 0x22) startReading(STRING, c, at)
      else if (c === 0x2d || (c >= 0x30 && c <= 0x39)) startReading(NUMBER, c, at)
      return true
    },
    key(at) { startReading(KEY, 0x22, at) },
    item(first) {
      // An array's index counts its items; an object's key is set when read.
      if (first) path.push(objects[objects.length - 1] ? '' : 0)
      else if (!objects[objects.length - 1]) (path[path.length - 1] as number)++
    },
    colon() {},
    close(object, empty) {
      if (!empty) path.pop()
      objects.pop()
      selector.close?.(path, object ? 'object' : 'array')
    },
    text(from, start, end) {
      count(end - start)
      append(from, start, end)
    },
    escape(_bytes, escapeLength, unit) {
      count(escapeLength)
      // A \uXXXX escape is one UTF-16 code unit, as JSON.parse reads it: two make a surrogate pair, one alone stays so.
      decoded = text() + String.fromCharCode(unit)
      length = 0
    },
    replacement(writtenBytes) {
      count(writtenBytes)
      append(REPLACEMENT, 0, 3)
    },
    stringEnd() {
      const value = text()
      if (reading === KEY) path[path.length - 1] = value
      else selector.scalar?.(path, value)
    },
    numberEnd() { selector.scalar?.(path, { number: bytes.toString('latin1', 0, length) }) },
    literal(word) { selector.scalar?.(path, word[0] === 0x74 ? true : word[0] === 0x66 ? false : null) }
  }
  const tokenizer = jsonTokenizer(sink, { topLevel: 'any', maxDepth: options.maxDepth })
  for await (const chunk of source) tokenizer.feed(chunk)
  tokenizer.end()
}
