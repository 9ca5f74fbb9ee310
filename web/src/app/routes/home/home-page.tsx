import { SITE_NAME } from '../../../config/site';
import { useAuth } from '../../../lib/auth';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { HomeHero } from '../../../features/home/components/home-hero';
import { HomeMapSlot } from './home-map-slot';
import { PopularSpringsSection } from '../../../features/home/components/popular-springs-section';
import { SaveFavoritesBox } from '../../../features/home/components/save-favorites-box';
import styles from '../../../features/home/components/home-sections.module.css';

export function HomePage() {
  useDocumentMeta(
    `${SITE_NAME} - Discover Natural Hot Springs`,
    'Explore an interactive map of natural hot springs across the USA: filter by state, water temperature and rating, and find your next soak.',
  );
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
