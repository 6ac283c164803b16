import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CaseInfoPanel } from '../CaseInfoPanel';
import { Message } from '../Message';
import { NotesPanel } from '../NotesPanel';
import { ParticipantsList } from '../ParticipantsList';
import { SummaryPanel } from '../SummaryPanel';
import { caseInfo, hebrewConversation, makeMessage } from './fixtures';
import { renderWithTheme } from './test-utils';

/** The nearest element deciding the text's direction says `auto`: Hebrew or Arabic reads right to left inside English. */
const expectAutoDirection = (text: string) => expect(screen.getByText(text).closest('[dir]')?.getAttribute('dir'), text).toBe('auto');

describe('text a person wrote carries dir="auto"', () => {
  it('in messages (author and text), participants, notes, summaries and the case information', () => {
    const [message] = hebrewConversation();
    const hebrewName = 'אלכסנדרה בת־שבע רוזנבלום־כהן';
    const summary = makeMessage('M', 'M', 'סיכום: הגדר תתוקן עד יוני', 9, { ext: { type: 'guided', stage: 'summary' } });
    renderWithTheme(
      <>
        <Message message={{ ...message!, authorName: hebrewName }} viewerId={99} />
        <ParticipantsList participants={[{ userId: 5, name: 'מרים לוי', side: 'A', isOnline: true }]} viewerId={1} />
        <NotesPanel notes={[{ text: 'צד א רוצה לסיים לפני הקיץ', tag: 'A' }]} onAdd={vi.fn()} onRemove={vi.fn()} />
        <SummaryPanel summaries={[summary]} />
        <CaseInfoPanel
          caseInfo={{ ...caseInfo, title: 'תיקון הגדר המשותפת', problemBrief: 'מי משלם על הגדר', mediatorName: 'נועה בן־דוד' }}
        />
      </>,
    );
    for (const text of [
      message!.text,
      hebrewName,
      'מרים לוי',
      'צד א רוצה לסיים לפני הקיץ',
      'סיכום: הגדר תתוקן עד יוני',
      'תיקון הגדר המשותפת',
      'מי משלם על הגדר',
      'נועה בן־דוד',
    ]) {
      expectAutoDirection(text);
    }
    expect(screen.getByRole('textbox', { name: 'Note' }).getAttribute('dir')).toBe('auto');
  });
});
