import { Transform, type TransformCallback } from 'node:stream'

/** The text is not a single JSON value of the expected kind; its message is a short phrase such as `not JSON: unexpected "x" at byte 12`. */
export class JsonSyntaxError extends Error {
  name = 'JsonSyntaxError'
}

// Where the tokenizer is. The states up to DONE lie between tokens, where whitespace is skipped.
const VALUE = 0 // a value: at the top, after ":", or after "," in an array
const FIRST_ITEM = 1 // a value or "]", just after "["
const FIRST_KEY = 2 // a key or "}", just after "{"
const KEY = 3 // a key, after "," in an object
const COLON = 4
const AFTER = 5 // "," or the closer of the innermost container
const DONE = 6 // after the top-level value: only whitespace may follow
const STRING = 7
const ESCAPE = 8 // just after a backslash
const UNICODE = 9 // among the four hex digits of \uXXXX
const NUMBER = 10
const LITERAL = 11 // inside true, false or null
const SEQUENCE = 12 // inside a string, among the continuation bytes of a multi-byte UTF-8 character

// Number sub-states, named after what was read last; a number is complete only in ZERO, INT, FRAC or EXP.
const N_START = 0, N_MINUS = 1, N_ZERO = 2, N_INT = 3, N_DOT = 4, N_FRAC = 5, N_E = 6, N_SIGN = 7, N_EXP = 8
const N_END = -1 // the byte is the first one after a complete number
const N_BAD = -2

/** One step of `-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?`. */
function numberStep(s: number, c: number): number {
  const digit = c >= 0x30 && c <= 0x39
  const e = c === 0x65 || c === 0x45
  switch (s) {
    case N_START: return c === 0x2d ? N_MINUS : c === 0x30 ? N_ZERO : digit ? N_INT : N_BAD
    case N_MINUS: return c === 0x30 ? N_ZERO : digit ? N_INT : N_BAD
    case N_ZERO: return c === 0x2e ? N_DOT : e ? N_E : N_END // "01": the "1" is then rejected as a stray token
    case N_INT: return digit ? N_INT : c === 0x2e ? N_DOT : e ? N_E : N_END
    case N_DOT: return digit ? N_FRAC : N_BAD
    case N_FRAC: return digit ? N_FRAC : e ? N_E : N_END
    case N_E: return c === 0x2b || c === 0x2d ? N_SIGN : digit ? N_EXP : N_BAD
    case N_SIGN: return digit ? N_EXP : N_BAD
    default: return digit ? N_EXP : N_END
  }
}

const LITERALS = [Buffer.from('true'), Buffer.from('false'), Buffer.from('null')]
const BOM = [0xef, 0xbb, 0xbf]
/** Output is written into buffers of this size, each handed on in pieces as input chunks end, and never written again. */
const OUTPUT_BUFFER_BYTES = 64 << 10
/** Runs shorter than this are copied byte by byte: cheaper than Buffer.copy's call for a few bytes. */
const SHORT_RUN = 24

/**
 * A Transform stream: Buffer chunks of UTF-8 JSON in, the same document pretty-printed out as Buffer chunks of UTF-8,
 * laid out like `JSON.stringify(value, null, 2) + '\n'` but with every token copied as written (numbers exact, escapes
 * kept). It works on the bytes themselves: no text is decoded, and the output goes into buffers of 64 KiB that are
 * handed on in slices, so that memory (and what the garbage collector must reclaim) stays small and does not grow with
 * the document; only a few bytes of state and the stack of open containers are kept. Invalid UTF-8 in a string becomes
 * U+FFFD, as `Buffer.toString` decodes it. The stream fails with a {@link JsonSyntaxError} at the first grammar error,
 * on an incomplete document at the end, on anything after the top-level value, on nesting deeper than `maxDepth`
 * (default 1000) and, when `topLevel` is `'object'` (the default), when the top-level value is not an object.
 */
