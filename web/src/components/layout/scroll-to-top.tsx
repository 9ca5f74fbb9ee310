import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Every path change starts at the top of the page (query changes keep the position). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
