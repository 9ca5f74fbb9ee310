import { lazy, Suspense } from 'react';
import { PageLoading } from '../../../components/page-loading';
import styles from '../../../features/home/components/home-sections.module.css';

// The map and its clustering load after the rest of the page, so the hero shows at once.
const HomeMapSection = lazy(async () => ({
  default: (await import('../../../features/map/components')).HomeMapSection,
}));

export function HomeMapSlot() {
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
