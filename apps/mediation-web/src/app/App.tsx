import { useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { ToastProvider } from '@mediation/ui';
import { PreferencesProvider } from '../theme/Preferences';
import { AppGlobalStyle } from './AppGlobalStyle';
import { AppRoutes } from './routes';
import { createServices, ServicesProvider, type Services } from './services';

/** The whole app: preferences and theme, services, the cache, toasts and the routes. */
export function App({ services }: { services: Services }) {
  useEffect(() => {
    void services.session.restore();
  }, [services]);
  return (
    <PreferencesProvider>
      <AppGlobalStyle />
      <ServicesProvider services={services}>
        <QueryClientProvider client={services.queryClient}>
          <ToastProvider>
            {/* Its navigations are React transitions: the screen on view stays until the next has loaded. */}
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </ToastProvider>
        </QueryClientProvider>
      </ServicesProvider>
    </PreferencesProvider>
  );
}

export { createServices };
