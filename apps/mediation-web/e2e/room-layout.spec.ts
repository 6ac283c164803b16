import { expect, test, type Page } from '@playwright/test';
import { overlaps, visibleBox } from './geometry';
import { messageLog, openRoomWithParties, sendMessage } from './roomSetup';

/**
 * The room made for the work, measured in Chromium at 1280×800 by bounding boxes: the
 * conversation keeps its width while the guided negotiation runs, no panel covers the messages or another
 * panel, the page itself never scrolls, and the party's room has its own header.
 */
test.describe.configure({ timeout: 180_000 });

async function pageScrolls(page: Page) {
  return page.evaluate(() => ({
    scrollHeight: document.documentElement.scrollHeight,
    clientHeight: document.documentElement.clientHeight,
  }));
}

test("the mediator's room: the conversation keeps 600 px beside the docked guide, panels never overlap, the page never scrolls", async ({
  browser,
}) => {
  const { mediator, a, created } = await openRoomWithParties(browser, 'Fence between the gardens');
  await sendMessage(a, 'The fence has stood there for twenty years.');

  // The waiting room is one line: a badge "0 waiting" in the room's header that opens when pressed.
  const waiting = mediator.getByRole('region', { name: 'Waiting room' });
  const badge = waiting.getByRole('button', { name: '0 waiting' });
  await expect(badge).toHaveAttribute('aria-expanded', 'false');
  expect((await waiting.boundingBox())!.height, 'the waiting room takes one line').toBeLessThanOrEqual(48);
  await expect(waiting.getByText(/^Nobody is waiting/)).toHaveCount(0);
  await badge.click();
  await expect(badge).toHaveAttribute('aria-expanded', 'true');
  await expect(waiting.getByText(/^Nobody is waiting/)).toBeVisible();
  await badge.click();
  await expect(badge).toHaveAttribute('aria-expanded', 'false');

  // The case code in the header, copied by "Copy code".
  await mediator.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await expect(mediator.getByText(created.link, { exact: true })).toBeVisible();
  await mediator.getByRole('button', { name: 'Copy code' }).click();
  expect(await mediator.evaluate(() => navigator.clipboard.readText())).toBe(created.link);
  // And in the share dialog, large, with "Copy code" beside "Copy link".
  await mediator.evaluate(() => navigator.clipboard.writeText(''));
  await mediator.getByRole('button', { name: 'Share' }).click();
  const share = mediator.getByRole('dialog', { name: 'Share case' });
  await expect(share.getByText(created.link, { exact: true })).toBeVisible();
  await share.getByRole('button', { name: 'Copy code' }).click();
  await expect(share.getByRole('status')).toHaveText('Code copied to clipboard');
  expect(await mediator.evaluate(() => navigator.clipboard.readText())).toBe(created.link);
  await expect(share.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await mediator.keyboard.press('Escape');
  await expect(share).toBeHidden();

  // Two notes: the notes list and the participants each keep their own box.
  await mediator.getByRole('button', { name: 'Notes' }).click();
  for (const note of [
    'A worries about the old trees along the fence line, which may be cut down.',
    'B has a surveyor report dated 2019.',
  ]) {
    await mediator.getByRole('textbox', { name: 'Note' }).fill(note);
    await mediator.getByRole('button', { name: 'Add note' }).click();
    await expect(mediator.getByText(note)).toBeAttached();
  }
  const notes = mediator.getByRole('region', { name: 'Notes' });
  const participants = mediator.getByRole('region', { name: 'Participants' });
  const notesBox = await visibleBox(notes);
  const participantsBox = await visibleBox(participants);
  expect(notesBox.height).toBeGreaterThan(0);
  expect(overlaps(notesBox, participantsBox), `notes ${JSON.stringify(notesBox)} and participants ${JSON.stringify(participantsBox)}`).toBe(
    false,
  );
  // A note wraps at the column's width, not at a hundred pixels.
  const noteText = mediator.getByText('A worries about the old trees', { exact: false });
  const column = await visibleBox(notes);
  expect((await noteText.boundingBox())!.width).toBeGreaterThan(column.width * 0.7);

  // The guided negotiation runs, docked and expanded.
  const toggle = mediator.getByRole('button', { name: 'Guided negotiation' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await mediator.getByRole('button', { name: 'Start', exact: true }).click();
  const next = mediator.getByRole('button', { name: 'Next', exact: true });
  await next.click();
  await expect(messageLog(a)).toContainText(/rules/i);

  const log = messageLog(mediator);
  const guide = mediator.getByRole('region', { name: 'Guided negotiation' });
  const logBox = (await log.boundingBox())!;
  expect(logBox.width, 'the message column beside the running guide').toBeGreaterThanOrEqual(600);
  const guideBox = await visibleBox(guide);
  expect(overlaps(guideBox, logBox), `guide ${JSON.stringify(guideBox)} and messages ${JSON.stringify(logBox)}`).toBe(false);
  for (const part of await guide.locator('*').all()) {
    const box = await part.boundingBox();
    if (box && box.width > 0) expect(overlaps(box, logBox), 'an element of the guide over the messages').toBe(false);
  }
  // Next is in reach (pinned in the dock), and the mediator reads a reply while pressing it.
  await expect(next).toBeInViewport();
  await sendMessage(a, 'Agreed, I accept the rules.');
  await expect(log.getByText('Agreed, I accept the rules.')).toBeInViewport();
  await expect(next).toBeInViewport();

  // Below 1100 px of room the side bar gives way to group tabs above the conversation.
  await expect(mediator.getByRole('complementary', { name: 'Case room' })).toHaveCount(0);
  const tabs = (await mediator.getByRole('tablist', { name: 'Groups' }).boundingBox())!;
  expect(tabs.y).toBeLessThan(logBox.y);

  // The page itself never scrolls: each column scrolls on its own.
  const page = await pageScrolls(mediator);
  expect(page.scrollHeight, 'the page does not scroll').toBe(page.clientHeight);

  // The progress line under the header is thin.
  const progress = (await mediator.getByRole('tabpanel').getByRole('progressbar').first().boundingBox())!;
  expect(progress.height).toBeLessThanOrEqual(2);
});

test("the party's room has a header: the case title, the side and the mediator, and Exit one tap away on a phone", async ({ browser }) => {
  const { a } = await openRoomWithParties(browser, 'Shared driveway');
  await expect(a.getByRole('heading', { level: 1, name: 'Shared driveway' })).toBeVisible();
  await expect(a.getByText('Side A · mediator Dana Demo', { exact: true })).toBeVisible();
  const page = await pageScrolls(a);
  expect(page.scrollHeight, 'the page does not scroll').toBe(page.clientHeight);
  await a.setViewportSize({ width: 375, height: 812 });
  await expect(a.getByRole('heading', { level: 1, name: 'Shared driveway' })).toBeInViewport();
  const exit = a.getByRole('button', { name: 'Exit' });
  await expect(exit).toBeInViewport();
  await exit.click();
  // Leaving asks first: coming back needs the mediator to admit the party again.
  await a.getByRole('alertdialog', { name: 'Leave the case?' }).getByRole('button', { name: 'Leave' }).click();
  await expect(a).toHaveURL(/\/login$/);
});

test('opening a group with unread messages starts at the first unread under "New messages"', async ({ browser }) => {
  const { mediator, a } = await openRoomWithParties(browser, 'Noise at night');
  const groupTab = (page: Page, name: 'M' | 'A') =>
    page.getByRole('tablist', { name: 'Groups' }).getByRole('tab', { name: new RegExp(`^${name}\\b`) });
  // Party A writes in its own group (with the mediator), more than fits in the view.
  await groupTab(a, 'A').click();
  const lines = Array.from(
    { length: 14 },
    (_, index) => `Private note number ${index + 1} about the noise after midnight, which wakes the children.`,
  );
  for (const line of lines) await sendMessage(a, line);
  await expect(groupTab(mediator, 'A')).toHaveAccessibleName(/14 unread/);
  await groupTab(mediator, 'A').click();
  const log = messageLog(mediator);
  const divider = log.getByRole('separator', { name: 'New messages' });
  await expect(divider).toBeInViewport();
  await expect(log.getByText(lines[0]!)).toBeInViewport();
  await expect(log.getByText(lines.at(-1)!)).not.toBeInViewport();

  // Switched away and back, a group read before opens at its first new message.
  await groupTab(mediator, 'M').click();
  await sendMessage(a, 'One more thing since you last looked.');
  await expect(groupTab(mediator, 'A')).toHaveAccessibleName(/1 unread/);
  await groupTab(mediator, 'A').click();
  await expect(log.getByRole('separator', { name: 'New messages' })).toBeInViewport();
  await expect(log.getByText('One more thing since you last looked.')).toBeInViewport();
});
