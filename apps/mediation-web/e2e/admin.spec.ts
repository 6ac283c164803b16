import { expect, test } from '@playwright/test';
import { ADMIN, createCase, createMediator, signIn, uniqueEmail } from './helpers';

test('the admin adds a mediator with areas and finds them once in the list', async ({ page }) => {
  const email = uniqueEmail('rona');
  await signIn(page, ADMIN.email, ADMIN.password, /\/Admin\/dashboard$/);
  await page.getByRole('button', { name: 'Create new Mediator' }).click();
  await expect(page.getByRole('heading', { name: 'Create new Mediator' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('Israel');
  await expect(page.getByRole('combobox', { name: 'Phone prefix' })).toHaveValue('+972');
  await page.getByRole('textbox', { name: /^First name/ }).fill('Rona');
  await page.getByRole('textbox', { name: /^Last name/ }).fill('Levi');
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByLabel('Password', { exact: false }).fill('rona-password-1');
  await page.getByRole('textbox', { name: /^Phone/ }).fill('521234567');
  await page.getByRole('textbox', { name: 'Address' }).fill('Tel Aviv');
  await page.getByRole('checkbox', { name: 'Family' }).check();
  await page.getByRole('textbox', { name: /^Education/ }).fill('MA in conflict resolution');
  await page.getByRole('checkbox', { name: 'Certification course' }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Mediator added successfully' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome Admin.' })).toBeVisible();

  await page.getByRole('button', { name: 'Manage Accounts' }).click();
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText([
    'FULL NAME',
    'EMAIL',
    'PHONE',
    'ADDRESS',
    'CERTIFICATION',
    'AREAS',
    'STATUS',
    'ACTIONS',
  ]);
  const rows = table.getByRole('row').filter({ hasText: email });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Rona Levi');
  await expect(rows).toContainText('+972521234567');
  await expect(rows).toContainText('Yes');

  // Adding the same e-mail again fails with the spec's notice and keeps the form.
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Create new Mediator' }).click();
  await page.getByRole('textbox', { name: /^First name/ }).fill('Rona');
  await page.getByRole('textbox', { name: /^Last name/ }).fill('Again');
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByLabel('Password', { exact: false }).fill('rona-password-1');
  await page.getByRole('textbox', { name: /^Phone/ }).fill('521234567');
  await page.getByRole('textbox', { name: /^Education/ }).fill('MA');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Failed to add mediator. A user with this e-mail already exists.' }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Last name/ })).toHaveValue('Again');
});

test('the admin sees real statistics and the cases running now', async ({ page, request }) => {
  const mediator = await createMediator(request, 'Omer', 'Stats');
  const running = await createCase(request, mediator, 'Running for the admin', { start: true });
  await signIn(page, ADMIN.email, ADMIN.password, /\/Admin\/dashboard$/);
  await page.getByRole('button', { name: 'Statistics' }).click();
  await expect(page.getByRole('heading', { name: 'Cases', exact: true })).toBeVisible();
  await expect(page.getByText('Running now')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Online Cases' }).click();
  const row = page.getByRole('row').filter({ hasText: running.title });
  await expect(row).toContainText('Omer Stats');
  await expect(row).toContainText('Nobody');
});
