import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { caseInfo, mediator, participants, roomMessages } from '../internal/fixtures';
import { renderWithTheme } from '../internal/test-utils';
import { MemoryRoomClient } from '../room/MemoryRoomClient';
import { ChatRoom } from './ChatRoom';

const WINDOW_PX = 1600;
const storageKey = `mediation.room.infoWidth.${mediator.side}-${mediator.id}`;

/** A 1600 px window: the room is wide; the info column is as wide as the width the split gives it. */
function layOut() {
  vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(WINDOW_PX);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const info = this.style.getPropertyValue('--info-width');
    const width = info ? parseFloat(info) : WINDOW_PX;
    return { width, height: 800, top: 0, left: 0, right: width, bottom: 800, x: 0, y: 0, toJSON: () => ({}) };
  });
}

function renderRoom(dir: 'ltr' | 'rtl' = 'ltr') {
  renderWithTheme(
    <div dir={dir}>
      <ChatRoom
        caseInfo={caseInfo}
        locale="en-GB"
        timeZone="UTC"
        client={new MemoryRoomClient({ participants, messages: roomMessages(), shuttle: false, viewer: mediator })}
      />
    </div>,
  );
  return screen.getByRole('separator', { name: 'Resize panel' });
}

/** jsdom has no PointerEvent; a MouseEvent with a pointer id is what the edge reads. */
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 0;
  }
}

describe('the info column edge', () => {
  beforeEach(() => {
    vi.stubGlobal('PointerEvent', TestPointerEvent);
    localStorage.clear();
    layOut();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('widens and narrows with the arrow keys, between 280 px and half the window, and is remembered', () => {
    const edge = renderRoom();
    expect(edge.getAttribute('aria-valuenow')).toBe('360');
    expect(edge.getAttribute('aria-valuemin')).toBe('280');
    expect(edge.getAttribute('aria-valuemax')).toBe(String(WINDOW_PX / 2));
    fireEvent.keyDown(edge, { key: 'ArrowLeft' });
    expect(edge.getAttribute('aria-valuenow')).toBe('376');
    expect(localStorage.getItem(storageKey)).toBe('376');
    fireEvent.keyDown(edge, { key: 'End' });
    expect(edge.getAttribute('aria-valuenow')).toBe('800');
    fireEvent.keyDown(edge, { key: 'ArrowLeft' });
    expect(edge.getAttribute('aria-valuenow'), 'never past half the window').toBe('800');
    fireEvent.keyDown(edge, { key: 'Home' });
    fireEvent.keyDown(edge, { key: 'ArrowRight' });
    expect(edge.getAttribute('aria-valuenow'), 'never under 280 px').toBe('280');
    expect(localStorage.getItem(storageKey)).toBe('280');
  });

  it('follows the pointer that drags it, and a new room opens at the width the person left', () => {
    const edge = renderRoom();
    fireEvent.pointerDown(edge, { pointerId: 1, button: 0, clientX: 1000 });
    fireEvent.pointerMove(edge, { pointerId: 1, clientX: 900 });
    expect(edge.getAttribute('aria-valuenow')).toBe('460');
    fireEvent.pointerUp(edge, { pointerId: 1 });
    // A move after the button is up is not a drag.
    fireEvent.pointerMove(edge, { pointerId: 1, clientX: 500 });
    expect(edge.getAttribute('aria-valuenow')).toBe('460');
  });

  it('mirrors in a right-to-left room: the column is at the left, and the edge moving right widens it', () => {
    const edge = renderRoom('rtl');
    fireEvent.keyDown(edge, { key: 'ArrowRight' });
    expect(edge.getAttribute('aria-valuenow')).toBe('376');
    fireEvent.pointerDown(edge, { pointerId: 2, button: 0, clientX: 400 });
    fireEvent.pointerMove(edge, { pointerId: 2, clientX: 450 });
    expect(edge.getAttribute('aria-valuenow')).toBe('426');
  });

  it('opens at the width kept for this viewer', () => {
    localStorage.setItem(storageKey, '512');
    expect(renderRoom().getAttribute('aria-valuenow')).toBe('512');
  });
});
