// One byte-level JSON tokenizer for the answers that can weigh hundreds of megabytes (the report, the journey
// results): it checks the grammar and the strings' UTF-8 and tells a sink about the tokens, so that each consumer
// (the pretty-printer, the selective reader) keeps only what it needs and nothing grows with the document.

/** The text is not a single JSON value of the expected kind; its message is a short phrase such as `not JSON: unexpected "x" at byte 12`. */
export class JsonSyntaxError extends Error {
  name = 'JsonSyntaxError'
}

/**
 * What the tokenizer tells of a document, in the order of the text. Bytes handed over are only valid for the call
 * (they are the input chunk's, or the tokenizer's own): copy what is kept. A value the sink skips (`value` answers
 * false) is still checked whole, but nothing of it is told and its strings are not decoded.
 */
export interface TokenSink {
  /**
   * A value starts with the byte `c` (`{`, `[`, `"`, `t`, `f`, `n`, `-` or a digit), at byte `at` of the input; false
   * skips it. Asked once the grammar allows the value there (nesting included), and not for keys.
   */
  value(c: number, at: number): boolean
  /** A key starts (its opening quote read), at byte `at`. */
  key(at: number): void
  /** A member or an item follows in the innermost container (the first, or one after a ","), `depth` containers deep. */
  item(first: boolean, depth: number): void
  colon(): void
  /** The innermost container closes; `depth` containers stay open. */
  close(object: boolean, empty: boolean, depth: number): void
  /** Bytes of a string (key or value) or of a number, as written; in a string, always whole UTF-8 characters. */
  text(bytes: Buffer, from: number, to: number): void
  /** An escape in a string, its `length` bytes as written (`\n`, `\u00e9`), and the UTF-16 code unit it stands for. */
  escape(bytes: Buffer, length: number, unit: number): void
  /** `written` bytes of a string that are not UTF-8, read as one U+FFFD (as `Buffer.toString` reads them). */
  replacement(written: number): void
  stringEnd(): void
  numberEnd(): void
  /** true, false or null, as its bytes. */
  literal(word: Buffer): void
}

export interface JsonTokenizer {
  /** Reads the next chunk of the document; throws a JsonSyntaxError, or what the sink throws. */
  feed(chunk: Buffer): void
  /** The document ends here: throws if it is incomplete. */
  end(): void
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

/** The UTF-16 code unit of a one-character escape (`\n` and the like), by the byte after the backslash; 0 if none. */
const ESCAPED = new Uint8Array(128)
for (const [c, unit] of [[0x22, 0x22], [0x5c, 0x5c], [0x2f, 0x2f], [0x62, 0x08], [0x66, 0x0c], [0x6e, 0x0a], [0x72, 0x0d], [0x74, 0x09]]) ESCAPED[c] = unit

/**
 * A tokenizer of one document that tells `sink` about it as it reads. Only a few bytes of state and the stack of open
 * containers are kept. Invalid UTF-8 in a string is told as U+FFFD, as `Buffer.toString` decodes it. It throws a
 * {@link JsonSyntaxError} at the first grammar error, on an incomplete document at the end, on anything after the
 * top-level value, on nesting deeper than `maxDepth` (default 1000) and, when `topLevel` is `'object'`, when the
 * top-level value is not an object. A leading byte order mark is skipped.
 */
export function jsonTokenizer(sink: TokenSink, options: { topLevel?: 'object' | 'any'; maxDepth?: number } = {}): JsonTokenizer {
  const objectOnly = (options.topLevel ?? 'object') === 'object'
  const maxDepth = options.maxDepth ?? 1_000
  const stack: boolean[] = [] // the open containers, true for an object
  let state = VALUE
  let num = N_START
  let key = false // whether the current string is a key
  let word = LITERALS[0] // the literal being read, and how many of its bytes were matched
  let matched = 0
  let bom = 0 // bytes of a leading byte order mark matched so far; -1 once past the start
  let bytesBefore = 0 // bytes of input before the current chunk
  // A value the sink skips: the depth it starts at, or -1. Nothing inside it is told, and its strings are only
  // scanned for their end (invalid UTF-8 in a string is no grammar error).
  let skipFrom = -1
  // An escape being read: its bytes so far, and the code unit of \uXXXX.
  const escaped = Buffer.alloc(6)
  let escapedLength = 0
  let unit = 0
  // A multi-byte character in a string, as the WHATWG UTF-8 decoder reads it: its bytes so far, how many it needs,
  // and the range of its next byte. Kept across chunks.
  const sequence = Buffer.alloc(4)
  let seen = 0
  let needed = 0
  let lower = 0x80
  let upper = 0xbf

  function fail(chunk: Buffer, i: number, what = 'not JSON: unexpected'): never {
    // The character at i (always within the chunk), decoded: one that is not valid UTF-8 shows as U+FFFD.
    const char = [...chunk.toString('utf8', i, i + 4)][0]
    throw new JsonSyntaxError(`${what} ${JSON.stringify(char)} at byte ${bytesBefore + i}`)
  }

  /** The start of a byte order mark, cut short: not UTF-8, so U+FFFD at the first byte. */
  const brokenMark = () => new JsonSyntaxError('not JSON: unexpected "\ufffd" at byte 0')

  function endValue(): void {
    if (skipFrom === stack.length) skipFrom = -1
    state = stack.length > 0 ? AFTER : DONE
  }

  /** Starts the value whose first byte is at `i`; returns where to read next. */
  function startValue(chunk: Buffer, i: number, c: number): number {
    if (objectOnly && stack.length === 0 && c !== 0x7b) fail(chunk, i, '[{"tfn-0123456789'.includes(String.fromCharCode(c)) ? 'not a JSON object: the top-level value starts with' : undefined)
    // The state the value starts in, by its first byte.
    const next = c === 0x22 ? STRING : c === 0x7b ? FIRST_KEY : c === 0x5b ? FIRST_ITEM : c === 0x2d || (c >= 0x30 && c <= 0x39) ? NUMBER : c === 0x74 || c === 0x66 || c === 0x6e ? LITERAL : fail(chunk, i)
    if (next <= FIRST_KEY && stack.length >= maxDepth) fail(chunk, i, `nested too deeply (over ${maxDepth} levels):`)
    if (skipFrom < 0 && !sink.value(c, bytesBefore + i)) skipFrom = stack.length
    state = next
    if (next === STRING) key = false
    else if (next === NUMBER) {
      num = N_START
      return i // the NUMBER state reads the first byte too
    } else if (next === LITERAL) {
      word = LITERALS[c === 0x74 ? 0 : c === 0x66 ? 1 : 2]
      matched = 1
    } else stack.push(next === FIRST_KEY)
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
      sink.replacement(1)
      return
    }
    sequence[0] = c
    seen = 1
    state = SEQUENCE
  }

