/**
 * The keys of the object that a top-level object's `name` holds, in the order the text writes them
 * (each once, where it first stands), or none when that value is no object. JSON.parse cannot tell
 * this order: it puts integer keys first, ascending, whatever the text says. `text` must be valid
 * JSON (JSON.parse has read it); of a name written twice, the last counts, as for JSON.parse.
 */
export function topLevelKeysInOrder(text: string, name: string): string[] {
  let keys = new Set<string>()
  let depth = 0
  /** The depth of the object whose keys are collected; 0 while outside it. */
  let collecting = 0
  /** The last top-level key was `name`: an object that opens now is the one. */
  let named = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === QUOTE) {
      const end = endOfString(text, i)
      let next = end + 1
      while (isBlank(text.charCodeAt(next))) next++
      if (text.charCodeAt(next) === COLON) {
        const key = JSON.parse(text.slice(i, end + 1)) as string
        if (depth === 1) named = key === name
        else if (depth === collecting) keys.add(key)
      } else {
        named = false
      }
      i = end
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      depth++
      if (named && depth === 2 && c === OPEN_OBJECT) {
        collecting = 2
        keys = new Set()
      }
      named = false
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      if (depth === collecting) collecting = 0
      depth--
    } else if (!isBlank(c) && c !== COLON && c !== COMMA) {
      // A number or a literal: the value of the name, if it was the name's, is no object.
      named = false
    }
  }
  return [...keys]
}

const QUOTE = 0x22
const BACKSLASH = 0x5c
const COLON = 0x3a
const COMMA = 0x2c
const OPEN_OBJECT = 0x7b
const CLOSE_OBJECT = 0x7d
const OPEN_ARRAY = 0x5b
const CLOSE_ARRAY = 0x5d

/** The index of the quote that ends the string whose opening quote is at `start`. */
function endOfString(text: string, start: number): number {
  let i = start + 1
  // Bounded by the text's end, though valid JSON never reaches it.
  while (i < text.length && text.charCodeAt(i) !== QUOTE) i += text.charCodeAt(i) === BACKSLASH ? 2 : 1
  return i
}

/** JSON's whitespace: space, tab, line feed, carriage return. */
function isBlank(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d
}
