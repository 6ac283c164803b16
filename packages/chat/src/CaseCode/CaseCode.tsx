import { forwardRef, useEffect, useId, useMemo, useRef, useState, type ComponentPropsWithoutRef } from 'react';
import { Button, CopyIcon } from '@mediation/ui';
import { useChatText } from '../i18n';
import { CodeLabel, CodeRoot, CodeValue, Copied } from './CaseCode.styles';

/** How long 'Code copied to clipboard' shows. */
export const CODE_COPIED_MS = 1500;

export interface CaseCodeLabels {
  /** @default 'Case code' */
  label: string;
  /** @default 'Copy code' */
  copy: string;
  /** @default 'Code copied to clipboard' */
  copied: string;
}

/** The case code's labels in the language in use, with the given ones over them. */
export function useCaseCodeLabels(labels?: Partial<CaseCodeLabels>): CaseCodeLabels {
  const t = useChatText();
  const defaults = useMemo<CaseCodeLabels>(
    () => ({ label: t('caseCode.label'), copy: t('caseCode.copy'), copied: t('caseCode.copied') }),
    [t],
  );
  return { ...defaults, ...labels };
}

export interface CaseCodeProps extends Omit<ComponentPropsWithoutRef<'div'>, 'onCopy'> {
  /** The six-character case code. */
  code: string;
  /** 'lg' in the share dialog, 'md' in a header. @default 'md' */
  size?: 'md' | 'lg';
  /** Writes text to the clipboard. @default navigator.clipboard.writeText */
  copyText?: (text: string) => Promise<void>;
  /** Called once the code was copied; given, the confirmation is the caller's to show (none is shown here). */
  onCopied?: () => void;
  /** Visible strings. */
  labels?: Partial<CaseCodeLabels>;
}

/**
 * The case code on its own, large and spaced so it reads aloud and types easily, with 'Copy code' (a short
 * confirmation follows, unless the caller shows its own).
 */
export const CaseCode = forwardRef<HTMLDivElement, CaseCodeProps>(function CaseCode(
  { code, size = 'md', copyText, onCopied, labels, ...rest },
  ref,
) {
  const text = useCaseCodeLabels(labels);
  const labelId = useId();
  const [isCopied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const handleCopy = async () => {
    await (copyText ?? ((value: string) => navigator.clipboard.writeText(value)))(code);
    if (onCopied) {
      onCopied();
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), CODE_COPIED_MS);
  };
  return (
    <CodeRoot ref={ref} data-size={size} {...rest}>
      <CodeLabel id={labelId}>{text.label}</CodeLabel>
      <CodeValue aria-labelledby={labelId} translate="no" dir="auto">
        {code}
      </CodeValue>
      <Button size="sm" variant="secondary" onClick={handleCopy}>
        <CopyIcon />
        {text.copy}
      </Button>
      {onCopied ? null : <Copied role="status">{isCopied ? text.copied : ''}</Copied>}
    </CodeRoot>
  );
});
