import { forwardRef, useId, useImperativeHandle, useMemo, useRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Badge, useLocale, VisuallyHidden } from '@mediation/ui';
import type { AgreementView } from '@mediation/protocol';
import { fill, formatDateTime } from '../internal/format';
import { useAgreementText } from './i18n';
import { Header, Heading, Muted, Root } from './Agreement.styles';
import {
  AgreementProvider,
  focusKey,
  useAnnouncements,
  useFocusRequests,
  type AgreementCommands,
  type AgreementContextValue,
} from './AgreementContext';
import { controlsFor, type AgreementViewer } from './agreementRules';
import { AddClauseForm } from './AddClauseForm';
import { ClauseList } from './ClauseList';
import { ConsentRecord } from './ConsentRecord';
import { FinalizeControl } from './FinalizeControl';
import { SigningSection } from './SigningSection';
import { agreementLabelsOf, mergeAgreementLabels, type AgreementPanelLabelOverrides, type AgreementPanelLabels } from './labels';

export interface AgreementPanelProps extends AgreementCommands, Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  /** The agreement as this viewer may see it (`agreement` of the server's answer or its `agreementChanged` event). */
  agreement: AgreementView;
  /** Who looks: the mediator drafts, finalizes and countersigns; a party answers and signs for its side. */
  viewer: AgreementViewer;
  /** The guided negotiation's summary: offers the mediator 'Start from summary' on an empty draft. */
  summary?: string;
  /** Address of the signed PDF for a plain link; otherwise `onDownload` is a button. */
  documentHref?: string;
  /** Address of the verify page. @default AGREEMENT_VERIFY_PAGE ('/verify') */
  verifyHref?: string;
  /** Locale of dates and times. @default the language in use (`useLocale`) */
  locale?: string;
  /** Time zone of dates and times. @default the browser's */
  timeZone?: string;
  /** At the end of the heading's line: a host's buttons (the room's "Open wide"). */
  actions?: ReactNode;
  /** Visible strings and accessible names. */
  labels?: AgreementPanelLabelOverrides;
}

/**
 * The settlement agreement, a region named 'Agreement': the mediator drafts clauses and finalizes; each
 * party accepts every clause or asks for a change, then signs; the mediator countersigns; everyone then
 * downloads the signed PDF. Transport-free: it shows `agreement` and calls back.
 */
export const AgreementPanel = forwardRef<HTMLElement, AgreementPanelProps>(function AgreementPanel(props, ref) {
  const {
    agreement,
    viewer,
    summary,
    documentHref,
    verifyHref,
    locale: givenLocale,
    timeZone,
    labels: labelOverrides,
    actions,
    onAddClause,
    onEditClause,
    onRemoveClause,
    onMoveClause,
    onFinalize,
    onCountersign,
    onReopen,
    onAnswer,
    onSign,
    onDownload,
    ...rest
  } = props;
  const t = useAgreementText();
  const { locale: uiLocale } = useLocale();
  const locale = givenLocale ?? uiLocale;
  const labels = useMemo(() => mergeAgreementLabels(agreementLabelsOf(t), labelOverrides), [t, labelOverrides]);
  const addedManyLabel = labelOverrides?.announceAddedMany;
  const addedMany = (count: number) => (addedManyLabel ? fill(addedManyLabel, { count }) : t('agreement.announceAddedMany', { count }));
  const rootRef = useRef<HTMLElement>(null);
  useImperativeHandle(ref, () => rootRef.current as HTMLElement);
  const headingId = useId();
  const requestFocus = useFocusRequests(rootRef, agreement);
  const { message, announce } = useAnnouncements(agreement, viewer, labels);
  const controls = controlsFor(agreement, viewer);
  const commands: AgreementCommands = {
    onAddClause,
    onEditClause,
    onRemoveClause,
    onMoveClause,
    onFinalize,
    onCountersign,
    onReopen,
    onAnswer,
    onSign,
    onDownload,
  };
  const context: AgreementContextValue = { agreement, viewer, labels, locale, timeZone, requestFocus, announce, addedMany, commands };

  return (
    <AgreementProvider value={context}>
      <Root ref={rootRef} aria-labelledby={headingId} {...rest}>
        <Header>
          <Heading id={headingId}>{labels.heading}</Heading>
          <Badge tone={agreement.state === 'signed' ? 'success' : agreement.state === 'finalized' ? 'accent' : 'neutral'}>
            {labels.states[agreement.state]}
          </Badge>
          <Muted as="span">{fill(labels.version, { version: agreement.version })}</Muted>
          {actions}
        </Header>
        <Muted tabIndex={-1} {...focusKey('state')}>
          {stateNote(agreement, viewer, labels, locale, timeZone)}
        </Muted>
        {viewer !== 'mediator' && agreement.shuttle && agreement.state === 'draft' ? <Muted>{labels.shuttleNote}</Muted> : null}
        <ClauseList />
        {controls.draft ? <AddClauseForm summary={summary} /> : null}
        {controls.finalize ? <FinalizeControl /> : null}
        {agreement.state === 'draft' ? null : <SigningSection documentHref={documentHref} verifyHref={verifyHref} />}
        {agreement.record.length > 0 ? <ConsentRecord /> : null}
        <VisuallyHidden role="status">{message}</VisuallyHidden>
      </Root>
    </AgreementProvider>
  );
});

function stateNote(
  agreement: AgreementView,
  viewer: AgreementViewer,
  labels: AgreementPanelLabels,
  locale?: string,
  timeZone?: string,
): string {
  switch (agreement.state) {
    case 'draft':
      return labels.draftNote;
    case 'finalized':
      return fill(viewer === 'mediator' ? labels.finalizedNote : labels.finalizedNoteParty, {
        time: agreement.finalized_at ? formatDateTime(agreement.finalized_at, locale, timeZone) : '',
      });
    case 'signed':
      return fill(labels.signedNote, { time: agreement.signed_at ? formatDateTime(agreement.signed_at, locale, timeZone) : '' });
    default:
      return agreement.state satisfies never;
  }
}
