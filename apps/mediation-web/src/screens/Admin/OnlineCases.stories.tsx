import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { INSIGHT_PATHS, onlineCasesResponseSchema } from '@mediation/protocol/rest';
import { expect } from 'storybook/test';
import { appStory } from '../../stories/AppStory';
import { ADMIN } from '../../stories/fixtures';
import { api, broken, json, pending } from '../../stories/handlers';

const meta = { title: 'App/Admin/Online cases' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const route = '/Admin/online';

/** The cases running now, their mediator and who is connected. */
export const Filled: Story = {
  ...appStory({ route, user: ADMIN }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'Cases running now' })).toBeVisible();
    await expect(canvas.getAllByText('The fence between numbers 4 and 6')[0]).toBeVisible();
  },
};

export const Loading: Story = {
  ...appStory({ route, user: ADMIN, handlers: [pending('get', INSIGHT_PATHS.onlineCases)] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading online cases…');
  },
};

export const Empty: Story = {
  ...appStory({ route, user: ADMIN, handlers: [http.get(api(INSIGHT_PATHS.onlineCases), () => json(onlineCasesResponseSchema, []))] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No case is running now' })).toBeVisible();
  },
};

export const Error: Story = {
  ...appStory({ route, user: ADMIN, handlers: [broken('get', INSIGHT_PATHS.onlineCases)] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'The online cases could not be loaded' })).toBeVisible();
  },
};
