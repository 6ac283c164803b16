import { Suspense, type ComponentType } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BrowserRouter, Link, Route, Routes, useLocation } from 'react-router-dom';
import { lazyPart } from '../lib/lazyPart';

function Search() {
  return <output aria-label="search">{useLocation().search}</output>;
}

describe('the app’s navigations (BrowserRouter, one Suspense boundary over the routes)', () => {
  it('keep the screen on view while the next one’s code loads, then show it, with its search', async () => {
    history.replaceState(null, '', '/first');
    let load!: (module: { default: ComponentType }) => void;
    const Second = lazyPart(() => new Promise<{ default: ComponentType }>((resolve) => (load = resolve)));
    render(
      <BrowserRouter>
        <Suspense fallback={<p>Loading…</p>}>
          <Routes>
            <Route
              path="/first"
              element={
                <>
                  <h1>First</h1>
                  <Link to="/second?tab=2">Next</Link>
                </>
              }
            />
            <Route
              path="/second"
              element={
                <>
                  <Second />
                  <Search />
                </>
              }
            />
          </Routes>
        </Suspense>
      </BrowserRouter>,
    );
    expect(screen.getByRole('heading', { name: 'First' })).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Next' })));
    // A navigation that is not a transition shows the fallback here, and React then holds the next screen
    // back until 300 ms after the fallback appeared.
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(screen.getByRole('heading', { name: 'First' })).toBeTruthy();

    await act(async () => load({ default: () => <h1>Second</h1> }));
    expect(await screen.findByRole('heading', { name: 'Second' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'search' }).textContent).toBe('?tab=2');
    expect(location.pathname).toBe('/second');
  });

  it('follow the browser’s Back', async () => {
    history.replaceState(null, '', '/first');
    render(
      <BrowserRouter>
        <Routes>
          <Route
            path="/first"
            element={
              <>
                <h1>First</h1>
                <Link to="/second">Next</Link>
              </>
            }
          />
          <Route path="/second" element={<h1>Second</h1>} />
        </Routes>
      </BrowserRouter>,
    );
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Next' })));
    expect(await screen.findByRole('heading', { name: 'Second' })).toBeTruthy();
    await act(async () => {
      history.back();
      await new Promise((resolve) => addEventListener('popstate', resolve, { once: true }));
    });
    expect(await screen.findByRole('heading', { name: 'First' })).toBeTruthy();
  });
});
