import { lazy } from 'react';

/** A component `lazy` can load, whatever its props (React types it ComponentType<any>). */
type Loadable = Parameters<typeof lazy>[0] extends () => Promise<{ default: infer C }> ? C : never;

/**
 * A component loaded when first rendered, from a named export of its module: its code (a page,
 * a Leaflet map, the markdown parser) stays out of the download of what does not show it.
 */
export function lazyNamed<K extends string, C extends Loadable>(
  load: () => Promise<Record<K, C>>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
