import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { preloadModalLayers } from '@mediation/ui';
import { resetServer, server } from './server';

// Screens load their code on first use; a busy CI machine needs more than the default second.
configure({ asyncUtilTimeout: 5000 });

// Dialogs load their layer at first opening in the app; tests have it at once (see tools/vitest-preload-modals.ts).
beforeAll(() => preloadModalLayers());

// Every request outside /api (none is expected) fails the test that sent it.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

afterEach(() => {
  cleanup();
  localStorage.clear();
  resetServer();
});
