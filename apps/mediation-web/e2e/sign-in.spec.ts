import { expect, test } from '@playwright/test';
import { ADMIN, createMediator, signIn } from './helpers';

test.describe('sign-in', () => {
  test('blocks empty fields with the spec messages', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByRole('textbox', { name: 'Email' }).fill('x');
    await expect(page.getByText('Email is required')).toBeHidden();
  });

  test('refuses wrong credentials with the spec message', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email);
    await page.getByLabel('Password', { exact: false }).fill('not-the-password');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert')).toHaveText('No active account found with the given credentials');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('signs an admin and a mediator in to their dashboards, keeps them signed in across a reload, and signs out', async ({
    page,
    request,
  }) => {
    await signIn(page, ADMIN.email, ADMIN.password, /\/Admin\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Welcome Admin.' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome Admin.' })).toBeVisible();
    await expect(page).toHaveURL(/\/Admin\/dashboard$/);
    // The access token is never stored; the user is.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(stored).toContain(ADMIN.email);
    expect(stored).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);

    const mediator = await createMediator(request, 'Noa', 'Sign-in');
    await signIn(page, mediator.email, mediator.password, /\/Mediator\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Welcome Mediator.' })).toBeVisible();
    // A signed-in person who opens /login goes to their dashboard.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/Mediator\/dashboard$/);
  });
});

test.describe('the route guard', () => {
  test('sends visitors to /login and other roles to /unauthorised', async ({ page }) => {
    for (const path of ['/Mediator/dashboard', '/Admin/add-mediator', '/User/dashboard', '/', '/anything/else']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/login$/);
    }
    await signIn(page, ADMIN.email, ADMIN.password, /\/Admin\/dashboard$/);
    await page.goto('/Mediator/dashboard');
    await expect(page).toHaveURL(/\/unauthorised$/);
    await expect(page.getByText('Please contact the admin for further assistance.')).toBeVisible();
    await page.getByRole('link', { name: 'Back to login page' }).click();
    await expect(page).toHaveURL(/\/Admin\/dashboard$/);
    await page.goto('/unauthorized');
    await expect(page.getByRole('heading', { name: '401 Unauthorized' })).toBeVisible();
  });
});
