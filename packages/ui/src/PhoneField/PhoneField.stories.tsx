import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { formatPhone, PhoneField } from './PhoneField';

const meta = {
  title: 'UI/PhoneField',
  component: PhoneField,
  args: { label: 'Phone', onValueChange: fn() },
  argTypes: { label: { control: 'text' }, error: { control: 'text' } },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const prefix = canvas.getByRole('combobox', { name: 'Country prefix' });
    // Israel first: the spec's form default.
    await expect(prefix).toHaveValue('+972');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone' }), '501234567');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ prefix: '+972', number: '501234567' });
    await userEvent.selectOptions(prefix, '+1');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ prefix: '+1', number: '501234567' });
    await expect(formatPhone({ prefix: '+1', number: '501234567' })).toBe('+1501234567');
  },
};

export const Playground: Story = { args: { defaultValue: { prefix: '+1', number: '2025550123' }, hint: 'Digits only.' } };

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('aria-required', 'true');
  },
};

export const WithError: Story = {
  args: { error: 'String must contain at least 8 character(s)', defaultValue: { prefix: '+972', number: '123' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription('String must contain at least 8 character(s)');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: { prefix: '+972', number: '501234567' } } };

export const RightToLeft: Story = {
  args: { label: 'טלפון', labels: { prefix: 'קידומת' }, defaultValue: { prefix: '+972', number: '501234567' } },
  globals: { dir: 'rtl' },
};
