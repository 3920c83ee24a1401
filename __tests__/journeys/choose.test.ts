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

  describe('a line that selects nothing names the title it nearly matched, and lists each title once', () => {
    const titled = (...titles: string[]): GoalJourneys => new Map(titles.map((title, i) => [String(i + 1), { title, checkpoints: [] }]))
    const refusal = (line: string, journeys: GoalJourneys): string => {
      try {
        chooseJourneys([line], journeys, 'version 5 of goal g')
      } catch (error) {
        return (error as Error).message
      }
      throw new Error('selected something')
    }
    const journeys = titled('Log in', 'Search the catalogue', 'Log in', 'Check out')

    it.each([
      ['another case only', 'log IN'],
      ['one edit away', 'Log n'],
      ['two edits away', 'Lg n'],
      ['two edits in another case', 'LOGIN!']
    ])('%s: did you mean "Log in"?', (_, line) => {
      expect(refusal(line, journeys)).toBe(
        `The journey ${JSON.stringify(line)} is neither the id nor the title of a journey of version 5 of goal g (did you mean "Log in"?); its journeys: "Log in", "Search the catalogue", "Check out".`
      )
    })

    it('three edits away: no suggestion', () => {
      expect(refusal('Lx n', journeys)).toBe('The journey "Lx n" is neither the id nor the title of a journey of version 5 of goal g; its journeys: "Log in", "Search the catalogue", "Check out".')
    })

    it('the nearest of several near titles, the first in J2 order on a tie', () => {
      expect(refusal('Pay B', titled('Pay A', 'Pay B2', 'Pay C'))).toContain('(did you mean "Pay A"?)')
      expect(refusal('Pay B', titled('Pay AA', 'Pay B2', 'Pay C'))).toContain('(did you mean "Pay B2"?)')
    })

    it('titles that repeat are listed once, and counted once past 20', () => {
      const many = titled(...Array.from({ length: 22 }, (_, i) => `Journey ${i}`), 'Journey 0', 'Journey 21')
      expect(refusal('Nothing like them', many)).toMatch(/; its journeys: "Journey 0", (.*), "Journey 19" and 2 more\.$/)
      expect(refusal('Nothing like them', many).match(/"Journey 0"/g)).toHaveLength(1)
    })
  })
})
