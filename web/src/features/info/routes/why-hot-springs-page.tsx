import { Link } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { PUBLIC_PAGE_HEADS } from '@hotsprings/contracts/page-heads';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import prose from '../components/prose.module.css';
import { CalmIcon, HealingIcon, NatureIcon } from '../components/reason-icons';
import styles from './why-hot-springs-page.module.css';

const REASONS = [
  {
    title: 'Natural Healing',
    Icon: HealingIcon,
    paragraphs: [
      'People have bathed in mineral springs for thousands of years, from Roman baths to the pools that tribes of the American West considered sacred. Warm water relaxes tight muscles and eases stiff joints, and many soakers with arthritis or back pain find real relief after a long soak.',
      'Spring water often carries dissolved minerals such as calcium, magnesium, sulfur and silica. Many visitors find that their skin feels softer after a soak, and the warmth and buoyancy of the water take weight off sore bodies in a way a bath at home cannot.',
    ],
  },
  {
    title: 'Stress Relief',
    Icon: CalmIcon,
    paragraphs: [
      'Sinking into warm water slows the breath and calms the mind. The heat encourages blood to flow to the skin, muscles loosen, and for a while there is nothing to do but sit and listen to the water.',
      'Many springs sit far from cell towers, which turns a soak into a rare break from screens and notifications. A long evening soak followed by a cool night is one of the surest routes to deep, restful sleep.',
    ],
  },
  {
    title: 'Connect with Nature',
    Icon: NatureIcon,
    paragraphs: [
      'Hot springs are found where the earth is alive: in volcanic valleys, along rivers in deep canyons, in snowy mountain meadows and in the middle of the desert. Reaching one often means a walk through country you would otherwise never see.',
      'Soaking under the stars, watching steam rise off a river at dawn or spotting elk from a pool in the snow creates memories that last. Please enjoy these places gently: pack out what you pack in, keep soap out of the water, and leave the spring as wild as you found it.',
    ],
  },
];

export function WhyHotSpringsPage() {
  useDocumentMeta(
    PUBLIC_PAGE_HEADS['/why-hot-springs'].title,
    PUBLIC_PAGE_HEADS['/why-hot-springs'].description,
  );
  return (
    <>
      <PageHeader eyebrow="The benefits of soaking" title="Why Visit Hot Springs?">
        <p>
          Warm water that rises from deep underground, in some of the most beautiful places on the
          continent. Here is why so many people make the trip.
        </p>
      </PageHeader>
      <div className={prose.body}>
        {REASONS.map((reason) => (
          <section key={reason.title} className={styles.reason}>
            <span className={styles.icon} aria-hidden="true">
              <reason.Icon />
            </span>
            <div>
              <h2>{reason.title}</h2>
              {reason.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 24)}>{paragraph}</p>
              ))}
            </div>
          </section>
        ))}
        <p className={styles.note}>
          Hot springs are not a substitute for medical care. If you are pregnant or have a heart
          condition, ask your doctor before soaking in hot water.
        </p>
        <div className={prose.callout}>
          <h2>Ready to soak?</h2>
          <p>Find a spring near you on the map, or see which ones other visitors love most.</p>
          <div className={styles.actions}>
            <Link to="/explore-map" className={prose.button}>
              Explore Map
            </Link>
            <Link to="/popular" className={styles.secondary}>
              Popular Springs
            </Link>
          </div>
        </div>
      </div>
    </>
  );
}
