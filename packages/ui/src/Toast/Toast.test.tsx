import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertDialog } from '../AlertDialog';
import { Dialog } from '../Dialog';
import { Drawer } from '../Drawer';
import { preloadModalLayers } from '../internal/preloadModalLayers';
import { renderWithTheme } from '../internal/test-utils';
import type { ToastOptions } from './toastQueue';
import { ToastProvider, useToast } from './Toast';

function Trigger({ options, label = 'Show' }: { options: ToastOptions; label?: string }) {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast(options)}>
      {label}
    </button>
  );
}

describe('ToastProvider', () => {
  // The modals open in the same render as asked only once their layer is loaded (as after a first opening).
  beforeAll(() => preloadModalLayers());
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('closes a toast after the default 5000 ms', () => {
    renderWithTheme(
      <ToastProvider>
        <Trigger options={{ title: 'Saved' }} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('status').textContent).toContain('Saved');
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('honours a custom duration and keeps an infinite one', () => {
    renderWithTheme(
      <ToastProvider>
        <Trigger label="Short" options={{ title: 'Survey Action Sent', duration: 1500 }} />
        <Trigger label="Forever" options={{ title: 'Please fill out the survey', duration: Infinity }} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Short' }));
    fireEvent.click(screen.getByRole('button', { name: 'Forever' }));
    expect(screen.getAllByRole('status')).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.getByRole('status').textContent).toContain('Please fill out the survey');
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('status').textContent).toContain('Please fill out the survey');
  });

  it('pauses while the pointer rests on the toast', () => {
    renderWithTheme(
      <ToastProvider>
        <Trigger options={{ title: 'Saved', duration: 1000 }} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    const toast = screen.getByRole('status');
    fireEvent.pointerEnter(toast);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('status')).not.toBeNull();
    fireEvent.pointerLeave(toast);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('focuses the region on F8', () => {
    renderWithTheme(
      <ToastProvider>
        <Trigger options={{ title: 'Saved' }} />
      </ToastProvider>,
    );
    fireEvent.keyDown(document, { key: 'F8' });
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Notifications (F8)' }));
  });

  it('shows the newest three, newest first, and keeps a success when an error follows it', () => {
    renderWithTheme(
      <ToastProvider>
        <Trigger label="Saved" options={{ title: 'Saved', variant: 'success' }} />
        <Trigger label="Error 1" options={{ title: 'Not sent 1', variant: 'destructive', duration: Infinity }} />
        <Trigger label="Error 2" options={{ title: 'Not sent 2', variant: 'destructive', duration: Infinity }} />
        <Trigger label="Error 3" options={{ title: 'Not sent 3', variant: 'destructive', duration: Infinity }} />
      </ToastProvider>,
    );
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    const titles = () => Array.from(region.children, (toast) => toast.firstElementChild?.firstElementChild?.textContent);
    fireEvent.click(screen.getByRole('button', { name: 'Saved' }));
    fireEvent.click(screen.getByRole('button', { name: 'Error 1' }));
    expect(titles()).toEqual(['Not sent 1', 'Saved']);
    fireEvent.click(screen.getByRole('button', { name: 'Error 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Error 3' }));
    // A fourth pushes the oldest off screen, its time paused; it comes back when a newer one closes.
    expect(titles()).toEqual(['Not sent 3', 'Not sent 2', 'Not sent 1']);
    act(() => vi.advanceTimersByTime(10_000));
    fireEvent.click(within(region.firstElementChild as HTMLElement).getByRole('button', { name: 'Close' }));
    expect(titles()).toEqual(['Not sent 2', 'Not sent 1', 'Saved']);
    act(() => vi.advanceTimersByTime(4999));
    expect(titles()).toContain('Saved');
    act(() => vi.advanceTimersByTime(1));
    expect(titles()).toEqual(['Not sent 2', 'Not sent 1']);
  });

  it.each([
    [
      'Dialog',
      (open: boolean) => (
        <Dialog open={open} title="Share case">
          Body
        </Dialog>
      ),
    ],
    [
      'Drawer',
      (open: boolean) => (
        <Drawer open={open} title="Initial state">
          Body
        </Drawer>
      ),
    ],
    [
      'AlertDialog',
      (open: boolean) => <AlertDialog open={open} title="End case" description="The case ends for everyone." onConfirm={() => undefined} />,
    ],
  ])('leaves a toast shown while a %s is open readable by screen readers (no aria-hidden ancestor)', (_name, modal) => {
    renderWithTheme(
      <ToastProvider>
        <Trigger options={{ title: 'Dana Levi joined to chat' }} />
        {modal(true)}
      </ToastProvider>,
    );
    act(() => vi.advanceTimersByTime(300));
    fireEvent.click(screen.getByRole('button', { name: 'Show', hidden: true }));
    const toast = screen.getByText('Dana Levi joined to chat');
    for (let node: HTMLElement | null = toast; node; node = node.parentElement) {
      expect(node.getAttribute('aria-hidden'), node.outerHTML.slice(0, 80)).not.toBe('true');
      expect(node.hasAttribute('inert')).toBe(false);
    }
    // The page behind the modal is still hidden.
    expect(screen.getByRole('button', { name: 'Show', hidden: true }).closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('explains misuse outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Trigger options={{ title: 'x' }} />)).toThrow('useToast must be used within a ToastProvider');
  });
});
