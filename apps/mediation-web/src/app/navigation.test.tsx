import { lazy, Suspense, type ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Router, Switch, useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { useTransitionLocation, useTransitionSearch } from './transitionLocation';

function Search() {
  return <output aria-label="search">{useSearch()}</output>;
}

describe('useTransitionLocation', () => {
  it('keeps the screen on view while the next one’s code loads, then shows it, with its search', async () => {
    history.replaceState(null, '', '/first');
    let load!: (module: { default: ComponentType }) => void;
    const Second = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (load = resolve)));
    render(
      <Router hook={useTransitionLocation} searchHook={useTransitionSearch}>
        <Suspense fallback={<p>Loading…</p>}>
          <Switch>
            <Route path="/first">
              <h1>First</h1>
            </Route>
            <Route path="/second">
              <Second />
              <Search />
            </Route>
          </Switch>
        </Suspense>
      </Router>,
    );
    expect(screen.getByRole('heading', { name: 'First' })).toBeTruthy();

    await act(async () => navigate('/second?tab=2'));
    // wouter's own hook showed the fallback here (its updates cannot be transitions).
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(screen.getByRole('heading', { name: 'First' })).toBeTruthy();

    await act(async () => load({ default: () => <h1>Second</h1> }));
    expect(await screen.findByRole('heading', { name: 'Second' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'search' }).textContent).toBe('tab=2');
  });

  it('follows the browser’s Back', async () => {
    history.replaceState(null, '', '/first');
    render(
      <Router hook={useTransitionLocation}>
        <Switch>
          <Route path="/first">
            <h1>First</h1>
          </Route>
          <Route path="/second">
            <h1>Second</h1>
          </Route>
        </Switch>
      </Router>,
    );
    await act(async () => navigate('/second'));
    expect(screen.getByRole('heading', { name: 'Second' })).toBeTruthy();
    await act(async () => {
      history.back();
      await new Promise((resolve) => addEventListener('popstate', resolve, { once: true }));
    });
    expect(await screen.findByRole('heading', { name: 'First' })).toBeTruthy();
  });
});
