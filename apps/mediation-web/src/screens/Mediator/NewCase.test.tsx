import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { onRoute, refuse, respond } from '../../testing/msw';
import { MEDIATOR, renderApp } from '../../testing/renderApp';
import { callsTo, server } from '../../testing/server';
import NewCase from './NewCase';

async function signedIn() {
  server.use(onRoute('tokenRefresh', () => respond('tokenRefresh', { access: 'token' })));
  const rendered = renderApp(<NewCase />, { route: '/Mediator/new-case', storedUser: MEDIATOR });
  await act(() => rendered.services.session.restore());
  return rendered;
}

describe('NewCase', () => {
  it('blocks a submit without title or category with the spec messages', async () => {
    const user = userEvent.setup();
    await signedIn();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Category must be selected')).toBeTruthy();
    expect(callsTo('POST /api/session/case/')).toHaveLength(0);
  });

  it('names the rule a too long title breaks: at most 200 characters, not "required"', async () => {
    const user = userEvent.setup();
    await signedIn();
    await user.click(screen.getByRole('textbox', { name: /Case Title/ }));
    await user.paste('T'.repeat(201));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Title must be at most 200 characters')).toBeTruthy();
    expect(screen.queryByText('Title is required')).toBeNull();
    expect(callsTo('POST /api/session/case/')).toHaveLength(0);
  });

  it('creates the case with the stored category value, refreshes the list and returns to the dashboard', async () => {
    const user = userEvent.setup();
    server.use(
      onRoute('createCase', () =>
        respond('createCase', {
          id: 'X',
          link: 'XXXXXX',
          title: 'Fence',
          category: 'neighbors',
          sub_category: '',
          problem_brief: 'A fence.',
          sideA_description: '',
          sideB_description: '',
          mediator: MEDIATOR.id,
          shuttle: false,
          is_active: true,
          is_started: false,
          close_at: null,
          created_at: '2026-03-02T09:30:00.000Z',
        }),
      ),
    );
    await signedIn();
    await user.type(screen.getByRole('textbox', { name: /Case Title/ }), '  Fence  ');
    await user.selectOptions(screen.getByRole('combobox', { name: /Category/ }), 'Neighbors');
    await user.type(screen.getByRole('textbox', { name: 'Problem brief' }), 'A fence.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/Mediator/dashboard'));
    expect(await callsTo('POST /api/session/case/')[0]?.body()).toEqual({
      title: 'Fence',
      category: 'neighbors',
      sub_category: '',
      problem_brief: 'A fence.',
      mediator: MEDIATOR.id,
      language: 'en',
    });
  });

  it('tells the person when creating the case failed, and stays', async () => {
    const user = userEvent.setup();
    server.use(onRoute('createCase', () => refuse('createCase', 500, 'Internal server error.')));
    await signedIn();
    await user.type(screen.getByRole('textbox', { name: /Case Title/ }), 'Fence');
    await user.selectOptions(screen.getByRole('combobox', { name: /Category/ }), 'Other');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Creating the case failed: Internal server error.');
    expect(screen.getByTestId('location').textContent).toBe('/Mediator/new-case');
  });
});
