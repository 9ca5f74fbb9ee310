import type { SpringJson } from '@hotsprings/contracts';
import { Panel, PanelNote } from '../../../components/panel';
import { AiSummary } from './ai-summary';
import { aiSummaryText } from './spring-seo';
import styles from './spring-about.module.css';

/** 'About this spring': the AI summary, or the description while none is shown. */
export function SpringAbout({ spring }: { spring: SpringJson }) {
  const description = spring.description?.trim();
  return (
    <Panel title="About this spring" headingId="spring-about">
      <AiSummary spring={spring} />
      {!aiSummaryText(spring) &&
        (description ? (
          <p className={styles.description}>{description}</p>
        ) : (
          <PanelNote>No description is available for this spring yet.</PanelNote>
        ))}
    </Panel>
  );
}