  /** Reads one chunk, telling the sink about it. */
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
          // Only now is it known whether the container is empty ("{}", "[]").
          if (c === (state === FIRST_KEY ? 0x7d : 0x5d)) {
            const object = stack.pop()!
            if (skipFrom < 0) sink.close(object, true, stack.length)
            endValue()
            i++
          } else {
            if (skipFrom < 0) sink.item(true, stack.length)
            state = state === FIRST_KEY ? KEY : VALUE
          }
          break
        case KEY:
          if (c !== 0x22) fail(chunk, i)
          if (skipFrom < 0) sink.key(bytesBefore + i)
          key = true
          state = STRING
          i++
          break
        case COLON:
          if (c !== 0x3a) fail(chunk, i)
          if (skipFrom < 0) sink.colon()
          state = VALUE
          i++
          break
        case AFTER: {
          const inObject = stack[stack.length - 1]
          if (c === 0x2c) {
            if (skipFrom < 0) sink.item(false, stack.length)
            state = inObject ? KEY : VALUE
          } else if (c === (inObject ? 0x7d : 0x5d)) {
            stack.pop()
            if (skipFrom < 0) sink.close(inObject, false, stack.length)
            endValue()
          } else fail(chunk, i)
          i++
          break
        }
        case DONE: return fail(chunk, i)
        case STRING: {
          // The hot loop: the run of plain ASCII up to a quote, a backslash, a control character or a non-ASCII byte;
          // in a skipped value, non-ASCII bytes too (their UTF-8 is not checked).
          let j = i
          let d = c
          if (skipFrom < 0) {
            while (d !== 0x22 && d !== 0x5c && d >= 0x20 && d < 0x80 && ++j < n) d = chunk[j]
            if (j > i) sink.text(chunk, i, j)
          } else while (d !== 0x22 && d !== 0x5c && d >= 0x20 && ++j < n) d = chunk[j]
          i = j
          if (i === n) break
          if (d === 0x22) {
            i++
            if (skipFrom < 0) sink.stringEnd()
            if (key) state = COLON
            else endValue()
          } else if (d === 0x5c) {
            escaped[0] = d
            escapedLength = 1
            state = ESCAPE
            i++
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
            sink.replacement(seen)
            state = STRING
          } else {
            sequence[seen++] = c
            i++
            if (seen === needed + 1) {
              sink.text(sequence, 0, seen)
              state = STRING
            }
          }
          break
        }
        case ESCAPE:
          escaped[escapedLength++] = c
          i++
          if (c === 0x75) { unit = 0; state = UNICODE }
          else if (c < 0x80 && ESCAPED[c] !== 0) {
            if (skipFrom < 0) sink.escape(escaped, 2, ESCAPED[c])
            state = STRING
          } else fail(chunk, i - 1)
          break
        case UNICODE:
          if (c >= 0x30 && c <= 0x39) unit = unit * 16 + c - 0x30
          else if ((c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66)) unit = unit * 16 + (c | 0x20) - 0x57
          else fail(chunk, i)
          escaped[escapedLength++] = c
          i++
          if (escapedLength === 6) {
            if (skipFrom < 0) sink.escape(escaped, 6, unit)
            state = STRING
          }
          break
        case NUMBER: {
          // Told as written; only its grammar is checked, so large or long numbers stay exact.
          const first = i
          let next = num
          while (i < n && (next = numberStep(num, chunk[i])) >= 0) { num = next; i++ }
          if (skipFrom < 0 && i > first) sink.text(chunk, first, i)
          if (next === N_BAD) fail(chunk, i)
          if (next === N_END) {
            if (skipFrom < 0) sink.numberEnd()
            endValue() // and the byte after the number is read again in the new state
          }
          break
        }
        default: // LITERAL
          if (c !== word[matched]) fail(chunk, i)
          i++
          if (++matched === word.length) {
            if (skipFrom < 0) sink.literal(word)
            endValue()
          }
      }
    }
  }

  return {
    feed(chunk) {
      feed(chunk)
      bytesBefore += chunk.length
    },
    end() {
      // A number is only known to be complete at the end of the text (a top-level number with topLevel 'any').
      if (bom > 0) throw brokenMark()
      if (state === NUMBER && stack.length === 0 && (num === N_ZERO || num === N_INT || num === N_FRAC || num === N_EXP)) {
        if (skipFrom < 0) sink.numberEnd()
        endValue()
      }
      if (state !== DONE) throw new JsonSyntaxError(`not JSON: unexpected end of input at byte ${bytesBefore}`)
    }
  }
}
