import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { useHydrated } from './use-hydrated';

interface BrowserOnlyProps {
  /** What the server and the first render show in its place: a frame of the same size. */
  frame: ReactNode;
  /** A lazy part that runs in the browser only, such as a Leaflet map. */
  children: ReactNode;
}

/**
 * A part the server cannot render, loaded once the page has hydrated: its frame stands in on
 * the server, while the browser hydrates and while the part's code loads.
 */
export function BrowserOnly({ frame, children }: BrowserOnlyProps) {
  if (!useHydrated()) return frame;
  return <Suspense fallback={frame}>{children}</Suspense>;
}
