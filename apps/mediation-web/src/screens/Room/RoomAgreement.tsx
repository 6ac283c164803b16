import { useMemo, type ReactNode } from 'react';
import { summaryMessages } from '@mediation/chat';
import { useChatClient, useRoom } from '@mediation/chat/connect';
import { AgreementPanel } from '@mediation/guide';
import { Spinner } from '@mediation/ui';
import { useServices } from '../../app/services';
import { Loading } from './CaseRoom.styles';
import { useRoomText } from './i18n';
import { saveFile } from '../../lib/saveFile';

export interface RoomAgreementLabels {
  /** Shown until the room's first read of the agreement arrives. */
  loading: string;
}

export interface RoomAgreementProps {
  caseId: string;
  /** At the end of the panel's heading line (the room's "Open wide"). */
  actions?: ReactNode;
  labels?: Partial<RoomAgreementLabels>;
}

/**
 * The info panel "Agreement" of the room, for the mediator and each party: the store's agreement (read on
 * connecting, then live) in `AgreementPanel`, whose commands go through `client.agreement` with this case,
 * and whose "Download agreement (PDF)" fetches the stored PDF with the session's token, under the server's name for it.
 */
export function RoomAgreement({ caseId, actions, labels }: RoomAgreementProps) {
  const t = useRoomText();
  const text: RoomAgreementLabels = { loading: t('agreement.opening'), ...labels };
  const room = useRoom((state) => ({ viewer: state.viewer, messages: state.messages, agreement: state.agreement }));
  const client = useChatClient();
  const { api } = useServices();
  const isMediator = room.viewer.side === 'M';
  // The guided negotiation's latest summary (a message of the room), for 'Start from summary'.
  const summary = useMemo(() => (isMediator ? summaryMessages(room.messages).at(-1)?.text : undefined), [isMediator, room.messages]);

  if (!room.agreement) {
    return (
      <Loading role="status">
        <Spinner size="sm" /> {text.loading}
      </Loading>
    );
  }
  const commands = client.agreement;
  return (
    <AgreementPanel
      agreement={room.agreement}
      viewer={room.viewer.side === 'M' ? 'mediator' : room.viewer.side}
      summary={summary}
      actions={actions}
      onAddClause={({ clause_text, position }) => commands.addClause(clause_text, position)}
      onEditClause={({ clause_id, clause_text }) => commands.editClause(clause_id, clause_text)}
      onRemoveClause={({ clause_id }) => commands.removeClause(clause_id)}
      onMoveClause={({ clause_id, position }) => commands.moveClause(clause_id, position)}
      onFinalize={({ version }) => commands.finalize(version)}
      onCountersign={({ digest }) => commands.countersign(digest)}
      onReopen={({ version }) => commands.reopen(version)}
      onAnswer={(answer) =>
        answer.answer === 'accept'
          ? commands.accept(answer.clause_id, answer.clause_version)
          : commands.requestChange(answer.clause_id, answer.clause_version, answer.comment)
      }
      onSign={({ full_name, digest }) => commands.sign(full_name, digest)}
      onDownload={async () => saveFile(await api.agreements.pdf(caseId))}
    />
  );
}
