import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormActions, formStyles } from '../../../components/form';
import { ImageInput } from '../../../components/image-input';
import { useCreatePostMutation } from '../api/community.api';
import { failureText, SIGNED_OUT } from '../utils/messages';
import { PostFields, usePostText } from './post-fields';
import styles from './post-create-form.module.css';

interface PostCreateFormProps {
  /** The spring the new post will be about, chosen on the spring's page. */
  spring: { id: number; name: string } | null;
  onClearSpring: () => void;
}

/** A member's new post: title, markdown content, an optional image and spring. */
export function PostCreateForm({ spring, onClearSpring }: PostCreateFormProps) {
  const [create, { isLoading }] = useCreatePostMutation();
  const navigate = useNavigate();
  const text = usePostText();
  const [image, setImage] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.filled) {
      setError('Title and content are required.');
      return;
    }
    setError(null);
    try {
      const post = await create({ ...text.filled, image, springId: spring?.id ?? null }).unwrap();
      navigate(`/community/posts/${post.id}`);
    } catch (err) {
      setError(failureText(err, SIGNED_OUT.post, 'Failed to create post'));
    }
  };

  return (
    <form className={formStyles.form} onSubmit={submit} aria-label="New post" noValidate>
      {spring && (
        <p className={styles.spring}>
          About {spring.name}
          <button type="button" onClick={onClearSpring}>
            Remove<span className="visually-hidden"> the spring</span>
          </button>
        </p>
      )}
      <PostFields idPrefix="new-post" {...text.fields} />
      <ImageInput id="new-post-image" label="Image (optional)" file={image} onChange={setImage} />
      <FormActions error={error} saving={isLoading} submitLabel="Create Post" />
    </form>
  );
}
