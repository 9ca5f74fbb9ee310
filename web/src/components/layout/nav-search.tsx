import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styles from './nav-search.module.css';

/**
 * The header search: trimmed text goes to /search?q=; a blank search does nothing. Without the
 * app (no JavaScript yet, or none at all) the form itself asks the server for /search?q=.
 */
export function NavSearch({ onSearch }: { onSearch?: () => void }) {
  const [text, setText] = useState('');
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    navigate(`/search?${new URLSearchParams({ q: query })}`);
    setText('');
    onSearch?.();
  };

  return (
    <form
      className={styles.form}
      role="search"
      aria-label="Springs"
      action="/search"
      onSubmit={submit}
    >
      <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true">
        <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m13 13 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        className={styles.input}
        type="search"
        name="q"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search hot springs or location..."
        aria-label="Search hot springs or location"
      />
      <button className={styles.button} type="submit">
        Find Springs
      </button>
    </form>
  );
}
