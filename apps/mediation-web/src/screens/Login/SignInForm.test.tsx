import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { loadLocale } from '@mediation/ui';
import { onRoute, refuse, respond } from '../../testing/msw';
import { MEDIATOR, renderApp } from '../../testing/renderApp';
import { calls, callsTo, server } from '../../testing/server';
import { noteLanguageChosenBeforeSignIn } from '../../components/LanguageSwitch';
import { SignInForm } from './SignInForm';

const me = {
  id: 7,
  email: 'maya@example.com',
  username: 'maya',
  first_name: 'Maya',
  last_name: 'Cohen',
  is_staff: true,
  is_superuser: false,
  first_logged: false,
};

describe('SignInForm', () => {
  it('blocks an empty submit with the spec messages, which clear when the field is edited', async () => {
    const user = userEvent.setup();
    renderApp(<SignInForm onSignedIn={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBe('true');
    expect(calls()).toHaveLength(0);
    // Focus lands on the first field to fix.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' })));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'm');
    expect(screen.queryByText('Email is required')).toBeNull();
    expect(screen.getByText('Password is required')).toBeTruthy();
  });

  it('marks both fields Require, types the e-mail as email and masks the password', () => {
    renderApp(<SignInForm onSignedIn={() => undefined} />);
    expect(screen.getAllByText('Require')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('Password', { exact: false }).getAttribute('type')).toBe('password');
  });

  it('shows the spec message when the credentials are refused', async () => {
    const user = userEvent.setup();
    server.use(onRoute('token', () => refuse('token', 401, 'No active account found with the given credentials')));
    renderApp(<SignInForm onSignedIn={() => undefined} />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'maya@example.com');
    await user.type(screen.getByLabelText('Password', { exact: false }), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No active account found with the given credentials');
  });

  it('keeps on the account a language picked on the sign-in page, instead of switching to the account’s', async () => {
    const user = userEvent.setup();
    server.use(
      onRoute('token', () => respond('token', { access: 'access-2' })),
      onRoute('me', () => respond('me', { ...me, language: 'he' })),
      onRoute('updateMe', () => respond('updateMe', { ...me, phone: null, language: 'en' })),
    );
    noteLanguageChosenBeforeSignIn('en');
    const onSignedIn = vi.fn();
    renderApp(<SignInForm onSignedIn={onSignedIn} />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'maya@example.com');
    await user.type(screen.getByLabelText('Password', { exact: false }), 'password-1');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ language: 'en' })));
    const [kept] = callsTo('PATCH /api/auth/users/me/');
    expect(await kept?.body()).toEqual({ language: 'en' });
    expect(kept?.headers.get('authorization')).toBe('JWT access-2');
    expect(document.documentElement.lang).not.toBe('he');
    // The choice counts once: the next sign-in in this tab follows the account again.
    expect(sessionStorage.getItem('language.chosenBeforeSignIn')).toBeNull();
  });

  it("keeps the browser's language for an account that never chose one, and saves nothing on it", async () => {
    await loadLocale('he');
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['he-IL', 'en-US']);
    onTestFinished(() => languages.mockRestore());
    const user = userEvent.setup();
    server.use(
      onRoute('token', () => respond('token', { access: 'access-3' })),
      // No language: the account's owner never chose one.
      onRoute('me', () => respond('me', me)),
    );
    const onSignedIn = vi.fn();
    renderApp(<SignInForm onSignedIn={onSignedIn} />);
    await user.type(await screen.findByRole('textbox', { name: /^דוא״ל/ }), 'maya@example.com');
    await user.type(screen.getByLabelText('סיסמה', { exact: false }), 'password-1');
    await user.click(screen.getByRole('button', { name: 'שליחה' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ email: 'maya@example.com' })));
    expect(document.documentElement.lang).toBe('he');
    expect(callsTo('PATCH /api/auth/users/me/')).toHaveLength(0);
  });

  it('shows Loading while pending, then stores the user fetched with the new token', async () => {
    const user = userEvent.setup();
    let answer: () => void = () => undefined;
    server.use(
      onRoute('token', async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return respond('token', { access: 'access-1' });
      }),
      onRoute('me', () => respond('me', me)),
    );
    const onSignedIn = vi.fn();
    const { services } = renderApp(<SignInForm onSignedIn={onSignedIn} />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), ' maya@example.com ');
    await user.type(screen.getByLabelText('Password', { exact: false }), 'password-1');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('button', { name: 'Loading' })).toBeTruthy();
    answer();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ ...MEDIATOR, ...me, side: 'M' }));
    expect(await callsTo('POST /api/core/auth/token/')[0]?.body()).toEqual({ email: 'maya@example.com', password: 'password-1' });
    expect(callsTo('GET /api/auth/users/me/')[0]?.headers.get('authorization')).toBe('JWT access-1');
    expect(services.session.getToken()).toBe('access-1');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ id: 7, is_staff: true });
  });
});
