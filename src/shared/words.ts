/** A sentence's first letter upper-cased: `re-run job 9001 …` → `Re-run job 9001 …`. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
