export { ToastProvider, useToast } from './Toast';
export type { ToastProviderProps, ToastLabels } from './Toast';
export { TOAST_DEFAULT_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from './toastQueue';
export type { ToastOptions, ToastAction, ToastVariant } from './toastQueue';
