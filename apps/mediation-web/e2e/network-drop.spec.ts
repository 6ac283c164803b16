import { expect, test } from '@playwright/test';
import { askToJoin, createCase, createMediator, signIn, uniqueEmail } from './helpers';
import { startSeverableProxy } from './severableProxy';

/** How long the party's network stays down: longer than any fixed number of quick retries lasts. */
const DROP_MS = 20_000;
/** "Within a few seconds of the network's return": well under the backoff's delay by then (about 16 s). */
const BACK_WITHIN_MS = 5_000;

test('a party whose network drops for 20 s while the survey is sent is connected again without a click, and asked to fill the survey', async ({
  browser,
  page: mediator,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await createMediator(request, 'Rina', 'Tunnel');
  const created = await createCase(request, account, 'Tunnel case');
  await signIn(mediator, account.email, account.password, /\/Mediator\/dashboard$/);
  await mediator.getByRole('button', { name: /^Tunnel case/ }).click();
  await mediator.getByRole('button', { name: 'Start' }).click();
  await expect(mediator).toHaveURL(/\/Mediator\/chat$/);

  // The party's browser reaches the server only through a proxy the test can sever.
  const proxy = await startSeverableProxy();
  const partyContext = await browser.newContext({ proxy: { server: proxy.server } });
  try {
    const party = await partyContext.newPage();
    await askToJoin(party, created.link, { side: 'A', email: uniqueEmail('avi'), first: 'Avi', last: 'Tunnel' });
    await mediator.getByRole('region', { name: 'Waiting room' }).getByRole('button', { name: 'Admit Avi Tunnel' }).click();
    await expect(party).toHaveURL(/\/User\/dashboard$/);
    await expect(party.getByRole('log', { name: 'Messages' })).toBeVisible();
    const banner = party.getByRole('status').filter({ hasText: /^Connection lost. Reconnecting…/ });
    await expect(banner).toHaveCount(0);

    await proxy.cut(partyContext);
    const cutAt = Date.now();
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Retry now' })).toBeVisible();

    // The mediator sends the survey while the party is away.
    await mediator.getByRole('button', { name: 'Case information' }).click();
    await mediator.getByRole('button', { name: 'Send survey' }).click();
    await expect(mediator.getByRole('status').filter({ hasText: 'Survey Action Sent' })).toBeVisible();

    // The rest of the 20 s: the party is still cut off and has not been asked yet.
    await party.waitForTimeout(Math.max(0, DROP_MS - (Date.now() - cutAt)));
    await expect(banner).toBeVisible();
    await expect(party.getByRole('status').filter({ hasText: 'Please fill out the survey' })).toHaveCount(0);

    // The network returns; nobody clicks anything.
    await proxy.restore(partyContext);
    await expect(banner).toBeHidden({ timeout: BACK_WITHIN_MS });
    const prompt = party.getByRole('status').filter({ hasText: 'Please fill out the survey' });
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Fill Survey' }).click();
    await expect(party.getByRole('dialog', { name: 'Survey' })).toBeVisible();
  } finally {
    await partyContext.close();
    await proxy.close();
  }
});
