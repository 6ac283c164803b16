import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CheckboxField } from './CheckboxField';

const meta = {
  title: 'UI/CheckboxField',
  component: CheckboxField,
  args: { label: 'Completed a certificate course', onCheckedChange: fn() },
  argTypes: { label: { control: 'text' }, error: { control: 'text' }, hint: { control: 'text' } },
} satisfies Meta<typeof CheckboxField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Completed a certificate course' });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    // The label toggles it too.
    await userEvent.click(canvas.getByText('Completed a certificate course'));
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const Playground: Story = { args: { hint: 'Recognised by the national mediation board.' } };

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox')).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const WithError: Story = {
  args: { label: 'I accept the discussion rules', isRequired: true, error: 'You must accept the rules' },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'I accept the discussion rules' });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription('You must accept the rules');
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const RightToLeft: Story = { args: { label: 'סיימתי קורס גישור', defaultChecked: true }, globals: { dir: 'rtl' } };
