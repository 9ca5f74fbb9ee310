import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useAuth } from '../../lib/auth';
import { Logo } from './logo';
import { MobileAccountLinks } from './mobile-account-links';
import { NavSearch } from './nav-search';
import { useDismiss } from './use-dismiss';
import { UserMenu } from './user-menu';
import styles from './navbar.module.css';

function navLinks(signedIn: boolean) {
  const links = [
    { to: '/explore-map', label: 'Map' },
    { to: '/community', label: 'Community' },
  ];
  return signedIn ? [...links, { to: '/planner', label: 'Trip Planner' }] : links;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `${styles.link} ${isActive ? styles.active : ''}`;

export function Navbar() {
  const auth = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const links = navLinks(auth.status === 'signedIn');

  const header = useRef<HTMLElement>(null);

  useEffect(() => setMenuOpen(false), [pathname]);
  useDismiss(menuOpen, header, () => setMenuOpen(false));

  return (
    <header ref={header} className={styles.header}>
      <nav className={styles.bar} aria-label="Main">
        <Logo />
        <div className={styles.links}>
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} className={linkClass}>
              {link.label}
            </NavLink>
          ))}
        </div>
        <div className={styles.search}>
          <NavSearch />
        </div>
        <div className={styles.account}>
          {/* Signed-out links until the session is known: so the server draws them, and the
              browser's first render matches its HTML. */}
          {auth.status !== 'signedIn' && (
            <>
              <Link to="/login" className={styles.signIn}>
                Sign In
              </Link>
              <Link to="/register" className={styles.register}>
                Register
              </Link>
            </>
          )}
          {auth.status === 'signedIn' && <UserMenu user={auth.user} />}
        </div>
        <button
          type="button"
          className={styles.toggle}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className={`${styles.burger} ${menuOpen ? styles.burgerOpen : ''}`} />
        </button>
      </nav>
      {menuOpen && (
        <div id="mobile-menu" className={styles.mobileMenu}>
          <NavSearch onSearch={() => setMenuOpen(false)} />
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} className={linkClass}>
              {link.label}
            </NavLink>
          ))}
          <MobileAccountLinks auth={auth} />
        </div>
      )}
    </header>
  );
}
