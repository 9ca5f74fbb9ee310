import { lazy } from 'react';
import type { ComponentType } from 'react';

/**
 * A page loaded when first shown, from its routes module: each page's code (the map, its
 * clustering, the review tools, markdown) stays out of the downloads of the others.
 */
export function lazyPage<M extends Record<K, ComponentType>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}

/**
 * A page the server renders, as the router's lazy route: the browser loads the page's code before
 * it hydrates the server's HTML (main.tsx), which a lazy element could not tell it to do.
 */
export function lazyRoute<M extends Record<K, ComponentType>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
) {
  return async () => ({ Component: (await load())[name] });
}
