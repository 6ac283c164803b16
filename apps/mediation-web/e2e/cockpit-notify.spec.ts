import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { askToJoin, createCase, createMediator, decideThroughApi, signIn, uniqueEmail, type MediatorAccount } from './helpers';
import { messageLog } from './roomSetup';

/**
 * Told when something needs you, and no dead ends for a party: the counts on
 * "Agreement", the toasts, the page title while the tab is hidden, "Notify me" and the browser's notifications,
 * "Open the agreement" on the guided question; a removed party, Cancel while waiting, a case not running yet,
 * Exit, the connection banner and the name typed to join. The party's points run at 1280×800 and at 375×812.
 */
test.describe.configure({ timeout: 300_000 });

const SHOTS = '/tmp/shots-i30-notify';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };

/**
 * Stands in for the browser's notifications (the headless browser shows none) and for the page's visibility
 * (hidden while the person is in another tab): what the page would show is kept in `window.__shown`.
 */
async function withNotificationsAndVisibility(context: BrowserContext) {
  await context.addInitScript(() => {
    const shown: { title: string; body: string }[] = [];
    let permission: NotificationPermission = 'default';
    class StandInNotification {
      static get permission() {
        return permission;
      }
      static async requestPermission() {
        permission = 'granted';
        return permission;
      }
      onclick: (() => void) | null = null;
      constructor(title: string, options?: NotificationOptions) {
        shown.push({ title, body: options?.body ?? '' });
      }
      close() {}
    }
    let isHidden = false;
    Object.defineProperty(window, 'Notification', { value: StandInNotification, configurable: true, writable: true });
    Object.defineProperty(document, 'visibilityState', { get: () => (isHidden ? 'hidden' : 'visible'), configurable: true });
    Object.defineProperty(document, 'hidden', { get: () => isHidden, configurable: true });
    Object.assign(window, {
      __shown: shown,
      __setHidden: (value: boolean) => {
        isHidden = value;
        document.dispatchEvent(new Event('visibilitychange'));
      },
    });
  });
}

async function newPerson(browser: Browser, viewport = DESKTOP) {
  const context = await browser.newContext({ viewport, ...(viewport === PHONE ? { isMobile: true, hasTouch: true } : {}) });
  await withNotificationsAndVisibility(context);
  return context.newPage();
}

const setHidden = (page: Page, isHidden: boolean) =>
  page.evaluate((value) => (window as unknown as { __setHidden: (v: boolean) => void }).__setHidden(value), isHidden);
const shownNotifications = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shown: { body: string }[] }).__shown.map((note) => note.body));
const panels = (page: Page) => page.getByRole('group', { name: 'Case panels' });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first();

/** Opens the info panel "Agreement" (its button's name may carry a count). */
async function openAgreement(page: Page) {
  await panels(page)
    .getByRole('button', { name: /^Agreement/ })
    .click();
  const panel = page.getByRole('region', { name: 'Agreement' });
  await expect(panel).toBeVisible();
  return panel;
}

async function openCaseInformation(page: Page) {
  await panels(page).getByRole('button', { name: 'Case information' }).click();
}

async function startFromDashboard(mediator: Page, account: MediatorAccount, title: string) {
  await signIn(mediator, account.email, account.password, /\/Mediator\/dashboard$/);
  await mediator.getByRole('button', { name: new RegExp(`^${title}`) }).click();
  await mediator.getByRole('button', { name: 'Start' }).click();
  await expect(mediator).toHaveURL(/\/Mediator\/chat$/);
  await expect(messageLog(mediator)).toBeVisible();
}

async function admitInRoom(mediator: Page, party: Page, name: string) {
  await mediator
    .getByRole('region', { name: 'Waiting room' })
    .getByRole('button', { name: `Admit ${name}` })
    .click();
  await expect(party).toHaveURL(/\/User\/dashboard$/);
  await expect(messageLog(party)).toBeVisible();
}

