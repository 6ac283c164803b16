import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mediation/ui';
import { describe, expect, it, vi } from 'vitest';
import { InitialPositionRequest, initialPositionGroup, isInitialPositionRequested } from './InitialPositionRequest';

describe('isInitialPositionRequested', () => {
  it('is true while the request is in force and this side has not answered', () => {
    expect(isInitialPositionRequested(['initialPosition'], 'A')).toBe(true);
    expect(isInitialPositionRequested(['initialPosition', 'receivedInitialB'], 'A')).toBe(true);
    expect(isInitialPositionRequested(['initialPosition', 'receivedInitialA'], 'A')).toBe(false);
    expect(isInitialPositionRequested([], 'B')).toBe(false);
  });
});

describe('initialPositionGroup', () => {
  it("is the joint group, or the party's own group in shuttle mode", () => {
    expect(initialPositionGroup('A', false)).toBe('M');
    expect(initialPositionGroup('A', true)).toBe('A');
    expect(initialPositionGroup('B', true)).toBe('B');
  });
});

describe('InitialPositionRequest', () => {
  it('says in the drawer who will read the position: everyone in the joint group, or in shuttle mode only the mediator', async () => {
    const ui = (shuttle?: boolean) => (
      <ThemeProvider>
        <InitialPositionRequest side="A" markers={['initialPosition']} shuttle={shuttle} />
      </ThemeProvider>
    );
    const { rerender } = render(ui());
    await userEvent.click(screen.getByRole('button', { name: 'Click To Set Initial State' }));
    expect(screen.getByText('Say in a few sentences what you want and why. The mediator and the other side will read it.')).toBeTruthy();
    rerender(ui(true));
    expect(screen.getByText('Say in a few sentences what you want and why. Only the mediator will read it (shuttle mode).')).toBeTruthy();
    expect(screen.queryByText(/the other side will read it/)).toBeNull();
  });

  it('marks the position only once it was sent, and asks again when sending failed', async () => {
    let fail: (error: Error) => void = () => {};
    const onSendGuidedMessage = vi.fn(() => new Promise<void>((_resolve, reject) => (fail = reject)));
    const onSendAction = vi.fn();
    render(
      <ThemeProvider>
        <InitialPositionRequest
          side="A"
          markers={['initialPosition']}
          shuttle
          onSendGuidedMessage={onSendGuidedMessage}
          onSendAction={onSendAction}
        />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Click To Set Initial State' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Write your initial state here' }), 'Half each');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSendGuidedMessage).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Click To Set Initial State' })).toBeNull();
    fail(new Error('Shuttle mode is on: only the mediator writes in group M.'));
    expect(await screen.findByRole('button', { name: 'Click To Set Initial State' })).toBeTruthy();
    expect(onSendAction).not.toHaveBeenCalled();
  });

  it('sends the position as a guided message and the side B marker, then hides', async () => {
    const onSendGuidedMessage = vi.fn();
    const onSendAction = vi.fn();
    render(
      <ThemeProvider>
        <InitialPositionRequest
          side="B"
          markers={['initialPosition']}
          onSendGuidedMessage={onSendGuidedMessage}
          onSendAction={onSendAction}
        />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Click To Set Initial State' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Write your initial state here' }), '  All of it.  ');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSendGuidedMessage).toHaveBeenCalledWith('All of it.', { type: 'guided', stage: 'initialPosition' });
    expect(onSendAction).toHaveBeenCalledWith({ actionType: 'add', actionPayload: 'receivedInitialB', extMsg: 'All of it.' });
    expect(screen.queryByRole('button', { name: 'Click To Set Initial State' })).toBeNull();
  });

  it('asks again after a new request', async () => {
    const ui = (markers: ('initialPosition' | 'receivedInitialA')[]) => (
      <ThemeProvider>
        <InitialPositionRequest side="A" markers={markers} />
      </ThemeProvider>
    );
    const { rerender } = render(ui(['initialPosition']));
    await userEvent.click(screen.getByRole('button', { name: 'Click To Set Initial State' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Write your initial state here' }), 'Half each');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    rerender(ui(['initialPosition', 'receivedInitialA']));
    expect(screen.queryByRole('button', { name: 'Click To Set Initial State' })).toBeNull();
    // The mediator stopped (markers removed) and asked again.
    rerender(ui([]));
    rerender(ui(['initialPosition']));
    expect(screen.getByRole('button', { name: 'Click To Set Initial State' })).toBeTruthy();
  });
});
