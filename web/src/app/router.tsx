import { createBrowserRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { AppLayout } from '../components/layout';
import { LoginPage, RegisterPage, RequireAuth, SettingsPage } from '../features/account/routes';
import { PlannerPreviewPage } from '../features/planner/routes';
import { AboutPage, FaqPage, NotFoundPage, WhyHotSpringsPage } from '../features/info/routes';
import { lazyPage } from './lazy-page';
import { HomePage } from './routes/home/home-page';
import { ProfilePage } from './routes/profile/profile-page';

const ExploreMapPage = lazyPage(() => import('../features/map/routes'), 'ExploreMapPage');
const SearchPage = lazyPage(() => import('../features/map/routes'), 'SearchPage');
const PopularPage = lazyPage(() => import('../features/springs/routes'), 'PopularPage');
const SpringDetailPage = lazyPage(
  () => import('./routes/spring-detail/spring-detail-page'),
  'SpringDetailPage',
);
const FavoritesPage = lazyPage(() => import('../features/favorites/routes'), 'FavoritesPage');

// The spec's route table (§2). A feature's own pages come from features/<feature>/routes; pages
// that put several features together (home, spring detail, profile) from app/routes.
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/springs/:id', element: <SpringDetailPage /> },
      { path: '/popular', element: <PopularPage /> },
      { path: '/explore-map', element: <ExploreMapPage /> },
      { path: '/search', element: <SearchPage /> },
      {
        element: <RequireAuth />,
        children: [
          // A static segment wins over /profile/:username, so 'settings' is never a username here.
          { path: '/profile/settings', element: <SettingsPage /> },
          { path: '/favorites', element: <FavoritesPage /> },
        ],
      },
      {
        path: '/planner',
        element: (
          <RequireAuth message="Please log in to use the planner.">
            <PlannerPreviewPage />
          </RequireAuth>
        ),
      },
      {
        path: '/my-plans',
        element: (
          <RequireAuth message="Please log in to view your saved plans.">
            <PlannerPreviewPage />
          </RequireAuth>
        ),
      },
      {
        path: '/my-plans/:planId',
        element: (
          <RequireAuth message="Please log in to view this plan.">
            <PlannerPreviewPage />
          </RequireAuth>
        ),
      },
      { path: '/profile/:username', element: <ProfilePage /> },
      { path: '/about-us', element: <AboutPage /> },
      { path: '/faq', element: <FaqPage /> },
      { path: '/why-hot-springs', element: <WhyHotSpringsPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
