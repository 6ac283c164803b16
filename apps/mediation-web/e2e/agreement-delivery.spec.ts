import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { OutboxItem } from '@mediation/protocol';
import { ADMIN, askToJoin, createCase, createMediator, signIn, uniqueEmail } from './helpers';

/**
 * The signed agreement reaches everyone and stays, and invitations that work, in Chromium at 1280×800: the
 * share dialog lists, resends and revokes invitations (a link no mail server delivered stays in the dialog);
 * after the countersignature the outbox holds each signer's mail with the PDF attached; the mediator downloads
 * the PDF from the case information page after End and Close; a party's personal link downloads it after the
 * end, and stops after the mediator revokes it.
 */
test.describe.configure({ timeout: 240_000 });

const SHOTS = '/tmp/shots-i30-deliver';

async function newPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  return context.newPage();
}

async function agreement(page: Page) {
  await page.getByRole('group', { name: 'Case panels' }).getByRole('button', { name: 'Agreement' }).click();
  const panel = page.getByRole('region', { name: 'Agreement' });
  await expect(panel).toBeVisible();
  return panel;
}

async function sign(page: Page, fullName: string) {
  const panel = await agreement(page);
  await panel.getByRole('button', { name: 'Accept clause 1', exact: true }).click();
  await expect(panel.getByRole('button', { name: 'Accept clause 1', exact: true })).toHaveCount(0);
  return async () => {
    await panel.getByRole('checkbox', { name: 'I have read and agree to this agreement' }).check();
    await panel.getByRole('textbox', { name: 'Full name' }).fill(fullName);
    await panel.getByRole('button', { name: 'Sign', exact: true }).click();
  };
}

