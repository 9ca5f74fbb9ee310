import { lazy } from 'react';
import type { ComponentType } from 'react';

/**
 * A page loaded on first visit, from its routes module: the map, its clustering and the review
 * tools stay out of the first download.
 */
export function lazyPage<M extends Record<K, ComponentType>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
