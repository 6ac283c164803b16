import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Screens load their code on first use; a busy CI machine needs more than the default second.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
