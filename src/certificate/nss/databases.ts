import type { DatabaseSync } from 'node:sqlite'

/**
 * Opens each database file in turn and runs `use` on them. Every database opened is closed however
 * this ends, an open that throws included: Windows cannot delete a file that SQLite holds open,
 * so a leaked handle would make the cleanup fail and hide the real error.
 */
export function withDatabases<T>(files: { path: string; readOnly?: boolean }[], use: (databases: DatabaseSync[]) => T): T {
  const { DatabaseSync } = sqlite()
  const opened: DatabaseSync[] = []
  try {
    for (const file of files) opened.push(new DatabaseSync(file.path, { readOnly: file.readOnly ?? false }))
    return use(opened)
  } finally {
    for (const db of opened) {
      try {
        db.close()
      } catch {
        // Only a database closed already throws: nothing to release, and the error in flight matters more.
      }
    }
  }
}

/**
 * node:sqlite, loaded when a database is first opened: a goal run, or `upload-certificate -h`,
 * never needs it, and so still works under a Node without it.
 */
function sqlite(): typeof import('node:sqlite') {
  const module = process.getBuiltinModule('node:sqlite') as typeof import('node:sqlite') | undefined
  if (!module) throw new Error(`this Node.js (${process.version}) has no node:sqlite, which writing the certificate databases needs; use Node.js 24`)
  return module
}
