import { expect, test, type Locator, type Page } from '@playwright/test';
import { overlaps, visibleBox, type Box } from './geometry';
import { messageLog, openRoomWithParties, sendMessage } from './roomSetup';

/**
 * The mediator's cockpit at 1280×800 (and the party's room at 375×812), measured in Chromium: the room has
 * the whole width, the info column's edge moves with the keyboard and is remembered, a tool opens wide,
 * nothing covers the guide's card or its text boxes, three clauses show at once, a new note and a change
 * request come into view, toasts never lie over a control, and every place one writes says who reads it.
 */
test.describe.configure({ timeout: 240_000 });

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, 'the element has a box').not.toBeNull();
  return found!;
}

/** The whole element is seen: nothing of it is scrolled or clipped away. */
async function expectWhollyVisible(locator: Locator, what: string) {
  const whole = await box(locator);
  const seen = await visibleBox(locator);
  expect(seen.height, `${what}: all of its height is in view`).toBeGreaterThanOrEqual(whole.height - 1);
  expect(seen.width, `${what}: all of its width is in view`).toBeGreaterThanOrEqual(whole.width - 1);
}

/** Points spread over the part of an element in view (a scrolled box's hidden part is not covered, only scrolled); `elementFromPoint` at each must be the element or inside it. */
async function expectNothingCovers(locator: Locator, what: string) {
  const visible = await visibleBox(locator);
  const covered = await locator.evaluate((element, rect) => {
    const misses: string[] = [];
    for (const fx of [0.05, 0.5, 0.95]) {
      for (const fy of [0.1, 0.5, 0.9]) {
        const x = rect.x + rect.width * fx;
        const y = rect.y + rect.height * fy;
        const hit = document.elementFromPoint(x, y);
        if (!hit || !(hit === element || element.contains(hit)))
          misses.push(`${Math.round(x)},${Math.round(y)}: ${hit?.outerHTML.slice(0, 80)}`);
      }
    }
    return misses;
  }, visible);
  expect(covered, `${what}: nothing lies over it`).toEqual([]);
}

/** Waits for a toast (the pointer away, since a toast pauses under it) and returns its box. */
async function toastBox(page: Page, text: string | RegExp): Promise<Box> {
  await page.mouse.move(1, 1);
  const toast = page.getByRole('status').filter({ hasText: text }).first();
  await expect(toast).toBeVisible({ timeout: 20_000 });
  return box(toast);
}

async function expectNoOverlap(toast: Box, controls: Record<string, Locator>) {
  for (const [name, control] of Object.entries(controls)) {
    const controlBox = await box(control);
    expect(overlaps(toast, controlBox), `the toast ${JSON.stringify(toast)} over ${name} ${JSON.stringify(controlBox)}`).toBe(false);
  }
}

const infoWidth = async (page: Page) => (await box(page.locator('[data-part="info-column"]'))).width;

