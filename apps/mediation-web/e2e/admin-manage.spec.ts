import { expect, test } from '@playwright/test';
import { ADMIN, createCase, createMediator, signIn } from './helpers';
import { messageLog } from './roomSetup';

test('the admin edits, deactivates, reactivates and resets a mediator, who sets a new password and signs in', async ({
  page,
  browser,
  request,
}) => {
  const mediator = await createMediator(request, 'Hila', 'Manage');
  // The mediator's own browser, signed in at its dashboard.
  const mediatorContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const mediatorPage = await mediatorContext.newPage();
  await signIn(mediatorPage, mediator.email, mediator.password, /\/Mediator\/dashboard$/);

  await signIn(page, ADMIN.email, ADMIN.password, /\/Admin\/dashboard$/);
  await page.getByRole('button', { name: 'Manage Accounts' }).click();
  const row = page.getByRole('row').filter({ hasText: mediator.email });
  await expect(row).toContainText('Active');

  // Edit: names, phone and areas.
  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit mediator' });
  await expect(edit.getByRole('textbox', { name: /^First name/ })).toHaveValue('Hila');
  await edit.getByRole('textbox', { name: /^Last name/ }).fill('Edited');
  await edit.getByRole('textbox', { name: /^Phone/ }).fill('541112233');
  await edit.getByRole('checkbox', { name: 'Business' }).check();
  await edit.getByRole('checkbox', { name: 'Family' }).check();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Hila Edited');
  await expect(row).toContainText('+972541112233');
  await expect(row).toContainText('Business, Family');

  // Deactivate: after the confirmation, the mediator's page is signed out at its next request and cannot sign in.
  await row.getByRole('button', { name: 'Deactivate' }).click();
  await page.getByRole('alertdialog', { name: 'Deactivate mediator' }).getByRole('button', { name: 'Continue' }).click();
  await expect(row).toContainText('Deactivated');
  await expect(row.getByRole('button', { name: 'Reactivate' })).toBeVisible();
  await mediatorPage
    .getByRole('link', { name: 'Settings' })
    .or(mediatorPage.getByRole('button', { name: 'Settings' }))
    .first()
    .click();
  await expect(mediatorPage).toHaveURL(/\/login$/);
  await mediatorPage.getByRole('textbox', { name: 'Email' }).fill(mediator.email);
  await mediatorPage.getByLabel('Password', { exact: false }).fill(mediator.password);
  await mediatorPage.getByRole('button', { name: 'Submit' }).click();
  await expect(mediatorPage.getByRole('alert')).toHaveText('This account has been deactivated. Please contact the admin.');
  await expect(mediatorPage).toHaveURL(/\/login$/);

  // Reactivate: the old password works again.
  await row.getByRole('button', { name: 'Reactivate' }).click();
  await expect(row).toContainText('Active');
  await expect(row.getByRole('button', { name: 'Deactivate' })).toBeVisible();

  // Send a password reset: no mail server here, so the link is shown to the admin, once.
  await row.getByRole('button', { name: 'Send password reset' }).click();
  const shown = page.getByRole('dialog', { name: 'Password reset link' });
  await expect(shown).toContainText('No mail server is configured');
  const link = await shown.getByRole('textbox', { name: 'Reset link' }).inputValue();
  expect(new URL(link).pathname).toBe('/reset-password');
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toBeHidden();
  await expect(page.getByText(link)).toHaveCount(0);

  // The mediator opens the link, sets a new password and signs in with it.
  await mediatorPage.goto(link);
  await expect(mediatorPage.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  // The secret leaves the address bar.
  await expect(mediatorPage).toHaveURL(/\/reset-password$/);
  await mediatorPage.getByLabel(/^New password/).fill('short');
  await mediatorPage.getByLabel('Repeat the new password', { exact: false }).fill('short');
  await mediatorPage.getByRole('button', { name: 'Set password' }).click();
  await expect(mediatorPage.getByText('New password must be at least 8 characters')).toBeVisible();
  await mediatorPage.getByLabel(/^New password/).fill('hila-new-password-1');
  await mediatorPage.getByLabel('Repeat the new password', { exact: false }).fill('hila-new-password-1');
  await mediatorPage.getByRole('button', { name: 'Set password' }).click();
  await expect(mediatorPage.getByRole('heading', { level: 1, name: 'Your password is set' })).toBeVisible();
  await mediatorPage.getByRole('link', { name: 'Sign in' }).click();
  await expect(mediatorPage).toHaveURL(/\/login$/);
  await mediatorPage.getByRole('textbox', { name: 'Email' }).fill(mediator.email);
  await mediatorPage.getByLabel('Password', { exact: false }).fill(mediator.password);
  await mediatorPage.getByRole('button', { name: 'Submit' }).click();
  await expect(mediatorPage.getByRole('alert')).toHaveText('No active account found with the given credentials');
  await mediatorPage.getByLabel('Password', { exact: false }).fill('hila-new-password-1');
  await mediatorPage.getByRole('button', { name: 'Submit' }).click();
  await expect(mediatorPage).toHaveURL(/\/Mediator\/dashboard$/);

  // The link works once.
  await mediatorPage.goto(link);
  await mediatorPage.getByLabel(/^New password/).fill('hila-other-password-2');
  await mediatorPage.getByLabel('Repeat the new password', { exact: false }).fill('hila-other-password-2');
  await mediatorPage.getByRole('button', { name: 'Set password' }).click();
  await expect(mediatorPage.getByRole('alert')).toHaveText(
    'This password reset link was already used or has expired. Ask the admin for a new one.',
  );
  await mediatorContext.close();
});

test('the statistics are charts with axes and dates, each beside a table of its numbers', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password, /\/Admin\/dashboard$/);
  await page.getByRole('button', { name: 'Statistics' }).click();
  for (const chart of ['Cases per week', 'Messages per case', 'Agreements signed per week']) {
    await expect(page.getByRole('heading', { level: 2, name: chart })).toBeVisible();
    const drawing = page.locator(`svg[data-chart="${chart}"]`);
    await expect(drawing).toBeVisible();
    const table = page.getByRole('table', { name: chart });
    await expect(table).toBeVisible();
    // The drawing and its table sit side by side at 1280 px.
    const [drawn, listed] = [await drawing.boundingBox(), await table.boundingBox()];
    expect(listed!.x).toBeGreaterThan(drawn!.x + drawn!.width - 1);
  }
  // Weeks by their Monday, as dates, on the axis and in the table.
  const weeks = page.getByRole('table', { name: 'Cases per week' });
  await expect(weeks.getByRole('row')).toHaveCount(13);
  await expect(weeks.getByRole('rowheader').last()).toHaveText(/Week of [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  await expect(page.locator('svg[data-chart="Cases per week"] text', { hasText: 'Week (starting Monday, UTC)' })).toBeVisible();
  await expect(page.locator('svg[data-chart="Cases per week"] text', { hasText: 'Cases' }).first()).toBeVisible();
});

test("a deactivated mediator's open room goes to sign-in at once, without a click", async ({ page, browser, request }) => {
  const mediator = await createMediator(request, 'Ori', 'Room');
  await createCase(request, mediator, 'Open while deactivated', { start: true });
  const mediatorContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const room = await mediatorContext.newPage();
  await signIn(room, mediator.email, mediator.password, /\/Mediator\/dashboard$/);
  await room.getByRole('button', { name: /^Open while deactivated/ }).click();
  await room.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(room).toHaveURL(/\/Mediator\/chat$/);
  await expect(messageLog(room)).toBeVisible({ timeout: 30_000 });

  await signIn(page, ADMIN.email, ADMIN.password, /\/Admin\/dashboard$/);
  await page.getByRole('button', { name: 'Manage Accounts' }).click();
  const row = page.getByRole('row').filter({ hasText: mediator.email });
  await row.getByRole('button', { name: 'Deactivate' }).click();
  await page.getByRole('alertdialog', { name: 'Deactivate mediator' }).getByRole('button', { name: 'Continue' }).click();
  await expect(row).toContainText('Deactivated');
  // The server ends the session and the room's connection; the page asks its cookie, which holds none.
  await expect(room).toHaveURL(/\/login$/, { timeout: 15_000 });
  await mediatorContext.close();
});
