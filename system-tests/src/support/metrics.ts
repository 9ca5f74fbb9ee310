/** The samples of one metric family from a service's /metrics, by their label sets as written. */
export async function samples(baseUrl: string, family: string): Promise<Map<string, number>> {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  const found = new Map<string, number>();
  for (const line of text.split('\n')) {
    const match = /^(\w+)(\{[^}]*\})? (\S+)$/.exec(line);
    if (match?.[1] === family) found.set(match[2] ?? '', Number(match[3]));
  }
  return found;
}
