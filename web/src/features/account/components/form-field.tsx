import { useId } from 'react';
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
