import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/button';
import { LoginPrompt } from '../../../components/login-prompt';
import { Panel, PanelNote } from '../../../components/panel';
import { useAuth } from '../../../lib/auth';
import { useGetSpringReportsQuery } from '../api/conditions.api';
import { useReportActions } from '../hooks/use-report-actions';
import { ReportForm } from './report-form';
import { ReportItem } from './report-item';
import styles from './condition-reports.module.css';

/** The panel's heading id: "Report conditions" links elsewhere on the page lead there. */
export const REPORTS_ANCHOR = 'condition-reports-heading';

/**
 * The spring page's condition reports: newest visit first, a page at a time, with the form
 * members report a visit with (opened by its button or by a link to the panel) and the author's
 * edit and delete on their own.
 */
export function ConditionReports({ springId }: { springId: number }) {
  const auth = useAuth();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [formOpen, setFormOpen] = useState(false);
  const { data, error, isLoading } = useGetSpringReportsQuery({ springId, page });
  const { post, save, confirmDelete, deleting } = useReportActions(springId);
  const me = auth.user?.username;
  const signedIn = auth.status === 'signedIn';
  const reports = data?.reports ?? [];
  const pages = data?.total_pages ?? 0;

  // A "Report conditions" link elsewhere on the page opens the form as it scrolls here.
  useEffect(() => {
    if (hash === `#${REPORTS_ANCHOR}`) setFormOpen(true);
  }, [hash]);

  // The link's hash goes with the form: left in the address, the same link would no longer
  // change it, and so would not open the form again.
  const closeForm = () => {
    setFormOpen(false);
    if (hash) navigate({ pathname, search, hash: '' }, { replace: true });
  };

  const submit = async (draft: Parameters<typeof post>[0]) => {
    await post(draft);
    closeForm();
    setPage(1);
  };

  return (
    <Panel
      title="Condition reports"
      count={data?.total}
      headingId={REPORTS_ANCHOR}
      action={
        signedIn && (
          <Button
            secondary={formOpen}
            aria-expanded={formOpen}
            onClick={() => (formOpen ? closeForm() : setFormOpen(true))}
          >
            {formOpen ? 'Cancel report' : 'Report conditions'}
          </Button>
        )
      }
    >
      <div className={styles.body}>
        {auth.status === 'signedOut' && (
          <LoginPrompt message="Been here? Members report the conditions they found." />
        )}
        {signedIn && formOpen && <ReportForm submitLabel="Post report" onSubmit={submit} />}

        {isLoading ? (
          <PanelNote>Loading condition reports...</PanelNote>
        ) : error ? (
          <PanelNote>Could not load the condition reports.</PanelNote>
        ) : reports.length === 0 ? (
          <PanelNote>No condition reports yet.</PanelNote>
        ) : (
          <ul className={styles.list}>
            {reports.map((report) => (
              <ReportItem
                key={report.id}
                report={report}
                author={
                  me && report.user?.username === me
                    ? {
                        onSave: (draft) => save(report, draft),
                        onDelete: () => void confirmDelete(report),
                        deleting,
                      }
                    : undefined
                }
              />
            ))}
          </ul>
        )}

        {pages > 1 && (
          <nav className={styles.pager} aria-label="Report pages">
            <button
              type="button"
              className={styles.page}
              onClick={() => setPage(page - 1)}
              disabled={page <= 1}
            >
              Newer reports
            </button>
            <span>
              Page {page} of {pages}
            </span>
            <button
              type="button"
              className={styles.page}
              onClick={() => setPage(page + 1)}
              disabled={page >= pages}
            >
              Older reports
            </button>
          </nav>
        )}
      </div>
    </Panel>
  );
}
