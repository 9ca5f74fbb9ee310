import type { SpringSummaryJson } from '@hotsprings/contracts';
import {
  displayName,
  finiteOrNull,
  formatFahrenheit,
  formatMiles,
} from '../../utils/spring-format';
import { formatDuration } from '../../../../lib/format-duration';
import { categoryLabel } from '../../utils/marker-category';
import styles from './spring-popup.module.css';

/** 'x.x / 5' or 'N/A', as the marker popup words it. */
function popupRating(rating: SpringSummaryJson['average_rating']): string {
  const n = finiteOrNull(rating);
  return n ? `${n.toFixed(1)} / 5` : 'N/A';
}

interface SpringPopupProps {
  spring: SpringSummaryJson;
  /** Miles from the page's reference point (the place searched), when it has one. */
  distanceMi?: number;
  /** Seconds of driving from there, when the router could say. */
  driveSeconds?: number;
}

/** The content of a marker's popup. */
export function SpringPopup({ spring, distanceMi, driveSeconds }: SpringPopupProps) {
  const temperature = formatFahrenheit(spring.temperature_f);
  return (
    <div className={styles.popup}>
      <h3 className={styles.name}>{displayName(spring.name)}</h3>
      {spring.safety_level === 'not_for_soaking' && (
        <p className={styles.danger}>
          <strong>Not for soaking</strong>
          <span className={styles.source}>
            Source: NOAA thermal springs list{temperature && `, ${temperature}`}
          </span>
        </p>
      )}
      <dl className={styles.facts}>
        <dt>Rating</dt>
        <dd>{popupRating(spring.average_rating)}</dd>
        <dt>Temperature</dt>
        <dd>
          {temperature ?? 'N/A'}{' '}
          <span className={styles.category}>({categoryLabel(spring.temperature_f)})</span>
        </dd>
        <dt>State</dt>
        <dd>{spring.state_code || 'N/A'}</dd>
        {distanceMi !== undefined && (
          <>
            <dt>Distance</dt>
            <dd>
              {formatMiles(distanceMi)}
              {driveSeconds !== undefined && (
                // The dot only separates the figures: a screen reader reads them one after the other.
                <>
                  {' '}
                  <span aria-hidden="true">·</span> {formatDuration(driveSeconds)} drive
                </>
              )}
            </dd>
          </>
        )}
      </dl>
      <a
        className={styles.details}
        href={`/springs/${spring.id}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        View Full Details
      </a>
    </div>
  );
}
