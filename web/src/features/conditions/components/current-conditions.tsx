import type { LatestReportJson } from '@hotsprings/contracts';
import { Link } from 'react-router-dom';
import { Panel, PanelNote } from '../../../components/panel';
import { formatCalendarDay } from '../../../lib/format-date';
import { TimeAgo } from '../../../lib/time-ago';
import { formatMeasuredF } from '../utils/report-labels';
import { REPORTS_ANCHOR } from './condition-reports';
import { FreshnessBadge, StatusBadge } from './status-badge';
import styles from './current-conditions.module.css';

/**
 * The spring page's "Current conditions": what the latest visit found (status, how fresh, the
 * water measured) and who reported it when, or that no one has yet; both lead to the form.
 */
export function CurrentConditions({ latest }: { latest: LatestReportJson | null | undefined }) {
  const reportLink = (
    <a href={`#${REPORTS_ANCHOR}`} className={styles.report}>
      Report conditions
    </a>
  );
  if (!latest) {
    return (
      <Panel title="Current conditions" headingId="current-conditions-heading" action={reportLink}>
        <PanelNote>
          No condition reports yet. Been here lately? Tell others what you found.
        </PanelNote>
      </Panel>
    );
  }
  const water = formatMeasuredF(latest.water_temperature_f);
  return (
    <Panel title="Current conditions" headingId="current-conditions-heading" action={reportLink}>
      <div className={styles.body}>
        <p className={styles.badges}>
          <span className="visually-hidden">Status: </span>
          <StatusBadge status={latest.status} />
          <span className="visually-hidden">, report freshness: </span>
          <FreshnessBadge freshness={latest.freshness} />
        </p>
        <p className={styles.line}>
          Visited <time dateTime={latest.visited_on}>{formatCalendarDay(latest.visited_on)}</time>
          {water && (
            <>
              <span aria-hidden="true"> · </span>
              <span className="visually-hidden">, </span>
              Water measured at {water}
            </>
          )}
        </p>
        <p className={styles.byline}>
          Reported <TimeAgo iso={latest.reported_at} /> by{' '}
          <Link to={`/profile/${encodeURIComponent(latest.username)}`}>{latest.username}</Link>
        </p>
      </div>
    </Panel>
  );
}
