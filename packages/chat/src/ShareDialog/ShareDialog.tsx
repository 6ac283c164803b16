import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Button, CopyIcon, Dialog, TextField, useLocale } from '@mediation/ui';
import { useShareText } from './i18n';
import type { PartySide } from '../types';
import { CaseCode, useCaseCodeLabels, type CaseCodeLabels } from '../CaseCode';
import {
  Body,
  Copied,
  EmailForm,
  InvitationActions,
  InvitationItem,
  InvitationList,
  InvitationMeta,
  InvitationStatus,
  LinkRow,
  LinkText,
  SideError,
  SideGroup,
  SideOption,
  Undelivered,
} from './ShareDialog.styles';

/** Where an invitation stands: waiting for its person, used, past its time, or stopped by the mediator. */
export type ShareInvitationStatus = 'pending' | 'used' | 'expired' | 'revoked';

/** An invitation the mediator sent for the case, as the dialog lists it. */
export interface ShareInvitation {
  id: string;
  email: string;
  side: PartySide | null;
  /** When it was sent (ISO 8601). */
  sentAt: string;
  status: ShareInvitationStatus;
}

/** How long 'Link copied to clipboard' shows (spec: 1 s). */
export const LINK_COPIED_MS = 1000;

/** The client login link that opens the side choice with the case code filled in. */
export function shareLink(origin: string, code: string): string {
  return `${origin.replace(/\/$/, '')}/client-login?case_code=${encodeURIComponent(code)}`;
}

export interface ShareDialogLabels {
  /** @default 'Share case' */
  title: string;
  /** @default 'Send this link to the parties. They choose a side and wait for you to admit them.' */
  description: string;
  /** @default 'Copy link' */
  copy: string;
  /** @default 'Link copied to clipboard' */
  copied: string;
  /** @default 'Email' */
  email: string;
  /** @default 'Side' */
  side: string;
  /** @default 'Side A' */
  sideA: string;
  /** @default 'Side B' */
  sideB: string;
  /** @default 'Choose the side of the person you invite.' */
  sideRequired: string;
  /** @default 'Send' */
  send: string;
  /** @default 'Close' */
  close: string;
  /** The case code's label, its Copy code button and confirmation. */
  code: Partial<CaseCodeLabels>;
  /** @default 'Invitations' */
  invitations: string;
  /** @default 'No invitation sent yet.' */
  noInvitations: string;
  /** Each status in words. */
  statuses: Record<ShareInvitationStatus, string>;
  /** @default 'Send again' */
  sendAgain: string;
  /** @default 'Revoke' */
  revoke: string;
  /** @default (when) => `Sent ${when}` */
  sentAt: (when: string) => string;
  /** The personal link of an invitation no mail server could deliver, for the mediator to pass on. */
  undelivered: (email: string) => string;
}

/** The share dialog's labels in the language in use, with the given ones over them. */
export function useShareDialogLabels(labels?: Partial<ShareDialogLabels>): ShareDialogLabels {
  const t = useShareText();
  const defaults = useMemo<ShareDialogLabels>(
    () => ({
      title: t('share.title'),
      description: t('share.description'),
      copy: t('share.copy'),
      copied: t('share.copied'),
      email: t('share.email'),
      side: t('share.side'),
      sideA: t('share.sideA'),
      sideB: t('share.sideB'),
      sideRequired: t('share.sideRequired'),
      send: t('share.send'),
      close: t('share.close'),
      code: {},
      invitations: t('share.invitations'),
      noInvitations: t('share.noInvitations'),
      statuses: {
        pending: t('share.statusPending'),
        used: t('share.statusUsed'),
        expired: t('share.statusExpired'),
        revoked: t('share.statusRevoked'),
      },
      sendAgain: t('share.sendAgain'),
      revoke: t('share.revoke'),
      sentAt: (when) => t('share.sentAt', { when }),
      undelivered: (email) => t('share.undelivered', { email }),
    }),
    [t],
  );
  return { ...defaults, ...labels };
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();
/** A time as the list shows it: the date and the time of day in the language in use. */
const formatTimeIn = (locale: string, iso: string) => {
  let format = timeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    timeFormats.set(locale, format);
  }
  return format.format(new Date(iso));
};

export interface ShareDialogProps {
  /** Whether the dialog is open. */
  open: boolean;
  /** Called when the dialog asks to open or close. */
  onOpenChange: (isOpen: boolean) => void;
  /** The six-character case code. */
  code: string;
  /** Origin of the web app. @default window.location.origin */
  origin?: string;
  /** Called with an e-mail address to invite and the side the mediator chose for them (empty text is ignored). */
  onSendEmail?: (email: string, link: string, side: PartySide) => void;
  /** Writes text to the clipboard. @default navigator.clipboard.writeText */
  copyText?: (text: string) => Promise<void>;
  /** Visible strings. */
  labels?: Partial<ShareDialogLabels>;
  /** The invitations sent for the case, newest first; given, the dialog lists them (a `list` "Invitations"). */
  invitations?: readonly ShareInvitation[];
  /** "Send again": a new link to the same person (the old one stops working). */
  onResendInvitation?: (id: string) => void;
  /** "Revoke": the invitation's link stops working. */
  onRevokeInvitation?: (id: string) => void;
  /**
   * A personal link that could not be e-mailed (no mail server): shown in the dialog, to copy, until the
   * mediator closes the dialog (the host forgets it then).
   */
  undeliveredLink?: { email: string; link: string };
  /** Writes a time of the list. @default the date and time in the language in use (`useLocale`) */
  formatTime?: (iso: string) => string;
}

