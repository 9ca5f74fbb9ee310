import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-error';
import { useGetPopularSpringsQuery } from '../api/springs.api';
import { PUBLIC_PAGE_HEADS } from '@hotsprings/contracts/page-heads';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { PopularCard } from '../components/popular-card';
import styles from './popular-page.module.css';

export function PopularPage() {
  useDocumentMeta(PUBLIC_PAGE_HEADS['/popular'].title, PUBLIC_PAGE_HEADS['/popular'].description);
  const { data: springs, error, isLoading } = useGetPopularSpringsQuery();

  return (
    <>
      <PageHeader eyebrow="Community favorites" title="Most Popular Hot Springs">
        <p>
          The springs visitors rate and talk about the most, from roadside pools to backcountry
          gems.
        </p>
      </PageHeader>
      <section className={styles.content}>
        {isLoading && <p className={styles.status}>Loading popular springs...</p>}
        {error && (
          <p className={styles.error} role="alert">
            Error: {errorMessage(error, 'Failed to fetch popular springs')}
          </p>
        )}
        {springs && springs.length === 0 && (
          <p className={styles.status}>No popular springs found.</p>
        )}
        {springs && springs.length > 0 && (
          <div className={styles.grid}>
            {springs.map((spring) => (
              <PopularCard key={spring.id} spring={spring} />
            ))}
          </div>
        )}
      </section>
    </>
  );
}
