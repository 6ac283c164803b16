import {
  forwardRef,
  memo,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import {
  AlertIcon,
  Avatar as DefaultAvatar,
  Button,
  CheckIcon,
  ClockIcon,
  EditIcon,
  LikeIcon,
  PlusIcon,
  TruncatedText,
} from '@mediation/ui';
import { useChatComponents } from '../ChatConfig';
import { useChatText } from '../i18n';
import { formatTime } from '../internal/format';
import { VisuallyHidden } from '../internal/styles';
import { useClientSentence } from '../internal/useClientSentence';
import { useDateFormat } from '../internal/useDateFormat';
import { Likes, type LikesLabels } from '../Likes';
import { hasLiked } from '../Likes/likeData';
import { highlightParts } from '../Search/matching';
import { isGuidedMessage, type ChatMessage } from '../types';
import { EditActions, EditArea, EditError, EditForm, MessageRoot } from './Message.styles';

/** How long like and edit controls stay open after the pointer or focus arrives (spec: 5 s). */
export const CONTROLS_CLOSE_MS = 5000;

export interface MessageLabels {
  like: string;
  edit: string;
  /** The mediator's control that makes the message's text a clause of the settlement agreement. */
  addToAgreement: string;
  /** On the guided "Do you accept the agreement?", for a party: opens the agreement's panel. @default 'Open the agreement' */
  openAgreement: string;
  /** The title over a party's initial position, in the reader's language whatever the stored title says. @default 'Initial position' */
  initialPositionTitle: string;
  edited: string;
  sending: string;
  sent: string;
  seen: string;
  failed: string;
  retry: string;
  editMessage: string;
  save: string;
  cancel: string;
  emptyEdit: string;
  likes: Partial<LikesLabels>;
}

/** A message's labels in the language in use, with the given ones over them. */
export function useMessageLabels(labels?: Partial<MessageLabels>): MessageLabels {
  const t = useChatText();
  const defaults = useMemo<MessageLabels>(
    () => ({
      like: t('message.like'),
      edit: t('message.edit'),
      addToAgreement: t('message.addToAgreement'),
      openAgreement: t('message.openAgreement'),
      initialPositionTitle: t('message.initialPositionTitle'),
      edited: t('message.edited'),
      sending: t('message.sending'),
      sent: t('message.sent'),
      seen: t('message.seen'),
      failed: t('message.failed'),
      retry: t('message.retry'),
      editMessage: t('message.editMessage'),
      save: t('message.save'),
      cancel: t('message.cancel'),
      emptyEdit: t('message.emptyEdit'),
      likes: {},
    }),
    [t],
  );
  return { ...defaults, ...labels };
}

export interface MessageProps extends Omit<ComponentPropsWithoutRef<'article'>, 'onCopy'> {
  /** The message to show. */
  message: ChatMessage;
  /** The viewer's user id: their own messages get Edit and a delivery state. */
  viewerId: number;
  /** Whether this message starts a run by its author within a minute (shows avatar, name and time). @default true */
  isGroupStart?: boolean;
  /** Search query whose hits are highlighted in the text. */
  highlight?: string;
  /** Marks the message as the current search hit. @default false */
  isCurrentMatch?: boolean;
  /** Called to like (`true`) or unlike (`false`); without it there is no Like button. */
  onLike?: (messageId: string, liked: boolean) => void;
  /** Called with the new text of an edited message; without it there is no Edit button. */
  onEdit?: (messageId: string, text: string) => void;
  /** Called with the message to add its text to the agreement; without it there is no "Add to agreement". */
  onAddToAgreement?: (message: ChatMessage) => void;
  /** Called to send a failed message again. */
  onRetry?: (messageId: string) => void;
  /** Given, the guided question "Do you accept the agreement?" offers "Open the agreement", which calls it. */
  onOpenAgreement?: () => void;
  /** Visible strings. */
  labels?: Partial<MessageLabels>;
}

/** The guided message's stage of "Do you accept the agreement?" (the guide's `GUIDED_MESSAGE_STAGES.agreement`). */
const AGREEMENT_STAGE = 'agreement';
/** The stage of a party's initial position (the guide's `GUIDED_MESSAGE_STAGES.initialPosition`): its stored title is the server's English. */
const INITIAL_POSITION_STAGE = 'initialPosition';

const MessageBase = forwardRef<HTMLElement, MessageProps>(function Message(
  {
    message,
    viewerId,
    isGroupStart = true,
    highlight,
    isCurrentMatch = false,
    onLike,
    onEdit,
    onAddToAgreement,
    onRetry,
    onOpenAgreement,
    labels,
    onPointerEnter,
    onFocus,
    onBlur,
    ...rest
  },
  ref,
) {
  const text = useMessageLabels(labels);
  const { locale, timeZone } = useDateFormat();
  const { Avatar = DefaultAvatar } = useChatComponents();
  const [isOpen, setOpen] = useState(false);
  const [isEditing, setEditing] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const isOwn = message.authorId === viewerId;
  const isGuided = isGuidedMessage(message);
  const title = !isGuided ? undefined : message.ext?.stage === INITIAL_POSITION_STAGE ? text.initialPositionTitle : message.ext?.title;
  const canLike = !isGuided && onLike !== undefined && message.delivery !== 'sending' && message.delivery !== 'failed';
  const canEdit = !isGuided && isOwn && onEdit !== undefined && message.delivery !== 'sending' && message.delivery !== 'failed';
  const canAddToAgreement =
    !isGuided &&
    onAddToAgreement !== undefined &&
    message.delivery !== 'sending' &&
    message.delivery !== 'failed' &&
    message.text.trim() !== '';
  const hasControls = canLike || canEdit || canAddToAgreement;
  const isLiked = hasLiked(message.likes, viewerId);
  const time = formatTime(message.time, locale, timeZone);

  // The controls are drawn only while open: a list mounts dozens of messages and scrolls through thousands, and
  // hidden toolbars cost it layout. They stay while focus is on one of them, and close once focus leaves.
  const toolbarRef = useRef<HTMLDivElement>(null);
  const isDue = useRef(false);
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  const openControls = () => {
    setOpen(true);
    isDue.current = false;
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => {
      if (toolbarRef.current?.contains(document.activeElement)) isDue.current = true;
      else setOpen(false);
    }, CONTROLS_CLOSE_MS);
  };

  return (
    <MessageRoot
      ref={ref}
      aria-label={`${message.authorName}, ${time}`}
      $side={message.authorSide}
      data-side={message.authorSide}
      data-own={isOwn || undefined}
      data-guided={isGuided || undefined}
      data-group-start={isGroupStart || undefined}
      data-current-match={isCurrentMatch || undefined}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        if (hasControls) openControls();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (hasControls && !toolbarRef.current?.contains(event.target)) openControls();
      }}
      onBlur={(event) => {
        onBlur?.(event);
        if (isDue.current && !toolbarRef.current?.contains(event.relatedTarget)) {
          isDue.current = false;
          setOpen(false);
        }
      }}
      {...rest}
    >
      <div data-part="avatar">
        {isGroupStart ? <Avatar name={message.authorName} side={message.authorSide} size="sm" aria-hidden="true" /> : null}
      </div>
      <div data-part="bubble">
        {isGroupStart ? (
          <div data-part="header">
            <TruncatedText data-part="author" dir="auto">
              {message.authorName}
            </TruncatedText>
            <time dateTime={message.time}>{time}</time>
          </div>
        ) : null}
        {title ? (
          <div data-part="title" dir="auto">
            {title}
          </div>
        ) : null}
        {isEditing ? (
          <MessageEditor
            initialText={message.text}
            labels={text}
            onCancel={() => setEditing(false)}
            onSave={(next) => {
              setEditing(false);
              if (next !== message.text) onEdit?.(message.id, next);
            }}
          />
        ) : (
          <div data-part="text" dir="auto">
            {highlight
              ? highlightParts(message.text, highlight).map((part, index) =>
                  part.isMatch ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
                )
              : message.text}
          </div>
        )}
        {/* The question asks for an answer given in the agreement's panel: the way there is on the question itself. */}
        {isGuided && message.ext?.stage === AGREEMENT_STAGE && onOpenAgreement ? (
          <div data-part="action">
            <Button size="sm" variant="secondary" onClick={onOpenAgreement}>
              {text.openAgreement}
            </Button>
          </div>
        ) : null}
        <Likes likes={message.likes} viewerId={viewerId} labels={text.likes} />
        {message.editedAt || (isOwn && (message.delivery || message.isSeen)) ? (
          <div data-part="footer">
            {message.editedAt ? <span>({text.edited})</span> : null}
            {isOwn && message.delivery ? <DeliveryState message={message} labels={text} onRetry={onRetry} /> : null}
            {isOwn && message.isSeen ? <span data-part="seen">{text.seen}</span> : null}
          </div>
        ) : null}
      </div>
      {hasControls && !isEditing && isOpen ? (
        <div ref={toolbarRef} data-part="toolbar">
          {canLike ? (
            <button type="button" aria-pressed={isLiked} onClick={() => onLike?.(message.id, !isLiked)}>
              <LikeIcon />
              {text.like}
            </button>
          ) : null}
          {canEdit ? (
            <button type="button" onClick={() => setEditing(true)}>
              <EditIcon />
              {text.edit}
            </button>
          ) : null}
          {canAddToAgreement ? (
            <button type="button" onClick={() => onAddToAgreement?.(message)}>
              <PlusIcon />
              {text.addToAgreement}
            </button>
          ) : null}
        </div>
      ) : null}
    </MessageRoot>
  );
});

