/** The case information page's Agreement card: the settlement agreement's progress and its signed copy. */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CaseStatistics } from '@mediation/protocol';
import type { PartySide } from '@mediation/protocol';
import { Button, Card } from '@mediation/ui';
import { useApi } from '../../app/services';
import { useFormat } from '../../lib/format';
import { useScreenText, type ScreenMessage } from '../i18n';
import { Details, Stack } from '../../components/Page';
import { saveFile } from '../../lib/saveFile';
import { SignerActions, SignerList } from './CaseInfo.styles';

const agreementStates: Record<CaseStatistics['agreement']['state'], ScreenMessage> = {
  none: 'caseInfo.agreement.none',
  draft: 'caseInfo.agreement.draft',
  finalized: 'caseInfo.agreement.finalized',
  signed: 'caseInfo.agreement.signed',
};

/** The settlement agreement's progress: its state, clauses answered and when it was finalized and signed. */
export function AgreementCard({ agreement, caseId }: { agreement: CaseStatistics['agreement']; caseId: string }) {
  const t = useScreenText();
  const format = useFormat();
  return (
    <Card title={t('caseInfo.agreement')} headingLevel={2}>
      {agreement.state === 'signed' ? <SignedAgreement caseId={caseId} /> : null}
      <Details>
        <dt>{t('caseInfo.agreement.state')}</dt>
        <dd>
          {agreement.state === 'none'
            ? t(agreementStates.none)
            : t('caseInfo.agreement.stateVersion', { state: t(agreementStates[agreement.state]), version: agreement.version })}
        </dd>
        <dt>{t('caseInfo.agreement.clauses')}</dt>
        <dd>{format.number(agreement.clauses)}</dd>
        <dt>{t('caseInfo.agreement.accepted')}</dt>
        <dd>
          {agreement.clauses > 0 ? t('caseInfo.agreement.acceptedOf', { accepted: agreement.accepted, clauses: agreement.clauses }) : '—'}
        </dd>
        <dt>{t('caseInfo.agreement.changeRequested')}</dt>
        <dd>{format.number(agreement.change_requested)}</dd>
        <dt>{t('caseInfo.agreement.finalizedAt')}</dt>
        <dd>{agreement.finalized_at ? format.dateTime(agreement.finalized_at) : '—'}</dd>
        <dt>{t('caseInfo.agreement.signedAt')}</dt>
        <dd>{agreement.signed_at ? format.dateTime(agreement.signed_at) : '—'}</dd>
      </Details>
    </Card>
  );
}

const SIDE_NAMES: Record<'A' | 'B' | 'M', ScreenMessage> = { A: 'caseInfo.signer.A', B: 'caseInfo.signer.B', M: 'caseInfo.signer.M' };

/**
 * The signed agreement, at any time (after End and Close too): "Download agreement (PDF)", and how it reached each
 * signer, with a party's personal link revoked or replaced (a new one shown here until replaced, to pass on).
 */
function SignedAgreement({ caseId }: { caseId: string }) {
  const t = useScreenText();
  const api = useApi();
  const deliveries = useQuery({ queryKey: ['agreementDeliveries', caseId], queryFn: () => api.agreements.deliveries(caseId) });
  const [newLink, setNewLink] = useState<{ side: PartySide; link: string }>();
  const [problem, setProblem] = useState('');
  const act = (work: () => Promise<unknown>) => () => {
    setProblem('');
    work().then(
      () => deliveries.refetch(),
      (error: unknown) => setProblem(error instanceof Error ? error.message : String(error)),
    );
  };
  return (
    <Stack>
      <Button onClick={act(async () => saveFile(await api.agreements.pdf(caseId)))}>{t('caseInfo.download')}</Button>
      {deliveries.data ? (
        <SignerList aria-label={t('caseInfo.signers')}>
          {deliveries.data.signers.map((signer) => (
            <li key={signer.side}>
              <strong>
                {t(SIDE_NAMES[signer.side])}: <bdi dir="auto">{signer.name}</bdi>
              </strong>
              <span dir="ltr">{signer.email}</span>
              <span>
                {signer.mail === 'sent'
                  ? t('caseInfo.delivered')
                  : t('caseInfo.notDelivered', { reason: signer.mail_problem ?? t('caseInfo.unknownReason') })}
              </span>
              {signer.side !== 'M' ? (
                <>
                  <span>{signer.link === 'active' ? t('caseInfo.linkActive') : t('caseInfo.linkRevoked')}</span>
                  <SignerActions>
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={act(async () => {
                        const side = signer.side as PartySide;
                        setNewLink({ side, link: (await api.agreements.newLink(caseId, side)).link });
                      })}
                    >
                      {t('caseInfo.newLinkFor')} <bdi dir="auto">{signer.name}</bdi>
                    </Button>
                    {signer.link === 'active' ? (
                      <Button
                        variant="secondary"
                        size="sm"
                        onClick={act(async () => {
                          await api.agreements.revokeLink(caseId, signer.side as PartySide);
                          if (newLink?.side === signer.side) setNewLink(undefined);
                        })}
                      >
                        {t('caseInfo.revokeLinkOf')} <bdi dir="auto">{signer.name}</bdi>
                      </Button>
                    ) : null}
                  </SignerActions>
                  {newLink?.side === signer.side ? (
                    <span>
                      {t('caseInfo.personalLinkOnce')} <a href={newLink.link}>{newLink.link}</a>
                    </span>
                  ) : null}
                </>
              ) : null}
            </li>
          ))}
        </SignerList>
      ) : null}
      {problem ? <p role="alert">{problem}</p> : null}
    </Stack>
  );
}
