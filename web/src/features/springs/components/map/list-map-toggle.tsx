import styles from './list-map-toggle.module.css';

export type ListOrMap = 'list' | 'map';

interface ListMapToggleProps {
  shown: ListOrMap;
  onShow: (shown: ListOrMap) => void;
  /** Where the page places it, e.g. floating over its map. */
  className?: string;
}

/** On a phone, the list and the map take turns on the screen; wider screens show both. */
export function ListMapToggle({ shown, onShow, className }: ListMapToggleProps) {
  return (
    <div
      className={`${styles.toggle} ${className ?? ''}`}
      role="group"
      aria-label="Show the list or the map"
    >
      {(['list', 'map'] as const).map((choice) => (
        <button
          key={choice}
          type="button"
          aria-pressed={shown === choice}
          className={shown === choice ? styles.active : undefined}
          onClick={() => onShow(choice)}
        >
          {choice === 'list' ? 'List' : 'Map'}
        </button>
      ))}
    </div>
  );
}
