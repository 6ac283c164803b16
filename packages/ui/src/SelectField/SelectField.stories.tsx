import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { caseCategories } from '../internal/fixtures';
import { SelectField } from './SelectField';

const categoryOptions = caseCategories.map((category) => ({ value: category, label: category }));

const meta = {
  title: 'UI/SelectField',
  component: SelectField,
  args: { label: 'Category', options: categoryOptions, placeholder: 'Choose a category', onValueChange: fn() },
  argTypes: { label: { control: 'text' }, error: { control: 'text' }, options: { control: false } },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Category' });
    await userEvent.selectOptions(select, 'Neighbors');
    await expect(select).toHaveValue('Neighbors');
    await expect(args.onValueChange).toHaveBeenCalledWith('Neighbors');
  },
};

export const Playground: Story = { args: { defaultValue: 'Other', placeholder: undefined } };

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Require')).toBeVisible();
  },
};

export const WithError: Story = {
  args: { isRequired: true, error: 'Category must be selected' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Category' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Category must be selected');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const select = canvas.getByRole('combobox', { name: 'Category' });
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, 'Family');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Family');
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const RightToLeft: Story = {
  args: { label: 'קטגוריה', placeholder: 'בחירת קטגוריה' },
  globals: { dir: 'rtl' },
};
