import type { PostJson } from '@hotsprings/contracts';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { FormActions, formStyles } from '../../../components/form';
import { errorMessage } from '../../../lib/api-error';
import { useUpdatePostMutation } from '../api/community.api';
import { PostFields, usePostText } from './post-fields';

/** The author's edit of a post, pre-filled; a save replaces the post shown and closes. */
export function PostEditForm({ post, onClose }: { post: PostJson; onClose: () => void }) {
  const [update, { isLoading }] = useUpdatePostMutation();
  const text = usePostText(post);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.filled) {
      setError('Title and content cannot be empty.');
      return;
    }
    setError(null);
    try {
      await update({ id: post.id, ...text.filled }).unwrap();
      onClose();
    } catch (err) {
      setError(errorMessage(err as never, 'Failed to update post. Please try again.'));
    }
  };

  return (
    <form className={formStyles.form} onSubmit={submit} aria-label="Edit post" noValidate>
      <PostFields idPrefix="edit-post" {...text.fields} />
      <FormActions error={error} saving={isLoading} submitLabel="Save Changes" onCancel={onClose} />
    </form>
  );
}