test('the share dialog lists, resends and revokes invitations; the signed agreement reaches everyone and stays', async ({
  page: mediator,
  browser,
  request,
}) => {
  const account = await createMediator(request);
  const title = 'Fence between the Levi and Mor gardens after the storm of the winter and the quarrel';
  const created = await createCase(request, account, title);
  await signIn(mediator, account.email, account.password, /\/Mediator\/dashboard$/);
  await mediator.getByRole('button', { name: new RegExp(`^${title.slice(0, 20)}`) }).click();
  await mediator.getByRole('button', { name: 'Start' }).click();
  await expect(mediator).toHaveURL(/\/Mediator\/chat$/);

  // Invitations: sent without SMTP, the link stays in the dialog; listed, sent again, revoked.
  await mediator.getByRole('button', { name: 'Share' }).click();
  const share = mediator.getByRole('dialog', { name: 'Share case' });
  const invitee = uniqueEmail('guest');
  await share.getByRole('textbox', { name: 'Email' }).fill(invitee);
  await share.getByRole('radio', { name: 'Side B' }).check();
  await share.getByRole('button', { name: 'Send' }).click();
  await expect(
    share.getByText(`Not delivered to ${invitee}: no mail server configured. Pass this personal link on yourself:`),
  ).toBeVisible();
  const firstLink = await share.getByRole('link', { name: /\/client-login\?invite=/ }).getAttribute('href');
  // The personal link opens where the mediator's own page is (this server, at 127.0.0.1).
  const here = new URL(mediator.url()).origin;
  expect(firstLink).toMatch(new RegExp(`^${here}/client-login\\?invite=`));
  const list = share.getByRole('list', { name: 'Invitations' });
  const item = list.getByRole('listitem').filter({ hasText: invitee });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Side B');
  await expect(item).toContainText('Pending');
  await item.getByRole('button', { name: 'Send again' }).click();
  await expect(list.getByRole('listitem').filter({ hasText: invitee })).toHaveCount(2);
  await expect(list.getByRole('listitem').filter({ hasText: invitee }).filter({ hasText: 'Revoked' })).toHaveCount(1);
  const secondLink = await share.getByRole('link', { name: /\/client-login\?invite=/ }).getAttribute('href');
  expect(secondLink).not.toBe(firstLink);
  const pending = list.getByRole('listitem').filter({ hasText: invitee }).filter({ hasText: 'Pending' });
  await mediator.screenshot({ path: `${SHOTS}/share-dialog.png` });
  await pending.getByRole('button', { name: 'Revoke' }).click();
  await expect(list.getByRole('listitem').filter({ hasText: invitee }).filter({ hasText: 'Revoked' })).toHaveCount(2);
  // The old link and the revoked one both stop.
  for (const link of [firstLink!, secondLink!]) {
    const preview = await request.post('/api/session/invite/preview/', { data: { invite: new URL(link).searchParams.get('invite') } });
    expect(preview.status()).toBe(410);
  }
  await mediator.keyboard.press('Escape');
  await expect(share).toBeHidden();
  // Closed, the dialog forgets the undelivered link.
  await mediator.getByRole('button', { name: 'Share' }).click();
  await expect(share.getByText(/^Not delivered to /)).toHaveCount(0);
  await mediator.keyboard.press('Escape');

  // Two parties join; one clause; both sign; the mediator countersigns.
  const partyA = await newPage(browser);
  const partyB = await newPage(browser);
  const waiting = mediator.getByRole('region', { name: 'Waiting room' });
  const emailA = uniqueEmail('dana');
  await askToJoin(partyA, created.link, { side: 'A', email: emailA, first: 'Dana', last: 'Levi' });
  await waiting.getByRole('button', { name: 'Admit Dana Levi' }).click();
  await askToJoin(partyB, created.link, { side: 'B', email: uniqueEmail('yossi'), first: 'Yossi', last: 'Mor' });
  await waiting.getByRole('button', { name: 'Admit Yossi Mor' }).click();
  await expect(partyA).toHaveURL(/\/User\/dashboard$/);
  await expect(partyB).toHaveURL(/\/User\/dashboard$/);
  const drafted = await agreement(mediator);
  await drafted.getByRole('textbox', { name: 'Clause', exact: true }).fill('Party A pays 500 for the repair of the fence.');
  await drafted.getByRole('button', { name: 'Add clause' }).click();
  const signA = await sign(partyA, 'Dana Levi');
  const signB = await sign(partyB, 'Yossi Mor');
  await drafted.getByRole('button', { name: 'Finalize agreement' }).click();
  await mediator.getByRole('alertdialog', { name: 'Finalize agreement' }).getByRole('button', { name: 'Continue' }).click();
  await signA();
  await signB();
  await drafted.getByRole('button', { name: 'Countersign' }).click();
  // The PDF is rendered at the countersignature (within PDF_RENDER_TIMEOUT_MS): on a busy machine, seconds.
  await expect(drafted.getByRole('button', { name: 'Download agreement (PDF)' })).toBeVisible({ timeout: 60_000 });

  // The outbox holds a mail for each signer with the PDF attached.
  const adminToken = (
    (await (await request.post('/api/core/auth/token/', { data: { email: ADMIN.email, password: ADMIN.password } })).json()) as {
      access: string;
    }
  ).access;
  const fileName = `Fence between the Levi and Mor gardens after the storm of - ${created.link}.pdf`;
  const signedMails = async () => {
    const answer = await request.get('/api/admin/outbox/', { headers: { authorization: `JWT ${adminToken}` } });
    const outbox = (await answer.json()) as OutboxItem[];
    return outbox.filter((mail) => mail.subject === `Signed agreement: ${title} (${created.link})`);
  };
  await expect.poll(async () => (await signedMails()).length).toBe(3);
  const mails = await signedMails();
  expect(mails.map((mail) => mail.to.toLowerCase())).toEqual(expect.arrayContaining([emailA.toLowerCase(), account.email.toLowerCase()]));
  for (const mail of mails) {
    expect(mail.sent_at).toBeNull();
    expect(mail.attachments).toEqual([{ filename: fileName, content_type: 'application/pdf', size: expect.any(Number) }]);
  }

  // End, then Close the case.
  await mediator.getByRole('button', { name: 'End case' }).click();
  await mediator.getByRole('alertdialog', { name: 'End case' }).getByRole('button', { name: 'Continue' }).click();
  await expect(mediator).toHaveURL(/\/Mediator\/dashboard$/);
  await mediator.getByRole('button', { name: new RegExp(`^${title.slice(0, 20)}`) }).click();
  await mediator.getByRole('button', { name: 'Close Case' }).click();
  await mediator.getByRole('alertdialog', { name: 'Close case' }).getByRole('button', { name: 'Continue' }).click();
  await mediator.getByRole('tab', { name: 'Closed Cases' }).click();
  await mediator.getByRole('button', { name: new RegExp(`^${title.slice(0, 20)}`) }).click();
  await mediator.getByRole('button', { name: 'Info' }).click();
  await expect(mediator).toHaveURL(/\/Mediator\/case\//);

  // The case information page: the download, and each signer's delivery.
  const card = mediator.getByRole('region', { name: 'Agreement', exact: true });
  const signers = card.getByRole('list', { name: 'Signers' });
  await expect(signers.getByRole('listitem')).toHaveCount(3);
  for (const row of await signers.getByRole('listitem').all()) await expect(row).toContainText('Not delivered: no mail server configured');
  const [file] = await Promise.all([
    mediator.waitForEvent('download'),
    card.getByRole('button', { name: 'Download agreement (PDF)' }).click(),
  ]);
  expect(file.suggestedFilename()).toBe(fileName);
  const bytes = await readFile(await file.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await mediator.screenshot({ path: `${SHOTS}/case-info-agreement.png`, fullPage: true });

  // Party A's personal link (made anew here: the mailed one is not kept): works after the end, stops after revoke.
  await card.getByRole('button', { name: 'New link for Dana Levi' }).click();
  const personal = card.getByRole('link', { name: /\/api\/agreements\/copy\// });
  const personalLink = await personal.getAttribute('href');
  const fromLink = await partyA.request.get(personalLink!);
  expect(fromLink.status()).toBe(200);
  expect(Buffer.from(await fromLink.body()).equals(bytes)).toBe(true);
  await card.getByRole('button', { name: 'Revoke link of Dana Levi' }).click();
  await expect(signers.getByRole('listitem').filter({ hasText: 'Dana Levi' })).toContainText('Personal link revoked');
  expect((await partyA.request.get(personalLink!)).status()).toBe(410);
});
