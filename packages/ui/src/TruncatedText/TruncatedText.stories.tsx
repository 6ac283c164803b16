import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Badge } from '../Badge';
import { TruncatedText } from './TruncatedText';

const longHebrewName = 'אלכסנדרה בת־שבע רוזנבלום־כהן מירושלים העתיקה';

const meta = {
  title: 'UI/TruncatedText',
  component: TruncatedText,
  args: { children: longHebrewName },
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, width: 260, padding: 8, border: '1px dashed #999' }}>
      <TruncatedText {...args} />
      <Badge tone="B">Side B</Badge>
    </div>
  ),
} satisfies Meta<typeof TruncatedText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A long Hebrew name in a narrow row: it ends in an ellipsis, reads right to left, and its badge stays in view. */
export const LongHebrewName: Story = {
  play: async ({ canvas, canvasElement }) => {
    const name = canvas.getByText(longHebrewName);
    await expect(name).toHaveAttribute('dir', 'auto');
    await expect(getComputedStyle(name).direction).toBe('rtl');
    const row = name.parentElement!.getBoundingClientRect();
    const badgeElement = canvas.getByText('Side B');
    const badge = badgeElement.getBoundingClientRect();
    await expect(badge.right).toBeLessThanOrEqual(row.right);
    await expect(badge.left).toBeGreaterThanOrEqual(row.left);
    // The badge keeps its whole width: its text is not cut.
    await expect(badgeElement.scrollWidth).toBeLessThanOrEqual(badgeElement.clientWidth);
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    // The whole name on hover (title) and on focus (it is reachable by Tab only because it is cut).
    await expect(name).toHaveAttribute('title', longHebrewName);
    await userEvent.tab();
    await expect(name).toHaveFocus();
    await expect(canvasElement.ownerDocument.body.scrollWidth).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};

/** A name that fits: no title, not focusable. */
export const ShortName: Story = {
  args: { children: 'Dana Levi' },
  play: async ({ canvas }) => {
    const name = canvas.getByText('Dana Levi');
    await expect(name).not.toHaveAttribute('title');
    await expect(name).not.toHaveAttribute('tabindex');
  },
};
