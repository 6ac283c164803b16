import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../testing/fakeServer';
import { ADMIN, MEDIATOR, renderApp } from '../testing/renderApp';

const location = () => screen.getByTestId('location').textContent;

describe('the routes', () => {
  it('sends a visitor who is not signed in from a guarded screen to /login', async () => {
    renderApp('routes', { server: fakeServer(), route: '/Mediator/dashboard' });
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(location()).toBe('/login');
  });

  it('sends the root and every unknown path to /login', async () => {
    renderApp('routes', { server: fakeServer(), route: '/no/such/page' });
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(location()).toBe('/login');
  });

  it('restores a stored user through /loading, then shows where they were going', async () => {
    const server = fakeServer({
      'POST /api/core/auth/token/refresh/': () => ({ body: { access: 'fresh' } }),
      'GET /api/session/case/get_mediator_cases/': () => ({ body: [] }),
    });
    const { services } = renderApp('routes', { server, route: '/Mediator/dashboard?tab=open', storedUser: MEDIATOR });
    await screen.findByText('loading...');
    expect(location()).toBe(`/loading?from=${encodeURIComponent('/Mediator/dashboard?tab=open')}`);
    await act(() => services.session.restore());
    await screen.findByRole('heading', { name: 'Welcome Mediator.' }, { timeout: 3000 });
    expect(location()).toBe('/Mediator/dashboard?tab=open');
    expect(server.callsTo('GET /api/session/case/get_mediator_cases/')[0]?.headers.authorization).toBe('JWT fresh');
  });

  it('sends a stored user whose refresh fails to /login', async () => {
    const server = fakeServer({
      'POST /api/core/auth/token/refresh/': () => ({ status: 401, body: { detail: 'Token is invalid or expired' } }),
    });
    const { services } = renderApp('routes', { server, route: '/Mediator/dashboard', storedUser: MEDIATOR });
    await act(() => services.session.restore());
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(location()).toBe('/login');
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('sends a role to /unauthorised from another role’s screens', async () => {
    const server = fakeServer({ 'POST /api/core/auth/token/refresh/': () => ({ body: { access: 'fresh' } }) });
    const { services } = renderApp('routes', { server, route: '/Mediator/dashboard', storedUser: ADMIN });
    await act(() => services.session.restore());
    await screen.findByRole('heading', { name: '401 Unauthorized' });
    expect(location()).toBe('/unauthorised');
    expect(screen.getByText('Please contact the admin for further assistance.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to login page' }).getAttribute('href')).toBe('/login');
  });

  it('matches role segments exactly: /mediator/dashboard is not a screen', async () => {
    const server = fakeServer({ 'POST /api/core/auth/token/refresh/': () => ({ body: { access: 'fresh' } }) });
    const { services } = renderApp('routes', { server, route: '/mediator/dashboard', storedUser: MEDIATOR });
    await act(() => services.session.restore());
    await waitFor(() => expect(location()).not.toBe('/mediator/dashboard'));
    await waitFor(() => expect(location()).toBe('/Mediator/dashboard'));
  });

  it('sends a mediator from a path that is none of their screens to /login, and on home from there', async () => {
    const server = fakeServer({
      'POST /api/core/auth/token/refresh/': () => ({ body: { access: 'fresh' } }),
      'GET /api/session/case/get_mediator_cases/': () => ({ body: [] }),
    });
    const { services } = renderApp('routes', { server, route: '/Mediator/no-such-screen', storedUser: MEDIATOR });
    await act(() => services.session.restore());
    await screen.findByRole('heading', { name: 'Welcome Mediator.' }, { timeout: 3000 });
    expect(location()).toBe('/Mediator/dashboard');
  });

  it('opens a mediator screen with its parameter: /Mediator/case/:id', async () => {
    const server = fakeServer({
      'POST /api/core/auth/token/refresh/': () => ({ body: { access: 'fresh' } }),
      'GET /api/session/case/get_mediator_cases/': () => ({ body: [] }),
    });
    const { services } = renderApp('routes', { server, route: '/Mediator/case/CASE42', storedUser: MEDIATOR });
    await act(() => services.session.restore());
    await waitFor(() => expect(server.calls.some((call) => call.path.includes('CASE42'))).toBe(true), { timeout: 3000 });
    expect(location()).toBe('/Mediator/case/CASE42');
  });

  it('gives each admin screen a route of its own under /Admin, with Back to the menu', async () => {
    const server = fakeServer({ 'POST /api/core/auth/token/refresh/': () => ({ body: { access: 'fresh' } }) });
    const { services } = renderApp('routes', { server, route: '/Admin/mediators', storedUser: ADMIN });
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
    const server = fakeServer({ 'POST /api/core/auth/token/refresh/': () => ({ body: { access: 'fresh' } }) });
    const { services } = renderApp('routes', { server, route: '/Admin/dashboard?screen=online', storedUser: ADMIN });
    await act(() => services.session.restore());
    expect(await screen.findByRole('heading', { level: 1, name: 'Online Cases' }, { timeout: 3000 })).toBeTruthy();
    expect(location()).toBe('/Admin/online');
  });

  it('shows /verify to a visitor who is not signed in', async () => {
    renderApp('routes', { server: fakeServer(), route: '/verify' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify an agreement' })).toBeTruthy();
    expect(screen.getByLabelText('Agreement PDF')).toBeTruthy();
    expect(location()).toBe('/verify');
  });

  it('shows /unauthorized too, whose link back opens /login in place', async () => {
    renderApp('routes', { server: fakeServer(), route: '/unauthorized' });
    expect(await screen.findByRole('heading', { name: '401 Unauthorized' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Back to login page' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(location()).toBe('/login');
  });

  it('signs out on /logout and lands on /login', async () => {
    const server = fakeServer({
      'POST /api/core/auth/token/refresh/': () => ({ body: { access: 'fresh' } }),
      'POST /api/core/auth/logout/': () => ({ status: 204 }),
    });
    const { services } = renderApp('routes', { server, route: '/logout', storedUser: MEDIATOR });
    await act(() => services.session.restore());
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(server.callsTo('POST /api/core/auth/logout/')).toHaveLength(1);
    expect(services.session.getSnapshot().user).toBeNull();
  });
});
