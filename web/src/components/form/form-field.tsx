import { useId, useState } from 'react';
import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import styles from './form.module.css';

interface FieldProps {
  label: string;
  /** A short line under the control, tied to it for screen readers. */
  hint?: string;
  /** The label is for screen readers only, where the form around the field says it already. */
  hideLabel?: boolean;
  /** The larger look, with a focus ring, of the forms a page is about: sign-in, settings. */
  large?: boolean;
}

/** What the control itself is given: its id, its hint's id, and the look's class with its own. */
interface ControlProps {
  id: string;
  'aria-describedby': string | undefined;
  className: string | undefined;
}

/**
 * A field's props parted: the label's, the hint's and the look's (with the control's own class,
 * which joins the look's), and the control's own attributes.
 */
function partField<Control extends { className?: string }>({
  label,
  hint,
  hideLabel,
  large,
  ...control
}: FieldProps & Control) {
  return { field: { label, hint, hideLabel, large, className: control.className }, control };
}

/**
 * The label, the control and its hint, tied together by ids so that a control can be found by its
 * label and its hint is read with it.
 */
function LabelledField({
  label,
  hint,
  hideLabel,
  large,
  className,
  largeClass,
  control,
}: FieldProps & {
  /** The control's own class (a width, say), beside the look's. */
  className: string | undefined;
  /** What the large look adds for this kind of control. */
  largeClass?: string;
  control: (props: ControlProps) => ReactNode;
}) {
  const id = useId();
  const labelClass = hideLabel ? 'visually-hidden' : large ? styles.largeLabel : undefined;
  const looks = large ? [styles.largeControl, largeClass] : [];
  const classes = [...looks, className].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {control({
        id,
        'aria-describedby': hint ? `${id}-hint` : undefined,
        className: classes || undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className={large ? `${styles.hint} ${styles.largeHint}` : styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}

/** A labelled input. */
export function FormField(props: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const { field, control } = partField(props);
  return <LabelledField {...field} control={(own) => <input {...control} {...own} />} />;
}

/**
 * A labelled multi-line text box, four lines high unless told; with `countCharacters`, its hint
 * counts what is written against its maxLength.
 */
export function TextAreaField({
  countCharacters,
  ...props
}: FieldProps & { countCharacters?: boolean } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { field, control } = partField(props);
  const count = `${String(control.value ?? '').length} / ${control.maxLength} characters`;
  return (
    <LabelledField
      {...field}
      hint={countCharacters ? count : field.hint}
      largeClass={styles.largeTextarea}
      control={(own) => <textarea rows={4} {...control} {...own} />}
    />
  );
}

/** A labelled drop-down; its options are its children. */
export function SelectField(props: FieldProps & SelectHTMLAttributes<HTMLSelectElement>) {
  const { field, control } = partField(props);
  return <LabelledField {...field} control={(own) => <select {...control} {...own} />} />;
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

/** The send button of a large form, saying what it is doing while the form is sent. */
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
