import { useId, useState } from 'react';
import { AGREEMENT_VERIFY_PAGE } from '@mediation/protocol';
import type { Side } from '@mediation/protocol';
import { AlertDialog, ArrowDownIcon, Badge, Button } from '@mediation/ui';
import { fill, formatDateTime } from '../internal/format';
import {
  Actions,
  Code,
  Digest,
  DownloadLink,
  Facts,
  Link,
  Muted,
  Refusal,
  Section,
  SignatureList,
  SignerName,
  SubHeading,
} from './Agreement.styles';
import { focusKey, useAgreementContext, useCommand } from './AgreementContext';
import { controlsFor } from './agreementRules';
import { SignForm } from './SignForm';

const SIGNERS: readonly Side[] = ['A', 'B', 'M'];

interface SigningSectionProps {
  documentHref: string | undefined;
  verifyHref: string | undefined;
}

/**
 * The finalized agreement's second half: a party's signing form, the signatures so far, the verification
 * code and digest, the mediator's 'Countersign' and 'Reopen', and once signed the PDF and the verify page.
 */
export function SigningSection({ documentHref, verifyHref = AGREEMENT_VERIFY_PAGE }: SigningSectionProps) {
  const { agreement, viewer, labels, locale, timeZone } = useAgreementContext();
  const controls = controlsFor(agreement, viewer);
  const headingId = useId();
  const own = viewer === 'mediator' ? undefined : agreement.signatures.find((signature) => signature.side === viewer);
  return (
    <>
      {controls.sign ? <SignForm /> : null}
      {own && agreement.state === 'finalized' ? (
        <Muted tabIndex={-1} {...focusKey('signed')}>
          {fill(labels.youSigned, { name: own.full_name, time: formatDateTime(own.signed_at, locale, timeZone) })}
        </Muted>
      ) : null}
      <Section aria-labelledby={headingId}>
        <SubHeading id={headingId}>{labels.signatures}</SubHeading>
        <SignatureList>
          {SIGNERS.map((side) => {
            const signature = agreement.signatures.find((candidate) => candidate.side === side);
            return (
              <li key={side}>
                <Badge tone={side}>{labels.sideNames[side]}</Badge>
                {signature ? (
                  <>
                    <SignerName dir="auto">{signature.full_name}</SignerName>
                    <Muted as="span">
                      <time dateTime={signature.signed_at}>{formatDateTime(signature.signed_at, locale, timeZone)}</time>
                    </Muted>
                  </>
                ) : (
                  <Muted as="span">{labels.notSigned}</Muted>
                )}
              </li>
            );
          })}
        </SignatureList>
        <Facts>
          <div>
            <dt>{labels.code}</dt>
            <dd>
              <Code>{agreement.verification_code}</Code>
            </dd>
          </div>
          <div>
            <dt>{labels.digest}</dt>
            <dd>
              <Digest>{agreement.digest}</Digest>
            </dd>
          </div>
        </Facts>
        {viewer === 'mediator' && agreement.state === 'finalized' ? <MediatorSigning /> : null}
      </Section>
      {agreement.state === 'signed' ? <DocumentSection documentHref={documentHref} verifyHref={verifyHref} /> : null}
    </>
  );
}

/** 'Countersign' once both parties signed, and 'Reopen' (confirmed) until then or instead. */
function MediatorSigning() {
  const { agreement, viewer, labels, commands, requestFocus } = useAgreementContext();
  const countersign = useCommand();
  const reopen = useCommand();
  const [isConfirmingReopen, setConfirmingReopen] = useState(false);
  const controls = controlsFor(agreement, viewer);
  const digest = agreement.digest;
  const handleCountersign = async () => {
    const before = agreement;
    if (digest && (await countersign.run(() => commands.onCountersign?.({ digest })))) requestFocus(['state'], before);
  };
  const handleReopen = async () => {
    const before = agreement;
    if (await reopen.run(() => commands.onReopen?.({ version: agreement.version }))) requestFocus(['state'], before);
  };
  return (
    <>
      <Muted>{controls.countersign ? labels.countersignHint : labels.waitingForSignatures}</Muted>
      <Actions>
        {controls.countersign ? (
          <Button isPending={countersign.isPending} onClick={handleCountersign}>
            {labels.countersign}
          </Button>
        ) : null}
        <Button variant="secondary" isPending={reopen.isPending} onClick={() => setConfirmingReopen(true)}>
          {labels.reopen}
        </Button>
      </Actions>
      {countersign.error ? <Refusal role="alert">{countersign.error}</Refusal> : null}
      {reopen.error ? <Refusal role="alert">{reopen.error}</Refusal> : null}
      <AlertDialog
        open={isConfirmingReopen}
        onOpenChange={setConfirmingReopen}
        title={labels.reopenTitle}
        description={labels.reopenDescription}
        labels={{ cancel: labels.cancel, confirm: labels.confirm }}
        onConfirm={() => void handleReopen()}
      />
    </>
  );
}

/** 'Download agreement (PDF)' (a link, or a button calling `onDownload`) and the verify page. */
function DocumentSection({ documentHref, verifyHref }: { documentHref: string | undefined; verifyHref: string }) {
  const { agreement, labels, commands } = useAgreementContext();
  const download = useCommand();
  const { onDownload } = commands;
  let control = null;
  if (agreement.has_document && documentHref) {
    control = (
      <DownloadLink href={documentHref} download>
        <ArrowDownIcon />
        {labels.download}
      </DownloadLink>
    );
  } else if (agreement.has_document && onDownload) {
    control = (
      <Button isPending={download.isPending} onClick={() => void download.run(onDownload)}>
        <ArrowDownIcon />
        {labels.download}
      </Button>
    );
  }
  return (
    <Section>
      {agreement.has_document ? <Actions>{control}</Actions> : <Muted>{labels.documentPending}</Muted>}
      {download.error ? <Refusal role="alert">{download.error}</Refusal> : null}
      <Muted>
        {labels.verifyHint} <Link href={verifyHref}>{labels.verifyLink}</Link>
      </Muted>
    </Section>
  );
}
