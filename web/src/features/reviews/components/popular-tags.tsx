import { Panel, PanelNote } from '../../../components/panel';
import styles from './popular-tags.module.css';

/** The tags reviewers use most for this spring (the spring's popular_tags). */
export function PopularTags({ tags }: { tags: string[] | undefined }) {
  const shown = (tags ?? []).filter((t) => t.trim());
  return (
    <Panel title="Popular Tags" headingId="popular-tags-heading" compact>
      {shown.length === 0 ? (
        <PanelNote>No tags yet.</PanelNote>
      ) : (
        <ul className={styles.tags}>
          {shown.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
