import { expect, test } from '@playwright/test';

test('the app draws its text in the typeface it ships, from its own origin', async ({ page, baseURL }) => {
  const fonts: { url: string; status: number; type: string | undefined }[] = [];
  page.on('response', (response) => {
    if (/\.(woff2?|ttf|otf)(\?|$)/.test(response.url()))
      fonts.push({ url: response.url(), status: response.status(), type: response.headers()['content-type'] });
  });
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Refused to load/.test(message.text())) refused.push(message.text());
  });

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  const faces = await page.evaluate(async () => {
    await document.fonts.ready;
    return {
      heading: getComputedStyle(document.querySelector('h1')!).fontFamily,
      loaded: [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/["']/g, '')),
      drawn: document.fonts.check("16px 'Rubik Variable'", 'Sign in'),
    };
  });

  expect(faces.heading).toMatch(/^"?Rubik Variable"?,/);
  expect(faces.loaded).toContain('Rubik Variable');
  expect(faces.drawn).toBe(true);
  // The Latin subset, and the Hebrew one for the language choice's "עברית" (each language is named in
  // itself); nothing else, and nothing from elsewhere.
  expect(fonts.map(({ url }) => new URL(url).pathname.replace(/-[\w-]{8}\.woff2$/, '.woff2')).sort()).toEqual([
    '/assets/rubik-hebrew-wght-normal.woff2',
    '/assets/rubik-latin-wght-normal.woff2',
  ]);
  for (const font of fonts) {
    expect(new URL(font.url).origin).toBe(new URL(baseURL!).origin);
    expect(font.status).toBe(200);
    expect(font.type).toBe('font/woff2');
  }
  expect(refused).toEqual([]);
});
