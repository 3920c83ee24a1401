/** This process's stdout lines while `work` runs (they still reach the terminal): the workflow commands it gave. */
export async function capturedStdout(work: () => Promise<unknown>): Promise<string[]> {
  const lines: string[] = []
  const write = process.stdout.write.bind(process.stdout)
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
    lines.push(...String(chunk).split('\n'))
    return write(chunk, ...rest)
  }) as typeof process.stdout.write
  try {
    await work()
  } finally {
    process.stdout.write = write
  }
  return lines
}
