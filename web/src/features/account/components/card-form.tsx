import type { FormEvent, ReactNode } from 'react';
import { SubmitButton } from '../../../components/form';
import { FormAlert, type FormAlertTone } from './form-alert';
import formStyles from './form.module.css';

/** What a form's last send came to, shown above its fields. */
export interface FormOutcome {
  tone: FormAlertTone;
  text: string;
  /** What went wrong in more words, when the server said. */
  detail?: string | null;
}

interface CardFormProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  outcome: FormOutcome | null;
  /** True while the form is sent: its button then says busyLabel. */
  busy: boolean;
  busyLabel: string;
  submitLabel: string;
  /** The form's own layout; the settings cards' column unless given. */
  className?: string;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * A form of a settings card: what its last send came to, its fields, and its button at the right.
 * The form checks its fields itself and says what is wrong in the alert, not the browser.
 */
export function CardForm({
  onSubmit,
  outcome,
  busy,
  busyLabel,
  submitLabel,
  className = formStyles.form,
  children,
}: CardFormProps) {
  return (
    <form className={className} onSubmit={onSubmit} noValidate>
      {outcome && (
        <FormAlert tone={outcome.tone} detail={outcome.detail}>
          {outcome.text}
        </FormAlert>
      )}
      {children}
      <div className={formStyles.cardActions}>
        <SubmitButton busy={busy} busyLabel={busyLabel}>
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