/**
 * One chat message: author, side colour, time, edited mark, likes, delivery state, and like/edit controls on
 * hover or focus. Memoised: the list re-renders on every scroll frame, and rows whose props did not change need not.
 */
export const Message = memo(MessageBase);

function DeliveryState({
  message,
  labels,
  onRetry,
}: {
  message: ChatMessage;
  labels: MessageLabels;
  onRetry: ((id: string) => void) | undefined;
}) {
  const sentence = useClientSentence();
  switch (message.delivery) {
    case 'sending':
      return (
        <span data-part="delivery" data-state="sending">
          <ClockIcon />
          {labels.sending}
        </span>
      );
    case 'sent':
      return (
        <span data-part="delivery" data-state="sent">
          <CheckIcon />
          <VisuallyHidden>{labels.sent}</VisuallyHidden>
        </span>
      );
    case 'failed':
      return (
        <>
          <span data-part="delivery" data-state="failed" role="alert">
            <AlertIcon />
            {message.error ? `${labels.failed}: ${sentence(message.error)}` : labels.failed}
          </span>
          {onRetry ? (
            <Button size="sm" variant="secondary" onClick={() => onRetry(message.id)}>
              {labels.retry}
            </Button>
          ) : null}
        </>
      );
    case undefined:
      return null;
    default:
      return message.delivery satisfies never;
  }
}

