import { writeFileSync } from 'node:fs'
import { registerHooks } from 'node:module'

// Preloaded into a bundle's process by loadedModules() (NODE_OPTIONS=--import): at exit, writes
// the files it loaded and the built-in modules it used to the file VQA_TEST_LOADED_MODULES names,
// so that a test can show what a run did not load.

const files: string[] = []
registerHooks({
  load(url, context, next) {
    files.push(url)
    return next(url, context)
  }
})
process.on('exit', () => {
  // Node's own list of what it loaded: 'NativeModule sqlite' once node:sqlite was asked for.
  const builtins = ((process as unknown as { moduleLoadList: string[] }).moduleLoadList ?? []).filter((entry) => entry.startsWith('NativeModule '))
  writeFileSync(process.env.VQA_TEST_LOADED_MODULES!, JSON.stringify({ files, builtins: builtins.map((entry) => entry.slice('NativeModule '.length)) }))
})
