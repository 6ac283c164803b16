import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { pdfText, squashed } from '@mediation/test-harness/pdf';
import { ADMIN, apiToken, uniqueEmail } from './helpers';
import { exactly, expectNoEnglishOfOurs, heKey } from './hebrew';

/**
 * The mediation again, in Hebrew: the admin, the mediator and two parties each choose עברית where they
 * start (the sign-in page, the party entry), and the test finds every control by its Hebrew accessible
 * name. A party is invited, joins, talks, writes an initial position, answers the survey, accepts and
 * signs the agreement, and verifies its PDF, meeting no English word of ours on the way. Screenshots of
 * each screen at 1280 and 375 px, and of the PDF's first page, are kept in the test's output.
 */
test.describe.configure({ timeout: 300_000 });
// A control not found in 30 s is a failure to report, not to wait out for the whole test's time.
test.use({ actionTimeout: 30_000 });

// The admin's choice of עברית on the sign-in page is kept on the account: the other tests sign the same
// admin in and expect English, so the account goes back to English however this test ends.
test.afterEach(async ({ request }) => {
  const token = await apiToken(request, ADMIN.email, ADMIN.password);
  const reset = await request.patch('/api/auth/users/me/', { headers: { authorization: `JWT ${token}` }, data: { language: 'en' } });
  expect(reset.status()).toBe(200);
});

const MEDIATOR = { first: 'מאיה', last: 'כהן' };
const PARTY_A = { first: 'דנה', last: 'לוי' };
const PARTY_B = { first: 'יוסי', last: 'מור' };
const TITLE = 'גדר משותפת';
const CLAUSE = 'הגדר תישאר במקומה, וצד א׳ יתקן אותה עד סוף יוני.';
const name = (person: { first: string; last: string }) => `${person.first} ${person.last}`;

async function newPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  return context.newPage();
}

/** The page at 1280 and at 375 px wide, both kept; `ready` is what shows once the page has settled. */
async function shoot(page: Page, screen: string, info: TestInfo, ready: () => Promise<void>) {
  await ready();
  await page.screenshot({ path: info.outputPath(`he-${screen}-1280.png`) });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 812 });
  await ready();
  await page.screenshot({ path: info.outputPath(`he-${screen}-375.png`) });
  if (size) await page.setViewportSize(size);
  await ready();
}

/** The language switch of the sign-in page and the party entry; a browser that chose before keeps Hebrew. */
async function chooseHebrew(page: Page) {
  await expect(page.getByRole('combobox', { name: /^(Language|שפה)$/ })).toBeVisible();
  if ((await page.locator('html').getAttribute('lang')) !== 'he') await page.getByRole('combobox', { name: 'Language' }).selectOption('he');
  await expect(page.locator('html')).toHaveAttribute('lang', 'he');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

async function signInInHebrew(page: Page, email: string, password: string, landing: RegExp) {
  await page.goto('/login');
  await chooseHebrew(page);
  await page.getByRole('textbox', { name: heKey('signIn.email') }).fill(email);
  await page.getByLabel(heKey('signIn.password'), { exact: false }).fill(password);
  await page.getByRole('button', { name: heKey('common.submit') }).click();
  await expect(page).toHaveURL(landing);
}

const messages = (page: Page) => page.getByRole('log', { name: heKey('messageList.list') });
const panels = (page: Page) => page.getByRole('group', { name: heKey('infoSelector.list') });

async function send(page: Page, text: string) {
  const composer = page.getByRole('textbox', { name: heKey('chatRoom.composerEveryone') });
  await composer.fill(text);
  await composer.press('Enter');
}

async function openAgreement(page: Page) {
  await panels(page)
    .getByRole('button', { name: heKey('infoSelector.agreement') })
    .click();
  const panel = page.getByRole('region', { name: heKey('agreement.heading') });
  await expect(panel).toBeVisible();
  return panel;
}

async function download(page: Page): Promise<{ bytes: Buffer; fileName: string }> {
  const panel = page.getByRole('region', { name: heKey('agreement.heading') });
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: heKey('agreement.download') }).click(),
  ]);
  return { bytes: await readFile(await file.path()), fileName: file.suggestedFilename() };
}

