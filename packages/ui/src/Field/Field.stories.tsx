import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Field, Fieldset } from './Field';

const meta = {
  title: 'UI/Field',
  component: Field,
  args: {
    label: 'Rating',
    hint: '1 is very dissatisfied, 5 very satisfied.',
    children: (controlProps) => <input type="number" min={1} max={5} defaultValue={3} {...controlProps} />,
  },
  argTypes: { children: { control: false }, label: { control: 'text' }, error: { control: 'text' }, hint: { control: 'text' } },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // Any control gets the label, the hint and the error through the render prop.
    const rating = canvas.getByRole('spinbutton', { name: 'Rating' });
    await expect(rating).toHaveAccessibleDescription('1 is very dissatisfied, 5 very satisfied.');
    await userEvent.clear(rating);
    await userEvent.type(rating, '4');
    await expect(rating).toHaveValue(4);
  },
};

export const Playground: Story = { args: { isRequired: true } };

export const WithError: Story = {
  args: { isRequired: true, error: 'Choose a rating' },
  play: async ({ canvas }) => {
    const rating = canvas.getByRole('spinbutton', { name: 'Rating' });
    await expect(rating).toHaveAttribute('aria-invalid', 'true');
    await expect(rating).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByText('Require')).toBeVisible();
  },
};

export const Group: Story = {
  render: () => (
    <Fieldset label="Note tag" isRequired hint="Who may read the note.">
      {(['A', 'B', 'Both'] as const).map((tag) => (
        <label key={tag} style={{ display: 'flex', gap: 8 }}>
          <input type="radio" name="tag" value={tag} defaultChecked={tag === 'Both'} />
          {tag}
        </label>
      ))}
    </Fieldset>
  ),
  play: async ({ canvasElement }) => {
    const { getByRole } = within(canvasElement);
    await expect(getByRole('group', { name: 'Note tag' })).toHaveAccessibleDescription('Who may read the note.');
    await expect(getByRole('radio', { name: 'Both' })).toBeChecked();
  },
};

export const RightToLeft: Story = {
  args: { label: 'דירוג', hint: '1 לא מרוצה, 5 מרוצה מאוד.', isRequired: true, labels: { required: 'חובה' } },
  globals: { dir: 'rtl' },
};
