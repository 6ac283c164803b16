import { expect, test } from '@playwright/test';
import { createMediator, signIn } from './helpers';

test('the mediator creates, starts, ends, closes and deletes a case', async ({ page, request }) => {
  const mediator = await createMediator(request, 'Dana', 'Cases');
  await signIn(page, mediator.email, mediator.password, /\/Mediator\/dashboard$/);
  await expect(page.getByRole('tab', { name: 'Opened Cases' })).toHaveAttribute('aria-selected', 'true');

  // Create two cases.
  for (const title of ['Garden fence', 'Shop partners']) {
    await page.getByRole('button', { name: 'Create new case' }).first().click();
    await expect(page).toHaveURL(/\/Mediator\/new-case$/);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Title is required')).toBeVisible();
    await expect(page.getByText('Category must be selected')).toBeVisible();
    await page.getByRole('textbox', { name: /^Case Title/ }).fill(title);
    await page.getByRole('combobox', { name: /^Category/ }).selectOption('Neighbors');
    await page.getByRole('textbox', { name: 'Problem brief' }).fill(`About ${title}.`);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/Mediator\/dashboard$/);
    await expect(page.getByRole('button', { name: new RegExp(`^${title}`) })).toBeVisible();
  }

  // In the room the side menu is folded into "Menu": "Back" is found there.
  const backFromRoom = async () => {
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Back', exact: true }).click();
  };

  // Start the first: the chat opens with its waiting room, the top bar shows it.
  await page.getByRole('button', { name: /^Garden fence/ }).click();
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page).toHaveURL(/\/Mediator\/chat$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Garden fence' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Waiting room' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Garden fence');

  // Starting the second asks first, then ends the first.
  await backFromRoom();
  await page.getByRole('button', { name: /^Shop partners/ }).click();
  await page.getByRole('button', { name: 'Start' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'You have an active case' });
  await expect(confirm).toContainText('Another case is running. Go to it, or end it');
  // "Go to the running case" goes back to it, still running.
  await confirm.getByRole('button', { name: 'Go to the running case' }).click();
  await expect(page).toHaveURL(/\/Mediator\/chat$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Garden fence' })).toBeAttached();
  await backFromRoom();
  await page.getByRole('button', { name: /^Shop partners/ }).click();
  await page.getByRole('button', { name: 'Start' }).click();
  await page
    .getByRole('alertdialog', { name: 'You have an active case' })
    .getByRole('button', { name: 'End it and open this one' })
    .click();
  await expect(page).toHaveURL(/\/Mediator\/chat$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shop partners' })).toBeVisible();

  // End it from the top bar.
  await page.getByRole('button', { name: 'End case' }).click();
  const end = page.getByRole('alertdialog', { name: 'End case' });
  await expect(end).toContainText('Ending the case will resolve the case and force all parties to leave the case.');
  await end.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/Mediator\/dashboard$/);
  await expect(page.getByRole('button', { name: 'End case' })).toHaveCount(0);

  // Close the first case, then delete it from the closed cases.
  await page.getByRole('button', { name: /^Garden fence/ }).click();
  await page.getByRole('button', { name: 'Close Case' }).click();
  const close = page.getByRole('alertdialog', { name: 'Close case' });
  await expect(close).toContainText('Closing the case will resolve the case and you will not be able to access it again.');
  await close.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('button', { name: /^Garden fence/ })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Closed Cases' }).click();
  await page.getByRole('button', { name: /^Garden fence/ }).click();
  await page.getByRole('button', { name: 'Info' }).click();
  await expect(page).toHaveURL(/\/Mediator\/case\//);
  await expect(page.getByRole('tab', { name: 'Statistics' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('All messages')).toBeVisible();
  await page.getByRole('tab', { name: 'Messages' }).click();
  await expect(page.getByText('No messages yet.')).toBeVisible();
  await page.goBack();
  await page.getByRole('tab', { name: 'Closed Cases' }).click();
  await page.getByRole('button', { name: /^Garden fence/ }).click();
  await page.getByRole('button', { name: 'Delete Case' }).click();
  const remove = page.getByRole('alertdialog', { name: 'Delete case' });
  await expect(remove).toContainText('Deleting the case will remove the case from the list and remove all the data');
  await remove.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('button', { name: /^Garden fence/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'No closed cases' })).toBeVisible();
});
