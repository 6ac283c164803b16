import { useNavigate } from 'react-router-dom';
import { Button, EmptyState, VisuallyHidden } from '@mediation/ui';
import { useRoomText } from './i18n';
import { useCurrentCase } from '../../lib/useCurrentCase';
import { CaseRoom } from './CaseRoom';
import { MediatorRoomFrame } from './CaseRoom.styles';
import { MediatorRoomHeader } from './MediatorRoomHeader';

/** /Mediator/chat: the running case's room, under its header (the waiting room and the case code). */
export default function MediatorRoomScreen() {
  const t = useRoomText();
  const navigate = useNavigate();
  const { currentCaseId: caseId } = useCurrentCase();

  if (!caseId) {
    return (
      <>
        <VisuallyHidden as="h1">{t('mediatorRoom.heading')}</VisuallyHidden>
        <EmptyState
          headingLevel={2}
          title={t('mediatorRoom.none')}
          description={t('mediatorRoom.noneDetail')}
          action={<Button onClick={() => navigate('/Mediator/dashboard')}>{t('mediatorRoom.backToDashboard')}</Button>}
        />
      </>
    );
  }
  return (
    <MediatorRoomFrame>
      <CaseRoom
        key={caseId}
        caseId={caseId}
        onExit={() => navigate('/Mediator/dashboard')}
        header={<MediatorRoomHeader caseId={caseId} />}
      />
    </MediatorRoomFrame>
  );
}
