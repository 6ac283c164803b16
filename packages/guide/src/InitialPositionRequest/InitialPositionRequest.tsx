import { forwardRef, useEffect, useState, type ComponentPropsWithoutRef } from 'react';
import { Button, Drawer, TextAreaField } from '@mediation/ui';
import { useGuideText, type GuideTranslate } from '../internal/i18n';
import type { ActionPayload, MessageExt, PartySide, PositionMarker, Side } from '@mediation/protocol';
import { guidedExt } from '../content/messages';
import { Banner, BannerText, Footer, Intro } from './InitialPositionRequest.styles';

export interface InitialPositionRequestLabels {
  /** Line of the banner. @default 'The mediator asks for your initial position.' */
  banner: string;
  /** The banner's button. @default 'Click To Set Initial State' */
  open: string;
  /** Title of the drawer. @default 'Initial position' */
  title: string;
  /** Line at the top of the drawer, saying who will read the position: everyone in the joint group. */
  intro: string;
  /** The drawer's line in shuttle mode, when only the mediator will read the position. */
  introShuttle: string;
  /** Label of the text box. @default 'Write your initial state here' */
  field: string;
  /** Shown when Submit is pressed with nothing written. @default 'Write your position before submitting.' */
  empty: string;
  submit: string;
  /** Closes the drawer without answering, back to the group chat. @default 'Pass to group' */
  pass: string;
  /** Accessible name of the drawer's close button. @default 'Close' */
  close: string;
}

/** The strings from the catalog in the language in use. */
function initialPositionRequestLabelsOf(t: GuideTranslate): InitialPositionRequestLabels {
  return {
    banner: t('initialPosition.banner'),
    open: t('initialPosition.open'),
    title: t('initialPosition.title'),
    intro: t('initialPosition.intro'),
    introShuttle: t('initialPosition.introShuttle'),
    field: t('initialPosition.field'),
    empty: t('initialPosition.empty'),
    submit: t('initialPosition.submit'),
    pass: t('initialPosition.pass'),
    close: t('initialPosition.close'),
  };
}

/** The `action` that marks a side's position as received, without `case_id` (the app adds it). */
export type InitialPositionAction = Omit<ActionPayload, 'case_id'>;

/**
 * The group a party's initial position goes to: the joint group M, or in shuttle mode the party's own
 * group, which only the party and the mediator read (the server refuses a party's M while shuttle is on).
 */
export function initialPositionGroup(side: PartySide, shuttle: boolean): Side {
  return shuttle ? side : 'M';
}

/** True when the mediator's request is in force and this side has not answered it yet. */
export function isInitialPositionRequested(markers: readonly PositionMarker[], side: PartySide): boolean {
  return markers.includes('initialPosition') && !markers.includes(side === 'A' ? 'receivedInitialA' : 'receivedInitialB');
}

export interface InitialPositionRequestProps extends Omit<ComponentPropsWithoutRef<'div'>, 'onSubmit'> {
  /** The party's side. */
  side: PartySide;
  /** The position markers in force (`historyActions`, then `action` events); the banner shows while this side is asked. */
  markers: readonly PositionMarker[];
  /**
   * Shuttle mode is on: the position goes to the mediator only (the party's own group, see
   * `initialPositionGroup`), and the drawer says so. @default false
   */
  shuttle?: boolean;
  /**
   * Sends the position as a guided message (`roomMsg` with this `ext`) to `initialPositionGroup`'s group.
   * A promise that rejects (the position was not stored) brings the banner back, and `onSendAction` is not called.
   */
  onSendGuidedMessage?: (text: string, ext: MessageExt) => void | Promise<unknown>;
  /** Called once the position was sent (after `onSendGuidedMessage`'s promise, if it returns one). */
  onSendAction?: (action: InitialPositionAction) => void;
  /** The party chose 'Pass to group'. */
  onPass?: () => void;
  /** Visible strings and accessible names. */
  labels?: Partial<InitialPositionRequestLabels>;
}

/**
 * The party's side of the initial positions: a 'Click To Set Initial State' banner while the mediator's
 * request is in force, opening a drawer to write the position. Hidden once this side has answered.
 */
export const InitialPositionRequest = forwardRef<HTMLDivElement, InitialPositionRequestProps>(function InitialPositionRequest(
  { side, markers, shuttle = false, onSendGuidedMessage, onSendAction, onPass, labels, ...rest },
  ref,
) {
  const t = useGuideText();
  const text = { ...initialPositionRequestLabelsOf(t), ...labels };
  const [isOpen, setOpen] = useState(false);
  const [position, setPosition] = useState('');
  const [error, setError] = useState<string>();
  const [hasSubmitted, setSubmitted] = useState(false);
  const isRequestInForce = markers.includes('initialPosition');
  // A later request (after the mediator stopped and started again) asks anew.
  useEffect(() => {
    if (!isRequestInForce) setSubmitted(false);
  }, [isRequestInForce]);
  if (hasSubmitted || !isInitialPositionRequested(markers, side)) return null;

  const submit = () => {
    const value = position.trim();
    if (!value) {
      setError(text.empty);
      return;
    }
    const sent = onSendGuidedMessage?.(value, guidedExt.initialPosition());
    const marked = () =>
      onSendAction?.({ actionType: 'add', actionPayload: side === 'A' ? 'receivedInitialA' : 'receivedInitialB', extMsg: value });
    if (sent instanceof Promise) {
      sent.then(marked, () => setSubmitted(false));
    } else {
      marked();
    }
    setSubmitted(true);
    setOpen(false);
  };

  return (
    <Banner ref={ref} {...rest}>
      <BannerText>{text.banner}</BannerText>
      <Drawer
        open={isOpen}
        onOpenChange={setOpen}
        title={text.title}
        labels={{ close: text.close }}
        trigger={<Button size="sm">{text.open}</Button>}
        footer={
          <Footer>
            <Button
              variant="secondary"
              onClick={() => {
                setOpen(false);
                onPass?.();
              }}
            >
              {text.pass}
            </Button>
            <Button onClick={submit}>{text.submit}</Button>
          </Footer>
        }
      >
        <Intro>{shuttle ? text.introShuttle : text.intro}</Intro>
        <TextAreaField
          dir="auto"
          label={text.field}
          rows={6}
          value={position}
          error={error}
          onChange={(event) => {
            setPosition(event.target.value);
            setError(undefined);
          }}
        />
      </Drawer>
    </Banner>
  );
});
