import { Suspense, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ToastProvider } from '@mediation/ui';
import { AppRoutes } from '../app/routes';
import { createServices, ServicesProvider, type Services } from '../app/services';
import { USER_STORAGE_KEY, type SessionUser } from '../auth/session';
import { PreferencesProvider } from '../theme/Preferences';

export const MEDIATOR: SessionUser = {
  id: 7,
  email: 'maya@example.com',
  username: 'mayaexamplecom',
  first_name: 'Maya',
  last_name: 'Cohen',
  is_staff: true,
  is_superuser: false,
  first_logged: false,
  side: 'M',
};

export const ADMIN: SessionUser = {
  ...MEDIATOR,
  id: 1,
  email: 'admin@example.com',
  first_name: 'Admin',
  last_name: 'Demo',
  is_superuser: true,
};

/** Shows the current address, so tests can assert where navigation led. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

interface Options {
  route?: string;
  /** A user already stored, as after an earlier visit. */
  storedUser?: SessionUser;
}

/**
 * Renders a screen (or the whole route table) with every provider the app has. Its calls go over the real
 * `fetch` to the tests' MSW server (./server.ts), which answers the routes the test gave it.
 */
export function renderApp(ui: ReactElement | 'routes', { route = '/', storedUser }: Options = {}) {
  if (storedUser) localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(storedUser));
  const services: Services = createServices();
  const result = render(
    <PreferencesProvider>
      <ServicesProvider services={services}>
        <QueryClientProvider client={services.queryClient}>
          {/* As the app: a language other than English loads before anything shows. */}
          <Suspense fallback={null}>
            <ToastProvider>
              <MemoryRouter initialEntries={[route]}>
                {ui === 'routes' ? <AppRoutes /> : ui}
                <LocationProbe />
              </MemoryRouter>
            </ToastProvider>
          </Suspense>
        </QueryClientProvider>
      </ServicesProvider>
    </PreferencesProvider>,
  );
  return { ...result, services };
}
