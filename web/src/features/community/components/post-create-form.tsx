import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ImageInput } from '../../../components/image-input';
import { useCreatePostMutation } from '../api/community.api';
import { failureText, SIGNED_OUT } from '../utils/messages';
import { PostForm } from './post-form';
import type { PostText } from './post-form';
import styles from './post-create-form.module.css';

interface PostCreateFormProps {
  /** The spring the new post will be about, chosen on the spring's page. */
  spring: { id: number; name: string } | null;
  onClearSpring: () => void;
}

/** A member's new post: title, markdown content, an optional image and spring. */
export function PostCreateForm({ spring, onClearSpring }: PostCreateFormProps) {
  const [create] = useCreatePostMutation();
  const navigate = useNavigate();
  const [image, setImage] = useState<File | null>(null);

  const save = async (text: PostText) => {
    try {
      const post = await create({ ...text, image, springId: spring?.id ?? null }).unwrap();
      navigate(`/community/posts/${post.id}`);
    } catch (err) {
      throw new Error(failureText(err, SIGNED_OUT.post, 'Failed to create post'));
    }
  };

  return (
    <PostForm
      label="New post"
      emptyText="Title and content are required."
      submitLabel="Create Post"
      onSubmit={save}
      above={
        spring && (
          <p className={styles.spring}>
            About {spring.name}
            <button type="button" onClick={onClearSpring}>
              Remove<span className="visually-hidden"> the spring</span>
            </button>
          </p>
        )
      }
    >
      <ImageInput id="new-post-image" label="Image (optional)" file={image} onChange={setImage} />
    </PostForm>
  );
}
