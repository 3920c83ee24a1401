import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { shownTitle } from '../../src/journeys/model.js'
import { goalNameIn } from '../../src/journeys/read.js'
import { tempDir } from '../helpers/temp.js'

// How journeys and goals are named where people read them (contract: "Titles are shown as written";
// the goal record's top-level `name`).

describe('a title as shown', () => {
  it('a tab or line break becomes a blank; any other control character U+FFFD', () => {
    expect(shownTitle('a\tb\nc\rd\u2028e\u2029f\u0001g\u007fh\u0085i')).toBe('a b c d e f\ufffdg\ufffdh\ufffdi')
  })
})

describe("the goal's name from the file rule 9 wrote", () => {
  it('a record with a name: its name; a file that is not JSON, or none: no name', async () => {
    const dir = await tempDir()
    const named = path.join(dir, 'goal.json')
    // Only the top-level name string: not a nested name, nor another field after it.
    await writeFile(named, '{"steps": [{"name": "not this"}], "name": "Checkout regression", "id": "goal-7", "snapshotId": 12}')
    expect(await goalNameIn(named)).toBe('Checkout regression')
    const numbered = path.join(dir, 'numbered.json')
    await writeFile(numbered, '{"name": 7, "title": "not this"}')
    expect(await goalNameIn(numbered)).toBeUndefined()
    const broken = path.join(dir, 'broken.json')
    await writeFile(broken, '{"name": "Checkout regr')
    expect(await goalNameIn(broken)).toBeUndefined()
    expect(await goalNameIn(path.join(dir, 'missing.json'))).toBeUndefined()
    expect(await goalNameIn(undefined)).toBeUndefined()
  })

  it('a name that comes after several chunks of the file, and across two', async () => {
    // The file is read 64 KiB at a time: the name's string starts just before the end of the fourth.
    const dir = await tempDir()
    const file = path.join(dir, 'goal.json')
    const before = '{"steps": "' + 'x'.repeat(4 * 65536 - 23) + '", "name": "Checkout regression", "id": "goal-7"}'
    await writeFile(file, before)
    expect(await goalNameIn(file)).toBe('Checkout regression')
  })

  it('a cancel goes on up', async () => {
    const dir = await tempDir()
    const file = path.join(dir, 'goal.json')
    await writeFile(file, '{"name": "x"}')
    await expect(goalNameIn(file, AbortSignal.abort())).rejects.toThrow(/abort/i)
  })
})
