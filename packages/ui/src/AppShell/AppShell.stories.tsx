import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { CloseIcon } from '../Icon';
import { AppShell } from './AppShell';

const createCase = fn();
const back = fn();

const mainMenu = {
  items: [
    { label: 'Create new case', onSelect: createCase },
    { label: 'Settings', onSelect: fn() },
    { label: 'Logout', onSelect: fn() },
  ],
};

const meta = {
  title: 'UI/AppShell',
  component: AppShell,
  parameters: { frame: 'none' },
  args: {
    topBar: { title: 'Welcome Mediator.' },
    sideMenu: mainMenu,
    children: <p>Dashboard content.</p>,
  },
  argTypes: { topBar: { control: 'object' }, sideMenu: { control: false }, children: { control: false } },
  beforeEach: () => {
    createCase.mockClear();
    back.mockClear();
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toHaveTextContent('Welcome Mediator.');
    const navigation = canvas.getByRole('navigation', { name: 'Main' });
    await expect(navigation).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create new case' }));
    await expect(createCase).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('main')).toHaveTextContent('Dashboard content.');
    // The main page has no back button.
    await expect(canvas.queryByRole('button', { name: 'Back' })).toBeNull();
  },
};

export const Playground: Story = { args: { topBar: { title: 'Settings' } } };

export const WithBackButton: Story = {
  args: { topBar: { title: 'Settings' }, sideMenu: { onBack: back } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(back).toHaveBeenCalledTimes(1);
  },
};

export const ActiveCase: Story = {
  args: {
    topBar: {
      title: 'Shared fence repair',
      actions: (
        <>
          <Button variant="secondary" size="sm">
            Back to chat
          </Button>
          <IconButton aria-label="End case" icon={<CloseIcon />} variant="danger" size="sm" />
        </>
      ),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Back to chat' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'End case' })).toBeVisible();
  },
};

export const WithoutSideMenu: Story = { args: { sideMenu: undefined, topBar: { title: 'Welcome Admin.' } } };

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    // Under 768 px the side menu moves into a drawer behind a menu button.
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Create new case' }));
    await expect(createCase).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveFocus());
  },
};

export const RightToLeft: Story = {
  args: {
    topBar: { title: 'ברוך הבא, מגשר.' },
    sideMenu: {
      items: [{ label: 'יצירת תיק חדש', isCurrent: true }, { label: 'הגדרות' }, { label: 'התנתקות' }],
      onBack: back,
      labels: { back: 'חזרה', navigation: 'ראשי' },
    },
    children: <p>תוכן לוח הבקרה.</p>,
  },
  globals: { dir: 'rtl' },
};

export const RightToLeftMobile: Story = {
  args: RightToLeft.args,
  globals: { dir: 'rtl', viewport: { value: 'mobile2', isRotated: false } },
};
