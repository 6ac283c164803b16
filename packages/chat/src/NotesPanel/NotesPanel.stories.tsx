import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { notes as sampleNotes } from '../internal/fixtures';
import type { ChatNote } from '../types';
import { NotesPanel, type NotesPanelProps } from './NotesPanel';

function Stateful(props: NotesPanelProps) {
  const [notes, setNotes] = useState<ChatNote[]>([...props.notes]);
  return (
    <div style={{ width: '340px' }}>
      <NotesPanel
        {...props}
        notes={notes}
        onAdd={(note) => {
          props.onAdd(note);
          setNotes((list) => [...list, note]);
        }}
        onRemove={(index) => {
          props.onRemove(index);
          setNotes((list) => list.filter((_, position) => position !== index));
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Chat/NotesPanel',
  component: NotesPanel,
  args: { notes: sampleNotes, onAdd: fn(), onRemove: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof NotesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Notes tagged A, B or Both: Both is the default, empty text is not added, each note can be removed. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Both' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Add note' }));
    await expect(args.onAdd).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Note' }), 'Ask B about the gate.');
    await userEvent.click(canvas.getByRole('radio', { name: 'B' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add note' }));
    await expect(args.onAdd).toHaveBeenCalledWith({ text: 'Ask B about the gate.', tag: 'B' });
    await expect(canvas.getByRole('radio', { name: 'Both' })).toBeChecked();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Remove' })[0] as HTMLElement);
    await expect(args.onRemove).toHaveBeenCalledWith(0);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** No notes yet. */
export const Empty: Story = { args: { notes: [] } };
