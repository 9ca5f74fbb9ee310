/**
 * A temperature a member measured, as they gave it (at most one decimal): '101.5°F', '104°F';
 * null when none was measured. Spring records round to whole degrees; a measurement keeps its
 * tenth.
 */
export function formatMeasuredF(value: number | null | undefined): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  return `${Number(value.toFixed(1))}°F`;
}
