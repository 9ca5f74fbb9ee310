import { Link } from 'react-router-dom';
import {
  CDC_NAEGLERIA_URL,
  LEAVE_NO_TRACE_URL,
  NOAA_REFERENCE,
} from '@hotsprings/contracts/safety';
import { PageHeader } from '../../../components/page-header';
import { PUBLIC_PAGE_HEADS, SITE_NAME } from '@hotsprings/contracts/page-heads';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import prose from '../components/prose.module.css';
import styles from './about-page.module.css';

const VALUES = [
  {
    title: 'Accurate first',
    text: 'Every spring starts from public survey data, and visitors keep it honest with what they find on the ground.',
  },
  {
    title: 'Tread lightly',
    text: 'Wild pools are fragile. We encourage Leave No Trace soaking and respect for closures, owners and tribal lands.',
  },
  {
    title: 'Made by soakers',
    text: 'Reviews, photos and trip reports come from people who went, so the next visitor knows what to expect.',
  },
];

export function AboutPage() {
  useDocumentMeta(PUBLIC_PAGE_HEADS['/about-us'].title, PUBLIC_PAGE_HEADS['/about-us'].description);
  return (
    <>
      <PageHeader eyebrow="About us" title={`The story behind ${SITE_NAME}`}>
        <p>A guide to natural hot springs across North America, built by people who love them.</p>
      </PageHeader>
      <article className={prose.body}>
        <h2>Our mission</h2>
        <p>
          Our mission is to help everyone find, enjoy and protect the natural hot springs of North
          America. We want the information you need before a soak to be in one place: where a spring
          is, how warm the water runs, how hard it is to reach, and what other visitors thought when
          they got there.
        </p>
        <div className={styles.values}>
          {VALUES.map((value) => (
            <div key={value.title} className={styles.value}>
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </div>
          ))}
        </div>
        <h2>Our story</h2>
        <p>
          {SITE_NAME} began on a long drive through the West, with a glovebox full of printed forum
          threads and a phone with no signal. Half of the springs on our list had changed since
          those threads were written: one was closed, one was too hot to touch, one had turned into
          a mud puddle. The best soak of the trip was a pool nobody had mentioned at all.
        </p>
        <p>
          So we set out to build the guide we had wished for. We started from the thermal spring
          survey published by NOAA, which lists more than a thousand springs with their locations
          and temperatures, and put every one of them on a map you can filter by state, water
          temperature and rating. Then we added the part no survey can provide: reviews, photos and
          tips from the people who actually go.
        </p>
        <p>
          Today the site helps soakers discover hidden gems, plan road trips that string several
          springs together, and share what they learn with a growing community. We are still adding
          features, and we read every message you send us.
        </p>
        <h2>Where our facts come from</h2>
        <p>
          Every spring, its location and its recorded temperature come from the Thermal Springs List
          for the United States, a public-domain survey by NOAA&apos;s National Geophysical Data
          Center:
        </p>
        <p className={styles.citation}>
          <cite>{NOAA_REFERENCE}</cite>
        </p>
        <p>
          Ratings and tags come from members&apos; reviews, and a spring&apos;s status from the
          latest report of a member who went there; each spring page says which. Our safety advice
          follows the CDC on{' '}
          <a href={CDC_NAEGLERIA_URL} target="_blank" rel="noopener noreferrer">
            Naegleria fowleri
          </a>{' '}
          and the{' '}
          <a href={LEAVE_NO_TRACE_URL} target="_blank" rel="noopener noreferrer">
            seven principles of Leave No Trace
          </a>
          . Where no source gives a fact, we say it is unknown.
        </p>
        <div className={prose.callout}>
          <h2>Find your next soak</h2>
          <p>Browse every spring on the interactive map, or see what others love most.</p>
          <Link to="/explore-map" className={prose.button}>
            Explore Map
          </Link>
        </div>
      </article>
    </>
  );
}
