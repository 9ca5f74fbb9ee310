import { MAX_POST_CONTENT_LENGTH, MAX_POST_TITLE_LENGTH } from '@hotsprings/contracts/limits';
import type { FormEvent, ReactNode } from 'react';
import {
  FormActions,
  FormField,
  formStyles,
  TextAreaField,
  useFields,
  useFormSend,
} from '../../../components/form';

/** A post's title and markdown content. */
export interface PostText {
  title: string;
  content: string;
}

interface PostFormProps {
  /** The form's name: 'New post', 'Edit post'. */
  label: string;
  initial?: PostText;
  /** Shown when the title or the content is blank after trimming: a post needs both. */
  emptyText: string;
  submitLabel: string;
  /** Sends the trimmed title and content; rejects with the message to show. */
  onSubmit: (text: PostText) => Promise<void>;
  onCancel?: () => void;
  /** Above the fields, such as the spring a new post is about. */
  above?: ReactNode;
  /** Under the fields, such as a new post's image. */
  children?: ReactNode;
}

/** A new post or the author's edit of one: title, markdown content, send and (in place) cancel. */
export function PostForm({
  label,
  initial = { title: '', content: '' },
  emptyText,
  submitLabel,
  onSubmit,
  onCancel,
  above,
  children,
}: PostFormProps) {
  const { values, field } = useFields({ title: initial.title, content: initial.content });
  const { error, setError, saving, send } = useFormSend();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = { title: values.title.trim(), content: values.content.trim() };
    if (!text.title || !text.content) setError(emptyText);
    else await send(() => onSubmit(text));
  };

  return (
    <form className={formStyles.form} onSubmit={submit} aria-label={label} noValidate>
      {above}
      <FormField label="Title" type="text" maxLength={MAX_POST_TITLE_LENGTH} {...field('title')} />
      <TextAreaField
        label="Content"
        rows={8}
        maxLength={MAX_POST_CONTENT_LENGTH}
        hint="Markdown works: **bold**, _italic_, [links](https://example.com), lists and quotes."
        {...field('content')}
      />
      {children}
      <FormActions error={error} saving={saving} submitLabel={submitLabel} onCancel={onCancel} />
    </form>
  );
}
