import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

/**
 * While `open`, a press outside `inside` (mouse, pen or finger) or the Escape key calls
 * `dismiss` with what closed it: how a menu that floats over the page gets out of the way.
 */
export function useDismiss(
  open: boolean,
  inside: RefObject<HTMLElement | null>,
  dismiss: (by: 'outside' | 'escape') => void,
): void {
  // The latest callback, so that a new one each render does not re-add the listeners.
  const latest = useRef(dismiss);
  latest.current = dismiss;

  useEffect(() => {
    if (!open) return;
    const pressOutside = (event: Event) => {
      if (!inside.current?.contains(event.target as Node)) latest.current('outside');
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latest.current('escape');
    };
    document.addEventListener('pointerdown', pressOutside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', pressOutside);
      document.removeEventListener('keydown', escape);
    };
  }, [open, inside]);
}
