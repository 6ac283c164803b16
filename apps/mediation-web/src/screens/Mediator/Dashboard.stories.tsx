import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { appStory } from '../../stories/AppStory';
import { MEDIATOR, mediatorCases } from '../../stories/fixtures';
import { broken, onRoute, pending, respond } from '../../stories/handlers';
import { casePagesFrom } from '../../testing/casePages';

const meta = { title: 'App/Mediator/Dashboard' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const route = '/Mediator/dashboard';
/** The same cases, none started: no active case in the top bar. */
const notStarted = mediatorCases.map((item) => ({ ...item, is_started: false }));

/** /Mediator/dashboard: the open cases (the running one marked), the side menu and the active case on top. */
export const Filled: Story = {
  ...appStory({ route, user: MEDIATOR }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Welcome Mediator.' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: /Sharing the family business/ })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'End case' })).toBeVisible();
  },
};

/** Opening a case shows its brief and actions; Close Case asks first. */
export const CloseCaseDialog: Story = {
  ...appStory({
    route,
    user: MEDIATOR,
    handlers: [onRoute('mediatorCasePage', casePagesFrom(notStarted))],
  }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Sharing the family business/ }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Close Case' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Close case' });
    await expect(within(dialog).getByText(/Closing the case will resolve the case/)).toBeVisible();
  },
};

/** The closed cases' tab. */
export const ClosedCases: Story = {
  ...appStory({
    route,
    user: MEDIATOR,
    handlers: [onRoute('mediatorCasePage', casePagesFrom(notStarted))],
  }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Closed Cases' }));
    await expect(await canvas.findByRole('button', { name: /A school trip refund/ })).toBeVisible();
  },
};

export const Loading: Story = {
  ...appStory({ route, user: MEDIATOR, handlers: [pending('mediatorCasePage')] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading cases…')).toBeInTheDocument();
  },
};

/** A new mediator: no cases yet, and the way to create the first. */
export const Empty: Story = {
  ...appStory({
    route,
    user: MEDIATOR,
    handlers: [onRoute('mediatorCasePage', () => respond('mediatorCasePage', { items: [], next: null }))],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No open cases' })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent('Create a case, then start it to invite the parties.');
  },
};

export const Error: Story = {
  ...appStory({ route, user: MEDIATOR, handlers: [broken('mediatorCasePage')] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'The cases could not be loaded' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/**
 * A mediator of more cases than a page (pages of five here, fifty from the server): the first page of the open
 * ones, and the next on "Show more cases", with focus on the first case it added.
 */
const manyCases = Array.from({ length: 12 }, (_, index) => ({
  ...notStarted[1]!,
  id: `m4nycase${String(index).padStart(3, '0')}`,
  link: `M${String(index).padStart(5, '0')}`,
  title: `Case number ${12 - index}`,
}));

export const ManyCases: Story = {
  ...appStory({ route, user: MEDIATOR, handlers: [onRoute('mediatorCasePage', casePagesFrom(manyCases, { pageSize: 5 }))] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /^Case number 12\b/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Case number 3\b/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show more cases' }));
    await expect(await canvas.findByRole('button', { name: /^Case number 3\b/ })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Show more cases' })).toBeVisible();
    // Focus moves to the first case the page added.
    await waitFor(() => expect(canvas.getByRole('button', { name: /^Case number 7\b/ })).toHaveFocus());
  },
};
