import { Panel } from '../../../components/panel';
import styles from './trip-planner.module.css';

/** What the side of the planner says before there is a route. */
export function PlannerIntro() {
  return (
    <Panel title="How it works" compact>
      <ol className={styles.steps}>
        <li>Type a start and an end, and choose each from the suggestions.</li>
        <li>Set how many miles from the road you would go for a soak.</li>
        <li>
          Generate the route: the springs along it are listed in the order you reach them, with the
          minutes each one adds to the drive.
        </li>
        <li>Add the ones you want as waypoints, then save or share your trip.</li>
      </ol>
    </Panel>
  );
}
