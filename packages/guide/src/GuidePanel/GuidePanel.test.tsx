import { useState } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import type { GuideState } from '@mediation/protocol';
import userEvent from '@testing-library/user-event';
import { ThemeProvider, ToastProvider } from '@mediation/ui';
import { describe, expect, it, vi } from 'vitest';
import { guideStateAt } from '../internal/fixtures';
import { emptyGuideState, withInitialPosition, withProgress } from '../internal/storedGuide';
import { createManualClock } from '../state/clock';
import { useGuide } from '../state/useGuide';
import type { UseGuideOptions } from '../state/useGuide';
import { GuidePanel } from './GuidePanel';

/** The panel over a stored guide state that the test keeps (each progress and stop stored at once); `store` changes it as the server would. */
function renderPanel({
  stored = emptyGuideState() as GuideState | null,
  ...options
}: Omit<UseGuideOptions, 'progress'> & { stored?: GuideState | null } = {}) {
  const host: { store: (update: (current: GuideState | null) => GuideState | null) => void } = { store: () => undefined };
  function Harness() {
    const [progress, setProgress] = useState(stored);
    host.store = (update) => act(() => setProgress(update));
    const guide = useGuide({
      clock: createManualClock(),
      ...options,
      progress,
      onProgress: (next) => {
        options.onProgress?.(next);
        setProgress((current) => withProgress(current ?? emptyGuideState(), next));
      },
      onStop: () => {
        options.onStop?.();
        setProgress(emptyGuideState());
      },
    });
    return <GuidePanel guide={guide} defaultOpen />;
  }
  render(
    <ThemeProvider>
      <ToastProvider>
        <Harness />
      </ToastProvider>
    </ThemeProvider>,
  );
  return host;
}

describe('GuidePanel', () => {
  it('starts the chosen type and stops back to the selector', async () => {
    const onStop = vi.fn();
    renderPanel({ onStop });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Negotiation type' }), 'Inventive');
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByRole('heading', { name: 'Inventive' })).toBeTruthy();
    // The Start button is gone; focus moves on to the greeting rather than being lost.
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Greeting' }));
    expect(screen.getByRole('list', { name: 'Guided negotiation progress' })).toBeTruthy();
    // Stop asks first: Cancel keeps the run going.
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Stop guided negotiation' });
    expect(ask.textContent).toContain('Its progress, stage and initial positions are reset');
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onStop).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Inventive' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Stop guided negotiation' })).getByRole('button', { name: 'Continue' }),
    );
    expect(onStop).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('combobox', { name: 'Negotiation type' })).toHaveProperty('value', '3');
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Negotiation type' }));
  });

  it('holds Next back while the greeting is empty', async () => {
    const onSendGuidedMessage = vi.fn();
    renderPanel({ stored: guideStateAt('greeting'), onSendGuidedMessage });
    await userEvent.clear(screen.getByRole('textbox', { name: 'Greeting' }));
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    expect(onSendGuidedMessage).not.toHaveBeenCalled();
  });

  it('shows each received position, toasts it, and offers Next once both are in', () => {
    const host = renderPanel({ stored: guideStateAt('waiting') });
    const list = screen.getByRole('list', { name: 'Waiting for the initial positions' });
    expect(within(list).getAllByText('Waiting')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Continue Anyway' })).toBeTruthy();
    host.store((current) => withInitialPosition(current!, 'B', 'All of it'));
    expect(screen.getByText('Initial Position Received from B')).toBeTruthy();
    expect(within(list).getByText('All of it')).toBeTruthy();
    host.store((current) => withInitialPosition(current!, 'A', 'Half each'));
    expect(within(list).getAllByText('Received')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue Anyway' })).toBeNull();
  });

  it('does not toast the positions already stored when the state is first read (a reload, another tab)', () => {
    const host = renderPanel({ stored: null });
    expect(screen.getByRole('button', { name: 'Start' })).toHaveProperty('disabled', true);
    host.store(() => withInitialPosition(withInitialPosition(guideStateAt('waiting'), 'A', 'Half each'), 'B', 'All of it'));
    expect(within(screen.getByRole('list', { name: 'Waiting for the initial positions' })).getAllByText('Received')).toHaveLength(2);
    expect(screen.queryByText(/^Initial Position Received/)).toBeNull();
  });

  it('asks for confirmation before the summary is sent', async () => {
    const onSendGuidedMessage = vi.fn();
    renderPanel({ stored: guideStateAt('summary'), onSendGuidedMessage });
    await userEvent.click(screen.getByRole('button', { name: 'Submit Summary' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Submit Summary' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onSendGuidedMessage).not.toHaveBeenCalled();
    // The dialog closes with a short transition before the panel is reachable again.
    await userEvent.click(await screen.findByRole('button', { name: 'Submit Summary' }));
    await userEvent.click(within(screen.getByRole('alertdialog', { name: 'Submit Summary' })).getByRole('button', { name: 'Continue' }));
    expect(onSendGuidedMessage).toHaveBeenCalledWith('I am glad that we reached understandings. Let me summarize: ...', {
      type: 'guided',
      stage: 'summary',
    });
  });
});
