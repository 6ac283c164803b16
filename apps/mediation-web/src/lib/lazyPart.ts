import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadWithRetry } from '@mediation/ui';

// The constraint React.lazy puts on what it loads (a component taking any props).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/** A component whose code loads on its first render, or earlier through `preload()` (on hover, say). */
export type LazyPart<C extends AnyComponent> = LazyExoticComponent<C> & { preload: () => Promise<unknown> };

/**
 * The app's one way to load code when it is first needed: every screen of the route table and the parts of
 * a screen its first view does not show (the party entry flow, the room's panels). A part renders under a
 * Suspense boundary that says what shows meanwhile. Dialogs, alert dialogs and drawers of @mediation/ui
 * load their layer at their first opening by themselves, so the app uses them as they are.
 *
 * `load` is React.lazy's: a module with the component as `default`. A named export is picked by
 * destructuring, `import('./Panel').then(({ Panel }) => ({ default: Panel }))`, which lets the bundler
 * leave out the module's other exports. A fetch that fails is tried again (`loadWithRetry`): a part chosen
 * offline shows its Suspense fallback until the network is back, then opens, instead of failing the route.
 */
export function lazyPart<C extends AnyComponent>(load: () => Promise<{ default: C }>): LazyPart<C> {
  let loading: Promise<{ default: C }> | undefined;
  const preload = () =>
    (loading ??= loadWithRetry(load).catch((error: unknown) => {
      // A load that still failed (the server gone for long) leaves the next preload to try again.
      loading = undefined;
      throw error;
    }));
  return Object.assign(lazy(preload), { preload });
}
