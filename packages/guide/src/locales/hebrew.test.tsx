import { render, screen } from '@testing-library/react';
import { LocaleProvider, ThemeProvider } from '@mediation/ui';
import type { ReactElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { BarrierAdvice } from '../BarrierAdvice';
import { defaultGuideContent } from '../content/defaultContent';
import { guidedExt, instructionsText } from '../content/messages';
import { GuidedMessage } from '../GuidedMessage';
import { GuidePanelFrame } from '../GuidePanelFrame';
import { guidePanelFrameCatalog } from '../GuidePanelFrame/i18n';
import { guideContentCatalog } from '../content/i18n';
import { agreementCatalog } from '../Agreement/i18n';
import { guideCatalog } from '../internal/i18n';

const inHebrew = (ui: ReactElement) =>
  render(
    <ThemeProvider>
      <LocaleProvider locale="he">{ui}</LocaleProvider>
    </ThemeProvider>,
  );

describe('the guide in Hebrew', () => {
  beforeAll(() =>
    Promise.all([guideCatalog.load('he'), guidePanelFrameCatalog.load('he'), guideContentCatalog.load('he'), agreementCatalog.load('he')]),
  );

  it("uses Hebrew's one, two and other forms for the clauses added from the summary", () => {
    const added = (count: number) => agreementCatalog.translate('he', 'agreement.announceAddedMany', { count });
    expect([1, 2, 5].map(added)).toEqual(['סעיף אחד נוסף מהסיכום.', 'שני סעיפים נוספו מהסיכום.', '5 סעיפים נוספו מהסיכום.']);
    expect(agreementCatalog.translate('en', 'agreement.announceAddedMany', { count: 2 })).toBe('2 clauses added from the summary.');
  });

  it('shows a stage card the mediator sent in English in the reader’s Hebrew: its step, title and text', () => {
    const card = defaultGuideContent.types.Bargaining.stages[0]!.substages[0]!;
    inHebrew(<GuidedMessage ext={guidedExt.stageCard('Bargaining', 0, card)}>{card.text}</GuidedMessage>);
    expect(screen.getByText('מיקוח · שלב 1 מתוך 5: פתיחה')).toBeTruthy();
    expect(screen.getByText('דברי פתיחה')).toBeTruthy();
    expect(screen.getByText(/^כל צד בתורו/)).toBeTruthy();
    expect(screen.queryByText(card.text)).toBeNull();
  });

  it('keeps text the mediator wrote, and turns the composed instructions into Hebrew', () => {
    const { container } = inHebrew(
      <>
        <GuidedMessage ext={guidedExt.greeting()}>Hi both, I am Dana.</GuidedMessage>
        <GuidedMessage ext={guidedExt.instructions(defaultGuideContent.generalInstructions)}>
          {instructionsText(defaultGuideContent)}
        </GuidedMessage>
      </>,
    );
    expect(screen.getByText('Hi both, I am Dana.')).toBeTruthy();
    expect(screen.getByText('איך נעבוד')).toBeTruthy();
    expect(container.textContent).toContain('• כבוד: מדברים זה אל זה בכבוד, גם כשאין הסכמה.');
  });

  it('names the panel and lists the ten barriers in Hebrew', () => {
    inHebrew(
      <>
        <GuidePanelFrame isOpen={false} onToggleOpen={() => {}} />
        <BarrierAdvice />
      </>,
    );
    expect(screen.getByRole('region', { name: 'משא ומתן מונחה' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'משא ומתן מונחה' })).toBeTruthy();
    expect(screen.getByText('המלצה')).toBeTruthy();
    expect(screen.getByText('חוסר אמון')).toBeTruthy();
    expect(screen.getByText('הטעות של ״העוגה הקבועה״')).toBeTruthy();
  });
});
