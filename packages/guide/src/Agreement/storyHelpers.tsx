/** Stories only: the info panel's width, fixed dates, and the panel's labels in Hebrew. */
import type { Decorator } from '@storybook/react-vite';
import type { AgreementPanelLabelOverrides } from './labels';

/** The agreement sits in the room's info panel: about this wide, and scrolling within the window's height. */
export const withPanelWidth: Decorator = (Story) => (
  <div style={{ maxWidth: '440px', maxHeight: '860px', overflowY: 'auto', padding: '4px' }}>
    <Story />
  </div>
);

/** Dates print the same on every machine. */
export const fixedDates = { locale: 'en-GB', timeZone: 'UTC' };

export const hebrewLabels: AgreementPanelLabelOverrides = {
  heading: 'הסכם',
  states: { draft: 'טיוטה', finalized: 'סופי', signed: 'חתום' },
  version: 'גרסה {version}',
  clauses: 'סעיפים',
  clauseHeading: 'סעיף {number}',
  draftNote: 'טיוטה: כל צד מקבל כל סעיף או מבקש שינוי.',
  acceptedBy: 'התקבל על ידי {side}',
  changeRequestedBy: '{side} ביקש שינוי',
  waitingFor: 'ממתין ל-{side}',
  changedSinceYouAccepted: 'השתנה מאז שקיבלת',
  changedSinceSideAccepted: 'השתנה מאז ש-{side} קיבל',
  commentBy: '{side} ביקש:',
  commentByYou: 'ביקשת:',
  acceptShort: 'קבלה',
  accept: 'קבלת סעיף {number}',
  requestChangeShort: 'בקשת שינוי',
  requestChange: 'בקשת שינוי לסעיף {number}',
  commentField: 'מה צריך לשנות',
  commentHint: 'רק המגשר יקרא את זה.',
  sendRequest: 'שליחת הבקשה',
  cancel: 'ביטול',
  clauseField: 'סעיף',
  addClause: 'הוספת סעיף',
  editClause: 'עריכת סעיף {number}',
  removeClause: 'הסרת סעיף {number}',
  moveUp: 'העברת סעיף {number} למעלה',
  moveDown: 'העברת סעיף {number} למטה',
  finalize: 'סיום ההסכם',
  finalizeHint: 'אפשר לסיים כששני הצדדים קיבלו את הגרסה הנוכחית של כל סעיף.',
  record: 'תיעוד ההסכמה',
};
