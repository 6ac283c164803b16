import { expect, test } from '@playwright/test';
import { askToJoin, createCase, createMediator, signIn, uniqueEmail } from './helpers';

test('a party asks to join with the code, waits, and enters when the mediator admits them; a reload keeps them in', async ({
  browser,
  page,
  request,
}) => {
  const mediator = await createMediator(request, 'Tamar', 'Admit');
  const created = await createCase(request, mediator, 'Waiting room case');
  await signIn(page, mediator.email, mediator.password, /\/Mediator\/dashboard$/);
  await page.getByRole('button', { name: /^Waiting room case/ }).click();
  await page.getByRole('button', { name: 'Start' }).click();
  const room = page.getByRole('region', { name: 'Waiting room' });
  // One line while nobody waits: the badge, folded.
  await expect(room.getByRole('button', { name: '0 waiting' })).toHaveAttribute('aria-expanded', 'false');

  const partyContext = await browser.newContext();
  const party = await partyContext.newPage();
  // The code typed on /login works as well as the share link.
  await party.goto('/login');
  await party.getByRole('button', { name: 'Login As Client' }).click();
  await party.getByRole('textbox', { name: 'Case code' }).fill(created.link);
  await expect(party.getByRole('button', { name: 'Side A' })).toBeVisible();
  const email = uniqueEmail('dana');
  await askToJoin(party, created.link, { side: 'A', email, first: 'Dana', last: 'Levi' });

  // The mediator sees the request live, with a toast, and the waiting room opens into the list.
  await expect(page.getByRole('status').filter({ hasText: 'Dana Levi (side A) is in the waiting room.' })).toBeVisible();
  await expect(room).toContainText(email);
  await expect(room).toContainText('New to this case');
  await room.getByRole('button', { name: 'Admit Dana Levi' }).click();

  await expect(party).toHaveURL(/\/User\/dashboard$/, { timeout: 5000 });
  await expect(party.getByRole('heading', { level: 1, name: 'Waiting room case' })).toBeVisible();
  const people = party.getByRole('region', { name: 'Participants' });
  await expect(people).toContainText('Tamar Admit');
  await expect(people).toContainText('Dana Levi');
  await expect(room.getByRole('button', { name: '0 waiting' })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('region', { name: 'Participants' })).toContainText('Dana Levi');

  // A reload restores the party through its cookie; the token itself was never stored.
  await party.reload();
  await expect(party.getByRole('heading', { level: 1, name: 'Waiting room case' })).toBeVisible();
  await expect(party).toHaveURL(/\/User\/dashboard$/);
  expect(await party.evaluate(() => JSON.stringify({ ...localStorage }))).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);

  // Exit asks first, then goes to /login.
  await party.getByRole('button', { name: 'Exit' }).click();
  await party.getByRole('alertdialog', { name: 'Leave the case?' }).getByRole('button', { name: 'Leave' }).click();
  await expect(party).toHaveURL(/\/login$/);
  await partyContext.close();
});

test('a refused party is told so and can go back', async ({ browser, page, request }) => {
  const mediator = await createMediator(request, 'Yael', 'Refuse');
  const created = await createCase(request, mediator, 'Refusing case', { start: true });
  await signIn(page, mediator.email, mediator.password, /\/Mediator\/dashboard$/);
  await page.goto('/Mediator/dashboard');
  await page.getByRole('button', { name: /^Refusing case/ }).click();
  await page.getByRole('button', { name: 'Start' }).click();
  const room = page.getByRole('region', { name: 'Waiting room' });

  const partyContext = await browser.newContext();
  const party = await partyContext.newPage();
  await askToJoin(party, created.link, { side: 'B', email: uniqueEmail('eli'), first: 'Eli', last: 'Stranger' });
  await room.getByRole('button', { name: 'Refuse Eli Stranger' }).click();
  await page.getByRole('alertdialog', { name: 'Refuse request' }).getByRole('button', { name: 'Continue' }).click();
  await expect(party.getByRole('alert')).toHaveText('The mediator did not let you in.', { timeout: 5000 });
  await expect(party).toHaveURL(/\/client-login/);
  await party.getByRole('button', { name: 'Back to sign in' }).click();
  await expect(party).toHaveURL(/\/login$/);
  await partyContext.close();
});

test('a personal invitation: opening it uses nothing, the invitee names themself and presses to join, once', async ({
  browser,
  request,
}) => {
  const mediator = await createMediator(request, 'Gil', 'Invite');
  const created = await createCase(request, mediator, 'Invitation case', { start: true });
  const email = uniqueEmail('noa');
  const sent = await request.post('/api/session/send-invite-email/', {
    headers: { authorization: `JWT ${mediator.token}` },
    data: { email, side: 'B', case_id: created.id },
  });
  expect(sent.status()).toBe(202);
  // Without SMTP the link comes back to the mediator who made it (the outbox keeps it redacted).
  const link = ((await sent.json()) as { link?: string }).link;
  expect(link).toBeTruthy();
  const path = new URL(link!).pathname + new URL(link!).search;

  // A mail scanner opens the link first: the page only reads the invitation.
  const scanner = await browser.newPage();
  await scanner.goto(path);
  await expect(scanner.getByRole('button', { name: `Join as ${email} on side B` })).toBeVisible();
  await scanner.close();

  const partyContext = await browser.newContext();
  const party = await partyContext.newPage();
  await party.goto(path);
  const join = party.getByRole('button', { name: `Join as ${email} on side B` });
  await expect(join).toBeVisible();
  await expect(party.getByText('Invitation case')).toBeVisible();
  await join.click();
  await expect(party.getByText('First name is required')).toBeVisible();
  await expect(party).toHaveURL(/\/client-login\?invite=/);
  await party.getByRole('textbox', { name: 'First name' }).fill('Noa');
  await party.getByRole('textbox', { name: 'Last name' }).fill('Invited');
  await join.click();
  await expect(party).toHaveURL(/\/User\/dashboard$/, { timeout: 10_000 });
  await expect(party.getByRole('heading', { level: 1, name: 'Invitation case' })).toBeVisible();
  await expect(party.getByRole('tablist', { name: 'Groups' }).getByRole('tab', { name: /^B/ })).toBeVisible();
  await partyContext.close();
  // Everyone in the case sees the name the invitee gave, not the e-mail.
  const participants = await request.get(`/api/session/case/${created.id}/participants/`, {
    headers: { authorization: `JWT ${mediator.token}` },
  });
  expect(JSON.stringify(await participants.json())).toContain('Noa Invited');

  const again = await browser.newPage();
  await again.goto(path);
  await expect(again.getByRole('alert')).toContainText('This invitation cannot be used');
  await again.close();
});
