import type { SpringSummaryJson } from '@hotsprings/contracts';
import { useState } from 'react';
import { SpringList } from './spring-list';
import styles from './search-results.module.css';

/** Results shown at first and added by each 'Show more results'. */
const PAGE = 30;

interface SearchResultsProps {
  results: SpringSummaryJson[];
  onSelect: (spring: SpringSummaryJson) => void;
}

/** The result list, a page at a time. The page key resets it when the search changes. */
export function SearchResults({ results, onSelect }: SearchResultsProps) {
  const [shown, setShown] = useState(PAGE);
  return (
    <>
      <SpringList springs={results.slice(0, shown)} onSelect={onSelect} />
      {results.length > shown && (
        <button type="button" className={styles.more} onClick={() => setShown((n) => n + PAGE)}>
          Show more results ({results.length - shown} more)
        </button>
      )}
    </>
  );
}
