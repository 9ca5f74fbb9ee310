import { createBrowserRouter, Navigate } from 'react-router-dom';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AppLayout } from '../components/layout';
import { RequireAuth } from '../features/account/components/require-auth';
import { lazyNamed } from '../lib/lazy-named';
import { HomePage } from './routes/home/home-page';

/**
 * A page the server renders, as the router's lazy route: the browser loads the page's code before
 * it hydrates the server's HTML (main.tsx), which a lazy element could not tell it to do.
 */
function lazyRoute<M extends Record<K, ComponentType>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
) {
  return async () => ({ Component: (await load())[name] });
}

// Every page but the home page (the first visit of most) is loaded when first shown, so a visit
// downloads the code of the pages it shows and no other. The pages the server renders
// (entry-server.tsx) are the router's lazy routes, which the browser loads before it hydrates.
const LoginPage = lazyNamed(() => import('../features/account/routes'), 'LoginPage');
const RegisterPage = lazyNamed(() => import('../features/account/routes'), 'RegisterPage');
const SettingsPage = lazyNamed(() => import('../features/account/routes'), 'SettingsPage');
const PaymentSuccessPage = lazyNamed(
  () => import('../features/account/routes'),
  'PaymentSuccessPage',
);
const ProfilePage = lazyNamed(() => import('./routes/profile/profile-page'), 'ProfilePage');
const FavoritesPage = lazyNamed(() => import('../features/favorites/routes'), 'FavoritesPage');
const PlannerPage = lazyNamed(() => import('../features/planner/routes'), 'PlannerPage');
const MyPlansPage = lazyNamed(() => import('../features/planner/routes'), 'MyPlansPage');
const PlanDetailPage = lazyNamed(() => import('../features/planner/routes'), 'PlanDetailPage');
const PublishedTripPage = lazyNamed(
  () => import('../features/planner/routes'),
  'PublishedTripPage',
);

// The site's route table. A feature's own pages come from features/<feature>/routes; pages
// that put several features together (home, spring detail, profile) from app/routes.
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      {
        path: '/springs/:id',
        lazy: lazyRoute(
          () => import('./routes/spring-detail/spring-detail-page'),
          'SpringDetailPage',
        ),
      },
      {
        path: '/popular',
        lazy: lazyRoute(() => import('../features/springs/routes/popular-page'), 'PopularPage'),
      },
      {
        path: '/explore-map',
        lazy: lazyRoute(
          () => import('../features/springs/routes/explore-map-page'),
          'ExploreMapPage',
        ),
      },
      {
        path: '/search',
        lazy: lazyRoute(() => import('../features/springs/routes/search-page'), 'SearchPage'),
      },
      {
        path: '/community',
        lazy: lazyRoute(() => import('../features/community/routes'), 'CommunityFeedPage'),
      },
      {
        path: '/community/posts/:postId',
        lazy: lazyRoute(() => import('../features/community/routes'), 'PostDetailPage'),
      },
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
            <PlannerPage />
          </RequireAuth>
        ),
      },
      {
        path: '/my-plans',
        element: (
          <RequireAuth message="Please log in to view your saved plans.">
            <MyPlansPage />
          </RequireAuth>
        ),
      },
      {
        path: '/my-plans/:planId',
        element: (
          <RequireAuth message="Please log in to view this plan.">
            <PlanDetailPage />
          </RequireAuth>
        ),
      },
      // A published trip: open to everyone, signed in or not, as its link is shared.
      { path: '/trips/:tripId', element: <PublishedTripPage /> },
      { path: '/profile/:username', element: <ProfilePage /> },
      { path: '/about-us', lazy: lazyRoute(() => import('../features/info/routes'), 'AboutPage') },
      { path: '/faq', lazy: lazyRoute(() => import('../features/info/routes'), 'FaqPage') },
      {
        path: '/contact',
        lazy: lazyRoute(() => import('../features/contact/routes'), 'ContactPage'),
      },
      {
        path: '/why-hot-springs',
        lazy: lazyRoute(() => import('../features/info/routes'), 'WhyHotSpringsPage'),
      },
      { path: '/payment/success', element: <PaymentSuccessPage /> },
      { path: '/payment/cancel', element: <Navigate to="/profile/settings" replace /> },
      { path: '*', lazy: lazyRoute(() => import('../features/info/routes'), 'NotFoundPage') },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
