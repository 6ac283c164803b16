import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextAreaField } from './TextAreaField';

const meta = {
  title: 'UI/TextAreaField',
  component: TextAreaField,
  args: { label: 'Problem brief', onChange: fn() },
  argTypes: { label: { control: 'text' }, error: { control: 'text' }, hint: { control: 'text' } },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Problem brief' });
    await userEvent.type(textarea, 'Two neighbours{enter}share a fence.');
    await expect(textarea).toHaveValue('Two neighbours\nshare a fence.');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Playground: Story = { args: { rows: 6, placeholder: 'Describe the problem', hint: 'Optional.' } };

export const Required: Story = {
  args: { label: 'Education', isRequired: true, labels: { required: 'Required' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Required')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Education' })).toBeRequired();
  },
};

export const WithError: Story = {
  args: { error: 'String must contain at least 2 character(s)' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Problem brief' })).toHaveAccessibleDescription(
      'String must contain at least 2 character(s)',
    );
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Read only brief' } };

export const RightToLeft: Story = {
  args: { label: 'תיאור הבעיה', defaultValue: 'שני שכנים חלוקים על הגדר המשותפת.' },
  globals: { dir: 'rtl' },
};
