import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Badge } from '../Badge';
import { sampleCases } from '../internal/fixtures';
import { Accordion, AccordionItem, AccordionPanel, AccordionTrigger } from './Accordion';

const meta = {
  title: 'UI/Accordion',
  component: Accordion,
  args: { onValueChange: fn() },
  render: (args) => (
    <Accordion {...args}>
      {sampleCases.map((item) => (
        <AccordionItem key={item.id} value={item.id}>
          <AccordionTrigger>
            {item.title}
            <Badge tone="accent">{item.category}</Badge>
          </AccordionTrigger>
          <AccordionPanel>{item.problemBrief}</AccordionPanel>
        </AccordionItem>
      ))}
    </Accordion>
  ),
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: /Shared fence repair/ });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: /Shared fence repair/ })).toHaveTextContent('who pays for the new fence');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['c1']);
    // Single mode: opening another closes the first.
    await userEvent.click(canvas.getByRole('button', { name: /Partnership dissolution/ }));
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Playground: Story = { args: { allowMultiple: true, defaultValue: ['c2'] } };

export const Multiple: Story = {
  args: { allowMultiple: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Shared fence repair/ }));
    await userEvent.click(canvas.getByRole('button', { name: /School trip costs/ }));
    await expect(canvas.getAllByRole('region')).toHaveLength(2);
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: /Shared fence repair/ });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const RightToLeft: Story = {
  args: { defaultValue: ['he1'] },
  globals: { dir: 'rtl' },
  render: (args) => (
    <Accordion {...args}>
      <AccordionItem value="he1">
        <AccordionTrigger>
          תיקון הגדר המשותפת
          <Badge tone="accent">שכנים</Badge>
        </AccordionTrigger>
        <AccordionPanel>מחלוקת על מי משלם על הגדר החדשה.</AccordionPanel>
      </AccordionItem>
      <AccordionItem value="he2">
        <AccordionTrigger>פירוק שותפות</AccordionTrigger>
        <AccordionPanel>שני שותפים מפרקים מאפייה קטנה.</AccordionPanel>
      </AccordionItem>
    </Accordion>
  ),
};

export const MobileWidth: Story = { args: { defaultValue: ['c1'] }, globals: { viewport: { value: 'mobile2', isRotated: false } } };
