import { MAX_POST_CONTENT_LENGTH, MAX_POST_TITLE_LENGTH } from '@hotsprings/contracts/limits';
import { useState } from 'react';
import { formStyles } from '../../../components/form';

interface PostFieldsProps {
  /** Prefixes the fields' ids: 'new-post', 'edit-post'. */
  idPrefix: string;
  title: string;
  content: string;
  onTitle: (title: string) => void;
  onContent: (content: string) => void;
}

/**
 * A post's title and content as typed (`fields`, for PostFields), and the two trimmed once neither
 * is blank (`filled`): a post needs both.
 */
export function usePostText(initial = { title: '', content: '' }) {
  const [title, setTitle] = useState(initial.title);
  const [content, setContent] = useState(initial.content);
  return {
    fields: { title, content, onTitle: setTitle, onContent: setContent },
    filled:
      title.trim() && content.trim() ? { title: title.trim(), content: content.trim() } : null,
  };
}

/** A post's title and markdown content, as the new post and the edit forms ask for them. */
export function PostFields({ idPrefix, title, content, onTitle, onContent }: PostFieldsProps) {
  return (
    <>
      <div className={formStyles.field}>
        <label htmlFor={`${idPrefix}-title`}>Title</label>
        <input
          id={`${idPrefix}-title`}
          type="text"
          maxLength={MAX_POST_TITLE_LENGTH}
          value={title}
          onChange={(event) => onTitle(event.target.value)}
        />
      </div>
      <div className={formStyles.field}>
        <label htmlFor={`${idPrefix}-content`}>Content</label>
        <textarea
          id={`${idPrefix}-content`}
          rows={8}
          maxLength={MAX_POST_CONTENT_LENGTH}
          aria-describedby={`${idPrefix}-content-hint`}
          value={content}
          onChange={(event) => onContent(event.target.value)}
        />
        <p id={`${idPrefix}-content-hint`} className={formStyles.hint}>
          Markdown works: **bold**, _italic_, [links](https://example.com), lists and quotes.
        </p>
      </div>
    </>
  );
}
