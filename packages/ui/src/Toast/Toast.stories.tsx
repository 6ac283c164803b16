import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import type { ToastOptions } from './toastQueue';
import { ToastProvider, useToast } from './Toast';

function ToastDemo({ options, label = 'Show toast' }: { options: ToastOptions; label?: string }) {
  const { toast } = useToast();
  return <Button onClick={() => toast(options)}>{label}</Button>;
}

const fillSurvey = fn();

const meta = {
  title: 'UI/Toast',
  component: ToastProvider,
  args: { duration: 5000, swipeThreshold: 50, hotkey: 'F8' },
  render: (args) => (
    <ToastProvider {...args}>
      <ToastDemo options={{ title: 'Link copied to clipboard', duration: 1000 }} />
    </ToastProvider>
  ),
  beforeEach: () => {
    fillSurvey.mockClear();
  },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const toast = await screen.findByRole('status');
    await expect(toast).toHaveTextContent('Link copied to clipboard');
    // A custom duration of 1 s (the spec's link-copied toast).
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull(), { timeout: 3000 });
  },
};

export const Playground: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <ToastDemo options={{ title: 'Success', description: 'Mediator added successfully', variant: 'success', duration: Infinity }} />
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await expect(await screen.findByRole('status')).toHaveTextContent('Mediator added successfully');
  },
};

/** The newest three, newest first, at the top below the header; a success stays when errors follow it. */
export const Stacked: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <ToastDemo label="Saved" options={{ title: 'Success', description: 'Profile saved', variant: 'success', duration: Infinity }} />
      <ToastDemo label="Join" options={{ title: 'Dana Levi joined to chat', duration: Infinity }} />
      <ToastDemo
        label="Fail"
        options={{
          title: 'Could not end the case',
          description: 'No connection to the server.',
          variant: 'destructive',
          duration: Infinity,
        }}
      />
      <ToastDemo label="Join again" options={{ title: 'Yossi Cohen joined to chat', duration: Infinity }} />
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    for (const name of ['Saved', 'Join', 'Fail']) await userEvent.click(canvas.getByRole('button', { name }));
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    await expect(region.getBoundingClientRect().top).toBeLessThan(window.innerHeight / 2);
    await waitFor(() => expect(region.children).toHaveLength(3));
    await expect(region.children[0]).toHaveTextContent('Could not end the case');
    await expect(region.children[2]).toHaveTextContent('Profile saved');
    // A fourth pushes the oldest off screen; it comes back when a newer one closes.
    await userEvent.click(canvas.getByRole('button', { name: 'Join again' }));
    await waitFor(() => expect(region.children[0]).toHaveTextContent('Yossi Cohen joined to chat'));
    await expect(region).not.toHaveTextContent('Profile saved');
    await userEvent.click(within(region.children[0] as HTMLElement).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(region.children[2]).toHaveTextContent('Profile saved'));
  },
};

export const InfiniteWithAction: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <ToastDemo
        options={{
          title: 'Please fill out the survey',
          duration: Infinity,
          action: { label: 'Fill Survey', altText: 'Open the survey from the case menu', onClick: fillSurvey },
        }}
      />
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const toast = await screen.findByRole('status');
    await expect(toast).toHaveTextContent('Please fill out the survey');
    await userEvent.click(screen.getByRole('button', { name: 'Fill Survey' }));
    await expect(fillSurvey).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  },
};

export const Destructive: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <ToastDemo
        options={{
          title: 'Error',
          description: 'Failed to add mediator. Enter a valid email address.',
          variant: 'destructive',
          duration: Infinity,
        }}
      />
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    // Destructive toasts are announced assertively.
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to add mediator.');
    await expect(alert).toHaveAttribute('aria-live', 'assertive');
  },
};

export const F8FocusesRegion: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <ToastDemo options={{ title: 'Survey Action Sent', duration: Infinity }} />
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await screen.findByRole('status');
    await userEvent.keyboard('{F8}');
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    await expect(region).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  },
};

/** Drags a toast sideways by `distance` pixels with pointer events, as a finger would. */
function swipe(element: HTMLElement, distance: number) {
  const rect = element.getBoundingClientRect();
  const startX = rect.left + 20;
  const pointer = { pointerId: 9, pointerType: 'touch', isPrimary: true, clientY: rect.top + 10 };
  fireEvent.pointerDown(element, { ...pointer, clientX: startX });
  fireEvent.pointerMove(element, { ...pointer, clientX: startX + distance });
  fireEvent.pointerUp(element, { ...pointer, clientX: startX + distance });
}

export const SwipeToDismiss: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <ToastDemo options={{ title: 'Initial Position Received from A', duration: Infinity }} />
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const toast = await screen.findByRole('status');
    // Below the 50 px threshold it stays.
    swipe(toast, 40);
    await expect(screen.getByRole('status')).toBeInTheDocument();
    swipe(toast, 60);
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  },
};

export const SwipeToDismissRightToLeft: Story = {
  globals: { dir: 'rtl' },
  render: (args) => (
    <ToastProvider {...args} labels={{ region: 'התראות ({hotkey})', close: 'סגירה' }}>
      <ToastDemo label="הצגה" options={{ title: 'התקבלה עמדה פתיחה מצד א', duration: Infinity }} />
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'הצגה' }));
    const toast = await screen.findByRole('status');
    // Under right-to-left a swipe to the right goes the wrong way and keeps the toast.
    swipe(toast, 60);
    await expect(screen.getByRole('status')).toBeInTheDocument();
    swipe(toast, -60);
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  },
};

export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  render: (args) => (
    <ToastProvider {...args} labels={{ region: 'התראות ({hotkey})', close: 'סגירה' }}>
      <ToastDemo label="הצגה" options={{ title: 'הקישור הועתק', description: 'אפשר לשלוח אותו למשתתפים.', duration: Infinity }} />
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'הצגה' }));
    await expect(await screen.findByRole('status')).toHaveTextContent('הקישור הועתק');
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  render: (args) => (
    <ToastProvider {...args}>
      <ToastDemo
        options={{
          title: 'Please fill out the survey',
          duration: Infinity,
          action: { label: 'Fill Survey', altText: 'Open the survey', onClick: fillSurvey },
        }}
      />
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await expect(await screen.findByRole('status')).toBeVisible();
  },
};
