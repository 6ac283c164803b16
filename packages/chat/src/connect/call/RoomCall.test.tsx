import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CallState } from '@mediation/protocol';
import { ThemeProvider } from '@mediation/ui';
import { renderWithTheme } from '../../internal/test-utils';
import { MemoryRoomClient } from '../../room/MemoryRoomClient';
import { RoomClientProvider } from '../../room/useRoom';
import { RoomCall } from './RoomCall';

const mediator = { id: 1, name: 'Noa Ben-David', side: 'M' as const };
const partyA = { id: 2, name: 'Dana Levi', side: 'A' as const };

const callInA: CallState = {
  call_id: '5c0e7f7e-8a43-4c55-9d0c-2f6f7a0c1a11',
  group: 'A',
  started_at: '2025-03-04T09:00:00.000Z',
  members: [{ user_id: 1, displayName: 'Noa Ben-David', side: 'M', role: 'mediator', mic: true, camera: true, screen: false }],
};

describe('RoomCall', () => {
  it('offers the mediator "Start call" in a group, but not in M under shuttle mode', async () => {
    const client = new MemoryRoomClient({ viewer: mediator });
    const { rerender } = renderWithTheme(
      <RoomClientProvider client={client}>
        <RoomCall group="A" />
      </RoomClientProvider>,
    );
    expect(screen.getByRole('button', { name: 'Start call' })).toBeTruthy();
    rerender(
      <ThemeProvider>
        <RoomClientProvider client={client}>
          <RoomCall group="M" />
        </RoomClientProvider>
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Start call' })).toBeTruthy();
    act(() => client.update({ shuttle: true }));
    expect(screen.queryByRole('button', { name: 'Start call' })).toBeNull();
  });

  it('shows a party "Join call" with who is in the call, and tells the host once when a call starts', async () => {
    const client = new MemoryRoomClient({ viewer: partyA });
    const onCallStarted = vi.fn();
    renderWithTheme(
      <RoomClientProvider client={client}>
        <RoomCall group="A" onCallStarted={onCallStarted} />
      </RoomClientProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Join call' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start call' })).toBeNull();
    act(() => client.update({ calls: { A: callInA } }));
    expect(screen.getByRole('button', { name: 'Join call' })).toBeTruthy();
    expect(screen.getByText('In the call: Noa Ben-David')).toBeTruthy();
    expect(onCallStarted).toHaveBeenCalledTimes(1);
    expect(onCallStarted.mock.calls[0]?.[0]).toMatchObject({ group: 'A', members: [{ name: 'Noa Ben-David', side: 'M' }] });
    // The same call changing (someone's camera) is not a new call.
    act(() => client.update({ calls: { A: { ...callInA, members: [{ ...callInA.members[0]!, camera: false }] } } }));
    expect(onCallStarted).toHaveBeenCalledTimes(1);
  });

  it('tells a party where the mediator is, never more', () => {
    const client = new MemoryRoomClient({ viewer: partyA, mediatorAway: true });
    renderWithTheme(
      <RoomClientProvider client={client}>
        <RoomCall group="M" />
      </RoomClientProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('The mediator is with the other side');
    act(() => client.update({ mediatorAway: false }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('opens the "Join call" dialog, and says so when the browser has no camera or microphone to give', async () => {
    const client = new MemoryRoomClient({ viewer: partyA, calls: { A: callInA } });
    renderWithTheme(
      <RoomClientProvider client={client}>
        <RoomCall group="A" />
      </RoomClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Join call' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join call' });
    expect(within(dialog).getByRole('combobox', { name: 'Microphone' })).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: 'Camera' })).toBeTruthy();
    expect((await within(dialog).findByRole('alert')).textContent).not.toBe('');
    // Nothing joined while the devices could not be had.
    expect(client.getState().inCall).toBeNull();
  });

  it('says in its own words why the devices could not be had: the browser refused them', async () => {
    const refused = new DOMException('Permission denied', 'NotAllowedError');
    const mediaDevices = {
      getUserMedia: vi.fn(async () => Promise.reject(refused)),
      enumerateDevices: vi.fn(async () => []),
    };
    Object.defineProperty(navigator, 'mediaDevices', { value: mediaDevices, configurable: true });
    try {
      const client = new MemoryRoomClient({ viewer: partyA, calls: { A: callInA } });
      renderWithTheme(
        <RoomClientProvider client={client}>
          <RoomCall group="A" />
        </RoomClientProvider>,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Join call' }));
      const dialog = await screen.findByRole('dialog', { name: 'Join call' });
      expect((await within(dialog).findByRole('alert')).textContent).toBe(
        'The browser may not use your camera or microphone. Allow them beside the address bar, then try again.',
      );
      expect(client.getState().inCall).toBeNull();
    } finally {
      Reflect.deleteProperty(navigator, 'mediaDevices');
    }
  });
});
