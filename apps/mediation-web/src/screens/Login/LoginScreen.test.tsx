import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadLocale } from '@mediation/ui';
import { onRoute, respond } from '../../testing/msw';
import { MEDIATOR, renderApp } from '../../testing/renderApp';
import { server } from '../../testing/server';
import { act } from 'react';
import Settings from '../Mediator/Settings';

describe('the language choice', () => {
  it('shows sign-in in Hebrew, right to left, when Hebrew was chosen in this browser', async () => {
    await loadLocale('he');
    localStorage.setItem('language', 'he');
    renderApp('routes', { route: '/login' });
    expect(await screen.findByRole('heading', { name: 'כניסה' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('he');
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('button', { name: 'שליחה' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'כניסה כצד בגישור' })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'שפה' }) as HTMLSelectElement).value).toBe('he');
  });

  it('switches the sign-in screen to Hebrew from the corner, and the party entry follows', async () => {
    const user = userEvent.setup();
    renderApp('routes', { route: '/login' });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('ltr');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'he');
    expect(await screen.findByRole('heading', { name: 'כניסה' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(localStorage.getItem('language')).toBe('he');
    await user.click(screen.getByRole('button', { name: 'כניסה כצד בגישור' }));
    expect(await screen.findByRole('heading', { name: 'הצטרפות לתיק גישור' })).toBeTruthy();
    expect(await screen.findByRole('textbox', { name: /^קוד התיק/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'חזרה לכניסה' })).toBeTruthy();
  });

  it('is a labelled Language field in Settings → Account, beside the theme', async () => {
    const user = userEvent.setup();
    server.use(
      onRoute('tokenRefresh', () => respond('tokenRefresh', { access: 'token' })),
      onRoute('profile', () => respond('profile', { ...MEDIATOR, phone: null })),
    );
    const rendered = renderApp(<Settings />, { route: '/Mediator/settings', storedUser: MEDIATOR });
    await act(() => rendered.services.session.restore());
    await user.click(screen.getByRole('tab', { name: 'Account' }));
    expect(screen.getByRole('combobox', { name: 'Theme' })).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'he');
    expect(await screen.findByRole('combobox', { name: 'שפה' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'ערכת נושא' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'חשבון' })).toBeTruthy();
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
  });
});
