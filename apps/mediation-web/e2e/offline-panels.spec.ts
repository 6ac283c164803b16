import { expect, test } from '@playwright/test';
import { createCase, createMediator, signIn } from './helpers';
import { messageLog } from './roomSetup';

test('a panel chosen while the network is down opens once it is back, and the room stays', async ({ browser }) => {
  const request = (await browser.newContext()).request;
  const account = await createMediator(request, 'Dana', 'Demo');
  const title = 'Offline notes';
  await createCase(request, account, title);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const mediator = await context.newPage();
  await signIn(mediator, account.email, account.password, /\/Mediator\/dashboard$/);
  await mediator.getByRole('button', { name: new RegExp(`^${title}`) }).click();
  await mediator.getByRole('button', { name: 'Start' }).click();
  await expect(messageLog(mediator)).toBeVisible();

  // The Notes panel's code is not in the room's first visit: chosen offline, it cannot be fetched yet.
  await context.setOffline(true);
  await mediator.getByRole('button', { name: 'Notes', exact: true }).first().click();
  await expect(mediator.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
  await mediator.waitForTimeout(3000);
  await expect(mediator.getByRole('textbox', { name: 'Note' })).toHaveCount(0);
  await expect(messageLog(mediator)).toBeVisible();

  await context.setOffline(false);
  await expect(mediator.getByRole('textbox', { name: 'Note' })).toBeVisible();
  await expect(messageLog(mediator)).toBeVisible();
});
