import type { ReactNode } from 'react';
import styles from './favorite-section.module.css';

/** One list of My Favorites, with its heading and a grid of cards. */
export function FavoriteSection({
  title,
  count,
  children,
}: {
  title: string;
  count: number;
  children: ReactNode;
}) {
  const id = `${title.toLowerCase().replace(/\W+/g, '-')}-heading`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title} <span className={styles.count}>({count})</span>
      </h2>
      <div className={styles.grid}>{children}</div>
    </section>
  );
}
