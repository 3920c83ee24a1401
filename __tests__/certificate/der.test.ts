import { generateKeyPairSync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { DerError, Tag, children, encode, expectTag, integer, integerToNumber, octets, oid, oidToString, parseDer, readDer } from '../../src/certificate/der.js'

// The DER reader and writer, against encodings written out by hand (X.690) and against what
// node:crypto (OpenSSL) encodes.

const hex = (text: string): Buffer => Buffer.from(text.replace(/\s/g, ''), 'hex')

describe('reading DER (X.690 §8.1)', () => {
  it('a short length, a long length of one and of two bytes, and a zero length', () => {
    expect(readDer(hex('04 03 aabbcc')).value).toEqual(hex('aabbcc'))
    const long = Buffer.concat([hex('04 81 80'), Buffer.alloc(0x80, 7)])
    expect(readDer(long).value).toEqual(Buffer.alloc(0x80, 7))
    expect(readDer(long).raw).toEqual(long)
    const longer = Buffer.concat([hex('04 82 0100'), Buffer.alloc(0x100, 9)])
    expect(readDer(longer).value.length).toBe(0x100)
    expect(readDer(hex('05 00'))).toEqual({ tag: Tag.Null, value: Buffer.alloc(0), raw: hex('0500') })
  })

  it('an element at an offset, its raw bytes exactly its tag, length and content', () => {
    const data = hex('ffff 02 02 0102 eeee')
    const element = readDer(data, 2)
    expect(element.tag).toBe(Tag.Integer)
    expect(element.value).toEqual(hex('0102'))
    expect(element.raw).toEqual(hex('02020102'))
  })

  it('an indefinite length (BER) on a constructed element: the value ends before the end-of-contents octets', () => {
    const ber = hex('30 80 0201 05 0400 0000')
    const element = readDer(ber)
    expect(element.value).toEqual(hex('020105 0400'))
    expect(element.raw).toEqual(ber)
    expect(children(element).map((c) => c.tag)).toEqual([Tag.Integer, Tag.OctetString])
  })

  it('an indefinite length ends at the first two zero octets that start an element (X.690 §8.1.5), not at one', () => {
    expect(readDer(hex('30 80 020105 0000')).value).toEqual(hex('020105'))
    expect(readDer(hex('30 80 020105 0000')).raw).toEqual(hex('30 80 020105 0000'))
    // A lone zero octet starts an element of tag 0 (with no length): the content goes on after it.
    expect(readDer(hex('30 80 0001ff 0000')).value).toEqual(hex('0001ff'))
  })

  it('a long length of one byte that ends exactly at the end of the data, with no content', () => {
    expect(readDer(hex('04 81 00'))).toEqual({ tag: Tag.OctetString, value: Buffer.alloc(0), raw: hex('048100') })
  })

  it.each([
    ['an empty buffer', '', 0, 'truncated DER element'],
    ['one byte', '04', 0, 'truncated DER element'],
    ['an offset at the last byte', '0400 04', 2, 'truncated DER element'],
    ['a content longer than the data', '04 05 aabb', 0, 'truncated DER element'],
    ['a multi-byte tag', '1f 81 00', 0, 'multi-byte DER tags are not supported'],
    ['an indefinite length on a primitive', '04 80 aa 0000', 0, 'indefinite length on a primitive element'],
    ['an indefinite length without its end', '30 80 0201 05', 0, 'truncated BER element'],
    // The last element inside is cut short itself: its own truncation is what is reported.
    ['an indefinite length whose last element is cut short', '30 80 02 05', 0, 'truncated DER element'],
    ['a length of five bytes', '04 85 0000000001 aa', 0, 'unsupported DER length'],
    ['a long length cut short', '04 82 01', 0, 'truncated DER length']
  ])('refuses %s: "%s"', (_what, data, offset, message) => {
    expect(() => readDer(hex(data), offset)).toThrow(new DerError(message))
  })

  it('a length of four bytes is read whole', () => {
    expect(() => readDer(hex('04 84 00000002 aabb'))).not.toThrow()
    expect(readDer(hex('04 84 00000002 aabb')).value).toEqual(hex('aabb'))
  })

  it('parseDer takes exactly one element', () => {
    expect(parseDer(hex('0401aa')).value).toEqual(hex('aa'))
    expect(() => parseDer(hex('0401aa00'))).toThrow(new DerError('trailing bytes after DER element'))
  })

  it('children of a sequence, in order, and none for an empty one', () => {
    expect(children(parseDer(hex('30 06 020101 020102'))).map((c) => c.value)).toEqual([hex('01'), hex('02')])
    expect(children(parseDer(hex('3000')))).toEqual([])
  })

  it('expectTag returns the element of that tag, and names what was expected otherwise', () => {
    const element = parseDer(hex('020101'))
    expect(expectTag(element, Tag.Integer, 'the version')).toBe(element)
    expect(() => expectTag(element, Tag.Sequence, 'the version')).toThrow(new DerError('expected the version'))
    expect(() => expectTag(undefined, Tag.Integer, 'the version')).toThrow(new DerError('expected the version'))
  })

  it('octets of a primitive OCTET STRING, and of a constructed (BER) one in pieces, nested', () => {
    expect(octets(parseDer(hex('0402aabb')))).toEqual(hex('aabb'))
    expect(octets(parseDer(hex('24 0a 0402aabb 2404 0402ccdd')))).toEqual(hex('aabbccdd'))
  })

  it('integerToNumber up to six bytes', () => {
    expect(integerToNumber(hex('00'))).toBe(0)
    expect(integerToNumber(hex('0800'))).toBe(2048)
    expect(integerToNumber(hex('0927c0'))).toBe(600_000)
    expect(integerToNumber(hex('ffffffffffff'))).toBe(2 ** 48 - 1)
    expect(() => integerToNumber(hex('01000000000000'))).toThrow(new DerError('integer too large'))
  })
})

describe('object identifiers', () => {
  it.each([
    ['2a864886f70d010c0a0102', '1.2.840.113549.1.12.10.1.2'],
    ['2b0e03021a', '1.3.14.3.2.26'],
    ['608648016503040201', '2.16.840.1.101.3.4.2.1'],
    ['2b81040022', '1.3.132.0.34'],
    ['550403', '2.5.4.3'],
    ['8837', '2.999'],
    ['00', '0.0'],
    ['4f', '1.39']
  ])('%s is %s, both ways', (content, dotted) => {
    expect(oidToString(hex(content))).toBe(dotted)
    expect(oid(dotted)).toEqual(encode(Tag.Oid, hex(content)))
  })
})

describe('writing DER', () => {
  it('lengths: short below 128, long from 128, in as few bytes as they take', () => {
    expect(encode(Tag.OctetString, Buffer.alloc(0x7f)).subarray(0, 2)).toEqual(hex('047f'))
    expect(encode(Tag.OctetString, Buffer.alloc(0x80)).subarray(0, 3)).toEqual(hex('048180'))
    expect(encode(Tag.OctetString, Buffer.alloc(0xff)).subarray(0, 3)).toEqual(hex('0481ff'))
    expect(encode(Tag.OctetString, Buffer.alloc(0x100)).subarray(0, 4)).toEqual(hex('04820100'))
    expect(encode(Tag.OctetString, Buffer.alloc(0x10000)).subarray(0, 5)).toEqual(hex('0483010000'))
    expect(encode(Tag.Sequence, hex('0500'), hex('0101ff'))).toEqual(hex('3005 0500 0101ff'))
  })

  it.each([
    [0, '020100'],
    [1, '020101'],
    [127, '02017f'],
    [128, '02020080'],
    [255, '020200ff'],
    [256, '02020100'],
    [600_000, '02030927c0'],
    [0x800000, '020400800000']
  ])('integer(%i) is %s', (n, encoded) => {
    expect(integer(n)).toEqual(hex(encoded))
  })

  it('an OpenSSL-encoded key re-read element by element and written again keeps its bytes', () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    const der = privateKey.export({ type: 'pkcs8', format: 'der' })
    const element = parseDer(der)
    expect(element.raw).toEqual(der)
    expect(encode(element.tag, ...children(element).map((c) => c.raw))).toEqual(der)
  })
})
