import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeMessage, partyA } from '../internal/fixtures';
import { renderWithTheme } from '../internal/test-utils';
import { ServerSentenceContext } from '../internal/useClientSentence';
import { CONTROLS_CLOSE_MS, Message } from './Message';

describe('Message', () => {
  it('offers Like to everyone and Edit to the author only, once the pointer arrives', async () => {
    const own = makeMessage('A', 'M', 'mine', 0);
    const other = makeMessage('B', 'M', 'theirs', 1);
    renderWithTheme(
      <>
        <Message message={own} viewerId={partyA.id} onLike={vi.fn()} onEdit={vi.fn()} />
        <Message message={other} viewerId={partyA.id} onLike={vi.fn()} onEdit={vi.fn()} />
      </>,
    );
    // The controls are drawn when the pointer or focus arrives, not before.
    expect(screen.queryByRole('button')).toBeNull();
    for (const article of screen.getAllByRole('article')) await userEvent.hover(article);
    expect(screen.getAllByRole('button', { name: 'Like' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Edit' })).toHaveLength(1);
  });

  it('offers "Add to agreement" only when given, and calls it with the message', async () => {
    const onAddToAgreement = vi.fn();
    const offered = makeMessage('A', 'M', 'A pays 500 by June', 0);
    const without = makeMessage('B', 'M', 'theirs', 1);
    renderWithTheme(
      <>
        <Message message={offered} viewerId={1} onLike={vi.fn()} onAddToAgreement={onAddToAgreement} />
        <Message message={without} viewerId={1} onLike={vi.fn()} />
      </>,
    );
    for (const article of screen.getAllByRole('article')) await userEvent.hover(article);
    await userEvent.click(screen.getByRole('button', { name: 'Add to agreement' }));
    expect(screen.getAllByRole('button', { name: 'Add to agreement' })).toHaveLength(1);
    expect(onAddToAgreement).toHaveBeenCalledWith(expect.objectContaining({ id: offered.id, text: 'A pays 500 by June' }));
  });

  it('has no controls on a guided message', async () => {
    const guided = makeMessage('M', 'M', 'Greeting', 0, { ext: { type: 'guided' } });
    renderWithTheme(<Message message={guided} viewerId={1} onLike={vi.fn()} onEdit={vi.fn()} />);
    await userEvent.hover(screen.getByRole('article'));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('cancels an edit on Escape and refuses empty text', async () => {
    const onEdit = vi.fn();
    const own = makeMessage('A', 'M', 'mine', 0);
    renderWithTheme(<Message message={own} viewerId={partyA.id} onEdit={onEdit} />);
    await userEvent.hover(screen.getByRole('article'));
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
      act(() => screen.getByRole('article').focus());
      expect(screen.getByRole('button', { name: 'Like' })).toBeTruthy();
      act(() => vi.advanceTimersByTime(CONTROLS_CLOSE_MS - 1));
      expect(screen.getByRole('button', { name: 'Like' })).toBeTruthy();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByRole('button', { name: 'Like' })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the controls while focus is on one of them, and closes them once it leaves', () => {
    vi.useFakeTimers();
    try {
      const own = makeMessage('A', 'M', 'mine', 0);
      renderWithTheme(
        <>
          <Message message={own} viewerId={partyA.id} onLike={vi.fn()} onEdit={vi.fn()} tabIndex={-1} />
          <button type="button">Elsewhere</button>
        </>,
      );
      act(() => screen.getByRole('article').focus());
      act(() => screen.getByRole('button', { name: 'Like' }).focus());
      act(() => vi.advanceTimersByTime(CONTROLS_CLOSE_MS));
      // Moving between the controls keeps them.
      act(() => screen.getByRole('button', { name: 'Edit' }).focus());
      expect(screen.getByRole('button', { name: 'Like' })).toBeTruthy();
      act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
      expect(screen.queryByRole('button', { name: 'Like' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
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

  it("says a failed send's reason from the server through the host's words for it", () => {
    const failed = makeMessage('A', 'M', 'refused', 0, { id: 'f2', delivery: 'failed', error: 'Shuttle mode is on.' });
    const inHebrew = (sentence: string) => (sentence === 'Shuttle mode is on.' ? 'מצב נפרד פעיל.' : sentence);
    renderWithTheme(
      <ServerSentenceContext.Provider value={inHebrew}>
        <Message message={failed} viewerId={partyA.id} onRetry={vi.fn()} onLike={vi.fn()} />
      </ServerSentenceContext.Provider>,
    );
    expect(screen.getByRole('alert').textContent).toContain('מצב נפרד פעיל.');
    expect(screen.getByRole('alert').textContent).not.toContain('Shuttle mode is on.');
  });
});
