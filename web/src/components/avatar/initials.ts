/** Up to 2 upper-case initials from the words of a name (split on spaces), or '?' without one. */
export function initials(name: string | null | undefined): string {
  const letters = (name ?? '')
    .split(' ')
    .filter((word) => word.length > 0)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  return letters || '?';
}
