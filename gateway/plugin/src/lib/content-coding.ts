/** The content codings an Accept-Encoding header accepts (`q=0` refuses one), lower-cased. */
export function acceptedCodings(acceptEncoding: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (name && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  return accepted;
}

/** The one coding a service would choose for this Accept-Encoding (br, then gzip). */
export function preferredCoding(acceptEncoding: string | undefined): string {
  const accepted = acceptedCodings(acceptEncoding);
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}