test('a party and the mediator are told what needs them: counts, toasts, the title, browser notifications', async ({
  browser,
  request,
}) => {
  const account = await createMediator(request, 'Dana', 'Demo');
  const created = await createCase(request, account, 'Told in time');
  const mediator = await newPerson(browser);
  await startFromDashboard(mediator, account, 'Told in time');
  const a = await newPerson(browser);
  const b = await newPerson(browser);
  await askToJoin(a, created.link, { side: 'A', email: uniqueEmail('noa'), first: 'Noa', last: 'Levi' });
  await admitInRoom(mediator, a, 'Noa Levi');
  await askToJoin(b, created.link, { side: 'B', email: uniqueEmail('yossi'), first: 'Yossi', last: 'Mor' });
  await admitInRoom(mediator, b, 'Yossi Mor');

  // "Notify me" asks once, then goes away.
  for (const person of [a, mediator]) {
    await person.getByRole('button', { name: 'Notify me' }).click();
    await expect(person.getByRole('button', { name: 'Notify me' })).toHaveCount(0);
  }

  // A clause added: party A (on the case information) gets a toast and a count on "Agreement".
  const drafted = await openAgreement(mediator);
  await drafted.getByRole('textbox', { name: 'Clause', exact: true }).fill('Party A pays 500 for the repair of the fence.');
  await drafted.getByRole('button', { name: 'Add clause' }).click();
  await expect(toast(a, 'The mediator added clause 1 to the agreement.')).toBeVisible();
  await expect(panels(a).getByRole('button', { name: 'Agreement, 1 new' })).toBeVisible();
  // The mediator's own list has it (its 'Add clause' is free again) before the next one.
  await expect(drafted.getByRole('button', { name: 'Edit clause 1' })).toBeAttached();

  // While A's tab is hidden, the next one goes to the title and to a browser notification.
  await setHidden(a, true);
  await drafted.getByRole('textbox', { name: 'Clause', exact: true }).fill('The repair is done by the end of June.');
  await drafted.getByRole('button', { name: 'Add clause' }).click();
  await expect(a).toHaveTitle('(2) Mediation');
  await expect.poll(() => shownNotifications(a)).toContain('The mediator added clause 2 to the agreement.');
  await setHidden(a, false);
  await expect(a).toHaveTitle('Mediation');

  // Opening the agreement reads what waited there.
  const panelA = await openAgreement(a);
  await expect(panels(a).getByRole('button', { name: 'Agreement', exact: true })).toBeVisible();
  await expect(panelA).toContainText('The repair is done by the end of June.');

  // The mediator, on the case information, is told of a change request and of a clause both sides accepted.
  await openCaseInformation(mediator);
  const panelB = await openAgreement(b);
  await panelB.getByRole('button', { name: 'Request change to clause 1' }).click();
  await panelB.getByRole('textbox', { name: 'What should change' }).fill('Split it: 250 each.');
  await panelB.getByRole('button', { name: 'Send request' }).click();
  await expect(toast(mediator, 'Side B asks to change clause 1.')).toBeVisible();
  await expect(panels(mediator).getByRole('button', { name: 'Agreement, 1 new' })).toBeVisible();
  await panelA.getByRole('button', { name: 'Accept clause 2', exact: true }).click();
  await panelB.getByRole('button', { name: 'Accept clause 2', exact: true }).click();
  await expect(toast(mediator, 'Both sides accepted clause 2.')).toBeVisible();
  await expect(panels(mediator).getByRole('button', { name: 'Agreement, 2 new' })).toBeVisible();

  // A clause changed: a party on the case information is told.
  await openCaseInformation(a);
  const draftedAgain = await openAgreement(mediator);
  await expect(panels(mediator).getByRole('button', { name: 'Agreement', exact: true })).toBeVisible();
  await draftedAgain.getByRole('button', { name: 'Edit clause 1' }).click();
  await draftedAgain.getByRole('textbox', { name: 'Edit clause' }).fill('Each side pays 250 for the repair of the fence.');
  await draftedAgain.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(a, 'The mediator changed clause 1 of the agreement.')).toBeVisible();
  await expect(panels(a).getByRole('button', { name: 'Agreement, 1 new' })).toBeVisible();

  // Finalized: the agreement waits for each party's signature.
  const panelA2 = await openAgreement(a);
  await panelA2.getByRole('button', { name: 'Accept clause 1', exact: true }).click();
  await panelB.getByRole('button', { name: 'Accept clause 1', exact: true }).click();
  await openCaseInformation(a);
  await draftedAgain.getByRole('button', { name: 'Finalize agreement' }).click();
  await mediator.getByRole('alertdialog', { name: 'Finalize agreement' }).getByRole('button', { name: 'Continue' }).click();
  await expect(toast(a, 'The agreement is final and waits for your signature.')).toBeVisible();
  await expect(panels(a).getByRole('button', { name: 'Agreement, 1 new' })).toBeVisible();

  // A signature reaches the mediator while its tab is hidden: title and browser notification.
  await openCaseInformation(mediator);
  await setHidden(mediator, true);
  const signing = await openAgreement(a);
  await signing.getByRole('checkbox', { name: 'I have read and agree to this agreement' }).check();
  await signing.getByRole('textbox', { name: 'Full name' }).fill('Noa Levi');
  await signing.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect.poll(() => shownNotifications(mediator)).toContain('Noa Levi (side A) signed the agreement.');
  await expect(mediator).toHaveTitle(/^\(\d+\) Mediation$/);

  // Someone waiting to join: counted in the hidden mediator's title, and notified.
  const before = Number(/^\((\d+)\)/.exec(await mediator.title())?.[1] ?? 0);
  const late = await newPerson(browser);
  await askToJoin(late, created.link, { side: 'A', email: uniqueEmail('late'), first: 'Lior', last: 'Late' });
  await expect(mediator).toHaveTitle(`(${before + 1}) Mediation`);
  await expect.poll(() => shownNotifications(mediator)).toContain('Lior Late is in the waiting room.');
  await setHidden(mediator, false);
  await expect(mediator).toHaveTitle('Mediation');

  // The survey waits: a party with a hidden tab sees it in the title.
  await setHidden(b, true);
  await mediator.getByRole('button', { name: 'Send survey' }).click();
  await expect(b).toHaveTitle(/^\(\d+\) Mediation$/);
  await setHidden(b, false);
  await expect(toast(b, 'Please fill out the survey')).toBeVisible();
});

