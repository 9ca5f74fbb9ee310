/**
 * A spring worth measuring at `baseUrl` (a site or a gateway): the first popular one (reviewed,
 * so its page has every section), else the first of the list.
 */
export async function sampleSpringId(baseUrl) {
  const res = await fetch(`${baseUrl}/api/springs/popular`);
  const popular = res.ok ? await res.json() : [];
  if (popular[0]?.id) return popular[0].id;
  const list = await (await fetch(`${baseUrl}/api/springs`)).json();
  return list[0].id;
}