/**
 * The 'Share case' dialog: the case code large with 'Copy code', the client login link with 'Copy link' (each
 * confirmed for 1 s), and an invitation form (e-mail and side).
 */
export function ShareDialog({
  open,
  onOpenChange,
  code,
  origin,
  onSendEmail,
  copyText,
  labels,
  invitations,
  onResendInvitation,
  onRevokeInvitation,
  undeliveredLink,
  formatTime,
}: ShareDialogProps) {
  const text = useShareDialogLabels(labels);
  const codeText = useCaseCodeLabels(text.code);
  const { locale } = useLocale();
  const writeTime = formatTime ?? ((iso: string) => formatTimeIn(locale, iso));
  const link = shareLink(origin ?? (typeof window === 'undefined' ? '' : window.location.origin), code);
  const [copied, setCopied] = useState('');
  const [email, setEmail] = useState('');
  const [side, setSide] = useState<PartySide>();
  const [isSideMissing, setSideMissing] = useState(false);
  const sideGroupId = useId();
  const invitationsId = useId();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const confirm = (message: string) => {
    setCopied(message);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(''), LINK_COPIED_MS);
  };
  const write = copyText ?? ((value: string) => navigator.clipboard.writeText(value));
  const handleCopy = async () => {
    await write(link);
    confirm(text.copied);
  };
  const handleSend = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) return;
    // An invitation names its side: the mediator picks it for each person, never by default.
    if (!side) {
      setSideMissing(true);
      return;
    }
    onSendEmail?.(address, link, side);
    setEmail('');
    setSide(undefined);
  };
  const chooseSide = (value: PartySide) => {
    setSide(value);
    setSideMissing(false);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={text.title} description={text.description} labels={{ close: text.close }}>
      <Body>
        {/* The code on its own, for a party who types it at /client-login rather than following the link. */}
        <CaseCode code={code} size="lg" copyText={copyText} labels={text.code} onCopied={() => confirm(codeText.copied)} />
        <LinkRow>
          <LinkText href={link} dir="ltr">
            {link}
          </LinkText>
          <Button variant="secondary" onClick={handleCopy}>
            <CopyIcon />
            {text.copy}
          </Button>
        </LinkRow>
        <Copied role="status">{copied}</Copied>
        <EmailForm onSubmit={handleSend} noValidate>
          <TextField
            label={text.email}
            type="email"
            value={email}
            autoComplete="email"
            onChange={(event) => setEmail(event.target.value)}
          />
          <SideGroup aria-describedby={isSideMissing ? `${sideGroupId}-error` : undefined}>
            <legend>{text.side}</legend>
            {(['A', 'B'] as const).map((value) => (
              <SideOption key={value}>
                <input
                  type="radio"
                  name={`${sideGroupId}-side`}
                  value={value}
                  checked={side === value}
                  onChange={() => chooseSide(value)}
                />
                {value === 'A' ? text.sideA : text.sideB}
              </SideOption>
            ))}
          </SideGroup>
          <Button type="submit">{text.send}</Button>
          {isSideMissing ? (
            <SideError id={`${sideGroupId}-error`} role="alert">
              {text.sideRequired}
            </SideError>
          ) : null}
        </EmailForm>
        {undeliveredLink ? (
          <Undelivered>
            <p>{text.undelivered(undeliveredLink.email)}</p>
            <LinkRow>
              <LinkText href={undeliveredLink.link} dir="ltr">
                {undeliveredLink.link}
              </LinkText>
              <Button
                variant="secondary"
                onClick={async () => {
                  await write(undeliveredLink.link);
                  confirm(text.copied);
                }}
              >
                <CopyIcon />
                {text.copy}
              </Button>
            </LinkRow>
          </Undelivered>
        ) : null}
        {invitations ? (
          <section aria-labelledby={invitationsId}>
            <h3 id={invitationsId}>{text.invitations}</h3>
            {invitations.length === 0 ? (
              <p>{text.noInvitations}</p>
            ) : (
              <InvitationList aria-labelledby={invitationsId}>
                {invitations.map((invitation) => (
                  <InvitationItem key={invitation.id}>
                    <InvitationMeta>
                      <strong dir="auto">{invitation.email}</strong>
                      <span>
                        {invitation.side === 'A' ? text.sideA : invitation.side === 'B' ? text.sideB : ''}
                        {invitation.side ? ' · ' : ''}
                        {text.sentAt(writeTime(invitation.sentAt))}
                      </span>
                    </InvitationMeta>
                    <InvitationStatus $status={invitation.status}>{text.statuses[invitation.status]}</InvitationStatus>
                    {invitation.status !== 'used' ? (
                      <InvitationActions>
                        <Button variant="secondary" size="sm" onClick={() => onResendInvitation?.(invitation.id)}>
                          {text.sendAgain}
                        </Button>
                        {invitation.status === 'pending' ? (
                          <Button variant="secondary" size="sm" onClick={() => onRevokeInvitation?.(invitation.id)}>
                            {text.revoke}
                          </Button>
                        ) : null}
                      </InvitationActions>
                    ) : null}
                  </InvitationItem>
                ))}
              </InvitationList>
            )}
          </section>
        ) : null}
      </Body>
    </Dialog>
  );
}