test('the guided question "Do you accept the agreement?" offers a party "Open the agreement"', async ({ browser, request }) => {
  const account = await createMediator(request, 'Dana', 'Demo');
  const created = await createCase(request, account, 'Guided to the agreement');
  const mediator = await newPerson(browser);
  await startFromDashboard(mediator, account, 'Guided to the agreement');
  const parties: Page[] = [];
  for (const [person, viewport] of [
    [{ side: 'A' as const, first: 'Noa', last: 'Levi' }, DESKTOP],
    [{ side: 'B' as const, first: 'Yossi', last: 'Mor' }, PHONE],
  ] as const) {
    const page = await newPerson(browser, viewport);
    await askToJoin(page, created.link, { ...person, email: uniqueEmail(person.first.toLowerCase()) });
    await admitInRoom(mediator, page, `${person.first} ${person.last}`);
    parties.push(page);
  }
  const [a, b] = parties as [Page, Page];

  await mediator.getByRole('button', { name: 'Guided negotiation' }).click();
  await mediator.getByRole('button', { name: 'Start', exact: true }).click();
  await mediator.getByRole('button', { name: 'Next', exact: true }).click();
  await mediator.getByRole('button', { name: 'Next', exact: true }).click();
  for (const [party, position] of [
    [a, 'The fence stays where it is.'],
    [b, 'The fence moves one metre east.'],
  ] as const) {
    await party.getByRole('button', { name: 'Click To Set Initial State' }).click();
    const drawer = party.getByRole('dialog');
    await drawer.getByRole('textbox', { name: 'Write your initial state here' }).fill(position);
    await drawer.getByRole('button', { name: 'Submit' }).click();
    await expect(party.getByRole('button', { name: 'Click To Set Initial State' })).toHaveCount(0);
  }
  await expect(mediator.getByRole('list', { name: 'Waiting for the initial positions' })).toContainText(/Side B\s*Received/);
  await mediator.getByRole('button', { name: 'Next', exact: true }).click();
  await mediator.getByRole('button', { name: 'Next', exact: true }).click();
  await mediator.getByRole('button', { name: 'Jump to Agreement' }).click();
  await mediator.getByRole('button', { name: 'Next', exact: true }).click();
  await mediator.getByRole('button', { name: 'Submit Summary' }).click();
  await mediator.getByRole('alertdialog', { name: 'Submit Summary' }).getByRole('button', { name: 'Continue' }).click();

  for (const party of [a, b]) {
    const question = messageLog(party).getByRole('article').filter({ hasText: 'Do you accept the agreement?' });
    await question.getByRole('button', { name: 'Open the agreement' }).click();
    await expect(party.getByRole('region', { name: 'Agreement' })).toBeVisible();
  }
  // The mediator's copy of the question has no such button: the mediator drafts the agreement.
  await expect(messageLog(mediator).getByRole('button', { name: 'Open the agreement' })).toHaveCount(0);
});

