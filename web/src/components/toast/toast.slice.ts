import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

export type ToastType = 'success' | 'info' | 'warning' | 'error';

/** The toast: message, type, visibility; one message at a time. */
export interface ToastState {
  message: string;
  type: ToastType;
  visible: boolean;
  /** Milliseconds before it hides itself. */
  duration: number;
  /** Changes with every message, so a repeated text restarts its timer. */
  id: number;
}

export const TOAST_DURATION_MS = 5000;

const initialState: ToastState = {
  message: '',
  type: 'info',
  visible: false,
  duration: TOAST_DURATION_MS,
  id: 0,
};

export interface ShowToast {
  message: string;
  type?: ToastType;
  duration?: number;
}

export const toastSlice = createSlice({
  name: 'toast',
  initialState,
  reducers: {
    showToast: (state, { payload }: PayloadAction<ShowToast>) => ({
      message: payload.message,
      type: payload.type ?? 'info',
      duration: payload.duration ?? TOAST_DURATION_MS,
      visible: true,
      id: state.id + 1,
    }),
    hideToast: (state) => {
      state.visible = false;
    },
  },
});

export const { showToast, hideToast } = toastSlice.actions;
