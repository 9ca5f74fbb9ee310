import { MAX_FLAG_NOTE_LENGTH, SPRING_FLAG_FACTS } from '@hotsprings/contracts/limits';
import type { SpringFlagFact } from '@hotsprings/contracts/limits';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormActions, formStyles, TextAreaField } from '../../../components/form';
import { errorMessage } from '../../../lib/api-error';
import { useFlagSpringMutation } from '../api/flags.api';
import styles from './report-issue.module.css';

const FACT_LABELS: Record<SpringFlagFact, string> = {
  name: 'Name',
  location: 'Location',
  temperature: 'Temperature',
  other: 'Other',
};

// The service's words, said before sending.
const NO_FACT = 'Please choose which fact is wrong.';
const NO_NOTE = 'Please describe what is wrong in the note.';

interface ReportIssueFormProps {
  id: string;
  springId: number;
  onSent: () => void;
  onCancel: () => void;
}

/** Which fact of the spring is wrong, and a note saying how: sent to the operators. */
export function ReportIssueForm({ id, springId, onSent, onCancel }: ReportIssueFormProps) {
  const [fact, setFact] = useState<SpringFlagFact | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [flagSpring, { isLoading }] = useFlagSpringMutation();
  const form = useRef<HTMLFormElement>(null);

  // Opened below the fold of a long aside, or on a phone: brought into sight.
  useEffect(() => {
    form.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!fact) return setError(NO_FACT);
    if (!note.trim()) return setError(NO_NOTE);
    setError(null);
    try {
      await flagSpring({ springId, fact, note }).unwrap();
      onSent();
    } catch (err) {
      setError(errorMessage(err as never, 'Your report could not be sent. Please try again.'));
    }
  };

  return (
    <form
      ref={form}
      id={id}
      className={`${formStyles.form} ${styles.form}`}
      aria-label="Report an issue with this spring"
      noValidate
      onSubmit={submit}
    >
      <fieldset className={styles.facts}>
        <legend>Which fact is wrong?</legend>
        {SPRING_FLAG_FACTS.map((value) => (
          <label key={value} className={styles.fact}>
            <input
              type="radio"
              name="fact"
              value={value}
              checked={fact === value}
              onChange={() => setFact(value)}
            />
            {FACT_LABELS[value]}
          </label>
        ))}
      </fieldset>
      <TextAreaField
        label="What is wrong?"
        maxLength={MAX_FLAG_NOTE_LENGTH}
        hint="Tell us what you found, and what is right if you know it."
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <FormActions
        error={error}
        saving={isLoading}
        submitLabel="Send"
        savingLabel="Sending..."
        onCancel={onCancel}
      />
    </form>
  );
}
