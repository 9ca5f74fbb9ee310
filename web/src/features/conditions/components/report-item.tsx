import type { ConditionReportJson } from '@hotsprings/contracts';
import { useState } from 'react';
import { MarkdownContent } from '../../../components/markdown-content';
import {
  EntryAction,
  EntryActions,
  EntryAuthor,
  EntryMeta,
  MemberEntry,
} from '../../../components/member-entry';
import { formatCalendarDay } from '../../../lib/format-date';
import type { ReportDraft } from '../api/report-body';
import { CROWDING_LABELS, FLOW_LABELS, formatMeasuredF, labelOf } from '../utils/report-labels';
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
  const username = report.user?.username ?? '';
  const day = formatCalendarDay(report.visited_on);
  const water = formatMeasuredF(report.water_temperature_f);
  const facts = [
    water && { term: 'Water', value: water },
    report.flow && { term: 'Flow', value: labelOf(FLOW_LABELS, report.flow) },
    report.crowding && { term: 'Crowding', value: labelOf(CROWDING_LABELS, report.crowding) },
  ].filter((fact): fact is { term: string; value: string } => Boolean(fact));

  return (
    <MemberEntry
      label={`Report by ${username} of ${day}`}
      form={
        editing &&
        author && (
          <ReportForm
            report={report}
            submitLabel="Save Changes"
            onSubmit={async (draft) => {
              await author.onSave(draft);
              setEditing(false);
            }}
            onCancel={() => setEditing(false)}
          />
        )
      }
      header={
        <>
          <StatusBadge status={report.status} />
          <EntryMeta edited={report.updated_at !== report.created_at}>
            <time dateTime={report.visited_on} className={styles.day}>
              {day}
            </time>{' '}
            by <EntryAuthor username={username} />
          </EntryMeta>
        </>
      }
      photo={
        report.image_url
          ? {
              url: report.image_url,
              author: username,
              caption: `Photo by ${username}, visit of ${day}`,
            }
          : undefined
      }
      footer={
        author && (
          <EntryActions>
            <EntryAction onClick={() => setEditing(true)}>Edit</EntryAction>
            <EntryAction danger onClick={author.onDelete} disabled={author.deleting}>
              Delete
            </EntryAction>
          </EntryActions>
        )
      }
    >
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
    </MemberEntry>
  );
}
