import { MAX_REVIEW_TAGS } from '@hotsprings/contracts/limits';
import { useGetReviewTagsQuery } from '../api/reviews.api';
import styles from './tag-picker.module.css';

/** The service accepts at most this many tags on one review. */

/**
 * Tags from the vocabulary (GET /api/reviews/tags), one collapsible group each. Reviews store
 * tags lower-cased, so `selected` holds lower-case names.
 */
export function TagPicker({
  selected,
  onChange,
}: {
  selected: string[];
  onChange: (tags: string[]) => void;
}) {
  const { data: groups, isError } = useGetReviewTagsQuery();
  const full = selected.length >= MAX_REVIEW_TAGS;

  const toggle = (tag: string) => {
    const key = tag.toLowerCase();
    onChange(selected.includes(key) ? selected.filter((t) => t !== key) : [...selected, key]);
  };

  return (
    <fieldset className={styles.picker}>
      <legend>
        Tags{' '}
        <span className={styles.count}>
          ({selected.length} of up to {MAX_REVIEW_TAGS})
        </span>
      </legend>
      {isError && <p className={styles.note}>Tags could not be loaded.</p>}
      {selected.length > 0 && (
        <ul className={styles.chosen} aria-label="Selected tags">
          {selected.map((tag) => (
            <li key={tag}>
              <button type="button" onClick={() => toggle(tag)} aria-label={`Remove tag ${tag}`}>
                {tag} <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {groups?.map((group) => {
        const picked = group.tags.filter((t) => selected.includes(t.toLowerCase())).length;
        return (
          <details key={group.name} className={styles.group}>
            <summary>
              {group.name}
              {picked > 0 && <span className={styles.badge}>{picked}</span>}
            </summary>
            <div className={styles.options} role="group" aria-label={group.name}>
              {group.tags.map((tag) => {
                const checked = selected.includes(tag.toLowerCase());
                return (
                  <label key={tag} className={`${styles.option} ${checked ? styles.checked : ''}`}>
                    <input
                      type="checkbox"
                      checked={checked}
                      disabled={full && !checked}
                      onChange={() => toggle(tag)}
                    />
                    {tag}
                  </label>
                );
              })}
            </div>
          </details>
        );
      })}
    </fieldset>
  );
}
