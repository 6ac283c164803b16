import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { askToJoin, createCase, createMediator, signIn, uniqueEmail, type CaseRef, type MediatorAccount } from './helpers';

export const messageLog = (page: Page) => page.getByRole('log', { name: 'Messages' });

/** Sends a message in the open group through the composer, and waits for it in the list. */
export async function sendMessage(page: Page, text: string) {
  const composer = page.getByRole('textbox', { name: /message to /i });
  await composer.fill(text);
  await composer.press('Enter');
  await expect(messageLog(page)).toContainText(text);
}

export interface RoomWithParties {
  mediator: Page;
  account: MediatorAccount;
  created: CaseRef;
  a: Page;
  b: Page;
}

export interface RoomSetupOptions {
  /** Called with each person's browser context before its page opens (init scripts, a proxy's routes). */
  prepare?: (context: BrowserContext, who: 'M' | 'A' | 'B') => Promise<void>;
  /** Options of each person's browser context (a proxy, for example). */
  contextOptions?: (who: 'M' | 'A' | 'B') => Parameters<Browser['newContext']>[0];
}

/** A new browser context for one person, prepared as the test asks, at 1280×800. */
async function personContext(browser: Browser, who: 'M' | 'A' | 'B', options: RoomSetupOptions): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options.contextOptions?.(who) });
  await options.prepare?.(context, who);
  return context;
}

/**
 * A running case as the mediator sees it (signed in, the room open at 1280×800) with Dana Demo as the
 * mediator and two parties admitted from the waiting room, each in their own browser.
 */
export async function openRoomWithParties(browser: Browser, title: string, options: RoomSetupOptions = {}): Promise<RoomWithParties> {
  const request = (await browser.newContext()).request;
  const account = await createMediator(request, 'Dana', 'Demo');
  const created = await createCase(request, account, title);
  const mediator = await (await personContext(browser, 'M', options)).newPage();
  await signIn(mediator, account.email, account.password, /\/Mediator\/dashboard$/);
  await mediator.getByRole('button', { name: new RegExp(`^${title}`) }).click();
  await mediator.getByRole('button', { name: 'Start' }).click();
  await expect(mediator).toHaveURL(/\/Mediator\/chat$/);
  await expect(messageLog(mediator)).toBeVisible();
  const parties: Page[] = [];
  for (const person of [
    { side: 'A' as const, first: 'Noa', last: 'Levi' },
    { side: 'B' as const, first: 'Yossi', last: 'Mor' },
  ]) {
    const page = await (await personContext(browser, person.side, options)).newPage();
    await askToJoin(page, created.link, { ...person, email: uniqueEmail(person.first.toLowerCase()) });
    await mediator.getByRole('button', { name: `Admit ${person.first} ${person.last}` }).click();
    await expect(page).toHaveURL(/\/User\/dashboard$/);
    await expect(messageLog(page)).toBeVisible();
    parties.push(page);
  }
  return { mediator, account, created, a: parties[0]!, b: parties[1]! };
}
