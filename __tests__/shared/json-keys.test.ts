import { describe, expect, it } from 'vitest'
import { topLevelKeysInOrder } from '../../src/shared/json-keys.js'

describe('topLevelKeysInOrder', () => {
  it('lists the keys as the text writes them, integer keys included (JSON.parse sorts those first)', () => {
    const text = '{"id": 1, "jobs": {"20": {"id": 20}, "3": {"id": 3}, "b": {}, "1": {"x": {"9": 0}}}}'
    expect(Object.keys(JSON.parse(text).jobs)).toEqual(['1', '3', '20', 'b'])
    expect(topLevelKeysInOrder(text, 'jobs')).toEqual(['20', '3', 'b', '1'])
  })

  it('reads keys with escapes, and strings that hold braces, quotes and colons', () => {
    const text = '{"note": "} {\\"jobs\\": {\\"9\\": 1}} :", "jobs" : { "a\\"b" : "{", "\\u0032" : [ "}" ] } }'
    expect(topLevelKeysInOrder(text, 'jobs')).toEqual(['a"b', '2'])
  })

  it('takes only the top level\'s name, and of a name written twice the last', () => {
    expect(topLevelKeysInOrder('{"x": {"jobs": {"1": 0}}, "jobs": {"2": 0}}', 'jobs')).toEqual(['2'])
    expect(topLevelKeysInOrder('{"jobs": {"1": 0}, "jobs": {"2": 0, "3": 0}}', 'jobs')).toEqual(['2', '3'])
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