interface MessageEditorProps {
  initialText: string;
  labels: MessageLabels;
  onSave: (text: string) => void;
  onCancel: () => void;
}

/** Inline editing of one's own message: Save, Cancel, Escape cancels, empty text is refused. */
function MessageEditor({ initialText, labels, onSave, onCancel }: MessageEditorProps) {
  const [value, setValue] = useState(initialText);
  const [isEmpty, setEmpty] = useState(false);
  const errorId = useId();
  const areaRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    const area = areaRef.current;
    area?.focus();
    area?.setSelectionRange(area.value.length, area.value.length);
  }, []);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    if (!trimmed) {
      setEmpty(true);
      areaRef.current?.focus();
      return;
    }
    onSave(trimmed);
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    }
  };
  return (
    <EditForm onSubmit={handleSubmit} onKeyDown={handleKeyDown}>
      <EditArea
        dir="auto"
        ref={areaRef}
        aria-label={labels.editMessage}
        value={value}
        aria-invalid={isEmpty || undefined}
        aria-describedby={isEmpty ? errorId : undefined}
        onChange={(event) => {
          setValue(event.target.value);
          setEmpty(false);
        }}
      />
      {isEmpty ? (
        <EditError id={errorId} role="alert">
          {labels.emptyEdit}
        </EditError>
      ) : null}
      <EditActions>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          {labels.cancel}
        </Button>
        <Button size="sm" type="submit">
          {labels.save}
        </Button>
      </EditActions>
    </EditForm>
  );
}
