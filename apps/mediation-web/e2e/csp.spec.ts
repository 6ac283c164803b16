import { expect, test, type Page } from '@playwright/test';

/** What a WebSocket opened from the page did: opened, or was refused by the page's content security policy. */
async function openSocket(page: Page, url: string) {
  return page.evaluate(
    (target) =>
      new Promise<string>((resolve) => {
        const onViolation = (event: SecurityPolicyViolationEvent) => {
          if (event.effectiveDirective === 'connect-src') resolve(`blocked by ${event.effectiveDirective}`);
        };
        document.addEventListener('securitypolicyviolation', onViolation);
        try {
          const socket = new WebSocket(target);
          socket.onopen = () => {
            socket.close();
            resolve('open');
          };
          socket.onerror = () => setTimeout(() => resolve('error'), 500);
        } catch (error) {
          resolve(`threw ${String(error)}`);
        }
      }),
    url,
  );
}

test('the page may open the socket on its own origin and nowhere else', async ({ page, baseURL }) => {
  await page.goto('/login');
  const own = new URL('/socket.io/?EIO=4&transport=websocket', baseURL);
  own.protocol = 'ws:';
  expect(await openSocket(page, own.href)).toBe('open');
  expect(await openSocket(page, 'ws://example.invalid/socket.io/?EIO=4&transport=websocket')).toBe('blocked by connect-src');
});
