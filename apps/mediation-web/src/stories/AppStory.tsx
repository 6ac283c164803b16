/**
 * The app's screens as stories: the providers the app gives (preferences and theme, services and session,
 * the query cache, toasts) around the real route table at a given address, in a memory router. The data
 * comes over `fetch` from MSW (`handlers.ts`); a room's socket is a `storyRoom`. Each story gets fresh
 * services and storage, so nothing carries over from the story before.
 */
import { Suspense, useState, type ReactElement } from 'react';
import type { StoryContext } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure } from 'storybook/test';
import { MemoryRouter } from 'react-router-dom';
import { CASE_ID_STORAGE_KEY } from '@mediation/protocol';
import { ToastProvider, useLocale } from '@mediation/ui';
import { AppGlobalStyle } from '../app/AppGlobalStyle';
import { AppRoutes } from '../app/routes';
import { createServices, ServicesProvider, type Services } from '../app/services';
import { USER_STORAGE_KEY, type SessionUser } from '../auth/session';
import { PreferencesProvider } from '../theme/Preferences';
import { defaultHandlers } from './handlers';
import { storyRoom, type StoryRoomOptions } from './storyRoom';

// Each screen's code loads on its first visit (React.lazy), which in a cold test browser can take longer
// than testing-library's 1 s default for `findBy…`.
configure({ asyncUtilTimeout: 8000 });

export interface AppStoryOptions {
  /** The address the story opens at, e.g. '/Mediator/dashboard'. */
  route: string;
  /** The signed-in person; 'restoring' keeps a stored user whose session is still being restored. */
  user?: SessionUser | 'restoring';
  /** The current case (stored under the app's case_id key). */
  caseId?: string;
  /** The case room's socket stand-in. */
  room?: Omit<StoryRoomOptions, 'caseId' | 'side'>;
  /** Shown instead of the route table (a screen only reachable by a failure). */
  screen?: ReactElement;
}

function prepareStorage(options: AppStoryOptions, mode: 'light' | 'dark') {
  localStorage.clear();
  localStorage.setItem('theme', mode);
  localStorage.setItem('language', 'en');
  if (options.caseId) localStorage.setItem(CASE_ID_STORAGE_KEY, options.caseId);
  if (options.user) localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(options.user === 'restoring' ? restoringUser : options.user));
}

const restoringUser = {
  id: 3,
  email: 'dana@example.com',
  username: 'dana',
  first_name: 'Dana',
  last_name: 'Demo',
  is_staff: true,
  is_superuser: false,
  first_logged: false,
  side: 'M',
};

/** A token shaped as the server's (only its claims are read in the browser: who, which role, which side). */
function storyToken(user: SessionUser, caseId: string | undefined): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const role = user.is_superuser ? 'Admin' : user.is_staff ? 'Mediator' : 'User';
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: String(user.id), role, side: user.side, case_id: caseId })}.story-signature`;
}

function createStoryServices(options: AppStoryOptions): Services {
  const user = options.user === 'restoring' ? undefined : options.user;
  const side = user ? (user.is_staff ? 'M' : (user.side as 'A' | 'B')) : 'M';
  const services = createServices({
    // The share link's address, the same whichever port the test server got.
    shareOrigin: 'https://mediation.example.org',
    roomConnect: options.room && options.caseId ? storyRoom({ ...options.room, caseId: options.caseId, side }) : undefined,
  });
  // A failure shows at once: the app's retries would only make an error story slower.
  services.queryClient.setDefaultOptions({ queries: { ...services.queryClient.getDefaultOptions().queries, retry: false } });
  // Signed in as after a sign-in, without the cookie refresh a real start makes.
  if (user) services.session.signIn(user, storyToken(user, options.caseId));
  return services;
}

export function AppStory({ options, mode }: { options: AppStoryOptions; mode: 'light' | 'dark' }) {
  const [services] = useState(() => {
    prepareStorage(options, mode);
    return createStoryServices(options);
  });
  // The language of Storybook's toolbar (and of the visual test's Hebrew pass), not the one the browser kept.
  const { locale } = useLocale();
  return (
    <PreferencesProvider locale={locale}>
      <AppGlobalStyle />
      <ServicesProvider services={services}>
        <QueryClientProvider client={services.queryClient}>
          {/* As the app: a language other than English loads before the screen shows. */}
          <Suspense fallback={null}>
            <ToastProvider>
              <MemoryRouter initialEntries={[options.route]}>{options.screen ?? <AppRoutes />}</MemoryRouter>
            </ToastProvider>
          </Suspense>
        </QueryClientProvider>
      </ServicesProvider>
    </PreferencesProvider>
  );
}

/**
 * A story of one app screen: `handlers` go before the default ones (MSW takes the first that matches),
 * and the story renders the app at `route` in the theme of the test project (light or dark).
 */
export function appStory(options: AppStoryOptions & { handlers?: HttpHandler[]; height?: number }) {
  const { handlers = [], height, ...rest } = options;
  // A page longer than the 900 px frame gets a frame of its height, so its screenshot shows all of it.
  const tall = height
    ? {
        globals: { viewport: { value: 'appTall', isRotated: false } },
        viewport: {
          options: { appTall: { name: `Desktop, ${height} px high`, styles: { width: '1200px', height: `${height}px` }, type: 'desktop' } },
        },
      }
    : undefined;
  return {
    ...(tall ? { globals: tall.globals } : {}),
    parameters: { frame: 'none', msw: { handlers: [...handlers, ...defaultHandlers] }, ...(tall ? { viewport: tall.viewport } : {}) },
    render: (_args: unknown, context: StoryContext) => (
      <AppStory options={rest} mode={context.globals.theme === 'dark' ? 'dark' : 'light'} />
    ),
  };
}
