/**
 * Issue 19, section 2: a case code is matched without regard to case, and new codes have no look-alikes.
 * A party typing "xen5fl" for the code XEN5FL gets into the case (the old product said "No started case
 * has this code").
 */
import { expect, test } from '@playwright/test';
import { askToJoin, createCase, createMediator, decideThroughApi, uniqueEmail } from './helpers';

test('a party types the code in small letters and joins the case', async ({ page, request }) => {
  const mediator = await createMediator(request, 'Rina', 'Lower');
  const created = await createCase(request, mediator, 'Lower-case code case', { start: true });
  expect(created.link).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);
  const typed = created.link.toLowerCase();

  await page.goto('/login');
  await page.getByRole('button', { name: 'Login As Client' }).click();
  await page.getByRole('textbox', { name: 'Case code' }).fill(typed);
  await expect(page.getByRole('button', { name: 'Side A' })).toBeVisible();
  await expect(page.getByText('Lower-case code case')).toBeVisible();
  await expect(page.getByText('No started case has this code.')).toHaveCount(0);

  // The share link with the code in small letters goes on to the waiting room and into the case.
  await askToJoin(page, typed, { side: 'B', email: uniqueEmail('lower'), first: 'Lia', last: 'Small' });
  await decideThroughApi(request, mediator, created.id, 'admit');
  await expect(page).toHaveURL(/\/User\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lower-case code case' })).toBeVisible();
});
