import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Menu } from './Menu';

const start = fn();
const info = fn();
const close = fn();

const meta = {
  title: 'UI/Menu',
  component: Menu,
  args: {
    trigger: <Button variant="secondary">Actions</Button>,
    items: [
      { label: 'Start', onSelect: start },
      { label: 'Info', onSelect: info },
      { label: 'Export', disabled: true },
      { label: 'Close Case', onSelect: close, isDestructive: true },
    ],
    onOpenChange: fn(),
  },
  argTypes: { trigger: { control: false } },
  beforeEach: () => {
    start.mockClear();
    info.mockClear();
    close.mockClear();
  },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Actions' });
    await userEvent.click(trigger);
    // The menu is named by its button.
    await expect(await screen.findByRole('menu', { name: 'Actions' })).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Info' }));
    await expect(info).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

export const Playground: Story = { args: { defaultOpen: true, placement: 'bottom-end' } };

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Start' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Info' })).toHaveFocus());
    // The disabled item is skipped.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Close Case' })).toHaveFocus());
    // Arrow keys wrap around.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Start' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Actions' })).toHaveFocus());
  },
};

export const TypeaheadAndEnter: Story = {
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('c');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Close Case' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(close).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const RightToLeft: Story = {
  args: {
    defaultOpen: true,
    trigger: <Button variant="secondary">פעולות</Button>,
    items: [{ label: 'התחלה' }, { label: 'מידע' }, { label: 'סגירת תיק', isDestructive: true }],
  },
  globals: { dir: 'rtl' },
};
