import { useId, type ChangeEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Field, Spinner, type Locale } from '@mediation/ui';
import type { AgreementVerifyResponse, Side } from '@mediation/protocol';
import { errorMessage } from '../../api/httpClient';
import { useApi } from '../../app/services';
import { AppLink } from '../../components/AppLink';
import { useScreenText } from '../i18n';
import { useIsolate } from '../../lib/bidi';
import { useFormat } from '../../lib/format';
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

/** The page's texts from the catalog, a caller's labels over them. */
function useVerifyLabels(labels: Partial<VerifyScreenLabels> | undefined): VerifyScreenLabels {
  const t = useScreenText();
  return {
    title: t('verify.title'),
    intro: t('verify.intro'),
    file: t('verify.file'),
    fileHint: t('verify.fileHint', { size: MAX_MB }),
    checking: t('verify.checking'),
    authentic: (signedAt, signers) => t('verify.authentic', { signedAt, signers }),
    authenticDetail: t('verify.authenticDetail'),
    unknown: t('verify.unknown'),
    unknownDetail: t('verify.unknownDetail'),
    sides: { A: t('verify.side.A'), B: t('verify.side.B'), M: t('verify.side.M') },
    fileName: t('verify.fileName'),
    digest: t('verify.digest'),
    problems: {
      empty: t('verify.problem.empty'),
      tooLarge: t('verify.problem.tooLarge', { size: MAX_MB }),
      notPdf: t('verify.problem.notPdf'),
      noHashing: t('verify.problem.noHashing'),
    },
    notChecked: t('verify.notChecked'),
    retry: t('common.tryAgain'),
    signIn: t('common.backToSignIn'),
    ...labels,
  };
}

interface Checked {
  fileName: string;
  digest: string;
  answer: AgreementVerifyResponse;
}

/** "Dana Levi (side A), Eli Cohen (side B), and Maya Mediator (mediator)". */
function signersText(
  signers: { name: string; side: Side }[],
  sides: Record<Side, string>,
  locale: Locale,
  isolate: (text: string) => string,
): string {
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    signers.map((signer) => `${isolate(signer.name)} (${sides[signer.side]})`),
  );
}

/**
 * /verify, public: a person chooses an agreement's PDF; the browser hashes it and asks the server whether a
 * signed agreement has that file. Only the SHA-256 is sent. The outcome is announced in a live status.
 */
export default function VerifyScreen({ labels }: { labels?: Partial<VerifyScreenLabels> }) {
  const text = useVerifyLabels(labels);
  const format = useFormat();
  const isolate = useIsolate();
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
          text.authentic(format.dateTime(answer.signed_at), signersText(answer.signers, text.sides, format.locale, isolate))
        ) : answer?.status === 'unknown' ? (
          text.unknown
        ) : null}
      </Result>

      {check.isSuccess ? (
        <>
          <Explanation>{check.data.answer.status === 'authentic' ? text.authenticDetail : text.unknownDetail}</Explanation>
          <Details>
            <dt>{text.fileName}</dt>
            <dd dir="auto">{check.data.fileName}</dd>
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
