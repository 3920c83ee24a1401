import { spawn } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { IPC_SIGNALS_VARIABLE } from '../../src/shared/process.js'
import { type CancelSignal, cancel, root } from '../helpers/child.js'
import { tempDir } from '../helpers/temp.js'

// The signal handlers of setUpProcess() stay installed: a second signal, well after the first was
// handled, does not end the process. (In the bundles' tests the two signals come close together,
// and a system may merge them.) The process is a small script that runs src/shared/process.ts and
// listens to nothing else: were a handler gone, the signal would end it (the IPC stand-in too).

/** Runs setUpProcess() in a fresh Node and sends it `signals`, 150 ms apart; resolves with what it printed and how it ended. */
async function receive(signals: CancelSignal[], env: Record<string, string> = { [IPC_SIGNALS_VARIABLE]: '1' }): Promise<{ stdout: string; code: number | null; signal: NodeJS.Signals | null }> {
  const script = path.join(await tempDir(), 'receive.mjs')
  const source = pathToFileURL(path.join(root, 'src/shared/process.ts')).href
  await writeFile(
    script,
    `import { setUpProcess } from ${JSON.stringify(source)}
const signal = setUpProcess()
console.log('ready')
setTimeout(() => { console.log('alive, aborted: ' + signal.aborted); process.exit(0) }, ${150 * signals.length + 300})
`
  )
  const child = spawn(process.execPath, [script], {
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc']
  })
  let stdout = ''
  child.stdout!.on('data', (chunk: Buffer) => {
    const ready = !stdout.includes('ready')
    stdout += chunk
    if (ready && stdout.includes('ready')) signals.forEach((name, i) => setTimeout(() => cancel(child, name), 150 * i))
  })
  return new Promise((resolve) => child.on('close', (code, signal) => resolve({ stdout, code, signal })))
}

describe('the handlers of setUpProcess stay installed', () => {
  it.each([
    [['SIGINT', 'SIGINT', 'SIGTERM']],
    [['SIGBREAK', 'SIGBREAK', 'SIGINT']],
    [['SIGTERM', 'SIGBREAK', 'SIGTERM']]
  ] as [CancelSignal[]][])('%j: the process lives through each (no listener of its own but these), the run is aborted', async (signals) => {
    const run = await receive(signals)
    expect(run.signal).toBeNull()
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('alive, aborted: true')
  })
})

describe('the IPC stand-in of signals', () => {
  it('is off unless a test asks for it: a message is not a signal', async () => {
    const run = await receive(['SIGBREAK'], {})
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('alive, aborted: false')
  })
})
