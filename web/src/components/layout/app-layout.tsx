import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoading } from '../page-loading';
import { Toast } from '../toast';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { ScrollToTop } from './scroll-to-top';
import styles from './app-layout.module.css';

/** The shell around every page: header, page, footer, and the notification box. */
export function AppLayout() {
  return (
    <div className={styles.shell}>
      <ScrollToTop />
      <Navbar />
      <main className={styles.main}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <Toast />
    </div>
  );
}
