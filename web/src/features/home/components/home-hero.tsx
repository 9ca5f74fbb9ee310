import { Link } from 'react-router-dom';
import styles from './home-hero.module.css';

const HIGHLIGHTS = ['1000+ hot springs', 'Every US state', 'Reviews from real soakers'];

export function HomeHero() {
  return (
    <section className={styles.hero}>
      <svg
        className={styles.landscape}
        viewBox="0 0 1440 420"
        preserveAspectRatio="xMidYMax slice"
        aria-hidden="true"
      >
        <defs>
          <linearGradient id="hero-far" x1="0" y1="0" x2="0" y2="1">
            {/* Faint enough that the text over the peaks keeps 4.5:1. */}
            <stop offset="0" stopColor="#0d9488" stopOpacity="0.25" />
            <stop offset="1" stopColor="#134e4a" stopOpacity="0.6" />
          </linearGradient>
          <linearGradient id="hero-near" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#0f3d3a" />
            <stop offset="1" stopColor="#0b2624" />
          </linearGradient>
          <radialGradient id="hero-pool" cx="0.5" cy="0.5" r="0.5">
            <stop offset="0" stopColor="#99f6e4" />
            <stop offset="1" stopColor="#14b8a6" />
          </radialGradient>
        </defs>
        <path
          d="M0 250 L140 150 L250 210 L390 90 L520 200 L640 130 L780 230 L900 120 L1050 210 L1180 110 L1320 190 L1440 140 L1440 420 L0 420 Z"
          fill="url(#hero-far)"
        />
        <path
          d="M0 330 L180 240 L320 300 L470 220 L620 310 L760 260 L930 330 L1080 250 L1250 320 L1440 260 L1440 420 L0 420 Z"
          fill="url(#hero-near)"
        />
        <ellipse cx="1060" cy="372" rx="190" ry="26" fill="url(#hero-pool)" opacity="0.9" />
        <ellipse cx="1060" cy="370" rx="140" ry="15" fill="#ccfbf1" opacity="0.55" />
        <g className={styles.steam} stroke="#fff" strokeWidth="7" strokeLinecap="round" fill="none">
          <path d="M990 345c-22-30 22-45 0-80s22-50 0-85" />
          <path d="M1060 340c-22-30 22-45 0-80s22-50 0-95" />
          <path d="M1130 345c-22-30 22-45 0-80s22-50 0-80" />
        </g>
      </svg>
      <div className={styles.content}>
        <p className={styles.eyebrow}>Natural hot springs of North America</p>
        <h1 className={styles.title}>Discover Natural Hot Springs</h1>
        <p className={styles.lead}>
          Explore over 1000+ hot springs on an interactive map. Find hidden gems, plan wellness
          trips and connect with fellow soakers.
        </p>
        <div className={styles.actions}>
          <Link to="/explore-map" className={styles.primary}>
            Explore Map
          </Link>
          <Link to="/why-hot-springs" className={styles.secondary}>
            Why Visit Hot Springs?
          </Link>
        </div>
        <ul className={styles.highlights}>
          {HIGHLIGHTS.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
