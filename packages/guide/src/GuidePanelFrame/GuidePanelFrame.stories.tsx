import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, Spinner } from '@mediation/ui';
import { expect, fn, userEvent } from 'storybook/test';
import { GuidePanelFrame } from './GuidePanelFrame';

/** The frame as a host drives it: the toggle flips `isOpen`. */
function FrameDemo({ onToggleOpen, badge, children }: { onToggleOpen: () => void; badge?: boolean; children?: string }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <GuidePanelFrame
      isOpen={isOpen}
      onToggleOpen={() => {
        onToggleOpen();
        setOpen(!isOpen);
      }}
      badge={badge ? <Badge tone="M">Bargaining · Stages</Badge> : null}
    >
      {children ? (
        <p role="status">
          <Spinner size="sm" /> {children}
        </p>
      ) : null}
    </GuidePanelFrame>
  );
}

const meta = {
  title: 'Guide/GuidePanelFrame',
  component: FrameDemo,
  args: { onToggleOpen: fn(), children: 'Opening the guided negotiation…' },
} satisfies Meta<typeof FrameDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the room shows before the wizard's code has loaded: the same region and toggle as GuidePanel. */
export const Collapsed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Guided negotiation' })).toBeVisible();
    const toggle = canvas.getByRole('button', { name: 'Guided negotiation' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** Pressed: it says it is expanded and shows what the host puts in its body while the code loads. */
export const Opening: Story = {
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('button', { name: 'Guided negotiation' });
    await userEvent.click(toggle);
    await expect(args.onToggleOpen).toHaveBeenCalledTimes(1);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Opening the guided negotiation…');
    await expect(toggle).toHaveFocus();
  },
};

/** With the badge a running negotiation shows beside the toggle. */
export const WithBadge: Story = {
  args: { badge: true, children: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Bargaining · Stages')).toBeVisible();
  },
};