test('a whole mediation in Hebrew: every screen in Hebrew, found by Hebrew names', async ({ page: mediator, browser }, testInfo) => {
  // The admin chooses עברית on the sign-in page and adds the mediator.
  const adminPage = await newPage(browser);
  await adminPage.goto('/login');
  await chooseHebrew(adminPage);
  await expectNoEnglishOfOurs(adminPage, 'the sign-in page');
  await shoot(adminPage, 'sign-in', testInfo, () => expect(adminPage.getByRole('button', { name: heKey('common.submit') })).toBeVisible());
  await signInInHebrew(adminPage, ADMIN.email, ADMIN.password, /\/Admin\/dashboard$/);
  // The choice made on the sign-in page holds after signing in (the account keeps it).
  await expect(adminPage.locator('html')).toHaveAttribute('lang', 'he');
  await adminPage.getByRole('button', { name: heKey('admin.menu.addMediator') }).click();
  const mediatorEmail = uniqueEmail('maya');
  const password = 'mediator-password-1';
  await adminPage.getByRole('textbox', { name: new RegExp(`^${heKey('partyEntry.firstName')}`) }).fill(MEDIATOR.first);
  await adminPage.getByRole('textbox', { name: new RegExp(`^${heKey('partyEntry.lastName')}`) }).fill(MEDIATOR.last);
  await adminPage.getByRole('textbox', { name: new RegExp(`^${heKey('field.email')}`) }).fill(mediatorEmail);
  await adminPage.getByLabel(heKey('signIn.password'), { exact: false }).fill(password);
  await adminPage.getByRole('textbox', { name: new RegExp(`^${heKey('field.phone')}`) }).fill('521234567');
  await adminPage.getByRole('textbox', { name: new RegExp(`^${heKey('addMediator.education')}`) }).fill('תואר שני ביישוב סכסוכים');
  await adminPage.getByRole('button', { name: heKey('common.submit') }).click();
  await expect(adminPage.getByRole('status').filter({ hasText: heKey('addMediator.added') })).toBeVisible();
  await adminPage.context().close();

  // The mediator chooses עברית too, creates the case and starts it.
  await signInInHebrew(mediator, mediatorEmail, password, /\/Mediator\/dashboard$/);
  await expectNoEnglishOfOurs(mediator, "the mediator's dashboard", [name(MEDIATOR)]);
  await mediator
    .getByRole('button', { name: heKey('mediator.menu.newCase') })
    .first()
    .click();
  await mediator.getByRole('textbox', { name: new RegExp(`^${heKey('newCase.title')}`) }).fill(TITLE);
  await mediator.getByRole('combobox', { name: new RegExp(`^${heKey('newCase.category')}`) }).selectOption('Neighbors');
  await mediator.getByRole('textbox', { name: heKey('newCase.problemBrief') }).fill('היכן תעמוד הגדר בין שתי הגינות.');
  await mediator.getByRole('button', { name: heKey('common.submit') }).click();
  await mediator.getByRole('button', { name: new RegExp(`^${TITLE}`) }).click();
  await mediator.getByRole('button', { name: heKey('dashboard.start') }).click();
  await expect(mediator).toHaveURL(/\/Mediator\/chat$/);
  const waiting = mediator.getByRole('region', { name: heKey('waitingStrip.heading') });
  await expect(waiting).toBeVisible();

  // The share dialog's link.
  await mediator.getByRole('button', { name: heKey('sideBar.share'), exact: true }).click();
  const share = mediator.getByRole('dialog', { name: heKey('share.title') });
  const link = await share.getByRole('link', { name: /\/client-login\?case_code=/ }).getAttribute('href');
  expect(link).toMatch(/\/client-login\?case_code=\w{6}$/);
  const caseCode = link!.slice(-6);
  await mediator.keyboard.press('Escape');
  await expect(share).toBeHidden();

  // Two parties open the link, choose עברית in the entry, and ask to join; the mediator admits them.
  const a = await newPage(browser);
  const b = await newPage(browser);
  const emails = { A: uniqueEmail('dana'), B: uniqueEmail('yossi') };
  for (const [party, side, person] of [
    [a, 'A', PARTY_A],
    [b, 'B', PARTY_B],
  ] as const) {
    await party.goto(link!);
    await chooseHebrew(party);
    if (party === a) {
      await expectNoEnglishOfOurs(a, 'the party entry', [caseCode, TITLE]);
      await shoot(a, 'party-entry', testInfo, () =>
        expect(a.getByRole('button', { name: heKey(side === 'A' ? 'partyEntry.sideA' : 'partyEntry.sideB') })).toBeVisible(),
      );
    }
    await party.getByRole('button', { name: heKey(side === 'A' ? 'partyEntry.sideA' : 'partyEntry.sideB') }).click();
    await party.getByRole('textbox', { name: heKey('partyEntry.email') }).fill(emails[side]);
    await party.getByRole('button', { name: heKey('partyEntry.next'), exact: true }).click();
    await party.getByRole('textbox', { name: heKey('partyEntry.firstName') }).fill(person.first);
    await party.getByRole('textbox', { name: heKey('partyEntry.lastName') }).fill(person.last);
    await party.getByRole('button', { name: heKey('partyEntry.join') }).click();
    await expect(party.getByRole('status').filter({ hasText: heKey('waitingRoom.waiting') })).toBeVisible();
    await expectNoEnglishOfOurs(party, 'the waiting page', [caseCode, emails[side]]);
    const admit = waiting.getByRole('button', {
      name: heKey('waitingStrip.personAction', { action: heKey('waitingStrip.admit'), name: name(person) }),
    });
    await admit.click();
    await expect(admit).toBeHidden();
    await expect(party).toHaveURL(/\/User\/dashboard$/);
    await expect(messages(party)).toBeVisible();
  }

  // They talk in the joint group.
  await send(a, 'שלום לכולם, אני דנה.');
  await expect(messages(b)).toContainText('שלום לכולם, אני דנה.');
  await send(b, 'שלום דנה, כאן יוסי.');
  await expect(messages(mediator)).toContainText('שלום דנה, כאן יוסי.');

  // The guided negotiation asks for the initial positions; each party writes one.
  await mediator.getByRole('button', { name: heKey('guidePanelFrame.toggle') }).click();
  await mediator.getByRole('button', { name: heKey('guidePanel.start'), exact: true }).click();
  await mediator.getByRole('button', { name: heKey('guidePanel.next'), exact: true }).click();
  await mediator.getByRole('button', { name: heKey('guidePanel.next'), exact: true }).click();
  for (const [party, position] of [
    [a, 'הגדר נשארת במקומה.'],
    [b, 'הגדר זזה מטר אחד מזרחה.'],
  ] as const) {
    await party.getByRole('button', { name: heKey('initialPosition.open') }).click();
    const drawer = party.getByRole('dialog');
    await drawer.getByRole('textbox', { name: heKey('initialPosition.field') }).fill(position);
    await drawer.getByRole('button', { name: heKey('initialPosition.submit') }).click();
    await expect(party.getByRole('button', { name: heKey('initialPosition.open') })).toHaveCount(0);
  }
  await expect(messages(b)).toContainText('הגדר נשארת במקומה.');
  const allowedInRoom = [caseCode, TITLE, name(MEDIATOR), name(PARTY_A), name(PARTY_B)];
  await expectNoEnglishOfOurs(a, "party A's room", allowedInRoom);
  await expectNoEnglishOfOurs(mediator, "the mediator's room", allowedInRoom);
  await shoot(mediator, 'room-mediator', testInfo, () => expect(messages(mediator)).toBeVisible());
  await shoot(a, 'room-party', testInfo, () => expect(messages(a)).toBeVisible());

  // The survey.
  await panels(mediator)
    .getByRole('button', { name: heKey('infoSelector.info') })
    .click();
  await mediator.getByRole('button', { name: heKey('caseInfo.sendSurvey') }).click();
  await a.getByRole('button', { name: heKey('surveyPrompt.action') }).click();
  const survey = a.getByRole('dialog', { name: heKey('surveyDialog.title') });
  await survey.getByRole('radio', { name: heKey('surveyDialog.ratings4'), exact: true }).check();
  await survey.getByRole('textbox', { name: heKey('surveyDialog.feedback') }).fill('ברור והוגן.');
  await expectNoEnglishOfOurs(a, 'the survey', allowedInRoom);
  await survey.getByRole('button', { name: heKey('surveyDialog.submit') }).click();
  await expect(survey).toBeHidden();

  // The agreement: one clause, accepted by both, finalized, signed by both, countersigned.
  const drafted = await openAgreement(mediator);
  await drafted.getByRole('textbox', { name: heKey('agreement.clauseField'), exact: true }).fill(CLAUSE);
  await drafted.getByRole('button', { name: heKey('agreement.addClause') }).click();
  await expect(drafted.getByRole('button', { name: heKey('agreement.editClause', { number: 1 }) })).toBeVisible();
  for (const party of [a, b]) {
    const panel = await openAgreement(party);
    await panel.getByRole('button', { name: heKey('agreement.accept', { number: 1 }), exact: true }).click();
    await expect(panel.getByRole('button', { name: heKey('agreement.accept', { number: 1 }), exact: true })).toHaveCount(0);
  }
  await drafted.getByRole('button', { name: heKey('agreement.finalize') }).click();
  await mediator
    .getByRole('alertdialog', { name: heKey('agreement.finalizeTitle') })
    .getByRole('button', { name: heKey('agreement.confirm') })
    .click();
  for (const [party, person] of [
    [a, PARTY_A],
    [b, PARTY_B],
  ] as const) {
    const panel = party.getByRole('region', { name: heKey('agreement.heading') });
    await panel.getByRole('checkbox', { name: heKey('agreement.agreeField') }).check();
    await panel.getByRole('textbox', { name: heKey('agreement.fullNameField') }).fill(name(person));
    if (party === a) {
      await expectNoEnglishOfOurs(a, 'the agreement before signing', allowedInRoom);
      // At 1280 only: on a phone the agreement is in the room's drawer, which the room screenshots show.
      await a.screenshot({ path: testInfo.outputPath('he-agreement-party-1280.png') });
    }
    await panel.getByRole('button', { name: exactly(heKey('agreement.sign')) }).click();
  }
  await drafted.getByRole('button', { name: heKey('agreement.countersign') }).click();
  await expect(drafted.getByRole('button', { name: heKey('agreement.download') })).toBeVisible();

  // The PDF a party downloads speaks Hebrew (the case's language, the mediator's), holds the clause as typed.
  const { bytes: pdf, fileName } = await download(a);
  // Its name is the server's: the case's title and code, no word of ours.
  expect(fileName).toBe(`${TITLE} - ${caseCode}.pdf`);
  const text = await pdfText(pdf);
  for (const heading of ['pdf.title', 'pdf.clauses', 'pdf.signatures']) expect(text).toContain(heKey(heading));
  expect(squashed(text)).toContain(squashed(CLAUSE));
  for (const person of [PARTY_A, PARTY_B, MEDIATOR]) expect(text).toContain(name(person));
  const pdfPath = testInfo.outputPath('agreement.pdf');
  await writeFile(pdfPath, pdf);
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '80',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    pdfPath,
    testInfo.outputPath('he-agreement-pdf-page-1'),
  ]);

  // /verify in Hebrew recognises the file.
  const verifier = await newPage(browser);
  await verifier.goto('/verify?lang=he');
  await expect(verifier.getByRole('heading', { level: 1, name: heKey('verify.title') })).toBeVisible();
  await verifier.getByLabel(heKey('verify.file')).setInputFiles({ name: 'agreement.pdf', mimeType: 'application/pdf', buffer: pdf });
  const authentic = heKey('verify.authentic').split('{')[0]!.trim();
  await expect(verifier.getByRole('status').filter({ hasText: new RegExp(`^${authentic}`) })).toBeVisible();
  await expectNoEnglishOfOurs(verifier, '/verify', [name(PARTY_A), name(PARTY_B), name(MEDIATOR), 'agreement.pdf']);
  await shoot(verifier, 'verify', testInfo, () => expect(verifier.getByRole('heading', { level: 1 })).toBeVisible());
});
