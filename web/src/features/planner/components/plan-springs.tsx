import type { PlanSpringJson } from '@hotsprings/contracts';
import { Link } from 'react-router-dom';
import { Panel, PanelNote } from '../../../components/panel';
import { displayName, formatMiles } from '../../springs';
import { Separated } from './separated';
import styles from './nearby-springs.module.css';

/** Where a plan's spring lies: ['2.3 mi from route', 'mile 45']. */
export function planSpringNote(spring: PlanSpringJson): string[] {
  return [
    `${formatMiles(spring.distance_from_route_miles)} from route`,
    `mile ${Math.round(spring.along_route_miles)}`,
  ];
}

interface PlanSpringsProps {
  springs: PlanSpringJson[];
  /** The springs chosen as stops of the plan's route: marked apart from the others. */
  stopIds: ReadonlySet<number>;
}

/** The springs kept with a plan, in the order the route reaches them, its chosen stops marked. */
export function PlanSprings({ springs, stopIds }: PlanSpringsProps) {
  return (
    <Panel
      title="Springs on This Trip"
      count={springs.length}
      headingId="plan-springs-heading"
      compact
    >
      {springs.length === 0 ? (
        <PanelNote>No springs were saved with this plan.</PanelNote>
      ) : (
        <ol className={styles.list} tabIndex={0} aria-label="Springs on this trip">
          {springs.map((spring) => (
            <li key={spring.id} className={styles.item}>
              <div className={styles.head}>
                <Link to={`/springs/${spring.id}`} className={styles.name}>
                  {displayName(spring.name)}
                </Link>
                <span className={styles.meta}>{spring.state_code}</span>
              </div>
              <p className={styles.figures}>
                <Separated parts={planSpringNote(spring)} />
              </p>
              {stopIds.has(spring.id) && (
                <span className={styles.onRoute}>A stop on this trip</span>
              )}
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
