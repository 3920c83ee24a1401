import { describe, expect, it } from 'vitest'
import { formatDuration } from '../../src/shared/duration.js'

// Durations as the job summary and the messages give them: a run's own time is too short to show
// the longer forms, so the formatting is pinned here, from its source.

describe('formatDuration', () => {
  it.each([
    [0, '0 s'],
    [400, '0.4 s'],
    [1_234, '1.2 s'],
    [9_940, '9.9 s'],
    [10_000, '10 s'],
    [12_000, '12 s'],
    [59_499, '59 s'],
    [59_500, '1 min 0 s'],
    [65_000, '1 min 5 s'],
    [3_725_000, '62 min 5 s']
  ])('%i ms: %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text)
  })
})