export function prettyJson(options: { topLevel?: 'object' | 'any'; maxDepth?: number } = {}): Transform {
  const objectOnly = (options.topLevel ?? 'object') === 'object'
  // Output grows with the square of the depth (the indentation): 1000 levels is about 1 MB at worst.
  const maxDepth = options.maxDepth ?? 1_000
  const stack: boolean[] = [] // the open containers, true for an object
  let state = VALUE
  let num = N_START
  let key = false // whether the current string is a key
  let word = LITERALS[0] // the literal being read, and how many of its bytes were matched
  let matched = 0
  let hexLeft = 0
  let bom = 0 // bytes of a leading byte order mark matched so far; -1 once past the start
  let bytesBefore = 0 // bytes of input before the current chunk
  // A multi-byte character in a string, as the WHATWG UTF-8 decoder reads it: its bytes so far, how many it needs,
  // and the range of its next byte. Kept across chunks.
  const sequence = Buffer.alloc(4)
  let seen = 0
  let needed = 0
  let lower = 0x80
  let upper = 0xbf

  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) { run(chunk, callback) },
    flush(callback) { run(undefined, callback) }
  })
  // The output: bytes [start, at) of `out` are written but not yet handed on.
  let out = Buffer.allocUnsafe(OUTPUT_BUFFER_BYTES)
  let start = 0
  let at = 0

  function handOn(): void {
    if (at > start) stream.push(out.subarray(start, at))
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
      while (from < to) out[at++] = chunk[from++]
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
    out[at++] = 0x0a
    const end = at + 2 * depth
    if (depth < SHORT_RUN) while (at < end) out[at++] = 0x20
    else {
      out.fill(0x20, at, end)
      at = end
    }
    if (after) out[at++] = after
  }
  /** U+FFFD, in UTF-8. */
  function replacement(): void {
    room(3)
    out[at++] = 0xef
    out[at++] = 0xbf
    out[at++] = 0xbd
  }

  function fail(chunk: Buffer, i: number, what = 'not JSON: unexpected'): never {
    // The character at i (always within the chunk), decoded: one that is not valid UTF-8 shows as U+FFFD.
    const char = [...chunk.toString('utf8', i, i + 4)][0]
    throw new JsonSyntaxError(`${what} ${JSON.stringify(char)} at byte ${bytesBefore + i}`)
  }

  /** The start of a byte order mark, cut short: not UTF-8, so U+FFFD at the first byte. */
  const brokenMark = () => new JsonSyntaxError('not JSON: unexpected "\ufffd" at byte 0')

  function endValue(): void {
    if (stack.length > 0) state = AFTER
    else { put(0x0a); state = DONE }
  }

  /** Starts the value whose first byte is at `i`; returns where to read next. */
  function startValue(chunk: Buffer, i: number, c: number): number {
    if (objectOnly && stack.length === 0 && c !== 0x7b) fail(chunk, i, '[{"tfn-0123456789'.includes(String.fromCharCode(c)) ? 'not a JSON object: the top-level value starts with' : undefined)
    if (c === 0x7b || c === 0x5b) {
      if (stack.length >= maxDepth) fail(chunk, i, `nested too deeply (over ${maxDepth} levels):`)
      stack.push(c === 0x7b)
      put(c)
      state = c === 0x7b ? FIRST_KEY : FIRST_ITEM
    } else if (c === 0x22) {
      put(0x22)
      key = false
      state = STRING
    } else if (c === 0x74 || c === 0x66 || c === 0x6e) {
      word = LITERALS[c === 0x74 ? 0 : c === 0x66 ? 1 : 2]
      matched = 1
      state = LITERAL
    } else if (c === 0x2d || (c >= 0x30 && c <= 0x39)) {
      num = N_START
      state = NUMBER
      return i // the NUMBER state reads the first byte too
    } else fail(chunk, i)
    return i + 1
  }

  /** The first byte of a multi-byte character in a string (WHATWG UTF-8 decoder). */
  function startSequence(c: number): void {
    if (c >= 0xc2 && c <= 0xdf) needed = 1
    else if (c >= 0xe0 && c <= 0xef) {
      needed = 2
      if (c === 0xe0) lower = 0xa0
      else if (c === 0xed) upper = 0x9f
    } else if (c >= 0xf0 && c <= 0xf4) {
      needed = 3
      if (c === 0xf0) lower = 0x90
      else if (c === 0xf4) upper = 0x8f
    } else {
      replacement()
      return
    }
    sequence[0] = c
    seen = 1
    state = SEQUENCE
  }

  /** Reads one chunk, writing the output for it. */
  function feed(chunk: Buffer): void {
    const n = chunk.length
    let i = 0
    // A leading byte order mark is skipped: some writers put one before UTF-8 JSON, and RFC 8259 lets parsers ignore it.
    while (bom >= 0 && i < n) {
      if (chunk[i] === BOM[bom]) {
        i++
        if (++bom === 3) bom = -1
      } else if (bom === 0) bom = -1
      else throw brokenMark()
    }
    while (i < n) {
      const c = chunk[i]
      if (state <= DONE && (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09)) { i++; continue }
      switch (state) {
        case VALUE: i = startValue(chunk, i, c); break
        case FIRST_ITEM:
        case FIRST_KEY:
          // Only now is it known whether the container is empty ("{}", "[]") or opens a new line.
          if (c === (state === FIRST_KEY ? 0x7d : 0x5d)) {
            put(stack.pop() ? 0x7d : 0x5d)
            endValue()
            i++
          } else {
            newline(stack.length)
            state = state === FIRST_KEY ? KEY : VALUE
          }
          break
        case KEY:
          if (c !== 0x22) fail(chunk, i)
          put(0x22)
          key = true
          state = STRING
          i++
          break
        case COLON:
          if (c !== 0x3a) fail(chunk, i)
          room(2)
          out[at++] = 0x3a
          out[at++] = 0x20
          state = VALUE
          i++
          break
        case AFTER: {
          const inObject = stack[stack.length - 1]
          if (c === 0x2c) {
            newline(stack.length, 0x2c)
            state = inObject ? KEY : VALUE
          } else if (c === (inObject ? 0x7d : 0x5d)) {
            stack.pop()
            newline(stack.length, 0, c)
            endValue()
          } else fail(chunk, i)
          i++
          break
        }
        case DONE: return fail(chunk, i)
        case STRING: {
          // The hot loop: copy the run of plain ASCII up to a quote, a backslash, a control character or a non-ASCII byte.
          let j = i
          let d = c
          while (d !== 0x22 && d !== 0x5c && d >= 0x20 && d < 0x80 && ++j < n) d = chunk[j]
          copy(chunk, i, j)
          i = j
          if (i === n) break
          if (d === 0x22 || d === 0x5c) {
            put(d)
            i++
            if (d === 0x5c) state = ESCAPE
            else if (key) state = COLON
            else endValue()
          } else if (d < 0x20) fail(chunk, i)
          else {
            startSequence(d)
            i++
          }
          break
        }
        case SEQUENCE: {
          const continues = c >= lower && c <= upper
          lower = 0x80
          upper = 0xbf
          if (!continues) {
            // Not a continuation here: the bytes so far are one U+FFFD, and this byte is read again in the string.
            replacement()
            state = STRING
          } else {
            sequence[seen++] = c
            i++
            if (seen === needed + 1) {
              room(seen)
              for (let k = 0; k < seen; k++) out[at++] = sequence[k]
              state = STRING
            }
          }
          break
        }
        case ESCAPE:
          if (c === 0x75) { hexLeft = 4; state = UNICODE }
          else if (c === 0x22 || c === 0x5c || c === 0x2f || c === 0x62 || c === 0x66 || c === 0x6e || c === 0x72 || c === 0x74) state = STRING
          else fail(chunk, i)
          put(c)
          i++
          break
        case UNICODE:
          if (!((c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66))) fail(chunk, i)
          put(c)
          i++
          if (--hexLeft === 0) state = STRING
          break
        case NUMBER: {
          // Copied as written; only its grammar is checked, so large or long numbers stay exact.
          const first = i
          let next = num
          while (i < n && (next = numberStep(num, chunk[i])) >= 0) { num = next; i++ }
          copy(chunk, first, i)
          if (next === N_BAD) fail(chunk, i)
          if (next === N_END) endValue() // and the byte after the number is read again in the new state
          break
        }
        default: // LITERAL
          if (c !== word[matched]) fail(chunk, i)
          i++
          if (++matched === word.length) {
            copy(word, 0, word.length)
            endValue()
          }
      }
    }
  }

  function run(chunk: Buffer | undefined, callback: TransformCallback): void {
    try {
      if (chunk) {
        feed(chunk)
        bytesBefore += chunk.length
      } else {
        // The end. A number is only known to be complete at the end of the text (a top-level number with topLevel 'any').
        if (bom > 0) throw brokenMark()
        if (state === NUMBER && stack.length === 0 && (num === N_ZERO || num === N_INT || num === N_FRAC || num === N_EXP)) endValue()
        if (state !== DONE) throw new JsonSyntaxError(`not JSON: unexpected end of input at byte ${bytesBefore}`)
      }
      handOn()
      callback()
    } catch (error) {
      start = at
      callback(error as Error)
    }
  }

  return stream
}
