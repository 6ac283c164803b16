import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Mediator } from '@mediation/protocol';
import { onRoute, refuse, respond } from '../../testing/msw';
import { ADMIN, renderApp } from '../../testing/renderApp';
import { calls, callsTo, server } from '../../testing/server';
import { AddMediatorForm } from './AddMediatorForm';

/** The mediator the server answers it created, with this user id. */
const created = (id: number): Mediator => ({
  user: {
    id,
    email: 'noa.bar@example.com',
    username: 'noabarexamplecom',
    first_name: 'Noa',
    last_name: 'Bar',
    is_staff: true,
    is_superuser: false,
    first_logged: true,
  },
  phone: '+1501234567',
  education: 'LLB',
  relevant_experience: '',
  certification_course: true,
  address: '',
  country: 'USA',
  areas: [],
});

async function render(onAdded = vi.fn()) {
  server.use(onRoute('tokenRefresh', () => respond('tokenRefresh', { access: 'token' })));
  const rendered = renderApp(<AddMediatorForm onAdded={onAdded} />, { storedUser: ADMIN });
  await act(() => rendered.services.session.restore());
  return { ...rendered, onAdded };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Noa');
  await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Bar');
  await user.type(screen.getByRole('textbox', { name: /Email/ }), 'noa.bar@example.com');
  await user.type(screen.getByLabelText('Password', { exact: false }), 'password-1');
  await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '501234567');
  await user.type(screen.getByRole('textbox', { name: /Education/ }), 'LLB');
}

describe('AddMediatorForm', () => {
  it('starts with Israel and +972', async () => {
    await render();
    expect((screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement).value).toBe('Israel');
    expect((screen.getByRole('combobox', { name: 'Phone prefix' }) as HTMLSelectElement).value).toBe('+972');
  });

  it('shows a sentence naming each broken rule beneath the fields, never a raw library message, and sends nothing', async () => {
    const user = userEvent.setup();
    await render();
    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'N');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // First name has one letter (too short), last name none (required).
    expect(screen.getByText('First name must be at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(screen.getByText('Enter a valid e-mail address')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.queryByText(/Too small|Too big|expected string/)).toBeNull();
    expect(calls().filter((call) => call.path !== '/api/core/auth/token/refresh/')).toHaveLength(0);
  });

  it('creates the mediator, then its areas, says Success and returns to the menu', async () => {
    const user = userEvent.setup();
    server.use(
      onRoute('createMediator', () => respond('createMediator', created(42))),
      onRoute('mediatorAreas', () => respond('mediatorAreas', { mediator: 42, areas: ['Family'] })),
    );
    const { onAdded } = await render();
    await fillRequired(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'USA');
    await user.click(screen.getByRole('checkbox', { name: 'Family' }));
    await user.click(screen.getByRole('checkbox', { name: 'Certification course' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalled());
    expect(await callsTo('POST /api/users/mediator/')[0]?.body()).toEqual({
      user: {
        username: 'noabarexamplecom',
        password: 'password-1',
        email: 'noa.bar@example.com',
        first_name: 'Noa',
        last_name: 'Bar',
        staff_status: true,
        superuser_status: false,
        first_logged: true,
      },
      phone: '+1501234567',
      education: 'LLB',
      relevant_experience: '',
      certification_course: true,
      address: '',
      country: 'USA',
    });
    expect(await callsTo('POST /api/users/mediator-area/add_areas/')[0]?.body()).toEqual({ areas: ['Family'], mediator: 42 });
    const notice = (await screen.findByText('Mediator added successfully')).closest('[role="status"]');
    expect(notice?.textContent).toContain('Success');
  });

  it('takes the phone rule from the protocol: it accepts every phone the server stores and refuses what the profile would', async () => {
    const user = userEvent.setup();
    server.use(onRoute('createMediator', () => respond('createMediator', created(43))));
    const { onAdded } = await render();
    await fillRequired(user);
    const phone = screen.getByRole('textbox', { name: /^Phone/ });
    // Letters: the server's profile refuses them, so this form does too, under the number.
    await user.clear(phone);
    await user.type(phone, 'call me maybe');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Enter a phone number')).toBeTruthy();
    expect(callsTo('POST /api/users/mediator/')).toHaveLength(0);
    // 22 digits after +1 make the 24 characters a stored phone may have (this form once stopped at 20).
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'USA');
    await user.clear(phone);
    await user.type(phone, '5'.repeat(22));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalled());
    expect(((await callsTo('POST /api/users/mediator/')[0]?.body()) as { phone: string }).phone).toBe(`+1${'5'.repeat(22)}`);
  });

  it('needs the education, as the spec marks it', async () => {
    const user = userEvent.setup();
    await render();
    await fillRequired(user);
    await user.clear(screen.getByRole('textbox', { name: /Education/ }));
    await user.type(screen.getByRole('textbox', { name: /Education/ }), '   ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Education is required')).toBeTruthy();
    expect(callsTo('POST /api/users/mediator/')).toHaveLength(0);
  });

  it('shows the spec Error notice with the server’s e-mail message and keeps the form', async () => {
    const user = userEvent.setup();
    server.use(
      onRoute('createMediator', () =>
        refuse('createMediator', 400, 'A user with this e-mail already exists.', { email: ['A user with this e-mail already exists.'] }),
      ),
    );
    const { onAdded } = await render();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('Error');
    expect(notice.textContent).toContain('Failed to add mediator. A user with this e-mail already exists.');
    expect(onAdded).not.toHaveBeenCalled();
    expect((screen.getByRole('textbox', { name: /First name/ }) as HTMLInputElement).value).toBe('Noa');
    expect(callsTo('POST /api/users/mediator-area/add_areas/')).toHaveLength(0);
  });
});
