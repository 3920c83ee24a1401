import { jsonTokenizer, type TokenSink } from './json-tokenizer.js'
import type { ChunkFilter } from './safe-file.js'

export { JsonSyntaxError } from './json-tokenizer.js'

/** Output is written into buffers of this size, each handed on in pieces as input chunks end, and never written again. */
const OUTPUT_BUFFER_BYTES = 64 << 10
/** Runs shorter than this are copied byte by byte: cheaper than Buffer.copy's call for a few bytes. */
const SHORT_RUN = 24
/** "\n" and the indentation of each depth up to 63, the depths that documents have. */
const INDENTS = Array.from({ length: 64 }, (_, depth) => Buffer.from('\n' + ' '.repeat(2 * depth)))

/**
 * A filter for writeFileSafely: Buffer chunks of UTF-8 JSON in, the same document pretty-printed out as Buffer chunks of UTF-8,
 * laid out like `JSON.stringify(value, null, 2) + '\n'` but with every token copied as written (numbers exact, escapes
 * kept). It works on the bytes themselves: no text is decoded, and the output goes into buffers of 64 KiB that are
 * handed on in slices, so that memory (and what the garbage collector must reclaim) stays small and does not grow with
 * the document; only a few bytes of state and the stack of open containers are kept. Invalid UTF-8 in a string becomes
 * U+FFFD, as `Buffer.toString` decodes it. It throws a {@link JsonSyntaxError} at the first grammar error,
 * on an incomplete document at the end, on anything after the top-level value, on nesting deeper than `maxDepth`
 * (default 1000) and, when `topLevel` is `'object'` (the default), when the top-level value is not an object.
 */
export function prettyJson(options: { topLevel?: 'object' | 'any'; maxDepth?: number } = {}): ChunkFilter {
  // The output: bytes [start, at) of `out` are written but not yet handed on; `done` holds what was handed on for the chunk.
  let out = Buffer.allocUnsafe(OUTPUT_BUFFER_BYTES)
  let start = 0
  let at = 0
  let done: Buffer[] = []

  function handOn(): void {
    if (at > start) done.push(out.subarray(start, at))
    start = at
  }
  /** Makes room for `n` more bytes of output. */
  function room(n: number): void {
    if (at + n <= out.length) return
    handOn()
    out = Buffer.allocUnsafe(Math.max(n, OUTPUT_BUFFER_BYTES))
    start = at = 0
  }
  function put(byte: number): void {
    if (at === out.length) room(1)
    out[at++] = byte
  }
  /** Copies bytes [from, to) of the chunk, across output buffers when they are many. */
  function copy(chunk: Buffer, from: number, to: number): void {
    if (to - from < SHORT_RUN) {
      room(to - from)
      // In locals: the loop then keeps them in registers rather than in the closure.
      const o = out
      let a = at
      while (from < to) o[a++] = chunk[from++]
      at = a
      return
    }
    while (from < to) {
      if (at === out.length) room(1)
      const k = Math.min(to - from, out.length - at)
      chunk.copy(out, at, from, from + k)
      at += k
      from += k
    }
  }
  /** "\n" and the indentation of a depth, optionally after a "," or before a closer. */
  function newline(depth: number, before = 0, after = 0): void {
    room(2 * depth + 3)
    if (before) out[at++] = before
    if (depth < INDENTS.length) {
      // One copy of a ready line start: cheaper than writing its spaces one by one.
      const indent = INDENTS[depth]
      out.set(indent, at)
      at += indent.length
    } else {
      out[at++] = 0x0a
      out.fill(0x20, at, at + 2 * depth)
      at += 2 * depth
    }
    if (after) out[at++] = after
  }

  // Every token is copied as written; only the layout between tokens is the printer's. Output grows with the square
  // of the depth (the indentation): 1000 levels is about 1 MB at worst.
  const sink: TokenSink = {
    value(c) {
      if (c === 0x7b || c === 0x5b || c === 0x22) put(c) // a container's opener, a string's opening quote
      return true
    },
    key() { put(0x22) },
    // Only at its first member is it known that a container is not empty ("{}", "[]") and opens a new line.
    item(first, depth) { newline(depth, first ? 0 : 0x2c) },
    colon() {
      room(2)
      out[at++] = 0x3a
      out[at++] = 0x20
    },
    close(object, empty, depth) {
      if (empty) put(object ? 0x7d : 0x5d)
      else newline(depth, 0, object ? 0x7d : 0x5d)
    },
    text: copy,
    escape(bytes, length) { copy(bytes, 0, length) },
    replacement() {
      // U+FFFD, in UTF-8.
      room(3)
      out[at++] = 0xef
      out[at++] = 0xbf
      out[at++] = 0xbd
    },
    stringEnd() { put(0x22) },
    numberEnd() {},
    literal(word) { copy(word, 0, word.length) }
  }
  const tokenizer = jsonTokenizer(sink, { topLevel: options.topLevel, maxDepth: options.maxDepth })

  /** What the chunk (or, without one, the end) made, in order. */
  function run(chunk: Buffer | undefined): Buffer[] {
    try {
      if (chunk) tokenizer.feed(chunk)
      else {
        tokenizer.end()
        put(0x0a) // the newline after the top-level value
      }
      handOn()
      return done
    } catch (error) {
      start = at
      throw error
    } finally {
      done = []
    }
  }

  return { write: run, end: () => run(undefined) }
}
