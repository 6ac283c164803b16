import { forwardRef, useId, useLayoutEffect, useRef, useState, type ComponentPropsWithoutRef, type FormEvent, type KeyboardEvent } from 'react';
import { Button, InfoIcon, SendIcon } from '@mediation/ui';
import { ComposerRoot, Reason, Row, TextArea } from './Composer.styles';

export interface ComposerLabels {
  /** Placeholder and accessible name of the text box. @default 'Type a message' */
  placeholder: string;
  /** The send button. @default 'Send' */
  send: string;
}

export const defaultComposerLabels: ComposerLabels = { placeholder: 'Type a message', send: 'Send' };

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

/** The message box: grows up to 60 px then scrolls, Enter sends, Shift+Enter adds a line, empty text is ignored. */
export const Composer = forwardRef<HTMLFormElement, ComposerProps>(function Composer(
  { onSend, disabledReason, draftKey = '', onTyping, labels, ...rest },
  ref,
) {
  const text = { ...defaultComposerLabels, ...labels };
  const drafts = useRef(new Map<string, string>());
  const [value, setValue] = useState('');
  const [currentKey, setCurrentKey] = useState(draftKey);
  const areaRef = useRef<HTMLTextAreaElement>(null);
  const reasonId = useId();

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
  const send = () => {
    const trimmed = value.trim();
    if (!trimmed || isDisabled) return;
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
          aria-describedby={isDisabled ? reasonId : undefined}
          disabled={isDisabled}
          onChange={(event) => {
            setValue(event.target.value);
            if (event.target.value.trim()) onTyping?.();
          }}
          onKeyDown={handleKeyDown}
        />
        <Button type="submit" disabled={isDisabled} aria-label={text.send}>
          <SendIcon />
          {text.send}
        </Button>
      </Row>
      {isDisabled ? (
        <Reason id={reasonId}>
          <InfoIcon />
          {disabledReason}
        </Reason>
      ) : null}
    </ComposerRoot>
  );
});
