import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { areaOptions } from '../internal/fixtures';
import { MultiSelectField } from './MultiSelectField';

const meta = {
  title: 'UI/MultiSelectField',
  component: MultiSelectField,
  args: { label: 'Areas', options: areaOptions, onValueChange: fn() },
  argTypes: { label: { control: 'text' }, error: { control: 'text' }, options: { control: false } },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof MultiSelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: 'Areas' });
    await expect(group).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Business' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Family' }));
    // The value follows the options' order, not the click order.
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['Family', 'Business']);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Family' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['Business']);
  },
};

export const Playground: Story = { args: { defaultValue: ['Friends', 'Politics'], hint: 'Pick every area you mediate in.' } };

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Family' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Family' })).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['Family', 'Friends']);
  },
};

export const WithError: Story = {
  args: { isRequired: true, error: 'Choose at least one area' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: /Areas/ })).toHaveAccessibleDescription('Choose at least one area');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: ['Business'] } };

export const RightToLeft: Story = {
  args: {
    label: 'תחומים',
    options: [
      { value: 'Family', label: 'משפחה' },
      { value: 'Business', label: 'עסקים' },
      { value: 'Neighbors', label: 'שכנים' },
    ],
    defaultValue: ['Business'],
  },
  globals: { dir: 'rtl' },
};

export const MobileWidth: Story = {
  args: { defaultValue: ['Education'] },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};
