import { execFileSync } from 'node:child_process'

/**
 * Whether the tests run under Wine rather than on Windows (../shared/tools/windows-under-wine.sh),
 * as Wine's own registry says: it has the key HKEY_LOCAL_MACHINE\Software\Wine, which Windows has
 * not. A test that fails only for one of Wine's quirks skips with `it.skipIf(isWine)` and says which.
 */
export const isWine = process.platform === 'win32' && hasWineKey()

function hasWineKey(): boolean {
  try {
    execFileSync('reg', ['query', 'HKLM\\Software\\Wine'], { stdio: 'ignore', timeout: 10_000, windowsHide: true })
    return true
  } catch {
    return false
  }
}

/**
 * Whether tar.exe, which @actions/cache runs to pack and unpack the history's record, is missing:
 * under Wine (Windows keeps one in System32; node.exe cannot start Linux's). The cache's tests skip then.
 */
export const lacksTar = isWine
