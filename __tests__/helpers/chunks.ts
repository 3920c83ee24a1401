import type { ChunkFilter } from '../../src/shared/safe-file.js'

/** Cuts bytes into chunks of the given sizes, repeated; Readable.from on an array sends each chunk as written. */
export function split(bytes: Buffer, sizes: (n: number) => number): Buffer[] {
  const chunks: Buffer[] = []
  for (let at = 0, k = 0; at < bytes.length; k++) {
    const size = sizes(k)
    chunks.push(bytes.subarray(at, at + size))
    at += size
  }
  return chunks
}

/** A small deterministic generator, so a failing random case can be reproduced. */
export function random(seed: number): () => number {
  return () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648
}

/** What a ChunkFilter (prettyJson) makes of these chunks, piece by piece, as writeFileSafely writes them. */
export async function* filtered(chunks: Iterable<Buffer> | AsyncIterable<Buffer>, filter: ChunkFilter): AsyncGenerator<Buffer> {
  for await (const chunk of chunks) yield* filter.write(chunk)
  yield* filter.end()
}
