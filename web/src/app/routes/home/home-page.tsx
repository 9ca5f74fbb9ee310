import { useAuth } from '../../../lib/auth';
import { PUBLIC_PAGE_HEADS } from '@hotsprings/contracts/page-heads';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { HomeHero } from '../../../features/home/components/home-hero';
import { HomeMapSlot } from './home-map-slot';
import { PopularSpringsSection } from '../../../features/home/components/popular-springs-section';
import { SaveFavoritesBox } from '../../../features/home/components/save-favorites-box';
import styles from '../../../features/home/components/home-sections.module.css';

export function HomePage() {
  useDocumentMeta(PUBLIC_PAGE_HEADS['/'].title, PUBLIC_PAGE_HEADS['/'].description);
  const auth = useAuth();

  return (
    <>
      <HomeHero />
      <div className={styles.mapSection}>
        <section className={styles.section} aria-labelledby="home-map-heading">
          <div className={styles.sectionHead}>
            <div>
              <p className={styles.eyebrow}>Interactive map</p>
              <h2 id="home-map-heading">Find Hot Springs Near You</h2>
              <p className={styles.sectionLead}>
                Filter by state, water temperature and rating, then open any spring for its details.
              </p>
            </div>
          </div>
          <HomeMapSlot />
          {auth.status === 'signedOut' && <SaveFavoritesBox />}
        </section>
      </div>
      <PopularSpringsSection />
    </>
  );
}
