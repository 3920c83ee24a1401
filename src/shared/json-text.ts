// What JSON.parse does not keep of a JSON text, read from the text itself: the order of an
// object's keys, and the digits of a number.

/**
 * JSON.parse with every number for which `keep(key)` holds left as the text the service wrote,
 * digit for digit even beyond 2^53 (contract: "Answers are checked"). Uses the reviver's source
 * text access (Node.js 22 and later). Throws as JSON.parse throws.
 */
export function parseKeepingDigits(text: string, keep: (key: string) => boolean): unknown {
  const reviver = (key: string, value: unknown, context: { source: string }): unknown => (typeof value === 'number' && keep(key) ? context.source : value)
  return JSON.parse(text, reviver as Parameters<typeof JSON.parse>[1])
}

/**
 * The keys of the object that a top-level object's `name` holds, in the order the text writes them
 * (each once, where it first stands), or none when that value is no object. JSON.parse cannot tell
 * this order: it puts integer keys first, ascending, whatever the text says. `text` must be valid
 * JSON (JSON.parse has read it); of a name written twice, the last counts, as for JSON.parse.
 */
export function topLevelKeysInOrder(text: string, name: string): string[] {
  let keys = new Set<string>()
  let depth = 0
  /** Inside the object that the name holds, whose keys stand at depth 2. */
  let collecting = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === QUOTE) {
      const end = endOfString(text, i)
      const colon = afterBlanks(text, end + 1)
      if (text.charCodeAt(colon) === COLON) {
        const key = JSON.parse(text.slice(i, end + 1)) as string
        if (depth === 1 && key === name && text.charCodeAt(afterBlanks(text, colon + 1)) === OPEN_OBJECT) {
          keys = new Set()
          collecting = true
        } else if (collecting && depth === 2) {
          keys.add(key)
        }
      }
      i = end
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      depth++
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      depth--
      if (depth === 1) collecting = false
    }
  }
  return [...keys]
}

const QUOTE = 0x22
const BACKSLASH = 0x5c
const COLON = 0x3a
const OPEN_OBJECT = 0x7b
const CLOSE_OBJECT = 0x7d
const OPEN_ARRAY = 0x5b
const CLOSE_ARRAY = 0x5d

/** The index of the quote that ends the string whose opening quote is at `start` (the text's end if none does). */
function endOfString(text: string, start: number): number {
  let i = start + 1
  while (i < text.length && text.charCodeAt(i) !== QUOTE) i += text.charCodeAt(i) === BACKSLASH ? 2 : 1
  return i
}

/** The index of the first character from `i` on that is not JSON's whitespace (space, tab, line feed, carriage return). */
function afterBlanks(text: string, i: number): number {
  while (/[ \t\n\r]/.test(text.charAt(i))) i++
  return i
}
