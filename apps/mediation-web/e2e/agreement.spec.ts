import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { pdfText, squashed } from '@mediation/test-harness/pdf';
import { ADMIN, askToJoin, createCase, createMediator, signIn, uniqueEmail } from './helpers';

/**
 * The settlement agreement in three browsers: the mediator drafts it clause by clause, the parties answer
 * each clause (a change request reaching the mediator only), it is finalized, signed and countersigned;
 * everyone downloads the same PDF, whose text holds the final clauses in order (the Hebrew one as typed), the
 * three names and the verification code; /verify recognises it, and not a copy with one byte changed.
 */
test.describe.configure({ timeout: 240_000 });

const HEBREW_CLAUSE = 'הגדר תישאר במקומה הנוכחי';
const CLAUSES = ['Party A pays 500 for the repair of the fence.', 'The repair is done by the end of June.', HEBREW_CLAUSE];
const COMMENT = 'By the end of July, the contractor is booked in June.';

async function newPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  return context.newPage();
}

/** Opens the info panel "Agreement" from the side bar's "Case panels". */
async function agreement(page: Page) {
  await page.getByRole('group', { name: 'Case panels' }).getByRole('button', { name: 'Agreement' }).click();
  const panel = page.getByRole('region', { name: 'Agreement' });
  await expect(panel).toBeVisible();
  return panel;
}

async function accept(page: Page, number: number) {
  const panel = page.getByRole('region', { name: 'Agreement' });
  await panel.getByRole('button', { name: `Accept clause ${number}`, exact: true }).click();
  await expect(panel.getByRole('button', { name: `Accept clause ${number}`, exact: true })).toHaveCount(0);
}

async function sign(page: Page, fullName: string) {
  const panel = page.getByRole('region', { name: 'Agreement' });
  await panel.getByRole('checkbox', { name: 'I have read and agree to this agreement' }).check();
  await panel.getByRole('textbox', { name: 'Full name' }).fill(fullName);
  await panel.getByRole('button', { name: 'Sign', exact: true }).click();
}

async function download(page: Page): Promise<Buffer> {
  const panel = page.getByRole('region', { name: 'Agreement' });
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'Download agreement (PDF)' }).click(),
  ]);
  const path = await file.path();
  return readFile(path);
}

