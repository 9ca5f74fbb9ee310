import { useEffect, useRef, useState } from 'react';
import { REVIEW_IMAGE_TYPES } from '../types/review-fields';
import styles from './review-form.module.css';

const ALLOWED = REVIEW_IMAGE_TYPES.split(',');

interface ReviewImageInputProps {
  id: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** An edited review keeps its photo unless a new one is chosen. */
  hasCurrent: boolean;
}

/** A photo for the review: png, jpeg, gif or webp, previewed before upload. */
export function ReviewImageInput({ id, file, onChange, hasCurrent }: ReviewImageInputProps) {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (chosen: File | undefined) => {
    if (chosen && !ALLOWED.includes(chosen.type)) {
      setProblem('Please choose a PNG, JPEG, GIF or WebP image.');
      if (input.current) input.current.value = '';
      return onChange(null);
    }
    setProblem(null);
    onChange(chosen ?? null);
  };

  return (
    <div className={styles.field}>
      <label htmlFor={id}>Photo (optional)</label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={REVIEW_IMAGE_TYPES}
        onChange={(event) => choose(event.target.files?.[0])}
      />
      {hasCurrent && !file && (
        <p className={styles.hint}>The current photo stays unless you choose another.</p>
      )}
      {problem && (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      )}
      {file && (
        <div className={styles.preview}>
          {preview && <img src={preview} alt="Selected photo preview" />}
          <button
            type="button"
            className={styles.secondary}
            onClick={() => {
              if (input.current) input.current.value = '';
              onChange(null);
            }}
          >
            Remove photo
          </button>
        </div>
      )}
    </div>
  );
}
