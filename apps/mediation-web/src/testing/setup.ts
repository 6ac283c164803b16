import { afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { preloadModalLayers } from '@mediation/ui';

// Screens load their code on first use; a busy CI machine needs more than the default second.
configure({ asyncUtilTimeout: 5000 });

// Dialogs load their layer at first opening in the app; tests have it at once (see tools/vitest-preload-modals.ts).
beforeAll(() => preloadModalLayers());

afterEach(() => {
  cleanup();
  localStorage.clear();
});
