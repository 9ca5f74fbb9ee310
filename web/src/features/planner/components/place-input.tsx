import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { formStyles } from '../../../components/form';
import { usePlaceSuggestions } from '../hooks/use-place-suggestions';
import type { PlannerPlace } from '../utils/coordinates';
import styles from './place-input.module.css';

interface PlaceInputProps {
  label: string;
  placeholder: string;
  text: string;
  /** The member typed: the place chosen before no longer holds. */
  onTextChange: (text: string) => void;
  onSelect: (place: PlannerPlace) => void;
}

/**
 * A place field with suggestions (an ARIA combobox): the list opens as the member types,
 * arrows move through it, Enter or a click chooses, Escape closes it.
 */
export function PlaceInput({ label, placeholder, text, onTextChange, onSelect }: PlaceInputProps) {
  const id = useId();
  const listId = `${id}-suggestions`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { places, searching, failed, asked } = usePlaceSuggestions(text, open);
  const expanded = open && places.length > 0;

  function choose(place: PlannerPlace) {
    onSelect(place);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (!places.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + places.length) % places.length);
    } else if (event.key === 'Enter' && expanded && places[active]) {
      // Chooses the highlighted place instead of submitting the form.
      event.preventDefault();
      choose(places[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  }

  return (
    <div className={formStyles.field}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.box}>
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? listId : undefined}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          placeholder={placeholder}
          value={text}
          onChange={(event) => {
            onTextChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        {expanded && (
          <ul
            id={listId}
            className={styles.list}
            role="listbox"
            aria-label={`${label} suggestions`}
          >
            {places.map((place, index) => (
              <li
                key={`${place.name} ${place.coords.lat} ${place.coords.lon}`}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className={index === active ? `${styles.option} ${styles.active}` : styles.option}
                // Keeps the focus in the field, so choosing does not close the list first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(place)}
              >
                {place.name}
              </li>
            ))}
          </ul>
        )}
        {open && asked && !searching && !places.length && (
          <p className={styles.note} role="status">
            {failed ? 'Suggestions are unavailable right now.' : 'No matching places.'}
          </p>
        )}
      </div>
    </div>
  );
}