for (const [size, viewport] of [
  ['1280×800', DESKTOP],
  ['375×812', PHONE],
] as const) {
  test(`no dead ends for a party at ${size}: not running, Cancel, Exit, the banner, removal`, async ({ browser, request }) => {
    const account = await createMediator(request, 'Dana', 'Demo');
    const title = `No dead ends ${viewport.width}`;
    const created = await createCase(request, account, title);
    const party = await newPerson(browser, viewport);
    const email = uniqueEmail('noa');

    // The code of a case not started yet: the page says so and waits, then lets the person on once it starts.
    await party.goto(`/client-login?case_code=${created.link}`);
    await expect(
      party.getByText('This case is not running right now. This page will let you in when the mediator starts it.'),
    ).toBeVisible();
    await expect(party.getByText('No started case has this code.')).toHaveCount(0);
    const mediator = await newPerson(browser);
    await startFromDashboard(mediator, account, title);
    await party.getByRole('button', { name: 'Side A' }).click({ timeout: 20_000 });

    // Cancel while waiting: back to the entry with everything typed still there.
    await party.getByRole('textbox', { name: 'Email' }).fill(email);
    await party.getByRole('button', { name: 'Next' }).click();
    await party.getByRole('textbox', { name: 'First name' }).fill('Noa');
    await party.getByRole('textbox', { name: 'Last name' }).fill('Levi');
    await party.getByRole('button', { name: 'Join' }).click();
    await party.getByRole('button', { name: 'Cancel' }).click();
    await expect(party.getByRole('textbox', { name: 'First name' })).toHaveValue('Noa');
    await expect(party.getByRole('textbox', { name: 'Last name' })).toHaveValue('Levi');
    await party.getByRole('button', { name: 'Join' }).click();
    await admitInRoom(mediator, party, 'Noa Levi');

    // A count on the phone's button that opens the agreement (a visible label), and the room's look with it.
    const drafted = await openAgreement(mediator);
    await drafted.getByRole('textbox', { name: 'Clause', exact: true }).fill('Party A pays 500 for the repair of the fence.');
    await drafted.getByRole('button', { name: 'Add clause' }).click();
    const counted = party.getByRole('button', { name: 'Agreement, 1 new' });
    await expect(counted).toBeVisible();
    if (viewport === PHONE) {
      await expect(counted).toContainText('Agreement');
      mkdirSync(SHOTS, { recursive: true });
      await party.screenshot({ path: `${SHOTS}/party-room-375-count.png` });
      await counted.click();
      await expect(party.getByRole('region', { name: 'Agreement' })).toBeVisible();
      await party.keyboard.press('Escape');
    }

    // The connection lost: said plainly, never a transport's message.
    await party.context().setOffline(true);
    await expect(party.getByRole('status').filter({ hasText: 'Connection lost. Reconnecting…' })).toBeVisible({ timeout: 20_000 });
    await expect(party.getByText(/websocket error|xhr poll error/i)).toHaveCount(0);
    await party.context().setOffline(false);
    await expect(party.getByRole('status').filter({ hasText: 'Connection lost. Reconnecting…' })).toHaveCount(0, { timeout: 40_000 });

    // Exit asks first; Cancel keeps the person in.
    await party.getByRole('button', { name: 'Exit' }).click();
    const leave = party.getByRole('alertdialog', { name: 'Leave the case?' });
    await expect(leave).toContainText('the mediator will have to admit you again');
    await leave.getByRole('button', { name: 'Cancel' }).click();
    await expect(messageLog(party)).toBeVisible();

    // Removed by the mediator: what happened and the way back, never "You are offline" / "Reconnect".
    await openCaseInformation(mediator);
    await mediator.getByRole('button', { name: 'Remove Noa Levi' }).click();
    await mediator
      .getByRole('alertdialog', { name: 'Remove from case' })
      .getByRole('button', { name: /^(Remove|Continue)$/ })
      .click();
    await expect(party.getByText('The mediator removed you from this case.')).toBeVisible();
    await expect(party.getByText('You are offline.')).toHaveCount(0);
    await expect(party.getByRole('button', { name: 'Reconnect' })).toHaveCount(0);
    // The room's news went with the room: no toast about the agreement stays over the notice.
    await expect(party.getByText(/The mediator added clause/)).toHaveCount(0);
    mkdirSync(SHOTS, { recursive: true });
    await party.screenshot({ path: `${SHOTS}/removed-party-${viewport.width}.png` });
    await party.getByRole('button', { name: 'Ask to join again' }).click();
    await expect(party).toHaveURL(/\/client-login/);
    await expect(party.getByRole('button', { name: 'Side A' })).toHaveAttribute('aria-pressed', 'true');
    await party.getByRole('button', { name: 'Side A' }).click();
    await expect(party.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await party.getByRole('button', { name: 'Next' }).click();
    await expect(party.getByRole('textbox', { name: 'First name' })).toHaveValue('Noa');
    await expect(party.getByRole('textbox', { name: 'Last name' })).toHaveValue('Levi');
    await party.getByRole('button', { name: 'Join' }).click();
    await admitInRoom(mediator, party, 'Noa Levi');

    // Exit, confirmed: the person leaves.
    await party.getByRole('button', { name: 'Exit' }).click();
    await party.getByRole('alertdialog', { name: 'Leave the case?' }).getByRole('button', { name: 'Leave' }).click();
    await expect(party).toHaveURL(/\/login$/);
  });
}

test('an invitation of a case not running waits, and joins once the mediator starts it', async ({ browser, request }) => {
  const account = await createMediator(request, 'Dana', 'Demo');
  const created = await createCase(request, account, 'Invited early');
  const email = uniqueEmail('invitee');
  const sent = await request.post('/api/session/send-invite-email/', {
    headers: { authorization: `JWT ${account.token}` },
    data: { case_id: created.id, email, side: 'B' },
  });
  expect(sent.status()).toBe(202);
  const link = ((await sent.json()) as { link: string }).link;
  const party = await newPerson(browser, PHONE);
  await party.goto(new URL(link).pathname + new URL(link).search);
  await party.getByRole('textbox', { name: 'First name' }).fill('Ira');
  await party.getByRole('textbox', { name: 'Last name' }).fill('Invitee');
  await party.getByRole('button', { name: /^Join as/ }).click();
  await expect(party.getByText('This case is not running right now. This page will let you in when the mediator starts it.')).toBeVisible();
  const started = await request.post('/api/session/set_case_full_id/', {
    headers: { authorization: `JWT ${account.token}` },
    data: { case_id: created.id, link_id: created.link },
  });
  expect(started.status()).toBe(200);
  await expect(party).toHaveURL(/\/User\/dashboard$/, { timeout: 20_000 });
});

test('the name typed to join is the name the case shows, also for an e-mail that joined before under another', async ({
  browser,
  request,
}) => {
  const account = await createMediator(request, 'Dana', 'Demo');
  const email = uniqueEmail('returning');
  // An earlier case, joined as "Noa Cohen", then ended.
  const earlier = await createCase(request, account, 'An earlier case', { start: true });
  const first = await newPerson(browser);
  await askToJoin(first, earlier.link, { side: 'A', email, first: 'Noa', last: 'Cohen' });
  await decideThroughApi(request, account, earlier.id, 'admit');
  await expect(first).toHaveURL(/\/User\/dashboard$/);
  const ended = await request.delete('/api/session/delete_case_full_id/', {
    headers: { authorization: `JWT ${account.token}` },
    data: { link_id: earlier.link },
  });
  expect(ended.status()).toBe(200);

  // This case: the same e-mail types "Noa Levi".
  const created = await createCase(request, account, 'Named as typed');
  const mediator = await newPerson(browser);
  await startFromDashboard(mediator, account, 'Named as typed');
  const party = await newPerson(browser);
  await askToJoin(party, created.link, { side: 'A', email, first: 'Noa', last: 'Levi' });
  await admitInRoom(mediator, party, 'Noa Levi');
  const composer = party.getByRole('textbox', { name: /^(Type a message|Message to everyone)$/ });
  await composer.fill('Hello, Noa here.');
  await composer.press('Enter');
  await expect(messageLog(mediator).getByRole('article', { name: /^Noa Levi/ })).toContainText('Hello, Noa here.');
  await expect(mediator.getByRole('listitem').filter({ hasText: 'Noa Levi' }).first()).toBeVisible();
  await expect(mediator.getByText('Noa Cohen')).toHaveCount(0);
});

test('"You have an active case" says what each choice does', async ({ browser, request }) => {
  const account = await createMediator(request, 'Dana', 'Demo');
  await createCase(request, account, 'Running one', { start: true });
  await createCase(request, account, 'Next one');
  const mediator = await newPerson(browser);
  await signIn(mediator, account.email, account.password, /\/Mediator\/dashboard$/);
  await mediator.getByRole('button', { name: /^Running one/ }).click();
  await mediator.getByRole('button', { name: 'Start' }).click();
  await expect(mediator).toHaveURL(/\/Mediator\/chat$/);
  await mediator.goto('/Mediator/dashboard');
  await mediator.getByRole('button', { name: /^Next one/ }).click();
  await mediator.getByRole('button', { name: 'Start' }).click();
  const dialog = mediator.getByRole('alertdialog', { name: 'You have an active case' });
  await expect(dialog.getByRole('button', { name: 'Go to the running case' })).toBeVisible();
  await dialog.getByRole('button', { name: 'End it and open this one' }).click();
  await expect(mediator).toHaveURL(/\/Mediator\/chat$/);
  await expect(mediator.getByRole('heading', { level: 1, name: 'Next one' })).toBeAttached();
});
