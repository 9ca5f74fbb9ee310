import { useState } from 'react';
import styles from './spring-image.module.css';

interface SpringImageProps {
  src?: string | null;
  alt: string;
  /** Picks one of a few placeholder palettes, so a grid of springs without photos is not uniform. */
  seed?: number;
  className?: string;
}

const PALETTES = 5;

/** A spring's photo, or a drawn placeholder (a steaming pool) when it has none or it fails. */
export function SpringImage({ src, alt, seed = 0, className = '' }: SpringImageProps) {
  const [failed, setFailed] = useState(false);
  if (src && !failed) {
    return (
      <img
        className={`${styles.image} ${className}`}
        src={src}
        alt={alt}
        loading="lazy"
        onError={() => setFailed(true)}
      />
    );
  }
  const palette = styles[`palette${Math.abs(seed) % PALETTES}`];
  return (
    <div
      className={`${styles.image} ${styles.placeholder} ${palette} ${className}`}
      role="img"
      aria-label={`${alt} (no photo yet)`}
    >
      <svg className={styles.art} viewBox="0 0 120 80" aria-hidden="true">
        <path
          d="M0 58 L28 30 L46 46 L70 18 L120 62 L120 80 L0 80 Z"
          fill="rgba(255,255,255,0.14)"
        />
        <ellipse cx="60" cy="66" rx="40" ry="8" fill="rgba(255,255,255,0.35)" />
        <ellipse cx="60" cy="65" rx="30" ry="5" fill="rgba(255,255,255,0.45)" />
        <path
          d="M48 52c-4-5 4-8 0-14M60 50c-4-5 4-8 0-14M72 52c-4-5 4-8 0-14"
          stroke="rgba(255,255,255,0.75)"
          strokeWidth="2.5"
          strokeLinecap="round"
          fill="none"
        />
      </svg>
    </div>
  );
}
