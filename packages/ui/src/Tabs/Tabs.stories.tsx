import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: { defaultValue: 'opened', onValueChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Cases">
        <Tab value="opened">Opened Cases</Tab>
        <Tab value="closed">Closed Cases</Tab>
        <Tab value="archived" disabled>
          Archived
        </Tab>
      </TabList>
      <TabPanel value="opened">Two cases are open.</TabPanel>
      <TabPanel value="closed">One case is closed.</TabPanel>
      <TabPanel value="archived">Nothing archived.</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    // Opened first and selected by default (spec: mediator dashboard).
    const opened = canvas.getByRole('tab', { name: 'Opened Cases' });
    await expect(opened).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Opened Cases' })).toHaveTextContent('Two cases are open.');
    await userEvent.click(canvas.getByRole('tab', { name: 'Closed Cases' }));
    await expect(canvas.getByRole('tabpanel', { name: 'Closed Cases' })).toHaveTextContent('One case is closed.');
    await expect(args.onValueChange).toHaveBeenCalledWith('closed');
  },
};

export const Playground: Story = { args: { defaultValue: 'closed' } };

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Opened Cases' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const closed = canvas.getByRole('tab', { name: 'Closed Cases' });
    await expect(closed).toHaveFocus();
    await expect(closed).toHaveAttribute('aria-selected', 'true');
    // The disabled tab is skipped; navigation wraps around.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Opened Cases' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(closed).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('opened');
    // Tab moves from the tab list into the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="תיקים">
        <Tab value="opened">תיקים פתוחים</Tab>
        <Tab value="closed">תיקים סגורים</Tab>
      </TabList>
      <TabPanel value="opened">שני תיקים פתוחים.</TabPanel>
      <TabPanel value="closed">תיק אחד סגור.</TabPanel>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    // Under right-to-left the next tab is to the left.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'תיקים סגורים' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
