import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { createMediator, signIn } from './helpers';

/**
 * Another site (here: another port of the same host, which browsers count as the same site, so even a
 * SameSite=Strict cookie goes along) posts forms to the cookie routes. The session survives.
 */
test.describe('cross-site requests', () => {
  let attacker: Server;
  let attackerOrigin = '';
  let target = '';

  test.beforeAll(async ({ baseURL }) => {
    target = baseURL!;
    attacker = createServer((request, response) => {
      const route = new URL(request.url ?? '/', 'http://x').searchParams.get('to') ?? '/api/core/auth/logout/';
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><html><body>
        <form id="f" method="post" enctype="text/plain" action="${target}${route}"><input name="a" value="b"></form>
        <script>window.addEventListener('load', () => document.getElementById('f').submit());</script>
      </body></html>`);
    });
    await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
    attackerOrigin = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;
  });

  test.afterAll(async () => {
    await new Promise((resolve) => attacker.close(resolve));
  });

  test("another site's text/plain forms to logout and refresh do not sign the mediator out", async ({ page, request, context }) => {
    const mediator = await createMediator(request, 'Noa', 'Cross-site');
    await signIn(page, mediator.email, mediator.password, /\/Mediator\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Welcome Mediator.' })).toBeVisible();

    for (const route of ['/api/core/auth/logout/', '/api/core/auth/token/refresh/']) {
      // A page of its own for each form: the form's own navigation to the answer must not cut into the next visit.
      const evil = await context.newPage();
      const posted = evil.waitForResponse((response) => response.url() === `${target}${route}`);
      await evil.goto(`${attackerOrigin}/?to=${encodeURIComponent(route)}`, { waitUntil: 'commit' });
      const answer = await posted;
      expect(answer.status(), route).toBeGreaterThanOrEqual(400);
      expect(answer.headers()['set-cookie'], route).toBeUndefined();
      await evil.close();
    }

    // Still signed in: a reload refreshes the token through the cookie and the dashboard loads.
    await page.reload();
    await expect(page).toHaveURL(/\/Mediator\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Welcome Mediator.' })).toBeVisible();
  });
});
