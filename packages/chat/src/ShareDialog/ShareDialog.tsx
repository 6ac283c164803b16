import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, CopyIcon, Dialog, TextField } from '@mediation/ui';
import type { PartySide } from '../types';
import { CaseCode, type CaseCodeLabels } from '../CaseCode';
import { Body, Copied, EmailForm, LinkRow, LinkText, SideError, SideGroup, SideOption } from './ShareDialog.styles';

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
}

export const defaultShareDialogLabels: ShareDialogLabels = {
  title: 'Share case',
  description: 'Send this link to the parties. They choose a side and wait for you to admit them.',
  copy: 'Copy link',
  copied: 'Link copied to clipboard',
  email: 'Email',
  side: 'Side',
  sideA: 'Side A',
  sideB: 'Side B',
  sideRequired: 'Choose the side of the person you invite.',
  send: 'Send',
  close: 'Close',
  code: {},
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
}

/**
 * The 'Share case' dialog: the case code large with 'Copy code', the client login link with 'Copy link' (each
 * confirmed for 1 s), and an invitation form (e-mail and side).
 */
export function ShareDialog({ open, onOpenChange, code, origin, onSendEmail, copyText, labels }: ShareDialogProps) {
  const text = { ...defaultShareDialogLabels, ...labels };
  const link = shareLink(origin ?? (typeof window === 'undefined' ? '' : window.location.origin), code);
  const [copied, setCopied] = useState('');
  const [email, setEmail] = useState('');
  const [side, setSide] = useState<PartySide>();
  const [isSideMissing, setSideMissing] = useState(false);
  const sideGroupId = useId();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const confirm = (message: string) => {
    setCopied(message);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(''), LINK_COPIED_MS);
  };
  const handleCopy = async () => {
    await (copyText ?? ((value: string) => navigator.clipboard.writeText(value)))(link);
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
        <CaseCode
          code={code}
          size="lg"
          copyText={copyText}
          labels={text.code}
          onCopied={() => confirm(text.code.copied ?? 'Code copied to clipboard')}
        />
        <LinkRow>
          <LinkText href={link}>{link}</LinkText>
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
      </Body>
    </Dialog>
  );
}
