import {
  forwardRef,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { LIMITS } from '@mediation/protocol';
import { Button, InfoIcon, SendIcon } from '@mediation/ui';
import { useChatText } from '../i18n';
import { ComposerRoot, Count, Reason, Row, TextArea } from './Composer.styles';

export interface ComposerLabels {
  /** Placeholder and accessible name of the text box. @default 'Type a message' */
  placeholder: string;
  /** The send button. @default 'Send' */
  send: string;
  /** The count shown from 4,500 characters. @default '{n} characters left' */
  charactersLeft: (left: number) => string;
  /** Why Send is disabled past the limit. @default '{n} characters too many: a message holds at most 5,000' */
  tooLong: (over: number, max: number) => string;
}

/** The composer's labels in the language in use, with the given ones over them. */
export function useComposerLabels(labels?: Partial<ComposerLabels>): ComposerLabels {
  const t = useChatText();
  const defaults = useMemo<ComposerLabels>(
    () => ({
      placeholder: t('composer.placeholder'),
      send: t('composer.send'),
      charactersLeft: (left) => t('composer.charactersLeft', { left }),
      tooLong: (over, max) => t('composer.tooLong', { over, max }),
    }),
    [t],
  );
  return { ...defaults, ...labels };
}

export interface ComposerProps extends Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'> {
  /** Called with the text to send (trimmed, never empty). */
  onSend: (text: string) => void;
  /** When set, sending is not allowed and this sentence says why (shuttle on, case ended, offline). */
  disabledReason?: string | undefined;
  /** Identifies the conversation (the group); a draft is kept per key when it changes. */
  draftKey?: string;
  /** Called as the person types (for a "typing" notice to the others). */
  onTyping?: () => void;
  /** Visible strings. */
  labels?: Partial<ComposerLabels>;
}

/**
 * The message box: grows up to 60 px then scrolls, Enter sends, Shift+Enter adds a line, empty text is ignored.
 * From 4,500 characters it counts the characters left (a polite live text); past 5,000 (the protocol's
 * `LIMITS.messageMaxLength`, what the server accepts) Send is disabled and that count says why.
 */
export const Composer = forwardRef<HTMLFormElement, ComposerProps>(function Composer(
  { onSend, disabledReason, draftKey = '', onTyping, labels, ...rest },
  ref,
) {
  const text = useComposerLabels(labels);
  const drafts = useRef(new Map<string, string>());
  const [value, setValue] = useState('');
  const [currentKey, setCurrentKey] = useState(draftKey);
  const areaRef = useRef<HTMLTextAreaElement>(null);
  const reasonId = useId();
  const countId = useId();

  // Switching groups stores this group's draft and brings back the other's.
  if (draftKey !== currentKey) {
    drafts.current.set(currentKey, value);
    setCurrentKey(draftKey);
    setValue(drafts.current.get(draftKey) ?? '');
  }

  // Grow with the text; the CSS max-height (60 px) then makes it scroll.
  useLayoutEffect(() => {
    const area = areaRef.current;
    if (!area) return;
    area.style.height = 'auto';
    area.style.height = `${area.scrollHeight + area.offsetHeight - area.clientHeight}px`;
  }, [value]);

  const isDisabled = disabledReason !== undefined;
  // Counted as the server counts it: the trimmed text.
  const length = value.trim().length;
  const left = LIMITS.messageMaxLength - length;
  const isTooLong = left < 0;
  const showsCount = length >= LIMITS.messageCountdownFrom;
  const send = () => {
    const trimmed = value.trim();
    if (!trimmed || isDisabled || isTooLong) return;
    onSend(trimmed);
    setValue('');
    drafts.current.delete(draftKey);
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };
  return (
    <ComposerRoot ref={ref} onSubmit={handleSubmit} {...rest}>
      <Row>
        <TextArea
          ref={areaRef}
          rows={1}
          value={value}
          placeholder={text.placeholder}
          aria-label={text.placeholder}
          aria-describedby={isDisabled ? reasonId : showsCount ? countId : undefined}
          aria-invalid={isTooLong || undefined}
          dir="auto"
          disabled={isDisabled}
          onChange={(event) => {
            setValue(event.target.value);
            if (event.target.value.trim()) onTyping?.();
          }}
          onKeyDown={handleKeyDown}
        />
        <Button
          type="submit"
          disabled={isDisabled || isTooLong}
          aria-label={text.send}
          aria-describedby={isDisabled ? reasonId : isTooLong ? countId : undefined}
        >
          <SendIcon data-flip-rtl="" />
          {text.send}
        </Button>
      </Row>
      {/* Always in the page, so that screen readers announce the count when it appears. */}
      <Count id={countId} aria-live="polite" $isOver={isTooLong}>
        {showsCount ? (isTooLong ? text.tooLong(-left, LIMITS.messageMaxLength) : text.charactersLeft(left)) : null}
      </Count>
      {isDisabled ? (
        <Reason id={reasonId}>
          <InfoIcon />
          {disabledReason}
        </Reason>
      ) : null}
    </ComposerRoot>
  );
});
