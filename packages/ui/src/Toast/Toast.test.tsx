import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
    // One at a time: the second waits for the first.
    expect(screen.getAllByRole('status')).toHaveLength(1);
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

  it('explains misuse outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Trigger options={{ title: 'x' }} />)).toThrow('useToast must be used within a ToastProvider');
  });
});
