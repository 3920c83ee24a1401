import { Transform, type TransformCallback } from 'node:stream'
import { StringDecoder } from 'node:string_decoder'

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

// Number sub-states, named after what was read last; a number is complete only in ZERO, INT, FRAC or EXP.
const N_START = 0, N_MINUS = 1, N_ZERO = 2, N_INT = 3, N_DOT = 4, N_FRAC = 5, N_E = 6, N_SIGN = 7, N_EXP = 8
const N_END = -1 // the character is the first one after a complete number
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

// "\n" plus the indentation of a depth; shallow ones are shared, deep ones built when needed so a deep document leaves nothing behind.
const newlines = Array.from({ length: 64 }, (_, depth) => '\n' + '  '.repeat(depth))
const newline = (depth: number) => newlines[depth] ?? '\n' + '  '.repeat(depth)

/**
 * A Transform stream: Buffer chunks of UTF-8 JSON in, the same document pretty-printed out as strings, laid out like
 * `JSON.stringify(value, null, 2) + '\n'` but with every token copied as written (numbers exact, escapes kept).
 * Only a few characters of state and the stack of open containers are kept, so memory does not grow with the document.
 * Invalid UTF-8 becomes U+FFFD. The stream fails with a {@link JsonSyntaxError} at the first grammar error, on an
 * incomplete document at the end, on anything after the top-level value, on nesting deeper than `maxDepth` (default
 * 1000) and, when `topLevel` is `'object'` (the default), when the top-level value is not an object.
 */
