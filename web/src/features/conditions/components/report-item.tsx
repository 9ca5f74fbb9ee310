import type { ConditionReportJson } from '@hotsprings/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Lightbox } from '../../../components/lightbox';
import { MarkdownContent } from '../../../components/markdown-content';
import { formatCalendarDay } from '../../../lib/format-date';
import { formatMeasuredF } from '../utils/measured-temperature';
import type { ReportDraft } from '../api/report-body';
import { CROWDING_LABELS, FLOW_LABELS, labelOf } from '../utils/report-labels';
import { ReportForm } from './report-form';
import { StatusBadge } from './status-badge';
import styles from './report-item.module.css';

interface ReportItemProps {
  report: ConditionReportJson;
  /** Given (the author's own report), the report has Edit and Delete. */
  author?: {
    onSave: (draft: ReportDraft) => Promise<void>;
    onDelete: () => void;
    deleting: boolean;
  };
}

/** One visit: its day, status and what was measured or seen, the note, the photo. */
export function ReportItem({ report, author }: ReportItemProps) {
  const [editing, setEditing] = useState(false);
  const [photoOpen, setPhotoOpen] = useState(false);
  const username = report.user?.username ?? '';
  const day = formatCalendarDay(report.visited_on);
  const water = formatMeasuredF(report.water_temperature_f);
  const facts = [
    water && { term: 'Water', value: water },
    report.flow && { term: 'Flow', value: labelOf(FLOW_LABELS, report.flow) },
    report.crowding && { term: 'Crowding', value: labelOf(CROWDING_LABELS, report.crowding) },
  ].filter((fact): fact is { term: string; value: string } => Boolean(fact));

  if (editing && author) {
    return (
      <li className={styles.item}>
        <ReportForm
          report={report}
          submitLabel="Save Changes"
          onSubmit={async (draft) => {
            await author.onSave(draft);
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      </li>
    );
  }

  return (
    <li className={styles.item}>
      <article aria-label={`Report by ${username} of ${day}`}>
        <header className={styles.header}>
          <StatusBadge status={report.status} />
          <span className={styles.meta}>
            <time dateTime={report.visited_on} className={styles.day}>
              {day}
            </time>{' '}
            by{' '}
            <Link to={`/profile/${encodeURIComponent(username)}`} className={styles.author}>
              {username}
            </Link>
            {report.updated_at !== report.created_at && (
              <span className={styles.edited}> (edited)</span>
            )}
          </span>
        </header>
        <div className={styles.body}>
          <div className={styles.text}>
            {facts.length > 0 && (
              <dl className={styles.facts}>
                {facts.map(({ term, value }) => (
                  <div key={term}>
                    <dt>{term}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            )}
            {report.note && <MarkdownContent>{report.note}</MarkdownContent>}
          </div>
          {report.image_url && (
            <button
              type="button"
              className={styles.photo}
              onClick={() => setPhotoOpen(true)}
              aria-label={`Open photo by ${username}`}
            >
              <img src={report.image_url} alt="" loading="lazy" />
            </button>
          )}
        </div>
        {author && (
          <footer className={styles.actions}>
            <button type="button" onClick={() => setEditing(true)}>
              Edit
            </button>
            <button
              type="button"
              className={styles.danger}
              onClick={author.onDelete}
              disabled={author.deleting}
            >
              Delete
            </button>
          </footer>
        )}
      </article>
      {photoOpen && report.image_url && (
        <Lightbox
          src={report.image_url}
          alt={`Photo by ${username}`}
          caption={`Photo by ${username}, visit of ${day}`}
          onClose={() => setPhotoOpen(false)}
        />
      )}
    </li>
  );
}
