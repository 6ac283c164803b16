import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { onRoute, refuse, respond } from '../testing/msw';
import { ADMIN, MEDIATOR, renderApp } from '../testing/renderApp';
import { calls, callsTo, server } from '../testing/server';

const location = () => screen.getByTestId('location').textContent;

describe('the routes', () => {
  it('sends a visitor who is not signed in from a guarded screen to /login', async () => {
    renderApp('routes', { route: '/Mediator/dashboard' });
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(location()).toBe('/login');
  });

  it('sends the root and every unknown path to /login', async () => {
    renderApp('routes', { route: '/no/such/page' });
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(location()).toBe('/login');
  });

  it('restores a stored user through /loading, then shows where they were going', async () => {
    server.use(
      onRoute('tokenRefresh', () => respond('tokenRefresh', { access: 'fresh' })),
      onRoute('mediatorCasePage', () => respond('mediatorCasePage', { items: [], next: null })),
    );
    const { services } = renderApp('routes', { route: '/Mediator/dashboard?tab=open', storedUser: MEDIATOR });
    await screen.findByText('loading...');
    expect(location()).toBe(`/loading?from=${encodeURIComponent('/Mediator/dashboard?tab=open')}`);
    await act(() => services.session.restore());
    await screen.findByRole('heading', { name: 'Welcome Mediator.' }, { timeout: 3000 });
    expect(location()).toBe('/Mediator/dashboard?tab=open');
    expect(callsTo('GET /api/session/case/mediator_cases_page/')[0]?.headers.get('authorization')).toBe('JWT fresh');
  });

  it('sends a stored user whose refresh fails to /login', async () => {
    server.use(onRoute('tokenRefresh', () => refuse('tokenRefresh', 401, 'Token is invalid or expired')));
    const { services } = renderApp('routes', { route: '/Mediator/dashboard', storedUser: MEDIATOR });
    await act(() => services.session.restore());
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(location()).toBe('/login');
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('sends a role to /unauthorised from another role’s screens', async () => {
    server.use(onRoute('tokenRefresh', () => respond('tokenRefresh', { access: 'fresh' })));
    const { services } = renderApp('routes', { route: '/Mediator/dashboard', storedUser: ADMIN });
    await act(() => services.session.restore());
    await screen.findByRole('heading', { name: '401 Unauthorized' });
    expect(location()).toBe('/unauthorised');
    expect(screen.getByText('Please contact the admin for further assistance.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to login page' }).getAttribute('href')).toBe('/login');
  });

  it('matches role segments exactly: /mediator/dashboard is not a screen', async () => {
    server.use(onRoute('tokenRefresh', () => respond('tokenRefresh', { access: 'fresh' })));
    const { services } = renderApp('routes', { route: '/mediator/dashboard', storedUser: MEDIATOR });
    await act(() => services.session.restore());
    await waitFor(() => expect(location()).not.toBe('/mediator/dashboard'));
    await waitFor(() => expect(location()).toBe('/Mediator/dashboard'));
  });

  it('sends a mediator from a path that is none of their screens to /login, and on home from there', async () => {
    server.use(
      onRoute('tokenRefresh', () => respond('tokenRefresh', { access: 'fresh' })),
      onRoute('mediatorCasePage', () => respond('mediatorCasePage', { items: [], next: null })),
    );
    const { services } = renderApp('routes', { route: '/Mediator/no-such-screen', storedUser: MEDIATOR });
    await act(() => services.session.restore());
    await screen.findByRole('heading', { name: 'Welcome Mediator.' }, { timeout: 3000 });
    expect(location()).toBe('/Mediator/dashboard');
  });

  it('opens a mediator screen with its parameter: /Mediator/case/:id', async () => {
    server.use(
      onRoute('tokenRefresh', () => respond('tokenRefresh', { access: 'fresh' })),
      onRoute('mediatorCasePage', () => respond('mediatorCasePage', { items: [], next: null })),
    );
    const { services } = renderApp('routes', { route: '/Mediator/case/CASE42', storedUser: MEDIATOR });
    await act(() => services.session.restore());
    await waitFor(() => expect(calls().some((call) => call.path.includes('CASE42'))).toBe(true), { timeout: 3000 });
    expect(location()).toBe('/Mediator/case/CASE42');
  });

  it('gives each admin screen a route of its own under /Admin, with Back to the menu', async () => {
    server.use(onRoute('tokenRefresh', () => respond('tokenRefresh', { access: 'fresh' })));
    const { services } = renderApp('routes', { route: '/Admin/mediators', storedUser: ADMIN });
    await act(() => services.session.restore());
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Accounts' }, { timeout: 3000 })).toBeTruthy();
    expect(location()).toBe('/Admin/mediators');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Admin.' })).toBeTruthy();
    expect(location()).toBe('/Admin/dashboard');
    fireEvent.click(screen.getByRole('button', { name: 'Statistics' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Statistics' })).toBeTruthy();
    expect(location()).toBe('/Admin/statistics');
  });

  it('takes an older admin address, /Admin/dashboard?screen=<key>, to that screen’s route', async () => {
    server.use(onRoute('tokenRefresh', () => respond('tokenRefresh', { access: 'fresh' })));
    const { services } = renderApp('routes', { route: '/Admin/dashboard?screen=online', storedUser: ADMIN });
    await act(() => services.session.restore());
    expect(await screen.findByRole('heading', { level: 1, name: 'Online Cases' }, { timeout: 3000 })).toBeTruthy();
    expect(location()).toBe('/Admin/online');
  });

  it('shows /verify to a visitor who is not signed in', async () => {
    renderApp('routes', { route: '/verify' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify an agreement' })).toBeTruthy();
    expect(screen.getByLabelText('Agreement PDF')).toBeTruthy();
    expect(location()).toBe('/verify');
  });

  it('shows /unauthorized too, whose link back opens /login in place', async () => {
    renderApp('routes', { route: '/unauthorized' });
    expect(await screen.findByRole('heading', { name: '401 Unauthorized' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Back to login page' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(location()).toBe('/login');
  });

  it('signs out on /logout and lands on /login', async () => {
    server.use(
      onRoute('tokenRefresh', () => respond('tokenRefresh', { access: 'fresh' })),
      onRoute('logout', () => respond('logout', undefined)),
    );
    const { services } = renderApp('routes', { route: '/logout', storedUser: MEDIATOR });
    await act(() => services.session.restore());
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(callsTo('POST /api/core/auth/logout/')).toHaveLength(1);
    expect(services.session.getSnapshot().user).toBeNull();
  });
});
