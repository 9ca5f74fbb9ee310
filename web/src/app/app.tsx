import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import type { Store } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { SpringChanges } from '../features/springs/components/spring-changes';

interface AppProps {
  store: Store;
  /**
   * What the store held when the server rendered the page: hydration reads it, whatever the store
   * learned meanwhile (the visitor's session, once the header is hydrated and before the page is).
   */
  serverState?: unknown;
  children: ReactNode;
}

/**
 * The app around its router, the browser's (main.tsx) or the server's (entry-server.tsx): the
 * same tree on both, so the browser hydrates what the server rendered.
 */
export function App({ store, serverState, children }: AppProps) {
  return (
    <StrictMode>
      <Provider store={store} serverState={serverState}>
        <SpringChanges />
        {children}
      </Provider>
    </StrictMode>
  );
}
