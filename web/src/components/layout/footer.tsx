import { Link } from 'react-router-dom';
import { SITE_NAME } from '@hotsprings/contracts/page-heads';
import { Logo } from './logo';
import styles from './footer.module.css';

const COLUMNS = [
  {
    title: 'Explore',
    links: [
      { to: '/', label: 'Home' },
      { to: '/discover', label: 'Discover' },
      { to: '/explore-map', label: 'Interactive Map' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/about-us', label: 'About Us' },
      { to: '/contact', label: 'Contact' },
      { to: '/faq', label: 'FAQ' },
    ],
  },
];

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo light />
          <p className={styles.statement}>
            {SITE_NAME} is your guide to natural hot springs across North America: find a soak, read
            what other visitors found, and plan the trip there.
          </p>
        </div>
        {COLUMNS.map((column) => (
          <div key={column.title} className={styles.column}>
            <h2 className={styles.heading}>{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className={styles.copyright}>
        © {new Date().getFullYear()} {SITE_NAME}. All rights reserved.
      </p>
    </footer>
  );
}
