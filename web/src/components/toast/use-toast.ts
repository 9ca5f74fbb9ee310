import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { showToast } from './toast.slice';
import type { ToastType } from './toast.slice';

/** `const toast = useToast(); toast('Saved!', 'success')`. */
export function useToast() {
  const dispatch = useDispatch();
  return useCallback(
    (message: string, type: ToastType = 'info', duration?: number) =>
      dispatch(showToast({ message, type, duration })),
    [dispatch],
  );
}
