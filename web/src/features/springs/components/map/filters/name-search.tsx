import { useEffect, useRef, useState } from 'react';
import { FilterField } from './filter-field';
import type { FilterControlProps } from './filter-field';
import styles from './filters.module.css';

/** Typing pauses this long before the list is asked for again. */
const TYPING_PAUSE_MS = 300;

/** Name text, sent once typing pauses rather than on every key. */
export function NameSearch({ value, onChange }: FilterControlProps<string>) {
  const [text, setText] = useState(value);
  const latest = useRef(onChange);
  latest.current = onChange;

  // A reset from outside (e.g. 'Clear filters') replaces what was typed.
  useEffect(() => setText(value), [value]);

  useEffect(() => {
    if (text === value) return;
    const timer = window.setTimeout(() => latest.current(text), TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value]);

  return (
    <FilterField label="Name">
      <input
        className={styles.input}
        type="search"
        placeholder="Search by name..."
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </FilterField>
  );
}
