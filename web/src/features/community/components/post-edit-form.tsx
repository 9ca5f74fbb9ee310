import type { PostJson } from '@hotsprings/contracts';
import { errorMessage } from '../../../lib/api-error';
import { useUpdatePostMutation } from '../api/community.api';
import { PostForm } from './post-form';
import type { PostText } from './post-form';

/** The author's edit of a post, pre-filled; a save replaces the post shown and closes. */
export function PostEditForm({ post, onClose }: { post: PostJson; onClose: () => void }) {
  const [update] = useUpdatePostMutation();

  const save = async (text: PostText) => {
    try {
      await update({ id: post.id, ...text }).unwrap();
      onClose();
    } catch (err) {
      throw new Error(errorMessage(err as never, 'Failed to update post. Please try again.'));
    }
  };

  return (
    <PostForm
      label="Edit post"
      initial={post}
      emptyText="Title and content cannot be empty."
      submitLabel="Save Changes"
      onSubmit={save}
      onCancel={onClose}
    />
  );
}