export function prettyJson(options: { topLevel?: 'object' | 'any'; maxDepth?: number } = {}): Transform {
  const objectOnly = (options.topLevel ?? 'object') === 'object'
  // Output grows with the square of the depth (the indentation): 1000 levels is about 1 MB at worst.
  const maxDepth = options.maxDepth ?? 1_000
  // StringDecoder keeps a character split across chunks for the next one and turns invalid bytes into U+FFFD.
  const decoder = new StringDecoder('utf8')
  const stack: boolean[] = [] // the open containers, true for an object
  let state = VALUE
  let num = N_START
  let key = false // whether the current string is a key
  let word = '' // the literal being read, and how many of its characters were matched
  let matched = 0
  let hexLeft = 0
  let atStart = true
  let bytesBefore = 0 // UTF-8 length of the text before the current chunk (exact unless bytes were replaced by U+FFFD)
  // The output for the current chunk. Appending builds a V8 rope that is flattened once, when the chunk is written out:
  // measured faster than pushing the pieces to an array and joining it, with the same per-chunk memory.
  let out = ''

  function fail(text: string, i: number, what = 'not JSON: unexpected'): never {
    const at = bytesBefore + Buffer.byteLength(text.slice(0, i))
    throw new JsonSyntaxError(`${what} ${JSON.stringify(String.fromCodePoint(text.codePointAt(i) ?? 0))} at byte ${at}`)
  }

  function endValue(): void {
    if (stack.length > 0) state = AFTER
    else { out += '\n'; state = DONE }
  }

  /** Starts the value whose first character is at `i`; returns where to read next. */
  function startValue(text: string, i: number, c: number): number {
    if (objectOnly && stack.length === 0 && c !== 0x7b) fail(text, i, '[{"tfn-0123456789'.includes(text[i]) ? 'not a JSON object: the top-level value starts with' : undefined)
    if (c === 0x7b || c === 0x5b) {
      if (stack.length >= maxDepth) fail(text, i, `nested too deeply (over ${maxDepth} levels):`)
      stack.push(c === 0x7b)
      out += c === 0x7b ? '{' : '['
      state = c === 0x7b ? FIRST_KEY : FIRST_ITEM
    } else if (c === 0x22) {
      out += '"'
      key = false
      state = STRING
    } else if (c === 0x74 || c === 0x66 || c === 0x6e) {
      word = c === 0x74 ? 'true' : c === 0x66 ? 'false' : 'null'
      matched = 1
      state = LITERAL
    } else if (c === 0x2d || (c >= 0x30 && c <= 0x39)) {
      num = N_START
      state = NUMBER
      return i // the NUMBER state reads the first character too
    } else fail(text, i)
    return i + 1
  }

  /** Reads one chunk of text, appending the output for it to `out`. */
  function feed(text: string): void {
    const n = text.length
    let i = 0
    while (i < n) {
      const c = text.charCodeAt(i)
      if (state <= DONE && (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09)) { i++; continue }
      switch (state) {
        case VALUE: i = startValue(text, i, c); break
        case FIRST_ITEM:
        case FIRST_KEY:
          // Only now is it known whether the container is empty ("{}", "[]") or opens a new line.
          if (c === (state === FIRST_KEY ? 0x7d : 0x5d)) {
            out += stack.pop() ? '}' : ']'
            endValue()
            i++
          } else {
            out += newline(stack.length)
            state = state === FIRST_KEY ? KEY : VALUE
          }
          break
        case KEY:
          if (c !== 0x22) fail(text, i)
          out += '"'
          key = true
          state = STRING
          i++
          break
        case COLON:
          if (c !== 0x3a) fail(text, i)
          out += ': '
          state = VALUE
          i++
          break
        case AFTER: {
          const inObject = stack[stack.length - 1]
          if (c === 0x2c) {
            out += ',' + newline(stack.length)
            state = inObject ? KEY : VALUE
          } else if (c === (inObject ? 0x7d : 0x5d)) {
            stack.pop()
            out += newline(stack.length) + (inObject ? '}' : ']')
            endValue()
          } else fail(text, i)
          i++
          break
        }
        case DONE: return fail(text, i)
        case STRING: {
          // The hot loop: copy the run of plain characters up to a quote, a backslash or a control character.
          const start = i
          let d = c
          while (d !== 0x22 && d !== 0x5c && d >= 0x20 && ++i < n) d = text.charCodeAt(i)
          if (i === n) { out += text.slice(start); break }
          if (d < 0x20) fail(text, i)
          out += text.slice(start, ++i) // with the quote or backslash
          if (d === 0x5c) state = ESCAPE
          else if (key) state = COLON
          else endValue()
          break
        }
        case ESCAPE:
          if (c === 0x75) { hexLeft = 4; state = UNICODE }
          else if (c === 0x22 || c === 0x5c || c === 0x2f || c === 0x62 || c === 0x66 || c === 0x6e || c === 0x72 || c === 0x74) state = STRING
          else fail(text, i)
          out += text[i++]
          break
        case UNICODE:
          if (!((c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66))) fail(text, i)
          out += text[i++]
          if (--hexLeft === 0) state = STRING
          break
        case NUMBER: {
          // Copied as written; only its grammar is checked, so large or long numbers stay exact.
          const start = i
          let next = num
          while (i < n && (next = numberStep(num, text.charCodeAt(i))) >= 0) { num = next; i++ }
          if (i > start) out += text.slice(start, i)
          if (next === N_BAD) fail(text, i)
          if (next === N_END) endValue() // and the character after the number is read again in the new state
          break
        }
        default: // LITERAL
          if (c !== word.charCodeAt(matched)) fail(text, i)
          i++
          if (++matched === word.length) { out += word; endValue() }
      }
    }
  }

  function run(stream: Transform, text: string, end: boolean, callback: TransformCallback): void {
    try {
      // A leading byte order mark is skipped: some writers put one before UTF-8 JSON, and RFC 8259 lets parsers ignore it.
      if (atStart && text.length > 0) {
        atStart = false
        if (text.charCodeAt(0) === 0xfeff) { text = text.slice(1); bytesBefore = 3 }
      }
      feed(text)
      bytesBefore += Buffer.byteLength(text)
      if (end) {
        // A number is only known to be complete at the end of the text (a top-level number with topLevel 'any').
        if (state === NUMBER && stack.length === 0 && (num === N_ZERO || num === N_INT || num === N_FRAC || num === N_EXP)) endValue()
        if (state !== DONE) throw new JsonSyntaxError(`not JSON: unexpected end of input at byte ${bytesBefore}`)
      }
      if (out.length > 0) stream.push(out)
      out = ''
      callback()
    } catch (error) {
      out = ''
      callback(error as Error)
    }
  }

  return new Transform({
    encoding: 'utf8', // the readable side carries strings, as pushed
    transform(chunk: Buffer, _encoding, callback) { run(this, decoder.write(chunk), false, callback) },
    flush(callback) { run(this, decoder.end(), true, callback) }
  })
}
