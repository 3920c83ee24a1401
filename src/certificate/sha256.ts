// The rounds of SHA-256 that the PKCS#12 KDF runs, in plain JavaScript. A module of its own so
// that mutation testing can treat it apart (see stryker.config.mjs): instrumented, this loop
// makes one conversion take 18 s instead of a tenth of one.

// SHA-256 (FIPS 180-4 §4.2.2, §5.3.3): the first 32 bits of the fractional parts of the cube
// roots of the first 64 primes, and of the square roots of the first 8.
const SHA256_K = Int32Array.from([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2
])
const SHA256_H0 = Int32Array.from([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19])

/**
 * The PKCS#12 KDF's rounds (`hashRounds` in pkcs12-crypto.ts) for SHA-256, the MAC hash of NSS's
 * and OpenSSL 3's exports (600,000 rounds in NSS's), in plain JavaScript: each round hashes a 32-byte digest, one padded block. Why not
 * crypto.hash: each call costs more than its hash, and its SHA instructions compete with the
 * PBKDF2 that runs beside it (see readBags). On a 2-core VM, 600,000 calls took 0.21 s alone but
 * 0.32 s beside PBKDF2 (0.35 s and more inside vitest); this loop 0.25 s in every case.
 * Node has no native PKCS#12 KDF: OpenSSL's is reachable only through tls.createSecureContext({ pfx }),
 * which once the MAC verifies decrypts every safe too, work that we then do a second time.
 */
export function sha256Rounds(value: Buffer, count: number): void {
  const w = new Int32Array(64)
  const state = new Int32Array(8)
  for (let i = 0; i < 8; i++) state[i] = value.readInt32BE(i * 4)
  for (let round = 0; round < count; round++) {
    // The one block: the digest, the end marker 0x80, zeros (words 9 to 14, never written), and the length in bits, 256.
    w.set(state)
    w[8] = 0x80000000
    w[15] = 256
    for (let i = 16; i < 64; i++) {
      const x = w[i - 15]
      const y = w[i - 2]
      const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3)
      const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10)
      w[i] = (w[i - 16] + s0 + w[i - 7] + s1) | 0
    }
    let a = SHA256_H0[0], b = SHA256_H0[1], c = SHA256_H0[2], d = SHA256_H0[3]
    let e = SHA256_H0[4], f = SHA256_H0[5], g = SHA256_H0[6], h = SHA256_H0[7]
    for (let i = 0; i < 64; i++) {
      const s1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7))
      const t1 = (h + s1 + ((e & f) ^ (~e & g)) + SHA256_K[i] + w[i]) | 0
      const s0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10))
      const t2 = (s0 + ((a & b) ^ (a & c) ^ (b & c))) | 0
      h = g
      g = f
      f = e
      e = (d + t1) | 0
      d = c
      c = b
      b = a
      a = (t1 + t2) | 0
    }
    // An Int32Array keeps each sum modulo 2^32.
    state[0] = SHA256_H0[0] + a
    state[1] = SHA256_H0[1] + b
    state[2] = SHA256_H0[2] + c
    state[3] = SHA256_H0[3] + d
    state[4] = SHA256_H0[4] + e
    state[5] = SHA256_H0[5] + f
    state[6] = SHA256_H0[6] + g
    state[7] = SHA256_H0[7] + h
  }
  for (let i = 0; i < 8; i++) value.writeInt32BE(state[i], i * 4)
}
