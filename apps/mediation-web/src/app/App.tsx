import { useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { ToastProvider } from '@mediation/ui';
import { PreferencesProvider } from '../theme/Preferences';
import { AppGlobalStyle } from './AppGlobalStyle';
import { AppRoutes } from './routes';
import { createServices, ServicesProvider, type Services } from './services';
import { useTransitionLocation, useTransitionSearch } from './transitionLocation';

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
            <Router hook={useTransitionLocation} searchHook={useTransitionSearch}>
              <AppRoutes />
            </Router>
          </ToastProvider>
        </QueryClientProvider>
      </ServicesProvider>
    </PreferencesProvider>
  );
}

export { createServices };
