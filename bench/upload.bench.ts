import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { uploadCertificate } from '../src/certificate/upload.js'
import { startFakeService } from '../__tests__/fakes/service.js'
import { measureAsync, ms } from './measure.js'

// Certificate mode end to end against the fake service on loopback: the upload run in process,
// and the bundled action as the runner starts it (cold start, conversion, three uploads, verify).

const work = mkdtempSync(path.join(tmpdir(), 'vqa-bench-upload-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))
const openssl = (...args: string[]) => execFileSync(process.env.OPENSSL || 'openssl', args, { cwd: work, stdio: 'ignore', env: { ...process.env, P: 'bench' } })

it('certificate mode, end to end on loopback', async () => {
  openssl('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'k.pem', '-out', 'c.pem', '-subj', '/CN=bench', '-days', '30')
  openssl('pkcs12', '-export', '-inkey', 'k.pem', '-in', 'c.pem', '-passout', 'env:P', '-out', 'p.p12')
  const file = path.join(work, 'p.p12')
  const service = await startFakeService()
  let n = 0
  try {
    const inProcess = await measureAsync(async () => {
      const result = await uploadCertificate({
        profile: readFileSync(file),
        password: 'bench',
        workDir: path.join(work, `in-${n++}`),
        name: 'bench',
        token: 't',
        organizationId: 'o',
        apiUrl: service.apiUrl
      })
      expect(result.exitCode).toBe(0)
    }, 15)
    const action = await measureAsync(async () => {
      const env = {
        PATH: process.env.PATH,
        RUNNER_TEMP: work,
        INPUT_MODE: 'certificate',
        INPUT_TOKEN: 't',
        'INPUT_API-URL': service.apiUrl,
        'INPUT_CERTIFICATE-FILE': file,
        'INPUT_CERTIFICATE-PASSWORD': 'bench',
        'INPUT_CERTIFICATE-NAME': 'bench',
        'INPUT_ORGANIZATION-ID': 'o'
      }
      const code = await new Promise((resolve) =>
        spawn(process.execPath, ['dist/index.js'], { cwd: path.resolve(import.meta.dirname, '..'), env, stdio: 'ignore' }).on('close', resolve)
      )
      expect(code).toBe(0)
    }, 9)
    console.table([
      { run: 'uploadCertificate() in process (RSA 2048)', median: ms(inProcess.median), fastest: ms(inProcess.min) },
      { run: 'the bundled action, a fresh process (RSA 2048)', median: ms(action.median), fastest: ms(action.min) }
    ])
  } finally {
    await service.close()
  }
})
