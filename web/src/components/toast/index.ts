export { Toast } from './toast';
export { toastSlice, showToast, hideToast, TOAST_DURATION_MS } from './toast.slice';
export type { ToastType, ToastState, ShowToast } from './toast.slice';
export { useToast } from './use-toast';
