/**
 * A minimal DER reader and writer: just what PKCS#12 and the NSS database need.
 * The reader keeps every element's exact bytes, so certificates are never re-encoded.
 */

/** ASN.1 universal tags used by this project. */
export const Tag = {
  Boolean: 0x01,
  Integer: 0x02,
  BitString: 0x03,
  OctetString: 0x04,
  Null: 0x05,
  Oid: 0x06,
  Utf8String: 0x0c,
  Sequence: 0x30,
  Set: 0x31,
  BmpString: 0x1e
} as const

/** One DER element (tag, length, value), with views of its bytes. */
export interface Der {
  tag: number
  /** The content octets. */
  value: Buffer
  /** The whole element: tag, length and content. */
  raw: Buffer
}

export class DerError extends Error {}

/**
 * Reads the element that starts at `offset`. Indefinite lengths (BER) are accepted too, since
 * some PKCS#12 writers use them; such an element's `value` ends before its end-of-contents octets.
 */
export function readDer(data: Buffer, offset = 0): Der {
  if (offset + 2 > data.length) throw new DerError('truncated DER element')
  const tag = data[offset]
  if ((tag & 0x1f) === 0x1f) throw new DerError('multi-byte DER tags are not supported')
  let length = data[offset + 1]
  let header = 2
  if (length === 0x80) {
    if (!(tag & 0x20)) throw new DerError('indefinite length on a primitive element')
    let end = offset + 2
    while (!(data[end] === 0 && data[end + 1] === 0)) {
      if (end + 2 > data.length) throw new DerError('truncated BER element')
      end += readDer(data, end).raw.length
    }
    return { tag, value: data.subarray(offset + 2, end), raw: data.subarray(offset, end + 2) }
  }
  if (length & 0x80) {
    const count = length & 0x7f
    if (count > 4) throw new DerError('unsupported DER length')
    if (offset + 2 + count > data.length) throw new DerError('truncated DER length')
    length = 0
    for (let i = 0; i < count; i++) length = length * 256 + data[offset + 2 + i]
    header += count
  }
  const end = offset + header + length
  if (end > data.length) throw new DerError('truncated DER element')
  return { tag, value: data.subarray(offset + header, end), raw: data.subarray(offset, end) }
}

/** Reads a buffer that must hold exactly one element. */
export function parseDer(data: Buffer): Der {
  const element = readDer(data)
  if (element.raw.length !== data.length) throw new DerError('trailing bytes after DER element')
  return element
}

/** The children of a constructed element (SEQUENCE, SET, [n] EXPLICIT, …). */
export function children(element: Der): Der[] {
  const result: Der[] = []
  for (let offset = 0; offset < element.value.length; ) {
    const child = readDer(element.value, offset)
    result.push(child)
    offset += child.raw.length
  }
  return result
}

/** Checks an element's tag and returns it, so that parsers read as a description of the structure. */
export function expectTag(element: Der | undefined, tag: number, what: string): Der {
  if (!element || element.tag !== tag) throw new DerError(`expected ${what}`)
  return element
}

/** The octets of an OCTET STRING, primitive or (BER) constructed from pieces, whatever its tag class. */
export function octets(element: Der): Buffer {
  return element.tag & 0x20 ? Buffer.concat(children(element).map(octets)) : element.value
}

/** Dotted text of an OBJECT IDENTIFIER's content. */
export function oidToString(value: Buffer): string {
  const parts: number[] = []
  let n = 0
  for (const byte of value) {
    n = n * 128 + (byte & 0x7f)
    if (!(byte & 0x80)) {
      parts.push(n)
      n = 0
    }
  }
  const first = parts.shift() ?? 0
  const head = first < 80 ? [Math.floor(first / 40), first % 40] : [2, first - 80]
  return [...head, ...parts].join('.')
}

/** An unsigned INTEGER's value as a number (iteration counts, key lengths, versions). */
export function integerToNumber(value: Buffer): number {
  if (value.length > 6) throw new DerError('integer too large')
  return value.reduce((n, byte) => n * 256 + byte, 0)
}

// ---- writing ----

function encodeLength(length: number): Buffer {
  if (length < 0x80) return Buffer.of(length)
  const bytes: number[] = []
  for (let n = length; n > 0; n = Math.floor(n / 256)) bytes.unshift(n & 0xff)
  return Buffer.of(0x80 | bytes.length, ...bytes)
}

/** Encodes one element from its tag and content octets. */
export function encode(tag: number, ...content: Buffer[]): Buffer {
  const value = Buffer.concat(content)
  return Buffer.concat([Buffer.of(tag), encodeLength(value.length), value])
}

export const sequence = (...items: Buffer[]): Buffer => encode(Tag.Sequence, ...items)
export const octetString = (value: Buffer): Buffer => encode(Tag.OctetString, value)

/** Encodes a non-negative INTEGER (minimal, with a leading zero when the high bit is set). */
export function integer(n: number): Buffer {
  const bytes: number[] = []
  for (let v = n; v > 0; v = Math.floor(v / 256)) bytes.unshift(v & 0xff)
  if (bytes.length === 0 || bytes[0] & 0x80) bytes.unshift(0)
  return encode(Tag.Integer, Buffer.from(bytes))
}

/** Encodes an OBJECT IDENTIFIER from its dotted text. */
export function oid(dotted: string): Buffer {
  const [a, b, ...rest] = dotted.split('.').map(Number)
  const bytes: number[] = []
  for (const arc of [a * 40 + b, ...rest]) {
    const chunk = [arc & 0x7f]
    for (let v = Math.floor(arc / 128); v > 0; v = Math.floor(v / 128)) chunk.unshift((v & 0x7f) | 0x80)
    bytes.push(...chunk)
  }
  return encode(Tag.Oid, Buffer.from(bytes))
}
