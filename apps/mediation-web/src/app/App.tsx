import { Suspense, useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { ToastProvider } from '@mediation/ui';
import { useText } from '../i18n';
import { PreferencesProvider } from '../theme/Preferences';
import { AppGlobalStyle } from './AppGlobalStyle';
import { AppRoutes } from './routes';
import { createServices, ServicesProvider, type Services } from './services';

/** The page's title in the language in use (the room puts its count of news before it while hidden). */
function DocumentTitle() {
  const t = useText();
  const title = t('app.title');
  useEffect(() => {
    const count = /^\(\d+\+?\) /.exec(document.title)?.[0] ?? '';
    document.title = `${count}${title}`;
  }, [title]);
  return null;
}

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
          {/* A language other than English loads before the first screen shows, so no text flips from English. */}
          <Suspense fallback={null}>
            <DocumentTitle />
            <ToastProvider>
              {/* Its navigations are React transitions: the screen on view stays until the next has loaded. */}
              <BrowserRouter>
                <AppRoutes />
              </BrowserRouter>
            </ToastProvider>
          </Suspense>
        </QueryClientProvider>
      </ServicesProvider>
    </PreferencesProvider>
  );
}

export { createServices };