test("the mediator's cockpit: whole width, resizable column, wide tools, guide, agreement, notes and toasts", async ({ browser }) => {
  const { mediator, a, b } = await openRoomWithParties(browser, 'Hedge along the boundary');
  await sendMessage(a, 'The hedge has grown over the path.');

  // The app's side menu folds into "Menu": the room starts at the window's edge.
  await expect(mediator.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  const log = messageLog(mediator);
  expect((await box(log)).x, 'the messages start near the window edge').toBeLessThan(40);
  await mediator.getByRole('button', { name: 'Menu', exact: true }).click();
  const menu = mediator.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Settings' })).toBeVisible();
  await mediator.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  // Where am I writing? The tabs carry words; the composer and the header name who reads.
  const tabs = mediator.getByRole('tablist', { name: 'Groups' });
  await expect(tabs.getByRole('tab', { name: 'M — Joint' })).toHaveText(/Joint/);
  await expect(tabs.getByRole('tab', { name: /^A — Side A/ })).toHaveText(/Side A/);
  await expect(tabs.getByRole('tab', { name: /^B — Side B/ })).toHaveText(/Side B/);
  const board = mediator.getByRole('tabpanel');
  await expect(mediator.getByRole('textbox', { name: 'Message to everyone' })).toHaveAttribute('placeholder', 'Message to everyone');
  await expect(board.getByText('Private', { exact: true })).toHaveCount(0);
  await tabs.getByRole('tab', { name: /^A — Side A/ }).click();
  await expect(mediator.getByRole('textbox', { name: 'Private message to side A' })).toHaveAttribute(
    'placeholder',
    'Private message to side A',
  );
  await expect(board.getByText('Private', { exact: true })).toBeVisible();
  await tabs.getByRole('tab', { name: /^B — Side B/ }).click();
  await expect(mediator.getByRole('textbox', { name: 'Private message to side B' })).toBeVisible();
  await tabs.getByRole('tab', { name: 'M — Joint' }).click();

  // The column's edge: arrow keys widen and narrow it, between 280 px and half the window.
  const edge = mediator.getByRole('separator', { name: 'Resize panel' });
  await edge.focus();
  const before = await infoWidth(mediator);
  await mediator.keyboard.press('ArrowLeft');
  await expect.poll(() => infoWidth(mediator)).toBeGreaterThan(before + 5);
  for (let press = 0; press < 30; press += 1) await mediator.keyboard.press('ArrowLeft');
  expect(await infoWidth(mediator), 'at most half the window').toBeLessThanOrEqual(640 + 1);
  expect(await infoWidth(mediator)).toBeGreaterThan(600);
  for (let press = 0; press < 40; press += 1) await mediator.keyboard.press('ArrowRight');
  expect(await infoWidth(mediator), 'at least 280 px').toBeGreaterThanOrEqual(280 - 1);
  expect(await infoWidth(mediator)).toBeLessThan(300);
  for (let press = 0; press < 4; press += 1) await mediator.keyboard.press('ArrowLeft');
  // The layout may settle a frame after the edge reports its value: wait for the column's box.
  await expect.poll(() => infoWidth(mediator)).toBeGreaterThan(320);
  const chosen = await infoWidth(mediator);
  // Remembered for this person after a reload.
  await mediator.reload();
  await expect(log).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => infoWidth(mediator)).toBeGreaterThan(chosen - 2);
  expect(await infoWidth(mediator)).toBeLessThan(chosen + 2);

  // Notes: a note just added comes into view and is announced.
  await mediator.getByRole('group', { name: 'Case panels' }).getByRole('button', { name: 'Notes' }).click();
  const notes = mediator.getByRole('region', { name: 'Notes' });
  for (let index = 1; index <= 6; index += 1) {
    const note = `Note ${index}: A wants the hedge cut to one metre before the summer holidays begin.`;
    await notes.getByRole('textbox', { name: 'Note' }).fill(note);
    await notes.getByRole('button', { name: 'Add note' }).click();
    await expect(notes.getByText(note)).toBeAttached();
    await expect(notes.getByRole('status')).toHaveText('Note added.');
    await expectWhollyVisible(notes.getByText(note), `note ${index}, just added`);
  }

  // A tool opened wide takes the column's height; the participants keep one line.
  const notesTools = notes;
  const participants = mediator.getByRole('region', { name: 'Participants' });
  const notesHeight = (await visibleBox(notes)).height;
  await notesTools.getByRole('button', { name: 'Open wide' }).click();
  await expect(notesTools.getByRole('button', { name: 'Close wide' })).toBeVisible();
  expect((await box(participants)).height, 'the participants on one line').toBeLessThanOrEqual(32);
  await expect(participants).toContainText('Noa Levi');
  expect((await visibleBox(notes)).height).toBeGreaterThan(notesHeight);
  await notesTools.getByRole('button', { name: 'Close wide' }).click();
  await expect(participants.getByRole('heading', { name: 'Participants' })).toBeVisible();

  // Guided negotiation: no button over the Greeting box.
  const toggle = mediator.getByRole('button', { name: 'Guided negotiation' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const guide = mediator.getByRole('region', { name: 'Guided negotiation' });
  await guide.getByRole('button', { name: 'Start' }).click();
  const greeting = guide.getByRole('textbox', { name: 'Greeting' });
  await expect(greeting).toBeVisible();
  const next = guide.getByRole('button', { name: 'Next', exact: true });
  for (const button of await guide.getByRole('button').all()) {
    if (!(await button.isVisible())) continue;
    expect(overlaps(await visibleBox(button), await visibleBox(greeting)), `${await button.innerText()} over the Greeting box`).toBe(false);
  }
  await expectNothingCovers(greeting, 'the Greeting box');
  await next.click();

  // The initial positions: the hint says where they go, and both states show without scrolling.
  await expect(guide.getByText('Both sides will read each position in the joint group.')).toBeVisible();
  await expect(guide).not.toContainText('Each one answers privately');
  await next.click();
  const states = guide.getByRole('list', { name: 'Waiting for the initial positions' }).getByRole('listitem');
  await expect(states).toHaveCount(2);
  for (const item of await states.all()) await expectWhollyVisible(item, 'an initial position and its state');
  await expect(states.getByText('Waiting', { exact: true })).toHaveCount(2);
  await guide.getByRole('button', { name: 'Continue Anyway' }).click();

  // What Next is about to send (the process and instructions, then each card): its whole text in view,
  // nothing over it, also with the guide wide. The sent texts sit under the card's level-5 headings.
  const sentTexts = guide.getByRole('heading', { level: 5 }).locator('xpath=following-sibling::p[1]');
  const expectSentTextsSeen = async (what: string) => {
    for (const text of await sentTexts.all()) {
      await expectWhollyVisible(text, what);
      await expectNothingCovers(text, what);
    }
    await expect(next).toBeInViewport();
  };
  await expect(guide.getByRole('heading', { name: 'Process and instructions' })).toBeVisible();
  await expect(sentTexts).toHaveCount(2);
  await expectSentTextsSeen('the process and instructions Next sends');
  await next.click();
  await expect(guide.getByRole('heading', { name: /^Stage 1 of 5/ })).toBeVisible();
  await expect(next).toBeEnabled();
  await expect(sentTexts).toHaveCount(1);
  await expectSentTextsSeen('the card text Next sends');
  await guide.getByRole('button', { name: 'Open wide' }).click();
  await expectSentTextsSeen('the card text, guide wide');
  await guide.getByRole('button', { name: 'Close wide' }).click();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  // Agreement: three clauses of two lines each, with the mediator's tools, at once, in a column the mediator
  // widened for the agreement (at 344 px a clause takes three lines, at 472 the panels' choice two).
  await edge.focus();
  for (let press = 0; press < 12; press += 1) await mediator.keyboard.press('ArrowLeft');
  await expect.poll(() => infoWidth(mediator)).toBeGreaterThan(530);
  await mediator.getByRole('group', { name: 'Case panels' }).getByRole('button', { name: 'Agreement' }).click();
  const agreement = mediator.getByRole('region', { name: 'Agreement' });
  const clauses = [
    'Side A cuts the hedge along the boundary to a height of one metre every spring, at its own cost.',
    'Side B lets side A onto its land for the cutting, on a day agreed a week before by message.',
    'Both sides share the cost of a gardener for the part of the hedge that grows over the path.',
    'Neither side plants anything new within half a metre of the boundary without asking the other.',
  ];
  for (const [index, clause] of clauses.entries()) {
    await agreement.getByRole('textbox', { name: 'Clause', exact: true }).fill(clause);
    await agreement.getByRole('button', { name: 'Add clause' }).click();
    await expect(agreement.getByRole('button', { name: `Edit clause ${index + 1}` })).toBeAttached();
  }
  const list = agreement.getByRole('list', { name: 'Clauses' });
  await list.evaluate((element) => element.closest('[data-part], div')?.scrollIntoView({ block: 'start' }));
  await agreement.getByRole('heading', { name: 'Clause 1' }).scrollIntoViewIfNeeded();
  for (const number of [1, 2, 3]) {
    const item = list.getByRole('listitem').filter({ has: mediator.getByRole('heading', { name: `Clause ${number}`, exact: true }) });
    const text = item.getByText(clauses[number - 1]!);
    const lineHeight = await text.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    expect((await box(text)).height, `clause ${number} takes two lines`).toBeGreaterThan(lineHeight * 1.5);
    await expectWhollyVisible(item, `clause ${number} with its tools`);
    await expect(item.getByRole('button', { name: `Edit clause ${number}` })).toBeVisible();
  }

  // A change request that arrives comes into view.
  await agreement.getByRole('button', { name: 'Add clause' }).scrollIntoViewIfNeeded();
  await expect(agreement.getByRole('heading', { name: 'Clause 1', exact: true })).not.toBeInViewport();
  await a.getByRole('group', { name: 'Case panels' }).getByRole('button', { name: 'Agreement' }).click();
  const partyPanel = a.getByRole('region', { name: 'Agreement' });
  await partyPanel.getByRole('button', { name: 'Request change to clause 1' }).click();
  await partyPanel.getByRole('textbox', { name: 'What should change' }).fill('Every second spring is enough.');
  await partyPanel.getByRole('button', { name: 'Send request' }).click();
  const request = list.getByText('Every second spring is enough.');
  await expect(request).toBeVisible();
  await expectWhollyVisible(request, 'the change request');

  // Toasts never cover a control: the tabs, the waiting room, the search, Send.
  await mediator.getByRole('group', { name: 'Case panels' }).getByRole('button', { name: 'Case information' }).click();
  await b.reload();
  const controls = {
    'the group tabs': tabs,
    'the waiting room': mediator.getByRole('region', { name: 'Waiting room' }),
    'the search': mediator.getByRole('searchbox', { name: 'Search messages' }),
    Send: mediator.getByRole('button', { name: 'Send', exact: true }),
    'the separator': edge,
  };
  await expectNoOverlap(await toastBox(mediator, /Yossi Mor (joined to|left the) chat/), controls);

  // Nor a dialog's buttons.
  await mediator.getByRole('button', { name: 'End case' }).click();
  const dialog = mediator.getByRole('alertdialog', { name: 'End case' });
  await expect(dialog).toBeVisible();
  await b.reload();
  const shown = await toastBox(mediator, /Yossi Mor (joined to|left the) chat/);
  await expectNoOverlap(shown, {
    Cancel: dialog.getByRole('button', { name: 'Cancel' }),
    'the confirm button': dialog.getByRole('button').last(),
  });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test("the party's room at 1280 and at 375 px: the tabs and the composer say who reads, and toasts leave the controls free", async ({
  browser,
}) => {
  const { mediator, a } = await openRoomWithParties(browser, 'Parking in front of the gate');
  for (const size of [
    { width: 1280, height: 800 },
    { width: 375, height: 812 },
  ]) {
    await a.setViewportSize(size);
    const tabs = a.getByRole('tablist', { name: 'Groups' });
    const everyone = tabs.getByRole('tab', { name: 'M — Everyone' });
    const own = tabs.getByRole('tab', { name: 'A — You and the mediator' });
    await expect(everyone).toHaveText(/Everyone/);
    await expect(own).toHaveText(/You and the mediator/);
    await expect(own).toBeInViewport();
    await everyone.click();
    await expect(a.getByRole('textbox', { name: 'Message to everyone' })).toHaveAttribute('placeholder', 'Message to everyone');
    await own.click();
    const composer = a.getByRole('textbox', { name: 'Private message to the mediator' });
    await expect(composer).toHaveAttribute('placeholder', 'Private message to the mediator');
    await expect(a.getByRole('tabpanel').getByText('Private', { exact: true })).toBeVisible();
    await everyone.click();

    // A like from the mediator toasts to the author; the toast leaves the tabs, the search and Send free.
    const text = `My car is parked where it always was (${size.width}).`;
    await sendMessage(a, text);
    const message = messageLog(mediator).getByRole('article').filter({ hasText: text });
    await message.hover();
    await message.getByRole('button', { name: 'Like' }).click();
    const toast = await toastBox(a, 'Dana Demo like message');
    await expectNoOverlap(toast, {
      'the group tabs': tabs,
      'the search': a.getByRole('searchbox', { name: 'Search messages' }),
      Send: a.getByRole('button', { name: 'Send', exact: true }),
      Exit: a.getByRole('button', { name: 'Exit' }),
    });
    await a.getByRole('status').filter({ hasText: 'Dana Demo like message' }).first().waitFor({ state: 'hidden', timeout: 20_000 });
  }
});
