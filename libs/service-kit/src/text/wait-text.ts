/**
 * How long until a limit frees, for people: "a minute", "12 minutes", "an hour", "5 hours"
 * (rounded up, so nobody comes back too early).
 */
export function waitText(seconds: number): string {
  if (seconds <= 3600) {
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    return minutes === 1 ? 'a minute' : `${minutes} minutes`;
  }
  const hours = Math.ceil(seconds / 3600);
  return `${hours} hours`;
}
