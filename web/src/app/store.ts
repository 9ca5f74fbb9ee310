import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { toastSlice } from '../components/toast';
import { api } from '../lib/api';

export function createStore() {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer, [toastSlice.reducerPath]: toastSlice.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
