import { useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { loginRedirectState, useAuth } from '../../../lib/auth';
import { ReportIssueForm } from './report-issue-form';
import styles from './report-issue.module.css';

export const THANKS = "Thanks — we'll check this";

/**
 * "Report an issue" on a spring's page: a member flags a wrong fact (name, location, temperature
 * or something else) for the operators; a visitor is asked to log in first.
 */
export function ReportIssue({ springId }: { springId: number }) {
  const auth = useAuth();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  // Focus goes back to the button, which stays, when the form it opened goes away.
  const close = (thanked: boolean) => {
    setOpen(false);
    setSent(thanked);
    toggle.current?.focus();
  };

  return (
    <div className={styles.report} data-report-open={open || undefined}>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => {
          setSent(false);
          setOpen(!open);
        }}
      >
        <span aria-hidden="true">⚑</span> <span className={styles.label}>Report an issue</span>
      </button>
      <p role="status" className={styles.thanks}>
        {sent ? THANKS : ''}
      </p>
      {open &&
        auth.status !== 'loading' &&
        (auth.status === 'signedIn' ? (
          <ReportIssueForm
            id={panelId}
            springId={springId}
            onSent={() => close(true)}
            onCancel={() => close(false)}
          />
        ) : (
          <p id={panelId} className={styles.login}>
            You must be logged in to report an issue.{' '}
            <Link to="/login" state={loginRedirectState(location)}>
              Log in
            </Link>
          </p>
        ))}
    </div>
  );
}
