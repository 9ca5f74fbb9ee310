// The temperature bands a spring search filters by: each from `minF` up to but
// excluding `maxF` (°F; null: no upper end). The map's filter checkboxes, the springs service's
// validation of `temp_range` and its SQL all derive from this list.

export const TEMPERATURE_BANDS = [
  { key: 'mild', label: 'Mild', minF: 70, maxF: 85 },
  { key: 'warm', label: 'Warm', minF: 85, maxF: 100 },
  { key: 'hot', label: 'Hot', minF: 100, maxF: null },
] as const;

export type TemperatureBand = (typeof TEMPERATURE_BANDS)[number]['key'];
export const TEMPERATURE_BAND_KEYS: readonly TemperatureBand[] = TEMPERATURE_BANDS.map(
  (b) => b.key,
);

/** The band names as a sentence lists them: 'mild, warm or hot'. */
export const TEMPERATURE_BAND_NAMES = `${TEMPERATURE_BAND_KEYS.slice(0, -1).join(', ')} or ${TEMPERATURE_BAND_KEYS.at(-1)}`;

/** A band's whole degrees as a filter shows them: '70-84F', '100F+'. */
export function temperatureBandRange(band: (typeof TEMPERATURE_BANDS)[number]): string {
  return band.maxF === null ? `${band.minF}F+` : `${band.minF}-${band.maxF - 1}F`;
}
