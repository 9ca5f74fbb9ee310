const units: Record<string, number> = { b: 1, kb: 1024, mb: 1024 * 1024 };

/** Parses a size such as `100kb` or `6mb` (a service's body limit in the manifest). */
export function parseByteSize(value: string): number {
  const match = /^(\d+)\s*(b|kb|mb)?$/i.exec(value.trim());
  if (!match) throw new Error(`invalid size "${value}" (use e.g. 100kb or 6mb)`);
  return Number(match[1]) * (units[(match[2] ?? 'b').toLowerCase()] ?? 1);
}
