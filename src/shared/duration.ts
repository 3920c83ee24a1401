/** A duration for people: "1 min 5 s", "12 s", "0.4 s". */
export function formatDuration(ms: number): string {
  const seconds = ms / 1000
  if (seconds < 10) return `${Math.round(seconds * 10) / 10} s`
  const whole = Math.round(seconds)
  const minutes = Math.floor(whole / 60)
  return minutes > 0 ? `${minutes} min ${whole % 60} s` : `${whole} s`
}
