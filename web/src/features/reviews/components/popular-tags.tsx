import styles from './popular-tags.module.css';

/** The tags reviewers use most for this spring (the spring's popular_tags). */
export function PopularTags({ tags }: { tags: string[] | undefined }) {
  const shown = (tags ?? []).filter((t) => t.trim());
  return (
    <section className={styles.card} aria-labelledby="popular-tags-heading">
      <h2 id="popular-tags-heading">Popular Tags</h2>
      {shown.length === 0 ? (
        <p className={styles.muted}>No tags yet.</p>
      ) : (
        <ul className={styles.tags}>
          {shown.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
