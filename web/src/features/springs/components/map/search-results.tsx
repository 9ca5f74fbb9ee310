import type { SpringSummaryJson } from '@hotsprings/contracts';
import { useState } from 'react';
import type { ListedSpring } from '../../utils/listed-springs';
import { SpringList } from './spring-list';
import styles from './search-results.module.css';

/** Results shown at first and added by each 'Show more results'. */
const PAGE = 30;

interface SearchResultsProps {
  entries: ListedSpring[];
  onSelect: (spring: SpringSummaryJson) => void;
}

/** The result list, a page at a time. The page key resets it when the search changes. */
export function SearchResults({ entries, onSelect }: SearchResultsProps) {
  const [shown, setShown] = useState(PAGE);
  return (
    <>
      <SpringList entries={entries.slice(0, shown)} onSelect={onSelect} />
      {entries.length > shown && (
        <button type="button" className={styles.more} onClick={() => setShown((n) => n + PAGE)}>
          Show more results ({entries.length - shown} more)
        </button>
      )}
    </>
  );
}
