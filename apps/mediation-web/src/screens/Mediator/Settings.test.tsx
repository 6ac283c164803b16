import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { onRoute, respond } from '../../testing/msw';
import { MEDIATOR, renderApp } from '../../testing/renderApp';
import { callsTo, server } from '../../testing/server';
import Settings from './Settings';

describe('Settings → Security', () => {
  it('keeps this browser signed in after a password change, with the new session the server answers', async () => {
    const user = userEvent.setup();
    server.use(
      onRoute('tokenRefresh', () => respond('tokenRefresh', { access: 'old-token' })),
      onRoute('profile', () => respond('profile', { ...MEDIATOR, phone: null })),
      onRoute('setPassword', () => respond('setPassword', { access: 'new-session-token' })),
    );
    const rendered = renderApp(<Settings />, { route: '/Mediator/settings', storedUser: MEDIATOR });
    await act(() => rendered.services.session.restore());
    await user.click(screen.getByRole('tab', { name: 'Security' }));
    await user.type(screen.getByLabelText(/^Current password/), 'old-password-1');
    await user.type(screen.getByLabelText(/^New password/), 'new-password-1');
    await user.type(screen.getByLabelText(/^Repeat the new password/), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(callsTo('POST /api/auth/users/set_password/')).toHaveLength(1));
    // Every earlier token ended on the server: the session now holds the new one, and the user stays.
    await waitFor(() => expect(rendered.services.session.getToken()).toBe('new-session-token'));
    expect(rendered.services.session.getSnapshot().user?.id).toBe(MEDIATOR.id);
    expect(screen.getByTestId('location').textContent).toBe('/Mediator/settings');
  });

  it('says a too short new password must be at least 8 characters, and sends nothing', async () => {
    const user = userEvent.setup();
    server.use(
      onRoute('tokenRefresh', () => respond('tokenRefresh', { access: 'old-token' })),
      onRoute('profile', () => respond('profile', { ...MEDIATOR, phone: null })),
    );
    const rendered = renderApp(<Settings />, { route: '/Mediator/settings', storedUser: MEDIATOR });
    await act(() => rendered.services.session.restore());
    await user.click(screen.getByRole('tab', { name: 'Security' }));
    await user.type(screen.getByLabelText(/^Current password/), 'old-password-1');
    await user.type(screen.getByLabelText(/^New password/), 'short');
    await user.type(screen.getByLabelText(/^Repeat the new password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('New password must be at least 8 characters')).toBeTruthy();
    expect(callsTo('POST /api/auth/users/set_password/')).toHaveLength(0);
  });
});
