import { useState } from 'react';
import styles from './spring-list.module.css';

interface UseMyLocationProps {
  onLocated: (point: { lat: number; lon: number }) => void;
}

/** "near me" without a point: asks the browser where the visitor is, on their say-so. */
export function UseMyLocation({ onLocated }: UseMyLocationProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const locate = () => {
    if (!navigator.geolocation) {
      setProblem('Your browser cannot tell your location.');
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => onLocated({ lat: coords.latitude, lon: coords.longitude }),
      () => setProblem('Your location is not available. Search for a town or state instead.'),
    );
  };
  return (
    <div className={styles.empty}>
      <p>Share your location to see the springs near you.</p>
      <button type="button" className={styles.nearestButton} onClick={locate}>
        Use my location
      </button>
      {problem && (
        <p className={styles.nearest} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
