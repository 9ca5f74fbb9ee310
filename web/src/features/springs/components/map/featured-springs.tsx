import type { SpringSummaryJson } from '@hotsprings/contracts';
import { useGetFeaturedSpringsQuery } from '../../api/springs.api';
import { loadErrorMessage } from '../../../../lib/load-error';
import { listEntries } from '../../utils/listed-springs';
import { SpringList } from './spring-list';
import styles from './spring-list.module.css';

/** GET /api/springs/featured, loaded apart from the map's springs. */
export function FeaturedSprings({ onSelect }: { onSelect: (spring: SpringSummaryJson) => void }) {
  const { data, error, isLoading } = useGetFeaturedSpringsQuery();
  if (isLoading) return <p className={styles.empty}>Loading featured springs...</p>;
  if (error) {
    return (
      <p className={styles.error}>Failed to load featured springs: {loadErrorMessage(error)}.</p>
    );
  }
  if (!data?.length) return <p className={styles.empty}>No featured springs yet.</p>;
  return <SpringList entries={listEntries(data)} onSelect={onSelect} />;
}
