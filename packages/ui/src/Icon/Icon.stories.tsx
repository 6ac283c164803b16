import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon } from './Icon';
import * as icons from './icons';

const meta = {
  title: 'UI/Icon',
  component: Icon,
  args: { children: <path d="M6 9l6 6 6-6" /> },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every icon of the set, at the size and colour of the text around it. */
export const Default: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
        gap: 12,
        margin: 0,
        padding: 0,
        listStyle: 'none',
        fontSize: 14,
      }}
    >
      {Object.entries(icons).map(([name, Drawn]) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <Drawn style={{ fontSize: 20 }} />
          {name}
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('CloseIcon')).toBeVisible();
    // Decorative: none of them reaches the accessibility tree.
    await expect(canvasElement.querySelectorAll('svg:not([aria-hidden="true"])')).toHaveLength(0);
  },
};

/** The bare frame with a path of one's own. */
export const Playground: Story = { args: { style: { fontSize: 48 } } };
