/**
 * Vitest setup of the packages whose tests open dialogs: the layers of Dialog, AlertDialog and Drawer load
 * at their first opening in the app (packages/ui/src/internal/deferredModal.tsx); tests fetch them first, so
 * a dialog is there right after the press that opens it, as before the split.
 */
import { beforeAll } from 'vitest';
import { preloadModalLayers } from '../packages/ui/src/index';

beforeAll(() => preloadModalLayers());
