import { Suspense, useEffect, useRef, useState } from 'react';
import { PageLoading } from '../../../components/page-loading';
import { lazyNamed } from '../../../lib/lazy-named';
import styles from '../../../features/home/components/home-sections.module.css';

// The map, its clustering and the springs it shows are most of what the home page would
// download, and the map sits below the hero: they load when the map's frame comes into view
// (on a screen taller than the hero, with the first visit; otherwise as the visitor scrolls).
const HomeMapSection = lazyNamed(
  () => import('../../../features/springs/components/map/home-map-section'),
  'HomeMapSection',
);

/** Whether the element has come into view (at once where no browser API tells). */
function useInView() {
  const ref = useRef<HTMLDivElement>(null);
  // Out of view at first, as on the server, so the browser's first render matches its HTML.
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (inView || !element) return;
    if (typeof IntersectionObserver === 'undefined') return setInView(true);
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setInView(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView]);
  return { ref, inView };
}

export function HomeMapSlot() {
  const { ref, inView } = useInView();
  // Until it is seen, an empty frame of the map's size: nothing is loading yet.
  if (!inView) return <div className={styles.mapPlaceholder} ref={ref} />;
  return (
    <Suspense
      fallback={
        <div className={styles.mapPlaceholder}>
          <PageLoading label="Loading map data..." />
        </div>
      }
    >
      <HomeMapSection />
    </Suspense>
  );
}
