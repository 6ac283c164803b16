import { AlertDialog } from '../AlertDialog';
import { Dialog } from '../Dialog';
import { Drawer } from '../Drawer';

/**
 * Fetches the layers of Dialog, AlertDialog and Drawer (which otherwise load at their first opening), so
 * that they open in the same render as they are asked to: for tests and stories, which look at a dialog
 * right after the press that opens it.
 */
export function preloadModalLayers(): Promise<unknown> {
  return Promise.all([Dialog.preload(), AlertDialog.preload(), Drawer.preload()]);
}
