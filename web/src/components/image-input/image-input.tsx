import { IMAGE_TYPES } from '@hotsprings/contracts/limits';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../button';
import { FormError, formStyles } from '../form';
import styles from './image-input.module.css';

const ALLOWED = IMAGE_TYPES.split(',');

interface ImageInputProps {
  id: string;
  /** The field's label, e.g. 'Photo (optional)'. */
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** An edited entry keeps its image unless a new one is chosen. */
  hasCurrent?: boolean;
}

/** An optional image to upload: png, jpeg, gif or webp, previewed before upload. */
export function ImageInput({ id, label, file, onChange, hasCurrent = false }: ImageInputProps) {
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
    <div className={formStyles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={IMAGE_TYPES}
        onChange={(event) => choose(event.target.files?.[0])}
      />
      {hasCurrent && !file && (
        <p className={formStyles.hint}>The current photo stays unless you choose another.</p>
      )}
      <FormError>{problem}</FormError>
      {file && (
        <div className={styles.preview}>
          {preview && <img src={preview} alt="Selected photo preview" />}
          <Button
            secondary
            onClick={() => {
              if (input.current) input.current.value = '';
              onChange(null);
            }}
          >
            Remove photo
          </Button>
        </div>
      )}
    </div>
  );
}
