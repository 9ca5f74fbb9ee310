import type { SafetyJson } from '@hotsprings/contracts';
import { LEAVE_NO_TRACE_URL } from '@hotsprings/contracts/safety';
import { safetyLevelText } from './safety-levels';
import { SourceText } from './source-note';
import styles from './safety-card.module.css';

/**
 * A spring's safety advice as the API gives it: the level, each reason with its source (a
 * member's recent closure report first), and Leave No Trace in short.
 */
export function SafetyCard({ safety }: { safety: SafetyJson }) {
  const level = safetyLevelText(safety.level);
  const grave = safety.level === 'not_for_soaking';
  return (
    <section
      className={`${styles.card} ${grave ? styles.grave : ''}`}
      aria-labelledby="spring-safety-heading"
    >
      <h2 id="spring-safety-heading" className={styles.heading}>
        {grave && (
          <span className={styles.sign} aria-hidden="true">
            !
          </span>
        )}
        Safety: {level.title}
      </h2>
      <p className={styles.lead}>{level.lead}</p>
      {safety.reasons.length > 0 && (
        <ul className={styles.reasons}>
          {safety.reasons.map((reason) => (
            <li key={reason.code} className={styles.reason}>
              <p>{reason.text}</p>
              {reason.source && (
                <p className={styles.source}>
                  Source: <SourceText source={reason.source} />
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className={styles.leaveNoTrace}>
        <h3>Leave No Trace</h3>
        <p>
          Pack out everything you bring, keep soap and sunscreen out of the water, stay on the
          paths, and respect closures and other soakers.{' '}
          <a href={LEAVE_NO_TRACE_URL} target="_blank" rel="noopener noreferrer">
            The seven principles
          </a>
        </p>
      </div>
    </section>
  );
}
