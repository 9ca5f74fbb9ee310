import { useMemo } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { SpringChanges } from '../features/springs/components/spring-changes';
import { createAppRouter } from './router';
import { createStore } from './store';

export function App() {
  const store = useMemo(createStore, []);
  const router = useMemo(createAppRouter, []);
  return (
    <Provider store={store}>
      <SpringChanges />
      <RouterProvider router={router} />
    </Provider>
  );
}
