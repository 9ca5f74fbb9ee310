/**
 * Whether the visitor asked their system for less motion (`prefers-reduced-motion: reduce`):
 * parts animated by script, such as a map's zooms and its clusters' fades, then move at once.
 */
export function prefersReducedMotion(): boolean {
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}
