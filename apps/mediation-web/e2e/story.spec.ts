import { expect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN, expectNoAxeViolations, signIn, uniqueEmail } from './helpers';

/**
 * The whole mediation in real browsers: the admin adds a mediator, who creates and starts a case; two
 * parties join through the share link and the waiting room; they talk, like, edit, search; shuttle mode,
 * a Bargaining negotiation through both initial positions to the summary, the survey, one party's network
 * dropping and coming back, and the end of the case forcing both parties out.
 */
test.describe.configure({ timeout: 240_000 });

async function partyPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return { context, page: await context.newPage() };
}

/** Sends a message in the open group through the composer. */
async function send(page: Page, text: string) {
  const composer = page.getByRole('textbox', { name: /message to /i });
  await composer.fill(text);
  await composer.press('Enter');
}

const messages = (page: Page) => page.getByRole('log', { name: 'Messages' });
const group = (page: Page, name: 'M' | 'A' | 'B') =>
  page.getByRole('tablist', { name: 'Groups' }).getByRole('tab', { name: new RegExp(`^${name}\\b`) });

/**
 * Waits for a toast. Up to three show at once (older ones wait) and they pause while the pointer rests on
 * them, so the pointer moves away first and the wait allows for those queued behind newer ones.
 */
async function expectToast(page: Page, text: string | RegExp) {
  await page.mouse.move(1, 1);
  await expect(page.getByRole('status').filter({ hasText: text }).first()).toBeVisible({ timeout: 20_000 });
}

async function shoot(page: Page, name: string, info: { outputPath: (name: string) => string }) {
  await page.screenshot({ path: info.outputPath(`${name}.png`) });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(messages(page)).toBeVisible();
  await page.screenshot({ path: info.outputPath(`${name}-375.png`) });
  if (size) await page.setViewportSize(size);
  await expect(
    page
      .getByRole('navigation')
      .or(page.getByRole('tablist', { name: 'Groups' }))
      .first(),
  ).toBeVisible();
}

