import type { RouteLegJson } from '@hotsprings/contracts';
import { useState } from 'react';
import { Panel, PanelMoreButton } from '../../../components/panel';
import { formatDuration } from '../../../lib/format-duration';
import { formatLeg } from '../utils/trip-format';
import type { TripStop } from '../utils/trip-points';
import type { TripRouteProps } from './trip-legs';
import styles from './trip-directions.module.css';

/** A leg with more steps than this shows its first ones, and a button for the rest. */
export const SHORT_LEG_STEPS = 6;

/** Turn-by-turn directions, leg by leg: each leg's heading names its two stops. */
export function TripDirections({ stops, legs }: TripRouteProps) {
  if (!legs.some((leg) => leg.steps.length > 0)) return null;
  return (
    <Panel title="Directions" headingId="trip-directions-heading" compact>
      {legs.map((leg, index) => (
        <LegDirections
          key={index}
          leg={leg}
          index={index}
          from={stops[index]}
          to={stops[index + 1]}
        />
      ))}
    </Panel>
  );
}

interface LegDirectionsProps {
  leg: RouteLegJson;
  index: number;
  from: TripStop | undefined;
  to: TripStop | undefined;
}

function LegDirections({ leg, index, from, to }: LegDirectionsProps) {
  const [showAll, setShowAll] = useState(false);
  const long = leg.steps.length > SHORT_LEG_STEPS;
  const shown = long && !showAll ? leg.steps.slice(0, SHORT_LEG_STEPS - 1) : leg.steps;
  const headingId = `trip-directions-leg-${index + 1}`;
  const place = (stop: TripStop | undefined) => stop?.name || stop?.label || 'the next stop';
  return (
    <div className={styles.leg}>
      <h3 id={headingId} className={styles.heading}>
        {place(from)} to {place(to)} <span className={styles.totals}>{formatLeg(leg)}</span>
      </h3>
      <ol className={styles.steps} aria-labelledby={headingId}>
        {shown.map((step, n) => (
          <li key={n} className={step.approximate ? styles.approximate : styles.step}>
            {step.instruction}
            {step.maneuver?.type !== 'arrive' && (
              <span className={styles.time}> ({formatDuration(step.duration_seconds)})</span>
            )}
          </li>
        ))}
      </ol>
      {long && (
        <PanelMoreButton className={styles.more} onClick={() => setShowAll((all) => !all)}>
          {showAll ? 'Show fewer steps' : `Show all ${leg.steps.length} steps`}
        </PanelMoreButton>
      )}
    </div>
  );
}
