import type { SpringJson } from '@hotsprings/contracts';
import {
  celsiusOf,
  finiteOrNull,
  formatCelsius,
  formatFahrenheit,
  formatRating,
} from '../utils/spring-format';
import { countText } from '../../../lib/count-text';
import { SourceNote } from './source-note';
import styles from './spring-details-panel.module.css';

function formatCoordinate(value: number, positive: string, negative: string): string {
  return `${Math.abs(value).toFixed(4)}° ${value >= 0 ? positive : negative}`;
}

const TEMPERATURE_HINTS: Record<string, string> = {
  B: 'Boiling',
  H: 'Hot',
  W: 'Warm',
};

/** The facts of a spring: temperature, rating, state, coordinates and external map links. */
export function SpringDetailsPanel({ spring }: { spring: SpringJson }) {
  const latitude = finiteOrNull(spring.latitude);
  const longitude = finiteOrNull(spring.longitude);
  const hasPosition = latitude !== null && longitude !== null;
  const fahrenheit = formatFahrenheit(spring.temperature_f);
  const celsius = formatCelsius(celsiusOf(spring.temperature_f, spring.temperature_c));
  const hint = spring.temperature_hint ? TEMPERATURE_HINTS[spring.temperature_hint] : undefined;
  const reviews = spring.review_count;
  const temperatureNote = (
    <SourceNote source={spring.sources?.temperature ?? null} fact="temperature" align="end" />
  );

  return (
    <section className={styles.panel} aria-labelledby="spring-details-heading">
      <h2 id="spring-details-heading" className={styles.heading}>
        Spring Details
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>Temperature</dt>
          <dd>
            {fahrenheit ? (
              <>
                <span>
                  <span className={styles.big}>{fahrenheit}</span>
                  {temperatureNote}
                </span>
                <span className={styles.secondary}>{celsius}</span>
              </>
            ) : (
              <span>
                <span>{hint ? `${hint} (no measurement)` : 'Unknown'}</span>
                {temperatureNote}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>Average Rating</dt>
          <dd>
            <span className={styles.big}>
              <span className={styles.star} aria-hidden="true">
                ★
              </span>{' '}
              {formatRating(spring.average_rating)}
            </span>
            <span>
              <span className={styles.secondary}>{countText(reviews, 'review')}</span>
              <SourceNote source={spring.sources?.rating ?? null} fact="rating" align="end" />
            </span>
          </dd>
        </div>
        <div>
          <dt>State</dt>
          <dd>{spring.state_code || 'Location unknown'}</dd>
        </div>
        {spring.city && (
          <div>
            <dt>Nearest Town</dt>
            <dd>{spring.city}</dd>
          </div>
        )}
        <div>
          <dt>Coordinates</dt>
          <dd>
            {hasPosition
              ? `${formatCoordinate(latitude, 'N', 'S')}, ${formatCoordinate(longitude, 'E', 'W')}`
              : 'Not available'}
          </dd>
        </div>
      </dl>
      {hasPosition && (
        <div className={styles.links}>
          <a
            href={`https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.primaryLink}
          >
            Get Directions (Google Maps)
          </a>
          <a
            href={`https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=14/${latitude}/${longitude}`}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.secondaryLink}
          >
            View on OpenStreetMap
          </a>
        </div>
      )}
    </section>
  );
}
