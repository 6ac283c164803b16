import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { appStory } from '../../stories/AppStory';
import { onRoute, pending, refuse, respond } from '../../stories/handlers';

const meta = { title: 'App/Party entry/Invitation' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const route = '/client-login?invite=story-invitation-token-0123456789';
const preview = onRoute('invitePreview', () =>
  respond('invitePreview', {
    case_title: 'The fence between numbers 4 and 6',
    mediator_name: 'Dana Demo',
    side: 'A',
    email: 'noa@example.com',
    name: 'Noa Levi',
    needs_name: false,
    expires_at: '2026-03-09T09:30:00.000Z',
  }),
);

/** /client-login?invite=: who invites, to which case and side; one press enters without waiting. */
export const Filled: Story = {
  ...appStory({ route, handlers: [preview] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Your invitation' })).toBeVisible();
    await expect(await canvas.findByText('The fence between numbers 4 and 6')).toBeVisible();
  },
};

export const Loading: Story = {
  ...appStory({ route, handlers: [pending('invitePreview')] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toBeVisible();
  },
};

/** A used or expired invitation says why it cannot be used. */
export const Unusable: Story = {
  ...appStory({ route, handlers: [onRoute('invitePreview', () => refuse('invitePreview', 410, 'This invitation has expired.'))] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This invitation cannot be used');
  },
};
