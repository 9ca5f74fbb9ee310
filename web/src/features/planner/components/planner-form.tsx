import { MAX_DISTANCE_MILES, MIN_DISTANCE_MILES } from '@hotsprings/contracts/limits';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/button';
import { FormError, FormField } from '../../../components/form';
import type { useTripPlanner } from '../hooks/use-trip-planner';
import { PlaceInput } from './place-input';
import { WaypointList } from './waypoint-list';
import styles from './planner-form.module.css';

type Planner = ReturnType<typeof useTripPlanner>;

/** The trip's two ends, each typed and then chosen from the suggestions. */
const TRIP_ENDS = [
  { end: 'start', label: 'Start', placeholder: 'Starting city or town...' },
  { end: 'end', label: 'End', placeholder: 'Destination city or town...' },
] as const;

/** Start, end (both chosen from suggestions), max distance and 'Generate Route'. */
export function PlannerForm({ planner }: { planner: Planner }) {
  const [stopText, setStopText] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    planner.generate();
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-label="Plan a trip">
      <div className={styles.fields}>
        {TRIP_ENDS.map(({ end, label, placeholder }) => (
          <PlaceInput
            key={end}
            label={label}
            placeholder={placeholder}
            text={planner[end].text}
            onTextChange={planner[end].type}
            onSelect={planner[end].choose}
          />
        ))}
        <FormField
          label="Max distance (miles)"
          type="number"
          inputMode="decimal"
          min={MIN_DISTANCE_MILES}
          max={MAX_DISTANCE_MILES}
          step="any"
          required
          value={planner.maxDistance}
          onChange={(event) => planner.setMaxDistance(event.target.value)}
        />
        <Button type="submit" disabled={planner.generating}>
          {planner.generating ? 'Generating...' : 'Generate Route'}
        </Button>
      </div>
      <div className={styles.stop}>
        <PlaceInput
          label="Add a stop (any city or town)"
          placeholder="A town on the way..."
          text={stopText}
          onTextChange={setStopText}
          onSelect={(place) => {
            setStopText('');
            planner.addPlace(place);
          }}
        />
      </div>
      <WaypointList
        waypoints={planner.waypoints}
        onRemove={planner.removeWaypoint}
        onMove={planner.moveWaypoint}
        busy={planner.generating}
      />
      <FormError>{planner.error}</FormError>
    </form>
  );
}
