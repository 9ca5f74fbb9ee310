import { useState } from 'react';
import { Button } from '../button';
import { FormError } from './form-error';
import styles from './form.module.css';

interface FormActionsProps {
  /** What went wrong with the last try, announced as an alert. */
  error: string | null;
  saving: boolean;
  submitLabel: string;
  /** What the submit button says while the form is sent ('Saving...' unless given). */
  savingLabel?: string;
  /** Given, a Cancel button closes the form. */
  onCancel?: () => void;
}

/**
 * A form's send as FormActions shows it: `send(save)` runs the save, which rejects with the message
 * to show, and the form reads as saving until it ends.
 */
export function useFormSend() {
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const send = async (save: () => Promise<void>) => {
    setError(null);
    setSaving(true);
    try {
      await save();
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setSaving(false);
    }
  };
  return { error, setError, saving, send };
}

/** The end of a form: its error, then send ('Saving...' while it runs) and cancel. */
export function FormActions({
  error,
  saving,
  submitLabel,
  savingLabel = 'Saving...',
  onCancel,
}: FormActionsProps) {
  return (
    <>
      <FormError>{error}</FormError>
      <div className={styles.actions}>
        <Button type="submit" disabled={saving}>
          {saving ? savingLabel : submitLabel}
        </Button>
        {onCancel && (
          <Button secondary onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        )}
      </div>
    </>
  );
}
