import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { appStory } from '../../stories/AppStory';
import { ADMIN, emptyAdminStatistics } from '../../stories/fixtures';
import { broken, onRoute, pending, respond } from '../../stories/handlers';

const meta = { title: 'App/Admin/Statistics' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const route = '/Admin/statistics';

/** Charts of cases per week, messages per case and agreements signed, each beside its table; then the figures. */
export const Filled: Story = {
  ...appStory({ route, user: ADMIN, height: 1800 }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Cases per week' })).toBeVisible();
    for (const chart of ['Cases per week', 'Messages per case', 'Agreements signed per week']) {
      await expect(canvas.getByRole('table', { name: chart })).toBeVisible();
    }
    await expect(canvas.getAllByRole('rowheader', { name: 'Week of Mar 2, 2026' })[0]).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Cases' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Settlement agreements' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Cases by category' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  ...appStory({ route, user: ADMIN, handlers: [pending('adminStatistics')] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading statistics…');
  },
};

/** A new platform: every figure is 0 and the category table says there are no cases yet. */
export const Empty: Story = {
  ...appStory({
    route,
    user: ADMIN,
    height: 1800,
    handlers: [onRoute('adminStatistics', () => respond('adminStatistics', emptyAdminStatistics))],
  }),
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByText('No cases yet.'))[0]).toBeVisible();
  },
};

export const Error: Story = {
  ...appStory({ route, user: ADMIN, handlers: [broken('adminStatistics')] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'The statistics could not be loaded' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
