import { useId, useState } from 'react';
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import styles from './form.module.css';

interface FieldProps {
  label: string;
  /** A short line under the input, tied to it for screen readers. */
  hint?: string;
}

/**
 * The label, the control and its hint, tied together by ids so that a control can be found by its
 * label and its hint is read with it.
 */
function LabelledField({
  label,
  hint,
  control,
}: FieldProps & { control: (id: string, describedBy: string | undefined) => ReactNode }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {control(id, hint ? `${id}-hint` : undefined)}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}

/** A labelled input. */
export function FormField({
  label,
  hint,
  ...input
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <LabelledField
      label={label}
      hint={hint}
      control={(id, describedBy) => (
        <input id={id} className={styles.input} aria-describedby={describedBy} {...input} />
      )}
    />
  );
}

/** A labelled multi-line text box. */
export function TextAreaField({
  label,
  hint,
  ...textarea
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <LabelledField
      label={label}
      hint={hint}
      control={(id, describedBy) => (
        <textarea
          id={id}
          className={`${styles.input} ${styles.textarea}`}
          aria-describedby={describedBy}
          {...textarea}
        />
      )}
    />
  );
}

/** A form's text fields held as one state; `field(name)` gives a field its name, value and onChange. */
export function useFields<Values extends Record<string, string>>(initial: Values) {
  const [values, setValues] = useState(initial);
  const field = (name: keyof Values & string) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  return { values, field };
}

/** The form's send button, saying what it is doing while the form is sent. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" className={styles.submit} disabled={busy}>
      {busy ? busyLabel : children}
    </button>
  );
}
