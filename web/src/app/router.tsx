import { createBrowserRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { AppLayout } from '../components/layout';
import { HomePage } from '../features/home/routes';
import { AboutPage, FaqPage, NotFoundPage, WhyHotSpringsPage } from '../features/info/routes';
import { PopularPage, SpringDetailPage } from '../features/springs/routes';

// The spec's route table (§2). Each feature exports its page components from features/<feature>/routes.
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/springs/:id', element: <SpringDetailPage /> },
      { path: '/popular', element: <PopularPage /> },
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
