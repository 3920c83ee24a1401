// Types for the two node-forge modules used (for RC2 only); @types/node-forge does not cover subpaths.
declare module 'node-forge/lib/util.js' {
  export interface ByteStringBuffer {
    getBytes(): string
  }
  const util: { createBuffer(bytes: string): ByteStringBuffer }
  export default util
}

declare module 'node-forge/lib/rc2.js' {
  import type { ByteStringBuffer } from 'node-forge/lib/util.js'
  export interface BlockCipher {
    start(iv: string, output: null): void
    update(input: ByteStringBuffer): void
    /** `pad` replaces PKCS#7 unpadding when given; false when the input is not whole blocks. */
    finish(pad?: (blockSize: number, buffer: ByteStringBuffer, decrypt: boolean) => boolean): boolean
    output: ByteStringBuffer
  }
  const rc2: { createDecryptionCipher(key: string, bits: number): BlockCipher }
  export default rc2
}
