import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { IconButton } from '../IconButton';
import { InfoIcon } from '../Icon';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  args: {
    content: 'Shuttle mode is on: parties cannot write to the mediator group',
    children: <IconButton aria-label="Shuttle mode" icon={<InfoIcon />} variant="secondary" />,
  },
  argTypes: { children: { control: false }, content: { control: 'text' } },
  decorators: [(Story) => <div style={{ padding: '48px 160px' }}>{Story()}</div>],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Shuttle mode' });
    await userEvent.hover(trigger);
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Shuttle mode is on');
    await expect(trigger).toHaveAccessibleDescription('Shuttle mode is on: parties cannot write to the mediator group');
    await userEvent.unhover(trigger);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

export const Playground: Story = { args: { placement: 'bottom', defaultOpen: true } };

export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Shuttle mode' })).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toBeVisible();
    // Escape hides it without moving focus.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Shuttle mode' })).toHaveFocus();
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const RightToLeft: Story = {
  args: {
    defaultOpen: true,
    placement: 'bottom-start',
    content: 'מצב שאטל פעיל',
    children: <IconButton aria-label="מצב שאטל" icon={<InfoIcon />} variant="secondary" />,
  },
  globals: { dir: 'rtl' },
};
