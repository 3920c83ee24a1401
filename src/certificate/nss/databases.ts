import { DatabaseSync } from 'node:sqlite'

/**
 * Opens each database file in turn and runs `use` on them. Every database opened is closed however
 * this ends, an open that throws included: Windows cannot delete a file that SQLite holds open,
 * so a leaked handle would make the cleanup fail and hide the real error.
 */
export function withDatabases<T>(files: { path: string; readOnly?: boolean }[], use: (databases: DatabaseSync[]) => T): T {
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
