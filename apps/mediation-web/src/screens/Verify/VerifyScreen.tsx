import { useId, type ChangeEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Field, Spinner } from '@mediation/ui';
import type { AgreementVerifyResponse, Side } from '@mediation/protocol';
import { errorMessage } from '../../api/httpClient';
import { useApi } from '../../app/services';
import { AppLink } from '../../components/AppLink';
import { formatDateTime } from '../../lib/format';
import { LoginFrame } from '../Login/LoginFrame';
import { AGREEMENT_FILE_MAX_BYTES, agreementFileDigest, FileProblem, type FileProblemKind } from './agreementFile';
import { Details, Digest, Explanation, FileInput, Footer, Intro, Problem, Result } from './VerifyScreen.styles';

export interface VerifyScreenLabels {
  title: string;
  intro: string;
  file: string;
  /** Under the file input: what the page takes. */
  fileHint: string;
  checking: string;
  /** The status of an authentic file: "Authentic: signed on <date> by <signers>". */
  authentic: (signedAt: string, signers: string) => string;
  authenticDetail: string;
  unknown: string;
  unknownDetail: string;
  /** How each signer's side is named after the name. */
  sides: Record<Side, string>;
  fileName: string;
  digest: string;
  problems: Record<FileProblemKind, string>;
  /** Before the server's or the network's reason when the check could not be asked. */
  notChecked: string;
  retry: string;
  signIn: string;
}

const MAX_MB = AGREEMENT_FILE_MAX_BYTES / (1024 * 1024);

const defaultLabels: VerifyScreenLabels = {
  title: 'Verify an agreement',
  intro:
    'Choose the PDF of a settlement agreement signed on this platform to check that it is the signed file, unchanged. ' +
    'Your browser computes the file’s SHA-256 fingerprint and sends only that: the file never leaves your device.',
  file: 'Agreement PDF',
  fileHint: `A PDF file of up to ${MAX_MB} MB. The check starts when you choose it.`,
  checking: 'Checking the file…',
  authentic: (signedAt, signers) => `Authentic: signed on ${signedAt} by ${signers}`,
  authenticDetail: 'This file is exactly the signed agreement’s PDF that the platform keeps.',
  unknown: 'No signed agreement matches this file',
  unknownDetail: 'It is not a signed agreement’s PDF kept here, or it was changed after signing: even one changed byte no longer matches.',
  sides: { A: 'side A', B: 'side B', M: 'mediator' },
  fileName: 'File',
  digest: 'SHA-256',
  problems: {
    empty: 'This file is empty. Choose the agreement’s PDF.',
    tooLarge: `This file is larger than ${MAX_MB} MB, the most this page checks. An agreement’s PDF is much smaller: choose the file you downloaded.`,
    notPdf: 'This file is not a PDF. Choose the agreement’s PDF (a .pdf file).',
    noHashing: 'This browser cannot compute the file’s fingerprint on this page. Open the page over HTTPS and try again.',
  },
  notChecked: 'The file was not checked.',
  retry: 'Try again',
  signIn: 'Back to sign in',
};

interface Checked {
  fileName: string;
  digest: string;
  answer: AgreementVerifyResponse;
}

/** "Dana Levi (side A), Eli Cohen (side B), and Maya Mediator (mediator)". */
function signersText(signers: { name: string; side: Side }[], sides: Record<Side, string>): string {
  return new Intl.ListFormat('en', { type: 'conjunction' }).format(signers.map((signer) => `${signer.name} (${sides[signer.side]})`));
}

/**
 * /verify, public: a person chooses an agreement's PDF; the browser hashes it and asks the server whether a
 * signed agreement has that file. Only the SHA-256 is sent. The outcome is announced in a live status.
 */
export default function VerifyScreen({ labels }: { labels?: Partial<VerifyScreenLabels> }) {
  const text = { ...defaultLabels, ...labels };
  const api = useApi();
  const problemId = useId();
  const check = useMutation({
    mutationFn: async (file: File): Promise<Checked> => {
      const digest = await agreementFileDigest(file);
      return { fileName: file.name, digest, answer: await api.agreements.verify({ sha256: digest }) };
    },
  });

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (file) check.mutate(file);
    else check.reset();
  };

  const fileProblem = check.error instanceof FileProblem ? check.error.kind : undefined;
  const answer = check.data?.answer;
  const tone = check.isPending ? 'progress' : answer?.status;

  return (
    <LoginFrame title={text.title}>
      <Intro>{text.intro}</Intro>
      <Field label={text.file} hint={text.fileHint}>
        {(controlProps) => (
          <FileInput
            {...controlProps}
            type="file"
            accept="application/pdf,.pdf"
            aria-invalid={fileProblem ? true : undefined}
            aria-describedby={
              [controlProps['aria-describedby'], check.isError ? problemId : undefined].filter(Boolean).join(' ') || undefined
            }
            onChange={handleChange}
          />
        )}
      </Field>

      <Result role="status" aria-live="polite" data-tone={tone}>
        {check.isPending ? (
          <>
            <Spinner size="sm" /> {text.checking}
          </>
        ) : answer?.status === 'authentic' ? (
          text.authentic(formatDateTime(answer.signed_at), signersText(answer.signers, text.sides))
        ) : answer?.status === 'unknown' ? (
          text.unknown
        ) : null}
      </Result>

      {check.isSuccess ? (
        <>
          <Explanation>{check.data.answer.status === 'authentic' ? text.authenticDetail : text.unknownDetail}</Explanation>
          <Details>
            <dt>{text.fileName}</dt>
            <dd>{check.data.fileName}</dd>
            <dt>{text.digest}</dt>
            <dd>
              <Digest>{check.data.digest}</Digest>
            </dd>
          </Details>
        </>
      ) : null}

      <Problem role="alert" id={problemId}>
        {check.isError ? <p>{fileProblem ? text.problems[fileProblem] : `${text.notChecked} ${errorMessage(check.error)}`}</p> : null}
      </Problem>
      {check.isError && !fileProblem && check.variables ? (
        <Button variant="secondary" onClick={() => check.mutate(check.variables)}>
          {text.retry}
        </Button>
      ) : null}

      <Footer>
        <AppLink to="/login">{text.signIn}</AppLink>
      </Footer>
    </LoginFrame>
  );
}
