import { Suspense } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@mediation/protocol';
import { LocaleProvider, loadLocale } from '@mediation/ui';
import { ChatRoom } from './ChatRoom';
import { ChatConfigProvider } from './ChatConfig';
import { Composer } from './Composer';
import { GroupSelector } from './GroupSelector';
import { CLIENT_SENTENCES } from './internal/clientSentences';
import { caseInfo, makeMessage, mediator, participants, roomMessages } from './internal/fixtures';
import { renderWithTheme } from './internal/test-utils';
import { Likes } from './Likes';
import { Message } from './Message';
import { MemoryRoomClient } from './room/MemoryRoomClient';

/** Unicode isolates around a name inside a Hebrew sentence (the string form of `<bdi>`). */
const isolated = (name: string) => `\u2068${name}\u2069`;

const inHebrew = (ui: React.ReactElement) =>
  renderWithTheme(
    <LocaleProvider locale="he">
      <Suspense fallback="loading">{ui}</Suspense>
    </LocaleProvider>,
  );

describe('the chat in Hebrew', () => {
  beforeAll(async () => {
    // Every catalog: the chat's and the design system's (its Button, Dialog…).
    await loadLocale('he');
  });

  it('names the room, the groups and the composer in Hebrew, and shows a notice with the name isolated', () => {
    const client = new MemoryRoomClient({ participants, messages: roomMessages(), shuttle: false, viewer: mediator });
    inHebrew(<ChatRoom caseInfo={caseInfo} timeZone="UTC" client={client} />);
    expect(screen.getByRole('complementary', { name: 'חדר התיק' })).toBeTruthy();
    const board = screen.getByRole('tabpanel', { name: 'שיחה: משותפת' });
    expect(within(board).getByRole('textbox', { name: 'הודעה לכולם' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /^א — צד א׳/ })).toBeTruthy();
    // The sides' letters are the language's: the tab shows א, not A.
    expect(screen.getByRole('tab', { name: /^א — צד א׳/ }).textContent).toMatch(/^א/);
    expect(screen.getByRole('heading', { name: 'משתתפים' })).toBeTruthy();
    act(() => client.update({ notifications: [{ id: 1, kind: 'joined', name: 'Dana Levi', offered: false }] }));
    expect(screen.getByRole('status', { name: '' }).textContent).toContain(`הצטרפות לשיחה: ${isolated('Dana Levi')}`);
  });

  it("uses Hebrew's plural forms, 'two' among them", () => {
    const { unmount } = inHebrew(
      <GroupSelector groups={['M', 'A', 'B']} value="M" onValueChange={() => undefined} unread={{ A: 1, B: 2 }} />,
    );
    expect(screen.getByRole('tab', { name: 'א — צד א׳, 1 הודעה שלא נקראה' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'ב — צד ב׳, 2 הודעות שלא נקראו' })).toBeTruthy();
    unmount();
    inHebrew(
      <Likes
        viewerId={9}
        likes={{
          A: [
            { userId: 2, name: 'Dana Levi' },
            { userId: 4, name: 'Avi Levi' },
          ],
          B: [],
          M: [],
        }}
      />,
    );
    expect(screen.getByText('שני לייקים מצד א׳: Dana Levi, Avi Levi')).toBeTruthy();
  });

  it('counts the characters left in Hebrew, with the numbers of the language', () => {
    inHebrew(<Composer onSend={() => undefined} />);
    const box = screen.getByRole('textbox', { name: 'הקלדת הודעה' });
    fireEvent.change(box, { target: { value: 'x'.repeat(LIMITS.messageMaxLength - 2) } });
    expect(screen.getByText('נותרו 2 תווים')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'x'.repeat(LIMITS.messageMaxLength + 1) } });
    expect(screen.getByText('תו אחד מעבר למותר: הודעה יכולה להכיל עד 5,000 תווים')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'שליחה' }).querySelector('svg[data-flip-rtl]')).toBeTruthy();
  });

  it('writes a message time in Hebrew unless the host sets a locale', () => {
    const message = makeMessage('A', 'M', 'שלום לכולם', 5 * 60 + 30);
    const hebrewTime = new Intl.DateTimeFormat('he', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(
      new Date(message.time),
    );
    const { unmount } = inHebrew(
      <ChatConfigProvider timeZone="UTC">
        <Message message={message} viewerId={1} />
      </ChatConfigProvider>,
    );
    expect(hebrewTime).toBe('14:30');
    expect(screen.getByRole('article').querySelector('time')?.textContent).toBe(hebrewTime);
    unmount();
    inHebrew(
      <ChatConfigProvider locale="en-US" timeZone="UTC">
        <Message message={message} viewerId={1} />
      </ChatConfigProvider>,
    );
    expect(screen.getByRole('article').querySelector('time')?.textContent).toBe('02:30 PM');
  });

  it("says the client's own failure in Hebrew, and the server's sentence as it is", () => {
    const failed = makeMessage('M', 'M', 'שלום', 1, { delivery: 'failed', error: CLIENT_SENTENCES.noAnswer });
    const { unmount } = inHebrew(<Message message={failed} viewerId={1} />);
    expect(screen.getByRole('alert').textContent).toBe('לא נשלחה: אין תשובה מהשרת.');
    unmount();
    inHebrew(<Message message={{ ...failed, error: 'Case is closed' }} viewerId={1} />);
    expect(screen.getByRole('alert').textContent).toBe('לא נשלחה: Case is closed');
  });

  it("titles a party's initial position in the reader's language, whatever title was stored", () => {
    const position = makeMessage('A', 'M', 'The fence stays.', 0, {
      ext: { type: 'guided', stage: 'initialPosition', title: 'Initial position' },
    });
    inHebrew(<Message message={position} viewerId={1} />);
    expect(screen.getByRole('article').textContent).toContain('עמדה פותחת');
    expect(screen.getByRole('article').textContent).not.toContain('Initial position');
  });
});