test('a whole mediation: admin, mediator and two parties in their own browsers', async ({ page: mediator, browser }, testInfo) => {
  // The admin adds a mediator.
  const mediatorEmail = uniqueEmail('maya');
  const password = 'mediator-password-1';
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await signIn(adminPage, ADMIN.email, ADMIN.password, /\/Admin\/dashboard$/);
  await adminPage.getByRole('button', { name: 'Create new Mediator' }).click();
  await adminPage.getByRole('textbox', { name: /^First name/ }).fill('Maya');
  await adminPage.getByRole('textbox', { name: /^Last name/ }).fill('Cohen');
  await adminPage.getByRole('textbox', { name: /^Email/ }).fill(mediatorEmail);
  await adminPage.getByLabel('Password', { exact: false }).fill(password);
  await adminPage.getByRole('textbox', { name: /^Phone/ }).fill('521234567');
  await adminPage.getByRole('textbox', { name: /^Education/ }).fill('MA in conflict resolution');
  await adminPage.getByRole('button', { name: 'Submit' }).click();
  await expect(adminPage.getByRole('status').filter({ hasText: 'Mediator added successfully' })).toBeVisible();
  await admin.close();

  // The mediator signs in, creates a case and starts it: the room opens with its waiting room.
  await signIn(mediator, mediatorEmail, password, /\/Mediator\/dashboard$/);
  await mediator.getByRole('button', { name: 'Create new case' }).first().click();
  await mediator.getByRole('textbox', { name: /^Case Title/ }).fill('Shared fence');
  await mediator.getByRole('combobox', { name: /^Category/ }).selectOption('Neighbors');
  await mediator.getByRole('textbox', { name: 'Problem brief' }).fill('Where the fence between the gardens should stand.');
  await mediator.getByRole('button', { name: 'Submit' }).click();
  await mediator.getByRole('button', { name: /^Shared fence/ }).click();
  await mediator.getByRole('button', { name: 'Start' }).click();
  await expect(mediator).toHaveURL(/\/Mediator\/chat$/);
  const waiting = mediator.getByRole('region', { name: 'Waiting room' });
  await expect(waiting).toContainText('0 waiting');

  // The share dialog gives the link (and sends it by e-mail).
  await mediator.getByRole('button', { name: 'Share' }).click();
  const share = mediator.getByRole('dialog', { name: 'Share case' });
  const link = await share.getByRole('link', { name: /\/client-login\?case_code=/ }).getAttribute('href');
  expect(link, 'the share link').toMatch(/\/client-login\?case_code=\w{6}$/);
  await share.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('friend'));
  await share.getByRole('radio', { name: 'Side B' }).check();
  await share.getByRole('button', { name: 'Send' }).click();
  await expect(share.getByRole('textbox', { name: 'Email' })).toHaveValue('');
  // This product has no SMTP: the personal link comes back to the mediator alone, in the dialog until it closes.
  await expect(share.getByText(/^Not delivered to .*: no mail server configured/)).toBeVisible();
  await expect(share.getByRole('link', { name: /\/client-login\?invite=/ })).toBeVisible();
  await mediator.keyboard.press('Escape');
  await expect(share).toBeHidden();

  // Two parties ask to join through the link; the mediator admits them from the room.
  const a = await partyPage(browser);
  const b = await partyPage(browser);
  for (const [party, person] of [
    [a.page, { side: 'A', first: 'Dana', last: 'Levi' }],
    [b.page, { side: 'B', first: 'Yossi', last: 'Mor' }],
  ] as const) {
    await party.goto(link!);
    await party.getByRole('button', { name: `Side ${person.side}` }).click();
    await party.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail(person.first.toLowerCase()));
    await party.getByRole('button', { name: 'Next', exact: true }).click();
    await party.getByRole('textbox', { name: 'First name' }).fill(person.first);
    await party.getByRole('textbox', { name: 'Last name' }).fill(person.last);
    await party.getByRole('button', { name: 'Join' }).click();
    await expect(party.getByRole('status').filter({ hasText: /^Waiting for the mediator/ })).toBeVisible();
  }
  await expect(waiting).toContainText('2 waiting');
  await waiting.getByRole('button', { name: 'Admit Dana Levi' }).click();
  // The admitted row leaves the list and the next moves up: press Yossi's Admit once it has (a press
  // during the move can land on another row's button, as a person's can).
  await expect(waiting.getByRole('button', { name: 'Admit Dana Levi' })).toBeHidden();
  await waiting.getByRole('button', { name: 'Admit Yossi Mor' }).click();
  await expect(waiting).toContainText('0 waiting');
  for (const party of [a.page, b.page]) {
    await expect(party).toHaveURL(/\/User\/dashboard$/);
    await expect(messages(party)).toBeVisible();
  }
  await expectToast(mediator, 'Dana Levi joined to chat');
  // A notice shows once: as a toast, not also in the chat's banner.
  await expect(mediator.getByText('Dana Levi joined to chat')).toHaveCount(1);

  // A party sees M and its own group only; the mediator all three.
  await expect(a.page.getByRole('tablist', { name: 'Groups' }).getByRole('tab')).toHaveCount(2);
  await expect(group(a.page, 'B')).toHaveCount(0);
  await expect(group(b.page, 'A')).toHaveCount(0);
  await expect(mediator.getByRole('tablist', { name: 'Groups' }).getByRole('tab')).toHaveCount(3);

  // They talk in M.
  await send(a.page, 'Hello everyone, I am Dana.');
  await expect(messages(b.page)).toContainText('Hello everyone, I am Dana.');
  await expect(messages(mediator)).toContainText('Hello everyone, I am Dana.');
  await send(b.page, 'Hi Dana, Yossi here.');
  await expect(messages(a.page)).toContainText('Hi Dana, Yossi here.');

  // A private word in group A: the mediator sees it, B never does.
  await group(a.page, 'A').click();
  await send(a.page, 'Only for the mediator: I could move the fence a little.');
  await expect(group(mediator, 'A')).toHaveAccessibleName(/1 unread/);
  await group(mediator, 'A').click();
  await expect(messages(mediator)).toContainText('I could move the fence a little.');
  await send(mediator, 'Thank you Dana, noted.');
  await expect(messages(a.page)).toContainText('Thank you Dana, noted.');
  await expect(messages(b.page)).not.toContainText('I could move the fence');
  await group(b.page, 'B').click();
  await send(b.page, 'Just between us: the tree matters most to me.');
  await group(mediator, 'B').click();
  await expect(messages(mediator)).toContainText('the tree matters most');
  await group(a.page, 'M').click();
  await expect(messages(a.page)).not.toContainText('the tree matters most');
  await group(b.page, 'M').click();
  await group(mediator, 'M').click();

  // A like (the author gets a toast), an edit (seen by the others), a search.
  const hello = messages(b.page)
    .getByRole('article', { name: /^Dana Levi/ })
    .filter({ hasText: 'Hello everyone' });
  await hello.hover();
  await hello.getByRole('button', { name: 'Like' }).click();
  await expectToast(a.page, 'Yossi Mor like message');
  await expect(a.page.getByText('Yossi Mor like message')).toHaveCount(1);
  const mine = messages(a.page)
    .getByRole('article', { name: /^Dana Levi/ })
    .filter({ hasText: 'Hello everyone' });
  await mine.hover();
  await mine.getByRole('button', { name: 'Edit' }).click();
  await a.page.getByRole('textbox', { name: 'Edit message' }).fill('Hello everyone, I am Dana Levi from number 12.');
  await a.page.getByRole('button', { name: 'Save' }).click();
  await expect(messages(b.page)).toContainText('I am Dana Levi from number 12.');
  await expect(messages(mediator)).toContainText('I am Dana Levi from number 12.');
  await mediator.getByRole('searchbox', { name: 'Search messages' }).fill('yossi');
  await expect(mediator.getByText(/1 of 1/)).toBeVisible();
  await mediator.getByRole('searchbox', { name: 'Search messages' }).fill('');

  // Shuttle mode: only the mediator toggles it; a party cannot write in M and is told why.
  await mediator.getByRole('switch', { name: 'Shuttle mode' }).click();
  await expect(a.page.getByText('Shuttle on')).toBeVisible();
  await expect(a.page.getByRole('switch', { name: 'Shuttle mode' })).toHaveCount(0);
  await expect(a.page.getByRole('textbox', { name: 'Message to everyone' })).toBeDisabled();
  await expect(a.page.getByText('Shuttle mode is on: only the mediator writes in the joint group.')).toBeVisible();
  await mediator.getByRole('switch', { name: 'Shuttle mode' }).click();
  await expect(a.page.getByText('Shuttle off')).toBeVisible();
  await expect(a.page.getByRole('textbox', { name: 'Message to everyone' })).toBeEnabled();

  // Axe and screenshots of the room, for each role.
  await expectNoAxeViolations(mediator, 'the mediator room');
  await expectNoAxeViolations(a.page, 'the party room');
  await shoot(mediator, 'room-mediator', testInfo);
  await shoot(a.page, 'room-party-a', testInfo);

  // A Bargaining negotiation: greeting, both initial positions, the stages, the summary.
  await mediator.getByRole('button', { name: 'Guided negotiation' }).click();
  await expect(mediator.getByRole('combobox', { name: 'Negotiation type' })).toHaveValue(/1|Bargaining/);
  await mediator.getByRole('button', { name: 'Start', exact: true }).click();
  await mediator.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(messages(a.page)).toContainText(/discussion rules|rules/i);
  await mediator.getByRole('button', { name: 'Next', exact: true }).click();
  for (const [party, position] of [
    [a.page, 'The fence stays where it is.'],
    [b.page, 'The fence moves one metre east.'],
  ] as const) {
    await party.getByRole('button', { name: 'Click To Set Initial State' }).click();
    const drawer = party.getByRole('dialog');
    await drawer.getByRole('textbox', { name: 'Write your initial state here' }).fill(position);
    await drawer.getByRole('button', { name: 'Submit' }).click();
    await expect(party.getByRole('button', { name: 'Click To Set Initial State' })).toHaveCount(0);
  }
  // Each arrival is toasted ('Initial Position Received from A', then B) and marked in the waiting view.
  const positions = mediator.getByRole('list', { name: 'Waiting for the initial positions' });
  await expect(positions).toContainText(/Side A\s*Received/);
  await expect(positions).toContainText(/Side B\s*Received/);
  // Toasts show one at a time, so this one may wait behind others.
  await expect(
    mediator
      .getByRole('status')
      .filter({ hasText: /^Initial Position Received from B/ })
      .first(),
  ).toBeVisible({ timeout: 20_000 });
  await expect(messages(b.page)).toContainText('The fence stays where it is.');
  await mediator.getByRole('button', { name: 'Next', exact: true }).click();
  await mediator.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(mediator.getByRole('heading', { name: /^Stage 1 of 5/ })).toBeVisible();
  // The negotiation's progress is the server's alone: nothing of it is in the browser's storage, and a
  // reload, or a second tab, goes on at the same step of the same type.
  expect(await mediator.evaluate(() => Object.keys(localStorage).filter((key) => key.toLowerCase().includes('guid')))).toEqual([]);
  await mediator.reload();
  await expect(messages(mediator)).toBeVisible();
  const guidePanel = mediator.getByRole('button', { name: 'Guided negotiation' });
  if ((await guidePanel.getAttribute('aria-expanded')) !== 'true') await guidePanel.click();
  await expect(mediator.getByRole('heading', { name: /^Stage 1 of 5/ })).toBeVisible();
  await expect(mediator.getByRole('heading', { name: 'Bargaining', exact: true })).toBeVisible();
  const secondTab = await mediator.context().newPage();
  await secondTab.goto('/Mediator/chat');
  await secondTab.getByRole('button', { name: 'Guided negotiation' }).click();
  await expect(secondTab.getByRole('heading', { name: /^Stage 1 of 5/ })).toBeVisible();
  await mediator.getByRole('button', { name: 'Jump to Agreement' }).click();
  await mediator.getByRole('button', { name: 'Next', exact: true }).click();
  await mediator.getByRole('button', { name: 'Submit Summary' }).click();
  await mediator.getByRole('alertdialog', { name: 'Submit Summary' }).getByRole('button', { name: 'Continue' }).click();
  await expect(messages(a.page)).toContainText('Do you accept the agreement?');
  await expect(messages(b.page)).toContainText('I am glad that we reached understandings.');
  // The end reaches the second tab: back to the type selector there too.
  await expect(secondTab.getByRole('button', { name: 'Start', exact: true })).toBeVisible();
  await secondTab.close();
  await mediator.getByRole('button', { name: 'Summary' }).click();
  await expect(mediator.getByText('I am glad that we reached understandings.').first()).toBeVisible();
  await mediator.getByRole('button', { name: 'Case information' }).click();

  // The survey: sent by the mediator, answered by a party.
  await mediator.getByRole('button', { name: 'Send survey' }).click();
  await expect(mediator.getByRole('status').filter({ hasText: 'Survey Action Sent' })).toBeVisible();
  await expectToast(a.page, 'Please fill out the survey');
  await a.page.getByRole('button', { name: 'Fill Survey' }).click();
  const survey = a.page.getByRole('dialog', { name: 'Survey' });
  await survey.getByRole('radio', { name: 'Satisfied', exact: true }).check();
  await survey.getByRole('textbox', { name: 'Feedback' }).fill('Clear and fair.');
  await survey.getByRole('button', { name: 'Submit' }).click();
  await expect(survey).toBeHidden();

  // Party B's network drops and comes back: nothing said meanwhile is lost.
  await b.context.setOffline(true);
  await expect(b.page.getByRole('status').filter({ hasText: /Reconnecting…|offline/ })).toBeVisible();
  await send(a.page, 'Said while Yossi was away.');
  await send(mediator, 'The mediator also spoke meanwhile.');
  await expect(messages(a.page)).toContainText('The mediator also spoke meanwhile.');
  await b.context.setOffline(false);
  await expect(messages(b.page)).toContainText('Said while Yossi was away.', { timeout: 20_000 });
  await expect(messages(b.page)).toContainText('The mediator also spoke meanwhile.');
  await send(b.page, 'Back again.');
  await expect(messages(a.page)).toContainText('Back again.');

  // A reload keeps a party in the room with its history, and its unread counts (the server's read positions).
  await group(mediator, 'A').click();
  await send(mediator, 'A word for Dana alone.');
  await expect(group(a.page, 'A')).toHaveAccessibleName(/1 unread/);
  await a.page.reload();
  await expect(messages(a.page)).toContainText('Back again.');
  await expect(a.page).toHaveURL(/\/User\/dashboard$/);
  await expect(group(a.page, 'A')).toHaveAccessibleName(/1 unread/);
  await group(a.page, 'A').click();
  await expect(messages(a.page)).toContainText('A word for Dana alone.');
  await group(a.page, 'M').click();
  await a.page.reload();
  await expect(messages(a.page)).toContainText('Back again.');
  await expect(group(a.page, 'A')).not.toHaveAccessibleName(/unread/);
  await group(mediator, 'M').click();

  // The mediator ends the case: both parties are told and sent to /login.
  await mediator.getByRole('button', { name: 'End case' }).click();
  await mediator.getByRole('alertdialog', { name: 'End case' }).getByRole('button', { name: 'Continue' }).click();
  await expect(mediator).toHaveURL(/\/Mediator\/dashboard$/);
  for (const party of [a.page, b.page]) {
    const ended = party.getByRole('alertdialog', { name: 'Mediator Close this case' });
    await expect(ended).toContainText('You will be logged out after closing this case');
    await ended.getByRole('button', { name: 'OK' }).click();
    await expect(party).toHaveURL(/\/login$/);
    expect(await party.evaluate(() => [localStorage.getItem('user'), localStorage.getItem('case_id')])).toEqual([null, null]);
  }
  await a.context.close();
  await b.context.close();

  // The ended case's statistics hold the survey answer and how far each person read.
  await mediator.getByRole('button', { name: /^Shared fence/ }).click();
  await mediator.getByRole('button', { name: 'Info' }).click();
  // Ended: no longer shown as running, and the room's join and leave toasts stayed in the room.
  await expect(mediator.getByRole('region', { name: 'Case', exact: true })).not.toContainText('Running');
  await expect(mediator.getByRole('status').filter({ hasText: /joined to chat|left the chat|like message/ })).toHaveCount(0);
  const surveyCard = mediator.getByRole('region', { name: 'Survey', exact: true });
  await expect(surveyCard).toContainText(/Answers\s*1/);
  await expect(surveyCard).toContainText('Clear and fair.');
  const reading = mediator.getByRole('table', { name: 'How far each person has read each group' });
  for (const name of ['Maya Cohen', 'Dana Levi', 'Yossi Mor']) {
    await expect(reading.getByRole('rowheader', { name: new RegExp(name) }).first()).toBeVisible();
  }
  // Both parties read the joint group during the mediation.
  for (const name of ['Dana Levi', 'Yossi Mor']) {
    const joint = reading
      .getByRole('row')
      .filter({ has: mediator.getByRole('rowheader', { name: new RegExp(name) }) })
      .filter({ hasText: 'Joint group M' });
    await expect(joint).not.toContainText('Not opened');
  }
  await mediator.screenshot({ path: testInfo.outputPath('mediator-statistics.png'), fullPage: true });
});
