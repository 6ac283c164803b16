import { expect, test, type Page } from '@playwright/test';
import { ADMIN, askToJoin, createCase, createMediator, decideThroughApi, expectNoAxeViolations, signIn, uniqueEmail } from './helpers';

/**
 * Checks a screen as it stands: no axe violation, nothing wider than the window (at 375 px a page that scrolls
 * sideways hides its own controls), and a screenshot kept with the test's output for a person to look at.
 */
async function inspect(page: Page, screen: string) {
  await expectNoAxeViolations(page, screen);
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: document.documentElement.clientWidth }));
  expect(widths.page, `${screen} is wider than the window`).toBeLessThanOrEqual(widths.window);
  const file = screen
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  await page.screenshot({ path: test.info().outputPath(`${file}.png`), fullPage: true });
}

/** Waits for a screen's heading, then inspects it. */
async function check(page: Page, heading: string | RegExp, screen: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await inspect(page, screen);
}

test('every screen passes axe: sign-in, party entry and status pages', async ({ page, request }) => {
  const mediator = await createMediator(request, 'Ada', 'Axe');
  const started = await createCase(request, mediator, 'Axe tour case', { start: true });
  await page.goto('/login');
  await check(page, 'Sign in', 'login');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await inspect(page, 'login with errors');
  await page.getByRole('button', { name: 'Login As Client' }).click();
  await expect(page.getByRole('textbox', { name: 'Case code' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Case code' }).fill('ZZZZZZ');
  await expect(page.getByText('No started case has this code.')).toBeVisible();
  await inspect(page, 'party entry, code refused');
  await page.goto(`/client-login?case_code=${started.link}`);
  await expect(page.getByRole('button', { name: 'Side A' })).toBeVisible();
  await inspect(page, 'party entry, side');
  await page.getByRole('button', { name: 'Side A' }).click();
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  await inspect(page, 'party entry, e-mail');
  await page.goto('/unauthorised');
  await check(page, '401 Unauthorized', 'unauthorised');
  await page.goto('/verify');
  await check(page, 'Verify an agreement', 'verify');
  const agreementPdf = page.getByLabel('Agreement PDF');
  await agreementPdf.setInputFiles({ name: 'agreement.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n%%EOF\n') });
  await expect(page.getByRole('main').getByRole('status')).toHaveText('No signed agreement matches this file');
  await inspect(page, 'verify, no match');
  await agreementPdf.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a', 'hex') });
  await expect(page.getByRole('alert').filter({ hasText: 'This file is not a PDF.' })).toBeVisible();
  await inspect(page, 'verify, not a PDF');
});

test('every screen passes axe: the admin screens', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password, /\/Admin\/dashboard$/);
  await check(page, 'Welcome Admin.', 'admin menu');
  for (const screen of ['Create new Mediator', 'Manage Accounts', 'Statistics', 'Online Cases']) {
    await page.getByRole('button', { name: screen }).click();
    await check(page, screen, `admin: ${screen}`);
    if (screen === 'Create new Mediator') {
      await page.getByRole('button', { name: 'Submit' }).click();
      await inspect(page, 'add mediator with errors');
    }
    await page.getByRole('button', { name: 'Back' }).click();
  }
});

test('every screen passes axe: the mediator screens', async ({ page, request }) => {
  const mediator = await createMediator(request, 'Bea', 'Axe');
  await createCase(request, mediator, 'Closed for the tour').then(async (closed) => {
    await request.patch(`/api/session/case/${closed.id}/`, {
      headers: { authorization: `JWT ${mediator.token}` },
      data: { is_active: false, close_at: new Date().toISOString() },
    });
  });
  const open = await createCase(request, mediator, 'Open for the tour');
  await signIn(page, mediator.email, mediator.password, /\/Mediator\/dashboard$/);
  await page.getByRole('button', { name: /^Open for the tour/ }).click();
  await check(page, 'Welcome Mediator.', 'mediator dashboard, a case open');
  await page.getByRole('button', { name: 'Close Case' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Close case' })).toBeVisible();
  await inspect(page, 'close case confirmation');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('tab', { name: 'Closed Cases' }).click();
  await inspect(page, 'mediator dashboard, closed cases');

  const viewport = page.viewportSize();
  if (viewport && viewport.width < 768) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await inspect(page, 'side menu drawer');
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Create new case' }).click();
  } else {
    await page.getByRole('navigation').getByRole('button', { name: 'Create new case' }).click();
  }
  await check(page, 'Create new case', 'new case');
  await page.getByRole('button', { name: 'Submit' }).click();
  await inspect(page, 'new case with errors');

  await page.goto('/Mediator/settings');
  await check(page, 'Settings', 'settings, profile');
  for (const tab of ['Account', 'Security', 'Notifications']) {
    await page.getByRole('tab', { name: tab }).click();
    await inspect(page, `settings, ${tab}`);
  }

  await page.goto(`/Mediator/case/${open.id}`);
  await check(page, 'Open for the tour', 'case info, statistics');
  await expect(page.getByText('All messages')).toBeVisible();
  await inspect(page, 'case info, statistics figures');
  await page.getByRole('tab', { name: 'Messages' }).click();
  await inspect(page, 'case info, messages');

  await page.goto('/Mediator/dashboard');
  await page.getByRole('button', { name: /^Open for the tour/ }).click();
  await page.getByRole('button', { name: 'Start' }).click();
  await check(page, 'Open for the tour', 'mediator chat with the waiting room');
});

test('every screen passes axe: the waiting room and the party dashboard', async ({ page, request }) => {
  const mediator = await createMediator(request, 'Cleo', 'Axe');
  const started = await createCase(request, mediator, 'Party tour case', { start: true });
  await askToJoin(page, started.link, { side: 'B', email: uniqueEmail('party'), first: 'Pat', last: 'Axe' });
  await inspect(page, 'party waiting room');
  await decideThroughApi(request, mediator, started.id, 'admit');
  await expect(page).toHaveURL(/\/User\/dashboard$/);
  await check(page, 'Party tour case', 'party dashboard');
  // Below 768 px the case room keeps the case details and the participants in a drawer.
  const details = page.getByRole('button', { name: 'Case details' });
  if (await details.isVisible()) await details.click();
  await expect(page.getByRole('region', { name: 'Participants' })).toContainText('Pat Axe');
  await inspect(page, 'party dashboard with participants');
});
