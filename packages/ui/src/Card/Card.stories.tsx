import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Card } from './Card';

const start = fn();

const meta = {
  title: 'UI/Card',
  component: Card,
  args: {
    title: 'Shared fence repair',
    description: 'Neighbors',
    children: 'Disagreement about who pays for the new fence between two gardens.',
    headerActions: <Badge tone="success">Active</Badge>,
    footer: (
      <>
        <Button variant="secondary">Info</Button>
        <Button onClick={start}>Start</Button>
      </>
    ),
  },
  argTypes: { headerActions: { control: false }, footer: { control: false }, children: { control: 'text' }, title: { control: 'text' } },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Shared fence repair' });
    await expect(card).toHaveTextContent('who pays for the new fence');
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    await expect(start).toHaveBeenCalled();
  },
};

export const Playground: Story = { args: { headingLevel: 3 } };

export const BodyOnly: Story = { args: { title: undefined, description: undefined, headerActions: undefined, footer: undefined } };

export const LongText: Story = {
  args: {
    title: 'A very long case title that goes on and on about the dispute between the parties and their neighbours',
    children:
      'Supercalifragilisticexpialidociousdisputewithoutanyspacesthatmustwrapinsidethecardratherthanoverflowingit and then normal words follow.',
  },
};

export const RightToLeft: Story = {
  args: {
    title: 'תיקון הגדר המשותפת',
    description: 'שכנים',
    children: 'מחלוקת על מי משלם על הגדר החדשה.',
    headerActions: <Badge tone="success">פעיל</Badge>,
    footer: <Button>התחלה</Button>,
  },
  globals: { dir: 'rtl' },
};

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
