import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { InvitePreviewResponse, JoinResponse } from '@mediation/protocol';
import { onRoute, refuse, respond } from '../../testing/msw';
import { renderApp } from '../../testing/renderApp';
import { bodiesSentTo, callsTo, server } from '../../testing/server';
import ClientLoginScreen from './ClientLoginScreen';

const TOKEN = 'i'.repeat(43);
const PREVIEW: InvitePreviewResponse = {
  case_title: 'Fence dispute',
  mediator_name: 'Maya Mediator',
  side: 'B',
  email: 'noa@example.com',
  name: null,
  needs_name: true,
  expires_at: '2030-01-01T00:00:00.000Z',
};
const ADMISSION: JoinResponse = {
  access: 'party-token',
  case_id: 'CASEID0000000000000AbC123',
  side: 'B',
  user: { id: 7, email: 'noa@example.com', first_name: 'Noa', last_name: 'Levi' },
};

function serveInvitation(preview: Partial<InvitePreviewResponse> | { status: 404 | 410; detail: string } = {}) {
  server.use(
    onRoute('invitePreview', () =>
      'status' in preview ? refuse('invitePreview', preview.status, preview.detail) : respond('invitePreview', { ...PREVIEW, ...preview }),
    ),
    onRoute('join', () => respond('join', ADMISSION)),
  );
}

/** The page of /client-login?invite=<token>; admitted, it goes to the party's dashboard. */
function openInvitation() {
  renderApp(<ClientLoginScreen />, { route: `/client-login?invite=${TOKEN}` });
}
const admitted = () => waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/User/dashboard'));

describe('the invitation page', () => {
  it('shows "Join as … on side …" from a preview that does not use the invitation; only the press joins', async () => {
    const user = userEvent.setup();
    serveInvitation();
    openInvitation();
    const join = await screen.findByRole('button', { name: 'Join as noa@example.com on side B' });
    expect(screen.getByText('Fence dispute')).toBeTruthy();
    expect(screen.getByText(/Maya Mediator/)).toBeTruthy();
    expect(await bodiesSentTo('POST /api/session/invite/preview/')).toEqual([{ invite: TOKEN }]);
    // Opening the page (as a mail scanner would) never sends the invitation to the join route.
    expect(callsTo('POST /api/session/join/')).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'First name' }), ' Noa ');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Levi');
    expect(callsTo('POST /api/session/join/')).toHaveLength(0);
    await user.click(join);
    await admitted();
    expect(await bodiesSentTo('POST /api/session/join/')).toEqual([{ invite: TOKEN, first_name: 'Noa', last_name: 'Levi' }]);
  });

  it('needs a first and a last name before it joins', async () => {
    const user = userEvent.setup();
    serveInvitation();
    openInvitation();
    await user.click(await screen.findByRole('button', { name: 'Join as noa@example.com on side B' }));
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'First name' }).getAttribute('aria-invalid')).toBe('true');
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Noa');
    await user.click(screen.getByRole('button', { name: 'Join as noa@example.com on side B' }));
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(callsTo('POST /api/session/join/')).toHaveLength(0);
  });

  it('lets a participant already in the case join under its stored name, without asking for one', async () => {
    const user = userEvent.setup();
    serveInvitation({ name: 'Eli Party', needs_name: false });
    openInvitation();
    await user.click(await screen.findByRole('button', { name: 'Join as Eli Party on side B' }));
    expect(screen.queryByRole('textbox', { name: 'First name' })).toBeNull();
    await admitted();
    expect(await bodiesSentTo('POST /api/session/join/')).toEqual([{ invite: TOKEN }]);
  });

  it('says a used or expired invitation cannot be used, without trying to join', async () => {
    serveInvitation({ status: 410, detail: 'This invitation was already used; ask the mediator for a new one.' });
    openInvitation();
    expect((await screen.findByRole('alert')).textContent).toContain('This invitation cannot be used');
    expect(screen.queryByRole('button', { name: /^Join as/ })).toBeNull();
    expect(callsTo('POST /api/session/join/')).toHaveLength(0);
  });

  it('lets the invitee of an older invitation without a side choose it, with a name', async () => {
    const user = userEvent.setup();
    serveInvitation({ side: null });
    openInvitation();
    await user.type(await screen.findByRole('textbox', { name: 'First name' }), 'Noa');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Levi');
    await user.click(screen.getByRole('button', { name: 'Side A' }));
    await admitted();
    expect(await bodiesSentTo('POST /api/session/join/')).toEqual([{ invite: TOKEN, side: 'A', first_name: 'Noa', last_name: 'Levi' }]);
  });
});
