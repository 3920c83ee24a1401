import { describe, expect, it } from 'vitest'
import { chooseJourneys, journeyLines } from '../../src/journeys/choose.js'
import type { GoalJourneys } from '../../src/service/client.js'

// The lines and their matching (contract: "Choosing journeys (goal mode)"), on what J2 keeps.

describe('journeyLines', () => {
  it('splits every kind of line end (an input written on Windows), trims, and drops blank lines', () => {
    expect(journeyLines(['Log in\r\n  Search \r\n\r\n', 'Check out\rPay'], 'x')).toEqual(['Log in', 'Search', 'Check out', 'Pay'])
  })
})

describe('chooseJourneys', () => {
  const version: GoalJourneys = new Map([
    ['77', { checkpoints: [] }],
    ['x-1', { id: { text: 'x-1', number: false }, name: 'Suite x-1', checkpoints: [] }]
  ])

  it('knows a journey without an id in J2 by its key, bare digits a number', () => {
    expect(chooseJourneys(['x-1', '77'], version, 'version 5 of goal g')).toEqual([
      { text: '77', number: true },
      { text: 'x-1', number: false }
    ])
  })

  it('a version without titles says so', () => {
    expect(() => chooseJourneys(['Suite x-1'], version, 'version 5 of goal g')).toThrow(
      'The journey "Suite x-1" is neither the id nor the title of a journey of version 5 of goal g; it has no journey with a title.'
    )
  })
})
