import { describe, expect, it } from 'vitest'
import { describeFault } from '../../src/shared/exit-codes.js'

// describeFault names a local fault in the one-sentence messages ("Could not write …: ENOSPC."):
// whatever was thrown, it says something and never throws itself.

const withCode = (message: string, code: unknown): Error => Object.assign(new Error(message), { code })

describe('describeFault', () => {
  it('gives the system code of a fault that has one', () => {
    expect(describeFault(withCode('ENOSPC: no space left on device, write', 'ENOSPC'))).toBe('ENOSPC')
  })

  it("gives the message instead of Node's own ERR_ codes, a code that is no text, or none", () => {
    expect(describeFault(withCode('Path is a directory: rm returned EISDIR', 'ERR_FS_EISDIR'))).toBe('Path is a directory: rm returned EISDIR')
    expect(describeFault(withCode('database or disk is full', 13))).toBe('database or disk is full')
    expect(describeFault(new Error('socket hang up'))).toBe('socket hang up')
  })

  it('gives a thrown value that is no error as text, undefined and null included', () => {
    expect(describeFault('disk gone')).toBe('disk gone')
    expect(describeFault(undefined)).toBe('undefined')
    expect(describeFault(null)).toBe('null')
  })
})
