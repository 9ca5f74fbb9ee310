import { MAX_COMMENT_LENGTH } from '@hotsprings/contracts/limits';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { FormActions, formStyles, TextAreaField, useFormSend } from '../../../components/form';

interface CommentFormProps {
  /** The form's name and the text box's label: 'Leave a Comment', 'Reply to river rat'. */
  label: string;
  submitLabel: string;
  initial?: string;
  /** Shown when the text is blank after trimming. */
  emptyText: string;
  /** Sends the trimmed text; rejects with the message to show. Resolves once it is saved. */
  onSubmit: (content: string) => Promise<void>;
  onCancel?: () => void;
  /** The new comment form clears itself after a save; the others close. */
  clearOnSave?: boolean;
}

/** A comment, reply or comment edit: one text box, send and (in place) cancel. */
export function CommentForm({
  label,
  submitLabel,
  initial = '',
  emptyText,
  onSubmit,
  onCancel,
  clearOnSave = false,
}: CommentFormProps) {
  const [content, setContent] = useState(initial);
  const { error, setError, saving, send } = useFormSend();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = content.trim();
    if (!text) {
      setError(emptyText);
      return;
    }
    await send(async () => {
      await onSubmit(text);
      if (clearOnSave) setContent('');
    });
  };

  return (
    <form className={formStyles.form} onSubmit={submit} aria-label={label} noValidate>
      <TextAreaField
        label={label}
        hideLabel={Boolean(onCancel)}
        rows={onCancel ? 3 : 4}
        maxLength={MAX_COMMENT_LENGTH}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        autoFocus={Boolean(onCancel)}
      />
      <FormActions error={error} saving={saving} submitLabel={submitLabel} onCancel={onCancel} />
    </form>
  );
}
