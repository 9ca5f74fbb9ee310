import { createBrowserRouter } from 'react-router-dom';

// The spec's route table. Each feature exports its page components from features/<feature>/routes.
export function createAppRouter() {
  return createBrowserRouter([
    {
      path: '/',
      children: [],
    },
  ]);
}
