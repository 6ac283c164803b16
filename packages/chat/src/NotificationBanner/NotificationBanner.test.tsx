import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../internal/test-utils';
import { NotificationBanner } from './NotificationBanner';

describe('NotificationBanner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the first notification and clears the queue after 3 s', () => {
    const onClear = vi.fn();
    renderWithTheme(<NotificationBanner notifications={['Dana Levi joined to chat', 'second']} onClear={onClear} />);
    expect(screen.getByRole('status').textContent).toBe('Dana Levi joined to chat');
    act(() => vi.advanceTimersByTime(2999));
    expect(onClear).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('starts nothing while the queue is empty', () => {
    const onClear = vi.fn();
    renderWithTheme(<NotificationBanner notifications={[]} onClear={onClear} />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(onClear).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
