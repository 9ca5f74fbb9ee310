import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { hideToast, toastSlice } from './toast.slice';
import type { ToastState } from './toast.slice';
import styles from './toast.module.css';

type WithToast = { [toastSlice.reducerPath]: ToastState };

const ICONS = { success: '✓', info: 'i', warning: '!', error: '×' } as const;

/** The top-right message box; hides itself after its duration or on close. */
export function Toast() {
  const toast = useSelector((state: WithToast) => state.toast);
  const dispatch = useDispatch();

  useEffect(() => {
    if (!toast.visible) return;
    const timer = setTimeout(() => dispatch(hideToast()), toast.duration);
    return () => clearTimeout(timer);
  }, [toast.visible, toast.id, toast.duration, dispatch]);

  if (!toast.visible) return null;
  // 'info' uses the same green style as 'success'.
  const look = toast.type === 'info' ? 'success' : toast.type;
  return (
    <div
      className={`${styles.toast} ${styles[look]}`}
      role={toast.type === 'error' ? 'alert' : 'status'}
      data-toast-type={toast.type}
    >
      <span className={styles.icon} aria-hidden="true">
        {ICONS[toast.type]}
      </span>
      <p className={styles.message}>{toast.message}</p>
      <button
        type="button"
        className={styles.close}
        aria-label="Close notification"
        onClick={() => dispatch(hideToast())}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
