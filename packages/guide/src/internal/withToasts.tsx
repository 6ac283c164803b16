import type { Decorator } from '@storybook/react-vite';
import { ToastProvider } from '@mediation/ui';

/** Stories of components that show toasts render them inside a ToastProvider, as the app does. */
export const withToasts: Decorator = (Story) => (
  <ToastProvider>
    <Story />
  </ToastProvider>
);
