import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeMessage, partyA } from '../internal/fixtures';
import { renderWithTheme } from '../internal/test-utils';
import { CONTROLS_CLOSE_MS, Message } from './Message';

describe('Message', () => {
  it('offers Like to everyone and Edit to the author only', () => {
    const own = makeMessage('A', 'M', 'mine', 0);
    const other = makeMessage('B', 'M', 'theirs', 1);
    renderWithTheme(
      <>
        <Message message={own} viewerId={partyA.id} onLike={vi.fn()} onEdit={vi.fn()} />
        <Message message={other} viewerId={partyA.id} onLike={vi.fn()} onEdit={vi.fn()} />
      </>,
    );
    expect(screen.getAllByRole('button', { name: 'Like' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Edit' })).toHaveLength(1);
  });

  it('has no controls on a guided message', () => {
    const guided = makeMessage('M', 'M', 'Greeting', 0, { ext: { type: 'guided' } });
    renderWithTheme(<Message message={guided} viewerId={1} onLike={vi.fn()} onEdit={vi.fn()} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('cancels an edit on Escape and refuses empty text', async () => {
    const onEdit = vi.fn();
    const own = makeMessage('A', 'M', 'mine', 0);
    renderWithTheme(<Message message={own} viewerId={partyA.id} onEdit={onEdit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Edit message' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Edit message' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('A message cannot be empty.');
    expect(onEdit).not.toHaveBeenCalled();
  });

  it('closes the hover controls 5 s after they opened', () => {
    vi.useFakeTimers();
    try {
      const message = makeMessage('B', 'M', 'theirs', 1);
      renderWithTheme(<Message message={message} viewerId={partyA.id} onLike={vi.fn()} tabIndex={-1} />);
      const toolbar = screen.getByRole('button', { name: 'Like' }).parentElement as HTMLElement;
      act(() => screen.getByRole('article').focus());
      expect(toolbar.dataset.state).toBe('open');
      act(() => vi.advanceTimersByTime(CONTROLS_CLOSE_MS - 1));
      expect(toolbar.dataset.state).toBe('open');
      act(() => vi.advanceTimersByTime(1));
      expect(toolbar.dataset.state).toBe('closed');
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers Retry on a failed send', async () => {
    const onRetry = vi.fn();
    const failed = makeMessage('A', 'M', 'refused', 0, { id: 'f1', delivery: 'failed', error: 'Shuttle mode is on.' });
    renderWithTheme(<Message message={failed} viewerId={partyA.id} onRetry={onRetry} onLike={vi.fn()} />);
    expect(screen.getByRole('alert').textContent).toContain('Shuttle mode is on.');
    expect(screen.queryByRole('button', { name: 'Like' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledWith('f1');
  });
});