test('the settlement agreement: drafted, answered clause by clause, signed, downloaded alike and verified', async ({
  page: mediator,
  browser,
  request,
}, testInfo) => {
  const account = await createMediator(request);
  const created = await createCase(request, account, 'Fence agreement');
  await signIn(mediator, account.email, account.password, /\/Mediator\/dashboard$/);
  await mediator.getByRole('button', { name: /^Fence agreement/ }).click();
  await mediator.getByRole('button', { name: 'Start' }).click();
  await expect(mediator).toHaveURL(/\/Mediator\/chat$/);

  const partyA = await newPage(browser);
  const partyB = await newPage(browser);
  const waiting = mediator.getByRole('region', { name: 'Waiting room' });
  await askToJoin(partyA, created.link, { side: 'A', email: uniqueEmail('dana'), first: 'Dana', last: 'Levi' });
  await waiting.getByRole('button', { name: 'Admit Dana Levi' }).click();
  await askToJoin(partyB, created.link, { side: 'B', email: uniqueEmail('yossi'), first: 'Yossi', last: 'Mor' });
  await waiting.getByRole('button', { name: 'Admit Yossi Mor' }).click();
  await expect(partyA).toHaveURL(/\/User\/dashboard$/);
  await expect(partyB).toHaveURL(/\/User\/dashboard$/);

  // The mediator drafts three clauses, one in Hebrew.
  const drafted = await agreement(mediator);
  for (const [index, clause] of CLAUSES.entries()) {
    await drafted.getByRole('textbox', { name: 'Clause', exact: true }).fill(clause);
    await drafted.getByRole('button', { name: 'Add clause' }).click();
    await expect(drafted.getByRole('button', { name: `Edit clause ${index + 1}` })).toBeVisible();
  }

  // A accepts all; B accepts 1 and 3 and asks for a change to 2, which the mediator reads and A does not.
  const panelA = await agreement(partyA);
  await expect(panelA).toContainText(HEBREW_CLAUSE);
  for (const number of [1, 2, 3]) await accept(partyA, number);
  const panelB = await agreement(partyB);
  await accept(partyB, 1);
  await accept(partyB, 3);
  await panelB.getByRole('button', { name: 'Request change to clause 2' }).click();
  await panelB.getByRole('textbox', { name: 'What should change' }).fill(COMMENT);
  await panelB.getByRole('button', { name: 'Send request' }).click();
  await expect(drafted).toContainText('Change requested by B');
  await expect(drafted).toContainText(COMMENT);
  await expect(panelA).toContainText('Change requested by B');
  await expect(panelA).not.toContainText(COMMENT);

  // The mediator edits clause 2: A's acceptance no longer counts until A accepts again; then B accepts.
  await drafted.getByRole('button', { name: 'Edit clause 2' }).click();
  await drafted.getByRole('textbox', { name: 'Edit clause' }).fill('The repair is done by the end of July.');
  await drafted.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(panelA).toContainText('Changed since you accepted');
  await accept(partyA, 2);
  await accept(partyB, 2);

  // Finalize, both parties sign, the mediator countersigns.
  await drafted.getByRole('button', { name: 'Finalize agreement' }).click();
  await mediator.getByRole('alertdialog', { name: 'Finalize agreement' }).getByRole('button', { name: 'Continue' }).click();
  await sign(partyA, 'Dana Levi');
  await sign(partyB, 'Yossi Mor');
  await drafted.getByRole('button', { name: 'Countersign' }).click();
  await expect(drafted.getByRole('button', { name: 'Download agreement (PDF)' })).toBeVisible();
  const code = (
    await drafted.getByRole('term').filter({ hasText: 'Verification code' }).locator('xpath=following-sibling::dd').innerText()
  ).trim();
  expect(code).toMatch(/^[A-Z0-9-]{6,}$/);

  // Everyone downloads the same bytes.
  const fromMediator = await download(mediator);
  const fromA = await download(partyA);
  const fromB = await download(partyB);
  expect(fromMediator.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(fromA.equals(fromMediator)).toBe(true);
  expect(fromB.equals(fromMediator)).toBe(true);

  // Its text, as a reader's copy gives it: the final clauses in order, the Hebrew one in logical order (as
  // typed), the two parties' and the mediator's names, and the verification code.
  const text = await pdfText(fromMediator);
  const flat = squashed(text);
  const finalClauses = [CLAUSES[0]!, 'The repair is done by the end of July.', HEBREW_CLAUSE];
  const positions = finalClauses.map((clause) => flat.indexOf(squashed(clause)));
  expect(
    positions.every((position) => position >= 0),
    `clauses missing from:\n${text}`,
  ).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  expect(text).toContain(HEBREW_CLAUSE);
  expect(flat).not.toContain(squashed(CLAUSES[1]!));
  for (const name of ['Dana Levi', 'Yossi Mor', `${account.first_name} ${account.last_name}`]) expect(text).toContain(name);
  expect(text).toContain(code);
  expect(text).not.toContain(COMMENT);

  // /verify knows the file, and not a copy with one byte changed.
  const verifier = await newPage(browser);
  await verifier.goto('/verify');
  await expect(verifier.getByRole('heading', { level: 1, name: 'Verify an agreement' })).toBeVisible();
  await verifier.getByLabel('Agreement PDF').setInputFiles({ name: 'agreement.pdf', mimeType: 'application/pdf', buffer: fromMediator });
  await expect(verifier.getByRole('status').filter({ hasText: /^Authentic/ })).toBeVisible();
  const changed = Buffer.from(fromMediator);
  const middle = Math.floor(changed.length / 2);
  changed[middle] = (changed[middle]! + 1) % 256;
  await verifier.getByLabel('Agreement PDF').setInputFiles({ name: 'changed.pdf', mimeType: 'application/pdf', buffer: changed });
  await expect(verifier.getByRole('status').filter({ hasText: 'No signed agreement matches this file' })).toBeVisible();

  // The case's statistics show the agreement signed, every clause accepted by both; the admin counts it.
  await mediator.goto(`/Mediator/case/${created.id}`);
  const figures = mediator.getByRole('region', { name: 'Agreement', exact: true });
  await expect(figures).toContainText('Signed by everyone (version 1)');
  await expect(figures).toContainText(/Accepted by both sides\s*3 of 3/);
  await mediator.screenshot({ path: testInfo.outputPath('case-statistics.png'), fullPage: true });
  const admin = await newPage(browser);
  await signIn(admin, ADMIN.email, ADMIN.password, /\/Admin\/dashboard$/);
  await admin.getByRole('button', { name: 'Statistics' }).click();
  const agreements = admin.getByRole('region', { name: 'Settlement agreements' });
  await expect(agreements).toContainText(/Signed by everyone\s*[1-9]/);
  await admin.screenshot({ path: testInfo.outputPath('admin-statistics.png'), fullPage: true });
});
