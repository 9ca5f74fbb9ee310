import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import styles from './lightbox.module.css';

interface LightboxProps {
  src: string;
  alt: string;
  caption?: string;
  onClose: () => void;
}

/** A photo shown large over the page; Escape, the close button or a click outside closes it. */
export function Lightbox({ src, alt, caption, onClose }: LightboxProps) {
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [onClose]);

  return createPortal(
    <div
      className={styles.backdrop}
      role="dialog"
      aria-modal="true"
      aria-label={alt}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <figure className={styles.figure}>
        <img className={styles.image} src={src} alt={alt} />
        {caption && <figcaption className={styles.caption}>{caption}</figcaption>}
      </figure>
      <button
        ref={closeRef}
        type="button"
        className={styles.close}
        onClick={onClose}
        aria-label="Close photo"
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>,
    document.body,
  );
}
