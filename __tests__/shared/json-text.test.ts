import { describe, expect, it } from 'vitest'
import { parseKeepingDigits, topLevelKeysInOrder } from '../../src/shared/json-text.js'

describe('topLevelKeysInOrder', () => {
  it('lists the keys as the text writes them, integer keys included (JSON.parse sorts those first)', () => {
    const text = '{"id": 1, "jobs": {"20": {"id": 20}, "3": {"id": 3}, "b": {}, "1": {"x": {"9": 0}}}}'
    expect(Object.keys(JSON.parse(text).jobs)).toEqual(['1', '3', '20', 'b'])
    expect(topLevelKeysInOrder(text, 'jobs')).toEqual(['20', '3', 'b', '1'])
  })

  it('reads keys with escapes, and strings that hold braces, brackets, quotes and colons', () => {
    const text = '{"note": "} {\\"jobs\\": {\\"9\\": 1}} :", "jobs" : { "a\\"b" : "{", "\\u0032" : [ "}" ], "c\\\\": "]" } }'
    expect(topLevelKeysInOrder(text, 'jobs')).toEqual(['a"b', '2', 'c\\'])
  })

  it('takes JSON\'s four kinds of blank around the colon, and nothing else as one', () => {
    expect(topLevelKeysInOrder('{"jobs"\t\r\n :\n\t\r {"x" \r\n\t: 1}}', 'jobs')).toEqual(['x'])
    // A string value, not a key: the text goes on with a comma.
    expect(topLevelKeysInOrder('{"jobs": {"x": "y" , "z": 2}}', 'jobs')).toEqual(['x', 'z'])
  })

  it('ends at the end of a text cut inside a string, though no valid JSON is', () => {
    expect(topLevelKeysInOrder('{"jobs": {"a": 1, "b', 'jobs')).toEqual(['a'])
  })

  it('takes only the top level\'s name, and of a name written twice the last', () => {
    expect(topLevelKeysInOrder('{"x": {"jobs": {"1": 0}}, "jobs": {"2": 0}}', 'jobs')).toEqual(['2'])
    expect(topLevelKeysInOrder('{"jobs": {"1": 0}, "jobs": {"2": 0, "3": 0}}', 'jobs')).toEqual(['2', '3'])
  })

  it('collects no other object\'s keys: neither another top-level name\'s, nor a nested "jobs", before or after', () => {
    expect(topLevelKeysInOrder('{"jobs": {"1": 0}, "other": {"2": 0}, "x": {"jobs": {"3": 0}}}', 'jobs')).toEqual(['1'])
    expect(topLevelKeysInOrder('{"other": {"2": 0}, "jobs": {"1": {"4": {}}, "5": 0}, "y": [{"6": 0}]}', 'jobs')).toEqual(['1', '5'])
  })

  it('lists a key written twice once, where it first stands', () => {
    expect(topLevelKeysInOrder('{"jobs": {"5": 1, "4": 2, "5": 3}}', 'jobs')).toEqual(['5', '4'])
  })

  it.each(['{"jobs": [{"1": 0}]}', '{"jobs": "{\\"1\\": 0}"}', '{"jobs": 12}', '{"jobs": null}', '{}', '{"other": {"1": 0}}'])(
    'finds none where the value is no object: %s',
    (text) => {
      expect(topLevelKeysInOrder(text, 'jobs')).toEqual([])
    }
  )
})

describe('parseKeepingDigits', () => {
  it('keeps the digits of the numbers whose key it is asked to, beyond 2^53 too, and only those', () => {
    const text = '{"id": 9007199254740993, "n": 9007199254740993, "list": [12345678901234567891], "x": {"id": 1.50}}'
    expect(parseKeepingDigits(text, (key) => key === 'id')).toEqual({ id: '9007199254740993', n: 9007199254740992, list: [12345678901234567000], x: { id: '1.50' } })
    expect(parseKeepingDigits('[1, 2.0, -0]', () => true)).toEqual(['1', '2.0', '-0'])
  })
})
