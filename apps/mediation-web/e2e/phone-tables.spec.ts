import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { ADMIN, createCase, createMediator, signIn } from './helpers';

/**
 * Issue 19, §3: on a phone (375 px) no table column is narrower than 120 px. The admin's Mediators and
 * Cases running now and the case information page's messages turn into stacked rows (label and value),
 * stay tables for assistive technology, keep their caption full width, and the page never scrolls sideways.
 */
const PHONE = { width: 375, height: 812 };

/** Looks at one table at phone width: a screenshot of the page first (to look at), then the measures. */
async function expectFitsPhone(page: Page, table: Locator, testInfo: TestInfo, shot: string) {
  await expect(table).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath(`${shot}.png`), fullPage: true });
  const cells = [...(await table.getByRole('cell').all()), ...(await table.getByRole('rowheader').all())];
  expect(cells.length).toBeGreaterThan(0);
  for (const cell of cells) {
    const box = await cell.boundingBox();
    expect(box?.width ?? 0, `a cell of ${shot}: "${await cell.innerText()}"`).toBeGreaterThanOrEqual(120);
  }
  // Each value is read with its column's header: the headers stay in the table.
  expect(await table.getByRole('columnheader').count()).toBeGreaterThan(1);
  const caption = await table.locator('caption').boundingBox();
  expect(caption?.width ?? 0, `the caption of ${shot}`).toBeGreaterThan(250);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `sideways scroll on ${shot}`).toBeLessThanOrEqual(0);
}

test('the admin’s Mediators and Cases running now fit a 375 px phone as stacked rows', async ({ page, request }, testInfo) => {
  const mediator = await createMediator(request, 'Avigail', 'Ben-Yehuda-Rosenblum');
  await createCase(request, mediator, 'A case running while the admin looks on a phone', { start: true });
  await page.setViewportSize(PHONE);
  await signIn(page, ADMIN.email, ADMIN.password, /\/Admin\/dashboard$/);

  await page.getByRole('button', { name: 'Manage Accounts' }).click();
  const mediators = page.getByRole('table', { name: 'Mediators' });
  // Other tests add mediators too: the table shows its first page, with or without this one.
  await expect(mediators.getByRole('row').nth(1)).toBeVisible();
  await expectFitsPhone(page, mediators, testInfo, 'admin-mediators-375');

  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Online Cases' }).click();
  const online = page.getByRole('table', { name: 'Cases running now' });
  await expect(online.getByRole('row').nth(1)).toBeVisible();
  await expectFitsPhone(page, online, testInfo, 'admin-online-cases-375');
});

test('the case information page’s messages fit a 375 px phone as stacked rows', async ({ page, request }, testInfo) => {
  const mediator = await createMediator(request, 'Dana', 'Phone');
  const created = await createCase(request, mediator, 'Messages read on a phone', { start: true });
  await signIn(page, mediator.email, mediator.password, /\/Mediator\/dashboard$/);
  await page.getByRole('button', { name: /^Messages read on a phone/ }).click();
  await page.getByRole('button', { name: 'Start' }).click();
  const composer = page.getByRole('textbox', { name: /message to /i });
  const active = page.getByRole('alertdialog', { name: 'You have an active case' });
  await expect(composer.or(active)).toBeVisible();
  if (await active.isVisible()) await active.getByRole('button', { name: 'End it and open this one' }).click();
  for (const text of ['Welcome to both of you. Let us start with what matters most to each side.', 'שלום לשניכם, נתחיל במה שחשוב לכל צד']) {
    await composer.fill(text);
    await composer.press('Enter');
    await expect(page.getByRole('log', { name: 'Messages' }).getByText(text)).toBeVisible();
  }

  await page.setViewportSize(PHONE);
  await page.goto(`/Mediator/case/${created.id}`);
  await page.getByRole('tab', { name: 'Messages' }).click();
  const messages = page.getByRole('table', { name: 'Messages of this case' });
  await expect(messages.getByRole('row')).toHaveCount(3);
  await expectFitsPhone(page, messages, testInfo, 'case-info-375');
});
