import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { toastSlice } from '../components/toast';
import { api, serverAnswers } from '../lib/api';
import type { ServerExtra } from '../lib/api';

const reducer = { [api.reducerPath]: api.reducer, [toastSlice.reducerPath]: toastSlice.reducer };

/** The browser's store; `serverState` is the server's answers to the page's first reads. */
export function createStore(serverState?: unknown) {
  const store = configureStore({
    reducer,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  if (serverState) store.dispatch(serverAnswers(serverState));
  setupListeners(store.dispatch);
  return store;
}

/** A store for one server render: its reads go to the gateway (`serverRead`), not to fetch. */
export function createServerStore(extra: ServerExtra) {
  return configureStore({
    reducer,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } }).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
